# once_set from gcc-12/arm/O2, broken by hand: the store torn in two. The one 32-bit str of the word
# (arm's unsigned long) is replaced by two 16-bit strh of its halves, to magic and magic+2, the two
# store-immediates of memory-barriers.txt: no ARM config of the matrix tears the word; this shows that the
# once checks would catch it if one did. plain_set's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"store-tearing.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_set
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_set, %function
plain_set:
	bx	lr
	.size	plain_set, .-plain_set
	.align	1
	.p2align 2,,3
	.global	once_set
	.syntax unified
	.thumb
	.thumb_func
	.type	once_set, %function
once_set:
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	movw	r2, #22136
	strh	r2, [r3]
	movw	r2, #4660
	strh	r2, [r3, #2]
	bx	lr
	.size	once_set, .-once_set
	.global	magic
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	magic, %object
	.size	magic, 4
magic:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
