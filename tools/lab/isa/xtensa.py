"""Xtensa (xtensa): GCC's syntax (xtensa-lx106-elf-gcc, the ESP8266 core) and Clang 22's (its generic CPU),
both the call0 ABI. LLVM 19's llvm-mca has no scheduling model for Xtensa ("unable to find instruction-level
scheduling information for target triple 'xtensa'"), so this module says itself which instructions load and
store, as alpha.py does.

A global's address is never formed in registers: it is a literal, `.literal .LC0, flag` in the text, that
`l32r a8, .LC0` loads pc-relatively. annotation.py lays `.literal` out as a pool entry holding &flag (as an ARM
`ldr r3, .L5` pool), so the l32r reads as `pool &flag` and a8 then holds flag's address. Calls go through
such a literal too (Clang: `l32r a8, .LCPI0_0; callx0 a8`; GCC's -mlongcalls leaves `call0 g` to the
assembler to relax the same way): a call through a register is named after the function its value is.

memw waits until every earlier load and store is done before any later one starts: it is the kernel's mb()
and wmb() (arch/xtensa/include/asm/barrier.h), and it is annotated `barrier`. Clang puts one before every
volatile access (GCC's -mserialize-volatile, which the kernel turns off with -mno-serialize-volatile, and
which Clang has no option for), so Clang's ONCE accesses each come with a barrier before them, and a check
that counts barriers between two accesses sees one more on Clang's code than the source wrote.
"""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^a(\d|1[0-5])$|^sp$")
# Loads and stores: `l32i at, as, imm` and `s32i at, as, imm` (.n: the 16-bit density forms), the data
# register first, then the base and an unsigned offset; the width in the mnemonic.
LOAD = {"l32i": 4, "l32i.n": 4, "l32ai": 4, "l16ui": 2, "l16si": 2, "l8ui": 1, "lsi": 4, "lsiu": 4}
STORE = {"s32i": 4, "s32i.n": 4, "s32ri": 4, "s16i": 2, "s8i": 1, "ssi": 4, "ssiu": 4}
WORD = {"l32i", "l32i.n", "l32ai"}        # only a whole word loaded can be an address
CAS = "s32c1i"             # compare with SCOMPARE1 and store: loads and stores, the old value comes back in at
BARRIER = {"memw", "extw", "isync", "dsync", "esync", "rsync"}
HINT = {"nop", "nop.n", "dpfr", "dpfw", "dpfro", "dpfwo", "ipf"}
RETURN = {"ret", "ret.n", "retw", "retw.n"}
CALL = re.compile(r"^call(?:0|4|8|12)$")
CALLX = re.compile(r"^callx(?:0|4|8|12)$")
# Every conditional branch names its target last: beqz a2, .L4; bnei a2, 3, .L4; bbsi a2, 3, .L4; bt b0, .L4.
BRANCH = re.compile(r"^(?:b(?:eq|ne|lt|ge|ltu|geu)[zi]?|b(?:ltu|geu)i|bany|bnone|ball|bnall|bb[cs]i?|bt|bf)"
                    r"(?:\.n)?$")
# The zero-overhead loops run their body again from the end label without a branch in the text: neither
# compiler emits them here (the lx106 and Clang's generic CPU lack the loop option); read as a jump to
# anywhere, so that nothing is known after one rather than something wrong.
LOOP = {"loop", "loopnez", "loopgtz"}
COPY = {"mov", "mov.n"}
ADD = {"addi", "addi.n", "addmi"}


class Xtensa(InstructionSet):
    name, prefix = "xtensa", "XTENSA"
    stack_pointer = "a1"
    # The call0 ABI, which both compilers emit: arguments in a2-a7, a12-a15 kept across a call (a0, the return
    # address, is not). Windowed code (entry, callx8, retw) is decoded, but its calls rotate the registers, and
    # what a call keeps would be a0-a7, not these: it is not in the matrix.
    argument_registers = ("a2", "a3", "a4", "a5", "a6", "a7")
    callee_saved = frozenset(("a12", "a13", "a14", "a15"))
    word_size = 4
    qemu = "qemu-xtensa"
    # Xtensa Linux's exit is 118, the number in a2 and the status in a6 (arch/xtensa/kernel/syscalls/syscall.tbl);
    # syscall written as its bytes, which clang-22 refuses without the option that names it. clang-22's integrated
    # assembler fails on its own output ("fixup value must be 4-byte aligned"): the bare-metal GCC's assembler
    # and linker do both compilers' (no s32c1i: the cases with atomics do not assemble for clang-22).
    exit_syscall = (".byte 0x00, 0x50, 0x00", "a2", 118, "a6")
    linker, assembler = "xtensa-lx106-elf-ld", "xtensa-lx106-elf-as"
    no_demo = ("Debian 12 has qemu-xtensa but no C library for Xtensa Linux (no libc6-dev-xtensa-cross; its one "
               "Xtensa GCC, gcc-xtensa-lx106, is bare-metal): no demo can be linked")

    def register(self, name):
        name = name.strip().lower()
        if not REGISTER.match(name):
            return None
        return "a1" if name == "sp" else name

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        regs = [self.register(o) for o in ops]
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in HINT:
            return Insn(mnemonic, operands, hint=True)
        if mnemonic in RETURN:
            return Insn(mnemonic, operands, ret=True)
        if CALL.match(mnemonic):
            return Insn(mnemonic, operands, call=ops[0] if ops else "")
        if CALLX.match(mnemonic):                 # callx0 a8: a8 holds the callee's address from a literal
            return Insn(mnemonic, operands, call="", callee=regs[0] if regs else None)
        if mnemonic == "jx":                      # a jump table (jx a8), or a tail call through a register
            return Insn(mnemonic, operands, indirect=True)
        if mnemonic in LOOP:
            return Insn(mnemonic, operands, indirect=True, falls_through=True)
        if mnemonic in ("j", "j.l") or BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target):    # j foo: a tail call (a conditional one falls through)
                return Insn(mnemonic, operands, call=target, ret=True, falls_through=not mnemonic.startswith("j"))
            return Insn(mnemonic, operands, target=target, jump=mnemonic.startswith("j"))
        if mnemonic == "l32r":                    # l32r a8, .LC0: the literal .LC0 holds
            symbol = self.symbol_offset(ops[1]) if len(ops) == 2 else None
            mem = Mem(symbol=symbol[0], offset=symbol[1], size=4) if symbol else Mem(index="?")
            return Insn(mnemonic, operands, mem=mem, access=(True, False),
                        sets=((regs[0], ("load",)),) if regs and regs[0] else ())
        if mnemonic in LOAD or mnemonic in STORE or mnemonic == CAS:
            return self._access(mnemonic, operands, ops, regs)
        if not regs or regs[0] is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((regs[0], self._value(mnemonic, ops, regs)),))

    def _access(self, mnemonic, operands, ops, regs):
        size = LOAD.get(mnemonic) or STORE.get(mnemonic) or 4
        base, offset = (regs[1], self.number(ops[2])) if len(ops) == 3 else (None, None)
        mem = Mem(base=base, offset=offset, size=size) if base and offset is not None else Mem(index="?")
        data = regs[0] if regs else None
        if mnemonic.endswith("iu"):               # lsiu/ssiu f0, a2, 4: the base is updated by the offset
            writeback = ((base, ("add", base, offset)),) if base and offset is not None else ()
        else:
            writeback = ()
        if mnemonic == CAS:
            return Insn(mnemonic, operands, mem=mem, access=(True, True), sets=((data, None),) if data else ())
        if mnemonic in LOAD:
            how = ("load",) if mnemonic in WORD else None
            return Insn(mnemonic, operands, mem=mem, access=(True, False),
                        sets=((data, how),) + writeback if data else writeback)
        return Insn(mnemonic, operands, mem=mem, access=(False, True), data=data if size == 4 else None,
                    sets=writeback)

    def _value(self, mnemonic, ops, regs):
        """How an instruction that writes its first operand sets it, where that can be known."""
        if mnemonic in COPY and len(ops) == 2 and regs[1]:
            return ("copy", regs[1])
        if mnemonic == "or" and len(ops) == 3 and regs[1] and regs[1] == regs[2]:   # or a1, a15, a15: Clang's mov
            return ("copy", regs[1])
        if mnemonic in ADD and len(ops) == 3 and regs[1]:
            n = self.number(ops[2])
            return ("add", regs[1], n) if n is not None else None
        if mnemonic == "entry" and len(ops) == 2 and regs[0] == "a1":    # entry sp, 32: the windowed frame
            n = self.number(ops[1])
            return ("add", "a1", -n) if n is not None else None
        if mnemonic in ("movi", "movi.n") and len(ops) == 2 and self.number(ops[1]) is None:
            symbol = self.symbol_offset(ops[1])   # movi a2, flag: the assembler makes it an l32r of a literal
            return ("addr", *symbol) if symbol else None
        return None


ISA = Xtensa()
