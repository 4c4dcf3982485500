"""32-bit ARM (arm): GCC's and Clang's unified syntax, Thumb-2 (Debian's armhf GCC) and A32 (Clang)."""

import dataclasses
import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^(?:r(\d|1[0-5])|(sp|lr|pc|fp|ip|sb|sl))$")
ALIAS = {"r13": "sp", "r14": "lr", "r15": "pc", "fp": "r11", "ip": "r12", "sb": "r9", "sl": "r10"}
CONDITION = r"eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al"
# The mnemonics whose effect is read here, with the optional 's' (set flags) and condition that UAL appends
# (ldrhs is ldr if higher-or-same, bls a branch, bleq a call: the alternatives are tried in this order).
MNEMONIC = re.compile(rf"^(?P<op>b|bl|blx|bx|cbn?z|tb[bh]|mov|movw|movt|add|addw|sub|subw|adr|"
                      rf"ldr|ldr[bhd]|ldrs[bh]|ldrexd?|ldrex[bh]|ldaexd?|ldaex[bh]|lda[bh]?|"
                      rf"str|str[bhd]|strexd?|strex[bh]|stlexd?|stlex[bh]|stl[bh]?|vldr|vstr|"
                      rf"ldm(?:ia|ib|da|db|fd|fa|ed|ea)?|stm(?:ia|ib|da|db|fd|fa|ed|ea)?|push|pop|"
                      rf"vldm(?:ia|db)?|vstm(?:ia|db)?|vpush|vpop)"
                      rf"s?(?P<cond>{CONDITION})?$")
IT = re.compile(r"^it[te]{0,3}$")                  # then 1-4 conditional instructions: one llvm-mca unit
THUMB = re.compile(r"^\s*(?:\.thumb\b|\.code\s+16\b)", re.M)
# A condition as Insn.predicate says it: each with its opposite, `!` and the other (ne is !eq; hs is cs, lo cc)
PREDICATE = {"eq": "eq", "ne": "!eq", "cs": "cs", "hs": "cs", "cc": "!cs", "lo": "!cs", "mi": "mi", "pl": "!mi",
             "vs": "vs", "vc": "!vs", "hi": "hi", "ls": "!hi", "ge": "ge", "lt": "!ge", "gt": "gt", "le": "!gt"}
COMPARE = re.compile(rf"^(?:cmp|cmn|tst|teq|vcmpe?)(?P<cond>{CONDITION})?$")    # write flags, not their operand
# Register-only data processing, with UAL's optional 's' and condition: what is read of them is those two (and
# that their first operand is written), so that a run of conditional instructions is known where it ends.
DATA = re.compile(rf"^(?P<op>and|orr|eor|bic|orn|mvn|lsl|lsr|asr|ror|rrx|rsb|rsc|adc|sbc|mul|mla|mls|uxt[bh]|"
                  rf"sxt[bh]|clz|rev|rev16|ubfx|sbfx|bfi|bfc)(?P<s>s?)(?P<cond>{CONDITION})?$")
LONG = re.compile(rf"^(?:[us]mull|[us]mlal|umaal)s?(?:{CONDITION})?$|^vmov(?:{CONDITION})?$")  # two results
BARRIER = {"dmb", "dsb", "isb"}
HINT = re.compile(r"^(?:pld|pldw|pli|nop|yield|wfe|wfi|sev|sevl)$")
EXCLUSIVE_LOAD = re.compile(r"^(?:ldrex|ldaex)[bhd]?$")
EXCLUSIVE_STORE = re.compile(r"^(?:strex|stlex)[bhd]?$")
PAIR = re.compile(r"^(?:ldrd|strd|ldrexd|strexd|ldaexd|stlexd)$")
# Where a register list starts relative to the base, per addressing mode (fd/ea... are the stack names:
# ldmfd is ldmia, stmfd is stmdb): ia at base, ib at base+4, da ends at base, db ends at base-4.
LDM_MODE = {"": "ia", "ia": "ia", "fd": "ia", "ib": "ib", "ed": "ib", "da": "da", "fa": "da", "db": "db",
            "ea": "db"}
STM_MODE = {"": "ia", "ia": "ia", "ea": "ia", "ib": "ib", "fa": "ib", "da": "da", "ed": "da", "db": "db",
            "fd": "db"}
# [r3], [r3, #8], [r3, #-8], [r3, r2], [r3, r2, lsl #2], [r3:64]; then '!' (pre-index) or ', #4' / ', r2'
MEMORY = re.compile(r"\[\s*(\w+)\s*(?::\d+)?\s*(?:,\s*([^\]]+?))?\s*\](!?)(?:\s*,\s*(.+?))?\s*$")
HALF = re.compile(r"^#?:(lower16|upper16):(.+)$")  # movw/movt's halves of an address
LIST_ITEM = re.compile(r"^([a-z]+?)(\d*)(?:\s*-\s*[a-z]+(\d+))?$")      # r4, r4-r7, d8-d15, lr


NARROW = {"b": 1, "h": 2}       # ldrb, strh, ldrsb: the mnemonic says the width (else a word, or a d register's 8)


class Arm(InstructionSet):
    name, prefix = "arm", "ARM"
    # __builtin_trap: udf, or its encoding as a word (GCC's Thumb .inst 0xdeff, Clang's ARM .inst 0xe7ffdefe)
    trap = re.compile(r"^(?:udf\b|\.inst(?:\.[nw])? 0x(?:deff|e7ffdefe|e7f000f0)$)")
    comment = re.compile(r"@.*|//.*")
    mca_cpus = ("cortex-a57", "cortex-r52")
    argument_registers = ("r0", "r1", "r2", "r3")
    callee_saved = frozenset(f"r{n}" for n in range(4, 12))     # AAPCS: a call leaves r4-r11 as they were
    gnu_triple, qemu, native = "arm-linux-gnueabihf", "qemu-arm", ("armv7l", "aarch64")
    libc = ("libc6-dev-armhf-cross", "/usr/arm-linux-gnueabihf/include/stdio.h")
    word_size = 4

    def register(self, name):
        """Core registers only: the VFP/NEON ones never hold an address here, so they are never followed."""
        name = name.strip().lower().rstrip("!")
        if not REGISTER.match(name):
            return None
        return ALIAS.get(name, name)

    def units(self, lines):
        units, i = [], 0
        while i < len(lines):
            mnemonic = self.split(lines[i])[0]
            size = len(mnemonic) if IT.match(mnemonic) else 1     # itte: the it and 3 instructions
            units.append(tuple(lines[i:i + size]))
            i += size
        return units

    def llvm_syntax(self, raw):
        return ".syntax unified\n.thumb\n" if THUMB.search(raw) else ""

    def decode(self, mnemonic, operands):
        """A conditional instruction (strne, moveq, bxeq lr, popeq {r4, pc}; in A32, or inside an IT block, where
        unified syntax writes the condition on each instruction too) is decoded as if it runs, its condition
        its predicate: annotation.py adds the paths where it does not (the IT instruction itself does nothing). A
        conditional branch to a label (bne .L3) is none: it goes two ways as it is."""
        base = mnemonic.split(".")[0]                 # ldr.w, vldr.64: the width qualifier says nothing here
        insn, cond = self._decode(mnemonic, operands, base)
        m = MNEMONIC.match(base) or DATA.match(base)
        if m and not cond:
            cond = m.group("cond")
        if COMPARE.match(base) or (m and base == m.group("op") + "s" + (m.group("cond") or "")) or \
                (base == "vmrs" and operands.lower().startswith("apsr_nzcv")):
            insn = dataclasses.replace(insn, sets_flag=True)      # cmp, tst, adds, subsne: the flags change
        if cond and cond != "al" and insn.target is None:     # bne .L3 is a branch, two ways already
            insn = dataclasses.replace(insn, predicate=PREDICATE[cond])
        return insn

    def _decode(self, mnemonic, operands, base):
        """(the Insn as if it executed, its condition or None)."""
        ops = self.operands(operands)
        if base in BARRIER:
            return Insn(mnemonic, operands, barrier=True), None
        if HINT.match(base):
            return Insn(mnemonic, operands, hint=True), None
        m = MNEMONIC.match(base)
        if not m:
            first = self.register(ops[0]) if ops else None
            if COMPARE.match(base):                   # cmpne: a compare on a condition
                return Insn(mnemonic, operands), COMPARE.match(base).group("cond")
            if first is None:
                return Insn(mnemonic, operands), None
            second = self.register(ops[1]) if LONG.match(base) and len(ops) > 2 else None
            return Insn(mnemonic, operands, sets=tuple((r, None) for r in (first, second) if r)), None
        op, cond = m.group("op"), m.group("cond")
        if op in ("b", "bl", "blx", "bx", "cbz", "cbnz", "tbb", "tbh"):
            return self._control(mnemonic, operands, op, cond, ops), cond
        if op.startswith(("ld", "st", "vld", "vst", "push", "pop", "vpush", "vpop")):
            return self._access(mnemonic, operands, op, ops), cond
        first = self.register(ops[0]) if ops else None
        if first is None:
            return Insn(mnemonic, operands), cond
        if first == "pc":                             # mov pc, lr: a return; add pc, pc, r0: a jump table
            return Insn(mnemonic, operands, ret=ops[1:] == ["lr"], indirect=ops[1:] != ["lr"]), cond
        return Insn(mnemonic, operands, sets=((first, self._value(op, ops)),)), cond

    def _control(self, mnemonic, operands, op, cond, ops):
        """A branch, call or return, as if it is taken (a condition only keeps the fall-through)."""
        target = ops[-1] if ops else ""
        if op in ("tbb", "tbh"):                      # a jump table: a read of the function's own table of
            return Insn(mnemonic, operands, indirect=True, access=(False, False))    # offsets, in the code
        if op in ("bl", "blx"):
            return Insn(mnemonic, operands, call="" if self.register(target) else target)
        if op == "bx":                                # bx lr: the return; bx r3: a tail call through a register
            return Insn(mnemonic, operands, ret=True, call=None if target.lower() == "lr" else "")
        if not self.local_label.match(target):        # b foo: a tail call
            return Insn(mnemonic, operands, call=target, ret=True)
        return Insn(mnemonic, operands, target=target, jump=op == "b" and not cond)

    def _list(self, text):
        """(registers written, their count, bytes each) of a register list {r4, r5, r7, lr}, {r4-r7}, {d8-d15}."""
        names, size = [], 4
        for item in text.strip("{} ").split(","):
            m = LIST_ITEM.match(item.strip().lower())
            if m:
                kind, first, last = m.group(1), m.group(2), m.group(3) or m.group(2)
                names += [f"{kind}{n}" for n in range(int(first), int(last) + 1)] if first else [kind]
                size = 8 if kind == "d" else 4
        return [r for r in map(self.register, names) if r], len(names), size

    def _access(self, mnemonic, operands, op, ops):
        # LLVM says an exclusive may load and store: ldrex only loads, strex only stores.
        access = (True, False) if EXCLUSIVE_LOAD.match(op) else \
            (False, True) if EXCLUSIVE_STORE.match(op) else None
        loads = op.startswith(("ld", "vld", "pop", "vpop"))
        reglist = next((o for o in ops if o.startswith("{")), None)
        if reglist is not None:
            return self._multiple(mnemonic, operands, op, ops, reglist, loads)
        memory = next((i for i, o in enumerate(ops) if o.startswith("[")), None)
        regs = [self.register(o) for o in ops[:memory if memory is not None else -1]]     # before the address
        word = op in ("ldr", "ldrex", "ldaex", "lda")          # only a whole word loaded can be an address
        if memory is None:
            if len(ops) >= 2 and self.local_label.match(ops[-1]):   # ldr r3, .L5: a literal-pool entry
                symbol = self.symbol_offset(ops[-1])
                return Insn(mnemonic, operands, mem=Mem(symbol=symbol[0], offset=symbol[1]),
                            sets=tuple((r, ("load",) if word else None) for r in regs if r))
            return Insn(mnemonic, operands, access=access, sets=tuple((r, None) for r in regs if r))
        pair = bool(PAIR.match(op))
        size = NARROW.get(op.rstrip("ex")[-1:], 8 if regs and regs[0] is None and ops[0].lower().startswith("d")
                                               else 4)
        mem, writeback = self._mem(", ".join(ops[memory:]), count=2 if pair else 1, size=size)
        if EXCLUSIVE_STORE.match(op):                 # strex r1, r2, [r3]: r1 is the status, r2 the data
            sets, data = ((regs[0], None),) if regs and regs[0] else (), regs[1] if len(regs) > 1 else None
        elif loads:
            sets, data = tuple((r, ("load",) if word else None) for r in regs if r), None
        else:
            sets, data = (), regs[0] if op in ("str", "stl") and regs else None
        if "pc" in dict(sets) and mem.base == self.stack_pointer and writeback:   # ldr pc, [sp], #4: pop pc
            return Insn(mnemonic, operands, mem=mem, sets=writeback, ret=True)
        if "pc" in dict(sets):                        # ldr pc, [r2, r1, lsl #2]: through a jump table, as tbb
            return Insn(mnemonic, operands, indirect=True, access=(False, False))
        return Insn(mnemonic, operands, mem=mem, sets=sets + writeback, access=access, data=data)

    def _mem(self, text, count=1, size=0):
        m = MEMORY.search(text)
        base = self.register(m.group(1)) if m else None
        if base is None:
            return Mem(index="?"), ()
        rest, post = m.group(2), m.group(4)
        offset = self.number(rest) if rest else 0
        if offset is None:                            # [r3, r2, lsl #2]: an index
            mem = Mem(base=base, index=rest.split(",")[0].strip(), count=count, size=size)
        else:
            mem = Mem(base=base, offset=offset, count=count, size=size)
        if m.group(3):                                # [r3, #4]!: pre-index
            return mem, ((base, ("add", base, offset) if offset is not None else None),)
        if post:                                      # [r3], #4: post-index; [r3], r2: by a register
            step = self.number(post)
            return mem, ((base, ("add", base, step) if step is not None else None),)
        return mem, ()

    def _multiple(self, mnemonic, operands, op, ops, reglist, loads):
        """ldm/stm/push/pop/vldm/vstm/vpush/vpop: one access per register, consecutive, from the base."""
        regs, count, size = self._list(reglist)
        if op in ("push", "pop", "vpush", "vpop"):   # stmdb sp!, ldmia sp!
            base, mode, writeback = self.stack_pointer, "db" if op in ("push", "vpush") else "ia", True
        else:
            base = self.register(ops[0])
            mode = (LDM_MODE if loads else STM_MODE).get(re.sub(r"^v?(?:ld|st)m", "", op))
            writeback = ops[0].endswith("!")
        if base is None:
            return Insn(mnemonic, operands, mem=Mem(index="?", count=count, size=size))
        total = count * size
        start = {"ia": 0, "ib": size, "da": size - total, "db": -total}[mode]
        mem = Mem(base=base, offset=start, count=count, size=size)
        delta = -total if mode in ("da", "db") else total
        sets = ((base, ("add", base, delta)),) if writeback else ()
        if loads:
            sets += tuple((r, None) for r in regs if r != base)
            if "pc" in regs:                          # pop {r4, pc}: the return
                return Insn(mnemonic, operands, mem=mem, sets=sets, ret=True)
        return Insn(mnemonic, operands, mem=mem, sets=sets)

    def _value(self, op, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        src = self.register(ops[1]) if len(ops) > 1 else None
        if op in ("movw", "movt") and len(ops) == 2:
            half = HALF.match(ops[1])
            symbol = self.symbol_offset(half.group(2)) if half else None
            if symbol is None:
                return None
            # movw writes the low half (and zeroes the top), movt completes it: the engine's pair of an
            # address's partial value and its completion, in that order.
            return ("hi", *symbol) if half.group(1) == "lower16" else ("lo", self.register(ops[0]), *symbol)
        if op == "adr" and len(ops) == 2:
            symbol = self.symbol_offset(ops[1])
            return ("addr", *symbol) if symbol else None
        if op == "mov" and len(ops) == 2 and src:
            return ("copy", src)
        if op in ("add", "addw", "sub", "subw"):
            # add r3, r3, #8; add r3, #8 (Thumb's two-operand form); add r7, sp, #0 (the frame pointer)
            reg, n = (src, self.number(ops[2])) if len(ops) == 3 else (self.register(ops[0]), self.number(ops[1]))
            if reg and n is not None:
                return ("add", reg, -n if op.startswith("sub") else n)
        return None


ISA = Arm()
