"""make atlas: for every case and every config, whether the plain hazard shows there, with the compiler
version, as the last make check measured it: the 'outcome' and 'compiler' metrics of each test in lit's
JSON results. Nothing is judged again here; the .expect files say only which outcome is the safe one.

build/atlas.json: one object a (case, config). build/atlas.md: the condensed table (a row per case, a column
per target), then, per target, a row per case (grouped by hazard) and a column per compiler and level.
"""

import glob
import json
import os

from . import expect, matrix


class AtlasError(Exception):
    """No usable results, said in one line."""


def _abbrev(outcome):
    return "".join(word[0] for word in outcome.split("-"))


def collect(results_path):
    """[{case, config, compiler, target, level, outcome, hazard, version, status}] in matrix order."""
    try:
        with open(results_path) as f:
            tests = json.load(f)["tests"]
    except (OSError, ValueError, KeyError) as e:
        raise AtlasError(f"{results_path}: no lit results to read ({e}); run make check first") from None
    measured = {}
    for t in tests:
        case, _, config_id = t["name"].partition(" :: ")
        if config_id.count("/") == 2:
            measured[(case, config_id)] = t
    safe = {}
    for path in sorted(glob.glob(os.path.join(matrix.ROOT, "checks", "**", "*.expect"), recursive=True)):
        rel = os.path.relpath(path, matrix.ROOT)
        case = rel[len("checks/"):-len(".expect")]
        try:
            safe[case] = expect.load(path, rel).safe
        except expect.ExpectError as e:
            raise AtlasError(str(e)) from None
    cells = []
    for case in sorted(safe):
        for c in matrix.load()[0]:
            t = measured.get((case, c.id), {})
            outcome = t.get("metrics", {}).get("outcome")
            cells.append({"case": case, "config": c.id, "compiler": c.compiler, "target": c.target,
                          "level": c.level, "outcome": outcome,
                          "hazard": None if outcome is None else outcome != safe[case],
                          "version": t.get("metrics", {}).get("compiler"), "status": t.get("code", "NOT RUN")})
    if not any(cell["outcome"] for cell in cells):
        raise AtlasError(f"{results_path}: no test measured an outcome; run make check first")
    return cells


def _levels(shown, levels):
    """'O1-Os' for a run of three or more consecutive levels of the matrix, else the levels joined by commas."""
    index = sorted(levels.index(level) for level in shown)
    if len(index) > 2 and index == list(range(index[0], index[-1] + 1)):
        return f"{levels[index[0]]}-{levels[index[-1]]}"
    return ",".join(levels[i] for i in index)


def condensed(cells):
    """The Markdown table of where each hazard shows: a row per case, a column per target."""
    targets = list(dict.fromkeys(cell["target"] for cell in cells))
    levels = list(dict.fromkeys(cell["level"] for cell in cells))
    lines = ["| case | " + " | ".join(targets) + " |", "|---|" + "---|" * len(targets)]
    for case in dict.fromkeys(cell["case"] for cell in cells):
        row = []
        for target in targets:
            mine = [cell for cell in cells if cell["case"] == case and cell["target"] == target]
            shown = {}                                  # outcome -> compiler -> levels
            for cell in mine:
                if cell["hazard"]:
                    shown.setdefault(cell["outcome"], {}).setdefault(cell["compiler"], []).append(cell["level"])
            parts = []
            for outcome, by_compiler in shown.items():
                groups = {}
                for compiler, shown_levels in by_compiler.items():
                    groups.setdefault(_levels(shown_levels, levels), []).append(compiler)
                parts.append(outcome + " " + "; ".join(f"{', '.join(cs)} {lv}" for lv, cs in groups.items()))
            row.append("<br>".join(parts) if parts else
                       "no" if any(cell["outcome"] for cell in mine) else "not run")
        lines.append(f"| {case} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def _per_target(cells, target):
    mine = [cell for cell in cells if cell["target"] == target]
    columns = list(dict.fromkeys((cell["compiler"], cell["level"]) for cell in mine))
    lines = [f"### {target}", "", "| case | " + " | ".join(f"{c} {lv}" for c, lv in columns) + " |",
             "|---|" + "---|" * len(columns)]
    group = None
    for case in dict.fromkeys(cell["case"] for cell in mine):
        if case.split("/")[0] != group:
            group = case.split("/")[0]
            lines.append(f"| **{group}** |" + " |" * len(columns))
        by_column = {(cell["compiler"], cell["level"]): cell for cell in mine if cell["case"] == case}
        row = []
        for column in columns:
            cell = by_column[column]
            mark = "?" if cell["outcome"] is None else _abbrev(cell["outcome"]) if cell["hazard"] else "·"
            if cell["status"] not in ("PASS", "NOT RUN"):
                mark += f" ({cell['status']})"
            row.append(mark)
        lines.append(f"| {case} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def markdown(cells):
    targets = list(dict.fromkeys(cell["target"] for cell in cells))
    legend = sorted({(cell["case"], cell["outcome"]) for cell in cells if cell["hazard"]})
    versions = sorted({cell["version"] for cell in cells if cell["version"]})
    text = ["# The atlas: where the plain hazard shows", "",
            "Measured by the last `make check` (build/lit.json): each cell is the outcome its test proved.", "",
            "## By target", "", condensed(cells), "", "## By config", "",
            "`·`: the hazard does not show (the plain function passes the once checks); `?`: not run (a missing "
            "compiler, or no result); a status in brackets: the test did not pass.", ""]
    text += [f"- {case}: `{_abbrev(outcome)}` {outcome}" for case, outcome in legend] + [""]
    for target in targets:
        text += [_per_target(cells, target), ""]
    text += ["## Compilers", ""] + [f"- {v}" for v in versions] + [""]
    return "\n".join(text)


def run(results_path, out_dir):
    cells = collect(results_path)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "atlas.json"), "w") as f:
        json.dump(cells, f, indent=1)
        f.write("\n")
    with open(os.path.join(out_dir, "atlas.md"), "w") as f:
        f.write(markdown(cells))
    shown = sum(1 for cell in cells if cell["hazard"])
    measured = sum(1 for cell in cells if cell["outcome"])
    print(f"atlas: {os.path.join(out_dir, 'atlas.md')} and atlas.json: {len(cells)} (case, config) cells, "
          f"{measured} measured, the hazard shows in {shown}")
