# Runs COMMAND with ARGS (a ;-list) and checks its exit code and, optionally, a regular expression
# over its standard output (EXPECTED_STDOUT) and standard error (EXPECTED_STDERR).
execute_process(COMMAND ${COMMAND} ${ARGS} RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT code EQUAL EXPECTED_EXIT)
    message(FATAL_ERROR "exit code ${code}, expected ${EXPECTED_EXIT}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED EXPECTED_STDOUT AND NOT out MATCHES "${EXPECTED_STDOUT}")
    message(FATAL_ERROR "stdout does not match '${EXPECTED_STDOUT}':\n${out}")
endif()
if(DEFINED EXPECTED_STDERR AND NOT err MATCHES "${EXPECTED_STDERR}")
    message(FATAL_ERROR "stderr does not match '${EXPECTED_STDERR}':\n${err}")
endif()
