"""The verdict cache: a (case, config) test whose inputs are byte for byte those of a test that already passed
in this build passes without running FileCheck or scan again, and says where it was verified. Its inputs: the
check file, the assembly and the swapped assembly, the FileCheck prefixes of the recorded outcome (the
outcome, the family), whether that outcome is a hazard, scan's -O0 reference assembly and whether scan judges
the cell, the FileCheck binary and the harness's own code. Each verdict is a file under <build>/verdicts/,
named by a digest of those inputs, written only after a pass; it keeps what scan said, for the results.

An ordinary lit shell test (checks/**/*.test) is reused the same way, on wider inputs, since it may read any
of them: the test file, every file of the repository (git's tracked and untracked ones, or the tree without
.git and build/) but the corpus's C files, of which only the names count, and the bytes of each of those the
test read when it passed (base/reads.py: a test that never reads a case is not run again for its edit), the
programs it may run (the installed packages, as dpkg records them, each directory on the
PATH, and each compiler of the matrix, FileCheck, Chromium and Python as program.binary identifies them), and what
lit gives it (environment, substitutions, features). A test whose outcome depends on timing, not only on its
inputs (a demo's program that must hang past a watchdog, an interrupt's delivery), says NOT-REUSED: and runs
every time."""

import functools
import hashlib
import json
import os
import re
import subprocess
import sys

from ..base import corpus, files, paths, program, stages
from . import checkfile, results


def path(build_dir, check_path, texts, expected, hazard, prefixes, reference, judged, filecheck):
    """Where the verdict of these inputs is kept. reference: the -O0 reference's scrubbed, annotated assembly
    (None where the config has none); judged: whether scan's word is measured against the checks here."""
    with stages.stage("bookkeeping"):
        check, _ = checkfile.read(check_path)
        h = hashlib.sha256(check)
        for text in (texts["asm"], texts["swapped"], reference or ""):
            h.update(b"\0" + text.encode())
        h.update(repr((expected, hazard, tuple(prefixes), reference is not None, judged,
                       _tools(filecheck))).encode())
        return os.path.join(build_dir, "verdicts", h.hexdigest())


def passed(verdict_path):
    """(where the test passed with the same inputs in this build: its config, or for a shell test when, the
    metrics it recorded: what scan said), or None; None too where a case the shell test read has changed since."""
    try:
        with open(verdict_path) as f:
            kept = json.load(f)
        if any(results.file_hash(path) != digest for path, digest in kept.get("read", {}).items()):
            return None
        return kept["config"], kept["metrics"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):   # none, one cut short, or an older form
        return None


def record(verdict_path, where, metrics=None, read=()):
    """The verdict of a pass; read: the files (absolute paths) of the corpus a shell test read, whose bytes it
    holds for."""
    files.write_file(verdict_path, json.dumps({"config": where, "metrics": metrics or {},
                                               "read": {path: results.file_hash(path) for path in read}},
                                              sort_keys=True) + "\n")


@functools.lru_cache(maxsize=None)
def _tools(filecheck):
    """A digest of the tools a verdict depends on, read once per worker process: FileCheck's bytes (Debian's
    links LLVM in), every file of the harness's code (the scrub, the annotation, the checks' runs, scan, each
    instruction set), and Python's version."""
    h = hashlib.sha256(sys.version.encode())
    for tool in [os.path.realpath(filecheck)] + paths.code():
        with open(tool, "rb") as f:
            h.update(b"\0" + tool.encode() + b"\0" + f.read())
    return h.hexdigest()


# A line of a test that is that keyword after its comment sign: `# NOT-REUSED: why` (not a RUN line that writes one).
NOT_REUSED = re.compile(rb"^\W*NOT-REUSED:", re.M)
DPKG_STATUS = "/var/lib/dpkg/status"
# The environment lit gives every run anew: its scratch directory, empty at the start, named afresh.
SCRATCH = ("TEMP", "TEMPDIR", "TMP", "TMPDIR")


def shell_path(build_dir, test, root, programs):
    """Where the verdict of a shell test on these inputs is kept, or None for a test that says NOT-REUSED:.
    programs: the programs of the matrix (its compilers, FileCheck) beside the ones every test may run."""
    with open(test.getSourcePath(), "rb") as f:
        source = f.read()
    if NOT_REUSED.search(source):
        return None
    config = test.config
    environment = sorted((k, v) for k, v in config.environment.items() if k not in SCRATCH)
    h = hashlib.sha256(source)
    h.update(repr((test.getFullName(), environment, config.substitutions,
                   sorted(config.available_features), _system(tuple(sorted(programs))),
                   _repository(root))).encode())
    return os.path.join(build_dir, "verdicts", "shell", h.hexdigest())


def _files(root):
    """The repository's files, relative to root: git's tracked and untracked ones (not those it ignores), or,
    where root is not the top of a git checkout (a copy of the repository inside another's build), the tree
    without .git and build/."""
    try:
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], capture_output=True, check=True)
        if os.path.realpath(top.stdout.decode().strip()) != os.path.realpath(root):
            raise ValueError(root)
        listed = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                capture_output=True, check=True).stdout.decode()
        return sorted(r for r in listed.split("\0") if r)
    except (OSError, ValueError, subprocess.CalledProcessError):
        found = []
        for directory, dirs, names in os.walk(root):
            dirs[:] = [d for d in dirs if d not in (".git", "build", "__pycache__")]
            found += [os.path.relpath(os.path.join(directory, n), root) for n in names]
        return sorted(found)


@functools.lru_cache(maxsize=None)
def _repository(root):
    """A digest of every file of the repository, its path and bytes, but of a case's C file only its path (what a
    shell test read of them is checked apart, passed()); read once per worker process."""
    h = hashlib.sha256()
    for rel in _files(root):
        if corpus.is_case_source(rel):
            h.update(b"\0" + rel.encode() + b"\0a case")
            continue
        try:
            with open(os.path.join(root, rel), "rb") as f:
                h.update(b"\0" + rel.encode() + b"\0" + f.read())
        except OSError:          # listed by git, deleted since
            h.update(b"\0" + rel.encode() + b"\0missing")
    return h.hexdigest()


@functools.lru_cache(maxsize=None)
def _system(programs):
    """A digest of the programs a shell test may run: the installed packages, each directory on the PATH (a
    program added or removed there), and the named programs' files."""
    h = hashlib.sha256(sys.version.encode())
    try:
        with open(DPKG_STATUS, "rb") as f:
            h.update(f.read())
    except OSError:
        h.update(b"no dpkg")
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        try:
            h.update(repr((directory, os.stat(directory).st_mtime_ns)).encode())
        except OSError:
            h.update(repr((directory, None)).encode())
    for name in programs + ("chromium", sys.executable):
        h.update(repr(program.binary(name)).encode())
    return h.hexdigest()
