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
source. It opens on the config that shows the hazard best (best_config), unless the address names one.

The assembly is the one make check built (build/asm/<config>/<case>): compile/assembly.build reuses it while it is
fresh, and compiles only what is missing or stale. Highlighting is Pygments' (GAS and C lexers), templates
are Jinja2's, with autoescape: every byte of source and assembly is HTML-escaped.

  tools/oncelab report [--out DIR] [--asm-dir DIR] [--results BUILD] [--config ID ...]
      [--extra-case FILE.c ...] [--screenshots]
"""

import glob
import os
import re
import shutil
import sys
import concurrent.futures

from ..annotate import annotation, counts, scrub
from ..base import corpus, paths, text
from ..compile import assembly, batch, matrix
from ..explain import atlas, blame
from ..prove import expect, results, scan
from . import chromium


TEMPLATES = os.path.join(paths.ROOT, "tools", "report")


class ReportError(Exception):
    """A missing package, an unreadable case: one line."""


def imports():
    """Jinja2, MarkupSafe and Pygments (the report's and the workshop's), or which package to install."""
    try:
        import jinja2
        import markupsafe
        import pygments.formatters
        import pygments.lexers
    except ImportError as e:
        raise ReportError(f"make report needs {e.name}: apt-get install python3-pygments python3-jinja2 "
                          f"(or make setup)") from None
    return jinja2, markupsafe, pygments


# A line of a case header that quotes code: indented by a tab (as the headers quote the kernel), or a C
# statement on its own (`smp_wmb();`, `owner = ACCESS_ONCE(lock->owner);`, a lone brace).
_CODE_LINE = re.compile(r"^\t|^\s*(?:[\w>.\[\]*&-]+\s*=\s*)?[\w>.\[\]*&-]+\s*\(.*\)\s*;\s*$|"
                        r"^\s*[\w>.\[\]*-]+\s*=\s*[^,]+;\s*$|^\s*[{}]\s*$")


def explanation(text):
    """The case's header comment as blocks, [{"code": bool, "text": str}]: prose paragraphs, and the code it
    quotes kept verbatim (a reader must see `smp_wmb();` as code, not run into the prose around it)."""
    m = re.match(r"\s*/\*(.*?)\*/", text, re.S)
    if not m:
        return []
    lines = [re.sub(r"^\s*\* ?", "", l).rstrip() for l in m.group(1).splitlines()]
    blocks = []
    for i, line in enumerate(lines):
        if not line.strip():
            # A blank line inside quoted code stays in it; elsewhere it ends the paragraph.
            following = next((l for l in lines[i + 1:] if l.strip()), "")
            if blocks and blocks[-1]["code"] and _CODE_LINE.search(following):
                blocks[-1]["text"] += "\n"
            elif blocks:
                blocks.append(None)
            continue
        code = bool(_CODE_LINE.search(line))
        if blocks and blocks[-1] is not None and blocks[-1]["code"] == code:
            blocks[-1]["text"] += "\n" + line
        else:
            blocks.append({"code": code, "text": line})
    return [b for b in blocks if b is not None]


def sentences(blocks, n):
    """The first n sentences of the header's prose (code left out): the hazard, said briefly."""
    prose = " ".join(b["text"] for b in blocks if not b["code"])
    found = re.split(r"(?<=[.!?])\s+(?=[A-Z`(_a-z])", re.sub(r"\s+", " ", prose).strip())
    return " ".join(found[:n])


def code_spans(text):
    """[(is_code, text)]: the `code` spans of README's and the headers' text, to be shown as code."""
    return [(i % 2 == 1, part) for i, part in enumerate(text.split("`")) if part]


def best_config(cells):
    """The config a case page opens on: the first config, in matrix order, where the hazard shows, of the
    instruction-set family where it shows most often (None where it shows nowhere). cells: [(config, hazard)].
    Here x86's two against arm64's one:

    >>> c = {x.id: x for x in matrix.load()[0]}
    >>> best_config([(c[i], h) for i, h in (("gcc-12/x86_64/O0", False), ("gcc-12/aarch64/O1", True),
    ...                                     ("clang-19/x86_64/O2", True), ("gcc-12/i386/O2", True))])
    'clang-19/x86_64/O2'
    >>> best_config([(c["gcc-12/x86_64/O0"], False)]) is None
    True
    """
    shown = [c for c, hazard in cells if hazard]
    if not shown:
        return None
    by_family = {}
    for c in shown:
        by_family.setdefault(c.prefix, []).append(c)
    return max(by_family.values(), key=len)[0].id


def _slug(case):
    return "case-" + case.replace("/", "-") + ".html"


class Highlighter:
    def __init__(self, pygments, markupsafe):
        self.gas = pygments.lexers.get_lexer_by_name("gas")
        self.c = pygments.lexers.get_lexer_by_name("c")
        self.formatter = pygments.formatters.HtmlFormatter(nowrap=True)
        self.highlight = pygments.highlight
        self.markup = markupsafe.Markup
        self.cache = {}

    def asm(self, line):
        if line not in self.cache:
            html = self.highlight(line.expandtabs(8), self.gas, self.formatter).rstrip("\n")
            self.cache[line] = self.markup(html)
        return self.cache[line]

    def source(self, text):
        return [self.markup(l) for l in self.highlight(text, self.c, self.formatter).rstrip("\n").split("\n")]


def difference_in_words(plain, pc, once, oc):
    """What the counts say of plain_X against once_X, in a few sentences: the totals, then each variable
    whose loads and stores differ in number or in where they sit (in the loop or not)."""
    def side(name, c):
        return f"{name} makes {text.many(c.loads, 'load')} and {text.many(c.stores, 'store')}"
    said = f"{side(plain, pc)}; {side(once, oc)}."
    for variable in sorted(set(pc.variables) | set(oc.variables)):
        p = pc.variable_words(variable) if variable in pc.variables else f"{variable}: no access"
        o = oc.variable_words(variable) if variable in oc.variables else f"{variable}: no access"
        if p != o:
            said += f" In {plain}, {p}; in {once}, {o.split(': ', 1)[1]}."
    if said.count(".") == 1:
        said += " The same accesses, in the same places: what differs, if anything, is their order."
    return said


def collect(cases, configs, asm_dir, jobs):
    """Build (or reuse) every (case, config) and count its accesses: {(case, config.id): dict}."""
    def one(job):
        case, source, config = job
        base = os.path.join(asm_dir, config.id, case)
        before = os.path.getmtime(base + ".raw.s") if os.path.exists(base + ".raw.s") else None
        try:
            functions = assembly.build(config, source, base)
            if before is not None and os.path.getmtime(base + ".raw.s") == before:
                reused.add(job[0] + " :: " + job[2].id)
        except assembly.BuildError as e:
            return job, str(e)
        except OSError as e:
            return job, f"{case}: {config.id}: {e}"
        return job, functions
    reused = set()
    jobs_list = [(case, source, config) for case, source in cases for config in configs]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        built = list(pool.map(one, jobs_list))
    out = {}
    for (case, _, config), result in built:
        out[(case, config.id)] = {"error": result} if isinstance(result, str) else {"functions": result}
    return out, len(reused)


def render(out_dir, cases, configs, built, measured, verdict_of=None, blamed=None):
    """The site. verdict_of(case, config) -> (outcome, hazard, status, stale, meaning), where the cells' verdicts
    come from elsewhere than make check's results (tools/oncelab report on a user's file: scan's); blamed:
    {(case, config id): which pass made the hazard}, make blame's answers on the current inputs."""
    jinja2, markupsafe, pygments = imports()
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    hl = Highlighter(pygments, markupsafe)
    os.makedirs(out_dir, exist_ok=True)
    shutil.copy(os.path.join(TEMPLATES, "style.css"), os.path.join(out_dir, "style.css"))
    compilers = {c.executable: batch.compiler_name(c) for c in configs}
    abbrev = atlas.abbreviations(atlas.outcomes_named() |
                                 {r.outcome for r in measured.values() if r.outcome} |
                                 (set(scan.VERDICTS) | {"REFERENCE"} if verdict_of else set()))
    current = results.Current()

    rows, pages = [], []
    for case, source in cases:
        with open(source, encoding="utf-8", errors="replace") as f:
            text = f.read()
        expectations = case_expectations(case)
        blocks = explanation(text)
        cells, sections, outcomes, shown = [], [], {}, []
        meanings = expectations.meanings if expectations else {}
        for config in configs:
            b = built[(case, config.id)]
            if verdict_of:
                outcome, hazard, status, stale, meanings = verdict_of(case, config)
            else:
                outcome, hazard, status, stale = verdict(measured, current, case, config, expectations)
            if outcome:
                outcomes[outcome] = hazard
            shown.append((config, hazard))
            cells.append({"config": config.id, "compiler": config.compiler, "outcome": outcome or "",
                          "hazard": hazard, "abbrev": abbrev.get(outcome, "?"), "error": b.get("error", ""),
                          "failed": status in ("FAIL", "UNRESOLVED"), "status": status or "",
                          "stale": stale or "", "href": f"{_slug(case)}#{config.id}"})
            sections.append(config_section(config, b, outcome, hazard, status, stale, compilers, hl, meanings))
            sections[-1]["blame"] = (blamed or {}).get((case, config.id), "") if hazard else ""
        title = case
        history = None if verdict_of else history_table(case, configs, cells, abbrev)   # versions: the corpus's
        rows.append({"case": case, "href": _slug(case), "cells": cells,
                     "legend": [(abbrev[o], o, h) for o, h in sorted(outcomes.items(), key=lambda x: (not x[1], x[0]))],
                     "safe": expectations.safe if expectations else None})
        page = env.get_template("case.html").render(
            title=title, case=case, explanation=blocks, lead=code_spans(sentences(blocks, 2)),
            source=hl.source(text), best=best_config(shown) or configs[0].id,
            source_path=os.path.relpath(source, paths.ROOT) if source.startswith(paths.ROOT) else source,
            sections=sections, configs=configs, safe=expectations.safe if expectations else None,
            measured_by="tools/oncelab scan" if verdict_of else "make check", history=history)
        pages.append(_slug(case))
        with open(os.path.join(out_dir, _slug(case)), "w") as f:
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


def case_expectations(case):
    """checks/<case>.expect, or None (a case with no checks; an unreadable file is said on stderr)."""
    path = corpus.Case(case).expect
    if not os.path.exists(path):
        return None
    try:
        return expect.load(path, os.path.relpath(path, paths.ROOT))
    except expect.ExpectError as e:
        print(f"report: {e}", file=sys.stderr)
        return None


def verdict(measured, current, case, config, expectations):
    """(outcome, hazard, status, stale) of plain_X in config: only from a result measured on these inputs;
    else no outcome, and stale says why there is none."""
    result, stale = results.fresh(measured, current, case, config) if expectations else \
        (None, "not measured: the case has no checks")
    outcome = result.outcome if result else None
    return (outcome, bool(outcome and expectations.is_hazard(outcome)), result.code if result else None,
            stale)


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


def config_section(config, b, outcome, hazard, status, stale, compilers, hl, meanings):
    """One config's part of a case page (and a workshop step's): its verdict, and each plain/once pair's columns
    of marked lines, with their counts."""
    section = {"config": config.id, "compiler": compilers[config.executable], "outcome": outcome or "",
               "meaning": meanings.get(outcome, "") if outcome else "", "stale": stale or "",
               "hazard": hazard, "status": status or "", "error": b.get("error", ""), "pairs": []}
    if "error" in b:
        return section
    functions = b["functions"]
    bodies = dict(functions)

    def column(name):
        lines = [{"html": hl.asm(f"{name}:"), "kind": "label", "mark": "", "shared": False}]
        for line in bodies[name]:
            marks, shared = [], False
            for word in annotation.clauses(line):
                kind, _, what = word.partition(" ")
                if kind in ("load", "store") and annotation.variable(what):
                    # The variable the access is to, named apart: `load hash_seed` is what a reader looks for.
                    shared = True
                    marks.append(hl.markup('{} <span class="var">{}</span>').format(kind, what))
                else:
                    marks.append(word)
            lines.append({"html": hl.asm(annotation.instruction(line)),
                          "kind": counts.kind_of(line) or ("label" if not line.startswith("\t") else ""),
                          "mark": hl.markup(" ; ").join(marks), "shared": shared})
        n = counts.Count.of(config.isa, bodies[name])
        return {"name": name, "lines": lines, "count": n, "words": n.words()}

    pairs = scrub.pairs(functions)
    for plain, once in pairs:
        p, o = column(plain), column(once)
        section["pairs"].append({"plain": p, "once": o,
                                 "words": difference_in_words(plain, p["count"], once, o["count"])})
    if not pairs:
        for name, _ in functions:
            section["pairs"].append({"plain": column(name), "once": None, "words": ""})
    return section


# What README shows: the atlas at 1400 px with one compiler's columns, which fit it (gcc-12's 40 configs, the most),
# and the case whose hazard the marks are for (hash_seed's re-reads), opened as a reader opens it: on the config
# that shows the hazard best.
SCREENSHOT_COMPILERS = "gcc-12"
SCREENSHOT_CASE = "reload/invented-load"


def screenshots(out_dir, pages):
    """The index and one case page, as README shows them, into OUT/screenshots/."""
    wanted = [("index.png", f"index.html#{SCREENSHOT_COMPILERS}", (1400, 760))]
    if pages:
        page = _slug(SCREENSHOT_CASE) if _slug(SCREENSHOT_CASE) in pages else pages[0]
        wanted.append((page.replace(".html", ".png"), page, (1400, 1000)))
    return write_screenshots(out_dir, wanted)


def write_screenshots(out_dir, wanted):
    """[(name, page, (width, height))]: each page of out_dir (a file name, and an #anchor) in a viewport of that
    size, into OUT/screenshots/name, all in one Chromium; their paths."""
    shots = os.path.join(out_dir, "screenshots")
    os.makedirs(shots, exist_ok=True)
    for old in glob.glob(os.path.join(shots, "*.png")):     # only this run's: make screenshots copies them all
        os.remove(old)
    pngs = chromium.render([chromium.Job("file://" + os.path.abspath(os.path.join(out_dir, page)), size, png=True)
                            for _, page, size in wanted])
    written = [os.path.join(shots, name) for name, _, _ in wanted]
    for path, png in zip(written, pngs):
        with open(path, "wb") as f:
            f.write(png)
    return written


def user_report(source, out_dir, configs, extra=(), jobs=None):
    """tools/oncelab report FILE.c: the same site for a user's file, each cell scan's verdict (the first
    hazard it finds in any function, or AS-WRITTEN), each config's page part saying every function's and
    variable's verdicts. Its assembly goes to OUT/asm, reused while fresh."""
    batch.check_source(source)
    if source.endswith(batch.ASSEMBLY):
        raise ReportError(f"{source}: report compiles C (scan's reference is the same compiler at -O0)")
    everything = matrix.load()[0]
    wanted, _ = matrix.with_references(configs, everything)     # one without a reference: said on its page
    if extra:
        wanted = [c.with_flags(extra) for c in wanted]
        configs = [c for c in wanted if any(c.id == d.id for d in configs)]
    case = os.path.splitext(os.path.basename(source))[0]
    cases = [(case, os.path.abspath(source))]
    built, _ = collect(cases, wanted, os.path.join(os.path.abspath(out_dir), "asm"), jobs or os.cpu_count() or 1)
    errors = [b["error"] for b in built.values() if "error" in b]
    if len(errors) == len(built):
        raise ReportError(batch.grouped_errors(errors)[0])

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
                raise ReportError(f"{extra}: no such file")
            cases.append(("extra/" + os.path.splitext(os.path.basename(extra))[0], os.path.abspath(extra)))
        if not cases:
            raise ReportError("no cases: cases/**/*.c is empty")
        built, reused = collect(cases, configs, os.path.abspath(args.asm_dir), args.jobs)
        pages = render(args.out, cases, configs, built, results.load(args.results),
                       blamed=blame.summaries(args.results))
        print(f"report: {os.path.join(args.out, 'index.html')}: {len(cases)} cases x {len(configs)} configs; "
              f"{reused} of {len(built)} assembly files reused from {args.asm_dir}, {len(built) - reused} compiled")
        if args.screenshots:
            for path in screenshots(args.out, pages):
                print(f"report: {path}")
    except (ReportError, chromium.ChromiumError, batch.BrowseError, matrix.MatrixError, results.ResultsError,
            atlas.AtlasError) as e:
        sys.exit(f"report: {e}")
    except OSError as e:               # an output directory it cannot write: the file, in one line
        sys.exit(f"report: {e.filename or args.out}: {e.strerror}")
    except KeyboardInterrupt:          # Chromium, if started, is ended by chromium.Browser; what was written stays
        sys.exit("report: interrupted")
