"""Alpha: GCC's syntax (ldl $1,flag($29) !gprellow). LLVM has no Alpha backend, so this module says itself
which instructions load and store."""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^\$(?:(\d+)|f(\d+)|(sp|fp|gp|ra))$")
NAMED = {"sp": "$30", "fp": "$15", "gp": "$29", "ra": "$26"}
# disp(base) then the relocation GAS reads after the operands: !gprellow, !literal!3, !lituse_base!3, !gpdisp!1
MEMORY = re.compile(r"^(?P<disp>[^(]*)\(\s*(?P<base>\$\w+)\s*\)$")
RELOCATION = re.compile(r"\s*!(?P<kind>\w+)(?:!\d+)?\s*$")
# The memory-format instructions (carried over from the old counter's tables). lda/ldah (and the ldgp, ldi*
# macros) compute addresses: not loads.
LOAD = re.compile(r"^(?:ldb|ldbu|ldw|ldwu|ldl|ldq|ldl_l|ldq_l|ldq_u|lds|ldt|ldf|ldg)$")
STORE = re.compile(r"^(?:stb|stw|stl|stq|stq_u|sts|stt|stf|stg)$")
STORE_CONDITIONAL = re.compile(r"^(?:stl_c|stq_c)$")    # a store; the success flag comes back in its register
ADDRESS = re.compile(r"^(?:lda|ldah|ldi\w*)$")      # address arithmetic and load-immediate macros (ldgp: below)
BARRIER = {"mb", "wmb"}
HINT = {"unop", "nop", "fnop", "wh64", "wh64en", "ecb", "fetch", "fetch_m"}
BRANCH = re.compile(r"^(?:br|f?b(?:eq|ne|lt|le|gt|ge)|blb[cs])$")
# The operate format writes its last operand: addq ra, rb_or_literal, rc.
ADD = {"addq": 1, "subq": -1}
COPY = {"mov", "bis", "or"}


class Alpha(InstructionSet):
    name, prefix = "alpha", "ALPHA"
    trap = re.compile(r"^call_pal 0x81$")     # __builtin_trap: bugchk
    stack_pointer = "$30"
    argument_registers = tuple(f"${n}" for n in range(16, 22))
    callee_saved = frozenset(f"${n}" for n in range(9, 16))     # a call leaves $9-$15 as they were
    # Debian 12's qemu-alpha crashes at start on static binaries: the demos link dynamically (demo/demos.py).
    gnu_triple, qemu, native = "alpha-linux-gnu", "qemu-alpha", ("alpha",)
    libc = ("libc6.1-dev-alpha-cross", "/usr/alpha-linux-gnu/include/stdio.h")

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        if m.group(1) is not None:
            return f"${m.group(1)}" if m.group(1) != "31" else None       # $31 reads as zero: no register
        if m.group(2) is not None:
            return f"$f{m.group(2)}" if m.group(2) != "31" else None
        return NAMED[m.group(3)]

    def decode(self, mnemonic, operands):
        reloc = RELOCATION.search(operands)
        kind = reloc.group("kind") if reloc else None
        ops = [o.strip() for o in (operands[:reloc.start()] if reloc else operands).split(",")]
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in HINT:
            return Insn(mnemonic, operands, hint=True)
        if mnemonic == "ret":
            return Insn(mnemonic, operands, ret=True)
        if mnemonic in ("jsr", "bsr"):            # jsr $26,($27),foo; bsr $26,foo; jsr $26,($27),0 at -O0
            callee = ops[-1] if self.symbol_offset(ops[-1]) else ""    # ($27), or 0: the hint names none
            return Insn(mnemonic, operands, call=callee)
        if mnemonic == "jmp":                     # jmp $31,($27),foo: a tail call; jmp $31,($1),0: a table jump
            if self.symbol_offset(ops[-1]) and not self.local_label.match(ops[-1]):
                return Insn(mnemonic, operands, call=ops[-1], ret=True)
            return Insn(mnemonic, operands, indirect=True)
        if BRANCH.match(mnemonic):                # br $L2, br $31,$L2, beq $1,$L4
            target = ops[-1]
            if not self.local_label.match(target):   # br foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=mnemonic == "br")
        if mnemonic == "ldgp" or kind == "gpdisp":    # the gp set up from $27 or $26: no access
            return Insn(mnemonic, operands, sets=(("$29", None),))
        if ADDRESS.match(mnemonic):
            return self._address(mnemonic, operands, ops, kind)
        if LOAD.match(mnemonic) or STORE.match(mnemonic) or STORE_CONDITIONAL.match(mnemonic):
            return self._access(mnemonic, operands, ops, kind)
        if mnemonic.startswith(("ld", "st", "uld", "ust")):
            # uldq, ustl...: a macro the table does not know; it names memory, so it is unknown, not nothing
            mem = self._mem(ops[-1], kind)
            return Insn(mnemonic, operands, mem=mem or Mem(index="?"))
        dest = self.register(ops[-1]) if ops else None
        if dest is None:
            return Insn(mnemonic, operands)
        return Insn(mnemonic, operands, sets=((dest, self._value(mnemonic, ops)),))

    def _mem(self, text, kind):
        """The Mem of disp(base) with its relocation, or None if text is no memory operand."""
        m = MEMORY.match(text)
        if not m:                                 # lda $1,flag; ldl $1,flag: the assembler's macros (-mno-explicit-relocs)
            symbol = self.symbol_offset(text)
            return Mem(symbol=symbol[0], offset=symbol[1]) if symbol and not text.startswith("$") else None
        base, disp = self.register(m.group("base")), m.group("disp").strip() or "0"
        n = self.number(disp)
        if n is not None:
            return Mem(base=base, offset=n)
        symbol = self.symbol_offset(disp)
        if symbol is None:
            return Mem(base=base, index="?")
        if kind == "literal":                     # ldq $1,flag($29) !literal: flag's GOT entry
            return Mem(base=base, symbol=symbol[0], offset=symbol[1], got=True)
        if kind == "gprel" or (kind is None and base is None):   # gp-relative in 16 bits, or absolute
            return Mem(symbol=symbol[0], offset=symbol[1])
        if kind == "gprellow":                    # the base holds the !gprelhigh part of the same symbol
            return Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True)
        return Mem(base=base, index="?")          # a relocation not modelled: the address is not known

    def _access(self, mnemonic, operands, ops, kind):
        reg = self.register(ops[0]) if ops else None
        mem = self._mem(ops[-1], kind) if len(ops) == 2 else None
        if mem is None:
            return Insn(mnemonic, operands, mem=Mem(index="?"))
        if LOAD.match(mnemonic) and reg is None:    # ldl $31,0($1), lds $f31: a prefetch (unop: ldq_u $31)
            return Insn(mnemonic, operands, hint=True)
        if LOAD.match(mnemonic):
            # ldq_u reads the aligned quadword holding the address: annotated at the address itself (the
            # variable it names), since which bytes around it the quadword spans depends on an alignment the
            # assembly does not give.
            how = ("load",) if mnemonic == "ldq" else None      # only a quadword can hold an address
            return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=((reg, how),) if reg else ())
        if STORE_CONDITIONAL.match(mnemonic):    # stl_c $1,0($2): $1 becomes the success flag
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=reg,
                        sets=((reg, None),) if reg else ())
        return Insn(mnemonic, operands, mem=mem, access=(False, True), data=reg)

    def _address(self, mnemonic, operands, ops, kind):
        """lda/ldah and the ldi* macros: address arithmetic (ldah's displacement counts 65536), never an access."""
        reg = self.register(ops[0])
        if reg is None or len(ops) != 2:
            return Insn(mnemonic, operands)
        m = MEMORY.match(ops[1])
        disp = (m.group("disp").strip() or "0") if m else ops[1]
        base = self.register(m.group("base")) if m else None
        n, symbol = self.number(disp), self.symbol_offset(disp)
        how = None
        if symbol and mnemonic == "ldah" and kind == "gprelhigh" and base == "$29":   # the hi part, off the gp
            how = ("hi", *symbol)
        elif symbol and mnemonic == "lda" and kind == "gprellow" and base:
            how = ("lo", base, *symbol)
        elif symbol and mnemonic == "lda" and (kind == "gprel" or not m):   # 16 bits off the gp; lda $1,flag
            how = ("addr", *symbol)
        elif n is not None and base and kind is None:
            how = ("add", base, n << 16 if mnemonic == "ldah" else n)
        return Insn(mnemonic, operands, sets=((reg, how),))

    def _value(self, mnemonic, ops):
        """How an operate-format instruction sets its last operand, where that can be known."""
        srcs = [self.register(o) for o in ops[:-1]]
        if mnemonic == "mov" and len(ops) == 2 and srcs[0]:
            return ("copy", srcs[0])
        if mnemonic in COPY and len(ops) == 3:     # bis $31,$16,$1 and bis $16,$16,$1: a copy
            if ops[0] == "$31" and srcs[1]:
                return ("copy", srcs[1])
            if srcs[0] and srcs[0] == srcs[1]:
                return ("copy", srcs[0])
        if mnemonic in ADD and len(ops) == 3 and srcs[0]:
            n = self.number(ops[1]) if not ops[1].startswith("$") else None
            if n is not None:
                return ("add", srcs[0], ADD[mnemonic] * n)
        return None


ISA = Alpha()
