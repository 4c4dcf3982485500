# once_reset from gcc-12/arm/O2, broken by hand: its four 32-bit str are replaced by two 64-bit VFP
# stores, vstr.64 of a zeroed d16 at stats and stats+8, the fold the 64-bit targets make. No ARM config
# of the matrix folds the four stores (GCC's strd is two 32-bit accesses); this shows that the once
# checks would catch one that did. plain_reset is empty here: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"ms-broken.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_reset
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_reset, %function
plain_reset:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	bx	lr
	.size	plain_reset, .-plain_reset
	.align	1
	.p2align 2,,3
	.global	once_reset
	.syntax unified
	.thumb
	.thumb_func
	.type	once_reset, %function
once_reset:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	vmov.i64	d16, #0
	vstr.64	d16, [r3]
	vstr.64	d16, [r3, #8]
	bx	lr
	.size	once_reset, .-once_reset
	.global	stats
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	stats, %object
	.size	stats, 16
stats:
	.space	16
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
