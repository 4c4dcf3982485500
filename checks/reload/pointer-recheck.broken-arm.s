# once_use from gcc-12/arm/O2, broken by hand: global_ptr is read again for the call (movw/movt + ldr r0
# before the b), as the article's transformed code reads it (do_low(global_ptr)): no ARM config of the
# matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
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
	.file	"pointer-recheck.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_use
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_use, %function
plain_use:
	bx	lr
	.size	plain_use, .-plain_use
	.align	1
	.p2align 2,,3
	.global	once_use
	.syntax unified
	.thumb
	.thumb_func
	.type	once_use, %function
once_use:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r0, [r3]
	cbz	r0, .L8
	ldr	r3, [r3, #4]
	cmp	r3, r0
	bhi	.L13
.L8:
	bx	lr
.L13:
	movw	r0, #:lower16:.LANCHOR0
	movt	r0, #:upper16:.LANCHOR0
	ldr	r0, [r0]
	b	do_low
	.size	once_use, .-once_use
	.global	high_address
	.global	global_ptr
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	global_ptr, %object
	.size	global_ptr, 4
global_ptr:
	.space	4
	.type	high_address, %object
	.size	high_address, 4
high_address:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
