# What the build and each test group need, found or refused by name: a missing program, Python
# module, CMake package or runtime stops the configure with the Debian package that provides it,
# so that the README's commands (tools/bootstrap.sh, which installs suite_packages, test_packages)
# fail naming what their lists lack instead of building less or registering fewer tests. With
# ORACLE_BUILD_TESTS off only the tool's three libraries are looked for (the test
# bootstrap.suite-packages holds it to that).

function(oracle_missing what package)
    file(RELATIVE_PATH where ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
    if(where STREQUAL "")
        message(FATAL_ERROR "${what} not found, needed by the build (Debian package ${package}, "
                            "which tools/bootstrap.sh installs).")
    endif()
    message(FATAL_ERROR "${what} not found, needed by the tests of ${where}/ (Debian package "
                        "${package}; `bash tools/bootstrap.sh test` installs every test's "
                        "packages, and -DORACLE_BUILD_TESTS=OFF builds the tool without them).")
endfunction()

# oracle_require_program(VAR NAME PACKAGE [find_program options...])
function(oracle_require_program var name package)
    find_program(${var} ${name} ${ARGN})
    if(NOT ${var})
        oracle_missing("the program ${name}" ${package})
    endif()
endfunction()

# oracle_require_python_module(PYTHON MODULE PACKAGE): PYTHON imports MODULE.
function(oracle_require_python_module python module package)
    get_property(checked GLOBAL PROPERTY ORACLE_PYTHON_MODULE_${module})
    if(checked)
        return()
    endif()
    execute_process(COMMAND ${python} -c "import ${module}" RESULT_VARIABLE rc OUTPUT_QUIET
                    ERROR_QUIET)
    if(NOT rc EQUAL 0)
        oracle_missing("the Python module ${module} (for ${python})" ${package})
    endif()
    set_property(GLOBAL PROPERTY ORACLE_PYTHON_MODULE_${module} TRUE)
endfunction()

# oracle_require_package(NAME PACKAGE [find_package options...]): find_package(NAME ...).
macro(oracle_require_package name package)
    find_package(${name} ${ARGN} QUIET)
    if(NOT ${name}_FOUND)
        oracle_missing("the CMake package ${name}" ${package})
    endif()
endmacro()

# Debian's python3 on purpose (python3-jsonschema, python3-yaml, python3-junitparser are Debian
# packages), not a pyenv or virtualenv one found first on PATH: ORACLE_PYTHON, for every group.
macro(oracle_require_python)
    oracle_require_program(ORACLE_PYTHON python3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
endmacro()

# oracle_require_link_options(VAR "OPTIONS" PACKAGE): a program compiled and linked with OPTIONS
# (the sanitizers' runtimes, libFuzzer's, whose main() then comes with it) builds; cached in VAR.
function(oracle_require_link_options var options package)
    include(CheckCXXSourceCompiles)
    set(CMAKE_REQUIRED_FLAGS "${options}")
    set(CMAKE_REQUIRED_LINK_OPTIONS ${options})
    set(CMAKE_REQUIRED_QUIET ON)
    if(options MATCHES "fuzzer")
        set(entry "extern \"C\" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }")
    else()
        set(entry "int main() { return 0; }")
    endif()
    check_cxx_source_compiles("${entry}" ${var})
    if(NOT ${var})
        oracle_missing("a program linked with ${options} (the runtimes of ${CMAKE_CXX_COMPILER})"
                       ${package})
    endif()
endfunction()
