"""Any C file (the corpus's or a user's) or a compiler's .s file, built for chosen configs at once: the configs a
user's --config options name, the user's own flags, one honest line for a file oncelab cannot read, and the
build errors said once for the configs that failed alike. The terminal views (show/browse.py) and the pages
(show/report.py) both build through here.

A corpus case (cases/**.c) is built where make check builds it (BUILD/asm/<config>/<case>; in a test of make
check, in that check's build: paths.build_dir), so fresh assembly is reused; any other C file is built in a
temporary directory. A .s file is read as the assembly one config would emit (hand-written, or saved from a
compiler): nothing is compiled.
"""
import dataclasses
import itertools
import os
import re
import shlex
import sys
import threading

from ..annotate import counts, scrub
from ..base import corpus, paths, terminal, text
from . import assembly, matrix, twin


class BrowseError(Exception):
    """Bad input (a missing file, an unknown config or function): one line naming the file and config."""


@dataclasses.dataclass
class Built:
    """A C or .s file built in one config: its functions scrubbed and annotated, and which compiler (its version)."""
    config: matrix.Config
    source: str
    functions: list          # [(name, [line, ...])], scrubbed and annotated
    compiler: str
    twin: list = None        # the same of its ONCE twin (compile/twin.py), where it was built with one
    rewrite: "twin.Twin" = None  # that twin as the rewrite made it: what it left as written (untwinned), and
    #                              which of the file's functions call which (callers)
    located: dict = None     # {function: [(file, line) or None per line]}: built with line tables, each line's source
    twin_located: dict = None    # the same of the twin

    def body(self, name):
        for n, body in self.functions:
            if n == name:
                return body
        names = ", ".join(n for n, _ in self.functions)
        into = self.rewrite.callers.get(name) if self.rewrite else None
        gone = f" (inlined into {', '.join(into)}, or dropped)" if into else ""
        raise BrowseError(f"{paths.shown(self.source)}: {self.config.id}: no function {name!r} in the "
                          f"assembly{gone} (it has: {names})")

    def count(self, name):
        return counts.Count.of(self.config.isa, self.body(name))


def compiler_name(config):
    """'aarch64-linux-gnu-gcc 12.2.0', 'clang 19.1.7': the compiler and its exact version, in short."""
    line = matrix.compiler_version(config.executable)
    if not line:
        return f"{config.executable} (version unknown)"
    m = re.match(r"^(\S+?)(?:-\d+)?\s+\(.*\)\s+(\d[\w.]*)", line)
    if m:
        return f"{m.group(1)} {m.group(2)}"
    m = re.search(r"\b(clang) version (\d[\w.]*)", line)
    if m:
        return f"{m.group(1)} {m.group(2)}"
    return line


def select_configs(patterns, source=None, need_compiler=True):
    """The configs the --config options name (ids or shell patterns like 'gcc-12/*/O2'), in the order given;
    without any, every installed config."""
    configs, problems = matrix.load()
    where = f"{paths.shown(source)}: " if source else ""
    if not patterns:
        chosen = [c for c in configs if c.installed() or not need_compiler]
        if not chosen:
            raise BrowseError(f"{where}no compiler of the matrix is installed (make setup)")
        _note_missing([c for c in configs if c not in chosen])
        return chosen
    chosen, skipped = [], []
    for pattern in patterns:
        try:
            matched = matrix.select(configs, [pattern])
        except matrix.MatrixError as e:
            # A compiler the matrix could not make configs of: its own problem says why.
            why = next((m for p, m in problems if p.split("/")[0] == pattern.split("/")[0]), None)
            raise BrowseError(f"{where}{why or e}") from None
        if need_compiler:
            missing = [c for c in matched if not c.installed()]
            if missing and len(missing) == len(matched):
                c = missing[0]
                raise BrowseError(f"{where}{c.id}: {c.executable} is not installed ({c.install_hint})")
            skipped += missing
            matched = [c for c in matched if c.installed()]
        chosen += [c for c in matched if c not in chosen]
    _note_missing(skipped)
    return chosen


def _note_missing(configs):
    """One line for the configs left out because their compiler is not here: never a silent gap."""
    by_compiler = {}
    for c in configs:
        by_compiler.setdefault((c.executable, c.install_hint), []).append(c.id)
    for (exe, hint), ids in by_compiler.items():
        print(f"oncelab: note: {text.many(len(ids), 'config')} left out ({ids[0]}{', ...' if len(ids) > 1 else ''}): "
              f"{exe} is not installed ({hint})", file=sys.stderr)


C_LIKE = (".c", ".h", ".i")


ASSEMBLY = (".s", ".S")


NOT_C = {".cc": "C++", ".cpp": "C++", ".cxx": "C++", ".C": "C++", ".c++": "C++", ".hpp": "C++", ".hh": "C++",
         ".m": "Objective-C", ".mm": "Objective-C++", ".rs": "Rust", ".go": "Go", ".f90": "Fortran"}


def check_source(source):
    """One honest line for a file oncelab cannot read as C or assembly: missing, a directory, empty, another
    language, or not text."""
    name = paths.shown(source)
    if os.path.isdir(source):
        raise BrowseError(f"{name}: is a directory; give one C file (a .c file with the functions to look at)")
    if not os.path.isfile(source):
        raise BrowseError(f"{name}: no such file")
    ext = os.path.splitext(source)[1]
    if ext in NOT_C:
        raise BrowseError(f"{name}: a {NOT_C[ext]} file; oncelab reads C (.c) or a compiler's assembly (.s)")
    if ext not in C_LIKE + ASSEMBLY:
        raise BrowseError(f"{name}: not a .c or .s file; oncelab reads C (.c) or a compiler's assembly (.s)")
    if os.path.getsize(source) == 0:
        raise BrowseError(f"{name}: is empty; there are no functions to look at")


def user_flags(cflags=None, includes=(), defines=(), freestanding=False):
    """The flags a user adds after the matrix's own (--cflags, -I, -D, --freestanding), -I paths made absolute:
    the compilers run from the repository's root."""
    try:
        words = shlex.split(cflags or "")
    except ValueError as e:
        raise BrowseError(f"--cflags {cflags!r}: {e}") from None
    words += [f"-I{d}" for d in includes] + [f"-D{d}" for d in defines] + ["-ffreestanding"] * freestanding
    out, after = [], None
    for w in words:
        if after:
            out.append(os.path.abspath(w))
            after = None
        elif w in ("-I", "-isystem", "-iquote", "-include"):
            out.append(w)
            after = w
        elif w.startswith("-I") and len(w) > 2:
            out.append("-I" + os.path.abspath(w[2:]))
        else:
            out.append(w)
    return tuple(out)


def as_built(config, source):
    """config as it builds source: a case of the corpus with the matrix's flags, any other file hosted
    (Config.hosted)."""
    return config if corpus.case_of(source) else config.hosted()


def build(source, configs, jobs=None, extra=(), progress=None, twins=None, first_alone=False, references=()):
    """Built for each config (in order), and the one-line errors of the configs that failed. extra: flags added
    after each config's own (a build with them goes to a temporary directory, never over make check's). progress:
    what a progress line on a terminal says is building ('oncelab scan'), or None for none. twins: a twin.Twins
    of source, to build each config's twin too (Built.twin), at the same level with the same flags. first_alone:
    build the first config before the others, and where it fails (a syntax error, a missing header) stop there,
    its error the only one. references: the ids of configs built only as the others' reference (scan's -O0), which
    the progress line does not count as configs, as `tools/oncelab configs` does not."""
    check_source(source)
    given, source = paths.shown(source), os.path.abspath(source)
    if source.endswith(ASSEMBLY):
        return _read_assembly(source, configs)
    import concurrent.futures
    import tempfile
    configs = [as_built(c, source) for c in configs]
    if extra:
        configs = [c.with_flags(extra) for c in configs]
    done, ended = itertools.count(1), threading.Event()
    counted = sum(1 for c in configs if c.id not in references)
    with tempfile.TemporaryDirectory(prefix="oncelab-") as tmp, terminal.Progress(progress) as shown:
        def one(config):
            try:
                return _one(config)
            finally:
                if progress and not ended.is_set() and config.id not in references:    # after an interrupt,
                    shown(f"{next(done)} of {text.many(counted, 'config')} built")  # no line after "interrupted"

        def _one(config):
            case = corpus.case_of(source)
            if case and not extra:
                base = corpus.Case(case).built(paths.build_dir(), config.id)
            else:
                base = os.path.join(tmp, config.id, os.path.splitext(os.path.basename(source))[0])
            line_tables = matrix.LINE_TABLES[0] in config.argv
            # the twin is made and built beside the file (a config's two compiles at once: one config, two cores)
            made = {}
            if twins is not None:
                beside = threading.Thread(target=_twin, args=(config, base, line_tables, made))
                beside.start()
            try:
                built = Built(config, source, assembly.build(config, source, base), compiler_name(config))
                if line_tables:
                    built.located = assembly.located(base, config)
            except assembly.BuildError as e:
                return str(e)
            except OSError as e:
                return f"{paths.shown(source)}: {config.id}: {e.strerror}: {e.filename}"
            finally:
                if twins is not None:
                    beside.join()
            if "error" in made:
                return made["error"]
            built.rewrite, built.twin, built.twin_located = made.get("rewrite"), made.get("twin"), made.get("located")
            return built

        def _twin(config, base, line_tables, made):
            """config's twin of source, rewritten and built, into made (rewrite, twin, located; or its error)."""
            try:
                made["rewrite"] = twins.of(config)
                twin_path, how = twins.written(made["rewrite"], tmp)
                made["twin"] = assembly.build(config.with_flags(how), twin_path, base + ".twin")
                if line_tables:
                    made["located"] = assembly.located(base + ".twin", config)
                return
            except twin.TwinError as e:
                why = str(e)
            except assembly.BuildError as e:        # said of the file and config already: the compiler's words
                why = str(e).split(f"{config.id}: ", 1)[-1]
            except OSError as e:
                why = f"{e.strerror}: {e.filename}"
            made["error"] = f"{paths.shown(source)}: {config.id}: the ONCE twin: {why}"
        pool = concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 1)
        try:
            results = [pool.submit(one, configs[0]).result()] if first_alone and configs else []
            if not (results and isinstance(results[0], str)):
                results += list(pool.map(one, configs[len(results):]))
        finally:    # on Ctrl-C, the compiles not yet started never start; those under way had the SIGINT too
            ended.set()
            pool.shutdown(cancel_futures=True)
    built = [r for r in results if isinstance(r, Built)]
    # assembly.build, and the compiler it runs at the root, name a file in the repository relative to the root,
    # one outside by its absolute path: each as the user gave it
    in_root = os.path.relpath(source, paths.ROOT)
    errors = [r.replace(source, given).replace(in_root, given) for r in results if isinstance(r, str)]
    if not built and errors and all(e.endswith(scrub.NO_FUNCTIONS) for e in errors):
        raise BrowseError(f"{given}: no function is defined in it: nothing to compile")
    return built, errors


def _read_assembly(source, configs):
    if len({c.target for c in configs}) > 1 and len(configs) == len(matrix.load()[0]):
        raise BrowseError(f"{paths.shown(source)}: say which config's assembly it is: --config gcc-12/aarch64/O2")
    try:
        with open(source) as f:
            raw = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise BrowseError(f"{paths.shown(source)}: cannot read it: {e}") from None
    built, errors = [], []
    for config in configs:
        try:
            functions = assembly.annotated(config, raw, paths.shown(source))[1]
        except assembly.BuildError as e:
            if not str(e).endswith(scrub.NO_FUNCTIONS):
                raise BrowseError(str(e)) from None
            errors.append(f"{e} (each needs a label and a .type NAME,@function / .ent NAME line, as compilers write)")
            continue
        built.append(Built(config, source, functions, f"assembly file {os.path.basename(source)}"))
    return built, errors


def grouped_errors(errors):
    """The build errors, one line each, configs that failed the same way said once."""
    by_message = {}
    for e in errors:
        m = re.match(r"^(.*?): (\S+/\S+/\S+): (.*)$", e)
        key = (m.group(1), m.group(3)) if m else (e, "")
        by_message.setdefault(key, []).append(m.group(2) if m else None)
    lines = []
    for (where, message), ids in by_message.items():
        if not message:
            lines.append(where)
            continue
        others = f" (and {len(ids) - 1} other config{'s' if len(ids) > 2 else ''})" if len(ids) > 1 else ""
        lines.append(f"{where}: {ids[0]}{others}: {message}")
    return lines
