"""make report: a static HTML site under build/report/ (it opens from file://; no server).

index.html is the atlas: a row per case, a column per config, each cell the outcome make check measured for
plain_X there on the inputs that are there now (tools/lab/prove/results.py), hazard or not, with the test's
status; a cell whose inputs changed since, or never measured, says so and shows no outcome. Each links to the
case's page at that config.
The atlas's compiler picker hides compilers' columns (index.html#gcc-12 shows gcc-12's only).
Each case page has the hazard in two sentences, then plain_X and once_X side by side in the config that shows
the hazard best (parts.best_config), each access to a shared variable highlighted and named apart from the
others, the counts under each and their difference in words; then a picker of the other configs, then its
history, folded (the outcome at each target and level across compiler versions, atlas.history_tables; the
versions where it changed marked; a cell opens its config), then the explanation (the case's header comment, the
code it quotes verbatim) and the source. The page carries its best config's section; the other configs' are in
a file a config, every case's sections of it in one (ConfigFiles), loaded when one is opened, as when the
address names it (case-...html#gcc-12/aarch64/O2, the atlas's links).
What the pages share with the workshop's (the templates, highlighting, a config's section) is parts.py.

The assembly is the one make check built (build/asm/<config>/<case>): compile/assembly.build reuses it while it is
fresh, and compiles only what is missing or stale. Highlighting is Pygments' (GAS and C lexers), templates
are Jinja2's, with autoescape: every byte of source and assembly is HTML-escaped.

  tools/oncelab report [--out DIR] [--asm-dir DIR] [--results BUILD] [--config ID ...]
      [--extra-case FILE.c ...] [--screenshots]
"""

import base64
import json
import os
import shutil
import sys
import zlib

from ..base import corpus, files, paths
from ..compile import batch, matrix
from ..explain import atlas, blame
from ..prove import results, scan
from . import chromium, parts


def render(out_dir, cases, configs, built, measured, verdict_of=None, blamed=None):
    """The site. verdict_of(case, config) -> (outcome, hazard, status, stale, meaning), where the cells' verdicts
    come from elsewhere than make check's results (tools/oncelab report on a user's file: scan's); blamed:
    {(case, config id): which pass made the hazard}, make blame's answers on the current inputs."""
    jinja2, markupsafe, pygments = parts.imports()
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(parts.TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    hl = parts.Highlighter(pygments, markupsafe)
    section_macros = env.get_template("case-section.html").module
    os.makedirs(out_dir, exist_ok=True)
    shutil.copy(os.path.join(parts.TEMPLATES, "style.css"), os.path.join(out_dir, "style.css"))
    compilers = {c.executable: batch.compiler_name(c) for c in configs}
    abbrev = atlas.abbreviations(atlas.outcomes_named() |
                                 {r.outcome for r in measured.values() if r.outcome} |
                                 (set(scan.VERDICTS) if verdict_of else set()))
    current = results.Current()

    rows, pages, config_files = [], [], ConfigFiles(out_dir)
    for case, source in cases:
        with open(source, encoding="utf-8", errors="replace") as f:
            text = f.read()
        expectations = parts.case_expectations(case)
        blocks = parts.explanation(text)
        cells, sections, shown = [], [], []
        meanings = expectations.meanings if expectations else {}
        for config in configs:
            b = built[(case, config.id)]
            if verdict_of:
                outcome, hazard, status, stale, meanings = verdict_of(case, config)
            else:
                outcome, hazard, status, stale = parts.verdict(measured, current, case, config, expectations)
            shown.append((config, hazard))
            cells.append(results.Cell(case, config.id, config.compiler, config.target, config.level,
                                      outcome=outcome or None, hazard=hazard if outcome else None,
                                      status=status or "NOT MEASURED", stale=stale or None,
                                      miscompiled=expectations.miscompiled.get(config.id) if expectations and
                                      not verdict_of else None))
            sections.append((config, b, outcome, hazard, status, stale, meanings,
                             (blamed or {}).get((case, config.id), "") if hazard else "",
                             cells[-1].shows == "miscompiled"))
        history = None if verdict_of else history_table(configs, cells, abbrev)   # versions: the corpus's
        rows.append({"case": case, "href": parts.page_of(case), "safe": expectations.safe if expectations else None,
                     "cells": [atlas_cell(cell, built[(case, cell.config)].get("error", ""), abbrev,
                                          expectations.safe if expectations else None) for cell in cells]})
        best = parts.best_config(shown) or configs[0].id
        measured_by = "tools/oncelab scan" if verdict_of else "make check"

        def markup(config, b, outcome, hazard, status, stale, meanings, blamed_pass, miscompiled):
            section = parts.config_section(config, b, outcome, hazard, status, stale, compilers, hl, meanings)
            section["blame"] = blamed_pass
            section["miscompiled"] = results.SHOWS["miscompiled"] if miscompiled else ""
            return section_macros.body(section, measured_by)
        page = env.get_template("case.html").render(
            case=case, explanation=blocks, lead=parts.code_spans(parts.sentences(blocks, 2)),
            source=hl.source(text), best=best, source_path=paths.shown(source),
            options=[{"config": s[0].id, "outcome": s[2] or ""} for s in sections], folder=ConfigFiles.FOLDER,
            best_section=config_files.keep(case, best, ((s[0].id, markup(*s)) for s in sections)),
            history=history, scanned=bool(verdict_of))
        pages.append(parts.page_of(case))
        files.write_whole(os.path.join(out_dir, parts.page_of(case)), page)
    config_files.write()
    header = _header(configs)
    with open(os.path.join(out_dir, "index.html"), "w") as f:
        f.write(env.get_template("index.html").render(rows=rows, header=header, configs=configs,
                                                      scanned=bool(verdict_of),
                                                      legend=atlas_legend(rows, abbrev),
                                                      words={k: results.SHOWS[k] for k in ("hazard", "safe",
                                                                                           "miscompiled")},
                                                      compilers=sorted(set(compilers.values()))))
    return pages


class ConfigFiles:
    """The configs' sections that case pages load when a config is opened: OUT/configs/<config>.js (its slashes
    as _: gcc-12_x86_64_O2.js), one a config, each a call of oncelabSections with {case: its section's markup
    deflated, in base64} (case.html's script). A case's 520 sections make up to 143 MB of markup, 5.2 million
    <span>s for 6.7 MB of assembly; deflated, with base64's third more, the corpus's come to about 21 MB. A file
    a config, not a (case, config): 520 files, where 16,120 of a few kB each took 74 MB of disk in 4 kB blocks."""

    FOLDER = "configs"

    def __init__(self, out_dir):
        self.folder = os.path.join(out_dir, self.FOLDER)
        self.sections = {}                      # {config id: {case: data}}

    def keep(self, case, best, sections):
        """A case's sections, (config id, markup) one at a time, kept for their configs' files but best's, the
        one its page carries: returns best's markup."""
        carried = None
        for config, markup in sections:
            if config == best:
                carried = markup
                continue
            data = base64.b64encode(zlib.compress(markup.encode(), 6)).decode("ascii")
            self.sections.setdefault(config, {})[case] = data
        return carried

    def write(self):
        shutil.rmtree(self.folder, ignore_errors=True)      # a config no longer in the matrix leaves no file
        for config, by_case in self.sections.items():
            files.write_whole(os.path.join(self.folder, config.replace("/", "_") + ".js"),
                              f"oncelabSections({json.dumps(config)}, {json.dumps(by_case, sort_keys=True)});\n")


def _kind(cell):
    """What an atlas cell (results.Cell) shows, as its CSS class: no outcome, measured or not, is one."""
    return "unknown" if cell.shows in ("not-measured", "no-outcome") else cell.shows


def _in_words(cell):
    """What an atlas cell shows, in words, for its title."""
    if cell.shows == "miscompiled":
        return results.SHOWS["miscompiled"] + (f"; the plain function: {cell.outcome}" if cell.outcome else "")
    return {"hazard": f"{cell.outcome}, the hazard shows", "safe": f"{cell.outcome}, the hazard does not show",
            "not-measured": cell.stale}.get(cell.shows, "no outcome found")


def atlas_cell(cell, error, abbrev, safe):
    """An atlas cell (results.Cell) as index.html has it: {kind (its CSS class: what it shows, or error), failed,
    text (at most two characters: the legend says them in words), and what the page's script cannot tell from
    those, its row and its column when it gives the cell its config, link and title (an outcome other than the
    abbreviation's or the row's safe one, why there is none, a status other than PASS)}. Each of the atlas's
    16,120 cells is written in a few bytes, so that index.html stays small."""
    kind = "error" if error else _kind(cell)
    text = {"error": "E", "miscompiled": "!", "unknown": "?", "safe": "·"}.get(kind) or abbrev[cell.outcome]
    told = kind == "hazard" or kind == "safe" and cell.outcome == safe or not cell.outcome
    return {"kind": kind, "failed": cell.failed, "text": text, "outcome": "" if told else cell.outcome,
            "why": error or (cell.stale or "no outcome found" if kind == "unknown" else ""),
            "status": "" if cell.status in ("PASS", "NOT MEASURED") else cell.status}


def atlas_legend(rows, abbrev):
    """The atlas's legend, before its table: [(CSS class, mark, words)], the marks its cells have and each
    abbreviation of a hazard shown, in words."""
    drawn = [(cell, row) for row in rows for cell in row["cells"]]
    kinds = {cell["kind"] for cell, _ in drawn}
    marks = [(kind, mark, atlas.MARKS[mark]) for kind, mark in
             (("safe", "·"), ("miscompiled", "!"), ("unknown", "?"), ("error", "E")) if kind in kinds]
    by_abbrev = {abbrev[o]: o for o in abbrev}
    hazards = sorted({cell["text"] for cell, _ in drawn if cell["kind"] == "hazard"})
    return marks + [("hazard", a, by_abbrev[a]) for a in hazards]


def history_table(configs, cells, abbrev):
    """The case page's history table: {kinds: [[kind, colspan]], names, rows: [{target, span, level, marks}], legend},
    a row per target and level, a column per compiler version (atlas.history_tables), of the case's cells
    (results.Cell, one a config); a mark is {text, kind (what it shows: its CSS class), changed, title, href}, or
    None where the target has no such compiler."""
    history = atlas.with_history(cells, configs)
    tables = atlas.history_tables(history, configs)
    compilers = list(atlas.series(configs))
    columns = {c: column for table in tables for c, column in zip(table["compilers"], table["columns"])}
    compilers = [c for c in compilers if c in columns]
    kinds = []                                  # [kind, how many columns]
    for c in compilers:
        if kinds and kinds[-1][0] == columns[c][0]:
            kinds[-1][1] += 1
        else:
            kinds.append([columns[c][0], 1])
    rows = []
    for table in tables:
        for n, (level, row) in enumerate(table["rows"]):
            mine = dict(zip(table["compilers"], row))
            marks = [None if c not in mine else {
                "text": atlas.history_mark(mine[c], abbrev), "changed": bool(mine[c].changed),
                "kind": _kind(mine[c]), "href": "#" + mine[c].config,
                "title": f"{mine[c].config}: {_in_words(mine[c])}" + (
                    f"; changed from {mine[c].previous}" if mine[c].changed else "") + (
                    f" (make check: {mine[c].status})" if mine[c].failed else "")}
                for c in compilers]
            rows.append({"target": table["target"], "span": len(table["rows"]) if n == 0 else 0, "level": level,
                         "marks": marks})
    shown = sorted({cell.outcome for cell in history if cell.hazard and cell.series})
    return {"kinds": kinds, "names": [columns[c][1] for c in compilers], "rows": rows,
            "legend": ", ".join(f"{abbrev[o]} {o}" for o in shown),
            "miscompiled": any(cell.shows == "miscompiled" and cell.series for cell in history)}


def _header(configs):
    """Three header rows for the atlas: compilers, targets, levels, each with its colspan."""
    def runs(key):
        out = []
        for c in configs:
            k = key(c)
            if out and out[-1][0] == k:
                out[-1][1] += 1
            else:
                out.append([k, 1])
        return out
    return {"compilers": [(k[0], n) for k, n in runs(lambda c: (c.compiler,))],
            "targets": [(k[1], n, k[0]) for k, n in runs(lambda c: (c.compiler, c.target))],
            "levels": [(c.level, c.compiler, c.id) for c in configs]}


# What the README and docs/report.md show: the atlas at 1400 px with one compiler's columns, which fit it (gcc-12's
# 40 configs, the most), and the case whose hazard the marks are for (hash_seed's re-reads), opened as a reader
# opens it: on the config that shows the hazard best.
SCREENSHOT_COMPILERS = "gcc-12"
SCREENSHOT_CASE = "reload/invented-load"


def screenshots(out_dir, pages):
    """The index and one case page, as the README and docs/report.md show them, into OUT/screenshots/."""
    wanted = [("index.png", f"index.html#{SCREENSHOT_COMPILERS}", (1400, 760))]
    if pages:
        page = parts.page_of(SCREENSHOT_CASE) if parts.page_of(SCREENSHOT_CASE) in pages else pages[0]
        wanted.append((page.replace(".html", ".png"), page, (1400, 1000)))
    return parts.write_screenshots(out_dir, wanted)


def user_report(source, out_dir, configs, extra=()):
    """tools/oncelab report FILE.c: the same site for a user's file, each cell scan's verdict against the file's
    ONCE twin (the first hazard it finds in any function, or AS-WRITTEN); each config's page part a row per
    (function, variable, verdict) with its source lines, and each function as built beside its twin, the accesses
    that decide a hazard marked."""
    from . import scanning
    batch.check_source(source)
    if source.endswith(batch.ASSEMBLY):
        raise parts.ReportError(f"{source}: report compiles C (scan's reference is the file's ONCE twin)")
    judged, errors = scan.build(source, configs, extra, progress="oncelab report")
    case = os.path.splitext(os.path.basename(source))[0]
    cases = [(case, os.path.abspath(source))]
    built = {(case, c.id): {"error": next((e for e in errors if f": {c.id}: " in e), f"{c.id}: not built")}
             for c in configs}
    for j in judged:
        records = scanning.scan_records([j], ())
        deciding = {}
        for r in records:
            if set(r["verdicts"]) & set(scan.HAZARDS):
                deciding.setdefault(r["function"], set()).add(r["variable"])
        built[(case, j.built.config.id)] = {
            "functions": j.built.functions, "twin": j.reference, "deciding": deciding,
            "verdicts": [{"function": function, "variable": variable, "verdict": verdict,
                          "hazard": any(w in scan.HAZARDS for w in verdict.split("+")),
                          "lines": scanning.places(members)}
                         for (function, variable, verdict, _), members in scanning.rows(records)],
            "found": [w for r in records for w in r["verdicts"] if w in scan.HAZARDS]}

    def verdict_of(case_name, config):
        b = built[(case_name, config.id)]
        if "error" in b:
            return None, False, "", b["error"], {}
        outcome = min(b["found"], key=scan.VERDICTS.index) if b["found"] else scan.AS_WRITTEN
        return outcome, bool(b["found"]), "", "", {outcome: scan.MEANING[outcome]}

    pages = render(out_dir, cases, configs, built, {}, verdict_of)
    return os.path.join(out_dir, "index.html"), pages, errors


def corpus_report(args):
    """make report: the corpus's site (args: tools/oncelab report's options, without a FILE.c)."""
    args.out = args.out or os.path.join(paths.ROOT, "build", "report")
    try:
        configs = batch.select_configs(args.config)
        cases = [(c, corpus.Case(c).source) for c in corpus.cases()]
        for extra in args.extra_case:
            if not os.path.isfile(extra):
                raise parts.ReportError(f"{extra}: no such file")
            cases.append(("extra/" + os.path.splitext(os.path.basename(extra))[0], os.path.abspath(extra)))
        if not cases:
            raise parts.ReportError("no cases: cases/**/*.c is empty")
        built, reused = parts.collect(cases, configs, os.path.abspath(args.asm_dir), args.jobs)
        pages = render(args.out, cases, configs, built, results.load(args.results),
                       blamed=blame.summaries(args.results))
        print(f"report: {os.path.join(args.out, 'index.html')}: {len(cases)} cases x {len(configs)} configs; "
              f"{reused} of {len(built)} assembly files reused from {args.asm_dir}, {len(built) - reused} compiled")
        if args.screenshots:
            for path in screenshots(args.out, pages):
                print(f"report: {path}")
    except (parts.ReportError, chromium.ChromiumError, batch.BrowseError, matrix.MatrixError, results.ResultsError,
            atlas.AtlasError) as e:
        sys.exit(f"report: {e}")
    except OSError as e:               # an output directory it cannot write: the file, in one line
        sys.exit(f"report: {e.filename or args.out}: {e.strerror}")
    except KeyboardInterrupt:          # Chromium, if started, is ended by chromium.Browser; what was written stays
        sys.exit("report: interrupted")
