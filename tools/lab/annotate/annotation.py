"""Annotated assembly: each instruction of the scrubbed functions gains a comment saying what it does to
memory and control, with every access resolved to the variable it touches wherever the function's own
instructions say so. It is the stage after scrubbing (scrub.scrub), as Compiler Explorer's asm parser and
LLVM's UpdateTestChecks scrubbers are stages: FileCheck reads its output, and the tools count from it.

    ldr     w0, [x1]            ; load flag
    stp     w0, w0, [x1]        ; store v64 ; store v64+4
    ldr     r3, .L5             ; pool &flag
    lwz     9, 0(9)             ; load [arg0]
    dmb     ishst               ; barrier
    cbz     w0, .L8             ; branch .L8
    ret                         ; return

The words, each a clause after '; ':
    load X, store X      an access to shared memory: X is a variable (flag, v64+4), a location reached
                         through an argument or a loaded pointer ([arg0+24], [[arg0+24]+40]), or ? when the
                         function's instructions do not say (never a guess)
    stack load/store     a reload or a spill: the function's own frame
    pool X, toc X, got X a load of a literal-pool, TOC or GOT entry: X is &flag where the entry holds an
                         address, else the entry's label (a constant); pool X too for any data in a read-only
                         section that the file does not export (.LC0, .L__const.f.x, GCC's k.0)
    barrier, branch L, call F, return
    trap                 an unconditional trap (__builtin_trap): the path goes no further, and ends nowhere
    flag unset           a conditional branch on a flag (SH's T bit) that no instruction sets on the way
                         from the function's entry, or a call, to it, no conditional branch taken: the test
                         it branches on is missing

How an address is known: the family module (tools/lab/isa/) decodes each instruction into the memory
operand it names and how it sets registers; here those are followed through the function's control flow
(a register keeps a value at a label only if every way into the label agrees), through the stack slots the
function spills to, and resolved against the data the raw assembly lays out (section anchors such as
.LANCHOR0, pools, TOC entries, .set aliases).
"""

import dataclasses
import re

from .. import isa as isas
from ..base import llvm
from . import scrub


SEPARATOR = "\t; "          # between an instruction and its annotation: never inside an instruction
CLAUSE = " ; "
MAX_DEPTH = 2               # [[arg0+24]+40] and no deeper: a pointer chase is not followed for ever


# The data the raw assembly lays out ------------------------------------------------------------------

DATA_SIZES = {"byte": 1, "2byte": 2, "short": 2, "hword": 2, "half": 2, "value": 2, "4byte": 4, "long": 4,
              "int": 4, "single": 4, "float": 4, "s_floating": 4, "8byte": 8, "quad": 8, "xword": 8,
              "dword": 8, "double": 8, "t_floating": 8, "octa": 16}
SECTION = re.compile(r"^\.(?:section\s+\"?([^\s\",]+)|(text|data|bss|rodata|sdata|sbss|toc)\b)")
SET = re.compile(r"^(?:\.set\s+([$.\w]+)\s*,|([$.\w]+)\s*=)\s*(.+)$")
SIZE = re.compile(r"^\.size\s+([$.\w]+)\s*,\s*(\d+)\s*$")
COMM = re.compile(r"^\.(?:l?comm)\s+([$.\w]+)\s*,\s*(\d+)")
DIRECTIVE = re.compile(r"^\.(\w+)\b\s*(.*)$")
GLOBAL = re.compile(r"^\.(?:globl|global)\s+([$.\w]+)")
# The sections of data no one writes (.rodata.cst8, .rodata.str1.1, RISC-V's .srodata, PowerPC's .sdata2, MIPS's and
# Alpha's .lit8, .data.rel.ro written once by the loader).
READ_ONLY = re.compile(r"^\.(?:rodata|srodata|sdata2|rdata|lit[48]|data\.rel\.ro)\b")


@dataclasses.dataclass
class Layout:
    """Where each label of the raw assembly's data sits: (section, offset), the size of each object, and
    what a local data label (a pool or TOC entry) holds: a symbol's address ('flag', 8) or a constant."""
    position: dict
    size: dict
    entry: dict              # (label, offset) -> (kind: 'pool' or 'toc', (symbol, offset) or None for a constant):
    #                          each word of the data a local label starts (ldr r2, .L2+4 reads the second)
    aliases: dict            # label -> (symbol, offset): .set flag, .L_MergedGlobals+4
    exported: frozenset = frozenset()     # the names .globl makes global

    def constant(self, symbol):
        """Whether symbol is data no one writes: laid out in a read-only section and not exported: the compilers'
        constants (GCC's .LC0 and k.0, Clang's .L__const.f.x and .LCPI0_0) and a function's static const data.
        A load of it is a constant's, not a shared variable's (READ_ONCE's union at -O0 reads .L__const.f.__u)."""
        where = self.position.get(symbol)
        return where is not None and bool(READ_ONLY.match(where[0])) and symbol not in self.exported

    def locate(self, symbol, offset):
        """(variable, offset within it) for the address symbol + offset; an anchor is resolved to the object
        laid out there, an alias to what it names. (symbol, offset) unchanged where nothing says more."""
        for _ in range(4):
            if symbol not in self.aliases:
                break
            base, delta = self.aliases[symbol]
            symbol, offset = base, offset + delta
        for name, (base, delta) in self.aliases.items():     # .set go, .L_MergedGlobals+4 with .size go, 4
            if base == symbol and name in self.size and delta <= offset < delta + self.size[name]:
                return name, offset - delta
        if symbol not in self.position:
            return symbol, offset
        section, at = self.position[symbol]
        at += offset
        best = None
        for name, (sec, pos) in self.position.items():
            if sec == section and name in self.size and pos <= at < pos + max(self.size[name], 1) and \
                    (best is None or pos > self.position[best][1]):
                best = name
        if best is not None:
            return best, at - self.position[best][1]
        return symbol, offset


def layout(raw, family):
    position, size, entry, aliases, exported = {}, {}, {}, {}, set()
    section, offsets, run = ".text", {}, []      # run: the local labels of the data being laid out
    for raw_line in raw.splitlines():
        line = family.strip_comment(scrub.unquoted(raw_line)).strip()
        if not line:
            continue
        m = SECTION.match(line)
        if m:
            section = m.group(1) or "." + m.group(2)
            run = []
            continue
        if section.startswith(".debug"):    # line tables' and debug information's data (-g1): nothing an access reads,
            continue                        # and most of the lines of a file built with them
        m = SIZE.match(line)
        if m:
            size[m.group(1)] = int(m.group(2))
            continue
        m = GLOBAL.match(line)
        if m:
            exported.add(m.group(1))
            continue
        m = COMM.match(line)
        if m:
            position[m.group(1)] = (".comm " + m.group(1), 0)
            size[m.group(1)] = int(m.group(2))
            continue
        m = SET.match(line)
        if m:
            name, value = m.group(1) or m.group(2), m.group(3).replace(" ", "")
            here = re.fullmatch(r"\.(?:\+(\d+))?", value)
            if here:
                position[name] = (section, offsets.get(section, 0) + int(here.group(1) or 0))
            else:
                target = isas.InstructionSet.symbol_offset(value)
                if target:
                    aliases[name] = target
            continue
        label = family.label.match(line)
        if label and not line.startswith(".") or (label and family.local_label.match(label.group(1))):
            name = label.group(1)
            position[name] = (section, offsets.get(section, 0))
            if family.local_label.match(name):
                run.append(name)
            line = label.group(2).strip()
            if not line:
                continue
        m = DIRECTIVE.match(line)
        if not m:
            run = []          # an instruction
            continue
        directive, args = m.group(1), m.group(2)
        at = offsets.get(section, 0)
        if directive in ("align", "p2align", "balign"):
            n = isas.InstructionSet.number(args.split(",")[0]) or 0
            step = n if directive == "balign" or (directive == "align" and not family.align_is_power) else 1 << n
            if step > 1:
                offsets[section] = (at + step - 1) // step * step
            continue
        items = [a.strip() for a in args.split(",") if a.strip()]
        if directive in ("zero", "space", "skip", "block"):
            offsets[section] = at + (isas.InstructionSet.number(items[0]) if items else 0 or 0)
        elif directive in DATA_SIZES or directive in ("word", "tc"):
            width = family.word_size if directive == "word" else 8 if directive == "tc" else DATA_SIZES[directive]
            for name in run:
                start = position[name][1]
                if directive == "tc":          # .tc flag[TC],flag: a TOC entry holding flag's address
                    entry[(name, at - start)] = ("toc", isas.InstructionSet.symbol_offset(items[-1]))
                    continue
                kind = "toc" if section.startswith(".toc") else "pool"     # GCC's TOC entries: .quad flag
                for i, item in enumerate(items):
                    entry[(name, at - start + i * width)] = (kind, _entry_target(item))
            offsets[section] = at + width * max(len(items) if directive != "tc" else 1, 1)
        elif directive == "literal":       # Xtensa's `.literal .LC0, flag`: a label and its pool entry, in the text
            items = [a.strip() for a in args.split(",")]
            if family.local_label.match(items[0]):
                position[items[0]] = (section, at)
                for i, item in enumerate(items[1:]):
                    entry[(items[0], i * 4)] = ("pool", _entry_target(item))
                offsets[section] = at + 4 * max(len(items) - 1, 1)
        elif directive in ("ascii", "asciz", "string"):
            offsets[section] = at + len(args)      # an upper bound: no access resolves into a string
    return Layout(position, size, entry, aliases, frozenset(exported))


def _entry_target(item):
    """(symbol, offset) a data item holds the address of, or None for a constant ('0x10', '42')."""
    target = isas.InstructionSet.symbol_offset(item)
    return target if target and not target[0].startswith("0") else None


# Values in registers and stack slots -------------------------------------------------------------------
# ("addr", symbol, offset)  the address symbol + offset
# ("hi", symbol, offset)    the high part of that address
# ("arg", n, offset)        argument n as the function received it, plus offset
# ("sp", "", offset)        the stack pointer at entry, plus offset
# ("deref", where, offset)  what was loaded from `where` (a location's words), plus offset

ADDRESSES = ("addr", "arg", "sp", "deref")


def _evaluate(how, state, loaded):
    if how is None:
        return None
    kind = how[0]
    if kind in ("addr", "hi"):
        return (kind, how[1], how[2])
    if kind == "lo":
        value = state.get(how[1])
        return ("addr", how[2], how[3]) if value and value[0] == "hi" and value[1] == how[2] else None
    if kind == "part":
        value = state.get(how[1])
        return value if value and value[0] == "hi" and how[2] in (None, value[1]) else None
    if kind == "add":
        value = state.get(how[1])
        return (value[0], value[1], value[2] + how[2]) if value and value[0] in ADDRESSES else None
    if kind == "copy":
        return state.get(how[1])
    if kind == "load":
        return loaded
    if kind == "align":
        value = state.get(how[1])
        return (value[0], value[1], value[2] - value[2] % how[2]) if value and value[0] == "sp" else None
    raise ValueError(f"unknown register rule {how!r}")


def _address(mem, state):
    """The value of the address a memory operand names, or None where the instructions do not say."""
    if mem.index:
        return None
    if mem.through:                  # the pointer a stack slot holds, where a spill left it
        slot = _address(dataclasses.replace(mem, through=False), state)
        return state.get(("slot", slot[2], 4)) if slot and slot[0] == "sp" else None
    if mem.base is None:
        return ("addr", mem.symbol, mem.offset) if mem.symbol else None
    value = state.get(mem.base)
    if value is None:
        return None
    if mem.lo:
        symbol = mem.symbol + "@got" if mem.got else mem.symbol
        return ("addr", mem.symbol, mem.offset) if value[0] == "hi" and value[1] == symbol else None
    if mem.symbol or value[0] not in ADDRESSES:
        return None
    return value[0], value[1], value[2] + mem.offset


def _plus(offset):
    return f"+{offset}" if offset > 0 else f"{offset}" if offset < 0 else ""


@dataclasses.dataclass(frozen=True)
class Place:
    """Where an access goes: kind 'memory', 'stack', 'pool', 'toc' or 'got'; words as the annotation says it."""
    kind: str
    words: str
    holds: tuple = None        # what a pool/TOC/GOT entry holds: ('addr', symbol, offset)
    slot: int = None           # a stack slot's offset from the entry stack pointer


UNKNOWN = Place("memory", "?")


def _place(mem, address, layout_):
    """Where an access through mem goes, its address being `address` (a value, or None: not known)."""
    if mem.got:
        return Place("got", f"&{mem.symbol}", holds=("addr", mem.symbol, 0))
    if address is None:
        return UNKNOWN
    kind, name, offset = address
    if kind == "sp":
        return Place("stack", "", slot=offset)
    if kind == "arg":
        return Place("memory", f"[arg{name}{_plus(offset)}]")
    if kind == "deref":
        return Place("memory", f"[{name}{_plus(offset)}]") if name.count("[") < MAX_DEPTH else UNKNOWN
    if (name, offset) in layout_.entry:
        entry_kind, holds = layout_.entry[(name, offset)]
        if holds:
            symbol, delta = layout_.locate(*holds)
            return Place(entry_kind, f"&{symbol}{_plus(delta)}", holds=("addr", holds[0], holds[1]))
        return Place(entry_kind, f"{name}{_plus(offset)}")
    symbol, delta = layout_.locate(name, offset)
    return Place("pool" if layout_.constant(symbol) else "memory", f"{symbol}{_plus(delta)}")


# The function's control flow ----------------------------------------------------------------------------


@dataclasses.dataclass
class Step:
    """One line of a scrubbed function: a label, or an instruction decoded."""
    line: str
    label: str = None
    insn: isas.Insn = None
    flags: tuple = None        # (may_load, may_store, side_effects) from LLVM, or None


NUMERIC_TARGET = re.compile(r"^(\d+)([bf])$")


def target(steps, labels, i, name):
    """The step a branch at step i goes to, or None: its label's; for GAS's numeric local labels of inline asm,
    `1b` the nearest `1:` before it and `2f` the nearest `2:` after it (a function may hold several)."""
    if name in labels:
        return labels[name]
    m = NUMERIC_TARGET.match(name or "")
    if not m:
        return None
    order = range(i - 1, -1, -1) if m.group(2) == "b" else range(i + 1, len(steps))
    return next((j for j in order if steps[j].label == m.group(1)), None)


def successors(steps, labels, predicated=True):
    """Per step, the steps that may run next. predicated: a predicated instruction (Insn.predicate) is on the
    paths where it runs only, as _skip_predicated says; else (the register flow of a family whose decode() keeps
    predicated values itself) it is read in line, as an instruction that may or may not change anything."""
    succ = []
    for i, step in enumerate(steps):
        out = []
        insn = step.insn
        if insn is None or insn.falls_through or not (insn.jump or insn.ret or insn.indirect):
            if i + 1 < len(steps):
                out.append(i + 1)
        j = target(steps, labels, i, insn.target) if insn is not None and insn.target else None
        if j is not None:
            out.append(j)
        if insn is not None and insn.trap:           # a trap goes nowhere: its one way on is itself, a loop that never
            out.append(i)                            # exits, so no path through it ends the function (scan's per_path)
        if insn is not None and insn.skips:          # the next instruction nullified: on past it
            nullified = next((j for j in range(i + 1, len(steps)) if steps[j].insn is not None), len(steps))
            if nullified + 1 < len(steps):
                out.append(nullified + 1)
        succ.append(out)
    if predicated:
        _skip_predicated(steps, succ)
    return succ


def _opposite(predicate):
    return predicate[1:] if predicate.startswith("!") else "!" + predicate


def _goes(insn):
    """A jump, return or branch: where it runs, the next instruction does not (it went)."""
    return insn.ret or insn.indirect or insn.jump or bool(insn.target)


def _changes(insn, predicate):
    """Whether an instruction changes the condition a predicate reads: the flags, its predicate register, or
    whatever a call leaves in them."""
    return insn.sets_flag or insn.call is not None or any(reg == predicate.lstrip("!") for reg, _ in insn.sets)


def _runs(steps):
    """[(first, last)] of each run of predicated instructions (Insn.predicate): consecutive instruction steps
    (no label between) with one predicate, up to the first that changes its condition or goes elsewhere."""
    runs, i = [], 0
    while i < len(steps):
        insn = steps[i].insn
        if insn is None or insn.predicate is None:
            i += 1
            continue
        j = i
        while not _changes(steps[j].insn, insn.predicate) and not _goes(steps[j].insn) and j + 1 < len(steps) \
                and steps[j + 1].insn is not None and steps[j + 1].insn.predicate == insn.predicate:
            j += 1
        runs.append((i, j))
        i = j + 1
    return runs


def _skip_predicated(steps, succ):
    """The paths of predicated instructions, amended into succ in place. A run (_runs) runs whole or not at all:
    each way into its first instruction may go past its last instead (strne, or Hexagon's `if (p0) memw(...)`,
    on some paths only; a register it writes keeps its old value on those); a jump or return in it is taken
    where it runs (`if (p0) jumpr r31` after `if (p0) memw(r0+#0) = #0`: the path that goes on skipped both).
    A run followed at once by the opposite predicate's, its condition unchanged (ite eq: moveq, movne), is an
    if-else: the first run goes past the second, and the way past the first goes into the second."""
    runs = _runs(steps)
    if not runs:
        return
    start = {first: (first, last) for first, last in runs}
    past = {}                       # the run's first step: where the way past it goes, and whether it may be skipped
    for first, last in runs:
        insn = steps[last].insn
        falls = insn.falls_through or not (insn.jump or insn.ret or insn.indirect)    # as successors() read it
        following = start.get(last + 1)
        if _goes(insn):             # taken where it runs: no fall-through from it
            if falls and last + 1 in succ[last]:
                succ[last].remove(last + 1)
            past[first] = (last + 1, True)
        elif following and not _changes(insn, insn.predicate) and \
                steps[following[0]].insn.predicate == _opposite(insn.predicate):
            # if-else: this run goes on past the else side; the way past this run goes into the else side
            succ[last].remove(last + 1)
            if following[1] + 1 < len(steps):
                succ[last].append(following[1] + 1)
            past[first] = (last + 1, False)
        else:
            past[first] = (last + 1, True)
    for out in succ:
        todo = [(j, True) for j in out]
        for j, skippable in todo:
            if skippable and j in past:
                k, further = past[j]
                if k < len(steps) and k not in out:
                    out.append(k)
                    todo.append((k, further))


def _meet(a, b):
    return {k: v for k, v in a.items() if b.get(k) == v}


class _Flow:
    """The values of registers and stack slots before each step, and each access's place."""

    def __init__(self, family, steps, layout_):
        self.family, self.steps, self.layout = family, steps, layout_
        labels = {s.label: i for i, s in enumerate(steps) if s.label}
        succ = successors(steps, labels, predicated=not family.predicates_in_registers)
        entry = {reg: ("arg", n, 0) for n, reg in enumerate(family.argument_registers)}
        entry[family.stack_pointer] = ("sp", "", 0)
        entry.update((("slot", offset, size), ("arg", n, 0))
                     for n, (offset, size) in enumerate(family.stack_arguments))
        self.before = [None] * len(steps)
        if not steps:
            return
        self.before[0] = entry
        work = [0]
        if any(s.insn is not None and s.insn.indirect for s in steps):     # a jump table: labels reached unseen
            for i in labels.values():
                self.before[i] = {}
                work.append(i)
        while work:
            i = work.pop()
            after = self.transfer(i, self.before[i])[0]
            for j in succ[i]:
                new = after if self.before[j] is None else _meet(self.before[j], after)
                if new != self.before[j]:
                    self.before[j] = new
                    work.append(j)

    def transfer(self, i, state):
        """(the state after step i, [(load or store, Place)] of its accesses)."""
        step = self.steps[i]
        insn = step.insn
        if insn is None or state is None:
            return state, []
        state = dict(state)
        accesses = []
        loaded = moved = None
        read = []
        if insn.source is not None:      # memory to memory: the source's load comes first, its value is stored
            place = _place(insn.source, _address(insn.source, state), self.layout)
            read, moved = [("load", place)], self._loaded(place, state)
        load, store = _access(step, insn)
        if (load or store) and insn.mem is None:
            accesses = [("load", UNKNOWN)] * load + [("store", UNKNOWN)] * store
        elif load or store:
            address = _address(insn.mem, state)
            for k in range(insn.mem.count):
                at = address if address is None or k == 0 else \
                    (address[0], address[1], address[2] + k * insn.mem.size) if insn.mem.size else None
                place = _place(insn.mem, at, self.layout)
                if load:
                    accesses.append(("load", place))
                if store:
                    accesses.append(("store", place))
            first = accesses[0][1]
            if load:
                loaded = self._loaded(first, state)
            if store:
                for _, place in accesses:
                    if place.kind == "stack":
                        self._spill(state, place.slot, insn.mem.size, moved if insn.source is not None else
                                    state.get(insn.data) if insn.mem.count == 1 and not load and insn.data else None)
        new = {reg: _evaluate(how, state, loaded) for reg, how in insn.sets}
        if insn.call is not None:        # a call keeps the frame's slots, the stack and frame pointers, and the
            #                              registers the ABI says it saves
            state = {k: v for k, v in state.items()
                     if isinstance(k, tuple) or v[0] == "sp" or k in self.family.callee_saved}
        for reg, value in new.items():
            if value is None:
                state.pop(reg, None)
            else:
                state[reg] = value
        if read:     # a stack side first, so that the line ends with the shared access, as a one-access line does
            accesses = sorted(read + accesses, key=lambda access: access[1].kind != "stack")
        return state, accesses

    def _loaded(self, place, state):
        if place.kind == "stack":
            return next((v for k, v in state.items() if isinstance(k, tuple) and k[1] == place.slot), None)
        if place.holds:
            return place.holds
        if place.kind == "memory" and place.words != "?":
            return ("deref", place.words, 0)
        return None

    @staticmethod
    def _spill(state, slot, size, value):
        """A store of size bytes (0: not known, taken as 8) at slot: the slots it overlaps are gone, and it
        holds value. A slot is keyed ("slot", offset, bytes)."""
        size = size or 8
        for key in [k for k in state if isinstance(k, tuple) and k[1] < slot + size and slot < k[1] + k[2]]:
            del state[key]
        if value is not None:
            state[("slot", slot, size)] = value


def _flag_unset(steps, labels):
    """The steps that branch on a condition flag (SH's T bit) no instruction has set on the way the function
    runs from its entry, or from a call (the flag a callee leaves is no test of this function's), when no
    conditional branch is taken: straight on, through labels and unconditional jumps, until an instruction
    sets the flag or the way ends. Such a branch tests nothing the function computed: its test was deleted."""
    found = set()
    for start in [0] + [i + 1 for i, s in enumerate(steps) if s.insn is not None and s.insn.call is not None]:
        i, seen = start, set()
        while i < len(steps) and i not in seen:
            seen.add(i)
            insn = steps[i].insn
            if insn is None:
                i += 1
                continue
            if insn.reads_flag:
                found.add(i)
            if insn.sets_flag or insn.ret or insn.indirect or insn.call is not None or insn.trap:
                break
            j = target(steps, labels, i, insn.target) if insn.jump else i + 1
            i = len(steps) if j is None else j
    return found


def _access(step, insn):
    """(loads, stores) the instruction makes: 0 or 1 each, before counting pairs."""
    if insn.access is not None:      # before barrier: an outline atomic's helper call is both
        return int(insn.access[0]), int(insn.access[1])
    if insn.barrier or insn.hint:
        return 0, 0
    if step.flags is None:
        return 0, 0
    may_load, may_store, side_effects = step.flags
    if may_load and may_store and side_effects and insn.mem is None:
        # LLVM's conservative flags for what it does not model (nop and hints, pause, mflr): it names no
        # memory, so it accesses none that the program can see.
        return 0, 0
    if insn.call is not None or insn.ret:
        # Only an explicit memory operand counts (call *p(%rip)): not the return address pushed or popped.
        return (int(may_load), 0) if insn.mem is not None else (0, 0)
    return int(may_load), int(may_store)


def _words(kind, place):
    if place.kind == "stack":
        return f"stack {kind}"
    if place.kind in ("pool", "toc", "got"):
        return f"{place.kind} {place.words}"
    return f"{kind} {place.words}"


def _callee(insn, state):
    """The function a call through a register calls, where the register holds its address; else ''."""
    value = state.get(insn.callee) if insn.callee else None
    return value[1] if value and value[0] == "addr" and value[2] == 0 else ""


def _pc_relative(steps):
    """A low part that names the label of the instruction that formed its high part (RISC-V's
    `.Lpcrel_hi0: auipc a0,%pcrel_hi(flag)` then `lw a0,%pcrel_lo(.Lpcrel_hi0)(a0)`) completes that high
    part's symbol: each such low part is made to name the symbol, as %lo(flag) would."""
    his, at = {}, []
    for step in steps:
        if step.insn is None:
            at.append(step.label)
            continue
        for _, how in step.insn.sets:
            if how and how[0] == "hi":
                his.update((label, how[1:]) for label in at)
        at = []
    if not his:
        return
    for step in steps:
        insn = step.insn
        if insn is None:
            continue
        mem = insn.mem
        if mem is not None and mem.lo and mem.symbol in his:
            symbol, offset = his[mem.symbol]
            mem = dataclasses.replace(mem, symbol=symbol, offset=offset + mem.offset)
        sets = tuple((reg, ("lo", how[1], *his[how[2]]) if how and how[0] == "lo" and how[2] in his else how)
                     for reg, how in insn.sets)
        step.insn = dataclasses.replace(insn, mem=mem, sets=sets)


# The stage ------------------------------------------------------------------------------------------------

DEFINED = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):|^\s*\.(?:globl|global|local|comm|lcomm|type|weak)\s+([A-Za-z_.$][\w.$]*)",
                     re.M)


def defined_symbols(family, raw):
    """The names the assembly defines (its functions, variables and labels), less any that is a register's
    name too (a variable called r1 is not the register r1 where an instruction names it)."""
    return frozenset(name for pair in DEFINED.findall(raw) for name in pair
                     if name and family.register(name) is None)


def _decode_functions(family, functions):
    """[(name, steps, units)]: each function decoded, and its instructions grouped as llvm-mca must read them
    (none for a family LLVM does not know)."""
    out = []
    for name, body in functions:
        steps = decode(family, body)
        _pc_relative(steps)
        out.append((name, steps, family.units([_mca_line(s) for s in steps if s.insn is not None and not s.insn.trap
                                                 and not s.insn.mnemonic.startswith(".")])
                    if family.mca_cpus else []))
    return out


def _mca_line(step):
    """An instruction as llvm-mca is asked it: a branch to a numeric local label (cbnz w2, 1b) names a label of
    the usual kind instead, since llvm-mc cannot read `1b` in a code region without its `1:`."""
    line = step.line.strip()
    if step.insn.target and NUMERIC_TARGET.match(step.insn.target):
        line = re.sub(r"(?<![\w.$])" + step.insn.target + r"(?![\w.$])", ".Lnumeric_" + step.insn.target, line)
    return line


def mca_questions(family, functions, raw, triple):
    """What annotate asks llvm-mca of these functions: [(key, unit, the assembly's own symbols)], the key as
    llvm.flags keeps its answers (make mca-forms lists them)."""
    key, symbols = (triple, family.mca_cpus, family.llvm_syntax(raw)), defined_symbols(family, raw)
    return [(key, unit, symbols) for _, _, units in _decode_functions(family, functions) for unit in units]


def annotate(family, functions, raw, triple=None):
    """The scrubbed functions with every instruction line annotated: [(name, [line, ...])]."""
    layout_ = layout(raw, family)
    decoded = _decode_functions(family, functions)
    units = {unit for _, _, function_units in decoded for unit in function_units}
    flags = llvm.flags(triple, family.mca_cpus, sorted(units), family.llvm_syntax(raw),
                       defined_symbols(family, raw)) if units else {}
    out = []
    for name, steps, function_units in decoded:
        if family.mca_cpus:
            per_line = {}
            for unit in function_units:
                for k, line in enumerate(unit):
                    per_line[line] = flags[unit][k] if unit in flags else None
            for s in steps:
                if s.insn is not None:
                    s.flags = per_line.get(_mca_line(s))
        flow = _Flow(family, steps, layout_)
        unset = _flag_unset(steps, {s.label: i for i, s in enumerate(steps) if s.label})
        lines = []
        for i, step in enumerate(steps):
            if step.insn is None:
                lines.append(step.line)
                continue
            clauses = [_words(kind, place) for kind, place in flow.transfer(i, flow.before[i] or {})[1]]
            insn = step.insn
            if insn.call is not None:
                call = f"call {insn.call or _callee(insn, flow.before[i] or {})}".rstrip()
            helper = bool(insn.call) and insn.mem is not None
            if helper:          # a helper that accesses memory for its caller (PA-RISC's __sync_lock_test_and_set_4,
                #                 AArch64's outline atomics): the call first, and a barrier it makes, so that the line
                #                 ends with the shared access, as a one-access line does
                clauses[:0] = [call, "barrier"] if insn.barrier else [call]
            if step.flags is None and (family.mca_cpus or insn.mem is not None) and insn.access is None and \
                    not (insn.barrier or insn.hint):     # neither LLVM nor the family's own table knows it
                clauses.append("unknown")
            if insn.barrier and not helper:
                clauses.append("barrier")
            if insn.call is not None and not helper:
                clauses.append(call)
            if insn.target:
                clauses.append(f"branch {insn.target}")
            elif insn.indirect:
                clauses.append("branch ?")
            if insn.ret:
                clauses.append("return")
            if insn.trap:
                clauses.append("trap")
            if i in unset:
                clauses.append("flag unset")
            lines.append(step.line + (SEPARATOR + CLAUSE.join(clauses) if clauses else ""))
        out.append((name, lines))
    return out


# Reading annotations back: the tools count from them ------------------------------------------------------


def decode(family, body):
    """Each line of a scrubbed body, annotated or not, as a Step: a label, or its instruction decoded."""
    out = []
    known = None if family.decodes_in_context else _decoded.setdefault(family.name, {})
    for line in body:
        if not line.startswith("\t"):
            out.append(Step(line, label=line[:-1]))
            continue
        text = instruction(line).strip()
        insn = known.get(text) if known is not None else None
        if insn is None:
            insn = family.decode(*family.split(text))
            if family.trap is not None and family.trap.match(" ".join(text.lower().split())):
                insn = dataclasses.replace(insn, trap=True, jump=True, hint=False, access=(False, False),
                                           target=None, call=None, ret=False, falls_through=False)
            if known is not None:
                known[text] = insn
        out.append(Step(line, insn=insn))
    family.link(out)
    return out


# Each instruction's Insn, per family, as its module decoded it: an Insn is frozen, and decode() a function of the
# instruction's text alone (but where the family says otherwise), so an instruction met again is not decoded
# again: the same few hundred instructions make up most of every file annotated and every function scan reads
# back. Over the gcc-12 and clang-19 (case, config) tests run one by one on assembly already compiled, the
# harness's own CPU time went from 13.9 to 11.6 s; every annotated file of a cold make check is byte for byte
# what it was.
_decoded = {}


@dataclasses.dataclass(frozen=True)
class Access:
    kind: str          # load, store, stack load, stack store, pool, toc, got
    what: str          # flag, v64+4, [arg0+24], ?, &flag, .LC0, ''
    line: int          # its line in the function's body
    loops: tuple = ()  # the loops it is in, innermost first, each by its key in the loops given to accesses()
    #                    (loops(): the head's line; split: (head line, latch line)): a spin on a register inside a
    #                    lock's retry loop leaves the load in the outer loop only (loop_parents(): each loop's
    #                    enclosing one; len(loops): how deep it is)

    @property
    def in_loop(self):
        """In a loop: on a path from its head back to it."""
        return bool(self.loops)


def instruction(line):
    """The instruction of an annotated line, without its annotation."""
    return line.split(SEPARATOR, 1)[0]


def clauses(line):
    return line.split(SEPARATOR, 1)[1].split(CLAUSE) if SEPARATOR in line else []


def loops(family, body, steps=None, split=False):
    """{head: members}: for each branch to a label that every way in to the branch passes (a back edge, wherever
    the compiler laid the label out: -O0 puts a loop's test below its body and jumps to it first), the label's
    line and the lines of the natural loop (every line from which the branch back is reached without passing
    the head), so that a loop the compiler rotated, or whose exit it laid out in the middle, is still what
    runs round, and a jump back to a shared return is no loop. steps: decode(family, body), where the caller
    has it already.

    split: {(head, latch): members}, a loop for each branch back, those of one head apart: a wait that spins
    back to the head of the loop round it (GCC's `.L8: movl (%rdi),%eax; testl %eax,%eax; jne .L8` and, below,
    the retry's `jne .L8`) is a loop inside that loop, as the source's `while` inside its `for (;;)` is, and
    not one loop with it. Where the compiler gave the wait a head of its own, the two are the same loops."""
    found = steps if steps is not None else decode(family, body)
    labels = {s.label: i for i, s in enumerate(found) if s.label}
    succ = successors(found, labels)
    preds = [[] for _ in found]
    for i, targets in enumerate(succ):
        for j in targets:
            preds[j].append(i)
    idom = _dominators(succ, preds)

    def dominates(head, latch):
        """Every way from the entry to latch passes head (else the branch back is no loop's, only a jump); a
        latch no way reaches is dominated by any head."""
        if latch not in idom:
            return True
        while latch != head and latch != 0:
            latch = idom[latch]
        return latch == head

    out = {}
    for latch, targets in enumerate(succ):
        for head in targets:
            if found[head].label is None or not dominates(head, latch):
                continue
            members, todo = out.setdefault((head, latch) if split else head, {head}), [latch]
            while todo:
                i = todo.pop()
                if i not in members:
                    members.add(i)
                    todo += preds[i]
    if split:       # two branches back to one head through the same lines (a test's two exits) are one loop
        seen = {}
        for key in sorted(out):
            seen.setdefault((key[0], frozenset(out[key])), key)
        out = {key: out[key] for key in seen.values()}
    return out


def _dominators(succ, preds):
    """{line: its immediate dominator} of the lines reached from the entry (line 0, its own): Cooper, Harvey and
    Kennedy's iteration ("A Simple, Fast Dominance Algorithm", 2001) over the lines in reverse post-order, once
    for a function, where a walk from the entry for each branch back made loops() quadratic (2.6 s of a 12,000-line
    file's scan)."""
    if not succ:
        return {}
    post, state, stack = {}, {0}, [(0, iter(succ[0]))]
    while stack:
        i, nexts = stack[-1]
        j = next(nexts, None)
        if j is None:
            stack.pop()
            post[i] = len(post)
        elif j not in state:
            state.add(j)
            stack.append((j, iter(succ[j])))
    order = sorted(post, key=post.get, reverse=True)
    idom = {0: 0}

    def meet(a, b):
        while a != b:
            while post[a] < post[b]:
                a = idom[a]
            while post[b] < post[a]:
                b = idom[b]
        return a
    changed = True
    while changed:
        changed = False
        for i in order[1:]:
            done = [p for p in preds[i] if p in idom]
            new = done[0]
            for p in done[1:]:
                new = meet(p, new)
            if idom.get(i) != new:
                idom[i], changed = new, True
    return idom


ACCESS = re.compile(r"^(load|store|stack load|stack store|pool|toc|got)(?: (.*))?$")


def accesses(body, found_loops):
    """Every access the annotations of a function's body name, in order; found_loops is loops(family, body), its
    keys what Access.loops names the loops by (heads; (head, latch) pairs where split)."""
    inner = _innermost_first(found_loops)
    out = []
    for i, line in enumerate(body):
        for clause in clauses(line):
            m = ACCESS.match(clause)
            if m:
                within = tuple(head for head in inner if i in found_loops[head])
                out.append(Access(m.group(1), m.group(2) or "", i, within))
    return out


def _innermost_first(found_loops):
    """The loops' keys, each loop before any that holds it: by size, then by key (a loop inside another is a
    subset of its lines, so it is the smaller)."""
    return sorted(found_loops, key=lambda head: (len(found_loops[head]), head))


def loop_parents(found_loops):
    """{loop: the loop that immediately encloses it, or None}, each loop by its key in found_loops (loops(family,
    body), split or not): the loops' nesting. A loop encloses another where it holds all of its lines (natural
    loops of different heads are nested or apart, but where a goto makes them overlap, the overlapping one is
    taken as no parent)."""
    inner = _innermost_first(found_loops)
    return {head: next((outer for outer in inner[k + 1:] if found_loops[head] <= found_loops[outer]), None)
            for k, head in enumerate(inner)}


def variable(what):
    """The variable an access's words name: 'v64' of 'v64+4'; '' for ?, [arg0+24] and the like."""
    m = re.match(r"^([A-Za-z_$][\w$.]*)", what)
    return m.group(1) if m else ""


def location(what):
    """What an access's words are counted under: a variable for its fields ('v64' of 'v64+4'), the pointer
    for what is reached through it ('[arg0]' of '[arg0+12]', '[[arg0+24]]' of '[[arg0+24]+40]'), or '?'."""
    return variable(what) or re.sub(r"[+-]\d+\]$", "]", what)
