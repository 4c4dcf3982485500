"""PowerPC 64-bit little-endian (ppc64le, ELFv2): GCC's and Clang's GNU syntax.

Registers are bare numbers (GCC: lwz 9,0(9); Clang: lwz 3, 0(3)), sometimes %r9 or r9: a number is a
register or an immediate by its position in the mnemonic's form, so decode() reads each form by name.
"""

import dataclasses
import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^%?r?(\d+)$")
# beq 0,.L5 / bne- 7,.L3 / bdnz .L2 / bc 12,2,.L5: the target is the last operand, a cr field may come first.
BRANCH = re.compile(r"^(?:b(?:eq|ne|lt|gt|le|ge|so|ns|un|nu)|bdn?z[tf]?|bc)[+-]?$")
# beqlr 7 / bnelr / bdnzlr / bclr 12,2: a return taken on a condition, else the code falls through.
CONDITIONAL_RETURN = re.compile(r"^(?:b(?:eq|ne|lt|gt|le|ge|so|ns|un|nu)|bdn?z|bc)lr[+-]?$")
RELATIVE = re.compile(r"^[.$][+-]\d+$")          # bne- 7,.+4 (the acquire idiom before isync): no label
BARRIER = {"sync", "lwsync", "hwsync", "isync", "eieio", "ptesync", "msync"}
HINT = {"dcbt", "dcbtst"}                            # data-cache touch: a prefetch
# A quadword into an even/odd register pair. LLVM's PowerPC scheduling models lack lq and stq (llvm-mca skips
# them): the one table of accesses here.
QUADWORD = re.compile(r"^(?:lq|stq|lqarx|stqcx\.)$")
QUADWORD_ACCESS = {"lq": (True, False), "stq": (False, True)}
# Load-and-reserve / store-conditional: LLVM models each as may-load-and-store; each is one or the other.
EXCLUSIVE_LOAD = re.compile(r"^l[bhwdq]arx$")
EXCLUSIVE_STORE = re.compile(r"^st[bhwdq]cx\.$")
# The integer loads and stores (their first operand is a GPR): D/DS-form 'RT, D(RA)', X-form 'RT, RA, RB'.
INTEGER_LOAD = re.compile(r"^(?:l(?:bz|hz|ha|wz|wa|d)u?x?|l[hwd]brx|lmw|lq|l[bhwdq]arx)$")
INTEGER_STORE = re.compile(r"^(?:st[bhwd]u?x?|st[hwd]brx|stmw|stq|st[bhwdq]cx\.)$")
# The update forms: RA gets the address back (stdu 1,-48(1) makes the frame, lwzu walks an array).
UPDATE = re.compile(r"^(?:l(?:bz|hz|ha|wz|wa|d|fs|fd)|st(?:[bhwd]|fs|fd))ux?$")
# Floating-point and vector loads and stores: the same addressing, but the register is no GPR.
FP_VECTOR_ACCESS = re.compile(r"^(?:lf[sd]|stf[sd]|lfiw[az]|stfiw|lxs[sd]?|stxs[sd]?|lxv|stxv|lv|stv)\w*$")
# Their first operand is no GPR they write: a cr field (cmpwi 0,9,0), a source (mtctr 9), a trap's condition.
WRITES_NO_GPR = re.compile(r"^(?:cmp\w*|fcmp\w*|tw\w*|td\w*|mt\w*|dcb\w*|icbi)$")
# GCC -Os saves r(N)..r31 with 'bl _savegpr0_N' (ELFv2's out-of-line helper: stores below r1, clobbers
# no GPR): a run of spills, not a call that could change the registers.
SAVE_GPRS = re.compile(r"^_savegpr0_(\d+)$")
# Bytes an access covers, by the letters after l/st: lbz, stb 1; lhz, lha, sth 2; lwz, lwa, stw, lfs 4; ld, std, lfd 8.
ACCESS_SIZE = {"bz": 1, "b": 1, "bu": 1, "hz": 2, "ha": 2, "h": 2, "wz": 4, "wa": 4, "w": 4, "fs": 4, "d": 8,
               "fd": 8}
DISPLACEMENT = re.compile(r"^(.*)\(\s*(%?r?\d+)\s*\)$")     # D(RA)
# The high part of symbol - TOC base (r2), and its low part, added to the high part's register; the addend
# before the suffix (GCC: .LANCHOR0+8@toc@l) or after it (Clang: pair@toc@l+4).
TOC_HA = re.compile(r"@toc@ha(?![\w@])")
TOC_LO = re.compile(r"@toc@l(?![\w@])")


class PowerPC(InstructionSet):
    name, prefix = "ppc", "PPC"
    trap = re.compile(r"^(?:trap|tw 31, ?0, ?0)$")   # __builtin_trap: trap, tw 31,0,0 unconditionally
    # How an address is formed: addis adds the high part (high_part) to high_base (r2, the TOC pointer), and the
    # low part (low_part) completes it, in a displacement or an addi.
    high_part, low_part, high_base = TOC_HA, TOC_LO, "r2"
    mca_cpus = ("pwr9", "pwr10")            # pwr10 knows the prefixed loads (pld, plwz)
    stack_pointer = "r1"
    argument_registers = tuple(f"r{n}" for n in range(3, 11))
    callee_saved = frozenset(f"r{n}" for n in range(14, 32))     # ELFv2: a call leaves r14-r31 as they were
    gnu_triple, qemu, native = "powerpc64le-linux-gnu", "qemu-ppc64le", ("ppc64le",)
    libc = ("libc6-dev-ppc64el-cross", "/usr/powerpc64le-linux-gnu/include/stdio.h")

    def register(self, name):
        m = REGISTER.match(name.strip())
        return f"r{m.group(1)}" if m and int(m.group(1)) < 32 else None

    def _base(self, text):
        """RA of a D-form or X-form address: None for 0, which means the literal 0, not r0."""
        return None if text.strip().lstrip("%r") == "0" else self.register(text)

    def decode(self, mnemonic, operands):
        ops = [o.strip() for o in operands.split(",")] if operands else []
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in HINT:
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "blr" or CONDITIONAL_RETURN.match(mnemonic):
            return Insn(mnemonic, operands, ret=True, falls_through=mnemonic != "blr")
        save = SAVE_GPRS.match(ops[0]) if mnemonic == "bl" and ops else None
        if save:
            count = 32 - int(save.group(1))
            return Insn(mnemonic, operands, mem=Mem(base="r1", offset=-8 * count, count=count, size=8),
                        access=(False, True))
        if mnemonic in ("bl", "bctrl", "blrl"):
            return Insn(mnemonic, operands, call=ops[0] if mnemonic == "bl" and ops else "")
        if mnemonic == "bctr":                      # a jump table, or a tail call through a pointer
            return Insn(mnemonic, operands, indirect=True)
        if mnemonic == "b" or BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target) and not RELATIVE.match(target):   # b _restgpr0_24: a tail call
                return Insn(mnemonic, operands, call=target, ret=mnemonic == "b")
            return Insn(mnemonic, operands, target=target, jump=mnemonic == "b")
        if INTEGER_LOAD.match(mnemonic) or INTEGER_STORE.match(mnemonic) or FP_VECTOR_ACCESS.match(mnemonic):
            return self._access(mnemonic, operands, ops)
        first = self.register(ops[0]) if ops else None
        if WRITES_NO_GPR.match(mnemonic) or first is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((first, self._value(mnemonic, ops)),))

    def _mem(self, ops):
        """The memory operand of 'R, D(RA)' or 'R, RA, RB', and RA when the form writes it back."""
        d = DISPLACEMENT.match(ops[1]) if len(ops) == 2 else None
        if d:
            base, text = self._base(d.group(2)), d.group(1).strip()
            lo = self.low_part.search(text)
            symbol = self.symbol_offset(self.low_part.sub("", text))
            if lo and symbol:                                    # lwz 3,flag@toc@l(9)
                return Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True), base
            offset = self.number(text or "0")
            if offset is None:
                return Mem(base=base, index="?"), None
            return Mem(base=base, offset=offset), base
        if len(ops) == 3:                                        # X-form: RA + RB, RA 0 meaning none
            base, index = self._base(ops[1]), self.register(ops[2])
            return (Mem(base=index) if base is None else Mem(base=base, index=index)), base
        return None, None

    def _access(self, mnemonic, operands, ops):
        access = (True, False) if EXCLUSIVE_LOAD.match(mnemonic) else \
            (False, True) if EXCLUSIVE_STORE.match(mnemonic) else QUADWORD_ACCESS.get(mnemonic)
        mem, base = self._mem(ops)
        if mem is None:
            return Insn(mnemonic, operands, access=access)
        gpr = not FP_VECTOR_ACCESS.match(mnemonic)
        reg = self.register(ops[0]) if gpr else None
        if mnemonic in ("lmw", "stmw") and reg:                  # r(T)..r31, a word each
            count = 32 - int(reg[1:])
            mem = dataclasses.replace(mem, count=count, size=4)
            regs = tuple(f"r{n}" for n in range(int(reg[1:]), 32))
        elif QUADWORD.match(mnemonic) and reg:
            regs = (reg, f"r{int(reg[1:]) + 1}")
        else:
            regs = (reg,) if reg else ()
            kind = mnemonic[2:] if mnemonic.startswith("st") else mnemonic[1:]
            mem = dataclasses.replace(mem, size=ACCESS_SIZE.get(kind[:2].rstrip("ux"), 0))
        writeback = ()
        if UPDATE.match(mnemonic) and base:       # lwzux: RA + RB, not known; stwu 4,flag@l(3): RA is &flag
            writeback = ((base, None if mem.index else ("lo", base, mem.symbol, mem.offset) if mem.lo else
                          ("add", base, mem.offset)),)
        if mnemonic.startswith("st"):
            return Insn(mnemonic, operands, mem=mem, sets=writeback, access=access,
                        data=regs[0] if len(regs) == 1 else None)
        # A value loaded is known where it is one GPR loaded as written (not byte-reversed, not a pair).
        how = ("load",) if len(regs) == 1 and "brx" not in mnemonic else None
        return Insn(mnemonic, operands, mem=mem, sets=tuple((r, how) for r in regs) + writeback, access=access)

    def _value(self, mnemonic, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        if mnemonic == "lis" and len(ops) == 2:                 # lis RT,X is addis RT,0,X
            mnemonic, ops = "addis", [ops[0], "0", ops[1]]
        la = DISPLACEMENT.match(ops[1]) if mnemonic == "la" and len(ops) == 2 else None
        if la:                                                   # la RT,D(RA) is addi RT,RA,D
            mnemonic, ops = "addi", [ops[0], la.group(2), la.group(1)]
        src = self._base(ops[1]) if len(ops) > 1 else None
        if mnemonic == "mr" and src:
            return ("copy", src)
        if mnemonic == "addis" and len(ops) == 3:
            ha = self.high_part.search(ops[2])
            symbol = self.symbol_offset(self.high_part.sub("", ops[2])) if ha and src == self.high_base else None
            return ("hi", *symbol) if symbol else None           # addis 9,2,flag@toc@ha (r2: the TOC)
        if mnemonic == "addi" and len(ops) == 3 and src:
            if self.low_part.search(ops[2]):
                symbol = self.symbol_offset(self.low_part.sub("", ops[2]))
                return ("lo", src, *symbol) if symbol else None  # addi 9,9,flag@toc@l: the address
            n = self.number(ops[2])
            return ("add", src, n) if n is not None else None
        return None


ISA = PowerPC()
