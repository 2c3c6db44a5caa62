# Writes JUnit reports holding every kind of testcase (pass, failure, XPASS, known failure, skip,
# ERROR run, load error) and checks each with check_junit.py against the rules of Jenkins' schema.
#   cmake -DORACLE=... -DPYTHON=... -DDIR=... -DSOURCE_DIR=... -DOUT=<folder> -P check_junit.cmake
file(MAKE_DIRECTORY ${OUT})
set(runs "reporting|${DIR}/inputs/reporting|--expectations|${DIR}/inputs/reporting-known.txt"
         "xpass|${DIR}/inputs/right-score.yaml|--expectations|${DIR}/inputs/known-failures.txt"
         "errors|${SOURCE_DIR}/tests/approval/inputs")
foreach(run IN LISTS runs)
    string(REPLACE "|" ";" args "${run}")
    list(POP_FRONT args name)
    execute_process(COMMAND ${ORACLE} run ${args} --edition C3 --format junit
                            --output ${OUT}/${name}.xml
                    RESULT_VARIABLE code ERROR_VARIABLE err)
    if(NOT code MATCHES "^[12]$")
        message(FATAL_ERROR "${name}: exit code ${code}\n${err}")
    endif()
    execute_process(COMMAND ${PYTHON} ${DIR}/check_junit.py ${OUT}/${name}.xml
                    RESULT_VARIABLE code ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        file(READ ${OUT}/${name}.xml xml)
        message(FATAL_ERROR "${name}: outside Jenkins' JUnit schema:\n${err}\n${xml}")
    endif()
endforeach()
