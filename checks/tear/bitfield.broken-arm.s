# once_mark from gcc-12/arm/O2, broken: compiled from once_mark rewritten to do what GCC before 4.8 did on ppc64 with
# the 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile
# unsigned long long *)u |= 3ULL << 32; two 32-bit halves on 32-bit targets). No ARM config of the matrix
# stores to the lock; this shows that the once checks would catch one that did. plain_mark is empty here:
# no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARM)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv7-a
	.fpu vfpv3-d16
	.eabi_attribute 28, 1
	.eabi_attribute 20, 1
	.eabi_attribute 21, 1
	.eabi_attribute 23, 3
	.eabi_attribute 24, 1
	.eabi_attribute 25, 1
	.eabi_attribute 26, 2
	.eabi_attribute 30, 2
	.eabi_attribute 34, 1
	.eabi_attribute 18, 4
	.file	"bf-broken.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_mark
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_mark, %function
plain_mark:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	bx	lr
	.size	plain_mark, .-plain_mark
	.align	1
	.p2align 2,,3
	.global	once_mark
	.syntax unified
	.thumb
	.thumb_func
	.type	once_mark, %function
once_mark:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	push	{r4, r5}
	ldrd	r4, [r0]
	mov	r2, r4
	orr	r3, r5, #3
	pop	{r4, r5}
	strd	r2, [r0]
	bx	lr
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
