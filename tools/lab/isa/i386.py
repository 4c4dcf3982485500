"""i386: x86 code built with -m32 (x86.py). What differs: 4-byte addresses, and the arguments on the stack."""

from .x86 import X86


class I386(X86):
    name = "i386"
    argument_registers = ()
    callee_saved = frozenset({"rbx", "rsi", "rdi", "rbp"})
    address_size = 4
    # At entry 0(%esp) is the return address, argument 0 is at 4(%esp), argument 1 at 8(%esp)...
    stack_arguments = tuple((4 + 4 * n, 4) for n in range(8))
    qemu = "qemu-i386"                       # x86-64 hosts run it natively, with x86-64's toolchain
    libc = ("libc6-dev-i386", "/usr/include/x86_64-linux-gnu/gnu/stubs-32.h")


ISA = I386()
