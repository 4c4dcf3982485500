"""Compiling a case (or any C file) for one config, its output scrubbed (annotate/scrub.py) and annotated
(annotate/annotation.py), and the cache that reuses both while nothing they depend on changed.
"""

import fcntl
import functools
import hashlib
import os
import re
import shlex
import subprocess

from ..annotate import annotation, scrub
from ..base import corpus, files, llvm, paths, program, sharing, stages
from . import headers


class BuildError(Exception):
    """A case that does not compile, or a compiler that fails: said in one line."""


def _inputs(config, source, command):
    """What one (case, config)'s assembly depends on, as a digest: the case and the shared headers in cases/
    (their bytes), the exact command line, and the compiler binary (where it resolves to, its size and
    modification time). Not the matrix file: a matrix edit changes the command lines of the configs it
    changes, and only theirs."""
    h = hashlib.sha256(shlex.join(command).encode())
    for path in [source] + corpus.case_headers(paths.ROOT):
        # named as the command names it: a copy of the repository keeps its cache
        h.update(b"\0" + os.path.relpath(path, paths.ROOT).encode() + b"\0" + files.read_input(path))
    h.update(repr(program.binary(config.executable)).encode())
    return h.hexdigest()[:16]


@functools.lru_cache(maxsize=None)
def _tools_time():
    """When the code that turns raw assembly into the annotated form last changed (this module, the scrub and
    the annotation, the instruction sets): it makes older .s stale."""
    return max(map(os.path.getmtime, [__file__] + paths.code("annotate", "isa")))


# What a compiler writes of itself, which nothing scrubbed or annotated reads: its version (.ident), and the
# stamp build() adds.
SELF_NAMED = re.compile(r"^\s*\.ident\b.*\n|^# oncelab \(inputs .*\n", re.M)


def _annotated_path(config, raw):
    """Where raw's annotation for config's instruction set is kept (build/annotated/: many configs emit alike,
    -O2's is often -O3's, one Clang's the next one's), or None outside make check: named by what it depends on, the text less what a compiler says of itself, the family and triple,
    the harness's code (by its time, as for every .s) and llvm-mca."""
    kept = sharing.where(sharing.ANNOTATED)
    if kept is None:
        return None
    h = hashlib.sha256(SELF_NAMED.sub("", raw).encode())
    mca = llvm.tool("llvm-mca")
    h.update(repr((config.isa.name, config.llvm_triple, _tools_time(), mca and program.binary(mca))).encode())
    return os.path.join(kept, h.hexdigest()[:32] + ".s")


def build(config, source, out_base):
    """Compile source for config into out_base.raw.s and write out_base.s, the scrubbed functions.

    Reuses what an earlier run built when nothing it depends on changed. Returns the scrubbed functions.
    Raises BuildError with one line naming the file and the config. Two processes that build the same
    assembly at once (a lit worker, and scan's -O0 reference in another) take turns: out_base.raw.s is
    locked, made empty where it is missing (a raw file without its stamp is no build: it is compiled). Not
    its directory: make check runs config by config, and its workers build the cases of one directory at once.
    """
    raw_path = out_base + ".raw.s"
    try:
        lock = os.open(raw_path, os.O_RDONLY | os.O_CREAT, 0o644)
    except FileNotFoundError:
        os.makedirs(os.path.dirname(out_base), exist_ok=True)
        lock = os.open(raw_path, os.O_RDONLY | os.O_CREAT, 0o644)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build(config, source, out_base)
    finally:
        os.close(lock)


def _build(config, source, out_base):
    rel = os.path.relpath(source, paths.ROOT)
    if rel.startswith(".." + os.sep):          # a user's file outside the repository: named as it is
        rel = os.path.abspath(source)
    raw_path, scrubbed_path = out_base + ".raw.s", out_base + ".s"
    command = list(config.argv) + ["-S", "-o", "-", rel]
    # The raw file's last line names the digest of its inputs and the command that made it: it says how to
    # make it again by hand, and, being written last of all the build's files, it marks a build that was not
    # cut short. The assembly is reused while that line is what this build would write.
    try:
        stamp = f"# oncelab (inputs {_inputs(config, source, command)}): {shlex.join(command)}\n"
    except OSError as e:
        raise BuildError(f"{rel}: {config.id}: cannot read {e.filename}: {e.strerror}") from None
    raw = files.read_text(raw_path) if os.path.exists(raw_path) else None
    compiled = raw is not None and raw.endswith(stamp)
    if compiled and os.path.getmtime(raw_path) >= _tools_time() and \
            os.path.exists(scrubbed_path) and os.path.getmtime(scrubbed_path) <= os.path.getmtime(raw_path):
        with stages.stage("scrub"):
            return scrub.parse(files.read_text(scrubbed_path))
    if not compiled:
        try:
            with stages.stage("compile"):
                proc = program.run(command, 120, cwd=paths.ROOT,
                                   env=dict(os.environ, LC_ALL="C"))     # plain ASCII messages, in any locale
        except subprocess.TimeoutExpired:
            raise BuildError(f"{rel}: {config.id}: {config.executable} took over 120 s; stopped") from None
        except OSError as e:
            raise BuildError(f"{rel}: {config.id}: cannot run {config.executable}: {e.strerror}") from None
        if proc.returncode != 0:     # a failed compile has written nothing (the raw file build() made stays empty)
            said = first_error(proc.stderr) or f"the compiler exited with status {proc.returncode} and said nothing"
            missing = headers.hint(config, said)
            raise BuildError(f"{rel}: {config.id}: {said}" + (f" {missing}" if missing else ""))
        raw = proc.stdout if proc.stdout.endswith("\n") or not proc.stdout else proc.stdout + "\n"
        raw += stamp
    text, functions, kept = annotated(config, raw, rel)
    _write_scrubbed(scrubbed_path, text, kept)
    files.write_file(raw_path, raw)
    return functions


def located(out_base, config):
    """{function: [(file, line) or None for each of its scrubbed lines]}: where in the source each instruction of
    build()'s assembly at out_base is from, read from its line tables (a config built with LINE_TABLES; without
    them every place is None). A file is named by its absolute path: the compilers run at the root."""
    functions = scrub.located(files.read_text(out_base + ".raw.s"), config.isa)
    return {name: [(os.path.join(paths.ROOT, at[0]), at[1]) if at else None for _, at in body]
            for name, body in functions}


def annotated(config, raw, rel):
    """(the rendered text, the functions, the file that keeps the text or None) of raw scrubbed and annotated;
    in make check, done once for each text (sharing.ANNOTATED). Raises BuildError naming rel and the config."""
    with stages.stage("scrub"):
        path = _annotated_path(config, raw)
        if path and os.path.exists(path):
            text = files.read_text(path)
            return text, scrub.parse(text), path
        functions = scrub.scrub(raw, config.isa)
    if not functions:
        raise BuildError(f"{rel}: {config.id}: {scrub.NO_FUNCTIONS}")
    try:
        with stages.stage("annotate"):
            functions = annotation.annotate(config.isa, functions, raw, config.llvm_triple)
    except llvm.LLVMError as e:
        raise BuildError(f"{rel}: {config.id}: {e}") from None
    with stages.stage("scrub"):
        text = scrub.render(functions)
    if path:
        files.write_whole(path, text)
    return text, functions, path


def _write_scrubbed(path, text, kept):
    """The scrubbed text at path: in make check a second name of the build's annotated file that keeps it (a
    link costs the disk less than a new file, and a cold check writes one per (case, config)); else a file of
    its own. What was at path goes first, never written through: it may be a name of a kept file."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    if kept:
        try:
            os.link(kept, path)
            return
        except OSError:      # a build directory on a file system without hard links: a copy
            pass
    files.write_file(path, text)


COMPILER_ERROR = re.compile(r"\berror\b|undefined reference|internal compiler error|Segmentation fault|PLEASE submit")


def first_error(text):
    """A compiler's or linker's own word for why it failed: its first error line (past a driver's summary of
    it), else its last line; '' when it said nothing."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for line in lines:
        if COMPILER_ERROR.search(line) and "linker command failed" not in line:
            return line
    return lines[-1] if lines else ""
