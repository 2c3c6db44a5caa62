#!/bin/sh
# drive_fault.sh ORACLE SCENARIOS FAULT fail:PATH... pass:PATH...: against `serve --fault FAULT`,
# the scenarios under each fail: path (relative to SCENARIOS) fail, those under each pass: path pass.
set -u
oracle=$1 scenarios=$2 fault=$3
shift 3
for check in "$@"; do
    want=${check%%:*} path=$scenarios/${check#*:}
    "$oracle" drive --engine "$oracle serve --fault $fault" "$path" > /tmp/drive_fault.$$ 2>&1
    code=$?
    case $want in
    fail) [ "$code" -eq 1 ] || { echo "$fault: $path: exit $code, expected a failure (1)"; cat /tmp/drive_fault.$$; rm -f /tmp/drive_fault.$$; exit 1; } ;;
    pass) [ "$code" -eq 0 ] || { echo "$fault: $path: exit $code, expected a pass (0)"; cat /tmp/drive_fault.$$; rm -f /tmp/drive_fault.$$; exit 1; } ;;
    esac
    echo "$fault: $check as expected"
done
rm -f /tmp/drive_fault.$$
