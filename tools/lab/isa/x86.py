"""x86-64 (x86): GCC's and Clang's AT&T syntax, the destination last. i386.py is the same family for -m32."""

import re

from . import Insn, InstructionSet, Mem

# %rax %eax %ax %al %ah are one register, rax; %r8 %r8d %r8w %r8b are r8; %esp is rsp.
GENERAL = re.compile(r"^%(?:[re]?([abcd])x|([abcd])[lh]|[re]?(si|di|bp|sp)l?|(r\d+)[dwb]?)$")
OTHER = re.compile(r"^%([xyz]mm\d+|k[0-7]|mm[0-7]|st(?:\(\d\))?|[c-gs]s)$")
# Bytes a register holds, by its name: %rax %r8 8, %eax %r8d 4, %ax %r8w 2, %al %ah %sil %r8b 1, %xmm0 16...
REGISTER_SIZE = ((re.compile(r"^%(?:r[a-ds][xpi]|r\d+)$"), 8), (re.compile(r"^%(?:e[a-ds][xpi]|r\d+d)$"), 4),
                 (re.compile(r"^%(?:[a-ds][xpi]|r\d+w)$"), 2), (re.compile(r"^%(?:[a-d][lh]|[sd]il|[sb]pl|r\d+b)$"), 1),
                 (re.compile(r"^%xmm\d+$"), 16), (re.compile(r"^%ymm\d+$"), 32), (re.compile(r"^%zmm\d+$"), 64))
SUFFIX = {"b": 1, "w": 2, "l": 4, "q": 8}
SIZED = re.compile(r"^(?!cmov|set)[a-z]+([bwlq])$")   # movl, addq, stosq (cmovl, setb: the letter is a condition)
EXTEND = re.compile(r"^mov[sz]([bwl])[wlq]$")        # movzbl, movslq: the first letter is what is read
SCALAR = {"movd": 4, "movss": 4, "movq": 8, "movsd": 8, "movlps": 8, "movhps": 8, "movlpd": 8, "movhpd": 8}
# disp(base,index,scale) with an optional segment: flag(%rip), flag+4, -4(%rbp), (%eax,%edx,4), .L4(,%rax,8)
MEMORY = re.compile(r"^(?:%(?P<segment>\w+):)?(?P<disp>[^(]*?)\s*"
                    r"(?:\(\s*(?P<base>%\w+)?\s*(?:,\s*(?P<index>%\w+)?\s*(?:,\s*\d+)?)?\s*\))?$")
LEADING_OFFSET = re.compile(r"^(\d+)\+(.+)$")        # 4+pair(%rip): GCC -fpie puts the constant first
# The prefixes say how an instruction runs, not what it is: rep stosq, lock xaddl, notrack jmp *%rax.
PREFIXES = {"rep", "repe", "repz", "repne", "repnz", "lock", "notrack", "bnd", "data16", "addr32"}
BARRIER = {"mfence", "lfence", "sfence"}          # LLVM flags them as loading and storing
HINT = re.compile(r"^(?:pause|nop[wlq]?|prefetch\w*|endbr(?:32|64))$")   # nopw 0(%rax,%rax): no access
RET = re.compile(r"^ret[lqw]?$")
CALL = re.compile(r"^call[lqw]?$")
JMP = re.compile(r"^jmp[lqw]?$")
JCC = re.compile(r"^j(?!mp)[a-z]{1,5}$")                                      # je jne jl ... jecxz
LEAVE = re.compile(r"^leave[lqw]?$")
PUSH = re.compile(r"^push[lqw]?$")
POP = re.compile(r"^pop[lqw]?$")
LEA = re.compile(r"^lea[lqw]?$")
MOV = re.compile(r"^(?:mov[lqw]?|movabsq)$")
ADD = re.compile(r"^(add|sub)[lqw]?$")
STEP = re.compile(r"^(inc|dec)[lqw]?$")
COMPARE = re.compile(r"^(?:cmp|test|bt)[bwlq]?$")                             # they write only the flags
EXCHANGE = re.compile(r"^(?:xchg|xadd)[bwlq]?$")                                # they write both operands
# llvm-mca does not flag the string instructions: (loads, stores), and the register each uses as its address.
STRING = re.compile(r"^(movs|stos|lods|cmps|scas)[bwlq]?$")
STRING_ACCESS = {"movs": (True, True), "stos": (False, True), "lods": (True, False), "cmps": (True, False),
                 "scas": (True, False)}
STRING_ADDRESS = {"stos": "rdi", "lods": "rsi", "scas": "rdi"}    # movs and cmps use two: one Mem cannot say
# The registers an instruction writes without naming them (the first set: rax and rdx, rcx and rbx too for cpuid).
IMPLICIT = [(re.compile(r"^(?:cltq|cwtl|cbtw|cpuid|rdtscp?|cmpxchg\w*|i?mul[bwlq]?|i?div[bwlq]?)$"),
             ("rax", "rdx", "rcx", "rbx")),
            (re.compile(r"^(?:cqto|cltd|cwtd)$"), ("rdx",)),
            (STRING, ("rdi", "rsi", "rcx", "rax"))]


class X86(InstructionSet):
    name, prefix = "x86", "X86"
    trap = re.compile(r"^ud[012]\b")           # ud2: __builtin_trap, GCC's and Clang's
    mca_cpus = ("skylake", "znver4")         # the baseline and SSE; the second has what the first lacks (AVX-512)
    stack_pointer = "rsp"
    argument_registers = ("rdi", "rsi", "rdx", "rcx", "r8", "r9")
    callee_saved = frozenset({"rbx", "rbp", "r12", "r13", "r14", "r15"})
    address_size = 8         # bytes of an address: the registers that hold one whole, what push and pop move
    align_is_power = False
    gnu_triple, qemu, native = "x86_64-linux-gnu", "qemu-x86_64", ("x86_64",)
    libc = ("libc6-dev", "/usr/include/x86_64-linux-gnu/gnu/stubs-64.h")

    def statements(self, line):
        """'lock; addl $0,-4(%rsp)' (once.h's smp_mb) is one instruction: a lone prefix joins what follows."""
        out = []
        for text in super().statements(line):
            if out and out[-1].lower() in PREFIXES:
                out[-1] += " " + text
            else:
                out.append(text)
        return out

    def lines(self, text):
        """The lines, a prefix alone on its line joined to the instruction of the next (Clang prints the asm
        template `lock; addl $0,-4(%rsp)` as `lock` and `addl $0, -4(%rsp)`, two lines)."""
        out, prefix = [], None
        for line in text.splitlines():
            bare = line.split("#", 1)[0].strip().rstrip(";").strip()
            if bare.lower() in PREFIXES:
                prefix = bare if prefix is None else prefix + " " + bare
                continue
            if prefix is not None and bare and not bare.startswith("."):
                line, prefix = "\t" + prefix + " " + line.strip(), None
            out.append(line)
        return out + (["\t" + prefix] if prefix is not None else [])

    def split(self, text):
        """(mnemonic, operands), the prefixes dropped but lock, kept as 'lock addl' (decode reads it)."""
        mnemonic, operands = super().split(text)
        locked = False
        while mnemonic in PREFIXES and operands:
            locked |= mnemonic == "lock"
            mnemonic, operands = super().split(operands)
        return ("lock " if locked else "") + mnemonic, operands

    def register(self, name):
        name = name.strip().lower()
        m = GENERAL.match(name)
        if m:
            return "r" + m.group(1) + "x" if m.group(1) else "r" + m.group(2) + "x" if m.group(2) else \
                "r" + m.group(3) if m.group(3) else m.group(4)
        m = OTHER.match(name)
        return m.group(1) if m else None

    @staticmethod
    def _is_memory(operand):
        """Neither an immediate ($1, $flag) nor a register; %es:(%edi) is memory."""
        return not operand.startswith(("$", "%")) or ":" in operand

    @staticmethod
    def _register_size(operand):
        return next((n for pattern, n in REGISTER_SIZE if pattern.match(operand.strip().lower())), 0)

    def _whole(self, operand):
        """The register operand's canonical name, where it holds an address whole."""
        return self.register(operand) if self._register_size(operand) == self.address_size and \
            GENERAL.match(operand.strip().lower()) else None

    def _size(self, mnemonic, ops):
        """Bytes the instruction's memory access covers, from its registers or its suffix; 0 where neither says
        (x87, whose suffixes mean other sizes)."""
        vector = max((self._register_size(o) for o in ops if o.lower().startswith(("%xmm", "%ymm", "%zmm"))),
                     default=0)
        if vector or mnemonic.startswith("f"):
            return SCALAR.get(mnemonic, vector)
        extend, sized = EXTEND.match(mnemonic), SIZED.match(mnemonic)
        if extend or sized:
            return SUFFIX[(extend or sized).group(1)]
        if mnemonic.startswith("set"):
            return 1
        return max((self._register_size(o) for o in ops), default=0)         # cmove flag(%rip), %eax

    def _mem(self, text, size=0):
        m = MEMORY.match(text.strip())
        if not m or m.group("segment") in ("fs", "gs"):   # %fs:0: thread-local, not the program's variables
            return Mem(index="?", size=size)
        disp, _, relocation = m.group("disp").partition("@")
        base = m.group("base")
        base = None if base in (None, "%rip", "%eip") else self.register(base)   # flag(%rip): pc-relative
        index = self.register(m.group("index")) if m.group("index") else None
        offset = self.number(disp) if disp else 0
        if offset is not None:
            return Mem(base=base, offset=offset, index=index, size=size)
        lead = LEADING_OFFSET.match(disp)
        symbol = self.symbol_offset(lead.group(2) + "+" + lead.group(1) if lead else disp)
        if symbol is None:
            return Mem(index="?", size=size)
        if relocation in ("GOTPCREL", "GOT"):             # flag@GOTPCREL(%rip), flag@GOT(%ebx): flag's GOT entry
            return Mem(symbol=symbol[0], offset=symbol[1], got=True, size=self.address_size)
        return Mem(base=base, symbol=symbol[0], offset=symbol[1], index=index, size=size)

    def decode(self, mnemonic, operands):
        ops = self.operands(operands)
        locked = mnemonic.startswith("lock ")
        mnemonic = mnemonic.removeprefix("lock ")
        if locked and any(self._is_memory(o) and self._mem(o).base == self.stack_pointer for o in ops):
            # The kernel's smp_mb() on x86 (`lock; addl $0,-4(%rsp)`; Clang's fence, `lock orq $0,(%rsp)`): a locked
            # read-modify-write of the stack's own word, which only a full barrier's effect makes worth doing.
            return Insn(mnemonic, operands, barrier=True)
        if mnemonic in BARRIER:
            return Insn(mnemonic, operands, barrier=True)
        if HINT.match(mnemonic):
            return Insn(mnemonic, operands, hint=True)
        if RET.match(mnemonic):
            return Insn(mnemonic, operands, ret=True)
        if CALL.match(mnemonic) or JMP.match(mnemonic) or JCC.match(mnemonic):
            return self._branch(mnemonic, operands, ops[0] if ops else "")
        sp, fp, slot = self.stack_pointer, "rbp", self.address_size
        if LEAVE.match(mnemonic):                          # rsp = rbp + slot; rbp = what rbp points at
            return Insn(mnemonic, operands, mem=Mem(base=fp, size=slot),
                        sets=((sp, ("add", fp, slot)), (fp, ("load",))))
        if PUSH.match(mnemonic) and ops:                   # a store below rsp, and rsp moves down
            moves = ((sp, ("add", sp, -slot)),)
            if self._is_memory(ops[0]):                    # pushl flag: one memory operand, the one loaded
                return Insn(mnemonic, operands, mem=self._mem(ops[0], slot), access=(True, False), sets=moves)
            return Insn(mnemonic, operands, mem=Mem(base=sp, offset=-slot, size=slot), data=self._whole(ops[0]),
                        sets=moves)
        if POP.match(mnemonic) and ops:
            reg = self.register(ops[0])
            loaded = ((reg, ("load",) if self._whole(ops[0]) else None),) if reg else ()
            return Insn(mnemonic, operands, mem=Mem(base=sp, size=slot), sets=loaded + ((sp, ("add", sp, slot)),))
        size = self._size(mnemonic, ops)
        string = STRING.match(mnemonic)
        if string:
            address = STRING_ADDRESS.get(string.group(1))
            return Insn(mnemonic, operands, mem=Mem(base=address, size=size) if address else None,
                        access=STRING_ACCESS[string.group(1)], sets=self._implicit(mnemonic))
        memory = next((o for o in ops if self._is_memory(o)), None)
        mem = self._mem(memory, size) if memory is not None else None
        dst = ops[-1] if ops else ""
        if LEA.match(mnemonic):                            # an address formed, no access
            return Insn(mnemonic, operands, sets=((self.register(dst), self._address(mem, dst)),)
                        if self.register(dst) and mem else ())
        sets = self._implicit(mnemonic)
        if EXCHANGE.match(mnemonic):
            sets += tuple((self.register(o), None) for o in ops if self.register(o))
        elif self.register(dst) and not COMPARE.match(mnemonic):
            sets += ((self.register(dst), self._value(mnemonic, ops, dst)),)
        data = self._whole(ops[0]) if MOV.match(mnemonic) and len(ops) == 2 and memory == dst else None
        return Insn(mnemonic, operands, mem=mem, sets=sets, data=data)

    def _branch(self, mnemonic, operands, target):
        if target.startswith("*"):                         # call *p(%rip), jmp *%rax, jmp *.L4(,%rax,8)
            mem = self._mem(target[1:], self.address_size) if self._is_memory(target[1:]) else None
            if CALL.match(mnemonic):
                return Insn(mnemonic, operands, mem=mem, call="")
            return Insn(mnemonic, operands, mem=mem, indirect=True)
        target = target.split("@")[0]                      # call foo@PLT
        if CALL.match(mnemonic):
            return Insn(mnemonic, operands, call=target)
        if not self.local_label.match(target):            # jmp foo: a tail call
            return Insn(mnemonic, operands, call=target, ret=True)
        return Insn(mnemonic, operands, target=target, jump=bool(JMP.match(mnemonic)))

    def _implicit(self, mnemonic):
        return next((tuple((r, None) for r in regs) for pattern, regs in IMPLICIT if pattern.match(mnemonic)), ())

    def _address(self, mem, dst):
        """How lea sets dst: the address its operand names, where that is one register or symbol plus a constant."""
        if mem.index or mem.got or not self._whole(dst):
            return None
        if mem.base is None:
            return ("addr", mem.symbol, mem.offset) if mem.symbol else None
        return ("add", mem.base, mem.offset) if not mem.symbol else None

    def _value(self, mnemonic, ops, dst):
        """How an instruction that writes its last operand, the register dst, sets it, where that can be known."""
        src = ops[0] if len(ops) == 2 else None
        whole = self._whole(dst)
        if MOV.match(mnemonic) and src is not None:
            if src.startswith("$"):                        # movl $flag, %eax: a non-PIE address fits 32 bits
                symbol = self.symbol_offset(src[1:])
                return ("addr", *symbol) if symbol and self._register_size(dst) >= 4 else None
            if whole and self._whole(src):
                return ("copy", self._whole(src))
            return ("load",) if whole and self._is_memory(src) else None
        add = ADD.match(mnemonic)
        if add and whole and src is not None and src.startswith("$") and self.number(src) is not None:
            return ("add", whole, self.number(src) * (1 if add.group(1) == "add" else -1))
        step = STEP.match(mnemonic)
        if step and whole:
            return ("add", whole, 1 if step.group(1) == "inc" else -1)
        return None


ISA = X86()
