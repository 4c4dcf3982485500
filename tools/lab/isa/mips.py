"""MIPS64 little-endian (mips64el, n64): GCC's and Clang's GNU syntax, as the kernel builds it (no PIC, no
abicalls: addresses are absolute, formed with %hi/%lo, not loaded from the GOT; see tools/matrix.toml).

Branches have a delay slot. The matrix compiles with the delay-slot fillers off (GCC -fno-delayed-branch,
Clang -mllvm -disable-mips-delay-filler): each slot holds a nop, or GCC leaves it to the assembler (.set
reorder), and the instructions are in the order they take effect. A load a filler moved into the slot of a
loop's back branch would read as after the branch: this module reads the text in order.
"""

import re

from . import Insn, InstructionSet, Mem

# The ABI names, by register number; $8-$15 are named after the ABI's arguments (n64: a4-a7, then t0-t3).
NAMES = {"zero": 0, "at": 1, "v0": 2, "v1": 3, "a0": 4, "a1": 5, "a2": 6, "a3": 7,
         **{f"s{n}": 16 + n for n in range(8)}, "t8": 24, "t9": 25, "k0": 26, "k1": 27, "gp": 28, "sp": 29,
         "fp": 30, "s8": 30, "ra": 31}
N64_NAMES = {"a4": 8, "a5": 9, "a6": 10, "a7": 11, "t0": 12, "t1": 13, "t2": 14, "t3": 15}
REGISTER = re.compile(r"^\$(?:(\d+)|f(\d+)|(\w+))$")
# off(base), %lo(sym+4)(base), (base): the memory operand is always the last.
MEMORY = re.compile(r"^(?:%lo\((?P<symbol>[^()]+)\)|(?P<offset>-?(?:0x[0-9a-f]+|\d+)))?\(\s*(?P<base>\$\w+)\s*\)$",
                    re.I)
RELOCATION = re.compile(r"^%(hi|lo|higher|highest)\(([^()]+)\)$")
# Conditional branches name their target last (beq $2,$0,.L4; bnez $1, .LBB1_1; bc1t .L3; beql ...).
BRANCH = re.compile(r"^(?:b|beq|bne|beqz|bnez|blez|bgtz|bltz|bgez|b(?:eq|ne|lez|gtz|ltz|gez)l|bc1[tf]l?|bc1(?:eq|ne)z)$")
BRANCH_AND_LINK = {"bal", "bltzal", "bgezal", "jal"}
BARRIER = re.compile(r"^sync$")                         # sync, sync 0, sync 0x10: the kinds are barriers all
HINT = re.compile(r"^(?:nop|ssnop|ehb|pause|pref|prefx|synci)$")
# GCC's atomics are asm templates with numeric labels (1: ll; ...; beq $1,$0,1b): local labels, kept by the scrubber.
# The width of an access is in its mnemonic.
WIDTH = {"lb": 1, "lbu": 1, "sb": 1, "lh": 2, "lhu": 2, "sh": 2, "lw": 4, "lwu": 4, "sw": 4, "ll": 4, "sc": 4,
         "lwc1": 4, "swc1": 4, "ld": 8, "sd": 8, "lld": 8, "scd": 8, "ldc1": 8, "sdc1": 8}
LOAD = re.compile(r"^(?:lb|lbu|lh|lhu|lw|lwu|ld|ll|lld|lwl|lwr|ldl|ldr|lwc1|ldc1)$")
STORE = re.compile(r"^(?:sb|sh|sw|sd|sc|scd|swl|swr|sdl|sdr|swc1|sdc1)$")
# The unaligned halves merge into the register: what it then holds is no value loaded as written.
MERGING_LOAD = {"lwl", "lwr", "ldl", "ldr"}
# Load-linked / store-conditional: each is one or the other (LLVM marks them as having side effects too).
LINKED = {"ll": (True, False), "lld": (True, False), "sc": (False, True), "scd": (False, True)}
# Their first operand is no register they write: traps, moves to coprocessor or HI/LO, multiply and divide.
WRITES_NO_GPR = re.compile(r"^(?:t(?:eq|ne|ge|lt|geu|ltu)i?|d?mt\w+|d?multu?|d?divu?|c\.\w+|cache)$")
COPY_ADD = {"addu", "daddu", "or"}                      # or $2,$4,$0 / daddu $2,$4,$zero: a copy
SHIFT = {"dsll", "dsll32"}


class Mips(InstructionSet):
    name, prefix = "mips", "MIPS"
    trap = re.compile(r"^(?:break\b|teq \$(?:0|zero), ?\$(?:0|zero)$)")   # __builtin_trap: teq $0,$0 (GCC), break (Clang)
    # GCC's local labels are .L5 (64-bit) or $L5 (o32); Clang's o32 labels are $BB2_1, $tmp0.
    local_label = re.compile(r"^(?:\.L|\$L|\$BB|\$tmp|\d+[bf]$)")
    mca_cpus = ("mips64r2",)             # the compilers' default -march for this target
    stack_pointer = "r29"
    argument_registers = tuple(f"r{n}" for n in range(4, 12))        # n64: $4-$11
    callee_saved = frozenset(f"r{n}" for n in (*range(16, 24), 28, 30))   # s0-s7, gp, fp
    register_names = {**NAMES, **N64_NAMES}
    gnu_triple, qemu, native = "mips64el-linux-gnuabi64", "qemu-mips64el", ("mips64",)
    libc = ("libc6-dev-mips64el-cross", "/usr/mips64el-linux-gnuabi64/include/stdio.h")
    # Non-PIC code forms 32-bit addresses (%hi/%lo; -msym32), which the linker's default 64-bit base at
    # 0x120000000 puts out of reach ("`.got.plt' entry VMA of 0x120011408 outside the 32-bit range supported;
    # consider using `-Ttext-segment=...'"): a demo is linked low, as the kernel is in CKSEG0.
    demo_link_flags = ("-Wl,-Ttext-segment=0x10000000",)
    word_size = 4

    def register(self, name):
        m = REGISTER.match(name.strip())
        if not m:
            return None
        if m.group(2):
            return f"f{m.group(2)}"
        n = int(m.group(1)) if m.group(1) else self.register_names.get(m.group(3).lower())
        return f"r{n}" if n else None                    # $0 reads as 0: no register

    def decode(self, mnemonic, operands):
        ops = [o.strip() for o in operands.split(",")] if operands else []
        first = self.register(ops[0]) if ops else None
        if BARRIER.match(mnemonic):
            return Insn(mnemonic, operands, barrier=True)
        if HINT.match(mnemonic):
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "jr" and first == "r31":
            return Insn(mnemonic, operands, ret=True)
        if mnemonic == "jr":                             # a jump table, or a tail call through a register
            return Insn(mnemonic, operands, indirect=True)
        if mnemonic == "jalr":
            return Insn(mnemonic, operands, call="")
        if mnemonic in BRANCH_AND_LINK:
            return Insn(mnemonic, operands, call=ops[-1] if ops else "")
        if mnemonic == "j" or BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target):                        # j foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=mnemonic in ("j", "b"))
        if (LOAD.match(mnemonic) or STORE.match(mnemonic)) and len(ops) == 2:
            return self._access(mnemonic, operands, ops, first)
        if mnemonic == "mfc1" or mnemonic == "dmfc1":
            return Insn(mnemonic, operands, sets=((first, None),) if first else ())
        if WRITES_NO_GPR.match(mnemonic):
            second = self.register(ops[1]) if mnemonic.startswith(("mt", "dmt")) and len(ops) > 1 else None
            return Insn(mnemonic, operands, sets=((second, None),) if second else ())
        if first is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((first, self._value(mnemonic, ops)),))

    def _access(self, mnemonic, operands, ops, first):
        m = MEMORY.match(ops[1])
        base = self.register(m.group("base")) if m else None
        if base is None:
            return Insn(mnemonic, operands, access=LINKED.get(mnemonic),
                        sets=((first, None),) if first and LOAD.match(mnemonic) else ())
        size = WIDTH.get(mnemonic, 0)
        if m.group("symbol"):
            symbol = self.symbol_offset(m.group("symbol"))
            mem = Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True, size=size) if symbol else \
                Mem(base=base, index="?")
        else:
            mem = Mem(base=base, offset=int(m.group("offset"), 0) if m.group("offset") else 0, size=size)
        if mnemonic in ("sc", "scd"):                    # sc $1,0($2): $1 is the data, then the status
            return Insn(mnemonic, operands, mem=mem, access=LINKED[mnemonic], data=first,
                        sets=((first, None),) if first else ())
        if STORE.match(mnemonic):
            return Insn(mnemonic, operands, mem=mem, data=first)
        how = None if mnemonic in MERGING_LOAD else ("load",)
        return Insn(mnemonic, operands, mem=mem, access=LINKED.get(mnemonic),
                    sets=((first, how),) if first else ())

    def _value(self, mnemonic, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        src = self.register(ops[1]) if len(ops) > 1 else None
        if mnemonic == "lui" and len(ops) == 2:
            reloc = RELOCATION.match(ops[1])
            symbol = self.symbol_offset(reloc.group(2)) if reloc and reloc.group(1) in ("hi", "highest") else None
            return ("hi", *symbol) if symbol else None       # lui $3,%hi(flag); lui $1,%highest(flag)
        if mnemonic == "move" and src:
            return ("copy", src)
        if mnemonic in COPY_ADD and len(ops) == 3 and src and self.register(ops[2]) is None and \
                REGISTER.match(ops[2]):                       # a register that is none: $0, $zero
            return ("copy", src)
        if mnemonic in ("addiu", "daddiu") and len(ops) == 3 and src:
            reloc = RELOCATION.match(ops[2])
            if reloc:
                symbol = self.symbol_offset(reloc.group(2))
                if not symbol:
                    return None
                if reloc.group(1) == "lo":                   # daddiu $1,$1,%lo(counter): the address
                    return ("lo", src, *symbol)
                return ("part", src, *symbol)                # %higher, %hi: more of the same high part
            n = self.number(ops[2])
            return ("add", src, n) if n is not None else None
        if mnemonic in SHIFT and len(ops) == 3 and src and self.number(ops[2]) in (16, 32):
            return ("part", src, None, 0)                    # dsll $1,$1,16 between the parts of an address
        return None


ISA = Mips()
