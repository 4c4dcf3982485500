# once_wait from gcc-12/arm/O2, hand-broken: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7
# could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No ARM
# config of the matrix does this; this shows the once checks would catch it. plain_wait's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
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
	.file	"nonscalar.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_wait
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_wait, %function
plain_wait:
	bx	lr
	.size	plain_wait, .-plain_wait
	.align	1
	.p2align 2,,3
	.global	once_wait
	.syntax unified
	.thumb
	.thumb_func
	.type	once_wait, %function
once_wait:
	mov	r3, r0
	ldr	r0, [r3]
.L7:
	cmp	r0, #0
	beq	.L7
	bx	lr
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
