"""The verdict cache: a test whose check file, assemblies, recorded outcome, family and tools are byte for byte
those of a test that already passed in this build passes without running FileCheck again. Each verdict is a
file under <build>/verdicts/, named by a digest of what decides it, written only after a pass."""

import functools
import hashlib
import os

from . import asm, checkfile


def path(build_dir, check_path, texts, expected, hazard, family, filecheck):
    """Where the verdict of these inputs is kept: the check file, both assemblies, the recorded outcome,
    whether it is a hazard, the family, and the tools."""
    check, _ = checkfile.read(check_path)
    h = hashlib.sha256(check)
    for text in (texts["asm"], texts["swapped"]):
        h.update(b"\0" + text.encode())
    h.update(repr((expected, hazard, family, _tool_times(filecheck))).encode())
    return os.path.join(build_dir, "verdicts", h.hexdigest())


def passed_as(verdict_path):
    """The config whose test passed with the same inputs in this build, or None."""
    if not os.path.exists(verdict_path):
        return None
    with open(verdict_path) as f:
        return f.read().strip()


def record(verdict_path, config_id):
    asm.write_file(verdict_path, config_id + "\n")


@functools.lru_cache(maxsize=None)
def _tool_times(filecheck):
    """The tools a verdict depends on, with their modification times: FileCheck and the harness itself."""
    here = os.path.dirname(__file__)
    return [(t, os.path.getmtime(t)) for t in (filecheck, asm.__file__, os.path.join(here, "litformat.py"),
                                                checkfile.__file__)]
