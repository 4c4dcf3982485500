"""Where things are: the repository's root, the toolkit's own code, and the build make check uses."""

import glob
import os


# tools/lab: a package a stage (tools/lab/__init__.py), the instruction sets' among them.
LAB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(LAB))


def shown(path, root=ROOT):
    """A path as messages and headers print it, so that no line's width depends on where the checkout is: as the
    user most likely typed it, relative to the working directory where that does not climb out of it and the
    working directory is in the repository, or the file is not (typo.c; cases/hoist/flag-wait.c at the root);
    else a file in the repository relative to its root, as a user there types it (a test's absolute path to a
    case, or a command run from outside the checkout: cases/hoist/flag-wait.c); else the path whole."""
    def climbs(rel):
        return rel == os.pardir or rel.startswith(os.pardir + os.sep)
    full = os.path.abspath(path)
    here, rel = os.path.relpath(full), os.path.relpath(full, root)
    if not climbs(here) and (not climbs(os.path.relpath(os.getcwd(), root)) or climbs(rel)):
        return here
    return full if climbs(rel) else rel


def code(*stages):
    """The toolkit's Python files in those stages' packages (tools/lab/<stage>/, all of tools/lab without any),
    sorted: what the caches that depend on the code itself (the assembly's annotation, the verdicts, the runs
    in process) are keyed by."""
    where = [os.path.join(LAB, s) for s in stages] or [LAB]
    return sorted(p for w in where for p in glob.glob(os.path.join(w, "**", "*.py"), recursive=True))


# Set by lit.cfg.py for make check's tests to their build: what it keeps for every process (sharing.py), and the
# corpus's assembly (build_dir()).
IN_MAKE_CHECK = "ONCELAB_BUILD"


def build_dir():
    """Where the corpus's assembly is built: make check's build in one of its tests (its BUILD=, which a
    compile of a case by a test must share, not the repository's build/), else the repository's build/."""
    return os.environ.get(IN_MAKE_CHECK) or os.path.join(ROOT, "build")
