"""tools/oncelab asm, diff and count in a terminal: any C file (the corpus's or a user's) built for chosen
configs (compile/batch.py), its functions' scrubbed assembly with every memory access marked, side by side, and
counted; and the configs said in words, as scan's table says them (show/scanning.py).

What only some commands or outputs use (the atlas's words for configs, difflib for diff, the threads and
temporary directory a C file's build needs, shutil and textwrap to fit a terminal) is imported where it is
used: make check runs asm on each of its hand-broken .s fixtures, which needs none of them.
"""

import itertools
import json
import re
import shlex
import sys

from ..annotate import annotation, counts
from ..base import paths, terminal
from ..compile import batch


# Terminal rendering ----------------------------------------------------------------------------------

COLOUR = {"load": "32", "store": "31", "both": "35", "pool": "36", "stack": "2", "barrier": "34",
          "unknown": "33;1"}


def _paint(text, kind, colour):
    if not colour or not kind:
        return text
    return f"\033[{COLOUR[kind]}m{text}\033[0m"


def _bold(text, colour):
    return f"\033[1m{text}\033[0m" if colour else text


def marked_lines(built, name, colour, width=None):
    """[(plain_text, painted_text)] for the function's label and body, each annotation in one column; where a
    line would not fit width, its annotation goes on a line of its own under it."""
    return [(plain, painted) for _, plain, painted in _marked(built, name, colour, width)]


def _marked(built, name, colour, width):
    """marked_lines, each row with the index of the line it shows (0: the label)."""
    body = built.body(name)
    texts = [annotation.instruction(line).expandtabs(8) for line in body]
    column = max([len(t) for t in texts] + [24]) + 2
    rows = [(0, f"{name}:", _bold(f"{name}:", colour))]
    for index, (text, line) in enumerate(zip(texts, body), 1):
        words = annotation.clauses(line)
        plain = text.ljust(column) + "; " + " ; ".join(words) if words else text
        parts = [text] + terminal.wrapped(" " * 16 + "; " + " ; ".join(words), width, " " * 18) \
            if width is not None and len(plain) > width and words else [plain]
        rows += [(index, part, _paint(part, counts.kind_of(line), colour)) for part in parts]
    return rows


def show_asm(built, names, colour, width=None, out=sys.stdout):
    def header(text, indent="#     "):
        for part in terminal.wrapped(text, width, indent):
            print(_bold(part, colour), file=out)
    for b in built:
        header(f"# read as {b.config.id}'s assembly" if b.source.endswith(batch.ASSEMBLY) else
               f"# {shlex.join(b.config.argv)} -S -o - {paths.shown(b.source)}")
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
        for part in terminal.wrapped(title, width):
            print(_bold(part, colour), file=out)
        last = None
        for index, _, painted in _marked(b, name, colour, width - 2):
            mark = differs[side].get(index, " ") if index != last else " "
            last = index
            print(f"{mark} {painted}".rstrip(), file=out)
        for words in footer:
            for part in terminal.wrapped(words, width):
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
            for part in terminal.wrapped("    " + r[7], width, "      ") if r[7] and r is not head else []:
                print(part, file=out)
            continue
        print("  ".join(str(v).ljust(w) if i in (0, 1, 7) else str(v).rjust(w)
                        for i, (v, w) in enumerate(zip(r, widths))).rstrip(), file=out)
    for part in terminal.wrapped(f"compilers: {', '.join(sorted({r['compiler'] for r, _ in records}))}", width):
        print(part, file=out)
    for r, _ in records:
        if r.get("unknown"):
            print(f"note: {r['config']}: {r['function']}: not counted, unknown to LLVM and to oncelab: "
                  f"{'; '.join(r['unknown'])}", file=sys.stderr)


# The commands ---------------------------------------------------------------------------------------


def _built_or_exit(source, configs, args):
    built, errors = batch.build(source, configs, extra=batch.user_flags(args.cflags, args.include, args.define, args.freestanding),
                                progress=f"oncelab {args.command}")
    for line in batch.grouped_errors(errors):
        print(f"oncelab: {line}", file=sys.stderr)
    if not built:
        raise SystemExit(1)
    return built, bool(errors)


def cmd_asm(args):
    """asm FILE.c [FILE.c ...] [FUNCTION ...]: the arguments that name C or assembly files are files, the rest
    functions."""
    sources = [args.file] + [f for f in args.function if f.endswith(batch.C_LIKE + batch.ASSEMBLY)]
    names = [f for f in args.function if not f.endswith(batch.C_LIKE + batch.ASSEMBLY)]
    failed = False
    for source in sources:
        configs = batch.select_configs(args.config, source, need_compiler=not source.endswith(batch.ASSEMBLY))
        built, some_failed = _built_or_exit(source, configs, args)
        for b in built:
            for name in names:
                b.body(name)        # an unknown function: the error, before any output
        show_asm(built, names, terminal.use_colour(args.color), terminal.output_width(args.width))
        failed = failed or some_failed
    return 1 if failed else 0


def cmd_diff(args):
    source, names = args.file, args.function
    configs = batch.select_configs(args.config, source, need_compiler=not source.endswith((".s", ".S")))
    if not args.config:
        raise batch.BrowseError(f"{paths.shown(source)}: say which config(s): --config gcc-12/aarch64/O2")
    # What to compare is settled from the arguments, before anything is compiled.
    partner = {"plain_": "once_", "once_": "plain_"}
    prefix = next((p for p in partner if names[0].startswith(p)), None)
    if len(names) == 1 and len(configs) == 1 and prefix is None:
        raise batch.BrowseError(f"{paths.shown(source)}: {configs[0].id}: diff {names[0]} against what? Give two "
                                f"functions (diff FILE PLAIN ONCE --config C) or two configs (--config A --config B)")
    if len(names) > 2:
        raise batch.BrowseError(f"{paths.shown(source)}: diff compares two functions, or one in two configs; "
                                f"{len(names)} functions were given")
    if len(names) == 1 and len(configs) > 2:
        raise batch.BrowseError(f"{paths.shown(source)}: diff FILE FUNCTION compares one function across exactly "
                                f"two configs; {len(configs)} were given ({', '.join(c.id for c in configs[:3])}"
                                f"{f', and {len(configs) - 3} more' if len(configs) > 3 else ''})")
    built, failed = _built_or_exit(source, configs, args)
    colour = terminal.use_colour(args.color)
    if len(names) == 2:
        pairs = [((b, names[0]), (b, names[1])) for b in built]
    elif len(configs) == 2:
        if len(built) != 2:
            raise SystemExit(1)         # one of the two did not build: said above
        pairs = [((built[0], names[0]), (built[1], names[0]))]
    else:
        pair = [(built[0], names[0]), (built[0], partner[prefix] + names[0][len(prefix):])]
        pairs = [tuple(pair if prefix == "plain_" else pair[::-1])]
    for (lb, ln), (rb, rn) in pairs:
        lb.body(ln), rb.body(rn)
    for i, (left, right) in enumerate(pairs):
        if i:
            print()
        show_diff(left, right, colour, terminal.output_width(args.width))
    extra = batch.user_flags(args.cflags, args.include, args.define, args.freestanding)
    if extra:
        print(f"flags added after each config's own: {shlex.join(extra)}")
    return 1 if failed else 0


def cmd_count(args):
    configs = batch.select_configs(args.config, args.file, need_compiler=not args.file.endswith((".s", ".S")))
    built, failed = _built_or_exit(args.file, configs, args)
    show_count(built, args.json, terminal.output_width(args.width))
    extra = batch.user_flags(args.cflags, args.include, args.define, args.freestanding)
    if extra and not args.json:
        print(f"flags added after each config's own: {shlex.join(extra)}")
    return 1 if failed else 0


# scan ------------------------------------------------------------------------------------------------


def configs_in_words(ids, selected):
    """Config ids said short, as the atlas says them: 'gcc-12 O1-Os; clang-14, clang-19 O2-Os on x86_64'."""
    from ..explain import atlas
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
            groups.setdefault(atlas.level_span(shown, levels), []).append(target)
        for lv, targets in groups.items():
            where = "" if targets == targets_of[compiler] else f" on {', '.join(targets)}"
            phrases.setdefault(f"{lv}{where}", []).append(compiler)
    return "; ".join(f"{', '.join(compilers)} {phrase}" for phrase, compilers in phrases.items())
