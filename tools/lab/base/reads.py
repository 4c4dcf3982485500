"""Which of the corpus's C files (cases/**/*.c) a shell test of make check reads: what lets a test that never
reads a case pass again, unrun, after that case is edited (prove/verdicts.py keys it on every other file).

A case counts as read by a test when:
  - a RUN line of the test names it (hoist/flag-wait), or says `cases` other than as a case's path: a command of
    its own (cp, a compiler, a script of Inputs/ given the case's name) may read it, and nothing here would see
    that;
  - a Python process of the test opens its file, or hands its path to a program it starts (a compiler): each
    process of the toolkit watches its own (Python's audit events, `open` and `subprocess.Popen`) while the test
    runs. The lit worker that runs the test watches in process (a tools/oncelab asm run there); every process
    the test starts that runs the toolkit (tools/oncelab, or the workers of a lit it starts) finds in its
    environment (WATCHED) a file to add what it read to.
What another program reads without a Python process of the toolkit naming it (a compiler's #include of a case)
is not seen: cases include only cases/*.h, and a header is never a case.
"""

import os
import re
import sys

from . import paths


WATCHED = "ONCELAB_READS"      # the file each process of a shell test adds the cases it read to, a line each
CASES = os.path.join(paths.ROOT, "cases") + os.sep
_seen = None                   # the case files read so far (absolute paths), while a test is watched
_log = None                    # where this process adds what it reads, when its test's is elsewhere
_writing = False
_hooked = False


def _candidates(event, args):
    if event == "open":
        return [args[0]]
    if event == "subprocess.Popen":      # (executable, args, cwd, env)
        return (list(args[1]) if isinstance(args[1], (list, tuple)) else [args[1]]) + [args[0]]
    return []


def _hook(event, args):
    global _writing
    if _seen is None or _writing or event not in ("open", "subprocess.Popen"):
        return
    cwd = args[2] if event == "subprocess.Popen" and args[2] else None
    for name in _candidates(event, args):
        if isinstance(name, bytes):
            name = os.fsdecode(name)
        if not isinstance(name, (str, os.PathLike)):
            continue            # an open of a file descriptor
        name = os.fspath(name)
        if not name.endswith(".c"):
            continue
        full = os.path.abspath(os.path.join(cwd or os.getcwd(), name))
        if not full.startswith(CASES):
            real = os.path.realpath(full)
            if not real.startswith(CASES):
                continue
            full = real
        if full in _seen:
            continue
        _seen.add(full)
        if _log:
            _writing = True
            try:
                with open(_log, "a") as f:
                    f.write(full + "\n")
            finally:
                _writing = False


def _install():
    global _hooked
    if not _hooked:
        sys.addaudithook(_hook)
        _hooked = True


def watch_from_environment():
    """In a process a watched test started (its environment names WATCHED): add what this process reads to it."""
    global _seen, _log
    log = os.environ.get(WATCHED)
    if log and _seen is None:       # not the worker's own run in process, which watches already
        _seen, _log = set(), log
        _install()


def start(log):
    """In the lit worker, as a shell test starts: watch this process, and name log to the test's processes."""
    global _seen, _log
    _seen, _log = set(), None
    _install()
    try:
        os.unlink(log)
    except FileNotFoundError:
        pass


def stop(log):
    """As the test ends: the case files it read (absolute paths), as seen here and in log."""
    global _seen
    read, _seen = set(_seen or ()), None
    try:
        with open(log) as f:
            read |= {line.strip() for line in f if line.strip()}
    except FileNotFoundError:
        pass
    return read


# `cases` said other than as a case's path or a header's: cases/, cases/*.c, a copy of the whole directory.
_OTHER_CASES = re.compile(r"\bcases\b(?!/[\w.-]+/[\w.-]+\.c\b|/\*\.h\b|/[\w.-]+\.h\b)")


def named(text, cases):
    """The cases (names) the test's RUN lines name, or all of them where one says `cases` otherwise.

    >>> named("# RUN: copy-repo SRC DEST M hoist/flag-wait", ["hoist/flag-wait", "tear/x"])
    ['hoist/flag-wait']
    >>> named("# RUN: cc cases/tear/x.c; cp cases/*.h .\\n# the cases of tear/", ["hoist/flag-wait", "tear/x"])
    ['tear/x']
    >>> named("# RUN: cp -rp %S/../../cases %t", ["hoist/flag-wait", "tear/x"])
    ['hoist/flag-wait', 'tear/x']
    """
    text = "\n".join(line for line in text.splitlines() if "RUN:" in line)
    if _OTHER_CASES.search(text):
        return list(cases)
    return [c for c in cases if re.search(r"(?<![\w.-])" + re.escape(c) + r"(?![\w-])", text)]
