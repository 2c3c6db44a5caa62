# Runs the oracle over tests/approval/inputs in one report FORMAT, normalises what varies between
# machines and builds, and compares the result with tests/approval/baselines/FORMAT.txt.
# With the environment variable APPROVE=1 the baseline is rewritten instead (baseline.cmake).
#   cmake -DORACLE=... -DFORMAT=... -DSOURCE_DIR=... -DVERSION=... [-DACTUAL_DIR=...] [-DDIFF=...]
#         [-DPYTHON=...] [-DINPUTS=...] [-DKNOWN=<name>] -P approve.cmake
# KNOWN: run with --expectations tests/approval/<name>.txt, compared with baselines/FORMAT.<name>.txt
# (the known statuses: XFAIL, XPASS, SKIP).
# INPUTS (default tests/approval/inputs, run from SOURCE_DIR) may be absolute: the paths in the
# report are made relative again.
cmake_minimum_required(VERSION 3.25) # new policies: no @VAR@ expansion in the placeholders below
foreach(var ORACLE FORMAT SOURCE_DIR VERSION)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "approve.cmake: -D${var}=... is required")
    endif()
endforeach()
if(NOT DEFINED ACTUAL_DIR OR ACTUAL_DIR STREQUAL "")
    set(ACTUAL_DIR ${CMAKE_CURRENT_BINARY_DIR})
endif()
if(NOT DEFINED INPUTS OR INPUTS STREQUAL "")
    set(INPUTS tests/approval/inputs)
endif()
set(variant ${FORMAT})
set(known_args "")
if(DEFINED KNOWN AND NOT KNOWN STREQUAL "")
    set(variant ${FORMAT}.${KNOWN})
    set(known_args --expectations tests/approval/${KNOWN}.txt)
endif()
set(baseline ${SOURCE_DIR}/tests/approval/baselines/${variant}.txt)
set(actual ${ACTUAL_DIR}/${variant}.actual.txt)

# The inputs hold a load error and a scenario error, so the run ends with exit code 2.
execute_process(COMMAND ${ORACLE} run ${INPUTS} --edition C3 --format ${FORMAT} ${known_args}
                WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2)
    message(FATAL_ERROR "exit code ${code}, expected 2\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT err STREQUAL "")
    message(FATAL_ERROR "unexpected output on stderr:\n${err}")
endif()

# The machine-readable formats must parse before their text is compared.
if(FORMAT STREQUAL "json")
    string(JSON tool ERROR_VARIABLE json_error GET "${out}" tool)
    if(json_error)
        message(FATAL_ERROR "the JSON report does not parse: ${json_error}\n${out}")
    endif()
elseif(FORMAT STREQUAL "jsonl" AND PYTHON)
    # Every line is one JSON record; the last is the summary.
    file(WRITE ${actual}.jsonl "${out}")
    execute_process(COMMAND ${PYTHON} -c [[
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
records = [json.loads(line) for line in lines]
assert records and records[-1]["type"] == "summary", "the last line is not the summary"
assert all(r["type"] != "summary" for r in records[:-1]), "a summary before the end"
]] ${actual}.jsonl RESULT_VARIABLE jsonl_code ERROR_VARIABLE jsonl_error)
    if(NOT jsonl_code EQUAL 0)
        message(FATAL_ERROR "the JSON Lines report does not parse line by line:\n${jsonl_error}")
    endif()
elseif(FORMAT STREQUAL "junit" AND PYTHON)
    file(WRITE ${actual}.xml "${out}")
    execute_process(COMMAND ${PYTHON} -c
                    "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" ${actual}.xml
                    RESULT_VARIABLE xml_code ERROR_VARIABLE xml_error)
    if(NOT xml_code EQUAL 0)
        message(FATAL_ERROR "the JUnit report is not well-formed XML:\n${xml_error}")
    endif()
endif()

# Normalise: absolute paths become relative to the source tree, the version and any times or
# timestamps become placeholders, line endings become \n.
string(REPLACE "\r\n" "\n" out "${out}")
string(REPLACE "${SOURCE_DIR}/" "" out "${out}")
string(REPLACE "${VERSION}" "@VERSION@" out "${out}")
string(REGEX REPLACE "timestamp=\"[^\"]*\"" "timestamp=\"@TIMESTAMP@\"" out "${out}")
string(REGEX REPLACE " time=\"[^\"]*\"" " time=\"@TIME@\"" out "${out}")
# (One outer group: CMake refuses \2 for an optional group that did not take part in the match.)
string(REGEX REPLACE "\"((duration|time|timestamp)(_ms)?)\": [^,\n]*" "\"\\1\": \"@TIME@\""
       out "${out}")
if(FORMAT STREQUAL "jsonl") # compact: no space after the colon
    string(REGEX REPLACE "\"((duration|time|timestamp)(_ms)?)\":[^,}\n]*" "\"\\1\":\"@TIME@\""
           out "${out}")
endif()

include(${CMAKE_CURRENT_LIST_DIR}/baseline.cmake)
approval_baseline(OUTPUT_VARIABLE out BASELINE ${baseline} ACTUAL ${actual}
                  WHAT "the ${FORMAT} report" TESTS "^approval:" DIFF "${DIFF}")
