"""tools/oncelab doccommands: every command README.md and the manual (docs/*.md) show, run, so that none of them
has rotted.

A command is a line of a fenced ```sh block, a `$ ` line of a ```console block (a line ending in \\ goes on
on the next), or a `code span` of the prose, that starts with `tools/oncelab ` or `make `. A synopsis is not
a command: one with a metavariable (a word in capitals, FILE.c, CASE, N, as --help writes them, or in
<angle brackets>), an [optional part] or `...` in it.

From the repository's root, each command is
  - tools/oncelab ...: run, in bash with pipefail; it must exit 0 (scan: 0 or 1, its verdict) within --quick
    seconds. One that takes longer (a whole suite's shards, a bench), or whose outcome is timing (a demo's
    programs), is listed in ELSEWHERE with the test or CI step that runs it, and is not run here; an unlisted
    one fails when it runs past --quick.
  - make TARGET ... [VAR=value ...]: each target must be listed in MAKE with what runs it for real, and
    `make -n` must accept the whole command (the target exists; nothing is run).
Every test or CI step ELSEWHERE and MAKE name must exist, so that a claim of coverage cannot outlive its test; the
summary names the commands that only a person runs. Identical commands run once.

README.md, the front door, is read in an 80-column terminal: at most FRONT_DOOR_LINES lines, none wider but a
command of a fenced block.

It fails, a line each naming the file and line, on a command that fails, an unlisted target, a coverer that is
gone and a front door too long or too wide; it writes nothing. Its commands run as a user's would, with the
repository's build/ (a test runs it in a copy of the repository, whose build/ is its own). On an interrupt it
ends every command running.

  tools/oncelab doccommands [FILE.md ...] [--list] [--jobs N] [--quick SECONDS]
"""

import concurrent.futures
import glob
import os
import re
import shlex
import time

from ..base import paths, program, text


# What runs each documented make target for real: a test, or .ci/run (CI runs make setup and make check on a
# fresh machine); None where only a person does (make bench and make figures take most of an hour: their own
# output is their check). The docs' make commands are checked here with make -n only.
MAKE = {
    "setup": ".ci/run",
    "check": ".ci/run",
    "check-trace": ".ci/run",
    "check-realworld": ".ci/run",
    "update-expectations": "checks/harness/unrecorded.test",
    "atlas": "checks/atlas/atlas.test",
    "blame": "checks/blame/make-blame.test",
    "report": "checks/report/report.test",
    "screenshots": "checks/report/report.test",
    "workshop": "checks/report/workshop.test",
    "demo": "checks/demo/native.test",
    "mca-forms": "checks/harness/mca-forms.test",
    "trace-plugin": "checks/trace/plugin.test",
    "trace": "checks/trace/corpus.test",
    "fuzz": "checks/fuzz/campaign.test",
    "bench": None,
    "profile": "checks/harness/profile.test",
    "figures": None,
    "clean": None,
}

# tools/oncelab commands not run here, by how they start, with what runs them (as MAKE): too long, or their
# outcome is timing, not only inputs (a demo's programs race a watchdog), which would keep make check from reusing
# this test's verdict while nothing changed (tools/lab/prove/verdicts.py).
ELSEWHERE = {
    "tools/oncelab shards 3": "checks/harness/shards.test",
    "tools/oncelab bench": None,
    "tools/oncelab figures": None,      # it writes FIGURES.md, in the checkout: make figures, by hand
    "tools/oncelab scan -p . --all": "checks/realworld/ringtest.test",
    "tools/oncelab blame --all": "checks/blame/make-blame.test",
    "tools/oncelab trace --all": "checks/trace/corpus.test",
    "tools/oncelab demo flag-wait": "checks/demo/native.test",
    "tools/oncelab demo mutex-spin": "checks/demo/native.test",
    "tools/oncelab demo load-fusing": "checks/demo/native.test",
    "tools/oncelab demo store-fusing": "checks/demo/native.test",
    "tools/oncelab demo invented-load": "checks/demo/native.test",
    "tools/oncelab demo store-tear": "checks/demo/native.test",
    "tools/oncelab demo skipped-store": "checks/demo/native.test",
    "tools/oncelab fuzz": "checks/fuzz/campaign.test",    # a campaign: minutes to hours
}

FRONT_DOOR_LINES, COLUMNS = 250, 80

STARTS = ("tools/oncelab ", "make ")
METAVARIABLE = re.compile(r"[A-Z][A-Z0-9_]*(\.[a-z]+)?")
FENCE = re.compile(r"^\s*```(\S*)")


class DocError(Exception):
    """A file that cannot be read, or a command that cannot be split into words: one line."""


class Command:
    """One command as the docs give it, with every place that gives it (file:line)."""

    def __init__(self, text):
        self.text = text
        self.places = []

    @property
    def words(self):
        return shlex.split(self.text)


def documents(root=paths.ROOT):
    """README.md and every page of docs/, as a user reads them."""
    return [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "docs", "*.md")))


def extract(path):
    """[(line, command text)] of one Markdown file, in order: fenced sh and console lines, and code spans of
    the prose, that start with tools/oncelab or make.

    >>> extract_text('Run `make check`, or\\n`tools/oncelab scan\\nx.c`:\\n```console\\n'
    ...              '$ make check \\\\\\n  CASE=a/b\\nout\\n```\\n')
    [(1, 'make check'), (2, 'tools/oncelab scan x.c'), (5, 'make check CASE=a/b')]
    """
    try:
        with open(path, encoding="utf-8") as f:
            return extract_text(f.read())
    except OSError as e:
        raise DocError(f"{paths.shown(path)}: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise DocError(f"{paths.shown(path)}: not UTF-8 text ({e.reason} at byte {e.start})") from None


def extract_text(markdown, fenced=None):
    """extract() of Markdown text; the line numbers of the fenced commands' lines are added to the set fenced."""
    fenced = set() if fenced is None else fenced
    found, prose, fence, pending = [], [], None, None
    for number, line in enumerate(markdown.split("\n"), 1):
        m = FENCE.match(line)
        if m:
            fence = None if fence is not None else m.group(1)
            continue
        if fence is None:
            prose.append((number, line))
            continue
        stripped = line.strip()
        if pending:
            pending[1] += " " + stripped.rstrip("\\").strip()
            fenced.add(number)
        elif fence == "sh" and stripped and not stripped.startswith("#"):
            pending = [number, stripped.rstrip("\\").strip()]
            fenced.add(number)
        elif fence == "console" and stripped.startswith("$ "):
            pending = [number, stripped[2:].rstrip("\\").strip()]
            fenced.add(number)
        if pending and not stripped.endswith("\\"):
            found.append(tuple(pending))
            pending = None
    found += _spans(prose)
    return sorted((n, t) for n, t in found if t.startswith(STARTS))


def _spans(prose):
    """[(line, text)] of the code spans in the prose lines [(number, line)], a span that a line break cuts
    joined with one space, as Markdown shows it."""
    out, paragraph = [], []
    for number, line in prose + [(None, "")]:
        if line.strip():
            paragraph.append((number, line))
            continue
        joined = "\n".join(l for _, l in paragraph)
        for m in re.finditer(r"`([^`]+)`", joined):
            out.append((paragraph[0][0] + joined.count("\n", 0, m.start()), " ".join(m.group(1).split())))
        paragraph = []
    return out


def synopsis(words):
    """Whether the command's words are a synopsis (a metavariable, an optional part, '...'), not a command.

    >>> synopsis(['tools/oncelab', 'asm', 'FILE.c', '--config', 'gcc-12/x86_64/O2'])
    True
    >>> synopsis(['make', 'check', 'CASE=<group>/<name>'])
    True
    >>> synopsis(['make', 'check', 'CASE=hoist/flag-wait'])
    False
    """
    for word in words[1:]:
        value = word.split("=", 1)[1] if "=" in word else word
        if "[" in word or "..." in word or METAVARIABLE.fullmatch(value) or re.search(r"<[^<>]+>", word):
            return True
    return False


def front_door(path):
    """What keeps README.md from reading well in an 80-column terminal, a line each: too many lines, or a line
    too wide that is not a command."""
    with open(path, encoding="utf-8") as f:
        markdown = f.read()
    fenced = set()
    extract_text(markdown, fenced)
    lines = markdown.splitlines()
    problems = [f"{paths.shown(path)}: {len(lines)} lines, over {FRONT_DOOR_LINES}"] \
        if len(lines) > FRONT_DOOR_LINES else []
    return problems + [f"{paths.shown(path)}:{n}: {len(line)} columns, over {COLUMNS} (only a command may be)"
                       for n, line in enumerate(lines, 1) if len(line) > COLUMNS and n not in fenced]


def commands(files):
    """{text: Command} of the files' commands that are not synopses, each with its places."""
    found = {}
    for path in files:
        for number, command in extract(path):
            try:
                words = shlex.split(command)
            except ValueError as e:
                raise DocError(f"{paths.shown(path)}:{number}: `{command}`: {e}") from None
            if not synopsis(words):
                found.setdefault(command, Command(command)).places.append(f"{paths.shown(path)}:{number}")
    return found


def elsewhere(command):
    """The start in ELSEWHERE this command is listed by, where it is not run here; None where it is run."""
    if command.words[0] == "make":
        return None
    return next((start for start in ELSEWHERE if command.text == start or command.text.startswith(start + " ")),
                None)


def check_make(command, root):
    """What is wrong with a documented make command, or None: an unlisted target, or make -n refusing it."""
    targets = [w for w in command.words[1:] if "=" not in w and not w.startswith("-")]
    unlisted = [t for t in targets or ["(the default goal)"] if t not in MAKE]
    if unlisted:
        return (f"make {unlisted[0]}: not listed in MAKE (tools/lab/dev/doccommands.py) with the test that runs "
                f"it")
    return run(["make", "-n"] + command.words[1:], root, 60)


def run(argv, root, quick, passing=(0,)):
    """What is wrong with a run of argv from root, or None where it exits with a status of passing (0) within
    quick seconds. Each run is a process group of its own (program.run_group: a pipeline is ended whole)."""
    code, out, err, _ = program.run_group(argv, quick, cwd=root)
    if code is None:
        return (f"took over {quick:g} s: list it in ELSEWHERE (tools/lab/dev/doccommands.py) with the test that "
                f"runs it")
    if code not in passing:
        last = [l for l in (out + err).splitlines() if l.strip()][-1:] or ["no output"]
        return f"exit status {code}: {last[0].strip()}"
    return None


def check(command, root, quick):
    if command.words[0] == "make":
        return check_make(command, root)
    # scan's exit status 1 is its verdict (a hazard found: the gate for CI), not a failure
    return run(["bash", "-o", "pipefail", "-c", command.text], root, quick,
               (0, 1) if command.words[:2] == ["tools/oncelab", "scan"] else (0,))


def main(args):
    root = paths.ROOT
    if args.jobs < 1 or args.quick <= 0:
        raise SystemExit(f"oncelab doccommands: --jobs {args.jobs} --quick {args.quick:g}: both must be above 0")
    files = [os.path.abspath(f) for f in args.files] or documents(root)
    try:
        found = list(commands(files).values())
    except DocError as e:
        raise SystemExit(f"oncelab doccommands: {e}")
    if args.list:
        for command in found:
            start = elsewhere(command)
            print(f"{command.places[0]}: {command.text}" +
                  (f"  (run elsewhere: {ELSEWHERE[start] or 'by hand'})" if start else ""))
        return
    problems = [f"tools/lab/dev/doccommands.py: {name} names {test}, which does not exist"
                for name, test in list(MAKE.items()) + list(ELSEWHERE.items())
                if test and not os.path.exists(os.path.join(root, test))]
    problems += [p for f in files if os.path.basename(f) == "README.md" for p in front_door(f)]
    to_run = [c for c in found if not elsewhere(c)]
    by_hand = sorted({c.text for c in found if elsewhere(c) and not ELSEWHERE[elsewhere(c)]} |
                     {c.text for c in to_run if c.words[0] == "make" and
                      any(MAKE.get(w, "") is None for w in c.words[1:])})
    start = time.monotonic()
    pool = concurrent.futures.ThreadPoolExecutor(args.jobs)
    try:
        results = list(pool.map(lambda c: (c, check(c, root, args.quick)), to_run))
    except KeyboardInterrupt:
        program.end_groups()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    problems += [f"{c.places[0]}: `{c.text}`: {problem}" for c, problem in results if problem]
    makes = sum(1 for c in to_run if c.words[0] == "make")
    print(f"doccommands: {text.many(len(found), 'command')} in {text.many(len(files), 'file')}: "
          f"{len(to_run) - makes} run, {makes} checked with make -n, {len(found) - len(to_run)} run "
          f"elsewhere (ELSEWHERE); {time.monotonic() - start:.1f} s")
    if by_hand:
        print("doccommands: run by no test, only by hand: " + ", ".join(by_hand))
    if problems:
        raise SystemExit("\n".join(f"oncelab doccommands: {p}" for p in problems))
