# Writes the TAP report of tests/cli/inputs/reporting to a file (exit 1: one run fails) and reads it
# with check_tap.pl (Perl's TAP::Parser).   cmake -DORACLE=... -DPERL=... -DDIR=... -DOUT=... -P
execute_process(COMMAND ${ORACLE} run ${DIR}/inputs/reporting --edition C3 --expectations
                        ${DIR}/inputs/reporting-known.txt --format tap --output ${OUT}
                RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 1)
    message(FATAL_ERROR "exit code ${code}, expected 1\n${err}")
endif()
execute_process(COMMAND ${PERL} ${DIR}/check_tap.pl ${OUT} RESULT_VARIABLE code
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    file(READ ${OUT} tap)
    message(FATAL_ERROR "${err}\n${tap}")
endif()
