# `run --report junit:FILE --report json:FILE` writes both files and keeps the human report on the
# console; `-o FILE` writes the --format report to FILE; jsonl both ways (written as runs finish).
#   cmake -DORACLE=... -DINPUTS=... -DOUT=<folder> -P report_files.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${ORACLE} run ${INPUTS}/right-score.yaml --edition C3 --report
                        junit:${OUT}/report.xml --report json:${OUT}/report.json
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT out STREQUAL "1 passed, 0 failed\n")
    message(FATAL_ERROR "exit code ${code}, console:\n${out}\n${err}")
endif()
file(READ ${OUT}/report.xml xml)
file(READ ${OUT}/report.json json)
if(NOT xml MATCHES "<testcase classname=\"\\(top\\)\" name=\"right-score@C3\"")
    message(FATAL_ERROR "report.xml:\n${xml}")
endif()
string(JSON passed GET "${json}" summary passed)
if(NOT passed EQUAL 1)
    message(FATAL_ERROR "report.json:\n${json}")
endif()
execute_process(COMMAND ${ORACLE} run ${INPUTS}/right-score.yaml --edition C3 --format tap
                        -o ${OUT}/report.tap
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ ${OUT}/report.tap tap)
if(NOT code EQUAL 0 OR NOT out STREQUAL "" OR NOT tap MATCHES "^TAP version 13\n1..1\n")
    message(FATAL_ERROR "-o: exit code ${code}, console:\n${out}\n${err}\nfile:\n${tap}")
endif()

# jsonl as --report (beside the human console report) and as -o: a result line, then the summary.
execute_process(COMMAND ${ORACLE} run ${INPUTS}/right-score.yaml ${INPUTS}/wrong-score.yaml
                        --edition C3 --report jsonl:${OUT}/report.jsonl --format jsonl
                        -o ${OUT}/console.jsonl
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(STRINGS ${OUT}/report.jsonl lines)
file(READ ${OUT}/console.jsonl console)
file(READ ${OUT}/report.jsonl report)
list(LENGTH lines count)
if(NOT code EQUAL 1 OR NOT out STREQUAL "" OR NOT count EQUAL 3 OR NOT console STREQUAL report
   OR NOT report MATCHES "^{\"type\":\"result\",\"id\":\"right-score@C3\",[^\n]*\"status\":\"PASS\""
   OR NOT report MATCHES "\n{\"type\":\"summary\",[^\n]*\"passed\":1,\"failed\":1,[^\n]*}\n$")
    message(FATAL_ERROR "jsonl: exit code ${code}, console:\n${out}\n${err}\nfile:\n${report}")
endif()
