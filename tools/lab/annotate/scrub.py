"""Scrubbing: a compiler's assembly cut down to the functions' own lines, as LLVM's update_cc_test_checks.py does.

The scrubbed form keeps, for each function, its label, its local labels and its instructions, one a line
(several on one line are split), and drops directives, CFI and comments; the annotation stage
(annotation.py) then gives each instruction what it does to memory and control. FileCheck reads the result.

Built with line tables (-g1, as scan builds a user's file), the assembly says which source line each instruction
is from (`.loc FILE LINE`): located() keeps that beside each line, and the scrubbed text is the same as without.
"""

import re

LABEL = re.compile(r"^([$.\w]+):(.*)$")

# .type f, @function (%function on ARM, #function in GCC's SPARC), or MIPS's and Alpha's .ent f
FUNCTION = re.compile(r"^[ \t]*(?:\.type\s+([$.\w]+)\s*,\s*[@%#]function|\.ent\s+([$.\w]+))", re.M)

FUNCTION_END = re.compile(r"^\s*(?:\.size|\.end)\s+([$.\w]+)")

# Labels the compilers put at function bounds and for unwind tables: noise, not control flow.
NOISE_LABEL = re.compile(r"^(?:\.LFB\d+|\.LFE\d+|\.LFSB\d+|\$LFB\d+|\$LFE\d+|\.Lfunc_(?:begin|end|gep|lep)\d+|\$func_(?:begin|end)\d+|\.LCFI?\d+)$")

# GAS's numeric local labels (`1:`), which inline asm uses (an LL/SC loop: `1: ldxr ...; cbnz w5, 1b`), and which
# a branch names with a direction, `1b` the nearest 1: before it, `2f` the nearest 2: after it. Kept where a branch
# of the function names one (annotation.py resolves it); else noise (ppc64's `0:` at the global entry point).
NUMERIC_LABEL = re.compile(r"^\d+$")
NUMERIC_REFERENCE = re.compile(r"(?<![\w.$])(\d+)[bf](?![\w.$])")

# A function's cold part (GCC's foo.cold, foo.cold.1: the unlikely blocks, a __builtin_trap, moved to
# .text.unlikely): its code is foo's, reached by foo's branches to its local labels, so it is read as the end of
# foo's body, not as a function of its own.
COLD_PART = re.compile(r"^(.+)\.cold(?:\.\d+)?$")

# A directive that is an instruction, written as its encoding: GCC's and Clang's __builtin_trap on ARM (.inst 0xdeff).
INSTRUCTION_WORD = re.compile(r"^\.inst(?:\.[nw])?\s")

# Labels that line tables add (Clang's .Ltmp0 after a function, MIPS's $tmp0; GCC's .LBB4 and .LBE4 round what
# it inlined, $LBB4 on MIPS, unlike Clang's blocks, .LBB0_2): kept only where an instruction names one (i386's PIC
# `addl $_GLOBAL_OFFSET_TABLE_+(.Ltmp0-.L0$pb), %eax`), so that -g1 scrubs as without it.
DEBUG_LABEL = re.compile(r"^(?:\.Ltmp|\$tmp|[.$]LB[BE]|[.$]LVL)\d+$")
# A symbol set to another, as Clang's MIPS writes with line tables: `$func_begin0 = $tmp0`.
SYMBOL_SET = re.compile(r"^[$.][\w$.]*\s*=\s*\(?[$.][\w$.]*\)?$")

# The line tables: `.file 1 "/usr/include/urcu" "uatomic.h"` (or one path) names file 1; `.loc 1 12 5` says the
# instructions after it are from its line 12.
FILE_ENTRY = re.compile(r'^\s*\.file\s+(\d+)\s+"((?:[^"\\]|\\.)*)"(?:\s+"((?:[^"\\]|\\.)*)")?')
LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)")

NO_FUNCTIONS = "no functions in it"

FIRST_SPACE = re.compile(r"\s+")


def scrub(text, isa):
    """The functions of an assembly file, in order: [(name, [line, ...])], each line one tab-indented
    instruction or a label."""
    return [(name, [line for line, _ in body]) for name, body in located(text, isa)]


def located(text, isa):
    """scrub()'s functions, each line with where in the source it is from: [(name, [(line, (file, line number)
    or None)])], None for a label, or where the assembly has no line tables."""
    names = {a or b for a, b in FUNCTION.findall(text)}
    functions, current, reading = [], None, None       # reading: the label of the code read (foo, or foo.cold)
    sources, where = {}, None

    def close():
        if current and not any(f is current for f in functions):
            functions.append(current)
    for raw in isa.lines(text):
        line = unquoted(raw).strip()
        if not line or line[0] == "#":
            continue
        if line[0] == "." and not LABEL.match(line) and not INSTRUCTION_WORD.match(line):
            # a directive: a line table's, or it may end the function, else it goes
            loc = LOC.match(line)
            if loc:
                # line 0: code the compiler gives no line (Clang's, where two lines' code is merged)
                where = (sources.get(loc.group(1), "?"), int(loc.group(2))) if int(loc.group(2)) else None
                continue
            entry = FILE_ENTRY.match(raw)
            if entry:
                number, first, second = entry.groups()
                sources[number] = first if second is None else \
                    second if second.startswith("/") else f"{first}/{second}"
                continue
            end = FUNCTION_END.match(line)
            if end and current and end.group(1) in (current[0], reading):
                close()
                current = reading = None
            continue
        line = isa.strip_comment(line)
        if not line:
            continue
        label = LABEL.match(line)
        if label and label.group(1) in names:
            close()
            cold = COLD_PART.match(label.group(1))
            parent = next((f for f in functions if cold and f[0] == cold.group(1)), None)
            current, reading = parent or (label.group(1), []), label.group(1)
            continue
        if current is None or SYMBOL_SET.match(line):
            continue
        if label:
            if not NOISE_LABEL.match(label.group(1)):
                current[1].append((label.group(1) + ":", None))
            line = label.group(2).strip()
            if not line or (line[0] == "." and not LABEL.match(line) and not INSTRUCTION_WORD.match(line)):
                continue
        for statement in isa.statements(line):
            label = LABEL.match(statement)
            while label and NUMERIC_LABEL.match(label.group(1)):    # riscv's `...; bnez a3,1b; 1:` on one line
                current[1].append((label.group(1) + ":", None))
                statement = label.group(2).strip()
                label = LABEL.match(statement)
            if statement:
                current[1].append(("\t" + FIRST_SPACE.sub("\t", statement, count=1), where))
    close()
    return [(name, _labels_named(body)) for name, body in functions]


def _labels_named(body):
    """The body without the numeric labels that none of its branches names, and the line tables' labels that
    no instruction names."""
    named = {m.group(1) for line, _ in body if line.startswith("\t") for m in NUMERIC_REFERENCE.finditer(line)}
    words = {w for line, _ in body if line.startswith("\t") for w in re.findall(r"[$.\w]+", line)}

    def kept(label):
        return not (NUMERIC_LABEL.match(label) and label not in named or DEBUG_LABEL.match(label) and label not in words)
    return [(line, at) for line, at in body if line.startswith("\t") or kept(line[:-1])]


def render(functions):
    return "".join(f"{name}:\n" + "".join(line + "\n" for line in body) for name, body in functions)


def parse(text):
    """render()'s output read back: a function starts at an unindented label not local ('.L', '$L', '1')."""
    functions = []
    for line in text.splitlines():
        if line and line[0] not in "\t.$" and line.endswith(":") and not NUMERIC_LABEL.match(line[:-1]):
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

QUOTED_SYMBOL = re.compile(r'"([^"\s\\]+)"')

STRING_DATA = re.compile(r"^\s*\.(?:ascii|asciz|string)\b")


def unquoted(line):
    """A line with its quoted symbols bare: Clang writes a symbol that is not plain ASCII as "café"."""
    return line if '"' not in line or STRING_DATA.match(line) else QUOTED_SYMBOL.sub(r"\1", line)
