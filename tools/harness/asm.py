"""Compiling a case for one config, scrubbing the result to the functions' own lines, and annotating them.

The scrubbed form keeps, for each function, its label, its local labels and its instructions, one a line
(several on one line are split), and drops directives, CFI and comments, as LLVM's update_cc_test_checks.py
does; then each instruction gains the annotation of annotate.py (what it does to memory and control).
FileCheck reads the result.
"""

import fcntl
import functools
import glob
import hashlib
import os
import re
import shlex
import subprocess
import threading

from . import annotate, llvm, matrix, program

LABEL = re.compile(r"^([$.\w]+):(.*)$")
# .type f, @function (%function on ARM, #function in GCC's SPARC), or MIPS's and Alpha's .ent f
FUNCTION = re.compile(r"^[ \t]*(?:\.type\s+([$.\w]+)\s*,\s*[@%#]function|\.ent\s+([$.\w]+))", re.M)
FUNCTION_END = re.compile(r"^\s*(?:\.size|\.end)\s+([$.\w]+)")
# Labels the compilers put at function bounds and for unwind tables: noise, not control flow.
NOISE_LABEL = re.compile(r"^(?:\.LFB\d+|\.LFE\d+|\$LFB\d+|\$LFE\d+|\.Lfunc_(?:begin|end|gep|lep)\d+|\$func_(?:begin|end)\d+|\.LCF\d+|\d+)$")


NO_FUNCTIONS = "no functions in it"


class BuildError(Exception):
    """A case that does not compile, or a compiler that fails: said in one line."""


FIRST_SPACE = re.compile(r"\s+")


def scrub(text, isa):
    """The functions of an assembly file, in order: [(name, [line, ...])], each line one tab-indented
    instruction or a label."""
    names = {a or b for a, b in FUNCTION.findall(text)}
    functions, current = [], None
    for raw in isa.lines(text):
        line = annotate.unquoted(raw).strip()
        if not line or line[0] == "#":
            continue
        if line[0] == "." and not LABEL.match(line):   # a directive: it may end the function, else it goes
            end = FUNCTION_END.match(line)
            if end and current and end.group(1) == current[0]:
                functions.append(current)
                current = None
            continue
        line = isa.strip_comment(line)
        if not line:
            continue
        label = LABEL.match(line)
        if label and label.group(1) in names:
            if current:
                functions.append(current)
            current = (label.group(1), [])
            continue
        if current is None:
            continue
        if label:
            if not NOISE_LABEL.match(label.group(1)):
                current[1].append(label.group(1) + ":")
            line = label.group(2).strip()
            if not line or (line[0] == "." and not LABEL.match(line)):
                continue
        current[1].extend("\t" + FIRST_SPACE.sub("\t", s, count=1) for s in isa.statements(line))
    if current:
        functions.append(current)
    return functions


def render(functions):
    return "".join(f"{name}:\n" + "".join(line + "\n" for line in body) for name, body in functions)


def parse(text):
    """render()'s output read back: a function starts at an unindented label not local ('.L', '$L')."""
    functions = []
    for line in text.splitlines():
        if line and line[0] not in "\t.$" and line.endswith(":"):
            functions.append((line[:-1], []))
        elif functions and line:
            functions[-1][1].append(line)
    return functions


def swapped(functions):
    """The same functions in the same places, each plain_X with once_X's body and the other way round:
    the checks of one then read the other's code, in a file laid out exactly as the real one."""
    bodies = dict(functions)
    out = []
    for name, body in functions:
        for a, b in (("plain_", "once_"), ("once_", "plain_")):
            other = b + name[len(a):]
            if name.startswith(a) and other in bodies:
                rename = re.compile(r"(?<![\w.$])" + re.escape(other) + r"(?![\w])")
                body = [rename.sub(name, line) for line in bodies[other]]
        out.append((name, body))
    return out


def pairs(functions):
    """The (plain_X, once_X) function pairs of a scrubbed file."""
    names = [name for name, _ in functions]
    return [(n, "once_" + n[len("plain_"):]) for n in names
            if n.startswith("plain_") and "once_" + n[len("plain_"):] in names]


def _inputs(config, source, command):
    """What one (case, config)'s assembly depends on, as a digest: the case and the shared headers in cases/
    (their bytes), the exact command line, and the compiler binary (where it resolves to, its size and
    modification time). Not the matrix file: a matrix edit changes the command lines of the configs it
    changes, and only theirs."""
    h = hashlib.sha256(shlex.join(command).encode())
    for path in [source] + case_headers(matrix.ROOT):
        # named as the command names it: a copy of the repository keeps its cache
        h.update(b"\0" + os.path.relpath(path, matrix.ROOT).encode() + b"\0" + read_input(path))
    h.update(repr(binary(config.executable)).encode())
    return h.hexdigest()[:16]


# What read_input and case_headers last read, by path: a lit worker reads the case and each header for every
# test (its build's inputs, and its result's).
_last_read = {}


def read_input(path):
    """A file's bytes, read again only when its modification time, size or inode changed."""
    st = os.stat(path)
    stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
    if _last_read.get(path, (None,))[0] != stamp:
        with open(path, "rb") as f:
            _last_read[path] = stamp, f.read()
    return _last_read[path][1]


def case_headers(root):
    """The shared headers in root's cases/, listed again only when the directory changed (one added or gone)."""
    cases = os.path.join(root, "cases")
    stamp = os.stat(cases).st_mtime_ns
    if _last_read.get(cases, (None,))[0] != stamp:
        _last_read[cases] = stamp, sorted(glob.glob(os.path.join(cases, "*.h")))
    return _last_read[cases][1]


@functools.lru_cache(maxsize=None)
def _tools_time():
    """When the code that turns raw assembly into the annotated form last changed: it makes older .s stale."""
    isa = os.path.join(os.path.dirname(__file__), "isa")
    return max(map(os.path.getmtime, [__file__, annotate.__file__] + glob.glob(os.path.join(isa, "*.py"))))


def write_file(path, text):
    """Write path (text, or bytes), making its directory only when it is missing: a cold build writes thousands
    of files into a few hundred directories, and asking for each one every time costs a system call. (No
    temporary file and rename: on this disk each is a metadata write of its own; build() orders its writes
    instead.)"""
    mode = "wb" if isinstance(text, bytes) else "w"
    try:
        f = open(path, mode)
    except FileNotFoundError:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        f = open(path, mode)
    with f:
        f.write(text)


def write_whole(path, text):
    """Write path whole or not at all, for another process or thread reading it meanwhile: into a temporary
    file of this thread's own (two may write the same path at once: lit workers, browse's threads), renamed
    over it."""
    temporary = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    write_file(temporary, text)
    os.replace(temporary, path)


_annotated = {"directory": None}


def share(build_dir):
    """Keep, in make check's build, what every process learns once for the others: llvm-mca's answers
    (llvm.share), and each annotated assembly by its raw text (build/annotated/), which many configs emit alike
    (-O2's is often -O3's, one Clang's the next one's): it is scrubbed and annotated once."""
    llvm.share(os.path.join(build_dir, "llvm-mca"))
    _annotated["directory"] = os.path.join(build_dir, "annotated")


# What a compiler writes of itself, which nothing scrubbed or annotated reads: its version (.ident), and the
# stamp build() adds.
SELF_NAMED = re.compile(r"^\s*\.ident\b.*\n|^# oncelab \(inputs .*\n", re.M)


def _annotated_path(config, raw):
    """Where raw's annotation for config's instruction set is kept (build/annotated/), or None outside make
    check: named by what it depends on, the text less what a compiler says of itself, the family and triple,
    the harness's code (by its time, as for every .s) and llvm-mca."""
    if _annotated["directory"] is None:
        return None
    h = hashlib.sha256(SELF_NAMED.sub("", raw).encode())
    mca = llvm.tool("llvm-mca")
    h.update(repr((config.isa.name, config.llvm_triple, _tools_time(), mca and binary(mca))).encode())
    return os.path.join(_annotated["directory"], h.hexdigest()[:32] + ".s")


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
    rel = os.path.relpath(source, matrix.ROOT)
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
    raw = _read(raw_path) if os.path.exists(raw_path) else None
    compiled = raw is not None and raw.endswith(stamp)
    if compiled and os.path.getmtime(raw_path) >= _tools_time() and \
            os.path.exists(scrubbed_path) and os.path.getmtime(scrubbed_path) <= os.path.getmtime(raw_path):
        return parse(_read(scrubbed_path))
    if not compiled:
        try:
            proc = program.run(command, 120, cwd=matrix.ROOT,
                               env=dict(os.environ, LC_ALL="C"))     # plain ASCII messages, in any locale
        except subprocess.TimeoutExpired:
            raise BuildError(f"{rel}: {config.id}: {config.executable} took over 120 s; stopped") from None
        except OSError as e:
            raise BuildError(f"{rel}: {config.id}: cannot run {config.executable}: {e.strerror}") from None
        if proc.returncode != 0:     # a failed compile has written nothing (the raw file build() made stays empty)
            said = first_error(proc.stderr) or f"the compiler exited with status {proc.returncode} and said nothing"
            raise BuildError(f"{rel}: {config.id}: {said}")
        raw = proc.stdout if proc.stdout.endswith("\n") or not proc.stdout else proc.stdout + "\n"
        raw += stamp
    text, functions, kept = annotated(config, raw, rel)
    _write_scrubbed(scrubbed_path, text, kept)
    write_file(raw_path, raw)
    return functions


def annotated(config, raw, rel):
    """(the rendered text, the functions, the file that keeps the text or None) of raw scrubbed and annotated;
    in make check, done once for each text (share()). Raises BuildError naming rel and the config."""
    path = _annotated_path(config, raw)
    if path and os.path.exists(path):
        text = _read(path)
        return text, parse(text), path
    functions = scrub(raw, config.isa)
    if not functions:
        raise BuildError(f"{rel}: {config.id}: {NO_FUNCTIONS}")
    try:
        functions = annotate.annotate(config.isa, functions, raw, config.llvm_triple)
    except llvm.LLVMError as e:
        raise BuildError(f"{rel}: {config.id}: {e}") from None
    text = render(functions)
    if path:
        write_whole(path, text)
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
    write_file(path, text)


@functools.lru_cache(maxsize=None)
def binary(executable):
    """A program as what it runs depends on it (a compiler, for a build): the file it resolves to, its size and
    modification time."""
    path = os.path.realpath(matrix.which(executable) or executable)
    try:
        st = os.stat(path)
    except OSError:
        return path, None
    return path, st.st_size, st.st_mtime_ns


def _read(path):
    with open(path) as f:
        return f.read()


COMPILER_ERROR = re.compile(r"\berror\b|undefined reference|internal compiler error|Segmentation fault|PLEASE submit")


def first_error(text):
    """A compiler's or linker's own word for why it failed: its first error line (past a driver's summary of
    it), else its last line; '' when it said nothing."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for line in lines:
        if COMPILER_ERROR.search(line) and "linker command failed" not in line:
            return line
    return lines[-1] if lines else ""
