"""Scrubbing: a compiler's assembly cut down to the functions' own lines, as LLVM's update_cc_test_checks.py does.

The scrubbed form keeps, for each function, its label, its local labels and its instructions, one a line
(several on one line are split), and drops directives, CFI and comments; the annotation stage
(annotation.py) then gives each instruction what it does to memory and control. FileCheck reads the result.
"""

import re

LABEL = re.compile(r"^([$.\w]+):(.*)$")

# .type f, @function (%function on ARM, #function in GCC's SPARC), or MIPS's and Alpha's .ent f
FUNCTION = re.compile(r"^[ \t]*(?:\.type\s+([$.\w]+)\s*,\s*[@%#]function|\.ent\s+([$.\w]+))", re.M)

FUNCTION_END = re.compile(r"^\s*(?:\.size|\.end)\s+([$.\w]+)")

# Labels the compilers put at function bounds and for unwind tables: noise, not control flow.
NOISE_LABEL = re.compile(r"^(?:\.LFB\d+|\.LFE\d+|\$LFB\d+|\$LFE\d+|\.Lfunc_(?:begin|end|gep|lep)\d+|\$func_(?:begin|end)\d+|\.LCF\d+|\d+)$")

NO_FUNCTIONS = "no functions in it"

FIRST_SPACE = re.compile(r"\s+")


def scrub(text, isa):
    """The functions of an assembly file, in order: [(name, [line, ...])], each line one tab-indented
    instruction or a label."""
    names = {a or b for a, b in FUNCTION.findall(text)}
    functions, current = [], None
    for raw in isa.lines(text):
        line = unquoted(raw).strip()
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

QUOTED_SYMBOL = re.compile(r'"([^"\s\\]+)"')

STRING_DATA = re.compile(r"^\s*\.(?:ascii|asciz|string)\b")


def unquoted(line):
    """A line with its quoted symbols bare: Clang writes a symbol that is not plain ASCII as "café"."""
    return line if '"' not in line or STRING_DATA.match(line) else QUOTED_SYMBOL.sub(r"\1", line)
