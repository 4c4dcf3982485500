"""ARC (ARCv2, HS38): GCC's syntax (ld_s r2,[r3,4]; st r2,[@.LANCHOR0]; the destination first).

LLVM's ARC backend is not in Debian's LLVM (clang: 'No available targets are compatible with triple
"arc-unknown-linux-gnu"'), so this module says itself which instructions load and store, as alpha.py does.

Delay slots: a branch, jump or call with .d (b.d, j_s.d [blink], bl.d) runs the instruction after it first.
The matrix compiles with GCC's delay-slot filler off (-fno-delayed-branch): GCC then writes no .d form, and
the text is in the order the instructions take effect. A .d form, and an access in its slot, read as unknown;
checks/isa/arc.test finds none in the corpus's output at any level.

Zero-overhead loops: `lp @.L14` runs the instructions from the one after it to the label .L14 again and
again, lp_count times, with no branch back in the text: link() gives the loop's last instruction the branch
back the hardware takes (to the label GCC puts after lp).
"""

import dataclasses
import re

from . import Insn, InstructionSet, Mem

REGISTER = re.compile(r"^(?:r(\d+)|(gp|fp|sp|ilink|blink|lp_count|pcl))$", re.I)
NAMED = {"gp": "r26", "fp": "r27", "sp": "r28", "ilink": "r29", "blink": "r31", "lp_count": "r60", "pcl": "r63"}
# [base], [base,off], [@sym], [@sym+4], [@table,index], [base,@sym], [base,index]
MEMORY = re.compile(r"^\[\s*([^,\]]+?)\s*(?:,\s*([^\]]+?)\s*)?\]$")
CONDITION = r"(?:al|ra|eq|z|ne|nz|p|pl|n|mi|c|cs|lo|nc|cc|hs|v|vs|nv|vc|gt|ge|lt|le|hi|ls|pnz)"
BRANCH = re.compile(rf"^b{CONDITION}?(?:_s)?$")
COMPARE_BRANCH = re.compile(r"^(?:br(?:eq|ne|lt|ge|lo|hs|le|gt|ls|hi)|bbit[01])(?:_s)?$")
JUMP = re.compile(rf"^j{CONDITION}?(?:_s)?$")
CALL = re.compile(r"^(?:bl|jl)(?:_s)?$")
LOAD = {"ld": 4, "ldb": 1, "ldh": 2, "ldw": 2, "ldd": 8}
STORE = {"st": 4, "stb": 1, "sth": 2, "stw": 2, "std": 8}
BARRIER = {"dmb", "sync", "dsync"}
HINT = {"nop", "prefetch", "prefetchw", "prealloc"}
# What a call leaves changed, whatever annotation.py keeps across it (a stack address, as a frame pointer's):
# the results and the other caller-saved registers, r0-r12, and blink, which it sets.
CALL_CLOBBERED = tuple((f"r{n}", None) for n in (*range(13), 31))
NO_TARGET = {"cmp", "tst", "btst", "cmp_s", "tst_s", "btst_s", "rcmp", "flag", "kflag", "sr", "aex"}


class Arc(InstructionSet):
    name, prefix = "arc", "ARC"
    comment = re.compile(r";.*")            # GAS's ARC comment character; GCC adds ;15 and the like
    stack_pointer = "r28"
    argument_registers = tuple(f"r{n}" for n in range(8))
    callee_saved = frozenset(f"r{n}" for n in range(13, 26)) | {"r27"}   # r13-r25, fp (gp: -fcall-used-gp)
    # No C library is named, which make setup would install for nothing: no demo can run.
    gnu_triple, native = "arc-linux-gnu", ("arc",)
    no_demo = "Debian 12's qemu-user (QEMU 7.2, which has no ARC target) has no qemu-arc"
    word_size = 4
    align_is_power = False                  # .align 4 is 4 bytes

    def statements(self, line):
        return [line.strip()] if line.strip() else []

    def register(self, name):
        m = REGISTER.match(name.strip())
        if not m:
            return None
        return f"r{m.group(1)}" if m.group(1) is not None else NAMED[m.group(2).lower()]

    @staticmethod
    def _label(text):
        return text.strip().lstrip("@")

    def decode(self, mnemonic, operands):
        base, *suffixes = mnemonic.split(".")
        ops = self.operands(operands)
        delay = "d" in suffixes
        if base in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if base.removesuffix("_s") in HINT:
            return Insn(mnemonic, operands, hint=True)
        if base in ("enter_s", "leave_s"):      # the code-density frame: not modelled, so not known
            return Insn(mnemonic, operands, mem=Mem(index="?"), sets=(("r28", None), ("r27", None)))
        if base in ("push_s", "pop_s") and ops:
            return self._stack(base, mnemonic, operands, ops[0])
        if delay:                               # the filler is off (see above): a .d form is not read
            return Insn(mnemonic, operands, mem=Mem(index="?"))
        if JUMP.match(base) and ops:
            conditional = base.removesuffix("_s") != "j"
            if self.register(ops[0].strip("[]")) == "r31":          # j_s [blink]; jeq_s [blink]
                return Insn(mnemonic, operands, ret=True, falls_through=conditional)
            return Insn(mnemonic, operands, indirect=not conditional, falls_through=conditional)
        if CALL.match(base) and ops:
            callee = ops[0]
            return Insn(mnemonic, operands, call="" if callee.startswith("[") else self._label(callee),
                        sets=CALL_CLOBBERED)
        if base == "lp":                        # the zero-overhead loop's start: see link()
            return Insn(mnemonic, operands)
        if base in ("bi", "bih"):               # bi [r0]: into a table of branches
            return Insn(mnemonic, operands, indirect=True)
        if BRANCH.match(base) or COMPARE_BRANCH.match(base):
            target = self._label(ops[-1]) if ops else ""
            unconditional = base.removesuffix("_s") in ("b", "bal", "bra")
            if not self.local_label.match(target):      # b @foo: a tail call
                return Insn(mnemonic, operands, call=target, ret=True, falls_through=not unconditional)
            return Insn(mnemonic, operands, target=target, jump=unconditional)
        size_base = base.removesuffix("_s")
        if size_base in LOAD or size_base in STORE:
            return self._access(mnemonic, size_base, suffixes, operands, ops)
        if base in ("llock", "llockd", "scond", "scondd", "ex"):
            return self._atomic(base, mnemonic, operands, ops)
        first = self.register(ops[0]) if ops else None
        if base in NO_TARGET or first is None:
            return Insn(mnemonic, operands)
        predicated = any(re.fullmatch(CONDITION, s) for s in suffixes)
        return Insn(mnemonic, operands, sets=((first, None if predicated else self._value(base, ops)),))

    def link(self, steps):
        """lp @.L14 with .L5 after it: the instruction before .L14 may branch back to .L5. And the slot of a .d
        form (none with the filler off), run before the transfer, is made unknown if it names memory, as the
        .d form itself is: neither is read in the wrong place."""
        labels = {s.label: i for i, s in enumerate(steps) if s.label}
        for i, step in enumerate(steps):
            insn = step.insn
            if insn is not None and "d" in insn.mnemonic.split(".")[1:]:
                slot = next((j for j in range(i + 1, len(steps)) if steps[j].insn is not None), None)
                if slot is not None and steps[slot].insn.mem is not None:
                    steps[slot].insn = Insn(steps[slot].insn.mnemonic, steps[slot].insn.operands, mem=Mem(index="?"))
            if insn is None or insn.mnemonic != "lp" or i + 1 >= len(steps) or steps[i + 1].label is None:
                continue
            end = labels.get(self._label(insn.operands))
            last = next((j for j in range(end - 1, i, -1) if steps[j].insn is not None), None) \
                if end is not None else None
            if last is not None and steps[last].insn.target is None and not steps[last].insn.jump:
                steps[last].insn = dataclasses.replace(steps[last].insn, target=steps[i + 1].label)

    def _mem(self, text, size, scaled):
        """The Mem of [..] and the base register it names (or None)."""
        m = MEMORY.match(text.strip())
        if not m:
            return None, None
        first, second = m.group(1), m.group(2)
        base = self.register(first)
        if base is None:                        # [@sym], [@sym+4], [@table,r2]
            symbol = self.symbol_offset(self._label(first))
            if symbol is None or (second and self.number(second) is None):
                return Mem(index="?", size=size), None
            offset = symbol[1] + (self.number(second) if second else 0) * (size if scaled else 1)
            return Mem(symbol=symbol[0], offset=offset, size=size), None
        if second is None:
            return Mem(base=base, size=size), base
        n = self.number(second)
        if n is not None:
            return Mem(base=base, offset=n * size if scaled else n, size=size), base
        return Mem(base=base, index=second, size=size), base    # [r1,r2], [r1,@sym]: not followed

    def _access(self, mnemonic, size_base, suffixes, operands, ops):
        store = size_base in STORE
        size = STORE.get(size_base) or LOAD[size_base]
        memory = next((o for o in ops if o.startswith("[")), None)
        mem, base = self._mem(memory, size, "as" in suffixes) if memory else (None, None)
        if mem is None:
            return Insn(mnemonic, operands, mem=Mem(index="?"), access=(not store, store))
        pair = size_base in ("ldd", "std")      # ldd r2,[r0]: r2 and r3, two words
        if pair:
            mem = Mem(base=mem.base, symbol=mem.symbol, offset=mem.offset, index=mem.index, count=2, size=4)
        sets = []
        writeback = "a" in suffixes or "aw" in suffixes or "ab" in suffixes
        if writeback and base and mem.index is None:
            step = mem.offset
            if "ab" in suffixes:                # post-modify: the access at the base, then the base moves
                mem = Mem(base=base, count=mem.count, size=mem.size)
            sets.append((base, ("add", base, step)))
        reg = self.register(ops[0]) if ops else None
        if store:
            return Insn(mnemonic, operands, mem=mem, access=(False, True), data=None if pair else reg,
                        sets=tuple(sets))
        dests = [(reg, ("load",) if size == 4 and not pair and "x" not in suffixes else None)] if reg else []
        if pair and reg:
            dests.append((f"r{int(reg[1:]) + 1}", None))
        return Insn(mnemonic, operands, mem=mem, access=(True, False), sets=tuple(dests + sets))

    def _atomic(self, base, mnemonic, operands, ops):
        """llock (a load), scond (a store), ex (a swap: both)."""
        memory = next((o for o in ops if o.startswith("[")), "")
        mem = self._mem(memory, 8 if base.endswith("d") else 4, False)[0] or Mem(index="?")
        reg = self.register(ops[0]) if ops else None
        access = {"llock": (True, False), "llockd": (True, False), "scond": (False, True),
                  "scondd": (False, True), "ex": (True, True)}[base]
        return Insn(mnemonic, operands, mem=mem, access=access, data=reg if access[1] else None,
                    sets=((reg, None),) if reg and access[0] else ())

    def _stack(self, base, mnemonic, operands, op):
        """push_s r13: sp down 4, then the store; pop_s r13: the load, then sp up 4."""
        reg = self.register(op)
        if base == "push_s":
            return Insn(mnemonic, operands, mem=Mem(base="r28", offset=-4, size=4), access=(False, True),
                        data=reg, sets=(("r28", ("add", "r28", -4)),))
        return Insn(mnemonic, operands, mem=Mem(base="r28", size=4), access=(True, False),
                    sets=(((reg, ("load",)),) if reg else ()) + (("r28", ("add", "r28", 4)),))

    def _value(self, base, ops):
        """How an instruction that writes its first operand sets it, where that can be known."""
        op = base.removesuffix("_s")
        if op == "mov" and len(ops) == 2:       # mov_s r3,@.LANCHOR0; mov_s r0,r1
            src = self.register(ops[1])
            if src:
                return ("copy", src)
            symbol = self.symbol_offset(self._label(ops[1])) if ops[1].startswith("@") else None
            return ("addr", *symbol) if symbol else None
        if op in ("add", "sub") and len(ops) == 3:
            src = self.register(ops[1])
            n = self.number(ops[2])
            if src and n is not None:
                return ("add", src, n if op == "add" else -n)
        return None


ISA = Arc()
