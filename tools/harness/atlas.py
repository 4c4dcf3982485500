"""make atlas: for every case and every config, whether the plain hazard shows there, with the compiler
version, as make check measured it on the current inputs (tools/harness/results.py). Nothing is judged again
here; the .expect files say only which outcome is the safe one. A cell whose result was measured on other
inputs, or never, says so ("not measured since cases/hoist/flag-wait.c changed"), and has no outcome.

build/atlas.json: one object a (case, config). build/atlas.md: the condensed table (a row per case, a column
per target), then, per target, a row per case (grouped by hazard) and a column per compiler and level, with
one legend of abbreviations, each unique across the whole atlas.
"""

import glob
import json
import os

from . import blame, expect, matrix, results


class AtlasError(Exception):
    """No usable results, said in one line."""


def outcomes_named():
    """Every outcome a .expect file of the repository names: its safe one, the recorded ones, the explained ones."""
    names = set()
    for path in glob.glob(os.path.join(matrix.ROOT, "checks", "**", "*.expect"), recursive=True):
        try:
            e = expect.load(path, os.path.relpath(path, matrix.ROOT))
        except expect.ExpectError as error:
            raise AtlasError(str(error)) from None
        names |= {e.safe} | set(e.outcomes.values()) | set(e.meanings)
    return names


def abbreviations(outcomes):
    """{outcome: abbreviation}, no two alike: the words' initials (HOISTED: H, LOOP-DELETED: LD), and where
    outcomes share initials, more letters of each word for all of them (RELOADED: REL, REORDERED: REO)."""
    def form(outcome, n):
        return "".join(word[:n] for word in outcome.split("-"))
    chosen, n = {}, 1
    todo = sorted(outcomes)
    while todo:
        groups = {}
        for outcome in todo:
            groups.setdefault(form(outcome, n), []).append(outcome)
        taken = set(chosen.values())
        todo = []
        for abbrev, group in groups.items():
            if len(group) == 1 and abbrev not in taken:
                chosen[group[0]] = abbrev
            else:
                todo += group
        n += 1
        if n > 40:             # outcomes equal to the letter: cannot happen with distinct names
            raise AtlasError(f"no unique abbreviations for {', '.join(todo)}")
    return chosen


def collect(build_dir):
    """[{case, config, compiler, target, level, outcome, hazard, version, status, measured, stale}] in matrix
    order, each from a result measured on the current inputs, or with `stale` saying why there is none."""
    try:
        measured = results.load(build_dir)
    except results.ResultsError as e:
        raise AtlasError(str(e)) from None
    if not measured:
        raise AtlasError(f"{os.path.join(build_dir, results.STORE)}: no results; run make check first")
    current, blamed = results.Current(), blame.summaries(build_dir)
    cases = sorted(os.path.relpath(p, os.path.join(matrix.ROOT, "checks"))[:-len(".expect")]
                   for p in glob.glob(os.path.join(matrix.ROOT, "checks", "**", "*.expect"), recursive=True))
    cells = []
    for case in cases:
        try:
            safe = current.expectations(case).safe
        except expect.ExpectError as e:
            raise AtlasError(str(e)) from None
        for c in matrix.load()[0]:
            result, why = results.fresh(measured, current, case, c)
            old = measured.get(results.name(case, c.id))
            outcome = result.get("outcome") if result else None
            cells.append({"case": case, "config": c.id, "compiler": c.compiler, "target": c.target,
                          "level": c.level, "outcome": outcome,
                          "hazard": None if outcome is None else outcome != safe,
                          "version": result.get("compiler") if result else None,
                          "status": result["code"] if result else "NOT MEASURED",
                          "measured": (result or old or {}).get("measured"), "stale": why,
                          # which pass made the hazard: make blame's answer on the current inputs
                          "blame": blamed.get((case, c.id), "not blamed on the current inputs: make blame")
                          if outcome is not None and outcome != safe else None})
    return cells


def _levels(shown, levels):
    """'O1-Os' for a run of three or more consecutive levels of the matrix, else the levels joined by commas."""
    index = sorted(levels.index(level) for level in shown)
    if len(index) > 2 and index == list(range(index[0], index[-1] + 1)):
        return f"{levels[index[0]]}-{levels[index[-1]]}"
    return ",".join(levels[i] for i in index)


def row(cells, case):
    """[(target, [part, ...])] for one case, where its hazard shows on each target: an outcome with its compilers
    and levels ('HOISTED gcc-12 O1-Os; clang-14 O1') a part, and what was not measured; ['no'] where none shows."""
    targets = list(dict.fromkeys(cell["target"] for cell in cells))
    levels = list(dict.fromkeys(cell["level"] for cell in cells))
    out = []
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
        unmeasured = sum(1 for cell in mine if cell["stale"])
        if unmeasured:
            parts.append("not measured" if unmeasured == len(mine) else
                         f"({unmeasured} of {len(mine)} configs not measured)")
        out.append((target, parts or ["not seen" if any(cell["outcome"] for cell in mine) else "no outcome"]))
    return out


def condensed(cells):
    """The Markdown table of where each hazard shows: a row per case, a column per target."""
    targets = list(dict.fromkeys(cell["target"] for cell in cells))
    lines = ["| case | " + " | ".join(targets) + " |", "|---|" + "---|" * len(targets)]
    for case in dict.fromkeys(cell["case"] for cell in cells):
        lines.append(f"| {case} | " + " | ".join("<br>".join(parts) for _, parts in row(cells, case)) + " |")
    return "\n".join(lines)


def _per_target(cells, target, abbrev):
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
            mark = "?" if cell["outcome"] is None else abbrev[cell["outcome"]] if cell["hazard"] else "·"
            if cell["status"] not in ("PASS", "NOT MEASURED"):
                mark += f" ({cell['status']})"
            row.append(mark)
        lines.append(f"| {case} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def markdown(cells):
    targets = list(dict.fromkeys(cell["target"] for cell in cells))
    abbrev = abbreviations(outcomes_named() | {cell["outcome"] for cell in cells if cell["outcome"]})
    shown = sorted({cell["outcome"] for cell in cells if cell["hazard"]})
    versions = sorted({cell["version"] for cell in cells if cell["version"]})
    stale = {}
    for cell in cells:
        if cell["stale"]:
            stale.setdefault(cell["stale"], []).append(cell)
    text = ["# The atlas: where the plain hazard shows", "",
            "Measured by `make check` (build/results.json): each cell is the outcome its test proved on the "
            "inputs that are there now.", "",
            "## By target", "", condensed(cells), "", "## By config", "",
            "`·`: the hazard does not show (the plain function passes the once checks); `?`: no outcome on the "
            "current inputs (not measured since they changed, never measured, a missing compiler, or none found); "
            "a status in brackets: the test did not pass. The hazards:", ""]
    text += [f"- `{abbrev[outcome]}` {outcome}" for outcome in shown] + [""]
    for target in targets:
        text += [_per_target(cells, target, abbrev), ""]
    if stale:
        text += ["## Not measured on the current inputs", ""]
        text += [f"- {len(group)} cells ({', '.join(sorted({c['case'] for c in group}))}): {why}"
                 for why, group in sorted(stale.items())] + [""]
    text += ["## Compilers", ""] + [f"- {v}" for v in versions] + [""]
    return "\n".join(text)


def run(build_dir, out_dir):
    cells = collect(build_dir)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "atlas.json"), "w") as f:
        json.dump(cells, f, indent=1)
        f.write("\n")
    with open(os.path.join(out_dir, "atlas.md"), "w") as f:
        f.write(markdown(cells))
    shown = sum(1 for cell in cells if cell["hazard"])
    measured = sum(1 for cell in cells if cell["outcome"])
    stale = sum(1 for cell in cells if cell["stale"])
    print(f"atlas: {os.path.join(out_dir, 'atlas.md')} and atlas.json: {len(cells)} (case, config) cells, "
          f"{measured} with an outcome measured on the current inputs, the hazard shows in {shown}; "
          f"{stale} not measured on the current inputs")
