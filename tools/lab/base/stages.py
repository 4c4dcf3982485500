"""Where make check's CPU goes, stage by stage: what `make profile` (tools/lab/dev/profile.py) sums.

Off unless the environment names a directory in ONCELAB_PROFILE: then each stage's CPU-seconds (this process's
own, and its children's that it waited for: a compiler, llvm-mca, FileCheck) are added up per process and
written to <dir>/<pid>.json after each test, so that a worker lit ends without exit handlers loses nothing.
A stage's time is its own, less the stages inside it: "annotate" does not count the llvm-mca it starts. A
stage that takes all inside it (a shell test: what its commands compile or annotate is the test's cost) says
so with whole=True, and the stages within it are not told apart.
"""

import contextlib
import json
import os

from . import files


PROFILE = "ONCELAB_PROFILE"
_totals = {}        # stage -> [own CPU-s, children's CPU-s, times entered]
_stack = []         # the stages under way: [name, whole, own at start, children at start, nested own, nested children]


def _cpu():
    t = os.times()
    return t.user + t.system, t.children_user + t.children_system


@contextlib.contextmanager
def stage(name, whole=False):
    if not os.environ.get(PROFILE) or any(s[1] for s in _stack):
        yield
        return
    _stack.append([name, whole, *_cpu(), 0.0, 0.0])
    try:
        yield
    finally:
        _, _, own0, children0, nested_own, nested_children = _stack.pop()
        own, children = _cpu()
        own, children = own - own0, children - children0
        total = _totals.setdefault(name, [0.0, 0.0, 0])
        total[0] += own - nested_own
        total[1] += children - nested_children
        total[2] += 1
        if _stack:
            _stack[-1][4] += own
            _stack[-1][5] += children


def flush():
    """This process's totals so far, into the profile's directory (a no-op when not profiling)."""
    where = os.environ.get(PROFILE)
    if where and _totals:
        files.write_whole(os.path.join(where, f"{os.getpid()}.json"), json.dumps(_totals, sort_keys=True))
