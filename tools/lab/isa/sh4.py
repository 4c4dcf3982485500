"""SuperH (sh4: SH-4, little-endian): GCC's syntax, the source first (mov.l @r1,r2 loads, mov.l r2,@r1
stores), '!' for a comment and '#' for an immediate.

LLVM has no SuperH backend (clang: "error: unknown target triple 'sh4-unknown-linux-gnu'"), so no llvm-mca
either: this module says itself which operand each instruction reads and writes, as alpha.py and m68k.py do.
A global's address comes from a literal pool, PC-relative (mov.l .L5,r1 with `.L5: .long flag`), as on ARM;
a call goes through a register loaded so (jsr @r1), and is named after what the pool entry holds. The kernel's
SH-4 (-m4) has no barrier instruction (its barriers are barrier()); SH-4A's synco is known here all the same.

rts, bra, braf, bsr, bsrf, jmp, jsr, bt/s and bf/s have a delay slot. The matrix compiles with GCC's
delay-slot filler off (-fno-delayed-branch): each slot then holds a nop and no branch is the /s form
(checks/isa/sh4.test proves it on the corpus), and the text is in the order the instructions take effect.
An access a filler moved into a slot would read as after its branch: this module reads the text in order.
"""

import dataclasses
import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^(?:r([0-9]|1[0-5])|(fr[0-9]+|dr[0-9]+|xd[0-9]+|fv[0-9]+|pr|mach|macl|gbr|vbr|sr|fpul|"
                      r"fpscr|ssr|spc|sgr|dbr|r[0-7]_bank))$")
SIZE = {"b": 1, "w": 2, "l": 4, "s": 4, "d": 8}
# @rn, @rn+, @-rn, @(disp,rn), @(r0,rn), @(disp,gbr), @(r0,gbr); a label alone is a PC-relative pool entry.
POSTINC = re.compile(r"^@(r\d+)\+$")
PREDEC = re.compile(r"^@-(r\d+)$")
INDIRECT = re.compile(r"^@(r\d+)$")
DISPLACED = re.compile(r"^@\(\s*([^,()]+?)\s*,\s*(\w+)\s*\)$")
CONDITIONAL = {"bt", "bf", "bt/s", "bf/s"}
BARRIER = {"synco"}
# nop, and the cache and prefetch operations (ocbi drops a line the program stores nothing through)
HINT = {"nop", "pref", "prefi", "ocbi", "ocbp", "ocbwb", "icbi", "sleep"}
# They write only T (or MAC): their last operand, a register, keeps its value.
WRITES_NO_REGISTER = re.compile(r"^(?:cmp/\w+|tst|tst\.b|clrt|sett|clrmac|clrs|sets|ldtlb|trapa|mac\.[wl]|"
                                r"div0s|div0u)$")
READ_WRITE = re.compile(r"^(?:tas\.b|and\.b|or\.b|xor\.b)$")   # read, modify and write the byte they name
LINKED = {"movli.l": (True, False), "movco.l": (False, True)}  # SH-4A's load-linked / store-conditional
# What sets the T bit bt and bf branch on: the tests and compares, dt, the one-bit shifts and rotates, the carry
# and overflow arithmetic, division steps, tas.b, sett and clrt, a load of SR (ldc), and SH-4A's movco.l; shll2,
# shlr8 and the like leave it alone.
SETS_T = re.compile(r"^(?:tst|tst\.b|cmp/\w+|fcmp/\w+|dt|tas\.b|sett|clrt|addc|addv|subc|subv|negc|div0s|div0u|div1|"
                    r"shal|shar|shll|shlr|rotl|rotr|rotcl|rotcr|movco\.l)$")


class SH4(InstructionSet):
    name, prefix = "sh4", "SH4"
    comment = re.compile(r"!.*")
    stack_pointer = "r15"
    argument_registers = ("r4", "r5", "r6", "r7")
    callee_saved = frozenset(f"r{n}" for n in range(8, 15))     # r8-r14 (r14 the frame pointer)
    gnu_triple, qemu, native = "sh4-linux-gnu", "qemu-sh4", ("sh4",)
    libc = ("libc6-dev-sh4-cross", "/usr/sh4-linux-gnu/include/stdio.h")
    # No sh4 program linked against that C library starts under qemu-sh4 (demos.cannot_start): a trace driver is
    # freestanding. exit is 1, trapa with the number in r3 and the status in r4 (arch/sh/include/asm/unistd_32.h).
    exit_syscall, linker = ("trapa #0x11", "r3", 1, "r4"), "sh4-linux-gnu-ld"

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        return f"r{m.group(1)}" if m.group(1) is not None else m.group(2)

    def _mem(self, text, size):
        """(Mem, writeback sets) of a memory operand, or (None, ()) for a register or an immediate."""
        text = text.strip()
        if not text or text.startswith("#") or self.register(text):
            return None, ()
        m = POSTINC.match(text)
        if m:
            base = self.register(m.group(1))
            return Mem(base=base, size=size), ((base, ("add", base, size)),)
        m = PREDEC.match(text)
        if m:
            base = self.register(m.group(1))
            return Mem(base=base, offset=-size, size=size), ((base, ("add", base, -size)),)
        m = INDIRECT.match(text)
        if m:
            return Mem(base=self.register(m.group(1)), size=size), ()
        m = DISPLACED.match(text)
        if m:
            first, base = m.group(1), self.register(m.group(2))
            if base is None or base == "gbr" or base == "pc":   # GBR-relative (TLS): not followed
                return Mem(index="?", size=size), ()
            if self.register(first):                       # @(r0,rn): an index register
                return Mem(base=base, index=self.register(first), size=size), ()
            n = self.number(first)
            return (Mem(base=base, offset=n, size=size) if n is not None else Mem(index="?", size=size)), ()
        symbol = self.symbol_offset(text)
        if symbol:                                         # mov.l .L5,r1: the pool entry at .L5
            return Mem(symbol=symbol[0], offset=symbol[1], size=size), ()
        return Mem(index="?", size=size), ()

    def decode(self, mnemonic, operands):
        """The instruction as _decode reads it, with whether it sets the T bit and whether it branches on it."""
        insn = self._decode(mnemonic, operands)
        sets_t = bool(SETS_T.match(mnemonic)) or (mnemonic in ("ldc", "ldc.l") and
                                                  self.register(operands.rpartition(",")[2]) == "sr")
        return dataclasses.replace(insn, sets_flag=sets_t, reads_flag=mnemonic in CONDITIONAL)

    def _decode(self, mnemonic, operands):
        ops = self.operands(operands)
        base, _, suffix = mnemonic.partition(".")
        size = SIZE.get(suffix, 4)
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in HINT:
            return Insn(mnemonic, operands, hint=True)
        if mnemonic in ("rts", "rte"):
            return Insn(mnemonic, operands, ret=True)
        target = ops[0] if ops else ""
        if mnemonic in CONDITIONAL or mnemonic == "bra":
            if not self.local_label.match(target):          # bra foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True, access=(False, False))
            return Insn(mnemonic, operands, target=target, jump=mnemonic == "bra", access=(False, False))
        if mnemonic == "braf":                              # a jump table, PC-relative
            return Insn(mnemonic, operands, indirect=True, access=(False, False))
        if mnemonic == "bsr":
            return Insn(mnemonic, operands, call=target, access=(False, False))
        through = self.register(target[1:]) if target.startswith("@") else None
        if mnemonic == "jsr":                               # jsr @r1: through a register (a pool entry's address)
            return Insn(mnemonic, operands, call="", callee=through, access=(False, False))
        if mnemonic == "bsrf":                              # bsrf r1: PC-relative, by an offset in r1
            return Insn(mnemonic, operands, call="", access=(False, False))
        if mnemonic == "jmp":
            # jmp @r1: GCC's sibling call through a register loaded from the pool (a branch within the function
            # is bra, or braf for a jump table)
            return Insn(mnemonic, operands, call="", callee=through, ret=True, access=(False, False))
        if mnemonic == "mova":                              # mova .L4,r0: the label's address, no access
            symbol = self.symbol_offset(target)
            dest = self.register(ops[-1]) if len(ops) == 2 else None
            return Insn(mnemonic, operands, access=(False, False),
                        sets=((dest, ("addr", *symbol) if symbol else None),) if dest else ())
        if base in ("mac",) and len(ops) == 2:              # mac.l @rm+,@rn+: two loads
            (source, wb1), (mem, wb2) = self._mem(ops[0], size), self._mem(ops[1], size)
            return Insn(mnemonic, operands, source=source, mem=mem, access=(True, False),
                        sets=wb1 + wb2 + (("mach", None), ("macl", None)))
        return self._general(mnemonic, operands, ops, size)

    def _general(self, mnemonic, operands, ops, size):
        """Every other instruction, the source first: a memory operand first is loaded, last is stored."""
        mems = [self._mem(o, size) for o in ops]
        writeback = tuple(s for _, wb in mems for s in wb)
        named = [(i, m) for i, (m, _) in enumerate(mems) if m is not None]
        last = self.register(ops[-1]) if ops else None
        writes = last is not None and not WRITES_NO_REGISTER.match(mnemonic)
        if not named:
            sets = ((last, self._value(mnemonic, ops)),) if writes else ()
            return Insn(mnemonic, operands, access=(False, False), sets=sets)
        at, mem = named[0]
        if READ_WRITE.match(mnemonic):                      # tas.b @r1; or.b #1,@(r0,gbr)
            return Insn(mnemonic, operands, mem=mem, access=(True, True), sets=writeback)
        if mnemonic == "tst.b":                             # tst.b #1,@(r0,gbr): read only
            return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=writeback)
        if at == len(ops) - 1 and len(ops) == 2:            # mov.l r1,@r2; sts.l pr,@-r15; movco.l r0,@r1
            return Insn(mnemonic, operands, mem=mem, access=LINKED.get(mnemonic, (False, True)),
                        data=self.register(ops[0]), sets=writeback)
        if at == 0 and len(ops) == 2:                       # mov.l @r1,r2; mov.l .L5,r1; lds.l @r15+,pr
            dest = self.register(ops[1])
            # only a whole word can hold an address; mov.b and mov.w sign-extend what they load
            how = ("load",) if size == 4 and not mnemonic.startswith("f") else None
            return Insn(mnemonic, operands, mem=mem, access=LINKED.get(mnemonic, (True, False)),
                        sets=writeback + (((dest, how),) if dest else ()))
        return Insn(mnemonic, operands, mem=mem, sets=writeback)     # a form not modelled: unknown

    def _value(self, mnemonic, ops):
        """How an instruction with no memory operand sets its last operand, a register, where that can be known."""
        src = self.register(ops[0]) if len(ops) == 2 else None
        dest = self.register(ops[-1])
        if mnemonic == "mov" and src:
            return ("copy", src)
        if mnemonic == "add" and len(ops) == 2 and ops[0].startswith("#"):
            n = self.number(ops[0])
            return ("add", dest, n) if n is not None else None
        return None


ISA = SH4()
