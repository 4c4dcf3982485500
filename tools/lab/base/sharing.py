"""What make check's build keeps for all the processes of a run, each learned once: the matrix file as parsed
(BUILD/matrix.json), llvm-mca's answers (BUILD/llvm-mca/) and each annotated assembly by its raw text
(BUILD/annotated/). Outside make check nothing is kept, and each is learned anew.

One process-wide setting, held here alone: the stages ask where(), lit.cfg.py's format and tools/oncelab in a
test of make check say share(), and a run in process (suite/inprocess.py) puts it back with saved()."""

import contextlib
import os

MATRIX, LLVM_MCA, ANNOTATED = "matrix.json", "llvm-mca", "annotated"
_where = dict.fromkeys((MATRIX, LLVM_MCA, ANNOTATED))


def share(build_dir, *kept):
    """Keep those (MATRIX, LLVM_MCA, ANNOTATED) in build_dir from now on."""
    for name in kept:
        _where[name] = os.path.join(build_dir, name)


def where(kept):
    """Where the build keeps it, or None."""
    return _where[kept]


@contextlib.contextmanager
def saved():
    """The setting as it is now, put back at the end, whatever the body shared meanwhile."""
    before = dict(_where)
    try:
        yield
    finally:
        _where.update(before)
