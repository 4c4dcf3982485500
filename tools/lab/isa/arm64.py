"""AArch64 (arm64): GCC's and Clang's GNU syntax."""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^(?:([xw])(\d+)|([bhsdqv])(\d+)(?:\.\w+)?|(sp|wsp|fp|lr|xzr|wzr))$")
CONDITION = r"(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv)"
BRANCH = re.compile(rf"^(?:b|b\.?{CONDITION}|cbn?z|tbn?z)$")
COMPARE = re.compile(r"^(?:cmp|cmn|tst|ccmp|ccmn|fcmp|fcmpe|fccmp|fccmpe)$")
BARRIER = {"dmb", "dsb", "isb"}
HINT = re.compile(r"^(?:prfm|prfum|nop|yield|hint|wfe|wfi|sev|sevl|bti|paciasp|autiasp|csdb)$")
EXCLUSIVE_LOAD = re.compile(r"^lda?xr[bh]?$|^lda?xp$")
EXCLUSIVE_STORE = re.compile(r"^stl?xr[bh]?$|^stl?xp$")
# libgcc's outline atomics (-moutline-atomics, Debian GCC's default for aarch64): `bl __aarch64_ldadd8_acq_rel` is
# the read-modify-write itself, LSE's ldaddal or an LL/SC loop. libgcc's lse.S: cas<N>(expected x0, desired x1,
# pointer x2); swp<N>, ldadd<N>, ldclr<N>, ldeor<N>, ldset<N>(value x0, pointer x1); N the bytes (cas16 a pair). The
# suffix is the order: relax none, acq an acquire, rel a release, acq_rel and sync both, each a barrier here.
OUTLINE_ATOMIC = re.compile(r"^__aarch64_(cas|swp|ldadd|ldclr|ldeor|ldset)(1|2|4|8|16)_(relax|acq|rel|acq_rel|sync)$")
PAIR = re.compile(r"^(?:ldp|stp|ldnp|stnp|ldpsw|ldxp|ldaxp|stxp|stlxp)$")
# [base], [base, #imm], [base, #:lo12:sym+8], [base, xM, lsl 2]; then '!' (pre-index) or ', #imm' (post-index)
MEMORY = re.compile(r"\[\s*(\w+)\s*(?:,\s*([^\]]+?))?\s*\](!?)(?:\s*,\s*#?(-?(?:0x[0-9a-f]+|\d+)))?\s*$", re.I)
LO12 = re.compile(r"^#?:(lo12|got_lo12):(.+)$")
WIDTH = {"w": 4, "x": 8, "b": 1, "h": 2, "s": 4, "d": 8, "q": 16}     # bytes, by the data register's letter
NARROW = {"b": 1, "h": 2}      # ldrb, strh, ldrsb, ldxrh...: the mnemonic says the width, not the register


class Arm64(InstructionSet):
    name, prefix = "arm64", "ARM64"
    trap = re.compile(r"^(?:brk|udf)\b")      # __builtin_trap: brk #1000 (GCC), brk #0x1 (Clang)
    comment = re.compile(r"//.*")
    mca_cpus = ("neoverse-n1", "exynos-m5", "neoverse-v2")   # the first lacks the LSE atomics, the second has them
    argument_registers = tuple(f"x{n}" for n in range(8))
    callee_saved = frozenset(f"x{n}" for n in range(19, 30))
    word_size = 4
    gnu_triple, qemu, native = "aarch64-linux-gnu", "qemu-aarch64", ("aarch64",)
    libc = ("libc6-dev-arm64-cross", "/usr/aarch64-linux-gnu/include/stdio.h")

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        if m.group(1):
            return f"x{m.group(2)}"
        if m.group(3):
            return f"v{m.group(4)}"
        return {"sp": "sp", "wsp": "sp", "fp": "x29", "lr": "x30"}.get(m.group(5))    # xzr, wzr: no register

    def _mem(self, text, count=1, size=0):
        m = MEMORY.search(text)
        if not m:
            return None, ()
        base = self.register(m.group(1))
        rest, writeback = m.group(2), ()
        mem = Mem(base=base, count=count, size=size)
        if rest:
            lo = LO12.match(rest.strip())
            offset = self.number(rest)
            if lo:
                symbol = self.symbol_offset(lo.group(2))
                mem = Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True, got=lo.group(1) == "got_lo12",
                          count=count, size=size) if symbol else Mem(base=base, index="?")
            elif offset is not None:
                mem = Mem(base=base, offset=offset, count=count, size=size)
            else:
                mem = Mem(base=base, index=rest.split(",")[0].strip(), count=count, size=size)
        if m.group(3):                                        # [x1, #8]!: pre-index
            writeback = ((base, ("add", base, mem.offset)),)
        elif m.group(4):                                      # [x1], #8: post-index
            writeback = ((base, ("add", base, int(m.group(4), 0))),)
        return mem, writeback

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        first = self.register(ops[0]) if ops else None
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if HINT.match(mnemonic):
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "ret":
            return Insn(mnemonic, operands, ret=True)
        if mnemonic in ("bl", "blr"):
            outline = OUTLINE_ATOMIC.match(ops[0]) if mnemonic == "bl" and ops else None
            if outline:          # one load and one store of the object the pointer argument names
                op, size, order = outline.groups()
                return Insn(mnemonic, operands, call=ops[0], access=(True, True), barrier=order != "relax",
                            mem=Mem(base="x2" if op == "cas" else "x1", size=int(size)))
            return Insn(mnemonic, operands, call="" if mnemonic == "blr" else ops[0])
        if mnemonic == "br":
            return Insn(mnemonic, operands, indirect=True)
        if BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target):                # b foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=mnemonic == "b")
        if mnemonic.startswith(("ld", "st", "cas", "swp")) or mnemonic in ("prfm",):
            return self._access(mnemonic, operands, ops)
        if COMPARE.match(mnemonic) or first is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((first, self._value(mnemonic, ops)),))

    def _access(self, mnemonic, operands, ops):
        regs = [self.register(o) for o in ops if not o.startswith("[")]
        access = (True, False) if EXCLUSIVE_LOAD.match(mnemonic) else \
            (False, True) if EXCLUSIVE_STORE.match(mnemonic) else None
        pair = bool(PAIR.match(mnemonic))
        width = NARROW.get(mnemonic[-1]) or 4 * mnemonic.endswith("sw") or \
            (WIDTH.get(ops[1 if EXCLUSIVE_STORE.match(mnemonic) else 0][:1].lower(), 0) if ops else 0)
        memory = next((o for o in ops if o.startswith("[")), None)
        if memory is None:
            if len(ops) >= 2 and self.local_label.match(ops[1]):   # ldr x0, .LC0: a literal
                symbol = self.symbol_offset(ops[1])
                return Insn(mnemonic, operands, mem=Mem(symbol=symbol[0], offset=symbol[1]),
                            sets=((regs[0], ("load",)),) if regs and regs[0] else ())
            return Insn(mnemonic, operands, access=access, sets=tuple((r, None) for r in regs if r))
        index = ops.index(memory)
        tail = ", ".join(ops[index:])
        mem, writeback = self._mem(tail, count=2 if pair else 1, size=width)
        if mem is None:
            return Insn(mnemonic, operands, access=access, sets=tuple((r, None) for r in regs if r))
        loads = mnemonic.startswith("ld") or mnemonic.startswith(("cas", "swp"))
        if EXCLUSIVE_STORE.match(mnemonic):                      # stxr w1, x0, [x2]: w1 is the status
            sets = ((regs[0], None),) if regs and regs[0] else ()
            data = regs[1] if len(regs) > 1 else None
        elif loads:
            dests = [r for r in regs if r]
            how = ("load",) if len(dests) == 1 and not pair and not mnemonic.startswith(("cas", "swp", "ldadd")) \
                else None
            sets = tuple((r, how) for r in dests)
            data = None
        else:
            sets, data = (), regs[0] if regs and not pair else None
        return Insn(mnemonic, operands, mem=mem, sets=tuple(sets) + writeback, access=access, data=data)

    def _value(self, mnemonic, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        src = self.register(ops[1]) if len(ops) > 1 else None
        if mnemonic == "adrp" and len(ops) > 1:
            got = ops[1].startswith(":got:")
            symbol = self.symbol_offset(ops[1][5:] if got else ops[1])
            return ("hi", symbol[0] + "@got" if got else symbol[0], symbol[1]) if symbol else None
        if mnemonic == "adr" and len(ops) > 1:
            symbol = self.symbol_offset(ops[1])
            return ("addr", *symbol) if symbol else None
        if mnemonic == "mov" and len(ops) == 2 and src and ops[0][:1].lower() in "xs":
            return ("copy", src)
        if mnemonic in ("add", "sub") and len(ops) == 3 and src and ops[0][:1].lower() in "xs":
            lo = LO12.match(ops[2])
            if lo and lo.group(1) == "lo12" and mnemonic == "add":
                symbol = self.symbol_offset(lo.group(2))
                return ("lo", src, *symbol) if symbol else None
            n = self.number(ops[2])
            if n is not None:
                return ("add", src, n if mnemonic == "add" else -n)
        return None


ISA = Arm64()
