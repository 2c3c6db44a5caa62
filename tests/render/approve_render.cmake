# Renders SCENARIO after TURN actions in FORMAT (svg or text) and compares the picture with
# tests/render/baselines/NAME.FORMAT; with the environment variable APPROVE=1 the baseline is
# rewritten instead. The same approach as tests/approval/approve.cmake.
#   cmake -DORACLE=... -DSOURCE_DIR=... -DSCENARIO=... -DTURN=... -DFORMAT=... -DNAME=...
#         [-DACTUAL_DIR=...] [-DDIFF=...] -P approve_render.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var ORACLE SOURCE_DIR SCENARIO TURN FORMAT NAME)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "approve_render.cmake: -D${var}=... is required")
    endif()
endforeach()
if(NOT DEFINED ACTUAL_DIR OR ACTUAL_DIR STREQUAL "")
    set(ACTUAL_DIR ${CMAKE_CURRENT_BINARY_DIR})
endif()
set(baseline ${SOURCE_DIR}/tests/render/baselines/${NAME}.${FORMAT})
set(actual ${ACTUAL_DIR}/${NAME}.actual.${FORMAT})

execute_process(COMMAND ${ORACLE} render ${SCENARIO} --turn ${TURN} --format ${FORMAT}
                WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "exit code ${code}, expected 0\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err STREQUAL "")
    message(FATAL_ERROR "unexpected output on stderr:\n${err}")
endif()
string(REPLACE "\r\n" "\n" out "${out}")

if("$ENV{APPROVE}" STREQUAL "1")
    file(WRITE ${baseline} "${out}")
    message(STATUS "approved: ${baseline}")
    return()
endif()

file(WRITE ${actual} "${out}")
if(NOT EXISTS ${baseline})
    message(FATAL_ERROR "no baseline ${baseline}; the output is in ${actual}\n"
                        "(APPROVE=1 ctest -R render.approval writes the baselines)")
endif()
file(READ ${baseline} expected)
if(NOT out STREQUAL expected)
    # The diff goes straight to the output (message() would re-indent its lines).
    if(DIFF)
        execute_process(COMMAND ${DIFF} -u ${baseline} ${actual})
    else()
        execute_process(COMMAND ${CMAKE_COMMAND} -E echo "expected:\n${expected}\nactual:\n${out}")
    endif()
    message(FATAL_ERROR "the ${FORMAT} picture of ${NAME} differs from its baseline (diff above; "
                        "APPROVE=1 ctest -R render.approval re-approves)")
endif()
