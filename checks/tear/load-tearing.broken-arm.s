# once_is_locked from gcc-12/arm/O2, broken by hand: the load torn in two. The one 32-bit ldr of the word
# (arm's unsigned long) is replaced by two 16-bit ldrh of its halves, from lock and lock+2, and the halves
# are compared in registers: no ARM config of the matrix tears the word; this shows that the once checks
# would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"load-tearing.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_is_locked
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_is_locked, %function
plain_is_locked:
	bx	lr
	.size	plain_is_locked, .-plain_is_locked
	.align	1
	.p2align 2,,3
	.global	once_is_locked
	.syntax unified
	.thumb
	.thumb_func
	.type	once_is_locked, %function
once_is_locked:
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldrh	r2, [r3]
	ldrh	r3, [r3, #2]
	cmp	r2, r3
	ite	ne
	movne	r0, #1
	moveq	r0, #0
	bx	lr
	.size	once_is_locked, .-once_is_locked
	.global	lock
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	lock, %object
	.size	lock, 4
lock:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
