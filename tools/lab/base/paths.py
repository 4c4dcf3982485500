"""Where things are: the repository's root, the toolkit's own code, and the build make check uses."""

import glob
import os


# tools/lab: a package a stage (tools/lab/__init__.py), the instruction sets' among them.
LAB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(LAB))


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
