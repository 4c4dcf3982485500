"""Where things are: the repository's root, the toolkit's own code, and the build make check uses."""

import glob
import os


# tools/lab: a package a stage (tools/lab/__init__.py), the instruction sets' among them.
LAB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(LAB))


def shown(path, root=ROOT):
    """A path as messages and headers print it, so that no line's width depends on where the checkout is: a file
    in the repository relative to its root (cases/hoist/flag-wait.c, as a user there types it); another relative
    to the working directory, as the user most likely typed it, or whole where that climbs out of two
    directories or more."""
    full = os.path.abspath(path)
    rel = os.path.relpath(full, root)
    if rel != os.pardir and not rel.startswith(os.pardir + os.sep):
        return rel
    here = os.path.relpath(full)
    return full if here.startswith(os.path.join(os.pardir, os.pardir)) else here


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
