"""32-bit PowerPC (powerpc, big-endian, SysV): PowerPC code (ppc.py) with 32-bit registers and addresses. What
differs: no TOC, an address is absolute, lis RT,sym@ha then sym@l (in a displacement, an addi or a la); the
llvm-mca CPU; the FileCheck prefix (its smp_wmb() is eieio and Clang 13-16's acquire a trailing lwsync, where
ppc64le's are lwsync and bne-/isync); and the demo's toolchain. The argument registers (r3-r10) and the
callee-saved ones (r14-r31) are ELFv2's too."""

import re

from .ppc import PowerPC

# The high adjusted part of an absolute address and its low part; the addend before the suffix (GCC:
# pair+4@ha) or after it (Clang: pair@l+4).
HA = re.compile(r"@ha(?![\w@])")
LO = re.compile(r"@l(?![\w@])")


class PowerPC32(PowerPC):
    name, prefix = "ppc32", "PPC32"
    # LLVM's 32-bit CPUs (ppc, 603, 750, e500 ...) give only itineraries, which llvm-mca cannot read ("cpu 'ppc'
    # provides itineraries. However, instruction itineraries are currently unsupported"); whether an
    # instruction loads or stores is the instruction's own description, the same under pwr9's model.
    mca_cpus = ("pwr9",)
    high_part, low_part, high_base = HA, LO, None     # lis RT,sym@ha is addis RT,0,sym@ha: added to nothing
    gnu_triple, qemu, native = "powerpc-linux-gnu", "qemu-ppc", ()
    libc = ("libc6-dev-powerpc-cross", "/usr/powerpc-linux-gnu/include/stdio.h")
    # Clang's driver takes the host's /usr/lib32 for a 32-bit powerpc's crt1.o ("lib32/crt1.o: error adding
    # symbols: file in wrong format"): a demo is linked with the cross C library's start files named.
    demo_link_flags = ("-B/usr/powerpc-linux-gnu/lib",)


ISA = PowerPC32()
