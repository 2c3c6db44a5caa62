# The guide's example of a known-failures file (docs/reports-and-ci.md, "Known failures") must
# match real run ids: its lines are taken from the page and run over the suite with
# --strict-expectations, where a line that matches nothing is an error (exit 2). The oracle
# passes those runs, so the FAIL lines turn XPASS (exit 1).
#   cmake -DORACLE=... -DSOURCE_DIR=... -DOUT=... -P readme_expectations.cmake
file(READ ${SOURCE_DIR}/docs/reports-and-ci.md readme)
string(REGEX MATCH "An engine that is not yet conformant[^`]*```\n([^`]*)```" block "${readme}")
if(NOT CMAKE_MATCH_1)
    message(FATAL_ERROR "no example block under '## Known failures' in docs/reports-and-ci.md")
endif()
file(WRITE ${OUT} "${CMAKE_MATCH_1}")
execute_process(COMMAND ${ORACLE} run scenarios --expectations ${OUT} --strict-expectations
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(err MATCHES "matches no run")
    message(FATAL_ERROR "the example of docs/reports-and-ci.md has lines that match no run:\n${err}")
endif()
if(NOT code EQUAL 1 OR NOT out MATCHES "error\\[xpass\\]" OR NOT out MATCHES "[1-9][0-9]* skipped")
    message(FATAL_ERROR "exit code ${code} (expected 1: XPASS for the FAIL lines, skips for SKIP)\n${out}\n${err}")
endif()
