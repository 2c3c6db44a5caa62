# Run ids are relative to the suite's root (scenarios/.oracle-suite), whatever path is given: the
# same selection listed from the suite, a folder inside it (relative, with a trailing slash, and
# absolute) and the file itself gives the same ids.   cmake -DORACLE=... -DSOURCE_DIR=... -P
set(file scenarios/base/scoring/city-completed-with-coat-of-arms.yaml)
set(first "")
foreach(path scenarios ${SOURCE_DIR}/scenarios/base scenarios/base/ ./scenarios/base/scoring/../scoring
        ${SOURCE_DIR}/${file} ${file})
    execute_process(COMMAND ${ORACLE} run ${path} --list --filter city-completed-with-coat-of-arms
                    WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE code OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "run ${path} --list: exit code ${code}\n${err}")
    endif()
    if(NOT out MATCHES "^base/scoring/city-completed-with-coat-of-arms@C1\n")
        message(FATAL_ERROR "run ${path} --list: ids not relative to the suite's root:\n${out}")
    endif()
    if(first STREQUAL "")
        set(first "${out}")
    elseif(NOT out STREQUAL first)
        message(FATAL_ERROR "run ${path} --list gives other ids:\n${out}\nthan run scenarios:\n${first}")
    endif()
endforeach()
