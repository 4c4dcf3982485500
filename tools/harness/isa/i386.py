"""i386: x86 code built with -m32 (x86.py). What differs: 4-byte addresses, and the arguments on the stack."""

from .x86 import X86


class I386(X86):
    name = "i386"
    argument_registers = ()
    callee_saved = frozenset({"rbx", "rsi", "rdi", "rbp"})
    address_size = 4
    qemu = "qemu-i386"                       # x86-64 hosts run it natively, with x86-64's toolchain
    libc = ("libc6-dev-i386", "/usr/include/x86_64-linux-gnu/gnu/stubs-32.h")

    def incoming_argument(self, offset):
        """At entry 0(%esp) is the return address, argument 0 is at 4(%esp), argument 1 at 8(%esp)..."""
        return offset // 4 - 1 if offset >= 4 and offset % 4 == 0 else None


ISA = I386()
