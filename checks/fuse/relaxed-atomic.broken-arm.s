# once_run from gcc-12/arm/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No ARM config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"ra-broken.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_run
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_run, %function
plain_run:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	bx	lr
	.size	plain_run, .-plain_run
	.align	1
	.p2align 2,,3
	.global	once_run
	.syntax unified
	.thumb
	.thumb_func
	.type	once_run, %function
once_run:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r2, #:lower16:.LANCHOR0
	movt	r2, #:upper16:.LANCHOR0
	movs	r3, #0
.L4:
	adds	r1, r3, #1
	adds	r0, r3, #2
	str	r1, [r2]
	adds	r1, r3, #3
	str	r0, [r2]
	adds	r3, r3, #4
	str	r1, [r2]
	str	r3, [r2]
	ldr	r1, [r2, #4]
	cmp	r1, #0
	beq	.L4
	bx	lr
	.size	once_run, .-once_run
	.global	heartbeat
	.global	need_to_stop
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	heartbeat, %object
	.size	heartbeat, 4
heartbeat:
	.space	4
	.type	need_to_stop, %object
	.size	need_to_stop, 4
need_to_stop:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
