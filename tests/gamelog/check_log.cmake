# Runs `ORACLE ARGS` (a ;-list) and checks its exit code (EXPECTED_EXIT) and, optionally, regular
# expressions over standard output and error (EXPECTED_STDOUT, EXPECTED_STDERR). With SCENARIO (the
# file the command wrote), checks it with SCENARIO_MATCH, validates it against the scenario schema
# when VALIDATE (tests/schema/validate.py, run by PYTHON with SCHEMA) is given, and runs it with
# `ORACLE run`,
# expecting SCENARIO_EXIT. With LONG_LINE_FILE, first writes a log whose line 2 exceeds 1 MiB.
if(DEFINED LONG_LINE_FILE)
    string(REPEAT " " 1100000 padding)
    file(WRITE ${LONG_LINE_FILE}
         "{\"type\": \"setup\", \"edition\": \"C3\", \"players\": [\"Alice\", \"Bob\"]}\n"
         "{\"type\": \"move\", \"move\": {\"type\": \"pass\"}${padding}}\n")
endif()
if(DEFINED SCENARIO)
    file(REMOVE ${SCENARIO})
endif()
# The run and its exit code and output checks; the include shares this scope, so `err` (standard
# error) is still there below.
set(COMMAND ${ORACLE})
include(${CMAKE_CURRENT_LIST_DIR}/../cli/expect_run.cmake)
if(NOT DEFINED SCENARIO)
    return()
endif()
if(NOT EXISTS ${SCENARIO})
    message(FATAL_ERROR "no scenario was written to ${SCENARIO}\nstderr:\n${err}")
endif()
file(READ ${SCENARIO} scenario)
if(DEFINED SCENARIO_MATCH AND NOT scenario MATCHES "${SCENARIO_MATCH}")
    message(FATAL_ERROR "the scenario does not match '${SCENARIO_MATCH}':\n${scenario}")
endif()
if(DEFINED VALIDATE)
    # validate.py takes a folder: the scenario gets one of its own.
    set(folder ${SCENARIO}.d)
    file(REMOVE_RECURSE ${folder})
    file(COPY ${SCENARIO} DESTINATION ${folder})
    execute_process(COMMAND ${PYTHON} ${VALIDATE} ${SCHEMA} ${folder} RESULT_VARIABLE vcode OUTPUT_VARIABLE vout
                    ERROR_VARIABLE verr)
    if(NOT vcode EQUAL 0)
        message(FATAL_ERROR "the scenario is not valid against the schema:\n${vout}${verr}")
    endif()
endif()
execute_process(COMMAND ${ORACLE} run ${SCENARIO} RESULT_VARIABLE rcode OUTPUT_VARIABLE rout
                ERROR_VARIABLE rerr)
if(NOT rcode EQUAL SCENARIO_EXIT)
    message(FATAL_ERROR "run ${SCENARIO}: exit code ${rcode}, expected ${SCENARIO_EXIT}\n${rout}${rerr}\n${scenario}")
endif()
