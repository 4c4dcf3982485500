"""LoongArch (loongarch64): Clang's syntax, $-named registers (ld.w $a0, $a0, %pc_lo12(flag)).

LLVM's LoongArch backend has no scheduling model, so llvm-mca cannot say what an instruction does ("unable
to find instruction-level scheduling information"): this module says itself which instructions load and
store, as alpha.py does. A load/store machine: the loads are ld*, the stores st*, the atomics am*.
"""

import re

from . import Insn, InstructionSet, Mem

# $r0-$r31 and their ABI names; $f0-$f31 and theirs
ABI = {"zero": 0, "ra": 1, "tp": 2, "sp": 3, "fp": 22, "s9": 22}
ABI.update({f"a{n}": 4 + n for n in range(8)})
ABI.update({f"t{n}": 12 + n for n in range(9)})
ABI.update({f"s{n}": 23 + n for n in range(9)})
FLOAT_ABI = {f"fa{n}": n for n in range(8)} | {f"ft{n}": 8 + n for n in range(16)} | \
    {f"fs{n}": 24 + n for n in range(8)}
LOAD = re.compile(r"^(?:ld|ldptr|fld)\.(?:b|h|w|d|bu|hu|wu|s)$")       # rd, rj, si12 (ldptr: si14 << 2)
STORE = re.compile(r"^(?:st|stptr|fst)\.(?:b|h|w|d|s)$")
INDEXED = re.compile(r"^(?:ldx|fldx|stx|fstx)\.\w+$")                  # rd, rj, rk: the address is rj + rk
LOAD_LINKED, STORE_CONDITIONAL = re.compile(r"^ll\.[wd]$"), re.compile(r"^sc\.[wd]$")
# The vector extensions (LSX vld/vst, LASX xvld/xvst): rd, rj, si12 as ld/st; vldx/vstx indexed; vldrepl and
# vstelm read or write one element at rj + offset
VECTOR = re.compile(r"^x?v(?:ld|st)(?:repl\.\w+|elm\.\w+)?$")
VECTOR_INDEXED = re.compile(r"^x?v(?:ldx|stx)$")
MEMORY_LIKE = re.compile(r"^(?:x?v|f)?(?:ld|st|am|ll|sc)")             # what a memory instruction looks like
ATOMIC = re.compile(r"^am\w+?(?:_db)?\.(?:w|d|wu|du|b|h)$")             # amadd_db.w rd, rk, rj: rj's memory
BOUNDED = re.compile(r"^(?:ld|st|fld|fst)(?:gt|le)\.\w+$")              # ldgt.w rd, rj, rk: at rj, bounded by rk
WIDTH = {"b": 1, "bu": 1, "h": 2, "hu": 2, "w": 4, "wu": 4, "d": 8, "s": 4}
BRANCH = re.compile(r"^(?:b|beq|bne|blt|bge|bltu|bgeu|beqz|bnez|bceqz|bcnez|bgt|ble|bgtu|bleu|bltz|bgtz|blez|bgez)$")
BARRIER = {"dbar"}
HINT = {"preld", "preldx", "ibar", "nop"}
RELOCATION = re.compile(r"^%(\w+)\((.+)\)$")


class LoongArch(InstructionSet):
    name, prefix = "loongarch", "LOONGARCH"
    trap = re.compile(r"^(?:break\b|amswap\.w \$zero, ?\$ra, ?\$zero$)")   # __builtin_trap: break 0; Clang's invalid amswap
    stack_pointer = "r3"
    argument_registers = tuple(f"r{4 + n}" for n in range(8))
    callee_saved = frozenset(f"r{n}" for n in range(22, 32))     # $fp/$s9 and $s0-$s8
    word_size = 4
    gnu_triple, qemu, native = "loongarch64-linux-gnu", "qemu-loongarch64", ("loongarch64",)
    # Linux's generic system calls (exit: 93); no LoongArch binutils in Debian 12, and lld-14 predates LoongArch.
    exit_syscall, linker = ("syscall 0", "$a7", 93, "$a0"), "ld.lld-19"
    no_demo = "Debian 12 has qemu-loongarch64 but no LoongArch C library (no libc6-dev-loong64-cross)"

    def register(self, name):
        text = name.strip().lower()
        if not text.startswith("$"):
            return None
        text = text[1:]
        m = re.fullmatch(r"r(\d+)", text)
        n = int(m.group(1)) if m else ABI.get(text)
        if n is not None:
            return f"r{n}" if n != 0 else None                     # $zero reads as zero: no register
        m = re.fullmatch(r"f(\d+)", text)
        n = int(m.group(1)) if m else FLOAT_ABI.get(text)
        return f"f{n}" if n is not None else None

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in HINT:
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "ret":
            return Insn(mnemonic, operands, ret=True)
        if mnemonic == "jr":                                   # jr $ra: a return; jr $a1: a jump table
            return Insn(mnemonic, operands, ret=True) if self.register(ops[0]) == "r1" else \
                Insn(mnemonic, operands, indirect=True)
        if mnemonic == "jirl":                                 # jirl rd, rj, offs: a call when rd is $ra
            if self.register(ops[0]) == "r1":
                return Insn(mnemonic, operands, call="")
            return Insn(mnemonic, operands, ret=True) if self.register(ops[1]) == "r1" else \
                Insn(mnemonic, operands, indirect=True)
        if mnemonic == "bl":
            return Insn(mnemonic, operands, call=self._callee(ops[0]))
        if BRANCH.match(mnemonic):
            target = ops[-1]
            if not self.local_label.match(target):             # b local: a tail call
                return Insn(mnemonic, operands, call=self._callee(target), ret=True)
            return Insn(mnemonic, operands, target=target, jump=mnemonic == "b")
        if LOAD.match(mnemonic) or STORE.match(mnemonic) or BOUNDED.match(mnemonic) or VECTOR.match(mnemonic):
            return self._access(mnemonic, operands, ops)
        if INDEXED.match(mnemonic) or VECTOR_INDEXED.match(mnemonic):
            reg = self.register(ops[0])
            size = WIDTH.get(mnemonic.partition(".")[2], 0)
            mem = Mem(base=self.register(ops[1]), index=ops[2] if len(ops) > 2 else "?", size=size)
            if "ldx" in mnemonic:
                return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=((reg, None),) if reg else ())
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=reg)
        if LOAD_LINKED.match(mnemonic) or STORE_CONDITIONAL.match(mnemonic):
            reg = self.register(ops[0])
            offset = self.number(ops[2]) if len(ops) > 2 else 0
            mem = Mem(base=self.register(ops[1]), offset=offset or 0, size=WIDTH[mnemonic[-1]])
            if mnemonic.startswith("ll"):
                return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=((reg, None),) if reg else ())
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=reg,   # rd becomes the success flag
                        sets=((reg, None),) if reg else ())
        if ATOMIC.match(mnemonic):                             # amswap_db.w rd, rk, rj: old value into rd
            reg = self.register(ops[0])
            mem = Mem(base=self.register(ops[2]), size=WIDTH.get(mnemonic.split(".")[1], 0))
            if reg is None and mnemonic.startswith("amswap"):
                # amswap_db.w $zero, rk, rj: the old value is thrown away, so to the program it is a store (LLVM's
                # release store, LoongArch having no store-release instruction); the checks name it by mnemonic
                return Insn(mnemonic, operands, mem=mem, access=(False, True), data=self.register(ops[1]))
            return Insn(mnemonic, operands, mem=mem, access=(True, True), sets=((reg, None),) if reg else ())
        if MEMORY_LIKE.match(mnemonic):
            # a memory instruction the table does not know names memory: unknown, never nothing
            return Insn(mnemonic, operands, mem=Mem(index="?"))
        dest = self.register(ops[0]) if ops else None
        if dest is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((dest, self._value(mnemonic, ops)),))

    @staticmethod
    def _callee(text):
        """helper of bl %plt(helper) or bl helper."""
        m = RELOCATION.match(text)
        return m.group(2) if m else text

    def _access(self, mnemonic, operands, ops):
        """ld.w rd, rj, si12 or st.w rd, rj, si12 (the offset may be %pc_lo12(sym) or %got_pc_lo12(sym))."""
        reg = self.register(ops[0]) if ops else None
        if len(ops) < 2:
            return Insn(mnemonic, operands, mem=Mem(index="?"))
        base = self.register(ops[1])
        size = WIDTH.get(mnemonic.partition(".")[2], 16 if mnemonic[:1] == "v" else 32 if mnemonic[:2] == "xv" else 0)
        loads = "ld" in mnemonic
        disp = ops[2] if len(ops) > 2 else "0"
        if "elm" in mnemonic:                                  # vstelm.w vd, rj, si8, idx: one element
            size = WIDTH.get(mnemonic.partition(".")[2], 0)
        if BOUNDED.match(mnemonic):
            mem = Mem(base=base, size=size)
        else:
            reloc = RELOCATION.match(disp)
            n = self.number(disp)
            if reloc and reloc.group(1) in ("pc_lo12", "got_pc_lo12"):
                symbol = self.symbol_offset(reloc.group(2))
                mem = Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True, size=size,
                          got=reloc.group(1) == "got_pc_lo12") if symbol else Mem(base=base, index="?")
            elif n is not None:
                mem = Mem(base=base, offset=n, size=size)
            else:
                mem = Mem(base=base, index="?")
        if loads:
            how = ("load",) if mnemonic in ("ld.d", "ldptr.d") else None      # only a doubleword holds an address
            return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=((reg, how),) if reg else ())
        return Insn(mnemonic, operands, mem=mem, access=(False, True), data=reg)

    def _value(self, mnemonic, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        src = self.register(ops[1]) if len(ops) > 1 else None
        if mnemonic in ("pcalau12i", "pcaddu12i") and len(ops) == 2:
            reloc = RELOCATION.match(ops[1])
            if reloc and reloc.group(1) in ("pc_hi20", "got_pc_hi20"):
                symbol = self.symbol_offset(reloc.group(2))
                if symbol:
                    got = reloc.group(1) == "got_pc_hi20"
                    return ("hi", symbol[0] + "@got" if got else symbol[0], symbol[1])
            return None
        if mnemonic == "move" and src:
            return ("copy", src)
        if mnemonic == "or" and len(ops) == 3 and src and ops[2].lower() in ("$zero", "$r0"):
            return ("copy", src)
        if mnemonic == "addi.d" and len(ops) == 3 and src:
            reloc = RELOCATION.match(ops[2])
            if reloc and reloc.group(1) == "pc_lo12":
                symbol = self.symbol_offset(reloc.group(2))
                return ("lo", src, *symbol) if symbol else None
            n = self.number(ops[2])
            if n is not None:
                return ("add", src, n)
        return None


ISA = LoongArch()
