"""The instruction-set layer: one module a family, the only place in oncelab that knows that family.

A family module (x86.py, arm64.py, ...) defines ISA, an instance of InstructionSet below, which says:
- how its assembly is written: where a comment starts, how several instructions share a line;
- what each instruction does, in the terms the annotation stage (lab/annotate/annotation.py) reasons in:
  decode() turns one instruction into an Insn: the memory operand it names (Mem), the registers it writes
  and how (an address formed: adrp/:lo12:, lui/%lo, addis/@toc@ha, ldah/!gprelhigh, movw/movt; a copy; an
  offset added; a value loaded), where it branches, whether it calls, returns or is a barrier;
- its registers: the stack pointer, the argument registers, and the canonical name of each register
  (w0 and x0 are one register);
- how LLVM reads it (the llvm-mca CPUs; lab/base/llvm.py asks them whether an instruction loads or stores),
  or, for Alpha, which LLVM has no backend for, its own table of loads and stores.

Everything else (the data layout, the register values through the control flow, the words of the
annotation) is family-neutral and lives in lab/annotate/annotation.py.
"""

import dataclasses
import importlib
import re


class ISAError(Exception):
    """An instruction set oncelab has no module for: said in one line."""


@dataclasses.dataclass(frozen=True)
class Mem:
    """A memory operand: the address is base + symbol + offset (+ index, which makes it unknown)."""
    base: str = None         # the base register, canonical; None: an absolute or pc-relative symbol
    symbol: str = None       # the symbol the operand names (flag, .LANCHOR0, .LC0)
    offset: int = 0          # the constant part (a relocation's addend included: :lo12:.LANCHOR0+8 is 8)
    lo: bool = False         # symbol is a low-part relocation (:lo12:, %lo, @toc@l, !gprellow): the base
    #                          register holds the high part of the same symbol
    index: str = None        # an index register: the address is not known
    count: int = 1           # accesses made through it: 2 for a pair (ldp, stp, ldrd), n for a register list
    size: int = 0            # bytes each access covers (the next of a pair is at offset + size); 0: not known
    got: bool = False        # the operand names the GOT entry of symbol (@GOTPCREL, :got_lo12:, !literal)
    through: bool = False    # the address is the word at base + offset, not that sum (a pointer passed in a stack
    #                          slot: m68k's libatomic calls); known where a store in the function put it there


# How an instruction sets a register (Insn.sets), evaluated by annotation.py on the values before it:
#   ("addr", symbol, offset)       the address of symbol + offset (leaq flag(%rip), larl, movw/movt...)
#   ("hi", symbol, offset)         the high part of that address (adrp, lui %hi, addis @ha, ldah !gprelhigh)
#   ("lo", reg, symbol, offset)    reg's high part completed by the low part (add :lo12:, addi %lo, lda !gprellow)
#   ("part", reg, symbol, offset)  reg's high part of symbol with more of it added: still its high part (MIPS64's
#                                  %highest, %higher, %hi and the shifts between them; symbol None: any symbol's)
#   ("add", reg, n)                reg + n (add x1, x1, #8; leaq 8(%rax); a post-index writeback)
#   ("copy", reg)                  reg's value (mov, mr, mv, lgr)
#   ("load",)                      what the instruction's memory operand holds (a spill reloaded, a pointer read)
#   ("align", reg, n)              reg rounded down to a multiple of n bytes (PA-RISC's dep %r0,31,3): known for a
#                                  stack address alone, the stack pointer being aligned further at entry
#   None                           anything else: the value is not known


@dataclasses.dataclass(frozen=True)
class Insn:
    """What one instruction does, as its family module reads it."""
    mnemonic: str
    operands: str = ""
    mem: Mem = None
    sets: tuple = ()         # ((register, how), ...), each `how` as above
    target: str = None       # the local label a branch may go to
    jump: bool = False       # an unconditional jump: no fall-through
    indirect: bool = False   # a jump to an address in a register (a jump table): successors unknown
    call: str = None         # a call, and what it calls ('' when through a register)
    callee: str = None       # the register a call through a register goes to (SH's jsr @r1, Xtensa's callx0 a8):
    #                          the call is named after the function whose address it holds, where that is known
    ret: bool = False        # a return (or a tail call, which leaves the function too)
    falls_through: bool = False   # a conditional return or tail call (bnelr): the next instruction may run
    skips: bool = False      # the next instruction may be skipped (PA-RISC's nullifying compare, comiclr,=)
    barrier: bool = False    # a fence: no access, whatever LLVM's flags say
    hint: bool = False       # a prefetch or hint: no access, whatever LLVM's flags say
    trap: bool = False       # an unconditional trap (__builtin_trap: ud2, brk, udf, ebreak): no way on, and no end
    #                          of the function either; set by annotation.decode where the family's `trap` matches
    access: tuple = None     # (may_load, may_store) where the module knows better than LLVM (exclusives,
    #                          string instructions), or for a family LLVM does not know
    data: str = None         # the register a store writes to memory (a spill's value follows it to the slot)
    source: Mem = None       # a second memory operand, read before mem is accessed (m68k's move.l x,a: the
    #                          value loaded from source is what mem is written with)
    sets_flag: bool = False  # it sets the condition flag a branch reads (SH's T bit: tst, cmp/*, dt, shll ...)
    reads_flag: bool = False # a conditional branch on that flag (SH's bt, bf): annotation.py says `flag unset` where
    #                          nothing sets it on the way from the entry or a call (a family whose module sets
    #                          neither is not analysed)
    predicate: str = None    # it runs only where this condition holds (ARM's strne, an IT block's instructions,
    #                          Hexagon's `if (p0) ...`), and is decoded as if it runs (its writes, its jump or return
    #                          taken: no falls_through); annotation.py adds the paths that skip it. `!c` is the
    #                          opposite of `c` (ARM's ne is !eq; Hexagon's !p0). A run of consecutive instructions with
    #                          one predicate runs or is skipped whole, up to one that changes the condition (sets_flag,
    #                          or writes the register the predicate names: p0) or jumps; a run followed at once by its
    #                          opposite's (an IT block's then and else sides) is an if-else: one of the two runs.
    #                          Not set on a conditional branch to a label (bne .L3, if (p0) jump .L3), which goes
    #                          two ways as it is; a family whose decode() keeps falls_through on a predicated return
    #                          (predicates_in_registers) has it dropped on the paths


class InstructionSet:
    """The defaults every family shares; a family module overrides what differs (as arch/*/rwonce.h does)."""
    name = ""                # the module's name: x86, arm64, ...
    prefix = ""              # the FileCheck prefix suffix of the checks that only this family's code meets
    comment = re.compile(r"#.*")       # where a comment starts ('#' is an immediate on ARM)
    label = re.compile(r"^([$.\w]+):(.*)$")
    local_label = re.compile(r"^(?:\.L|\$L|\d+[bf]$)")   # the compilers' local labels: branch targets, pools; and
    #                                                  GAS's numeric ones as a branch names them (1b, 2f: inline asm)
    mca_cpus = ()            # llvm-mca scheduling models to ask, in order; () for a family LLVM does not know
    stack_pointer = "sp"     # canonical
    argument_registers = ()  # canonical, in order: arg0, arg1, ...
    callee_saved = frozenset()   # canonical: registers a call leaves as they were
    stack_arguments = ()     # (offset from the stack pointer at entry, bytes) of each argument passed on the
    #                          stack, in order (i386): until the function stores there, the slot holds it
    # What a demo needs to run this family's programs here (tools/lab/demo/demos.py):
    gnu_triple = None        # the cross toolchain's triple: its C library is in /usr/<triple>, its linker <triple>-ld
    libc = None              # (the Debian package of that C library, a file it installs)
    qemu = None              # qemu-user's program for it
    native = ()              # the host machines (platform.machine()) that run it without qemu
    no_demo = None           # why no demo of this family can run on Debian 12, in one line (arc: no qemu-user
    #                          program; hexagon, xtensa: no C library)
    demo_link_flags = ()     # what linking a demo against Debian's C library needs beyond the config's flags
    # What a trace driver (tools/lab/demo/trace.py) needs where it cannot link against a C library (none in Debian,
    # or one whose programs do not start under qemu: sh4): it starts at its own _start and ends with the exit system
    # call, and is linked alone.
    exit_syscall = None      # (the instruction, the number's register, the number, the status's register)
    linker = None            # the linker of such a driver: Debian 12's binutils, or ld.lld-19 (lld-19)
    assembler = None         # the assembler where the compilers' own cannot assemble their output (clang-22 Xtensa)
    qemu_cpu = None          # qemu-user's -cpu for a trace driver, where qemu cannot tell it from the ELF header
    word_size = 2            # bytes of a .word (GAS: 2, but 4 on ARM, AArch64 and RISC-V)
    align_is_power = True    # .align N means 2**N bytes (on x86 and s390, N bytes)
    trap = None              # the instructions that trap whatever the condition (__builtin_trap's, as GCC and Clang
    #                          emit it), a regex on 'mnemonic operands' lowercased, operands as written
    decodes_in_context = False   # decode() depends on the instructions decoded before, not on the instruction's
    #                              text alone: annotation.py then decodes each line afresh (no family now: ARM's IT
    #                              block is read from each instruction's own condition, Insn.predicate)
    predicates_in_registers = False  # decode() itself says what a predicated instruction leaves in the registers
    #                              (Hexagon's shadow of each register per predicate, which follows a value across
    #                              packets): the register flow then reads it in line, falls_through kept, and only the
    #                              paths (scan's counting, the loops) skip it. Else the flow follows the paths that skip
    #                              it, and a register it writes keeps its old value on them

    # Reading lines ---------------------------------------------------------------------------------

    def strip_comment(self, line):
        if line.lstrip().startswith("#"):          # #APP, #NO_APP, '# 6 "f.c" 1': comments on every target
            return ""
        return self.comment.sub("", line).rstrip()

    def lines(self, text):
        """The assembly's lines as the scrubber reads them: as written (a Hexagon packet, written over several
        lines, is one)."""
        return text.splitlines()

    def statements(self, line):
        """The instructions of one line ('fence iorw,ow; amoswap.w zero,a5,0(a4)' is two)."""
        return [s.strip() for s in line.split(";") if s.strip()]

    def split(self, text):
        """(mnemonic, operands) of an instruction."""
        parts = text.split(None, 1)
        return (parts[0].lower(), parts[1].strip() if len(parts) > 1 else "") if parts else ("", "")

    @staticmethod
    def operands(text):
        """The operands of an instruction: commas inside (...), [...] and {...} do not split."""
        parts, depth, current = [], 0, ""
        for ch in text:
            depth += (ch in "([{") - (ch in ")]}")
            if ch == "," and depth == 0:
                parts.append(current.strip())
                current = ""
            else:
                current += ch
        return parts + [current.strip()] if current.strip() else parts

    def units(self, lines):
        """The instructions grouped as llvm-mca must read them: one each (an ARM IT block is one group)."""
        return [(line,) for line in lines]

    def llvm_syntax(self, raw):
        """Directives llvm-mca needs before the instructions to read them as the compiler meant (Thumb)."""
        return ""

    # What an instruction does ----------------------------------------------------------------------

    def register(self, name):
        """The canonical name of a register operand, or None if name is not one."""
        return None

    def decode(self, mnemonic, operands):
        """The Insn for one instruction. The default knows nothing: no memory operand, no register set."""
        return Insn(mnemonic, operands)

    def link(self, steps):
        """Control flow no one instruction says, amended into the decoded steps (annotate.Step: line, label,
        insn) in place: ARC's zero-overhead loop branches back from its last instruction. The default: none."""

    # Helpers for family modules ----------------------------------------------------------------------

    @staticmethod
    def number(text):
        """An integer written in C, decimal or hex, with an optional '#' or '$'; None if it is not one."""
        text = text.strip().lstrip("#$")
        try:
            return int(text, 0)
        except ValueError:
            return None

    @staticmethod
    def symbol_offset(text):
        """('.LANCHOR0', 8) from '.LANCHOR0+8', ('flag', 0) from 'flag'; None if text is no symbol."""
        m = re.fullmatch(r"\s*([.$A-Za-z_][\w.$]*)\s*(?:([+-])\s*(0x[0-9a-fA-F]+|\d+))?\s*", text)
        if not m:
            return None
        offset = int(m.group(3), 0) if m.group(3) else 0
        return m.group(1), -offset if m.group(2) == "-" else offset


FAMILIES = ("x86", "i386", "arm64", "arm", "riscv", "ppc", "ppc32", "alpha", "s390x", "mips", "mips32", "m68k",
            "loongarch", "sh4", "sparc", "hppa", "arc", "hexagon", "xtensa")


def get(name):
    """The ISA of a family module, by its name (tools/matrix.toml's `isa` of a target)."""
    if name not in FAMILIES:
        raise ISAError(f"no instruction-set module {name!r} (known: {', '.join(FAMILIES)}); "
                       f"a new family is one module in tools/lab/isa/")
    try:
        return importlib.import_module(f"{__name__}.{name}").ISA
    except (ImportError, SyntaxError, AttributeError) as e:
        raise ISAError(f"tools/lab/isa/{name}.py cannot be loaded: {type(e).__name__}: {e}") from None


def prefixes():
    """The FileCheck prefix suffixes of every family whose module loads: X86, ARM64, ..."""
    found = set()
    for name in FAMILIES:
        try:
            found.add(get(name).prefix)
        except ISAError:
            pass
    return frozenset(found)
