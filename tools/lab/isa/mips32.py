"""32-bit MIPS (mips, big-endian, o32): MIPS code (mips.py) with 32-bit registers and addresses. What
differs: four argument registers, $8-$15 named t0-t7, the llvm-mca CPU, and the demo's toolchain."""

from .mips import NAMES, Mips


class Mips32(Mips):
    name = "mips32"
    mca_cpus = ("mips32r2",)             # the compilers' default -march for this target
    argument_registers = tuple(f"r{n}" for n in range(4, 8))          # o32: $4-$7, then the stack
    callee_saved = frozenset(f"r{n}" for n in (*range(16, 24), 30))     # s0-s7, fp
    register_names = {**NAMES, **{f"t{n}": 8 + n for n in range(8)}}
    gnu_triple, qemu, native = "mips-linux-gnu", "qemu-mips", ()
    libc = ("libc6-dev-mips-cross", "/usr/mips-linux-gnu/include/stdio.h")
    demo_link_flags = ()                 # 32-bit addresses reach the default base


ISA = Mips32()
