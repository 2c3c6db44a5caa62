# --update-expectations: a run rewrites a known-failure file from its results (the comment, a line
# that matches nothing and a SKIP line kept, the XPASS line removed, the new failure appended),
# then a run with that file as --expectations passes (the failure is XFAIL).
# ORACLE, INPUTS (tests/cli/inputs), WORK (a scratch folder).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(known "${WORK}/known.txt")
file(WRITE "${known}" "# our engine's known failures\n\nright-score@C3 FAIL   # passes now\ngone@C3 FAIL\nright-score@C1 SKIP\n")
set(runs run "${INPUTS}/wrong-score.yaml" "${INPUTS}/right-score.yaml" --edition C3)

execute_process(COMMAND ${ORACLE} ${runs} --update-expectations "${known}"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 1)
    message(FATAL_ERROR "update: exit code ${code}, expected 1 (the run's)\n${out}\n${err}")
endif()
if(NOT err MATCHES "known.txt:4:1: warning\\[expectations\\]: 'gone@C3' matches no run")
    message(FATAL_ERROR "update: no warning for the line that matches nothing:\n${err}")
endif()
file(READ "${known}" content)
set(expected "# our engine's known failures\n\ngone@C3 FAIL\nright-score@C1 SKIP\nwrong-score@C3 FAIL\n")
if(NOT content STREQUAL expected)
    message(FATAL_ERROR "updated file:\n${content}\nexpected:\n${expected}")
endif()

execute_process(COMMAND ${ORACLE} ${runs} --expectations "${known}"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT out MATCHES "1 failed as expected \\(XFAIL\\)")
    message(FATAL_ERROR "rerun: exit code ${code}, expected 0 with an XFAIL\n${out}\n${err}")
endif()

# A second update changes nothing: the failure is listed, the file is stable.
execute_process(COMMAND ${ORACLE} ${runs} --update-expectations "${known}"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${known}" again)
if(NOT code EQUAL 0 OR NOT again STREQUAL expected)
    message(FATAL_ERROR "second update: exit code ${code} (expected 0), file:\n${again}")
endif()
