# once_mark from gcc-12/aarch64/O2, broken: compiled from once_mark rewritten to do what GCC before 4.8 did on ppc64 with
# the 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile
# unsigned long long *)u |= 3ULL << 32; two 32-bit halves on 32-bit targets). No ARM64 config of the matrix
# stores to the lock; this shows that the once checks would catch one that did. plain_mark is empty here:
# no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARM64)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv8-a
	.file	"bf-broken.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_mark
	.type	plain_mark, %function
plain_mark:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_mark, .-plain_mark
	.align	2
	.p2align 4,,11
	.global	once_mark
	.type	once_mark, %function
once_mark:
.LFB1:
	.cfi_startproc
	ldr	x1, [x0]
	orr	x1, x1, 12884901888
	str	x1, [x0]
	ret
	.cfi_endproc
.LFE1:
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
