# once_done from gcc-12/arm/O2, broken: compiled from once_done rewritten as Alpha without byte stores
# does it, a load and a store of the 64-bit word around done_b, which holds done_a too
# (*(volatile unsigned long long *)d |= 1ULL << 32; two 32-bit halves on 32-bit targets). No ARM config
# of the matrix rewrites the neighbour; this shows that the once checks would catch one that did.
# plain_done is empty here: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"byf-broken.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_done
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_done, %function
plain_done:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	bx	lr
	.size	plain_done, .-plain_done
	.align	1
	.p2align 2,,3
	.global	once_done
	.syntax unified
	.thumb
	.thumb_func
	.type	once_done, %function
once_done:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	push	{r4, r5}
	ldrd	r4, [r0]
	mov	r2, r4
	orr	r3, r5, #1
	pop	{r4, r5}
	strd	r2, [r0]
	bx	lr
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
