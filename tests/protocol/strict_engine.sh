#!/bin/sh
# strict_engine.sh ORACLE SCENARIOS ENGINES: a strict engine of protocol 1.0 (engines/strict-1.0.py:
# `serve` behind a proxy that refuses every key, switch and value 1.0 does not define) passes the
# whole suite and a fuzz campaign wherever `serve` does, and is UNSUPPORTED exactly where a run
# needs a switch value it does not declare, with that reason in every report format.
set -u
oracle=$1 scenarios=$2 engines=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
strict="python3 $engines/strict-1.0.py $oracle"
timeout=${DRIVE_TIMEOUT_MS:-20000}
# Under the sanitizers (slow engine starts) a quarter of the suite and fewer games.
shard=${DRIVE_SHARD:+--shard $DRIVE_SHARD}
games=${FUZZ_GAMES:-20}

# The suite, against serve and against the strict engine.
"$oracle" drive --engine "$oracle serve" --timeout-ms "$timeout" --format json $shard \
    --output "$work/serve.json" "$scenarios" || fail "the suite against serve: exit $?"
"$oracle" drive --engine "$strict" --timeout-ms "$timeout" --format json $shard \
    --output "$work/strict.json" --transcripts "$work/t" "$scenarios"
code=$?
[ $code -eq 0 ] || fail "the suite against the strict 1.0 engine: exit $code, expected 0"

# Run by run: PASS where serve passes, except the runs whose scenario sets a switch value 1.0
# lacks (worked out from the files here, not from the driver): UNSUPPORTED, with the driver's own
# reason (the engine was never sent what it cannot read, so it never had to decline).
python3 - "$work/serve.json" "$work/strict.json" "$scenarios" <<'PY' || exit 1
import json, os, re, sys
serve, strict, root = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
SWITCHES_1_0 = {"tiny-city": {"off", "on"},
                "farmers": {"3-per-city", "3-per-city-once", "4-per-city"},
                "inn-cathedral-final": {"zero", "plain"}}
LATER_DEFAULTS = {"inns": "on", "cathedrals": "on"}  # every edition's (`editions`)

def needs(text):
    """The switch values a scenario sets that the strict engine does not declare."""
    m = re.search(r"^rules:\s*\{(.*)\}\s*$", text, re.M)
    pairs = []
    if m:
        pairs = [p.split(":", 1) for p in m.group(1).split(",") if ":" in p]
    else:
        block = re.search(r"^rules:\s*\n((?:[ \t]+.*\n)+)", text, re.M)
        if block:
            pairs = [l.split(":", 1) for l in block.group(1).splitlines() if ":" in l]
    out = []
    # An expansion 1.0 does not define (the River): the driver finds it first.
    exp = re.search(r"^expansions:\s*\[(.*)\]\s*$", text, re.M)
    if exp and "river" in [x.strip() for x in exp.group(1).split(",")]:
        out.append(("expansion", "river"))
    for name, value in pairs:
        name, value = name.strip(), value.strip().strip('"\'')
        if name in SWITCHES_1_0 and value not in SWITCHES_1_0[name]:
            out.append((name, value))
        if name in LATER_DEFAULTS and value != LATER_DEFAULTS[name]:
            out.append((name, value))
    return out

expected = {}
for folder, _, files in os.walk(root):
    for f in files:
        if f.endswith(".yaml"):
            path = os.path.join(folder, f)
            n = needs(open(path, encoding="utf-8").read())
            if n:
                expected[os.path.relpath(path, root)[:-5]] = n
problems = []
served = {r["id"]: r["status"] for r in serve["results"]}
runs = {r["id"]: r for r in strict["results"]}
if set(served) != set(runs):
    problems.append("the two reports hold other runs")
unsupported = 0
for rid, r in runs.items():
    scenario = rid.rsplit("@", 1)[0]
    if served.get(rid) != "PASS":
        problems.append(f"{rid}: {served.get(rid)} against serve")
        continue
    if scenario in expected:
        name, value = expected[scenario][0]
        reason = r["findings"][0]["message"] if r["findings"] else ""
        words = (f"the engine does not play {value}" if name == "expansion"
                 else f"the run needs the switch {name}: {value},")
        if r["status"] != "UNSUPPORTED" or words not in reason:
            problems.append(f"{rid}: {r['status']} {reason!r}, expected UNSUPPORTED for {name}: {value}")
        unsupported += 1
    elif r["status"] != "PASS":
        problems.append(f"{rid}: {r['status']} {r['findings'][:1]}")
if not expected or unsupported == 0:
    problems.append("no scenario needs a switch value 1.0 lacks: the test proves nothing")
for p in problems[:20]:
    print(p)
if problems:
    sys.exit(1)
print(f"{len(runs)} runs: {len(runs) - unsupported} PASS, {unsupported} UNSUPPORTED as expected")
PY
# The engine never declined anything, nor was refused a request: nothing it cannot read was sent.
if ls "$work/t"/*.txt >/dev/null 2>&1; then
    fail "transcripts of failing runs: $(head -c 2000 "$work"/t/*.txt)"
fi

# An engine that declares no switch at all: new-game carries none, and every run at its edition's
# defaults still passes.
"$oracle" drive --engine "$strict -" --timeout-ms "$timeout" --format json \
    --output "$work/none.json" "$scenarios/base/scoring" || fail "no switch declared: exit $?"
grep -q '"status": "PASS"' "$work/none.json" || fail "no switch declared: no run passed"
grep -q '"status": "UNSUPPORTED"' "$work/none.json" ||
    fail "no switch declared: no run needs one (tiny-city: on is in base/scoring)"
grep -q 'the run needs the switch tiny-city: on, which the engine does not declare' \
    "$work/none.json" || fail "no switch declared: the reason is missing: $(cat "$work/none.json")"

# A run that needs a switch value the engine lacks: UNSUPPORTED, the reason in every format in the
# same words, and exit 5 (nothing was verified).
one=$scenarios/variants/inns-off-completed-inn-road-scores-plain.yaml
reason="the run needs the switch inns: off, which the engine does not declare"
for format in human tap junit json jsonl github; do
    "$oracle" drive --engine "$strict" --timeout-ms "$timeout" --format "$format" "$one" \
        >"$work/out.$format" 2>"$work/err.$format"
    code=$?
    [ $code -eq 5 ] || fail "$format: exit $code, expected 5 (no run was played)"
    grep -qF "$reason" "$work/out.$format" ||
        fail "$format does not give the reason '$reason': $(cat "$work/out.$format")"
    grep -q "nothing was run" "$work/err.$format" || fail "$format: no word on standard error"
done
grep -qF "# SKIP $reason" "$work/out.tap" || fail "tap: the reason is not the SKIP's"
grep -qF "<skipped message=\"$reason\">" "$work/out.junit" || fail "junit: not the skip's message"
grep -qF "::notice title=UNSUPPORTED::$reason" "$work/out.github" || fail "github: no notice"
grep -q "^0 passed, 0 failed, 4 skipped (4 UNSUPPORTED)$" "$work/out.human" ||
    fail "human: the summary does not count UNSUPPORTED: $(tail -1 "$work/out.human")"

# fuzz: a campaign against the strict engine, as against serve, without a divergence; it draws
# only what the engine declares, so no game is UNSUPPORTED.
"$oracle" fuzz --engine "$strict" --timeout-ms "$timeout" --games "$games" --seed 1 >"$work/fuzz" ||
    fail "fuzz against the strict engine: exit $?: $(tail -5 "$work/fuzz")"
grep -q "^$games games, no divergence" "$work/fuzz" || fail "fuzz: $(tail -3 "$work/fuzz")"
[ "$(grep -c '): PASS$' "$work/fuzz")" -eq "$games" ] ||
    fail "fuzz: not $games games PASS: $(cat "$work/fuzz")"
grep -Eq "inns=|cathedrals=|farmers=off" "$work/fuzz" && fail "fuzz drew a switch value undeclared"
"$oracle" fuzz --engine "$oracle serve" --games "$games" --seed 1 >"$work/fuzz-serve" ||
    fail "fuzz against serve: $(tail -3 "$work/fuzz-serve")"
echo "the strict 1.0 engine passes wherever serve does"
