# once_current from gcc-12/arm/O2, broken by hand: the index guessed. table[1] is loaded at its constant
# address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp =
# table[idx];` would be. No ARM config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"value-speculation.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_current
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_current, %function
plain_current:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r2, [r3, #16]
	ldr	r0, [r3, r2, lsl #2]
	bx	lr
	.size	plain_current, .-plain_current
	.align	1
	.p2align 2,,3
	.global	once_current
	.syntax unified
	.thumb
	.thumb_func
	.type	once_current, %function
once_current:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r0, [r3, #4]
	ldr	r2, [r3, #16]
	cmp	r2, #1
	beq	.L4
	ldr	r0, [r3, r2, lsl #2]
.L4:
	bx	lr
	.size	once_current, .-once_current
	.global	idx
	.global	table
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	table, %object
	.size	table, 16
table:
	.space	16
	.type	idx, %object
	.size	idx, 4
idx:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
