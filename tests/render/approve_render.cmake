# Renders SCENARIO after TURN actions in FORMAT (svg or text) and compares the picture with
# tests/render/baselines/NAME.FORMAT; with the environment variable APPROVE=1 the baseline is
# rewritten instead. The same approach as tests/approval/approve.cmake, and the same ending
# (tests/approval/baseline.cmake).
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

execute_process(COMMAND ${ORACLE} render ${SCENARIO} --action ${TURN} --format ${FORMAT}
                WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "exit code ${code}, expected 0\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err STREQUAL "")
    message(FATAL_ERROR "unexpected output on stderr:\n${err}")
endif()
string(REPLACE "\r\n" "\n" out "${out}")

include(${SOURCE_DIR}/tests/approval/baseline.cmake)
approval_baseline(OUTPUT_VARIABLE out BASELINE ${baseline} ACTUAL ${actual}
                  WHAT "the ${FORMAT} picture of ${NAME}" TESTS "^render\\.approval:"
                  DIFF "${DIFF}")
