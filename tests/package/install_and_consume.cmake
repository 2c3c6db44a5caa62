# Runs the install command line of docs/building.md (only its prefix changed, to a scratch one),
# then configures, builds and runs the consumer project against the installed package: proves that
# find_package(CarcassonneOracle) works for other engines, with the rules and scenario libraries
# and the installed suite.
#   -DPROJECT_DIR= the source tree  -DBUILD_DIR= this build  -DWORK_DIR= scratch  -DCXX=
#   -DSOURCE_DIR= the consumer project
set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})

# The guide's install line, e.g. `cmake --install build/default --prefix /usr/local`.
file(STRINGS ${PROJECT_DIR}/docs/building.md lines REGEX "^cmake --install ")
list(LENGTH lines count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "docs/building.md: expected one `cmake --install` line, found ${count}")
endif()
string(REGEX REPLACE "[ ]+#.*$" "" line "${lines}")
separate_arguments(args UNIX_COMMAND "${line}")
list(LENGTH args count)
list(FIND args --prefix at)
if(NOT count EQUAL 5 OR NOT at EQUAL 3)
    message(FATAL_ERROR "docs/building.md: the install line is not `cmake --install DIR --prefix P`: ${line}")
endif()
list(GET args 2 readme_build)
# The folder it installs from must be what the README's first command builds: preset default
# (tools/bootstrap.sh), whose folder CMakePresets.json names.
file(READ ${PROJECT_DIR}/CMakePresets.json presets)
string(JSON preset_count LENGTH "${presets}" configurePresets)
math(EXPR last "${preset_count} - 1")
foreach(i RANGE ${last})
    string(JSON name GET "${presets}" configurePresets ${i} name)
    if(name STREQUAL "default")
        string(JSON default_dir GET "${presets}" configurePresets ${i} binaryDir)
    endif()
endforeach()
string(REPLACE "\${sourceDir}/" "" default_dir "${default_dir}")
if(NOT readme_build STREQUAL default_dir)
    message(FATAL_ERROR "docs/building.md installs from ${readme_build}, but its first command builds "
                        "preset default into ${default_dir}")
endif()
file(STRINGS ${PROJECT_DIR}/tools/bootstrap.sh builds REGEX "^ *build default( |$)")
if(NOT builds)
    message(FATAL_ERROR "tools/bootstrap.sh no longer builds preset default")
endif()
# The line as written, run from the source tree; a build outside the preset's folder (by hand,
# -B elsewhere) installs from itself.
get_filename_component(readme_dir ${PROJECT_DIR}/${readme_build} REALPATH)
get_filename_component(this_dir ${BUILD_DIR} REALPATH)
if(NOT readme_dir STREQUAL this_dir)
    message(STATUS "this build is ${BUILD_DIR}, not ${readme_build}: installing from it")
    list(TRANSFORM args REPLACE "^${readme_build}$" "${BUILD_DIR}" AT 2)
endif()
list(TRANSFORM args REPLACE "^.+$" "${prefix}" AT 4)
list(TRANSFORM args REPLACE "^.+$" "${CMAKE_COMMAND}" AT 0)
message(STATUS "running: ${args}")
execute_process(COMMAND ${args} WORKING_DIRECTORY ${PROJECT_DIR}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install failed: ${err}")
endif()
foreach(file include/carcassonne-oracle/rules/rules.hpp
             include/carcassonne-oracle/scenario/runner.hpp
             include/carcassonne-oracle/formats/input_error.hpp
             share/carcassonne-oracle/scenarios/.oracle-suite
             share/carcassonne-oracle/schema/scenario.schema.json)
    if(NOT EXISTS ${prefix}/${file})
        message(FATAL_ERROR "not installed: ${file}")
    endif()
endforeach()

execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/build
                        -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "configure failed:\n${out}\n${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "build failed:\n${out}\n${err}")
endif()
execute_process(COMMAND ${WORK_DIR}/build/consumer RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "phase over")
    message(FATAL_ERROR "the consumer did not finish a game: ${out}")
endif()
message(STATUS "consumer: ${out}")
execute_process(COMMAND ${WORK_DIR}/build/consumer_tests RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the consumer's scenario tests failed:\n${out}")
endif()
message(STATUS "consumer_tests: ${out}")
