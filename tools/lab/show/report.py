"""make report: a static HTML site under build/report/ (it opens from file://; no server).

index.html is the atlas: a row per case, a column per config, each cell the outcome make check measured for
plain_X there on the inputs that are there now (tools/lab/prove/results.py), hazard or not, with the test's
status; a cell whose inputs changed since, or never measured, says so and shows no outcome. Each links to the
case's page at that config.
The atlas's compiler picker hides compilers' columns (index.html#gcc-12 shows gcc-12's only).
Each case page has the hazard in two sentences, then its history (the outcome at each target and level across
compiler versions, atlas.history_tables; the versions where it changed marked), then for every config plain_X
and once_X side by side, each
access to a shared variable highlighted and named apart from the others, the counts under each and their
difference in words, then the explanation (the case's header comment, the code it quotes verbatim) and the
source. It opens on the config that shows the hazard best (parts.best_config), unless the address names one.
What the pages share with the workshop's (the templates, highlighting, a config's section) is parts.py.

The assembly is the one make check built (build/asm/<config>/<case>): compile/assembly.build reuses it while it is
fresh, and compiles only what is missing or stale. Highlighting is Pygments' (GAS and C lexers), templates
are Jinja2's, with autoescape: every byte of source and assembly is HTML-escaped.

  tools/oncelab report [--out DIR] [--asm-dir DIR] [--results BUILD] [--config ID ...]
      [--extra-case FILE.c ...] [--screenshots]
"""

import os
import shutil
import sys

from ..base import corpus, paths
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
    os.makedirs(out_dir, exist_ok=True)
    shutil.copy(os.path.join(parts.TEMPLATES, "style.css"), os.path.join(out_dir, "style.css"))
    compilers = {c.executable: batch.compiler_name(c) for c in configs}
    abbrev = atlas.abbreviations(atlas.outcomes_named() |
                                 {r.outcome for r in measured.values() if r.outcome} |
                                 (set(scan.VERDICTS) | {"REFERENCE"} if verdict_of else set()))
    current = results.Current()

    rows, pages = [], []
    for case, source in cases:
        with open(source, encoding="utf-8", errors="replace") as f:
            text = f.read()
        expectations = parts.case_expectations(case)
        blocks = parts.explanation(text)
        cells, sections, outcomes, shown = [], [], {}, []
        meanings = expectations.meanings if expectations else {}
        for config in configs:
            b = built[(case, config.id)]
            if verdict_of:
                outcome, hazard, status, stale, meanings = verdict_of(case, config)
            else:
                outcome, hazard, status, stale = parts.verdict(measured, current, case, config, expectations)
            if outcome:
                outcomes[outcome] = hazard
            shown.append((config, hazard))
            cells.append({"config": config.id, "compiler": config.compiler, "outcome": outcome or "",
                          "hazard": hazard, "abbrev": abbrev.get(outcome, "?"), "error": b.get("error", ""),
                          "failed": status in ("FAIL", "UNRESOLVED"), "status": status or "",
                          "stale": stale or "", "href": f"{parts.page_of(case)}#{config.id}"})
            sections.append(parts.config_section(config, b, outcome, hazard, status, stale, compilers, hl, meanings))
            sections[-1]["blame"] = (blamed or {}).get((case, config.id), "") if hazard else ""
        title = case
        history = None if verdict_of else history_table(case, configs, cells, abbrev)   # versions: the corpus's
        rows.append({"case": case, "href": parts.page_of(case), "cells": cells,
                     "legend": [(abbrev[o], o, h) for o, h in sorted(outcomes.items(), key=lambda x: (not x[1], x[0]))],
                     "safe": expectations.safe if expectations else None})
        page = env.get_template("case.html").render(
            title=title, case=case, explanation=blocks, lead=parts.code_spans(parts.sentences(blocks, 2)),
            source=hl.source(text), best=parts.best_config(shown) or configs[0].id,
            source_path=os.path.relpath(source, paths.ROOT) if source.startswith(paths.ROOT) else source,
            sections=sections, configs=configs, safe=expectations.safe if expectations else None,
            measured_by="tools/oncelab scan" if verdict_of else "make check", history=history)
        pages.append(parts.page_of(case))
        with open(os.path.join(out_dir, parts.page_of(case)), "w") as f:
            f.write(page)
    header = _header(configs)
    with open(os.path.join(out_dir, "index.html"), "w") as f:
        f.write(env.get_template("index.html").render(rows=rows, header=header, configs=configs,
                                                      compilers=sorted(set(compilers.values()))))
    return pages


def history_table(case, configs, cells, abbrev):
    """The case page's history table: {kinds: [[kind, colspan]], names, rows: [{target, span, level, marks}], legend},
    a row per target and level, a column per compiler version (atlas.history_tables); a mark is {text, hazard,
    changed, title, href}, or None where the target has no such compiler."""
    history = atlas.with_history([results.Cell(case, c.id, c.compiler, c.target, c.level,
                                               outcome=cell["outcome"] or None, hazard=cell["hazard"],
                                               status=cell["status"] or "NOT MEASURED")
                                  for c, cell in zip(configs, cells)], configs)
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
                "text": atlas.history_mark(mine[c], abbrev), "hazard": mine[c].hazard,
                "changed": bool(mine[c].changed), "href": "#" + mine[c].config,
                "title": f"{mine[c].config}: {mine[c].outcome or 'not measured'}" + (
                    f", changed from {mine[c].previous}" if mine[c].changed else "")}
                for c in compilers]
            rows.append({"target": table["target"], "span": len(table["rows"]) if n == 0 else 0, "level": level,
                         "marks": marks})
    shown = sorted({cell.outcome for cell in history if cell.hazard and cell.series})
    return {"kinds": kinds, "names": [columns[c][1] for c in compilers], "rows": rows,
            "legend": ", ".join(f"{abbrev[o]} {o}" for o in shown)}


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
            "levels": [(c.level, c.compiler) for c in configs]}


# What README shows: the atlas at 1400 px with one compiler's columns, which fit it (gcc-12's 40 configs, the most),
# and the case whose hazard the marks are for (hash_seed's re-reads), opened as a reader opens it: on the config
# that shows the hazard best.
SCREENSHOT_COMPILERS = "gcc-12"
SCREENSHOT_CASE = "reload/invented-load"


def screenshots(out_dir, pages):
    """The index and one case page, as README shows them, into OUT/screenshots/."""
    wanted = [("index.png", f"index.html#{SCREENSHOT_COMPILERS}", (1400, 760))]
    if pages:
        page = parts.page_of(SCREENSHOT_CASE) if parts.page_of(SCREENSHOT_CASE) in pages else pages[0]
        wanted.append((page.replace(".html", ".png"), page, (1400, 1000)))
    return parts.write_screenshots(out_dir, wanted)


def user_report(source, out_dir, configs, extra=(), jobs=None):
    """tools/oncelab report FILE.c: the same site for a user's file, each cell scan's verdict (the first
    hazard it finds in any function, or AS-WRITTEN), each config's page part saying every function's and
    variable's verdicts. Its assembly goes to OUT/asm, reused while fresh."""
    batch.check_source(source)
    if source.endswith(batch.ASSEMBLY):
        raise parts.ReportError(f"{source}: report compiles C (scan's reference is the same compiler at -O0)")
    everything = matrix.load()[0]
    wanted, _ = matrix.with_references(configs, everything)     # one without a reference: said on its page
    if extra:
        wanted = [c.with_flags(extra) for c in wanted]
        configs = [c for c in wanted if any(c.id == d.id for d in configs)]
    case = os.path.splitext(os.path.basename(source))[0]
    cases = [(case, os.path.abspath(source))]
    built, _ = parts.collect(cases, wanted, os.path.join(os.path.abspath(out_dir), "asm"), jobs or os.cpu_count() or 1)
    errors = [b["error"] for b in built.values() if "error" in b]
    if len(errors) == len(built):
        raise parts.ReportError(batch.grouped_errors(errors)[0])

    def verdict_of(case_name, config):
        b = built[(case_name, config.id)]
        reference = matrix.reference(config, everything)
        ref = built.get((case_name, reference.id), {}) if reference else {}
        if "error" in b or "functions" not in ref:
            return None, False, "", b.get("error") or "its -O0 reference did not build", {}
        if config.level == "O0":
            return "REFERENCE", False, "", "", {"REFERENCE": "the -O0 build scan measures the others against"}
        found, said = [], []
        refs = dict(ref["functions"])
        for name, body in b["functions"]:
            if name not in refs:
                continue
            for variable, words in scan.verdicts(config.isa, refs[name], body).items():
                found += [w for w in words if w in scan.HAZARDS]
                said.append(f"{name}: {variable} {'+'.join(words)}")
        outcome = min(found, key=scan.VERDICTS.index) if found else scan.AS_WRITTEN
        return outcome, bool(found), "", "", {outcome: "; ".join(said)}

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
