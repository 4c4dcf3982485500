"""tools/oncelab asm, diff and count: any C file (the corpus's or a user's) compiled for chosen configs,
its functions' scrubbed assembly with every memory access marked, side by side, and counted.

A corpus case (cases/**.c) is built where make check builds it (build/asm/<config>/<case>; in a test of make
check, in that check's build: matrix.build_dir), so fresh assembly is reused; any other C file is built in a
temporary directory. A .s file is read as the assembly one config would emit (hand-written, or saved from a
compiler): nothing is compiled.

What only some commands or outputs use (scan and the atlas's words for scan, difflib for diff, the threads and
temporary directory a C file's build needs, shutil and textwrap to fit a terminal) is imported where it is
used: make check runs asm on each of its hand-broken .s fixtures, which needs none of them.
"""

import dataclasses
import itertools
import json
import os
import re
import shlex
import sys

from . import annotate, asm, matrix


class BrowseError(Exception):
    """Bad input (a missing file, an unknown config or function): one line naming the file and config."""


@dataclasses.dataclass
class Built:
    """A C or .s file built in one config: its functions scrubbed and annotated, and which compiler (its version)."""
    config: matrix.Config
    source: str
    functions: list          # [(name, [line, ...])], scrubbed and annotated
    compiler: str

    def body(self, name):
        for n, body in self.functions:
            if n == name:
                return body
        names = ", ".join(n for n, _ in self.functions)
        raise BrowseError(f"{_rel(self.source)}: {self.config.id}: no function {name!r} in the assembly "
                          f"(it has: {names})")

    def count(self, name):
        return Count.of(self.config.isa, self.body(name))


def many(count, word):
    return f"{count or 'no'} {word}{'' if count == 1 else 's'}"


@dataclasses.dataclass
class Count:
    """A function's accesses as its annotations name them: totals, and per variable, in loops and out."""
    loads: int = 0           # of shared memory, pool/TOC/GOT entries included
    stores: int = 0
    entry_loads: int = 0     # of those loads, the pool, TOC and GOT entries
    stack_loads: int = 0
    stack_stores: int = 0
    loops: int = 0
    # what is accessed (a variable, or a pointer for what is reached through it: annotate.location) ->
    # {loads, stores, loads_in_loop, stores_in_loop}; the variables first
    variables: dict = dataclasses.field(default_factory=dict)
    unknown: list = dataclasses.field(default_factory=list)      # instructions neither LLVM nor a table knows

    @classmethod
    def of(cls, family, body):
        found_loops = annotate.loops(family, body)
        count = cls(loops=len(found_loops))
        for access in annotate.accesses(body, found_loops):
            if access.kind == "stack load":
                count.stack_loads += 1
                continue
            if access.kind == "stack store":
                count.stack_stores += 1
                continue
            store = access.kind == "store"
            count.stores += store
            count.loads += not store
            if access.kind in ("pool", "toc", "got"):
                count.entry_loads += 1
                continue
            name = annotate.location(access.what)
            v = count.variables.setdefault(name, {"loads": 0, "stores": 0, "loads_in_loop": 0,
                                                  "stores_in_loop": 0})
            kind = "stores" if store else "loads"
            v[kind] += 1
            v[kind + "_in_loop"] += access.in_loop
        count.unknown = [annotate.instruction(l).strip() for l in body if "unknown" in annotate.clauses(l)]
        count.variables = dict(sorted(count.variables.items(), key=lambda v: (not annotate.variable(v[0]), v[0])))
        return count

    def words(self):
        """'1 load, no stores (stack: 2 stores, 2 loads)'."""
        text = f"{many(self.loads, 'load')}, {many(self.stores, 'store')}"
        extra = []
        if self.entry_loads:
            extra.append(f"{self.entry_loads} of a pool, TOC or GOT entry")
        if self.stack_loads or self.stack_stores:
            extra.append(f"stack: {many(self.stack_stores, 'spill')}, {many(self.stack_loads, 'reload')}")
        if self.unknown:
            extra.append(f"{many(len(self.unknown), 'instruction')} neither LLVM nor oncelab could classify")
        return text + (f" ({'; '.join(extra)})" if extra else "")

    def variable_words(self, name):
        """'flag: 1 load, not in the loop' / 'flag: 1 load, in the loop' / 'hash_seed: 8 loads'."""
        v = self.variables[name]
        parts = []
        for kind in ("load", "store"):
            n, in_loop = v[kind + "s"], v[kind + "s_in_loop"]
            if not n:
                continue
            where = "" if not self.loops else ", in the loop" if n == in_loop else \
                ", not in the loop" if not in_loop else f", {in_loop} in the loop"
            parts.append(many(n, kind) + where)
        return f"{name}: {'; '.join(parts)}"


def _rel(path):
    rel = os.path.relpath(os.path.abspath(path), os.getcwd())
    return path if rel.startswith("../..") else rel


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
    where = f"{_rel(source)}: " if source else ""
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
        print(f"oncelab: note: {many(len(ids), 'config')} left out ({ids[0]}{', ...' if len(ids) > 1 else ''}): "
              f"{exe} is not installed ({hint})", file=sys.stderr)


C_LIKE = (".c", ".h", ".i")
ASSEMBLY = (".s", ".S")
NOT_C = {".cc": "C++", ".cpp": "C++", ".cxx": "C++", ".C": "C++", ".c++": "C++", ".hpp": "C++", ".hh": "C++",
         ".m": "Objective-C", ".mm": "Objective-C++", ".rs": "Rust", ".go": "Go", ".f90": "Fortran"}


def check_source(source):
    """One honest line for a file oncelab cannot read as C or assembly: missing, a directory, empty, another
    language, or not text."""
    name = _rel(source)
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


def user_flags(cflags=None, includes=(), defines=()):
    """The flags a user adds after the matrix's own (--cflags, -I, -D), -I paths made absolute: the compilers
    run from the repository's root."""
    try:
        words = shlex.split(cflags or "")
    except ValueError as e:
        raise BrowseError(f"--cflags {cflags!r}: {e}") from None
    words += [f"-I{d}" for d in includes] + [f"-D{d}" for d in defines]
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


def build(source, configs, jobs=None, extra=(), progress=None):
    """Built for each config (in order), and the one-line errors of the configs that failed. extra: flags added
    after each config's own (a build with them goes to a temporary directory, never over make check's)."""
    check_source(source)
    given, source = _rel(source), os.path.abspath(source)
    if source.endswith(ASSEMBLY):
        return _read_assembly(source, configs)
    import concurrent.futures
    import tempfile
    if extra:
        configs = [c.with_flags(extra) for c in configs]
    cases = os.path.join(matrix.ROOT, "cases") + os.sep
    done = itertools.count(1)
    with tempfile.TemporaryDirectory(prefix="oncelab-") as tmp:
        def one(config):
            try:
                return _one(config)
            finally:
                if progress:
                    progress(next(done), len(configs))

        def _one(config):
            if source.startswith(cases) and not extra:
                base = os.path.join(matrix.build_dir(), "asm", config.id, source[len(cases):-len(".c")])
            else:
                base = os.path.join(tmp, config.id, os.path.splitext(os.path.basename(source))[0])
            try:
                functions = asm.build(config, source, base)
            except asm.BuildError as e:
                return str(e)
            except OSError as e:
                return f"{_rel(source)}: {config.id}: {e.strerror}: {e.filename}"
            return Built(config, source, functions, compiler_name(config))
        with concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 1) as pool:
            results = list(pool.map(one, configs))
    if progress:
        progress(None, len(configs))
    built = [r for r in results if isinstance(r, Built)]
    inside = os.path.relpath(source, matrix.ROOT)      # as asm.build names a file in the repository
    errors = [r.replace(source, given).replace(inside, given) if not inside.startswith("..") else
              r.replace(source, given) for r in results if isinstance(r, str)]   # the path as the user gave it
    if not built and errors and all(e.endswith(asm.NO_FUNCTIONS) for e in errors):
        raise BrowseError(f"{given}: no function is defined in it: nothing to compile")
    return built, errors


def _read_assembly(source, configs):
    if len({c.target for c in configs}) > 1 and len(configs) == len(matrix.load()[0]):
        raise BrowseError(f"{_rel(source)}: say which config's assembly it is: --config gcc-12/aarch64/O2")
    try:
        with open(source) as f:
            raw = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise BrowseError(f"{_rel(source)}: cannot read it: {e}") from None
    built, errors = [], []
    for config in configs:
        try:
            functions = asm.annotated(config, raw, _rel(source))[1]
        except asm.BuildError as e:
            if not str(e).endswith(asm.NO_FUNCTIONS):
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


# Terminal rendering ----------------------------------------------------------------------------------

COLOUR = {"load": "32", "store": "31", "both": "35", "pool": "36", "stack": "2", "barrier": "34",
          "unknown": "33;1"}


def _paint(text, kind, colour):
    if not colour or not kind:
        return text
    return f"\033[{COLOUR[kind]}m{text}\033[0m"


def _bold(text, colour):
    return f"\033[1m{text}\033[0m" if colour else text


def kind_of(line):
    """The colour class of an annotated line: load, store, both, pool, stack, barrier, unknown or ''."""
    words = [c.split(" ")[0] if not c.startswith("stack") else "stack" for c in annotate.clauses(line)]
    if "unknown" in words:
        return "unknown"
    if "load" in words and "store" in words:
        return "both"
    for kind in ("load", "store", "stack", "barrier"):
        if kind in words:
            return kind
    return "pool" if {"pool", "toc", "got"} & set(words) else ""


def output_width(requested=None, stream=sys.stdout):
    """The columns output must fit: --width N, else the terminal's (or $COLUMNS); None when piped elsewhere
    with neither, where lines are not broken (a file or FileCheck reads them whole)."""
    if requested:
        return max(requested, 40)
    if stream.isatty():
        import shutil
        return shutil.get_terminal_size().columns
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else None


def wrapped(text, width, indent="    "):
    """text broken at spaces to fit width (not at all when width is None), later lines indented."""
    if width is None or len(text) <= width:
        return [text]
    import textwrap
    return textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False,
                         break_long_words=False) or [text]


def marked_lines(built, name, colour, width=None):
    """[(plain_text, painted_text)] for the function's label and body, each annotation in one column; where a
    line would not fit width, its annotation goes on a line of its own under it."""
    return [(plain, painted) for _, plain, painted in _marked(built, name, colour, width)]


def _marked(built, name, colour, width):
    """marked_lines, each row with the index of the line it shows (0: the label)."""
    body = built.body(name)
    texts = [annotate.instruction(line).expandtabs(8) for line in body]
    column = max([len(t) for t in texts] + [24]) + 2
    rows = [(0, f"{name}:", _bold(f"{name}:", colour))]
    for index, (text, line) in enumerate(zip(texts, body), 1):
        words = annotate.clauses(line)
        plain = text.ljust(column) + "; " + " ; ".join(words) if words else text
        parts = [text] + wrapped(" " * 16 + "; " + " ; ".join(words), width, " " * 18) \
            if width is not None and len(plain) > width and words else [plain]
        rows += [(index, part, _paint(part, kind_of(line), colour)) for part in parts]
    return rows


def show_asm(built, names, colour, width=None, out=sys.stdout):
    def header(text, indent="#     "):
        for part in wrapped(text, width, indent):
            print(_bold(part, colour), file=out)
    for b in built:
        header(f"# read as {b.config.id}'s assembly" if b.source.endswith(ASSEMBLY) else
               f"# {shlex.join(b.config.argv)} -S -o - {_rel(b.source)}")
        for name in names or [n for n, _ in b.functions]:
            count = b.count(name)
            header(f"# {name} in {b.config.id} ({b.compiler}): {count.words()}")
            for variable in count.variables:
                header(f"#   {count.variable_words(variable)}")
            for _, painted in marked_lines(b, name, colour, width):
                print(painted, file=out)
            print(file=out)


LABEL_REF = re.compile(r"(?:\.L|\$L|\.LBB|\$BB)[\w.$]*")
RELOCATION_NUMBER = re.compile(r"!(\w+)!\d+")     # Alpha's !gpdisp!1 and !gpdisp!2 are the same sequence


def _key(line, name):
    """A line as the side-by-side alignment compares it: function name and local label numbers aside."""
    line = re.sub(r"(?<![\w.])" + re.escape(name) + r"(?![\w$])", "FN", line.strip())   # $plain_wait..ng too
    return RELOCATION_NUMBER.sub(r"!\1!*", LABEL_REF.sub(".L*", line))


def show_diff(left, right, colour, width=None, out=sys.stdout):
    """Two (Built, function) side by side, aligned like diff -y, accesses marked, the counts under each; where
    the two columns do not fit width, one above the other, each line that differs marked at its left."""
    import difflib
    (lb, ln), (rb, rn) = left, right
    lrows, rrows = marked_lines(lb, ln, colour), marked_lines(rb, rn, colour)
    lkeys = [_key(l, ln) for l in [f"{ln}:"] + lb.body(ln)]
    rkeys = [_key(l, rn) for l in [f"{rn}:"] + rb.body(rn)]
    titles = (f"{ln} in {lb.config.id} ({lb.compiler})", f"{rn} in {rb.config.id} ({rb.compiler})")
    counts = (lb.count(ln), rb.count(rn))
    footers = [(c.words(), *(c.variable_words(v) for v in c.variables)) for c in counts]
    column = max([len(p) for p, _ in lrows] + [len(titles[0])] + [len(f) for f in footers[0]]) + 2
    right_width = max([len(p) for p, _ in rrows] + [len(titles[1])] + [len(f) for f in footers[1]])
    opcodes = difflib.SequenceMatcher(None, lkeys, rkeys, autojunk=False).get_opcodes()
    if width is not None and column + 2 + right_width > width:
        _stacked(left, right, titles, footers, opcodes, colour, width, out)
        return
    blank = ("", "")

    def row(l, sep, r):
        pad = " " * (column - len(l[0]))
        print(f"{l[1]}{pad}{sep} {r[1]}".rstrip(), file=out)

    row((titles[0], _bold(titles[0], colour)), " ", (titles[1], _bold(titles[1], colour)))
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            for l, r in zip(lrows[i1:i2], rrows[j1:j2]):
                row(l, " ", r)
        elif tag == "replace":
            for l, r in itertools.zip_longest(lrows[i1:i2], rrows[j1:j2]):
                row(l or blank, "|" if l and r else ("<" if l else ">"), r or blank)
        elif tag == "delete":
            for l in lrows[i1:i2]:
                row(l, "<", blank)
        else:
            for r in rrows[j1:j2]:
                row(blank, ">", r)
    for left_words, right_words in itertools.zip_longest(*footers, fillvalue=""):
        row((left_words, _bold(left_words, colour)), " ", (right_words, _bold(right_words, colour)))


def _stacked(left, right, titles, footers, opcodes, colour, width, out):
    """diff's form for a narrow terminal: the left function, then the right, '|' marking a line that the other
    has otherwise, '<' / '>' a line only this one has."""
    differs = ({}, {})
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            differs[0].update((i, "|" if tag == "replace" else "<") for i in range(i1, i2))
            differs[1].update((j, "|" if tag == "replace" else ">") for j in range(j1, j2))
    for side, ((b, name), title, footer) in enumerate(zip((left, right), titles, footers)):
        if side:
            print(file=out)
        for part in wrapped(title, width):
            print(_bold(part, colour), file=out)
        last = None
        for index, _, painted in _marked(b, name, colour, width - 2):
            mark = differs[side].get(index, " ") if index != last else " "
            last = index
            print(f"{mark} {painted}".rstrip(), file=out)
        for words in footer:
            for part in wrapped(words, width):
                print(_bold(part, colour), file=out)


def count_records(built):
    records = []
    for b in built:
        for name, _ in b.functions:
            n = b.count(name)
            record = {"config": b.config.id, "function": name, "loads": n.loads, "stores": n.stores,
                      "compiler": b.compiler, "entry_loads": n.entry_loads, "stack_stores": n.stack_stores,
                      "stack_loads": n.stack_loads, "loops": n.loops, "variables": n.variables}
            if n.unknown:
                record["unknown"] = n.unknown
            records.append((record, n))
    return records


def show_count(built, as_json, width=None, out=sys.stdout):
    records = count_records(built)
    if as_json:
        # One JSON array, one object a line: easy to read, to grep and to FileCheck.
        print("[\n" + ",\n".join(json.dumps(r) for r, _ in records) + "\n]" if records else "[]", file=out)
        return
    head = ("config", "function", "loads", "stores", "entry", "spills", "reloads", "per variable")
    rows = [head]
    for r, n in records:
        words = [n.variable_words(v) for v in n.variables] or [""]
        rows.append((r["config"], r["function"], r["loads"], r["stores"], r["entry_loads"], r["stack_stores"],
                     r["stack_loads"], words[0]))
        rows += [("", "", "", "", "", "", "", w) for w in words[1:]]
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(head))]
    stacked = width is not None and sum(widths) + 2 * (len(widths) - 1) > width
    for r in rows:
        if stacked:     # the per-variable words under the row, indented, when the table would not fit
            if any(str(v) for v in r[:7]):
                print("  ".join(str(v).ljust(w) if i in (0, 1) else str(v).rjust(w)
                                for i, (v, w) in enumerate(zip(r[:7], widths))).rstrip(), file=out)
            for part in wrapped("    " + r[7], width, "      ") if r[7] and r is not head else []:
                print(part, file=out)
            continue
        print("  ".join(str(v).ljust(w) if i in (0, 1, 7) else str(v).rjust(w)
                        for i, (v, w) in enumerate(zip(r, widths))).rstrip(), file=out)
    for part in wrapped(f"compilers: {', '.join(sorted({r['compiler'] for r, _ in records}))}", width):
        print(part, file=out)
    for r, _ in records:
        if r.get("unknown"):
            print(f"note: {r['config']}: {r['function']}: not counted, unknown to LLVM and to oncelab: "
                  f"{'; '.join(r['unknown'])}", file=sys.stderr)


def use_colour(choice, stream=sys.stdout):
    if choice == "always":
        return True
    if choice == "never":
        return False
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


# The commands ---------------------------------------------------------------------------------------

def _built_or_exit(source, configs, args):
    built, errors = build(source, configs, extra=user_flags(args.cflags, args.include, args.define),
                          progress=_progress(f"oncelab {args.command}"))
    for line in grouped_errors(errors):
        print(f"oncelab: {line}", file=sys.stderr)
    if not built:
        raise SystemExit(1)
    return built, bool(errors)


def cmd_asm(args):
    configs = select_configs(args.config, args.file, need_compiler=not args.file.endswith((".s", ".S")))
    built, failed = _built_or_exit(args.file, configs, args)
    for b in built:
        for name in args.function:
            b.body(name)        # an unknown function: the error, before any output
    show_asm(built, args.function, use_colour(args.color), output_width(args.width))
    return 1 if failed else 0


def cmd_diff(args):
    source = args.file
    configs = select_configs(args.config, source, need_compiler=not source.endswith((".s", ".S")))
    if not args.config:
        raise BrowseError(f"{_rel(source)}: say which config(s): --config gcc-12/aarch64/O2")
    built, failed = _built_or_exit(source, configs, args)
    colour = use_colour(args.color)
    names = args.function
    if len(names) == 2:
        pairs = [((b, names[0]), (b, names[1])) for b in built]
    elif len(names) == 1 and len(built) == 2:
        pairs = [((built[0], names[0]), (built[1], names[0]))]
    elif len(names) == 1 and len(built) == 1:
        name = names[0]
        partner = {"plain_": "once_", "once_": "plain_"}
        prefix = next((p for p in partner if name.startswith(p)), None)
        if prefix is None:
            raise BrowseError(f"{_rel(source)}: {built[0].config.id}: diff {name} against what? Give two "
                              f"functions (diff FILE PLAIN ONCE --config C) or two configs (--config A --config B)")
        other = partner[prefix] + name[len(prefix):]
        pair = [(built[0], name), (built[0], other)]
        pairs = [tuple(pair if prefix == "plain_" else pair[::-1])]
    else:
        raise BrowseError(f"{_rel(source)}: diff FILE FUNCTION compares one function across exactly two "
                          f"configs; {len(built)} were given ({', '.join(b.config.id for b in built[:3])}"
                          f"{f', and {len(built) - 3} more' if len(built) > 3 else ''})")
    for (lb, ln), (rb, rn) in pairs:
        lb.body(ln), rb.body(rn)
    for i, (left, right) in enumerate(pairs):
        if i:
            print()
        show_diff(left, right, colour, output_width(args.width))
    extra = user_flags(args.cflags, args.include, args.define)
    if extra:
        print(f"flags added after each config's own: {shlex.join(extra)}")
    return 1 if failed else 0


def cmd_count(args):
    configs = select_configs(args.config, args.file, need_compiler=not args.file.endswith((".s", ".S")))
    built, failed = _built_or_exit(args.file, configs, args)
    show_count(built, args.json, output_width(args.width))
    extra = user_flags(args.cflags, args.include, args.define)
    if extra and not args.json:
        print(f"flags added after each config's own: {shlex.join(extra)}")
    return 1 if failed else 0


# scan ------------------------------------------------------------------------------------------------

def _progress(what):
    """A progress line on a terminal (stderr), rewritten in place; nothing when stderr is not one."""
    if not sys.stderr.isatty():
        return None

    def show(done, total):
        if done is None:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        else:
            print(f"\r{what}: {done} of {total} configs built", end="", file=sys.stderr, flush=True)
    return show


def configs_in_words(ids, selected):
    """Config ids said short, as the atlas says them: 'gcc-12 O1-Os; clang-14, clang-19 O2-Os on x86_64'."""
    from . import atlas
    if len(ids) == len(selected):
        return f"every config ({len(ids)})"
    levels = list(dict.fromkeys(c.level for c in selected))
    targets_of = {}
    for c in selected:
        if c.target not in targets_of.setdefault(c.compiler, []):
            targets_of[c.compiler].append(c.target)
    chosen = {}
    for c in selected:
        if c.id in ids:
            chosen.setdefault(c.compiler, {}).setdefault(c.target, []).append(c.level)
    phrases = {}
    for compiler, by_target in chosen.items():
        groups = {}
        for target, shown in by_target.items():
            groups.setdefault(atlas._levels(shown, levels), []).append(target)
        for lv, targets in groups.items():
            where = "" if targets == targets_of[compiler] else f" on {', '.join(targets)}"
            phrases.setdefault(f"{lv}{where}", []).append(compiler)
    return "; ".join(f"{', '.join(compilers)} {phrase}" for phrase, compilers in phrases.items())


def scan_records(built, references, names):
    """One record per (config, function, variable): what the config did to the variable against its -O0
    reference (scan.compare), with both functions' counts."""
    from . import scan
    records = []
    for b in built:
        ref = references.get((b.config.compiler, b.config.target))
        for name, body in b.functions:
            if names and name not in names:
                continue
            if ref is None or name not in dict(ref.functions):
                continue
            reference, optimized = ref.body(name), body
            verdicts = scan.verdicts(b.config.isa, reference, optimized)
            counts, ref_counts = Count.of(b.config.isa, optimized), Count.of(b.config.isa, reference)
            for variable, found in verdicts.items():
                records.append({"config": b.config.id, "function": name, "variable": variable, "verdicts": found,
                                "reference": ref.config.id, "compiler": b.compiler,
                                "counts": counts.variables.get(variable, {}),
                                "reference_counts": ref_counts.variables.get(variable, {})})
    return records


def show_scan(records, selected, width, out=sys.stdout):
    """The verdicts as a table that fits width: a row per (function, variable, verdict), the configs in words."""
    from . import scan
    groups = {}
    for r in records:
        key = (r["function"], r["variable"], "+".join(r["verdicts"]))
        groups.setdefault(key, []).append(r["config"])
    order = {v: i for i, v in enumerate(scan.VERDICTS)}
    functions = list(dict.fromkeys(r["function"] for r in records))
    variables = sorted({r["variable"] for r in records}, key=lambda n: (not annotate.variable(n), n))
    rows = sorted(groups.items(), key=lambda g: (functions.index(g[0][0]), variables.index(g[0][1]),
                                                 order[g[0][2].split("+")[0]]))
    head = ("function", "variable", "verdict", "configs")
    cols = [max([len(head[i])] + [len(k[i]) for k, _ in rows]) for i in range(3)]
    room = max(24, width - sum(cols) - 6) if width else 10 ** 6
    print("  ".join(h.ljust(w) for h, w in zip(head, cols + [0])).rstrip(), file=out)
    import textwrap
    last = None
    for (function, variable, verdict), ids in rows:
        words = textwrap.wrap(configs_in_words(ids, selected), room, break_on_hyphens=False) or [""]
        shown = (function, variable) if (function, variable) != last else ("", "")
        last = (function, variable)
        print("  ".join(v.ljust(w) for v, w in zip((*shown, verdict), cols)) + "  " + words[0], file=out)
        for more in words[1:]:
            print(" " * (sum(cols) + 6) + more, file=out)


def cmd_scan(args):
    configs = select_configs(args.config, args.file, need_compiler=not args.file.endswith(ASSEMBLY))
    if args.file.endswith(ASSEMBLY):
        raise BrowseError(f"{_rel(args.file)}: scan compiles C: its reference is the same compiler at -O0, which "
                          f"an assembly file does not have (asm and count read .s files)")
    wanted, missing = matrix.with_references(configs, matrix.load()[0])
    if missing:
        raise BrowseError(f"{_rel(args.file)}: {missing[0]}: no -O0 config of the same compiler and target to "
                          f"scan it against (the matrix's levels must include O0)")
    extra = user_flags(args.cflags, args.include, args.define)
    built, errors = build(args.file, wanted, extra=extra, progress=_progress("oncelab scan"))
    for line in grouped_errors(errors):
        print(f"oncelab: {line}", file=sys.stderr)
    if not built:
        raise SystemExit(1)
    references = {(b.config.compiler, b.config.target): b for b in built if b.config.level == "O0"}
    asked = {c.id for c in configs if c.level != "O0"}
    if not asked:
        raise BrowseError(f"{_rel(args.file)}: -O0 is the reference scan measures against; choose optimized "
                          f"configs (e.g. --config 'gcc-12/*/O2')")
    scanned = [b for b in built if b.config.id in asked]
    for b in scanned:
        for name in args.function:
            b.body(name)
    records = scan_records(scanned, references, args.function)
    if args.json:
        print("[\n" + ",\n".join(json.dumps(r) for r in records) + "\n]" if records else "[]")
    else:
        if not records:
            print(f"{_rel(args.file)}: its functions touch no memory but their own stack: nothing to scan")
        else:
            selected = [b.config for b in scanned]
            width = output_width(args.width)
            show_scan(records, selected, width)
            for line in ("reference: each config's own compiler and target at -O0, where every access is made as "
                         "written", f"compilers: {', '.join(sorted({b.compiler for b in built}))}") + \
                    ((f"flags added after each config's own: {shlex.join(extra)}",) if extra else ()):
                for part in wrapped(line, width):
                    print(part)
    return 1 if errors else 0
