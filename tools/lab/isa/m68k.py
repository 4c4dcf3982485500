"""m68k (Motorola 68020+): GCC's Motorola syntax with % registers, the source first (move.l flag,%d0); Clang's
the same with its displacements inside ((4,%sp), (flag,%pc)) and ';' comments.

LLVM's M68k backend has no scheduling model, so llvm-mca cannot say what an instruction does (it stops at
"unable to find instruction-level scheduling information"): this module says itself which operand each
instruction reads and writes, as alpha.py does. m68k is a memory-to-memory machine: move.l x,a reads x and
writes a (Insn.source and Insn.mem), add.l %d0,flag reads and writes flag, tst.l flag reads it.
"""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^%(?:([da])([0-7])|(sp|fp)|fp([0-7]))$")
SIZE = {"b": 1, "w": 2, "l": 4, "s": 4, "d": 8, "x": 12, "p": 12}
# d(%an), (d,%an), (%an), -(%an), (%an)+, with an index (%an,%dn.l*4); a symbol, absolute or pc-relative
PREDEC = re.compile(r"^-\(\s*(%\w+)\s*\)$")
POSTINC = re.compile(r"^\(\s*(%\w+)\s*\)\+$")
DISP_OUTSIDE = re.compile(r"^(?P<disp>[^(]*)\((?P<inside>[^()]*)\)$")
BITFIELD = re.compile(r"\{[^}]*\}$")                  # bfextu flag{#9:#10}: the field's offset and width
CONDITION = r"(?:t|f|hi|ls|cc|cs|ne|eq|vc|vs|pl|mi|ge|lt|gt|le|hs|lo)"
BRANCH = re.compile(rf"^(?:j|b|jb)(?:ra|{CONDITION})(?:\.[bswl])?$")    # jra, jeq (GCC), bra, beq (Clang)
DECREMENT_BRANCH = re.compile(rf"^db(?:ra|{CONDITION})(?:\.w)?$")        # dbra %d0,.L3: d0 counted down
CALL = re.compile(r"^(?:jsr|bsr|jbsr)(?:\.[bswl])?$")
# The atomics Clang calls for the 68000 it compiles for by default (no cas): libatomic's __atomic_store_4(p, v,
# order), __atomic_store(size, p, &v, order) (the generic one, for an int only 2-aligned, as in a struct), ... and
# libgcc's __sync_fetch_and_add_4(p, v): the access each makes through p, the pointer in its stack argument
# (not __sync_synchronize, a fence, nor __atomic_is_lock_free, which reads nothing).
ATOMIC_HELPER = re.compile(r"^__(?:atomic_(?P<atomic>load|store|exchange|compare_exchange|fetch_\w+?|\w+?_fetch)"
                           r"(?:_(?P<size>[1248]))?|sync_(?P<sync>\w+?)_(?P<sync_size>[1248]))$")
RETURN = {"rts", "rtd", "rte", "rtr"}
HINT = {"nop", "trapf", "stop"}      # nop also waits for the pipeline, which no other CPU can see
# What each instruction does to its operands: (what it does to the last operand, whether it reads the others)
#   "w": written, "rw": read and written, "r": read only (a compare or test writes only the condition codes)
ONLY_READ = re.compile(r"^(?:tst|cmp[aim]?|chk2?|cmp2|btst|bftst|bfextu|bfexts|bfffo|ftst|fcmp|pea|tas)$")
WRITE_ONLY = re.compile(r"^(?:move[aq]?|clr|s" + CONDITION + r"|lea|moveq|mov3q|fmove|fmovem|movem|exg|swap|ext|extb)$")
READ_WRITE = re.compile(r"^(?:add[aqix]?|sub[aqix]?|and[i]?|or[i]?|eor[i]?|neg[x]?|not|as[lr]|ls[lr]|ro[lr]|rox[lr]|"
                        r"mul[su]|div[su]|divu[l]|divs[l]|bset|bclr|bchg|bfset|bfclr|bfchg|bfins|nbcd|abcd|sbcd|"
                        r"cas|f\w+)$")
# movem's register mask (GCC writes it as a number): bit n is d0..d7, a0..a7 for n = 0..15, reversed for -(an)
MASK_ORDER = [f"d{n}" for n in range(8)] + [f"a{n}" for n in range(8)]


class M68k(InstructionSet):
    name, prefix = "m68k", "M68K"
    trap = re.compile(r"^trap #7$")           # __builtin_trap
    comment = re.compile(r"[|;].*")        # GCC starts a comment with |, Clang with ; (# is an immediate)
    stack_pointer = "a7"
    argument_registers = ()
    # At entry 0(%sp) is the return address, argument 0 is at 4(%sp), argument 1 at 8(%sp)...
    stack_arguments = tuple((4 + 4 * n, 4) for n in range(8))
    callee_saved = frozenset([f"d{n}" for n in range(2, 8)] + [f"a{n}" for n in range(2, 7)])
    gnu_triple, qemu, native = "m68k-linux-gnu", "qemu-m68k", ("m68k",)
    libc = ("libc6-dev-m68k-cross", "/usr/m68k-linux-gnu/include/stdio.h")

    def register(self, name):
        m = REGISTER.match(name.strip().lower())
        if not m:
            return None
        if m.group(1):
            return f"{m.group(1)}{m.group(2)}"
        if m.group(3):
            return {"sp": "a7", "fp": "a6"}[m.group(3)]
        return f"f{m.group(4)}"

    def statements(self, line):
        return [line.strip()] if line.strip() else []       # ';' starts no new instruction here

    def _mem(self, text, size):
        """(Mem, writeback sets) of a memory operand, or (None, ()) for a register or an immediate."""
        text = BITFIELD.sub("", text.strip())
        if not text or text.startswith("#") or self.register(text) or "/" in text or \
                re.match(r"^%[da]\d-%[da]\d", text):
            return None, ()
        m = PREDEC.match(text)
        if m:
            base = self.register(m.group(1))
            return Mem(base=base, offset=-size, size=size), ((base, ("add", base, -size)),)
        m = POSTINC.match(text)
        if m:
            base = self.register(m.group(1))
            return Mem(base=base, size=size), ((base, ("add", base, size)),)
        if "@" in text:                                    # MIT syntax (jmp %pc@(2,%d0:w)): not modelled
            return Mem(index="?", size=size), ()
        m = DISP_OUTSIDE.match(text)
        if m:
            parts = [p.strip() for p in m.group("inside").split(",")]
            disp = m.group("disp").strip()
            if not disp and parts and not parts[0].startswith("%"):   # (d,%an...) with d inside
                disp, parts = parts[0], parts[1:]
            base = parts[0] if parts else None
            if base and base.lower() == "%pc":               # (flag,%pc): pc-relative, the symbol's own address
                symbol = self.symbol_offset(disp)
                if symbol and len(parts) == 1:
                    return Mem(symbol=symbol[0], offset=symbol[1], size=size), ()
                return Mem(index="?", size=size), ()
            reg = self.register(base) if base else None
            if reg is None:
                return Mem(index="?", size=size), ()
            if len(parts) > 1:                             # (%a0,%d1.l*4): an index register
                return Mem(base=reg, index=parts[1], size=size), ()
            n = self.number(disp or "0")
            if n is not None:
                return Mem(base=reg, offset=n, size=size), ()
            symbol = self.symbol_offset(disp)              # sym(%a0): the symbol's address plus a register
            return Mem(base=reg, index="?", size=size) if symbol is None else Mem(index="?", size=size), ()
        symbol = self.symbol_offset(re.sub(r"\.[wl]$", "", text))   # flag, flag+4, flag.l: an absolute address
        if symbol:
            return Mem(symbol=symbol[0], offset=symbol[1], size=size), ()
        return Mem(index="?", size=size), ()              # an absolute number, or a form not modelled

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        base, _, suffix = mnemonic.partition(".")
        size = SIZE.get(suffix, 4 if base in ("lea", "pea", "movem", "link", "unlk", "moveq") else 0)
        if base in HINT:
            return Insn(mnemonic, operands, hint=True)
        if base in RETURN:
            return Insn(mnemonic, operands, ret=True)
        if CALL.match(mnemonic):
            target = ops[0].split("@")[0] if ops else ""          # jsr __mulsi3@PLT (clang-13, -14)
            return self._call(mnemonic, operands, target if self.symbol_offset(target) else "")
        if base == "jmp":
            target = ops[0] if ops else ""
            if self.symbol_offset(target) and not self.local_label.match(target):   # jmp foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, indirect=True)
        if BRANCH.match(mnemonic):
            target = ops[-1] if ops else ""
            if not self.local_label.match(target):          # jra foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=base in ("jra", "bra", "jbra", "bt", "jt"))
        if DECREMENT_BRANCH.match(mnemonic):
            counter = self.register(ops[0]) if ops else None
            return Insn(mnemonic, operands, target=ops[-1], sets=((counter, None),) if counter else ())
        if base == "link":                                 # link %fp,#-8: push fp, fp = sp, sp -= 8
            fp, frame = self.register(ops[0]), self.number(ops[1]) if len(ops) > 1 else None
            sp = self.stack_pointer
            return Insn(mnemonic, operands, mem=Mem(base=sp, offset=-4, size=4), access=(False, True), data=fp,
                        sets=((fp, ("add", sp, -4)), (sp, ("add", sp, -4 + frame) if frame is not None else None)))
        if base == "unlk":                                 # unlk %fp: sp = fp + 4, fp = what fp points at
            fp = self.register(ops[0])
            return Insn(mnemonic, operands, mem=Mem(base=fp, size=4), access=(True, False),
                        sets=((self.stack_pointer, ("add", fp, 4)), (fp, ("load",))))
        if base == "pea":                                  # pea flag: its address pushed
            sp = self.stack_pointer
            return Insn(mnemonic, operands, mem=Mem(base=sp, offset=-4, size=4), access=(False, True),
                        sets=((sp, ("add", sp, -4)),))
        if base == "movem":
            return self._movem(mnemonic, operands, ops)
        if base == "lea":
            return self._lea(mnemonic, operands, ops)
        if base == "exg" and len(ops) == 2:
            a, b = self.register(ops[0]), self.register(ops[1])
            return Insn(mnemonic, operands, sets=((a, ("copy", b)), (b, ("copy", a))) if a and b else ())
        insn = self._general(mnemonic, operands, ops, base, size)
        if base == "cas" and ops and self.register(ops[0]):   # cas.l %d0,%d1,flag: d0 gets flag's value on failure
            return Insn(**{**insn.__dict__, "sets": insn.sets + ((self.register(ops[0]), None),)})
        return insn

    def _call(self, mnemonic, operands, target):
        """jsr foo; a call to an atomic helper is also the access it makes through the pointer it is passed (the
        stack pointer at the call points at argument 0; the generic __atomic_load/store/exchange take the size
        first, the pointer second)."""
        m = ATOMIC_HELPER.match(target)
        if not m:
            return Insn(mnemonic, operands, call=target)
        what = m.group("atomic") or m.group("sync")
        size = m.group("size") or m.group("sync_size")
        argument = 1 if m.group("atomic") and not size else 0
        load = what not in ("store", "lock_release")
        store = what != "load"
        pointer = Mem(base=self.stack_pointer, offset=4 * argument, size=int(size or 0), through=True)
        return Insn(mnemonic, operands, call=target, mem=pointer, access=(load, store))

    def _general(self, mnemonic, operands, ops, base, size):
        """Every other instruction: its operands read, the last one also written unless it only compares."""
        if ONLY_READ.match(base):
            kind = "r"
        elif WRITE_ONLY.match(base):
            kind = "w"
        elif READ_WRITE.match(base):
            kind = "rw"
        else:
            kind = None                                    # not in the table: any memory it names is unknown
        mems = [self._mem(o, size) for o in ops]
        writeback = tuple(s for _, wb in mems for s in wb)
        named = [(i, m) for i, (m, _) in enumerate(mems) if m is not None]
        if kind is None and named:                         # not in the table, but it names memory: unknown
            return Insn(mnemonic, operands, mem=named[0][1], sets=writeback)
        last = len(ops) - 1
        dest = self.register(BITFIELD.sub("", ops[-1])) if ops and kind != "r" else None
        sets = ((dest, self._value(base, size, ops, mems) if kind else None),) if dest else ()
        sets += writeback
        if not named:
            return Insn(mnemonic, operands, access=(False, False), sets=sets)
        if len(named) == 2:                                # move.l x,a; move.l (%a0)+,-(%a1): memory to memory
            source, target = named[0][1], named[1][1]
            return Insn(mnemonic, operands, source=source, mem=target,
                        access=(kind != "w", kind != "r"), sets=sets)
        at, mem = named[0]
        if at == last and kind != "r":                     # the memory operand is the one written
            data = self.register(ops[0]) if len(ops) > 1 else None
            return Insn(mnemonic, operands, mem=mem, access=(kind == "rw", True), data=data, sets=sets)
        return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=sets)

    def _value(self, base, size, ops, mems):
        """How an instruction sets its last operand, a register, where that can be known."""
        src = self.register(ops[0]) if len(ops) == 2 else None
        whole = size == 4
        if base in ("move", "movea") and len(ops) == 2 and whole:
            if src:
                return ("copy", src)
            if mems[0][0] is not None:
                return ("load",)
            symbol = self.symbol_offset(ops[0][1:]) if ops[0].startswith("#") else None
            if symbol:                                     # move.l #flag,%d0: the address itself
                return ("addr", *symbol)
        if base in ("add", "adda", "addq", "sub", "suba", "subq") and len(ops) == 2 and whole or \
                base in ("adda", "suba", "addq", "subq") and len(ops) == 2 and \
                self.register(ops[1]) and self.register(ops[1]).startswith("a"):
            n = self.number(ops[0]) if ops[0].startswith("#") else None
            dest = self.register(ops[1])
            if n is not None and dest:
                return ("add", dest, n if base.startswith("add") else -n)
        return None

    def _lea(self, mnemonic, operands, ops):
        """lea ea,%an: the address ea names, no access."""
        dest = self.register(ops[-1]) if len(ops) == 2 else None
        if dest is None:
            return Insn(mnemonic, operands)
        mem, _ = self._mem(ops[0], 4)
        how = None
        if mem is not None and not mem.index:
            if mem.base is None and mem.symbol:
                how = ("addr", mem.symbol, mem.offset)
            elif mem.base and not mem.symbol:
                how = ("add", mem.base, mem.offset)
        return Insn(mnemonic, operands, sets=((dest, how),))

    def _movem(self, mnemonic, operands, ops):
        """movem.l %d2-%d3/%a2,-(%sp) or #mask,-(%sp): a register list stored, or loaded (to the last operand).
        Clang separates the list's registers with commas (movem.l %d2,%a2-%a3, (-12,%a6)): they are joined again."""
        if len(ops) > 2 and self._mem(ops[-1], 4)[0] is not None:
            ops = ["/".join(ops[:-1]), ops[-1]]
        elif len(ops) > 2 and self._mem(ops[0], 4)[0] is not None:
            ops = [ops[0], "/".join(ops[1:])]
        if len(ops) != 2:
            return Insn(mnemonic, operands, mem=Mem(index="?"))
        storing = self._mem(ops[1], 4)[0] is not None
        regs = self._register_list(ops[0 if storing else 1], reverse=storing and ops[1].startswith("-("))
        count = max(len(regs), 1)
        text = ops[1] if storing else ops[0]
        if PREDEC.match(text):
            base = self.register(PREDEC.match(text).group(1))
            mem = Mem(base=base, offset=-4 * count, count=count, size=4)
            writeback = ((base, ("add", base, -4 * count)),)
        elif POSTINC.match(text):
            base = self.register(POSTINC.match(text).group(1))
            mem = Mem(base=base, count=count, size=4)
            writeback = ((base, ("add", base, 4 * count)),)
        else:
            mem, writeback = self._mem(text, 4)
            mem = Mem(base=mem.base, symbol=mem.symbol, offset=mem.offset, index=mem.index, count=count, size=4)
        sets = writeback if storing else tuple((r, None) for r in regs) + writeback
        return Insn(mnemonic, operands, mem=mem, access=(not storing, storing), sets=sets)

    def _register_list(self, text, reverse=False):
        """The registers of %d2-%d3/%a2 or of a mask #16190 (bit order reversed for a -(an) store)."""
        if text.startswith("#"):
            mask = self.number(text) or 0
            order = MASK_ORDER[::-1] if reverse else MASK_ORDER
            return [r for n, r in enumerate(order) if mask >> n & 1]
        regs = []
        for part in text.split("/"):
            ends = [self.register(p) for p in part.split("-")]
            if None in ends:
                continue
            if len(ends) == 2 and ends[0][0] == ends[1][0]:
                regs += [f"{ends[0][0]}{n}" for n in range(int(ends[0][1]), int(ends[1][1]) + 1)]
            else:
                regs += ends
        return regs


ISA = M68k()
