"""PA-RISC (hppa, 32-bit, PA 1.1): GCC's syntax (ldw RR'flag-$global$(%r1),%r28; the target last).

LLVM has no PA-RISC backend, so this module says itself which instructions load and store, as alpha.py does.

Delay slots: every branch, call and return has one. The matrix compiles with GCC's delay-slot filler off
(-fno-delayed-branch): each slot then holds a nop, or GCC nullifies it (,n: b,n, bv,n, and a forward
conditional branch, whose slot runs only when the branch is not taken, as the next instruction would), so
the text is in the order the instructions take effect. link() checks it, and makes any other slot
instruction that names memory unknown; checks/isa/hppa.test finds none in the corpus's output at any level.

Atomics: hppa Linux has no atomic instruction but ldcw, and its atomics go through the kernel's light-weight
syscall (a lock the kernel takes), so GCC calls libgcc's helpers (libgcc/config/pa/linux-atomic.c), even for an
atomic store: smp_store_release(&b, 1) is `bl __sync_lock_test_and_set_4,%r2` with &b in %r26. Each __sync_*_N
helper is annotated as the access it makes through its first argument: a store for __sync_lock_test_and_set_N
(what GCC calls it for: its atomic_store, the old value it returns unused, as LoongArch's amswap_db to $zero)
and __sync_lock_release_N, a load and a store for the others. GCC's own barrier (its acquire) is an ldcw of an
8-byte-aligned stack word: `ldo 15(%sp),%r19; dep %r0,31,3,%r19; ldcw 0(%r19),%r19`, a stack load and store.

Nullification: an instruction with a condition (comiclr,= 0,%r28,%r0; addi,<> ...) skips the next one when
the condition holds, so `comiclr,<> 0,%r28,%r0` then `b,n .L3` is a conditional branch: Insn.skips.
"""

import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^%(?:r(\d+)|fr(\d+)[LR]?|(sp|rp|dp|ret0|ret1|arg[0-3]|sar))$", re.I)
NAMED = {"sp": "r30", "rp": "r2", "dp": "r27", "ret0": "r28", "ret1": "r29", "arg0": "r26", "arg1": "r25",
         "arg2": "r24", "arg3": "r23", "sar": "sar"}
# disp(base), disp(space,base), index(base) for the x forms; disp may carry a field selector: RR'flag-$global$+4
MEMORY = re.compile(r"^(?P<disp>[^(]*)\((?:%sr\d\s*,\s*)?(?P<base>%\w+)\)$")
# The field selectors: L' and LR' the left (high) 21 bits, R' and RR' the right 11 (with the rounding the pair
# agrees on); -$global$ makes the symbol relative to the data pointer %r27, which addil adds.
SELECTOR = re.compile(r"^(?P<field>LR|RR|L|R)'(?P<expr>.+)$")
GLOBAL = re.compile(r"-\$global\$")
LOAD = {"ldb": 1, "ldh": 2, "ldw": 4, "ldd": 8, "ldbs": 1, "ldhs": 2, "ldws": 4, "ldds": 8, "ldbx": 1,
        "ldhx": 2, "ldwx": 4, "lddx": 8, "ldwm": 4, "fldws": 4, "fldds": 8, "fldwx": 4, "flddx": 8, "fldw": 4,
        "fldd": 8}
STORE = {"stb": 1, "sth": 2, "stw": 4, "std": 8, "stbs": 1, "sths": 2, "stws": 4, "stds": 8, "stwm": 4,
         "stby": 4, "stbys": 4, "fstws": 4, "fstds": 8, "fstwx": 4, "fstdx": 8, "fstw": 4, "fstd": 8}
# Load and clear: reads the word and writes 0 to it, atomically (GCC's memory barrier does it to the stack).
LOAD_AND_CLEAR = {"ldcw": 4, "ldcws": 4, "ldcd": 8, "ldcwx": 4, "ldcdx": 8}
# What a call leaves changed, whatever annotation.py keeps across it (a stack address, as a frame pointer's): the
# return pointer it sets, the results, and the other caller-saved registers (-O0 keeps stack addresses in %r28).
CALL_CLOBBERED = tuple((f"r{n}", None) for n in (1, 2, *range(19, 27), 28, 29, 31))
SYNC_HELPER = re.compile(r"^__sync_(\w+?)_([1248])$")
BARRIER = {"sync", "syncdma"}
HINT = {"nop"}
# Compare (or add, move) and branch: the target last; addib and movb also write their second operand.
BRANCH = re.compile(r"^(?:comb|comib|cmpb|cmpib|addb|addib|movb|movib|bb|bvb)$")
# The completers that are a condition (,= ,<> ,>>= ,od ,tr; PA 2.0's ,*= on doublewords), not an access's
# modifier (,s ,ma ,mb) or a branch's nullification (,n).
CONDITION = re.compile(r"^\*?(?:[=<>]+|tr|n?sv|od|ev|n?uv|znv|vnz|[sn][bhdw][zc]|sdc|ndc)$", re.I)


class Hppa(InstructionSet):
    name, prefix = "hppa", "HPPA"
    trap = re.compile(r"^addit,<> 1, ?%r0, ?%r0$")   # __builtin_trap: a trap on 1 != 0, always taken
    comment = re.compile(r";.*")               # GAS's PA-RISC comment character ('!' separates statements)
    stack_pointer = "r30"                     # the stack grows up: a frame is ldo 64(%r30),%r30
    argument_registers = ("r26", "r25", "r24", "r23")
    callee_saved = frozenset(f"r{n}" for n in range(3, 19)) | {"r27"}
    gnu_triple, qemu, native = "hppa-linux-gnu", "qemu-hppa", ("parisc",)
    libc = ("libc6-dev-hppa-cross", "/usr/hppa-linux-gnu/include/stdio.h")
    word_size = 4
    align_is_power = False                    # .align 4 is 4 bytes

    def statements(self, line):
        return [s.strip() for s in line.split("!") if s.strip()]

    def register(self, name):
        m = REGISTER.match(name.strip())
        if not m:
            return None
        if m.group(1) is not None:
            return f"r{m.group(1)}" if m.group(1) != "0" else None      # %r0 reads as zero: no register
        if m.group(2) is not None:
            return f"fr{m.group(2)}"
        return NAMED[m.group(3).lower()]

    def decode(self, mnemonic, operands):
        base, *completers = mnemonic.split(",")
        ops = self.operands(operands)
        last = self.register(ops[-1]) if ops else None
        if base in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if base in HINT:
            return Insn(mnemonic, operands, hint=True)
        if base in ("bv", "bve"):                 # bv %r0(%r2): the return; through another register, a jump
            m = MEMORY.match(ops[-1]) if ops else None
            if m and self.register(m.group("base")) == "r2":
                return Insn(mnemonic, operands, ret=True)
            return Insn(mnemonic, operands, indirect=True)
        if base in ("b", "bl") and ops:           # b .L4 is bl .L4,%r0; bl foo,%r2 a call
            target = ops[0]
            link = self.register(ops[1]) if len(ops) > 1 else None
            if link:
                return self._call(mnemonic, operands, target)
            if not self.local_label.match(target):             # b foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True)
            return Insn(mnemonic, operands, target=target, jump=True)
        if base in ("ble", "be", "blr"):          # through a register or a space: a call (ble), or a jump
            if base == "ble":
                return Insn(mnemonic, operands, call="", sets=CALL_CLOBBERED)
            return Insn(mnemonic, operands, indirect=True)
        if BRANCH.match(base):
            sets = ()
            if base in ("addib", "addb", "movb", "movib") and len(ops) == 3:
                reg = self.register(ops[1])
                n = self.number(ops[0])
                how = ("add", reg, n) if base == "addib" and n is not None else \
                    ("copy", self.register(ops[0])) if base == "movb" and self.register(ops[0]) else None
                sets = ((reg, how),) if reg else ()
            return Insn(mnemonic, operands, target=ops[-1] if ops else None, sets=sets)
        if base in LOAD or base in STORE or base in LOAD_AND_CLEAR:
            return self._access(mnemonic, base, completers, operands, ops)
        skips = any(CONDITION.match(c) for c in completers)
        if base == "addil":                       # addil LR'flag-$global$,%r27: the sum goes to %r1
            return Insn(mnemonic, operands, sets=(("r1", self._value(base, ops)),), skips=skips)
        if last is None:
            return Insn(mnemonic, operands, skips=skips)
        return Insn(mnemonic, operands, sets=((last, self._value(base, ops)),), skips=skips)

    @staticmethod
    def _call(mnemonic, operands, target):
        """bl foo,%r2; a call to a __sync_*_N helper is also the access it makes through its first argument."""
        m = SYNC_HELPER.match(target)
        if not m:
            return Insn(mnemonic, operands, call=target, sets=CALL_CLOBBERED)
        store_only = m.group(1) in ("lock_test_and_set", "lock_release")
        return Insn(mnemonic, operands, call=target, mem=Mem(base="r26", size=int(m.group(2))),
                    access=(not store_only, True), sets=CALL_CLOBBERED)

    def link(self, steps):
        """The delay slots checked: the instruction after a branch, call or return runs in its slot, before the
        transfer, unless the branch nullifies it (,n: always for b,n and bv,n; for a conditional branch, when
        it is taken forward or not taken backward). The text reads in order only where that slot is a nop or
        nullified whenever it would run out of order, as with the filler off: any other slot instruction is
        made unknown if it names memory, so that the annotation never reads an access where it does not happen
        (a register copy may stay: GCC's own indirect call is ble 0(%sr4,%r22) then copy %r31,%r2)."""
        labels = {s.label: i for i, s in enumerate(steps) if s.label}
        for i, step in enumerate(steps):
            insn = step.insn
            if insn is None or not (insn.target or insn.jump or insn.ret or insn.indirect or insn.call is not None):
                continue
            nullified = "n" in insn.mnemonic.split(",")[1:]
            backward = not insn.jump and labels.get(insn.target, len(steps)) <= i
            if nullified and not backward:
                continue
            slot = next((j for j in range(i + 1, len(steps)) if steps[j].insn is not None), None)
            if slot is not None and steps[slot].insn.mem is not None:
                steps[slot].insn = Insn(steps[slot].insn.mnemonic, steps[slot].insn.operands, mem=Mem(index="?"))

    def _address(self, text):
        """(symbol, offset) of a field-selected expression (LR'flag-$global$+4), or None."""
        m = SELECTOR.match(text.strip())
        return self.symbol_offset(GLOBAL.sub("", m.group("expr"))) if m else None

    def _mem(self, text, size, index=False):
        """(Mem, base register) of a memory operand, or (None, None)."""
        m = MEMORY.match(text.strip())
        if not m:
            return None, None
        base, disp = self.register(m.group("base")), m.group("disp").strip() or "0"
        if index:                                 # ldwx,s %r19(%r28): an index register
            return Mem(base=base, index=disp, size=size), base
        n = self.number(disp)
        if n is not None:
            return Mem(base=base, offset=n, size=size), base
        symbol = self._address(disp)
        if symbol and base:
            return Mem(base=base, symbol=symbol[0], offset=symbol[1], lo=True, size=size), base
        return Mem(base=base, index="?", size=size), base

    def _access(self, mnemonic, base, completers, operands, ops):
        store = base in STORE
        size = STORE.get(base) or LOAD.get(base) or LOAD_AND_CLEAR[base]
        memory = ops[-1] if store else ops[0] if ops else ""
        data = self.register(ops[0]) if store and ops else None
        dest = self.register(ops[-1]) if not store and ops else None
        indexed = base.endswith("x")
        mem, reg = self._mem(memory, size, index=indexed)
        if mem is None:
            return Insn(mnemonic, operands, mem=Mem(index="?"), access=(not store, store))
        # Modify: ,mb (and ldwm/stwm with a negative displacement) first adds the displacement to the base,
        # which is then the address; ,ma (and the m forms with one not negative) adds it after the access.
        sets = []
        if indexed and reg and ("m" in completers or "sm" in completers):     # the base plus the index
            sets.append((reg, None))
        modify = "mb" in completers or "ma" in completers or base in ("ldwm", "stwm")
        if modify and reg and mem.index is None and not mem.symbol:
            before = "mb" in completers or ("ma" not in completers and mem.offset < 0)
            if not before:
                mem = Mem(base=reg, offset=0, size=size)
            sets.append((reg, ("add", reg, self.number(memory.split("(")[0]) or 0)))
        if base in LOAD_AND_CLEAR:
            sets = [(dest, None)] + sets if dest else sets
            return Insn(mnemonic, operands, mem=mem, access=(True, True), sets=tuple(sets))
        if store:
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=data, sets=tuple(sets))
        how = ("load",) if size == 4 and not base.startswith("f") else None     # only a word holds an address
        return Insn(mnemonic, operands, mem=mem, access=(True, False),
                    sets=(((dest, how),) if dest else ()) + tuple(sets))

    def _value(self, base, ops):
        """How an instruction that writes its last operand sets it, where that can be known."""
        src = self.register(ops[0]) if ops else None
        if base == "copy" and len(ops) == 2 and src:
            return ("copy", src)
        if base == "ldil" and len(ops) == 2:      # ldil L'flag,%r28: the high part
            symbol = self._address(ops[0])
            return ("hi", *symbol) if symbol else None
        if base == "addil" and len(ops) == 2:     # addil LR'flag-$global$,%r27: %r1 gets the high part
            symbol = self._address(ops[0])
            return ("hi", *symbol) if symbol else None
        if base == "ldo" and len(ops) == 2:       # ldo RR'flag-$global$(%r1),%r1: the low part; ldo 8(%r3),%r4
            m = MEMORY.match(ops[0])
            if not m:
                return None
            reg, disp = self.register(m.group("base")), m.group("disp").strip() or "0"
            n = self.number(disp)
            if n is not None:
                return ("add", reg, n) if reg else None
            symbol = self._address(disp)
            return ("lo", reg, *symbol) if symbol and reg else None
        if base in ("dep", "depi") and len(ops) == 4 and ops[0] in ("%r0", "0") and ops[1] == "31":
            n = self.number(ops[2])               # dep %r0,31,3,%r19: rounded down to 8 bytes
            return ("align", self.register(ops[3]), 1 << n) if n else None
        return None


ISA = Hppa()
