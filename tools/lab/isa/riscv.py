"""RISC-V (riscv64): GCC's and Clang's GNU syntax, rv64gc."""

import re

from . import Insn, InstructionSet, Mem

# The ABI names, in x-register order: each register has one canonical name, xN or fN (s0 = fp = x8).
X_ABI = ("zero ra sp gp tp t0 t1 t2 s0 s1 a0 a1 a2 a3 a4 a5 a6 a7 s2 s3 s4 s5 s6 s7 s8 s9 s10 s11 "
         "t3 t4 t5 t6").split()
F_ABI = ("ft0 ft1 ft2 ft3 ft4 ft5 ft6 ft7 fs0 fs1 fa0 fa1 fa2 fa3 fa4 fa5 fa6 fa7 fs2 fs3 fs4 fs5 fs6 fs7 "
         "fs8 fs9 fs10 fs11 ft8 ft9 ft10 ft11").split()
REGISTERS = {**{name: f"x{n}" for n, name in enumerate(X_ABI)}, **{f"x{n}": f"x{n}" for n in range(32)},
             **{name: f"f{n}" for n, name in enumerate(F_ABI)}, **{f"f{n}": f"f{n}" for n in range(32)},
             "fp": "x8"}
ZERO = "x0"                 # reads as 0, writes are dropped: no register
RA = "x1"                   # jr ra: a return
# A memory operand, always the last: 8(sp), (a2), %lo(flag+4)(a5), %pcrel_lo(.Lpcrel_hi0)(a0).
MEMORY = re.compile(r"^(?:%(?:lo|pcrel_lo)\((?P<symbol>[^()]+)\)|(?P<offset>-?(?:0x[0-9a-f]+|\d+)))?"
                    r"\(\s*(?P<base>\w+)\s*\)$", re.I)
# The high part (lui %hi, auipc %pcrel_hi) and the low part (addi %lo). A %pcrel_lo names the label of its
# auipc, not the symbol: annotation.py must map the label to the high part formed there (see riscv.pcrel.test).
HI = re.compile(r"^%(?:hi|pcrel_hi)\((?P<symbol>[^()]+)\)$")
LO = re.compile(r"^%(?:lo|pcrel_lo)\((?P<symbol>[^()]+)\)$")
# Every conditional branch and its pseudos (beqz, bgt...) names its target last.
BRANCH = re.compile(r"^b(?:eq|ne|lt|ge|ltu|geu|gt|le|gtu|leu)z?$")
# GCC's atomics are asm templates with numeric labels on one line: ` 1: lr.w a5,0(a0); bne a5,zero,1f;
# sc.w.aq a3,a4,0(a0); bnez a3,1b; 1:`. The scrubber keeps each label, the last too; 1b and 1f are local labels.
BARRIER = {"fence", "fence.i", "fence.tso"}
HINT = re.compile(r"^(?:nop|pause|prefetch\.[rwi])$")
# The stores name their data first (sw a0,8(a1)); so do the symbol pseudos of -mno-explicit-relocs, which
# the assembler expands to auipc + the access: `lw a0,flag` loads a symbol, `sw a0,flag,a5` stores one (a5
# the scratch register for the high part of its address).
STORE = re.compile(r"^f?s[bhwdq]$")
SYMBOL_ACCESS = re.compile(r"^f?(?:l[bhwdq]u?|s[bhwdq])$")
# The width of an access is in its mnemonic: lw, sd, flw, lbu; lr.w, sc.d, amoadd.w.aqrl.
WIDTH = re.compile(r"^f?[ls]([bhwdq])u?$|^(?:lr|sc|amo\w+)\.([wd])\b")
BYTES = {"b": 1, "h": 2, "w": 4, "d": 8, "q": 16}
ADDRESS = {"la", "lla"}     # the address of a symbol (`la` is a GOT load only under .option pic)
# The store conditional's first operand is its status, the data second; an AMO's data is second too.
# amoswap with rd zero discards the old value: an atomic store (GCC's release store), not a load.
STORE_CONDITIONAL = re.compile(r"^sc\.[wd]")
AMO = re.compile(r"^amo\w+\.[wd]")


class RiscV(InstructionSet):
    name, prefix = "riscv", "RISCV"
    trap = re.compile(r"^(?:c\.)?(?:ebreak|unimp)$")   # __builtin_trap: ebreak (GCC), unimp (Clang)
    mca_cpus = ("sifive-u74", "sifive-p670")   # rv64gc; the second knows the vector extension
    stack_pointer = "x2"
    argument_registers = tuple(f"x{n}" for n in range(10, 18))      # a0..a7
    # A call leaves s0-s11 and fs0-fs11 as they were (the psABI's callee-saved registers).
    callee_saved = frozenset(f"{r}{n}" for r in "xf" for n in (8, 9, *range(18, 28)))
    word_size = 4
    gnu_triple, qemu, native = "riscv64-linux-gnu", "qemu-riscv64", ("riscv64",)
    libc = ("libc6-dev-riscv64-cross", "/usr/riscv64-linux-gnu/include/stdio.h")

    def register(self, name):
        reg = REGISTERS.get(name.strip().lower())
        return None if reg == ZERO else reg

    def decode(self, mnemonic, operands):
        ops = [o.strip() for o in operands.split(",")] if operands else []
        first = self.register(ops[0]) if ops else None
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if HINT.match(mnemonic):
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "ret" or mnemonic == "jr" and first == RA:
            return Insn(mnemonic, operands, ret=True)
        if mnemonic == "call" or mnemonic == "jal" and ops and not self.local_label.match(ops[-1]):   # jal f
            return Insn(mnemonic, operands, call=ops[-1])
        if mnemonic == "jalr":          # jalr a5 / jalr ra,0(a5): a call through a register
            return Insn(mnemonic, operands, call="")
        if mnemonic == "tail":
            return Insn(mnemonic, operands, call=ops[-1], ret=True)
        if mnemonic == "jr":            # a jump table, or a tail call through a register
            return Insn(mnemonic, operands, indirect=True)
        if mnemonic in ("j", "jal") or BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target):                  # j foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=mnemonic in ("j", "jal"))
        mem = self._mem(ops[-1], mnemonic) if len(ops) >= 2 else None
        if mem is not None:
            return self._access(mnemonic, operands, ops, mem)
        if len(ops) >= 2 and SYMBOL_ACCESS.match(mnemonic) and self.symbol_offset(ops[1]) and \
                self.register(ops[1]) is None:
            return self._pseudo(mnemonic, operands, ops)
        if first is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((first, self._value(mnemonic, ops)),))

    def _mem(self, text, mnemonic):
        m = MEMORY.match(text)
        base = self.register(m.group("base")) if m else None
        if base is None:
            return None
        width = WIDTH.match(mnemonic)
        size = BYTES[width.group(1) or width.group(2)] if width else 0
        if m.group("symbol"):
            symbol = self.symbol_offset(m.group("symbol"))
            return Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True, size=size) if symbol else \
                Mem(base=base, index="?")
        return Mem(base=base, offset=int(m.group("offset"), 0) if m.group("offset") else 0, size=size)

    def _access(self, mnemonic, operands, ops, mem):
        """lw a0,8(a1); sw a0,8(a1); lr.w a0,(a1); sc.w a2,a0,(a1); amoswap.w a2,a0,(a1)."""
        first = self.register(ops[0])
        if STORE_CONDITIONAL.match(mnemonic) or AMO.match(mnemonic):
            swap_only = mnemonic.startswith("amoswap") and first is None   # the old value goes nowhere
            return Insn(mnemonic, operands, mem=mem, sets=((first, None),) if first else (),
                        data=self.register(ops[1]) if len(ops) > 2 else None,
                        access=(False, True) if swap_only else None)
        if STORE.match(mnemonic):
            return Insn(mnemonic, operands, mem=mem, data=first)
        return Insn(mnemonic, operands, mem=mem, sets=((first, ("load",)),) if first else ())

    def _pseudo(self, mnemonic, operands, ops):
        """lw a0,flag (a load of a symbol); sw a0,flag,a5 (a store, a5 its scratch register)."""
        symbol = self.symbol_offset(ops[1])
        width = WIDTH.match(mnemonic)
        mem = Mem(symbol=symbol[0], offset=symbol[1], size=BYTES[width.group(1)])
        first = self.register(ops[0])
        if STORE.match(mnemonic):
            scratch = self.register(ops[2]) if len(ops) > 2 else None
            return Insn(mnemonic, operands, mem=mem, data=first, sets=((scratch, None),) if scratch else ())
        return Insn(mnemonic, operands, mem=mem, sets=((first, ("load",)),) if first else ())

    def _value(self, mnemonic, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        src = self.register(ops[1]) if len(ops) > 1 else None
        if mnemonic in ADDRESS and len(ops) == 2:
            symbol = self.symbol_offset(ops[1])
            return ("addr", *symbol) if symbol else None
        if mnemonic in ("lui", "auipc") and len(ops) == 2:
            hi = HI.match(ops[1])
            symbol = self.symbol_offset(hi.group("symbol")) if hi else None
            return ("hi", *symbol) if symbol else None
        if mnemonic == "mv" and src:
            return ("copy", src)
        if mnemonic == "addi" and len(ops) == 3 and src:
            lo = LO.match(ops[2])
            if lo:
                symbol = self.symbol_offset(lo.group("symbol"))
                return ("lo", src, *symbol) if symbol else None
            n = self.number(ops[2])
            return ("add", src, n) if n is not None else None
        return None


ISA = RiscV()
