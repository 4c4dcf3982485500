# once_mark from gcc-12/x86_64/O2, broken: compiled from once_mark rewritten to do what GCC before 4.8 did on ppc64 with
# the 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile
# unsigned long long *)u |= 3ULL << 32; two 32-bit halves on 32-bit targets). No X86 config of the matrix
# stores to the lock; this shows that the once checks would catch one that did. plain_mark is empty here:
# the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-X86)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_mark, empty, stores nothing: the OWN-BYTE checks fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,OWN-BYTE,OWN-BYTE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: OWN-BYTE{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"bf-broken.c"
	.text
	.p2align 4
	.globl	plain_mark
	.type	plain_mark, @function
plain_mark:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_mark, .-plain_mark
	.p2align 4
	.globl	once_mark
	.type	once_mark, @function
once_mark:
.LFB1:
	.cfi_startproc
	movabsq	$12884901888, %rdx
	movq	(%rdi), %rax
	orq	%rdx, %rax
	movq	%rax, (%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
