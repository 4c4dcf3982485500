"""s390x (z/Architecture): GCC's and Clang's GNU syntax, D(X,B) memory operands."""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^%([rfav])(\d+)$")
# D(X,B), D(B), D(L,B) of a storage-to-storage instruction, D(,B); D is a number, or empty (0)
MEMORY = re.compile(r"^(-?(?:0x[0-9a-f]+|\d+))?\(\s*([^,()]*?)\s*(?:,\s*([^,()]+?)\s*)?\)$", re.I)
CONDITION = r"(?:n?(?:o|h|p|l|m|e|z|le|he|lh))"
JUMP = re.compile(rf"^(?:jg?|brcl?|jg?{CONDITION})$")             # relative: the label is the last operand
COMPARE_JUMP = re.compile(rf"^cl?g?[ri]j{CONDITION}?$")           # cij %r1,0,8,.L5; cijlh %r1,0,.L5; clgrj...
# Compare and branch to an address, not a label (z10): cgibe %r2,0,0(%r14), cgrbe, ciblh, clgibl; the condition as
# a suffix or as a mask operand before the address (cgib %r2,0,8,0(%r14)). To 0(%r14), Clang's conditional return.
COMPARE_BRANCH = re.compile(rf"^cl?g?[ri]b{CONDITION}?$")
COMPARE_MASK = {"e": 8, "z": 8, "l": 4, "m": 4, "h": 2, "p": 2, "ne": 6, "nz": 6, "lh": 6, "nl": 10, "he": 10,
                "nh": 12, "le": 12}
COUNT_JUMP = re.compile(r"^(?:brctg?|brxhg?|brxleg?|jctg?|jxhg?|jxleg?)$")   # brct %r1,.L3: r1 counted down
REGISTER_BRANCH = re.compile(rf"^(?:bcr|br|b{CONDITION}r)$")    # to the address in a register
CALL = re.compile(r"^(?:brasl?|jasl?|basr?)$")
# bcr M,0 branches nowhere (register 0 is none); with M 15 it serializes, with 14 too but without checkpoint
# synchronization (fast-BCR-serialization, z196): the kernel's mb() (arch/s390/include/asm/barrier.h)
BARRIER_MASKS = {14, 15}
HINT = re.compile(r"^(?:nopr?|pfd|pfdrl|niai|bpp|bprp)$")        # a bcr M,0 other than 14/15 is a nop too
# The instructions that do not write their first operand: stores, compares, test-under-mask
STORE = re.compile(r"^(?:st|vst(?!r))")
COMPARE = re.compile(r"^(?:cl?(?:|r|y|g|gr|gf|gfr|h|hy|gh|hi|ghi|hhsi|hsi|ghsi|fhsi|fi|gfi|rl|grl|gfrl|hrl|ghrl|"
                     r"i|iy|ih|c)|[ck][edx]br?|tm(?:ll|lh|hl|hh|l|h|y)?)$")
# The instructions that write an even-odd register pair: divide, the 32x32->64 multiplies, double compare-and-swap
PAIR_RESULT = re.compile(r"^(?:dl?g?r?|dsgf?r?|m|mr|mlg?r?|mg|mgrk|cdsg?|cdsy|lpq)$")
MULTIPLE = re.compile(r"^(?:lm|stm)(g|y|h)?$")                 # a register list, r1 to r3 (wrapping at 15)
COPY = {"lgr", "ltgr", "ldgr", "lgdr", "ldr"}                 # 64-bit copies (lr copies only the low 32 bits)
LOAD64 = {"lg", "lgrl", "ltg", "ld", "ldy"}                   # a whole register loaded: a pointer may be
STORE64 = {"stg", "stgrl", "std", "stdy"}                     # a whole register stored: a spill it may be
# Bytes a store covers (a spill overwrites only what it covers): 8 for STORE64, 4 for st, 2 for sth, 1 for stc
STORE_SIZE = dict.fromkeys(STORE64, 8) | dict.fromkeys(("st", "sty", "strl", "ste", "stey"), 4) | \
    dict.fromkeys(("sth", "sthy", "sthrl"), 2) | dict.fromkeys(("stc", "stcy"), 1)
ADD = {"aghi": 1, "agfi": 1, "algfi": 1, "slgfi": -1}         # add (or subtract) an immediate to a 64-bit register
ADD3 = {"aghik"}                                              # aghik %r1,%r2,8: r1 = r2 + 8
GOT = re.compile(r"@GOT(?:ENT)?$")                            # lgrl %r1,flag@GOTENT (GCC), flag@GOT (Clang)
# Lines llvm-mca cannot take: LLVM 14 and 19 crash on bras/brasl, and their parser rejects @GOTENT
MCA_UNREADABLE = re.compile(r"^(?:brasl?|jasl?)\b|@GOTENT", re.I)


class S390x(InstructionSet):
    name, prefix = "s390x", "S390X"
    trap = re.compile(r"^j (?:\.|\.ltmp\d+)\+2$")   # __builtin_trap: a jump into its own middle, an illegal opcode
    mca_cpus = ("arch14",)    # z16's model, so named in LLVM 14 and 19: it reads every facility, where a run
    #                           on z196 (the compilers' default -march) fails at the first later instruction
    stack_pointer = "r15"
    argument_registers = tuple(f"r{n}" for n in range(2, 7))
    callee_saved = frozenset(f"r{n}" for n in range(6, 14))     # the ELF ABI: a call leaves r6-r13 as they were
    gnu_triple, qemu, native = "s390x-linux-gnu", "qemu-s390x", ("s390x",)
    libc = ("libc6-dev-s390x-cross", "/usr/s390x-linux-gnu/include/stdio.h")
    align_is_power = False

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        return f"{m.group(1)}{m.group(2)}" if m else None

    def units(self, lines):
        return [(line,) for line in lines if not MCA_UNREADABLE.search(line)]

    def _mem(self, text, count=1, size=0):
        """The Mem of a D(X,B) operand; %r0 as a base or index is no register."""
        m = MEMORY.match(text)
        if not m:
            return None
        offset = self.number(m.group(1) or "0")
        first, second = self.register(m.group(2)) if m.group(2) else None, m.group(3)
        if second is None:                                     # D(B)
            base, index = first, None
        else:                                                  # D(X,B), or D(L,B) where L is a length
            base, index = self.register(second), first
        base, index = (None if r == "r0" else r for r in (base, index))
        if base is None and index is not None:                 # 0(%r1,%r0): the index is the base
            base, index = index, None
        if base is None:
            return Mem(index="?")                              # an absolute address: none in this code
        return Mem(base=base, offset=offset, index=index, count=count, size=size)

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        regs = [self.register(o) for o in ops]
        if HINT.match(mnemonic):
            return Insn(mnemonic, operands, hint=True)
        if REGISTER_BRANCH.match(mnemonic):
            return self._register_branch(mnemonic, operands, ops)
        if CALL.match(mnemonic):
            relative = mnemonic.startswith(("bras", "jas"))
            return Insn(mnemonic, operands, call=ops[-1].split("@")[0] if relative else "",
                        sets=((regs[0], None),), access=(False, False) if relative else None)
        if COMPARE_BRANCH.match(mnemonic) and ops and MEMORY.match(ops[-1]):
            return self._compare_branch(mnemonic, operands, ops)
        if JUMP.match(mnemonic) or COMPARE_JUMP.match(mnemonic) or COUNT_JUMP.match(mnemonic):
            return self._jump(mnemonic, operands, ops, regs)
        memories = [o for o in ops if MEMORY.match(o)]
        mem, multiple = None, MULTIPLE.match(mnemonic)
        if len(set(memories)) > 1:                             # mvc 0(4,%r1),0(%r2): a Mem is one address
            mem = Mem(index="?")
        elif multiple:                                         # stmg %r6,%r15,48(%r15): one access a register
            count = (int(regs[1][1:]) - int(regs[0][1:])) % 16 + 1
            mem = self._mem(ops[2], count=count, size=8 if multiple.group(1) == "g" else 4)
        elif memories:
            mem = self._mem(memories[0], size=STORE_SIZE.get(mnemonic, 0))
        elif len(ops) > 1 and regs[0] and not regs[-1] and self.symbol_offset(ops[-1].split("@")[0]) \
                and mnemonic != "larl":                        # lrl %r1,flag: pc-relative, flag itself
            symbol = self.symbol_offset(ops[-1].split("@")[0])
            mem = Mem(symbol=symbol[0], offset=symbol[1], got=bool(GOT.search(ops[-1])))
        access = (True, False) if mem is not None and mem.got else None   # a GOT entry read (@GOTENT: unparsed)
        if STORE.match(mnemonic) or COMPARE.match(mnemonic) or not regs or regs[0] is None:
            return Insn(mnemonic, operands, mem=mem, access=access,
                        data=regs[0] if mnemonic in STORE64 and mem is not None else None)
        if multiple:                                           # lmg: every register of the list reloaded
            first = int(regs[0][1:])
            written = [f"r{(first + k) % 16}" for k in range(mem.count)] if mem else []
            return Insn(mnemonic, operands, mem=mem, sets=tuple((r, None) for r in written))
        sets = ((regs[0], self._value(mnemonic, ops, regs, mem)),)
        if PAIR_RESULT.match(mnemonic) and regs[0][0] == "r":  # dlr %r2,%r4: r2 and r3
            sets += ((f"r{int(regs[0][1:]) + 1}", None),)
        return Insn(mnemonic, operands, mem=mem, sets=sets, access=access)

    def _register_branch(self, mnemonic, operands, ops):
        """bcr M,R / bCCr R / br R: a barrier or a nop where R is 0, a return where R is %r14."""
        mask = self.number(ops[0]) if mnemonic == "bcr" else 15 if mnemonic == "br" else None
        target = self.register(ops[-1]) if ops else None
        if target in (None, "r0"):                             # bcr 15,0: no branch
            return Insn(mnemonic, operands, barrier=True) if mask in BARRIER_MASKS else \
                Insn(mnemonic, operands, hint=True)
        if mask == 0:                                          # bcr 0,%r7: never taken
            return Insn(mnemonic, operands, hint=True)
        if target == "r14":                                    # br %r14; ber %r14: a conditional return
            return Insn(mnemonic, operands, ret=True, falls_through=mask != 15)
        return Insn(mnemonic, operands, indirect=True)         # br %r1: a jump table, or a tail call

    def _compare_branch(self, mnemonic, operands, ops):
        """cgibe %r2,0,0(%r14): compare, and if the condition holds branch to the address: a conditional return
        where that is 0(%r14); else an address this code does not say (as br %r1)."""
        condition = mnemonic[mnemonic.index("b") + 1:]        # cgibe: e
        mask = COMPARE_MASK.get(condition) if condition else self.number(ops[2]) if len(ops) == 4 else None
        mem = self._mem(ops[-1])
        if mem is not None and mem.base == "r14" and not mem.offset and not mem.index:
            return Insn(mnemonic, operands, ret=True, falls_through=mask != 14, access=(False, False))
        return Insn(mnemonic, operands, indirect=True, access=(False, False))

    def _jump(self, mnemonic, operands, ops, regs):
        target = ops[-1] if ops else ""
        mask = self.number(ops[0]) if mnemonic in ("brc", "brcl") else None
        counted = ((regs[0], None),) if COUNT_JUMP.match(mnemonic) else ()
        if not self.local_label.match(target):                # jg foo@PLT: a tail call (jgne: if taken)
            return Insn(mnemonic, operands, call=target.split("@")[0], ret=True,
                        falls_through=mnemonic not in ("j", "jg") and mask != 15)
        return Insn(mnemonic, operands, target=target, sets=counted,
                    jump=mnemonic in ("j", "jg") or mask == 15)

    def _value(self, mnemonic, ops, regs, mem):
        """How an instruction that writes its first operand sets it, where that can be known."""
        if mnemonic == "larl":
            symbol = self.symbol_offset(ops[1])
            return ("addr", *symbol) if symbol else None       # larl %r1,flag@GOTENT: not flag's address
        if mnemonic in ("la", "lay"):                          # address arithmetic: no access
            return ("add", mem.base, mem.offset) if mem and mem.base and not mem.index else None
        if mnemonic in COPY:
            return ("copy", regs[1]) if len(regs) > 1 and regs[1] else None
        if mnemonic in LOAD64 and mem is not None:
            return ("load",)
        if mnemonic in ADD and len(ops) == 2 and self.number(ops[1]) is not None:
            return ("add", regs[0], ADD[mnemonic] * self.number(ops[1]))
        if mnemonic in ADD3 and len(ops) == 3 and regs[1] and self.number(ops[2]) is not None:
            return ("add", regs[1], self.number(ops[2]))
        return None


ISA = S390x()
