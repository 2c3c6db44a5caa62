# The end of an approval test, shared by tests/approval/approve.cmake and
# tests/render/approve_render.cmake: with the environment variable APPROVE=1 the output becomes the
# checked-in baseline; otherwise it is written next to the build (for a look) and compared with the
# baseline, and a difference fails the test with a unified diff.
#
#   approval_baseline(OUTPUT_VARIABLE <name of the variable holding the output>
#                     BASELINE <file> ACTUAL <file> WHAT <"the json report"...>
#                     TESTS <ctest -R regex of the tests that re-approve> [DIFF <diff program>])
# The output is passed by variable name: a list argument would lose its semicolons.
function(approval_baseline)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "OUTPUT_VARIABLE;BASELINE;ACTUAL;WHAT;TESTS;DIFF" "")
    foreach(var OUTPUT_VARIABLE BASELINE ACTUAL WHAT TESTS)
        if(NOT DEFINED arg_${var} OR "${arg_${var}}" STREQUAL "")
            message(FATAL_ERROR "approval_baseline: ${var} is required")
        endif()
    endforeach()
    set(text "${${arg_OUTPUT_VARIABLE}}")

    if("$ENV{APPROVE}" STREQUAL "1")
        file(WRITE ${arg_BASELINE} "${text}")
        message(STATUS "approved: ${arg_BASELINE}")
        return()
    endif()

    file(WRITE ${arg_ACTUAL} "${text}")
    if(NOT EXISTS ${arg_BASELINE})
        message(FATAL_ERROR "no baseline ${arg_BASELINE}; the output is in ${arg_ACTUAL}\n"
                            "(APPROVE=1 ctest -R '${arg_TESTS}' writes the baselines)")
    endif()
    file(READ ${arg_BASELINE} expected)
    if(NOT text STREQUAL expected)
        # The diff goes straight to the output (message() would re-indent its lines).
        if(arg_DIFF)
            execute_process(COMMAND ${arg_DIFF} -u ${arg_BASELINE} ${arg_ACTUAL})
        else()
            execute_process(COMMAND ${CMAKE_COMMAND} -E echo
                            "expected:\n${expected}\nactual:\n${text}")
        endif()
        message(FATAL_ERROR "${arg_WHAT} differs from its baseline (diff above; "
                            "APPROVE=1 ctest -R '${arg_TESTS}' re-approves)")
    endif()
endfunction()
