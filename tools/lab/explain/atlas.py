"""make atlas: for every case and every config, whether the plain hazard shows there, with the compiler
version, as make check measured it on the current inputs (tools/lab/prove/results.py). Nothing is judged again
here; the .expect files say only which outcome is the safe one. A cell whose result was measured on other
inputs, or never, says so ("not measured since cases/hoist/flag-wait.c changed"), and has no outcome.

build/atlas.json: one object a (case, config), with its place in its compiler's history (the version before it
and whether the outcome changed there) and what it shows (results.Cell.shows: the hazard, not, miscompiled,
not measured or no outcome; make atlas counts each, the counts adding up to the cells). build/atlas.md: the
counts, the table by hazard, the condensed table (a row per case, a column per target), then, per target, a row
per case (grouped by hazard) and a column per compiler and level, with one legend of abbreviations of one or two
letters, each unique across the whole atlas. tools/oncelab history CASE: the history view, a case's outcome at
each target and level across the versions of each compiler, side by side.
"""

import dataclasses
import json
import os
import re
import textwrap

from ..base import corpus, paths
from ..compile import matrix
from ..prove import expect, results


class AtlasError(Exception):
    """No usable results, said in one line."""


def outcomes_named():
    """Every outcome a .expect file of the repository names: its safe one, the recorded ones, the explained ones."""
    names = set()
    for case in corpus.cases():
        the = corpus.Case(case)
        try:
            e = expect.load(the.expect, the.expect_rel)
        except expect.ExpectError as error:
            raise AtlasError(str(error)) from None
        names |= {e.safe} | set(e.outcomes.values()) | set(e.meanings)
    return names


MISCOMPILED = results.SHOWS["miscompiled"]        # the once function is wrong too: a row and a part of its own

# The marks that are not an outcome's abbreviation (history_mark, the report's cells): no abbreviation is one.
MARKS = {"·": "the hazard does not show", "!": MISCOMPILED, "?": "no outcome on the current inputs",
         "E": "it did not compile"}


def _candidates(outcome):
    """An outcome's abbreviations of one or two letters, the likeliest first: its words' initials (HOISTED: H,
    LOOP-DELETED: LD; of three words or more, the first's and the last's: STORE-IN-LOOP: SL), then its first
    letter with each later letter of its other words, then of its first word, then any two of its letters."""
    words = [w for w in outcome.split("-") if w]
    first, later = words[0][0], "".join(words[1:])
    found = ["".join(w[0] for w in words)] if len(words) <= 2 else [first + words[-1][0]]
    found += [first + c for c in later + words[0][1:]]
    letters = "".join(words)
    found += [a + b for i, a in enumerate(letters) for b in letters[i + 1:]]
    return [c for c in dict.fromkeys(found) if c.isalnum()]


def abbreviations(outcomes):
    """{outcome: abbreviation of one or two letters}, no two alike (an atlas cell holds two characters): each
    outcome's likeliest candidate (_candidates) that no other outcome also wants at the same turn, so that
    outcomes alike in their first letters both move on (RELOADED: RL, REORDERED: RO; not R for one of them)."""
    chosen, turn = {}, {outcome: 0 for outcome in outcomes}
    candidates = {outcome: _candidates(outcome) for outcome in outcomes}
    while len(chosen) < len(turn):
        taken = set(chosen.values()) | set(MARKS)
        wanted = {}
        for outcome in sorted(o for o in turn if o not in chosen):
            while turn[outcome] < len(candidates[outcome]) and candidates[outcome][turn[outcome]] in taken:
                turn[outcome] += 1
            if turn[outcome] == len(candidates[outcome]):
                raise AtlasError(f"no abbreviation of two letters left for {outcome}")
            wanted.setdefault(candidates[outcome][turn[outcome]], []).append(outcome)
        for abbrev, group in wanted.items():
            if len(group) == 1:
                chosen[group[0]] = abbrev
            else:
                for outcome in group:
                    turn[outcome] += 1
    return dict(sorted(chosen.items()))


def collect(build_dir, only=None):
    """[results.Cell] in matrix order (of the cases named in `only`, if given): each cell of make check's results,
    with which pass made its hazard (make blame's answer on the current inputs), and its history (series,
    previous and changed: with_history)."""
    from . import blame     # here, not at the top: browse needs atlas, and blame's imports cost every asm command
    try:
        cells = results.cells(build_dir, [c for c in corpus.cases() if only is None or c in only])
    except results.ResultsError as e:
        raise AtlasError(str(e)) from None
    blamed = blame.summaries(build_dir)
    for cell in cells:
        if cell.hazard:
            cell.blame = blamed.get((cell.case, cell.config), "not blamed on the current inputs: make blame")
    return with_history(cells, matrix.load()[0])


def version_key(version):
    """'13' < '14.0.6' < '22': a version's numbers compared as numbers; one with none ('unknown') last."""
    numbers = [int(n) for n in re.findall(r"\d+", version or "")]
    return (not numbers, numbers)


def series(configs):
    """{compiler: (kind, version)}, the compilers that are versions of one another by their kind (clang-13 ...
    clang-22, gcc-11, gcc-12), in version order. A compiler with flags of its own (gcc-12-store-races) is not a
    version of its kind, and has none."""
    found = {c.compiler: (c.kind, c.version) for c in configs if not c.compiler_flags}
    return dict(sorted(found.items(), key=lambda item: (item[1][0], version_key(item[1][1]))))


def with_history(cells, configs):
    """Each cell with `series` (the kind its compiler is a version of, or None), `previous` (the compiler of the
    version before it in that series, null for the first) and `changed` (whether its outcome differs from the
    previous version's at the same case, target and level; null where either has no outcome)."""
    versions = series(configs)
    order = list(versions)
    by_place = {(cell.case, cell.target, cell.level, cell.compiler): cell for cell in cells}
    for cell in cells:
        kind, before = versions.get(cell.compiler, (None, None))[0], None
        if kind:
            earlier = [c for c in order[:order.index(cell.compiler)] if versions[c][0] == kind]
            before = next((by_place[(cell.case, cell.target, cell.level, c)] for c in reversed(earlier)
                           if (cell.case, cell.target, cell.level, c) in by_place), None)
        cell.series = kind
        cell.previous = before.compiler if before else None
        cell.changed = None if not (before and before.outcome and cell.outcome) else \
            before.outcome != cell.outcome
    return cells


def history_tables(cells, configs):
    """The history view's tables, one a target: {target, compilers, columns: [(kind, name)], rows: [(level, [cell,
    ...])]},
    a column per version of each compiler (13 for clang-13; a compiler named otherwise, by its name), in version
    order, a row per level; the cells as with_history made them. A compiler that is not a version is left out."""
    versions = series(configs)
    levels = list(dict.fromkeys(cell.level for cell in cells))
    tables = []
    for target in dict.fromkeys(cell.target for cell in cells):
        here = {(cell.compiler, cell.level): cell for cell in cells if cell.target == target}
        compilers = [c for c in versions if (c, levels[0]) in here]
        tables.append({"target": target, "compilers": compilers,
                       "columns": [(kind, version if c == f"{kind}-{version}" else c)
                                   for c in compilers for kind, version in [versions[c]]],
                       "rows": [(level, [here[(c, level)] for c in compilers]) for level in levels]})
    return tables


def history_mark(cell, abbrev):
    """A cell of the history view: the outcome's abbreviation, `·` where the hazard does not show, `?` where
    there is no outcome on the current inputs, `!` where the once function is miscompiled (after the plain
    function's abbreviation where its hazard shows: H!); `*` before it where it changed from the version before,
    `×` after it where the test failed."""
    return ("*" if cell.changed else "") + mark(cell, abbrev) + ("×" if cell.failed else "")


def mark(cell, abbrev):
    """A cell's mark in the atlas's tables: the outcome's abbreviation where the hazard shows, `·` where it does
    not, `?` where there is no outcome on the current inputs, `!` where the once function is miscompiled (after the
    plain function's abbreviation where its hazard shows: H!)."""
    plain = "?" if cell.outcome is None else abbrev[cell.outcome] if cell.hazard else "·"
    if cell.shows == "miscompiled":
        return (plain if cell.hazard else "") + "!"
    return plain


# The history view's marks that are not an outcome's, in words: its legend.
HISTORY_LEGEND = ("`·` the hazard does not show, `?` no outcome on the current inputs, `!` miscompiled (the once "
                  "function is wrong too; after the plain function's hazard where it shows), `×` the test failed, "
                  "`*` changed from the version before")


def history(cells, configs, case, width):
    """tools/oncelab history: the case's history tables as lines that fit `width` (a table's columns go on in a
    table below where they do not), each with its changes in words under it, and last one legend."""
    mine = [cell for cell in cells if cell.case == case]
    abbrev = abbreviations(outcomes_named() | {cell.outcome for cell in mine if cell.outcome})
    out = textwrap.wrap(f"{case}: the plain function's outcome by target and level, across compiler versions",
                        width, break_on_hyphens=False) + [""]
    shown = {cell.outcome for cell in mine if cell.hazard and cell.series}
    for table in history_tables(mine, configs):
        target, levels = table["target"], [level for level, _ in table["rows"]]
        label_width = max(len(target), *(len(level) + 2 for level in levels)) + 2
        marks = [[history_mark(cell, abbrev) for cell in row] for _, row in table["rows"]]
        chunks, room = [[]], width - label_width
        for i, (kind, name) in enumerate(table["columns"]):
            w = max(len(name), *(len(m[i]) for m in marks)) + 2
            gap = 2 if chunks[-1] and chunks[-1][-1][0] != kind else 0    # between one kind's and the next's
            if chunks[-1] and sum(c[3] + c[4] for c in chunks[-1]) + gap + w > room:
                chunks.append([])
                gap = 0
            chunks[-1].append((kind, name, i, w, gap))
        for n, chunk in enumerate(chunks):
            out += [""] if n else []
            heads, names = target.ljust(label_width), " " * label_width
            rows = [("  " + level).ljust(label_width) for level in levels]
            for j, (kind, name, i, w, gap) in enumerate(chunk):
                if j == 0 or chunk[j - 1][0] != kind:
                    heads = heads.ljust(len(names) + gap) + kind
                names += " " * gap + name.ljust(w)
                rows = [row + " " * gap + m[i].ljust(w) for row, m in zip(rows, marks)]
            out += [line.rstrip() for line in [heads, names, *rows]]
        cells = [cell for i in range(len(table["columns"])) for _, row in table["rows"] for cell in [row[i]]]
        before = {(cell.compiler, cell.level): cell.outcome for cell in cells}
        changes = [f"{cell.level} {cell.previous} {before[(cell.previous, cell.level)]} -> "
                   f"{cell.compiler} {cell.outcome}" for cell in cells if cell.changed]
        # Where nothing could be compared, why: miscompiled or no outcome, never all called not measured.
        unchanged = [f"{n} of {len(cells)} {words}" for shows, words in (
            ("miscompiled", "miscompiled"), ("not-measured", "not measured"), ("no-outcome", "with no outcome found"))
            for n in [sum(1 for cell in cells if cell.shows == shows)] if n]
        said = ["; ".join(changes) if changes else "nowhere"] + ([f"({', '.join(unchanged)})"] if unchanged else [])
        line = "  changed: " + " ".join(said)
        out += [line] if len(line) <= width else ["  changed:"] + [
            wrapped for change in (changes or said[:1]) + said[1:] for wrapped in textwrap.wrap(
                change, width, initial_indent="    ", subsequent_indent="      ", break_on_hyphens=False)]
        out.append("")
    others = sorted({cell.compiler for cell in mine if not cell.series})
    legend = HISTORY_LEGEND
    legend += "; " + ", ".join(f"{abbrev[o]} {o}" for o in sorted(shown)) + "." if shown else "."
    if others:
        legend += (f" Not shown: {', '.join(others)}, a compiler with flags of its own, not a version of one "
                   f"(make atlas shows it).")
    return out + textwrap.wrap(legend, width, break_on_hyphens=False)


def level_span(shown, levels):
    """'O1-Os' for a run of three or more consecutive levels of the matrix, else the levels joined by commas."""
    index = sorted(levels.index(level) for level in shown)
    if len(index) > 2 and index == list(range(index[0], index[-1] + 1)):
        return f"{levels[index[0]]}-{levels[index[-1]]}"
    return ",".join(levels[i] for i in index)


def row(cells, case):
    """[(target, [part, ...])] for one case, where its hazard shows on each target: an outcome with its compilers
    and levels ('HOISTED gcc-12 O1-Os; clang-14 O1') a part, where the once function is miscompiled, and what was
    not measured; ['not seen'] where none shows."""
    targets = list(dict.fromkeys(cell.target for cell in cells))
    levels = list(dict.fromkeys(cell.level for cell in cells))
    out = []
    for target in targets:
        mine = [cell for cell in cells if cell.case == case and cell.target == target]
        shown = {}                                  # outcome (or miscompiled) -> compiler -> levels
        for cell in mine:
            if cell.hazard:
                shown.setdefault(cell.outcome, {}).setdefault(cell.compiler, []).append(cell.level)
        for cell in mine:
            if cell.shows == "miscompiled":
                shown.setdefault(MISCOMPILED, {}).setdefault(cell.compiler, []).append(cell.level)
        parts = []
        for outcome, by_compiler in shown.items():
            groups = {}
            for compiler, shown_levels in by_compiler.items():
                groups.setdefault(level_span(shown_levels, levels), []).append(compiler)
            parts.append(outcome + " " + "; ".join(f"{', '.join(cs)} {lv}" for lv, cs in groups.items()))
        unmeasured = sum(1 for cell in mine if cell.stale)
        if unmeasured:
            parts.append("not measured" if unmeasured == len(mine) else
                         f"({unmeasured} of {len(mine)} configs not measured)")
        out.append((target, parts or ["not seen" if any(cell.outcome for cell in mine) else "no outcome"]))
    return out


def condensed(cells):
    """The Markdown table of where each hazard shows: a row per case, a column per target."""
    targets = list(dict.fromkeys(cell.target for cell in cells))
    lines = ["| case | " + " | ".join(targets) + " |", "|---|" + "---|" * len(targets)]
    for case in dict.fromkeys(cell.case for cell in cells):
        lines.append(f"| {case} | " + " | ".join("<br>".join(parts) for _, parts in row(cells, case)) + " |")
    return "\n".join(lines)


def _compilers(names, available):
    """'clang 13-22, gcc 12' for the compilers that show a hazard on one target: per series (clang, gcc) its
    versions, a run of three or more consecutive ones among those measured there as a range; a compiler that is
    no version of one (gcc-12-store-races) by its name. available: {compiler measured there: its series}."""
    parts = []
    for kind in dict.fromkeys(kind for kind in available.values() if kind):
        measured = sorted((c for c, k in available.items() if k == kind), key=version_key)
        index = sorted(measured.index(c) for c in names if c in measured)
        runs, start = [], None
        for n, i in enumerate(index):
            start = i if start is None else start
            if n + 1 == len(index) or index[n + 1] != i + 1:
                runs.append((start, i))
                start = None
        number = lambda i: measured[i].rpartition("-")[2]          # noqa: E731  clang-13 -> 13
        words = [number(a) if a == b else f"{number(a)}-{number(b)}" if b > a + 1 else f"{number(a)}, {number(b)}"
                 for a, b in runs]
        if words:
            parts.append(f"{kind} {', '.join(words)}")
    return ", ".join(parts + [c for c in names if available.get(c) is None])


def by_hazard(cells):
    """The Markdown table of each hazard by architecture: a row per (case, hazard outcome), and one where the once
    function is miscompiled, a column per target, in each cell the compilers that show it there at some level
    ('·' where none does, '-' where no compiler of the matrix builds the case for that target)."""
    targets = list(dict.fromkeys(cell.target for cell in cells))
    lines = ["| case: hazard | " + " | ".join(targets) + " |", "|---|" + "---|" * len(targets)]
    for case in dict.fromkeys(cell.case for cell in cells):
        mine = [cell for cell in cells if cell.case == case]
        rows = list(dict.fromkeys(cell.outcome for cell in mine if cell.hazard))
        rows += [MISCOMPILED] if any(cell.shows == "miscompiled" for cell in mine) else []
        for outcome in rows:
            row = []
            for target in targets:
                here = [cell for cell in mine if cell.target == target]
                available = {cell.compiler: cell.series for cell in here}
                names = list(dict.fromkeys(cell.compiler for cell in here if cell.outcome == outcome or
                                           outcome == MISCOMPILED and cell.shows == "miscompiled"))
                row.append(_compilers(names, available) if names else "·" if here else "-")
            lines.append(f"| {case}: {outcome} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def _per_target(cells, target, abbrev):
    mine = [cell for cell in cells if cell.target == target]
    columns = list(dict.fromkeys((cell.compiler, cell.level) for cell in mine))
    lines = [f"### {target}", "", "| case | " + " | ".join(f"{c} {lv}" for c, lv in columns) + " |",
             "|---|" + "---|" * len(columns)]
    group = None
    for case in dict.fromkeys(cell.case for cell in mine):
        if case.split("/")[0] != group:
            group = case.split("/")[0]
            lines.append(f"| **{group}** |" + " |" * len(columns))
        by_column = {(cell.compiler, cell.level): cell for cell in mine if cell.case == case}
        row = []
        for column in columns:
            cell = by_column[column]
            row.append(mark(cell, abbrev) + ("" if cell.shows == "miscompiled" or cell.status in
                                              ("PASS", "NOT MEASURED") else f" ({cell.status})"))
        lines.append(f"| {case} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def markdown(cells):
    targets = list(dict.fromkeys(cell.target for cell in cells))
    abbrev = abbreviations(outcomes_named() | {cell.outcome for cell in cells if cell.outcome})
    shown = sorted({cell.outcome for cell in cells if cell.hazard})
    versions = sorted({cell.version for cell in cells if cell.version})
    stale = {}
    for cell in cells:
        if cell.stale:
            stale.setdefault(cell.stale, []).append(cell)
    text = ["# The atlas: where the plain hazard shows", "",
            "Measured by `make check` (build/results.json): each cell is the outcome its test proved on the "
            "inputs that are there now.", "", f"{len(cells)} (case, config) cells:", ""]
    text += [f"- {n} {words}" for n, words in counts(cells)] + [""]
    text += ["## By hazard", "", "Each hazard by architecture, with the compilers that show it there at some level "
             "(`·`: none of those measured there does).", "", by_hazard(cells), "",
             "## By target", "", condensed(cells), "", "## By config", "",
             "`·`: the hazard does not show (the plain function passes the once checks); `?`: no outcome on the "
             "current inputs (not measured since they changed, never measured, a missing compiler, or none found); "
             "a status in brackets: the test did not pass; `!`: miscompiled (the once function is wrong too): the "
             "compiler miscompiles the once function there, as the case's .expect file records with its evidence "
             "(`miscompiled:`), and the test proved it; after the plain function's hazard where it shows (`H!`). "
             "The hazards:", ""]
    text += [f"- `{abbrev[outcome]}` {outcome}" for outcome in shown] + [""]
    for target in targets:
        text += [_per_target(cells, target, abbrev), ""]
    bugs = [cell for cell in cells if cell.miscompiled]
    if bugs:
        text += ["## Compiler bugs in the once functions", ""]
        for note in dict.fromkeys(cell.miscompiled for cell in bugs):
            where = [f"{c.case} :: {c.config}" + ("" if c.status == "XFAIL" else f" ({c.status})")
                     for c in bugs if c.miscompiled == note]
            text += [f"- {', '.join(where)}:", ""] + [re.sub(r"^#\s?", "  ", line) for line in note.split("\n")] + [""]
    if stale:
        text += ["## Not measured on the current inputs", ""]
        text += [f"- {len(group)} cells ({', '.join(sorted({c.case for c in group}))}): {why}"
                 for why, group in sorted(stale.items())] + [""]
    text += ["## Compilers", ""] + [f"- {v}" for v in versions] + [""]
    return "\n".join(text)


def run(build_dir, out_dir):
    cells = collect(build_dir)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "atlas.json"), "w") as f:
        json.dump([dict(dataclasses.asdict(cell), shows=cell.shows) for cell in cells], f, indent=1)
        f.write("\n")
    with open(os.path.join(out_dir, "atlas.md"), "w") as f:
        f.write(markdown(cells))
    print(f"atlas: {paths.shown(os.path.join(out_dir, 'atlas.md'))} and atlas.json: {len(cells)} (case, config) cells:")
    figures = counts(cells)
    digits = len(str(max(n for n, _ in figures)))
    for n, words in figures:
        print(f"  {n:>{digits}} {words}")


def counts(cells):
    """[(how many cells, what they show)], each cell counted once (results.SHOWS): the counts add up to the cells."""
    return [(sum(1 for cell in cells if cell.shows == shows), words) for shows, words in results.SHOWS.items()]
