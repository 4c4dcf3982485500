"""Reads a SARIF log on stdin and says, a line each, what SARIF 2.1.0 requires of it and what it found, or exits 1
naming the first field that is missing or wrong: the log's version and runs, each run's tool.driver.name and
rules, each result's message.text, its ruleId among the rules (and ruleIndex pointing at it), its level, and a
physical location with an artifact URI and a start line of at least 1."""
import json
import sys


def fail(why):
    sys.exit(f"sarif: {why}")


log = json.load(sys.stdin)
if log.get("version") != "2.1.0":
    fail(f"version is {log.get('version')!r}, not '2.1.0'")
if not log.get("$schema", "").endswith("sarif-2.1.0.json"):
    fail("no $schema of SARIF 2.1.0")
runs = log.get("runs")
if not isinstance(runs, list) or not runs:
    fail("no runs")
for run in runs:
    driver = run.get("tool", {}).get("driver", {})
    if not driver.get("name"):
        fail("a run without tool.driver.name")
    rules = driver.get("rules", [])
    ids = [r.get("id") for r in rules]
    if not all(ids) or len(set(ids)) != len(ids):
        fail("rules without an id, or two of one id")
    for r in rules:
        if not r.get("shortDescription", {}).get("text") or not r.get("help", {}).get("text"):
            fail(f"rule {r['id']} without its shortDescription or help text")
    print(f"rules: {len(rules)}, each with an id, a short description and help")
    for result in run.get("results", []):
        if not result.get("message", {}).get("text"):
            fail("a result without message.text")
        if result.get("ruleId") not in ids or ids[result.get("ruleIndex", ids.index(result["ruleId"]))] != result["ruleId"]:
            fail(f"result {result.get('ruleId')!r}: no such rule, or ruleIndex not its")
        if result.get("level") not in ("none", "note", "warning", "error"):
            fail(f"result {result['ruleId']}: level {result.get('level')!r}")
        location = result.get("locations", [{}])[0].get("physicalLocation", {})
        uri, line = location.get("artifactLocation", {}).get("uri"), location.get("region", {}).get("startLine")
        if not uri or not isinstance(line, int) or line < 1:
            fail(f"result {result['ruleId']}: no artifact URI or start line")
        print(f"result: {result['ruleId']} {result['level']} at {uri}:{line}")
