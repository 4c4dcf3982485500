"""make workshop: presenter pages, one per step of docs/workshop.md's Workshop, in build/report/workshop/
(step-01.html ..., and index.html listing them). Each opens from file:// and needs nothing from the network: HTML,
style.css and workshop.css beside it.

The "Workshop" section of docs/workshop.md is the one place the order of the steps is written; each page shows for
its step:
- the step's sentence and its commands, as that page gives them;
- the hazard in two sentences, the first of the case header;
- plain_X and once_X side by side in the step's config (its first --config; a step with none: the config that
  shows the hazard best, as a case page opens on), each access to a shared variable highlighted and named;
- the atlas row of each case of the step (make check's results, through explain/atlas.py);
- what make demo recorded for the step's cases (BUILD/demo.json), or that no demo run is recorded.
Large type for the back of a room; the arrows on the page, the keys ← and → (and Page Up / Page Down, which
a presenter's remote sends) move between steps.

  tools/oncelab workshop [--out DIR] [--asm-dir DIR] [--results BUILD]
      [--steps docs/workshop.md] [--screenshots]
"""

import html
import json
import os
import re
import shutil
import sys

from ..base import corpus, paths, text
from ..compile import batch, matrix
from ..demo import demos
from ..explain import atlas
from ..prove import results
from . import chromium, parts


STEP = re.compile(r"^(\d+)\. (.*)")
SCREENSHOTS = (1, 5, 10)          # the steps docs show: flag-wait, the hash_seed re-reads, Alpha's barrier


class WorkshopError(Exception):
    """A page without a Workshop, a step naming no case or an unknown config, unreadable demo.json: one line."""


def steps(readme, configs):
    """The Workshop steps of a page (docs/workshop.md): [{number, cases, lead, commands, case, function, config}],
    config None where the step names none."""
    rel = paths.shown(readme)
    try:
        with open(readme, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise WorkshopError(f"{rel}: {e.strerror}") from None
    m = re.search(r"^## Workshop\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    if not m:
        raise WorkshopError(f"{rel}: no '## Workshop' section")
    items, current = [], None
    for line in m.group(1).splitlines():
        n = STEP.match(line)
        if n:
            current = [int(n.group(1)), n.group(2)]
            items.append(current)
        elif current and line.startswith(" ") and line.strip():
            current[1] += " " + line.strip()
        else:
            current = None
    if not items:
        raise WorkshopError(f"{rel}: the Workshop section has no numbered steps")
    known = {c.id for c in configs}
    out = []
    for number, item in items:
        spans = re.findall(r"`([^`]+)`", item)
        cases = [s for s in spans if os.path.isfile(corpus.Case(s).source)]
        if not cases:
            raise WorkshopError(f"{rel}: Workshop step {number} names no case of cases/ (`group/name`)")
        commands = [s for s in spans if s.startswith(("tools/oncelab ", "make "))]
        named = [c for cmd in commands for c in re.findall(r"--config\s+'?([^\s']+)", cmd)
                 if not set(c) & set("*?[")]           # a pattern ('gcc-12/*/O2') names no one config
        for c in named:
            if c not in known:
                raise WorkshopError(f"{rel}: Workshop step {number}: --config {c} is not a config of "
                                    f"tools/matrix.toml")
        config = named[0] if named else None
        # The case a command browses is the one to show (step 3's diff is of load-fusing); its function too.
        case, function = cases[0], None
        for cmd in commands:
            m = re.match(r"tools/oncelab (?:diff|asm|count) cases/(\S+)\.c(?: (plain_\w+))?", cmd)
            if m and m.group(1) in cases:
                case, function = m.group(1), m.group(2)
                break
        lead = item.split(":", 1)[1] if ":" in item.split("`tools/oncelab")[0] else item
        lead = re.sub(r"\s*`(?:tools/oncelab|make) .*", "", lead).strip().rstrip(":").strip()
        out.append({"number": number, "cases": cases, "lead": lead, "commands": commands, "case": case,
                    "function": function, "config": config})
    return out


def demo_runs(build_dir):
    """make demo's recorded runs (BUILD/demo.json), by case: {case: [entry, ...]}; {} where none is recorded."""
    path = os.path.join(build_dir, "demo.json")
    try:
        with open(path) as f:
            data = json.load(f)
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as e:
        raise WorkshopError(f"{path}: unreadable ({e}); make demo writes it again") from None
    # A list of runs, or an object that holds one (with when and on what they ran, beside it).
    lists = [data] if isinstance(data, list) else \
        [v for v in data.values() if isinstance(v, list)] if isinstance(data, dict) else []
    entries = next((l for l in lists if l and all(isinstance(e, dict) and "demo" in e for e in l)), None)
    if entries is None:
        if any(lists) or not isinstance(data, (list, dict)):
            raise WorkshopError(f"{path}: no list of runs ({{\"demo\", \"config\", \"plain\", \"once\"}}) in it")
        return {}
    cases = {d.name: d.case for d in demos.DEMOS}
    out = {}
    for entry in entries:
        if "config" not in entry:
            raise WorkshopError(f"{path}: a run without its config: {json.dumps(entry)[:80]}")
        case = entry.get("case") or cases.get(entry["demo"])
        if case:
            out.setdefault(case, []).append(entry)
    return out


def _said(value):
    """A demo's plain or once result in words, whether demo.json gives a string, a number or an object."""
    if isinstance(value, dict):
        words = [str(value[k]) for k in ("verdict", "detail") if value.get(k) not in (None, "")]
        if isinstance(value.get("seconds"), (int, float)):
            words.append(f"{value['seconds']:.2f} s")
        return ", ".join(words) or json.dumps(value)
    return "-" if value is None else str(value)


def _demo_rows(entries, config):
    """The step's config first, then the rest in the order make demo ran them."""
    rows = [{"demo": e["demo"], "config": e["config"], "plain": _said(e.get("plain")), "once": _said(e.get("once")),
             "agrees": e.get("agrees"), "here": e["config"] == config} for e in entries]
    return sorted(rows, key=lambda r: not r["here"])


def _widest(section):
    """The widest assembly line of a section, in ems of its font (the instruction in monospace, its mark in a
    proportional .85em, the gap between): the page sizes the font so that it fits half the window."""
    def text(markup):
        return html.unescape(re.sub(r"<[^>]+>", "", str(markup)))
    widths = [0.602 * len(text(line["html"])) + 0.85 * (0.55 * len(text(line["mark"])) + 2)
              for pair in section["pairs"] for column in (pair["plain"], pair["once"]) if column
              for line in column["lines"]]
    return round(max(widths, default=40) + 1, 1)


def render(out_dir, the_steps, configs, asm_dir, build_dir, jobs):
    jinja2, markupsafe, pygments = parts.imports()
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(parts.TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    hl = parts.Highlighter(pygments, markupsafe)
    measured = results.load(build_dir)
    current = results.Current()
    by_id = {c.id: c for c in configs}
    try:
        cells, no_atlas = atlas.collect(build_dir), None
    except atlas.AtlasError as e:       # it names the build as paths.shown does: no wider at a long path
        cells, no_atlas = [], str(e)
    runs = demo_runs(build_dir)
    sources = {c: corpus.Case(c).source for s in the_steps for c in s["cases"]}

    pages = []
    for step in the_steps:
        case, expectations = step["case"], parts.case_expectations(step["case"])
        with open(sources[case], encoding="utf-8", errors="replace") as f:
            blocks = parts.explanation(f.read())
        config = by_id.get(step["config"]) if step["config"] else None
        if config is None:
            best = parts.best_config([(c, parts.verdict(measured, current, case, c, expectations)[1])
                                       for c in configs])
            config = by_id[best] if best else configs[0]
        built, _ = parts.collect([(case, sources[case])], [config], asm_dir, jobs)
        outcome, hazard, status, stale = parts.verdict(measured, current, case, config, expectations)
        section = parts.config_section(config, built[(case, config.id)], outcome, hazard, status, stale,
                                  {config.executable: batch.compiler_name(config)}, hl,
                                  expectations.meanings if expectations else {})
        if step["function"]:
            section["pairs"] = [p for p in section["pairs"] if p["plain"]["name"] == step["function"]] or \
                section["pairs"]
        pages.append({"step": step, "asm_em": _widest(section), "lead": parts.code_spans(step["lead"]),
                      "hazard": parts.code_spans(parts.sentences(blocks, 2)), "section": section,
                      "atlas": [{"case": c, "row": atlas.row(cells, c)} for c in step["cases"]] if cells else [],
                      "demos": [r for c in step["cases"] for r in _demo_rows(runs.get(c, []), config.id)],
                      "file": f"step-{step['number']:02d}.html"})
    os.makedirs(out_dir, exist_ok=True)
    for name in ("style.css", "workshop.css"):
        shutil.copy(os.path.join(parts.TEMPLATES, name), os.path.join(out_dir, name))
    template = env.get_template("workshop.html")
    for i, page in enumerate(pages):
        with open(os.path.join(out_dir, page["file"]), "w") as f:
            f.write(template.render(page=page, total=len(pages), no_atlas=no_atlas,
                                    prev=pages[i - 1]["file"] if i else "index.html",
                                    next=pages[i + 1]["file"] if i + 1 < len(pages) else None))
    with open(os.path.join(out_dir, "index.html"), "w") as f:
        f.write(env.get_template("workshop-index.html").render(pages=pages))
    return pages


def screenshots(out_dir, pages):
    """Three steps as a room sees them (1280x720) into OUT/screenshots/, for docs/workshop.md."""
    return parts.write_screenshots(out_dir, [("workshop-" + page["file"].replace(".html", ".png"), page["file"],
                                               (1280, 720)) for page in pages
                                              if page["step"]["number"] in SCREENSHOTS])


def main(args):
    """make workshop: the presenter pages (args: tools/oncelab workshop's options)."""
    try:
        configs = matrix.load()[0]
        the_steps = steps(os.path.abspath(args.steps), configs)
        pages = render(args.out, the_steps, configs, os.path.abspath(args.asm_dir), os.path.abspath(args.results),
                       args.jobs)
        recorded = sum(1 for p in pages if p["demos"])
        print(f"workshop: {os.path.join(args.out, 'index.html')}: {text.many(len(pages), 'step')}; "
              f"{recorded} with a demo run recorded in {os.path.join(args.results, 'demo.json')}")
        if args.screenshots:
            for path in screenshots(args.out, pages):
                print(f"workshop: {path}")
    except (WorkshopError, parts.ReportError, chromium.ChromiumError, matrix.MatrixError, results.ResultsError,
            atlas.AtlasError) as e:
        sys.exit(f"workshop: {e}")
    except OSError as e:               # an output directory it cannot write: the file, in one line
        sys.exit(f"workshop: {e.filename or args.out}: {e.strerror}")
    except KeyboardInterrupt:          # Chromium, the one child, is ended by chromium.Browser; what was written stays
        sys.exit("workshop: interrupted")
