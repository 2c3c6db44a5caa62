#!/usr/bin/env python3
"""Checks a JUnit report against the rules of Jenkins' JUnit schema (junit-10.xsd of the xUnit
plugin) that CI servers enforce: which attributes and children each element may have, and the
form of `time`. The schema itself is not vendored; these are its rules, restated.

Then what the other consumers read, from their documentation and parsers (restated, not copied):
- GitLab, https://docs.gitlab.com/ci/testing/unit_test_reports/ ("JUnit XML format
  specification"): a testcase's `classname` is shown as its suite and `name` as the test, `time` in
  seconds; the text of <failure>, <error> and <skipped> is the message shown (for <skipped>, the
  reason); of testcases with the same name only the first is used.
- dorny/test-reporter, https://github.com/dorny/test-reporter (reporter java-junit, its parser
  src/parsers/java-junit/java-junit-parser.ts): a testsuite's `name` and `time`, a testcase's
  `classname`, `name` and `time` (parseFloat: a number); a case with <failure> or <error> failed,
  else with <skipped> skipped.
- mikepenz/action-junit-report, https://github.com/mikepenz/action-junit-report (its parser
  src/testParser.ts): a case with <skipped> is skipped even if it also has a <failure> (dorny
  reads that failed), so a case has at most one result element; the annotation's message is the
  `message` attribute of <failure> or <error>; with check_retries, testcases of the same name in a
  suite are one test retried.
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


def seconds(text):
    try:
        return float(text) >= 0
    except ValueError:
        return False


def consumers(root):
    """The rules of GitLab, dorny/test-reporter and mikepenz/action-junit-report (see above)."""
    for suite in root.getElementsByTagName("testsuite"):
        if not suite.getAttribute("name") or not seconds(suite.getAttribute("time")):
            problems.append("a <testsuite> without a name or a time in seconds (dorny)")
        names = set()
        for case in suite.getElementsByTagName("testcase"):
            name = case.getAttribute("name")
            if not name or not case.getAttribute("classname"):
                problems.append(f"<testcase name='{name}'> lacks a name or a classname (GitLab)")
            if name in names:
                problems.append(f"two testcases named '{name}': GitLab keeps one, mikepenz "
                                "reads a retry")
            names.add(name)
            if not seconds(case.getAttribute("time")):
                problems.append(f"<testcase name='{name}'> time is not seconds (GitLab, dorny)")
            results = [c for c in case.childNodes if c.nodeType == c.ELEMENT_NODE and
                       c.tagName in ("failure", "error", "skipped")]
            if len(results) > 1:
                problems.append(f"<testcase name='{name}'> has {len(results)} results: "
                                "dorny and mikepenz would read it differently")
            for r in results:
                if not "".join(t.data for t in r.childNodes if t.nodeType == t.TEXT_NODE).strip():
                    problems.append(f"<{r.tagName}> of '{name}' has no text: GitLab shows "
                                    "nothing")
                if r.tagName != "skipped" and not r.getAttribute("message"):
                    problems.append(f"<{r.tagName}> of '{name}' has no message (mikepenz)")


root = xml.dom.minidom.parse(sys.argv[1]).documentElement
if root.tagName != "testsuites":
    problems.append(f"the root is <{root.tagName}>, expected <testsuites>")
check(root)
consumers(root)
for p in problems:
    print(p, file=sys.stderr)
sys.exit(1 if problems else 0)
