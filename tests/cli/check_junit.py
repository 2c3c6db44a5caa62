#!/usr/bin/env python3
"""Checks a JUnit report against the rules of Jenkins' JUnit schema (junit-10.xsd of the xUnit
plugin) that CI servers enforce: which attributes and children each element may have, and the
form of `time`. The schema itself is not vendored; these are its rules, restated.
Usage: check_junit.py REPORT.xml"""
import re
import sys
import xml.dom.minidom

ALLOWED = {
    "testsuites": ({"name", "time", "tests", "failures", "errors"}, {"testsuite"}),
    "testsuite": ({"name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp",
                   "hostname", "id", "package", "file", "log", "url"},
                  {"testsuite", "properties", "testcase", "system-out", "system-err"}),
    "properties": (set(), {"property"}),
    "property": ({"name", "value"}, set()),
    "testcase": ({"name", "time", "classname", "group"},
                 {"skipped", "error", "failure", "system-out", "system-err"}),
    "skipped": ({"type", "message"}, set()),
    "error": ({"type", "message"}, set()),
    "failure": ({"type", "message"}, set()),
    "system-out": (set(), set()),
    "system-err": (set(), set()),
}
REQUIRED = {"testsuite": {"name", "tests", "failures", "errors"}, "testcase": {"name"},
            "property": {"name", "value"}}
# SUREFIRE_TIME, for testsuite and testsuites
TIME = re.compile(r"(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?")

problems = []


def check(element):
    name = element.tagName
    if name not in ALLOWED:
        problems.append(f"element <{name}> is not in the schema")
        return
    attributes, children = ALLOWED[name]
    present = set(element.attributes.keys())
    for a in sorted(present - attributes):
        problems.append(f"<{name}> has attribute '{a}', which the schema refuses")
    for a in sorted(REQUIRED.get(name, set()) - present):
        problems.append(f"<{name}> lacks the required attribute '{a}'")
    if name in ("testsuite", "testsuites") and "time" in present:
        if not TIME.fullmatch(element.getAttribute("time")):
            problems.append(f"<{name}> time='{element.getAttribute('time')}' is no SUREFIRE_TIME")
    if name == "testcase" and "time" not in present:
        problems.append(f"<testcase name='{element.getAttribute('name')}'> has no time")
    for child in element.childNodes:
        if child.nodeType == child.ELEMENT_NODE:
            if child.tagName not in children:
                problems.append(f"<{child.tagName}> inside <{name}>, which the schema refuses")
            check(child)


root = xml.dom.minidom.parse(sys.argv[1]).documentElement
if root.tagName != "testsuites":
    problems.append(f"the root is <{root.tagName}>, expected <testsuites>")
check(root)
for p in problems:
    print(p, file=sys.stderr)
sys.exit(1 if problems else 0)
