# once_drain from gcc-12/arm/O2, broken by hand: the store made a load, a compare and a conditional store.
# After the write barrier, pending is loaded again and the store of NULL skipped where it reads NULL, as
# `if (pending != NULL) pending = NULL;` would be. No ARM config of the matrix does this: this shows that
# the once checks would catch it if one did. The plain function is left as compiled: no check of this run
# reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"store-to-load.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_drain
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_drain, %function
plain_drain:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r2, [r3]
	cbnz	r2, .L7
	movs	r2, #0
	str	r2, [r3]
	bx	lr
.L7:
	movs	r1, #1
	str	r1, [r2]
	.syntax unified
@ 45 "cases/invent/store-to-load.c" 1
	dmb ishst
@ 0 "" 2
	.thumb
	.syntax unified
	movs	r2, #0
	str	r2, [r3]
	bx	lr
	.size	plain_drain, .-plain_drain
	.align	1
	.p2align 2,,3
	.global	once_drain
	.syntax unified
	.thumb
	.thumb_func
	.type	once_drain, %function
once_drain:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r2, [r3]
	cbnz	r2, .L13
	movs	r2, #0
	str	r2, [r3]
	bx	lr
.L13:
	movs	r1, #1
	str	r1, [r2]
	.syntax unified
@ 57 "cases/invent/store-to-load.c" 1
	dmb ishst
@ 0 "" 2
	.thumb
	.syntax unified
	ldr	r2, [r3]
	cbz	r2, .L14
	movs	r2, #0
	str	r2, [r3]
.L14:
	bx	lr
	.size	once_drain, .-once_drain
	.global	pending
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	pending, %object
	.size	pending, 4
pending:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
