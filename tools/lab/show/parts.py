"""The parts of the HTML pages that the report's site (report.py) and the workshop's presenter pages (workshop.py)
share: the templates and the packages they need, the case's prose and code read from its comments, the assembly
highlighted, each config's section with plain and once side by side, the config a page opens on, and the
screenshots.
"""

import concurrent.futures
import glob
import os
import re
import sys

from ..annotate import annotation, counts, scrub
from ..base import corpus, paths, text
from ..compile import assembly
from ..prove import expect, results
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
    """[(is_code, text)]: the `code` spans of the workshop's steps and the headers' text, to be shown as code."""
    return [(i % 2 == 1, part) for i, part in enumerate(text.split("`")) if part]


def best_config(cells):
    """The config a case page opens on: the first config, in matrix order, where the hazard shows, of the
    instruction-set family where it shows most often (None where it shows nowhere). cells: [(config, hazard)].
    Here x86's two against arm64's one:

    >>> from lab.compile import matrix
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


def page_of(case):
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


def config_section(config, b, outcome, hazard, status, stale, compilers, hl, meanings):
    """One config's part of a case page (and a workshop step's): its verdict, and each plain/once pair's columns
    of marked lines, with their counts. For a user's file (b has its "twin"), each function as built beside the
    same function in its ONCE twin, the accesses that decide a hazard verdict marked, and the verdicts a row per
    (function, variable, verdict) (b's "verdicts")."""
    section = {"config": config.id, "compiler": compilers[config.executable], "outcome": outcome or "",
               "meaning": meanings.get(outcome, "") if outcome else "", "stale": stale or "",
               "hazard": hazard, "status": status or "", "error": b.get("error", ""), "pairs": [],
               "verdicts": b.get("verdicts", [])}
    if "error" in b:
        return section
    functions = b["functions"]
    bodies = dict(functions)

    def column(name, body, title=None, deciding=()):
        lines = [{"html": hl.asm(f"{name}:"), "kind": "label", "mark": "", "shared": False, "decides": False}]
        for line in body:
            marks, shared, decides = [], False, False
            for word in annotation.clauses(line):
                kind, _, what = word.partition(" ")
                if kind in ("load", "store") and annotation.variable(what):
                    # The variable the access is to, named apart: `load hash_seed` is what a reader looks for.
                    shared = True
                    marks.append(hl.markup('{} <span class="var">{}</span>').format(kind, what))
                else:
                    marks.append(word)
                decides |= kind in ("load", "store") and annotation.location(what) in deciding
            lines.append({"html": hl.asm(annotation.instruction(line)),
                          "kind": counts.kind_of(line) or ("label" if not line.startswith("\t") else ""),
                          "mark": hl.markup(" ; ").join(marks), "shared": shared, "decides": decides})
        n = counts.Count.of(config.isa, body)
        return {"name": name, "title": title or name, "lines": lines, "count": n, "words": n.words()}

    if b.get("twin") is not None:
        twins, deciding = dict(b["twin"]), b.get("deciding", {})
        for name, body in functions:
            section["pairs"].append({
                "plain": column(name, body, f"{name}, as built", deciding.get(name, ())),
                "once": column(name, twins[name], f"{name} in the ONCE twin", deciding.get(name, ()))
                if name in twins else None, "words": ""})
        return section
    pairs = scrub.pairs(functions)
    for plain, once in pairs:
        p, o = column(plain, bodies[plain]), column(once, bodies[once])
        section["pairs"].append({"plain": p, "once": o,
                                 "words": difference_in_words(plain, p["count"], once, o["count"])})
    if not pairs:
        for name, body in functions:
            section["pairs"].append({"plain": column(name, body), "once": None, "words": ""})
    return section


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
