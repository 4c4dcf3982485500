# once_record from gcc-12/arm/O2, broken by hand: 'it lt' removed and strlt made str, so last_error is
# stored on every trip round the loop, where the source stores it only for a negative code. Every ARM
# hazard config stores after the loop; this shows that the check of the sign test (ONCE-ARM) bites too.
# plain_record's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/invented-store.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM: expected string not found
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
	.file	"invented-store.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_record
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_record, %function
plain_record:
	bx	lr
	.size	plain_record, .-plain_record
	.align	1
	.p2align 2,,3
	.global	once_record
	.syntax unified
	.thumb
	.thumb_func
	.type	once_record, %function
once_record:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	ldr	r3, [r0]
	cbz	r3, .L14
	movw	r2, #:lower16:.LANCHOR0
	movt	r2, #:upper16:.LANCHOR0
.L17:
	cmp	r3, #0
	str	r3, [r2]
	ldr	r3, [r0, #4]!
	cmp	r3, #0
	bne	.L17
.L14:
	bx	lr
	.size	once_record, .-once_record
	.global	last_error
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	last_error, %object
	.size	last_error, 4
last_error:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
