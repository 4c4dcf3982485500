"""Qualcomm Hexagon: Clang's syntax (r0 = memw(##flag); memw(r1+#4) = r2), as the kernel builds it.

Hexagon is VLIW: the compiler groups up to four instructions into a packet, `{ ... }`, one a line, and they
issue together. Each reads the registers as they were before the packet, but for a `.new` operand, which
reads what another instruction of the packet writes (r0 = memw(r1+#0); memw(##b) = r0.new), and a jump,
call or return takes effect after the whole packet, wherever it is written in it (Clang writes
`jumpr r31` first and the packet's stores after it). The annotation reads a function line by line, so
lines() joins each packet into one line and statements() writes its instructions out, still one a line,
in an order that reads the same in sequence: an instruction that reads a register before the one that
writes it, the writer before a `.new` that reads it, the jumps, calls and returns last; otherwise as
written. The first line of a packet starts `{`, the last ends `}`. Where no order reads right (two
instructions that exchange registers), a `clobber(r0,r1)` line first makes those registers unknown. The
order of two memory accesses of one packet is not the text's: LLVM's shuffler assigns the slots when it
encodes the packet (Krzysztof Parzyszek, "Hexagon and choosing of slots", llvm-dev, 2015-11-24,
https://discourse.llvm.org/t/hexagon-and-choosing-of-slots/39031), so a check of their order reads
Clang's text, no more.

A hardware loop: loop0(.LBB0_1,r2) sets the loop's start and count, and the packet that ends `:endloop0`
goes back to that start while the count lasts. statements() writes that end as the packet's last
instruction, `endloop0 .LBB0_1`, naming the start the function's last loop0 set, so that it reads as the
conditional branch back that it is (`endloop0 ?`, a branch anywhere, where no loop0 says).

LLVM's Hexagon backend has itineraries but no scheduling model, so llvm-mca cannot say what an instruction
does ("unable to find instruction-level scheduling information for target triple 'hexagon' ... instruction
itineraries are currently unsupported"): this module says itself which instructions load and store, as
alpha.py does. The syntax says it: memX(...) right of `=` is a load, left of it a store, left of an
operator-assignment (memw(r0+#0) += r1) both; allocframe stores the return address and frame pointer,
deallocframe and dealloc_return load them back.
"""

import dataclasses
import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^(?:r(\d+)|(sp|fp|lr)|(p[0-3]))(?:\.new|\.[hl])?$")
NAMED = {"sp": "r29", "fp": "r30", "lr": "r31"}
# Register tokens in an instruction's text: r0, r1:0 (a pair), sp, p0, each maybe .new
TOKEN = re.compile(r"(?<![\w#.])(?:r(\d+)(?::(\d+))?|(sp|fp|lr)|(p[0-3]))(\.new)?(?![\w(])")
# memw(...), memub(...), memw_locked(...), vmem(...): a memory operand (one level of parentheses inside it,
# for r0++#4:circ(m0))
MEMORY = re.compile(r"\b(mem[a-z]*(?:_locked)?|vmem\w*)\(((?:[^()]|\([^()]*\))*)\)")
WIDTH = {"memb": 1, "memub": 1, "memh": 2, "memuh": 2, "membh": 4, "memubh": 4, "memw": 4, "memd": 8,
         "memw_locked": 4, "memd_locked": 8}
# Inside a memory operand: base+#offset, base++#step (post-increment), base=##symbol (absolute-set),
# ##symbol+offset (absolute), an index (base+index<<#n, index<<#n+##symbol)
BASE_OFFSET = re.compile(r"^(\w+)(?:\s*\+\s*#(-?\d+))?$")
POST_INCREMENT = re.compile(r"^(\w+)\s*\+\+\s*(?:#(-?\d+))?(.*)$")
ABSOLUTE_SET = re.compile(r"^(\w+)\s*=\s*##?(.+)$")
ABSOLUTE = re.compile(r"^(?:gp\s*\+\s*)?##?(.+)$")
ASSIGN = re.compile(r"^(?P<lhs>.*?)\s*(?P<op>[-+&|^]?=)\s*(?P<rhs>.*)$")
PREDICATED = re.compile(r"^if\s*\((?P<cond>(?:[^()]|\([^()]*\))*)\)\s*(?P<body>.*)$")
JUMP = re.compile(r"^jump(?::n?t)?\s+(\S+)$")
JUMPR = re.compile(r"^jumpr(?::n?t)?\s+(\w+)$")
DEALLOC_RETURN = re.compile(r"^(?:r31:30\s*=\s*)?dealloc_return(?:\(r30\))?(?::n?t)?(?::raw)?$")
DEALLOCFRAME = re.compile(r"^(?:r31:30\s*=\s*)?deallocframe(?:\(r30\))?(?::raw)?$")
ALLOCFRAME = re.compile(r"^allocframe\((?:r29\s*,\s*)?#(\d+)\)(?::raw)?$")
# loop0(.LBB0_1,r2), loop1(...), p3 = sp1loop0(.LBB0_1,r2): the start of a hardware loop
LOOP_START = re.compile(r"\b(?:sp\d)?loop([01])\(\s*([^,\s]+)\s*,")
ENDLOOP = re.compile(r":endloop(0|1|01)\b")
# Clang 13 to 15 give a hardware loop's start, whose address loop0 takes, a label of its own (.Ltmp0: "Block
# address taken") that nothing names: a second label at the loop's head, which would hide it from the checks
# (they take the first label after a load as the head). lines() drops it where nothing names it.
UNNAMED_LOOP_LABEL = re.compile(r"^\.Ltmp\d+:$")
ENDLOOP_INSN = re.compile(r"^endloop([01])\s+(\S+)$")
# A predicated instruction (if (p0) r0 = ##pending, then if (p0) memw(r0+#0) = #0) is followed through a shadow
# of each register per predicate and polarity, r0?p0 and r0?!p0: the value it holds where that predicate is true.
PREDICATE = re.compile(r"^\s*(!?)\s*(p[0-3])(?:\.new)?\s*$")
SHADOWS = tuple(f"{neg}p{n}" for n in range(4) for neg in ("", "!"))
GPRS = tuple(f"r{n}" for n in range(32))
BARRIER = {"barrier", "syncht"}
HINT = re.compile(r"^(?:nop|isync|pause\(.*\)|(?:dcfetch|l2fetch|dccleana|dcinva|dccleaninva|icinva)\(.*\))$")
CONTROL = re.compile(r"^(?:if\s*\(.*\)\s*)?(?:jump|jumpr|call|callr|endloop[01]|(?:r31:30\s*=\s*)?dealloc_return)\b")


class Hexagon(InstructionSet):
    name, prefix = "hexagon", "HEXAGON"
    comment = re.compile(r"//.*")                    # '#' is an immediate: #4, ##flag
    label = re.compile(r"^([$.\w]+):(?!\d)(.*)$")     # r1:0 = combine(r3,r2) is no label r1
    stack_pointer = "r29"
    argument_registers = tuple(f"r{n}" for n in range(6))
    callee_saved = frozenset(f"r{n}{shadow}" for n in (*range(16, 28), 29, 30)
                             for shadow in ("", *(f"?{q}" for q in SHADOWS)))
    word_size = 4
    predicates_in_registers = True    # the shadows below: a value set under p0 is followed to a use under p0 in a
    #                                   later packet, past instructions that are not predicated
    gnu_triple, qemu, native = "hexagon-linux-musl", "qemu-hexagon", ()
    # Linux's generic system calls (exit: 93), trap0(#1) with the number in r6: musl's arch/hexagon/syscall_arch.h.
    exit_syscall, linker = ("trap0(#1)", "r6", 93, "r0"), "ld.lld-19"
    # QEMU 7.2 knows Hexagon V67 alone, and refuses a program whose header names a later one (clang-22's default,
    # "unable to find CPU model 'unknown'"); the scalar instructions the corpus compiles to are V67's too.
    qemu_cpu = "v67"
    no_demo = "Debian 12 has qemu-hexagon (qemu-user) but no Hexagon C library (no libc6-dev-hexagon-cross, " \
        "no Hexagon musl) to link a demo with"

    # Reading packets -------------------------------------------------------------------------------------

    def lines(self, text):
        """Each packet joined into one line, `{ a ; b }`, its `:endloop0` made the instruction `endloop0 L`
        with the start L that the function's last loop0 set; an instruction outside braces is a packet alone;
        an unnamed .Ltmp label (UNNAMED_LOOP_LABEL) dropped."""
        out, packet, starts = [], None, {}
        named = set(re.findall(r"(?<!^)(\.Ltmp\d+)", text, re.M))
        for raw in text.splitlines():
            line = self.strip_comment(raw).strip()
            if UNNAMED_LOOP_LABEL.match(line) and line[:-1] not in named:
                continue
            if packet is None:
                if not line.startswith("{"):
                    if line and not line.startswith((".", "#")) and not self.label.match(line):
                        line = "{ " + line + " }"        # hand-written: one instruction, a packet of its own
                    else:
                        label = self.label.match(line)
                        if label and not self.local_label.match(label.group(1)):
                            starts = {}                   # a function (or data): its own loops
                        out.append(raw)
                        continue
                packet, line = [], line[1:].strip()
            end = line.find("}")
            if end < 0:
                packet += [s.strip() for s in line.split(";") if s.strip()]
                continue
            packet += [s.strip() for s in line[:end].split(";") if s.strip()]
            suffix = line[end + 1:].strip()
            for insn in packet:
                for which, start in LOOP_START.findall(insn):
                    starts[which] = start
            ends = ENDLOOP.search(suffix)
            if ends:
                packet += [f"endloop{n} {starts.get(n, '?')}" for n in ends.group(1)]
                suffix = ENDLOOP.sub("", suffix).strip()
            out.append("{ " + " ; ".join(packet) + " }" + (" " + suffix if suffix else ""))
            packet = None
        return out

    def statements(self, line):
        """A packet's instructions, one a statement, in an order that reads in sequence as they issue
        together: the first marked `{`, the last `}` (and the packet's other suffix, :mem_noshuf)."""
        if not line.startswith("{"):
            return super().statements(line)
        end = line.rfind("}")
        insns = [s.strip() for s in line[1:end].split(";") if s.strip()]
        if not insns:
            return []
        insns = self._in_sequence(insns)
        suffix = line[end:]
        return ["{ " + insns[0] if i == 0 else "  " + s for i, s in enumerate(insns)][:-1] + \
            [("{ " if len(insns) == 1 else "  ") + insns[-1] + " " + suffix]

    def _in_sequence(self, insns):
        """The packet's instructions in an order whose sequential reading is the packet's: each before any
        that writes a register it reads, after the one whose result it reads as .new, control flow last;
        otherwise as written. Where no order does (two instructions that exchange registers), an
        instruction that reads a register another writes has it unknown: see _exchanged."""
        regs = [self._registers(s) for s in insns]
        control = [bool(CONTROL.match(s)) for s in insns]
        before = {i: set() for i in range(len(insns))}      # i comes after every one of before[i]
        for i, (reads, new, _) in enumerate(regs):
            for j, (_, _, writes) in enumerate(regs):
                if i == j:
                    continue
                if control[j] and not control[i]:
                    before[j].add(i)
                elif reads & writes and not control[i]:
                    before[j].add(i)
                if new & writes:
                    before[i].add(j)
        order, done = [], set()
        while len(order) < len(insns):
            ready = [i for i in range(len(insns)) if i not in done and before[i] <= done]
            if not ready:
                return self._exchanged(insns, regs)
            order.append(ready[0])
            done.add(ready[0])
        return [insns[i] for i in order]

    @staticmethod
    def _exchanged(insns, regs):
        """A packet no sequence reads right (r0 = r1; r1 = r0): as written, control flow last, and every
        register a non-control instruction writes, that another reads, then written unknown by a
        `clobber` of them first, so that no value is guessed."""
        written = set().union(*(w for _, _, w in regs))
        read = set().union(*(r | n for r, n, _ in regs))
        shared = sorted((written & read) - {"r29", "r30", "r31"}, key=lambda r: (r[0], int(r[1:])))
        plain = [s for s in insns if not CONTROL.match(s)]
        return [f"clobber({','.join(shared)})"] * bool(shared) + plain + [s for s in insns if CONTROL.match(s)]

    def _registers(self, text):
        """(registers read as before the packet, registers read .new, registers written) by one instruction."""
        m = PREDICATED.match(text)
        body = m.group("body") if m else text
        reads, new, writes = set(), set(), set()
        if ALLOCFRAME.match(body):
            return {"r29", "r30", "r31"}, set(), {"r29", "r30"}
        if DEALLOCFRAME.match(body) or DEALLOC_RETURN.match(body):
            return {"r30"}, set(), {"r29", "r30", "r31"}
        if re.match(r"^call", body):
            writes.add("r31")
        assign = ASSIGN.match(body) if not body.startswith(("jump", "call", "loop", "endloop")) else None
        dest = ""
        if assign and not assign.group("lhs").startswith(("mem", "vmem")):
            dest = assign.group("lhs")
            writes |= self._tokens(dest)
            if assign.group("op") != "=":          # r0 += add(r1,r2): r0 read too
                reads |= self._tokens(dest)
            # if (p0) r0 = #1 keeps r0 where p0 is false, but only another predicated write of r0 (if (!p0))
            # may share its packet, and either order reads the same: no read of r0 to order by
        for mem in MEMORY.finditer(body):
            inside = mem.group(2)
            post, absolute = POST_INCREMENT.match(inside), ABSOLUTE_SET.match(inside)
            if post or absolute:
                writes |= self._tokens((post or absolute).group(1))
        rest = body[len(dest):] if dest else body
        for t in TOKEN.finditer((m.group("cond") + " " if m else "") + rest):
            names = self._tokens(t.group(0).replace(".new", ""))
            (new if t.group(5) else reads).update(names)
        return reads, new, writes

    def _tokens(self, text):
        """The canonical registers a text names: r1:0 is r1 and r0."""
        out = set()
        for t in TOKEN.finditer(text):
            if t.group(1):
                out.add(f"r{t.group(1)}")
                if t.group(2):
                    out.add(f"r{t.group(2)}")
            elif t.group(3):
                out.add(NAMED[t.group(3)])
            else:
                out.add(t.group(4))
        return out

    def split(self, text):
        """(mnemonic, the instruction) without its packet's marks; the mnemonic is the operation (memw, add,
        jump, = for a transfer), decode() reads the whole instruction."""
        text = text.strip()
        if text.startswith("{"):
            text = text[1:]
        end = text.rfind("}")
        if end >= 0:
            text = text[:end]
        text = " ".join(text.split())
        m = PREDICATED.match(text)
        body = m.group("body") if m else text
        assign = ASSIGN.match(body)
        if assign and not body.startswith(("jump", "call")):
            side = assign.group("lhs") if assign.group("lhs").startswith(("mem", "vmem")) else assign.group("rhs")
            op = re.match(r"^([a-z_][\w.]*)\(", side)
            return (op.group(1) if op else assign.group("op")), text
        op = re.match(r"^([a-z_][\w]*)", body)
        return (op.group(1) if op else body), text

    # What an instruction does ----------------------------------------------------------------------------

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        if m.group(1):
            return f"r{m.group(1)}"
        return NAMED.get(m.group(2)) or m.group(3)

    def decode(self, mnemonic, operands):
        m = PREDICATED.match(operands)
        body = m.group("body") if m else operands
        insn = self._decode(mnemonic, operands, body, bool(m))
        predicate = PREDICATE.match(m.group("cond")) if m else None
        predicate = "".join(predicate.groups()) if predicate else None
        # The paths: where the predicate is false it does not run (Insn.predicate; not of a branch to a label,
        # which goes two ways as it is); the registers: _shadowed
        return dataclasses.replace(self._shadowed(insn, predicate, bool(m)),
                                   predicate=predicate if insn.target is None else None)

    def _shadowed(self, insn, predicate, predicated):
        """The instruction with its registers' shadows (SHADOWS): a predicated instruction reads its base and
        data from the shadows of its predicate, and writes its register there (the register itself, unknown);
        an unpredicated write sets the register and all its shadows alike; a predicate written resets its
        shadows to the registers; past a conditional return, the registers are their shadows of the
        predicate's opposite."""
        opposite = (predicate[1:] if predicate.startswith("!") else "!" + predicate) if predicate else None
        sets = []
        if predicate and insn.ret and insn.falls_through:
            # if (p0) jumpr r31: where it goes on, p0 is false, and each register holds its !p0 shadow
            insn = dataclasses.replace(insn, sets=())
            sets = [(r, ("copy", f"{r}?{opposite}")) for r in GPRS]
        for reg, how in insn.sets:
            if reg.startswith("p"):
                sets += [(reg, None)] + [(f"{r}?{q}", ("copy", r)) for r in GPRS for q in (reg, "!" + reg)]
            elif predicate:
                sets += [(reg, None), (f"{reg}?{predicate}", self._under(how, predicate))] + \
                    [(f"{reg}?{q}", None) for q in SHADOWS if q not in (predicate, opposite)]
            else:
                how = None if predicated else how         # if (cmp.eq(r0,#0)) ...: no shadow to keep it in
                sets += [(reg, how)] + [(f"{reg}?{q}", how) for q in SHADOWS]
        mem, data = insn.mem, insn.data
        if predicate and mem is not None and mem.base:
            mem = dataclasses.replace(mem, base=f"{mem.base}?{predicate}")
        if predicate and data:
            data = f"{data}?{predicate}"
        return dataclasses.replace(insn, sets=tuple(sets), mem=mem, data=data)

    @staticmethod
    def _under(how, predicate):
        """A register rule read under a predicate: the registers it names, their shadows."""
        if how and how[0] in ("copy", "add", "lo", "part"):
            return (how[0], f"{how[1]}?{predicate}", *how[2:])
        return how

    def _decode(self, mnemonic, text, body, predicated):
        end = ENDLOOP_INSN.match(body)
        if end:
            if end.group(2) == "?":
                return Insn(mnemonic, text, indirect=True, falls_through=True, access=(False, False))
            return Insn(mnemonic, text, target=end.group(2), access=(False, False))
        if body in BARRIER:
            return Insn(mnemonic, text, barrier=True)
        if HINT.match(body):
            return Insn(mnemonic, text, hint=True)
        if body.startswith("clobber("):
            return Insn(mnemonic, text, sets=tuple((r, None) for r in sorted(self._tokens(body))),
                        access=(False, False))
        if DEALLOC_RETURN.match(body) or DEALLOCFRAME.match(body):
            return Insn(mnemonic, text, mem=Mem(base="r30", size=8), access=(True, False),
                        sets=(("r31", None), ("r30", None), ("r29", ("add", "r30", 8))),
                        ret=bool(DEALLOC_RETURN.match(body)), falls_through=predicated)
        alloc = ALLOCFRAME.match(body)
        if alloc:
            return Insn(mnemonic, text, mem=Mem(base="r29", offset=-8, size=8), access=(False, True),
                        sets=(("r30", ("add", "r29", -8)), ("r29", ("add", "r29", -8 - int(alloc.group(1))))))
        jump = JUMP.match(body)
        if jump:
            target = jump.group(1)
            if not self.local_label.match(target):        # jump foo: a tail call
                return Insn(mnemonic, text, call=target, ret=True, falls_through=predicated)
            return Insn(mnemonic, text, target=target, jump=not predicated)
        jumpr = JUMPR.match(body)
        if jumpr:
            if self.register(jumpr.group(1)) == "r31":
                return Insn(mnemonic, text, ret=True, falls_through=predicated)
            return Insn(mnemonic, text, indirect=True, falls_through=predicated)   # a table, or a tail call
        call = re.match(r"^call(r)?\s+(\S+)$", body)
        if call:
            return Insn(mnemonic, text, call="" if call.group(1) else call.group(2))
        if body.startswith(("loop", "trap", "brkpt")) or LOOP_START.search(body):    # p3 = sp1loop0(...) sets p3
            assign = ASSIGN.match(body)
            return Insn(mnemonic, text, access=(False, False),
                        sets=tuple((r, None) for r in self._destinations(assign.group("lhs"))) if assign else ())
        return self._assignment(mnemonic, text, body)

    def _assignment(self, mnemonic, text, body):
        """dest = expression, memX(...) = value, or memX(...) op= value."""
        assign = ASSIGN.match(body)
        if not assign:
            return Insn(mnemonic, text, mem=Mem(index="?") if MEMORY.search(body) else None)
        lhs, op, rhs = assign.group("lhs"), assign.group("op"), assign.group("rhs")
        store = MEMORY.fullmatch(lhs)
        load = MEMORY.search(rhs)
        if store:
            mem, writeback = self._mem(store)
            value = re.sub(r"\.new$", "", rhs.strip())
            data = self.register(value) if store.group(1) == "memw" and op == "=" else None
            sets = writeback
            if store.group(1).endswith("_locked"):              # memw_locked(r0,p0) = r1: p0 the success flag
                sets += tuple((p, None) for p in sorted(self._tokens(store.group(2))) if p.startswith("p"))
            return Insn(mnemonic, text, mem=mem, access=(op != "=", True), data=data, sets=sets)
        dests = self._destinations(lhs)
        if load:
            mem, writeback = self._mem(load)
            how = ("load",) if load.group(1) == "memw" and len(dests) == 1 and op == "=" else None
            sets = tuple((r, how) for r in dests) + writeback
            return Insn(mnemonic, text, mem=mem, access=(True, False), sets=sets)
        if op != "=":
            return Insn(mnemonic, text, sets=tuple((r, None) for r in dests))
        return Insn(mnemonic, text, sets=self._values(dests, rhs))

    def _destinations(self, lhs):
        """The registers an assignment writes, a pair high first: r1:0 is (r1, r0)."""
        m = re.fullmatch(r"\s*r(\d+):(\d+)\s*", lhs)
        if m:
            return (f"r{m.group(1)}", f"r{m.group(2)}")
        reg = self.register(lhs)
        return (reg,) if reg else tuple(sorted(self._tokens(lhs)))

    def _values(self, dests, rhs):
        """How `dest = rhs` sets its registers, where that can be known."""
        rhs = rhs.strip()
        if len(dests) == 2:
            m = re.fullmatch(r"combine\((\w+),(\w+)\)", rhs)     # r1:0 = combine(r3,r2): r1 = r3, r0 = r2
            if m and self.register(m.group(1)) and self.register(m.group(2)):
                return ((dests[0], ("copy", self.register(m.group(1)))),
                        (dests[1], ("copy", self.register(m.group(2)))))
            return tuple((r, None) for r in dests)
        if len(dests) != 1:
            return tuple((r, None) for r in dests)
        dest, how = dests[0], None
        constant = re.fullmatch(r"##?(.+)", rhs)
        add = re.fullmatch(r"add\((\w+),\s*##?(-?\d+)\)", rhs)
        if constant and self.number(constant.group(1)) is None:
            symbol = self.symbol_offset(constant.group(1))
            how = ("addr", *symbol) if symbol else None
        elif self.register(rhs):
            how = ("copy", self.register(rhs))
        elif add and self.register(add.group(1)):
            how = ("add", self.register(add.group(1)), int(add.group(2)))
        return ((dest, how),)

    def _mem(self, match):
        """(Mem, writeback sets) of a memory operand memX(inside)."""
        kind, inside = match.group(1), match.group(2).strip()
        size = WIDTH.get(kind, 0)
        if kind.endswith("_locked"):                  # memw_locked(r0) or memw_locked(r0,p0)
            inside = inside.split(",")[0].strip()
        m = BASE_OFFSET.match(inside)
        if m and self.register(m.group(1)):
            return Mem(base=self.register(m.group(1)), offset=int(m.group(2) or 0), size=size), ()
        m = POST_INCREMENT.match(inside)
        if m and self.register(m.group(1)):
            base = self.register(m.group(1))
            step = ("add", base, int(m.group(2))) if m.group(2) and not m.group(3).strip() else None
            return Mem(base=base, size=size), ((base, step),)     # r0++m0, r0++#4:circ(m0): not known
        m = ABSOLUTE_SET.match(inside)
        if m and self.register(m.group(1)):
            symbol = self.symbol_offset(m.group(2))
            if symbol:                                # memw(r1=##ready): ready, and r1 = &ready
                return Mem(symbol=symbol[0], offset=symbol[1], size=size), \
                    ((self.register(m.group(1)), ("addr", *symbol)),)
        m = ABSOLUTE.match(inside)
        if m:
            symbol = self.symbol_offset(m.group(1))
            if symbol and self.number(m.group(1)) is None:
                return Mem(symbol=symbol[0], offset=symbol[1], size=size), ()
        return Mem(index="?", size=size), ()          # an index (r0+r1<<#2, r1<<#2+##table): not known


ISA = Hexagon()
