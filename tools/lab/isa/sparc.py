"""SPARC V9, 64-bit (sparc64): GCC's and Clang's syntax (ld [%g1+%lo(flag)], %o0), as the kernel builds it
(-mcmodel=medlow: an address is sethi %hi then %lo, 32 bits, absolute; see tools/matrix.toml).

LLVM's Sparc backend has no scheduling model that llvm-mca can use ("unable to find instruction-level
scheduling information" for every -mcpu; the LEON CPUs have itineraries only), so this module says itself
which instructions load and store, as alpha.py does.

Register windows: `save` makes the caller's %o registers the callee's %i registers (%sp becomes %fp) and
gives it fresh %l and %o registers; `restore` (and V9's `return`, which returns too) turns them back. A call
keeps the caller's %i and %l registers, whatever the callee does.

Branches, calls and returns have a delay slot. The matrix compiles with the fillers off (GCC
-fno-delayed-branch, Clang -mllvm -disable-sparc-delay-filler), so each slot holds a nop and the text is in
the order the instructions take effect, as MIPS's is (mips.py). The kernel's smp_mb() puts its membar in the
slot of a `ba,pt %xcc, 1f` whose target is the next instruction: in text order too (Clang's assembler
rewrites it `ba %xcc, .Ltmp0`, a jump to a label, after which the slot reads as unreachable: for a membar,
which accesses nothing, that changes no annotation). An annulled branch
(`,a`: the slot runs only if the branch is taken) would not be, and is read as if it had none: with the
fillers off no compiler in the matrix emits one.
"""

import re

from . import Insn, InstructionSet, Mem

WINDOW = "goli"                 # %g0-%g7, %o0-%o7, %l0-%l7, %i0-%i7: r0-r31
ALIASES = {"sp": "o6", "fp": "i6"}
REGISTER = re.compile(r"^%(?:([goli])([0-7])|r(\d+)|(sp|fp)|f(\d+))$")
# [base], [base+4], [base-8], [base+index], [base+%lo(sym+4)], [%fp+2039]; an ASI may follow (casa [%o0] 0x80)
MEMORY = re.compile(r"^\[\s*(?P<base>%\w+)\s*(?:(?P<sign>[+-])\s*(?P<rest>[^\]]+?))?\s*\](?:\s*(?P<asi>\S+))?$")
RELOCATION = re.compile(r"^%(lo|hi|h44|m44|l44)\((?P<symbol>[^()]+)\)(?P<addend>\s*[+-]\s*(?:0x[0-9a-f]+|\d+))?$",
                        re.I)
# Bytes of each access, by mnemonic; ldd/std are a pair of 32-bit registers (two accesses), unless the register
# is a floating-point one (one 8-byte access).
WIDTH = {"ldsb": 1, "ldub": 1, "stb": 1, "ldsh": 2, "lduh": 2, "sth": 2, "ld": 4, "lduw": 4, "ldsw": 4, "st": 4,
         "stw": 4, "stuw": 4, "stsw": 4, "ldx": 8, "stx": 8, "ldd": 4, "std": 4, "ldstub": 1, "swap": 4,
         "cas": 4, "casa": 4, "casx": 8, "casxa": 8, "clrb": 1, "clrh": 2, "clr": 4, "clrx": 8, "ldq": 16,
         "stq": 16, "ldtw": 4, "sttw": 4}
# ld, ldub, ldsw, ldx, ldd (ldtw) and each with an ASI (lduwa [%o0] 0x80, %o1); st, stb, stx, std, stxa; clrx [%o0]
LOAD = re.compile(r"^ld(?:sb|sh|ub|uh|uw|sw|x|d|q|tw)?a?$")
STORE = re.compile(r"^(?:st(?:b|h|w|x|d|q|uw|sw|tw)?a?|clr[bhx]?)$")
ATOMIC = re.compile(r"^(?:casx?a?|swapa?|ldstuba?)$")                          # both: a load and a store
PAIR = {"ldd", "std", "ldda", "stda", "ldtw", "sttw", "ldtwa", "sttwa"}     # ldtw: V9's name for ldd
# Conditional branches on the integer codes (b, ba, bne,pt %xcc ...), the floating-point ones (fbe), and V9's
# branches on a register's value (brz %o0, .L4); the suffixes ,a ,pt ,pn come off first.
BRANCH = re.compile(r"^(?:b|ba|bn|bne|be|bg|ble|bge|bl|bgu|bleu|bcc|bcs|bgeu|blu|bpos|bneg|bvc|bvs|bnz|bz|"
                    r"br(?:z|lez|lz|nz|gz|gez)|fb\w*)$")
BARRIER = {"membar", "stbar"}
HINT = {"nop", "prefetch", "prefetcha", "flush", "flushw"}
# Instructions whose last operand is no register they write.
WRITES_NONE = {"cmp", "tst", "btst", "wr", "wrpr", "ta", "tn", "illtrap", "unimp"}
NUMERIC_TARGET = re.compile(r"^\d+[fb]$")   # asm templates' labels (ba,pt %xcc, 1f past its slot)


class Sparc(InstructionSet):
    name, prefix = "sparc", "SPARC"
    trap = re.compile(r"^ta (?:5|0x5)$")      # __builtin_trap: ta 5, the software trap
    comment = re.compile(r"!.*")              # '#' starts a membar's mask (#StoreLoad) and GCC's #function
    stack_pointer = "o6"
    argument_registers = tuple(f"o{n}" for n in range(6))
    # After a call the caller's %l and %i registers are as they were: the callee's save gave it fresh ones.
    callee_saved = frozenset(f"{w}{n}" for w in "li" for n in range(8))
    gnu_triple, qemu, native = "sparc64-linux-gnu", "qemu-sparc64", ("sparc64",)
    libc = ("libc6-dev-sparc64-cross", "/usr/sparc64-linux-gnu/include/stdio.h")
    no_demo = ("the kernel's -mno-fpu (Clang: -msoft-float) leaves the drivers' double-precision timing to "
               "soft-float routines (__floatdidf, __gtdf2) that Debian's sparc64 libgcc lacks: no demo links")
    word_size = 4
    align_is_power = False                    # GCC's .align 8 is 8 bytes (Clang writes .p2align)

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        if m.group(1):
            return None if m.group(1) == "g" and m.group(2) == "0" else f"{m.group(1)}{m.group(2)}"  # %g0 is 0
        if m.group(3):
            n = int(m.group(3))
            return f"{WINDOW[n // 8]}{n % 8}" if 0 < n < 32 else None
        if m.group(4):
            return ALIASES[m.group(4)]
        return f"f{m.group(5)}"

    def decode(self, mnemonic, operands):
        base = mnemonic.split(",")[0]                  # be,pn: be; the ,a ,pt ,pn suffixes say nothing here
        ops = self.operands(operands)
        if base in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if base in HINT:
            return Insn(mnemonic, operands, hint=True)
        if base in ("retl", "ret", "return"):          # return %i7+8 restores the caller's window as it returns
            return Insn(mnemonic, operands, ret=True)
        if base in ("jmp", "jmpl"):
            return self._jump(mnemonic, operands, ops)
        if base == "call":                              # call foo, 0 (GCC: the 0 counts the arguments' words)
            callee = ops[0] if ops else ""
            return Insn(mnemonic, operands, call="" if self.register(callee) or "[" in callee else callee)
        if BRANCH.match(base):
            target = ops[-1] if ops else ""
            if NUMERIC_TARGET.match(target):            # ba,pt %xcc, 1f round a membar: its slot runs, so on to it too
                return Insn(mnemonic, operands, target=target)
            if not self.local_label.match(target):      # b foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=base == "ba" or base == "b")
        if base == "save":
            return Insn(mnemonic, operands, sets=self._save(ops))
        if base == "restore":
            return Insn(mnemonic, operands, sets=self._restore(ops))
        if any(o.startswith("[") for o in ops):
            return self._access(base, mnemonic, operands, ops)
        if base in WRITES_NONE or not ops:
            return Insn(mnemonic, operands)
        dest = self.register(ops[-1])
        if dest is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((dest, self._value(base, ops)),))

    def _jump(self, mnemonic, operands, ops):
        """jmp %o7+8 (retl) and jmp %i7+8 (ret) return; jmpl %g1, %o7 calls; jmp %g1 is a jump table."""
        target = ops[0].replace(" ", "") if ops else ""
        if target in ("%o7+8", "%i7+8"):
            return Insn(mnemonic, operands, ret=True)
        if mnemonic == "jmpl" and len(ops) > 1 and self.register(ops[1]) == "o7":
            return Insn(mnemonic, operands, call="")
        return Insn(mnemonic, operands, indirect=True)

    def _save(self, ops):
        """save rs1, rs2, rd: the new window's %i are the old %o, its %o and %l are fresh, and rd (in the new
        window: save %sp, -176, %sp) is rs1 + rs2 of the old one."""
        sets = [(f"i{n}", ("copy", f"o{n}")) for n in range(8)]
        sets += [(f"{w}{n}", None) for w in "lo" for n in range(8)]
        if len(ops) == 3:
            sets = [s for s in sets if s[0] != self.register(ops[2])]
            sets.append((self.register(ops[2]), self._value("add", ops)))
        return tuple(s for s in sets if s[0])

    def _restore(self, ops):
        """restore rs1, rs2, rd: the old window's %o are the current %i again, its %l and %i not known here, and
        rd (in the old window) is rs1 + rs2 of the current one."""
        sets = [(f"o{n}", ("copy", f"i{n}")) for n in range(8)]
        sets += [(f"{w}{n}", None) for w in "li" for n in range(8)]
        if len(ops) == 3 and self.register(ops[2]):
            sets = [s for s in sets if s[0] != self.register(ops[2])]
            sets.append((self.register(ops[2]), self._value("add", ops)))
        return tuple(sets)

    def _mem(self, text, count=1, size=0):
        """The Mem of [base+...], or None if text is no memory operand."""
        m = MEMORY.match(text.strip())
        if not m:
            return None
        base = self.register(m.group("base"))
        rest = (m.group("rest") or "").strip()
        if not rest:
            return Mem(base=base, count=count, size=size) if base else Mem(index="?")
        n = self.number(rest)
        if n is not None:
            return Mem(base=base, offset=-n if m.group("sign") == "-" else n, count=count, size=size) if base \
                else Mem(index="?")                     # [%g0+8]: an absolute address, never a variable's
        reloc = RELOCATION.match(rest)
        if reloc and m.group("sign") == "+" and reloc.group(1).lower() in ("lo", "l44") and base:
            symbol = self.symbol_offset(reloc.group("symbol"))
            if symbol:
                return Mem(base=base, symbol=symbol[0], offset=symbol[1] + self._addend(reloc), lo=True,
                           count=count, size=size)
        if rest == "%g0" and base:                      # [%o0+%g0]: [%o0]
            return Mem(base=base, count=count, size=size)
        return Mem(base=base, index="?")                # [%g2+%g1], a relocation not modelled: not known

    def _access(self, base, mnemonic, operands, ops):
        memory = next(o for o in ops if o.startswith("["))
        regs = [self.register(o) for o in ops if not o.startswith("[")]
        floating = any(r and r.startswith("f") for r in regs)
        pair = base in PAIR and not floating
        size = 8 if base in PAIR and floating else WIDTH.get(base) or WIDTH.get(base[:-1], 0)    # stxa: stx's
        mem = self._mem(memory, count=2 if pair else 1, size=size)
        if mem is None:
            mem = Mem(index="?")
        if ATOMIC.match(base):                          # cas [%o0], %o1, %o2: %o2 gets the old value
            dest = regs[-1] if regs else None
            return Insn(mnemonic, operands, mem=mem, access=(True, True), sets=((dest, None),) if dest else ())
        if LOAD.match(base) and ops[0].startswith("["):     # ld [%g1+%lo(flag)], %o0: the last is written
            dest = regs[-1] if regs else None
            # Only a 64-bit load can bring an address (a pointer) into a register.
            how = ("load",) if base == "ldx" else None
            sets = ((dest, how),) if dest and not pair else \
                tuple((r, None) for r in (dest, self._next(dest)) if r) if dest else ()
            return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=sets)
        if STORE.match(base):                           # st %o1, [%o0]; clrx [%o0] stores %g0
            data = regs[0] if regs and not pair and not base.startswith("clr") else None
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=data)
        # Something that names memory that the table does not know: unknown, never nothing.
        return Insn(mnemonic, operands, mem=Mem(index="?"))

    @staticmethod
    def _addend(reloc):
        """GCC's addend after the relocation: [%g1+%lo(arr)+8] is arr+8."""
        return int(reloc.group("addend").replace(" ", ""), 0) if reloc.group("addend") else 0

    @staticmethod
    def _next(reg):
        """The odd register of an even pair (ldd [..], %o2 writes %o2 and %o3)."""
        return f"{reg[0]}{int(reg[1:]) + 1}" if reg and reg[0] in WINDOW and int(reg[1:]) < 7 else None

    def _value(self, base, ops):
        """How an instruction that writes its last operand sets it, where that can be known."""
        srcs = [self.register(o) for o in ops[:-1]]
        if base == "sethi" and len(ops) == 2:          # sethi %hi(flag), %g1; %h44 for -mcmodel=medmid
            reloc = RELOCATION.match(ops[0].strip())
            if reloc and reloc.group(1).lower() in ("hi", "h44"):
                symbol = self.symbol_offset(reloc.group("symbol"))
                return ("hi", *symbol) if symbol else None
            return None
        if base == "mov" and len(ops) == 2 and srcs[0]:
            return ("copy", srcs[0])
        if base == "set" and len(ops) == 2:             # set flag, %o0: the assembler's sethi/or
            symbol = self.symbol_offset(ops[0])
            return ("addr", *symbol) if symbol and not ops[0].startswith("%") else None
        if base in ("or", "add", "sub") and len(ops) == 3:
            first, second = ops[0].strip(), ops[1].strip()
            if base != "sub" and first == "%g0" and self.register(second):    # or %g0, %o0, %g1: a copy
                return ("copy", self.register(second))
            if srcs[0] and second == "%g0":
                return ("copy", srcs[0])
            reloc = RELOCATION.match(second)
            if srcs[0] and reloc and base in ("or", "add"):
                symbol = self.symbol_offset(reloc.group("symbol"))
                if not symbol:
                    return None
                kind = reloc.group(1).lower()
                if kind in ("lo", "l44"):                # or %g1, %lo(flag), %g1: the address
                    return ("lo", srcs[0], symbol[0], symbol[1] + self._addend(reloc))
                if kind == "m44":                        # %h44, then %m44: more of the same high part
                    return ("part", srcs[0], *symbol)
                return None
            n = self.number(second)
            if srcs[0] and n is not None and base in ("add", "sub"):
                return ("add", srcs[0], n if base == "add" else -n)
            if srcs[0] and n is not None and n >= 0 and base == "or":
                # add %fp, 2015, %o0 then or %o0, 7, %o0: the compilers write an add as an or only where the
                # bits it sets are known to be clear (the low byte of an aligned slot, big-endian)
                return ("add", srcs[0], n)
        if base == "sllx" and len(ops) == 3 and srcs[0] and self.number(ops[1]) == 12:
            return ("part", srcs[0], None, 0)          # sllx %g1, 12, %g1 between %m44 and %l44
        return None


ISA = Sparc()
