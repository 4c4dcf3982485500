# once_dispatch from gcc-12/arm/O2, broken by hand: operation is read again after the bounds check
# (movw/movt + ldr r3 before the tbb), as GCC reads it on x86 and riscv64: no ARM config of the matrix
# reads it twice; this shows that the once checks would catch it if one did. plain_dispatch's body is cut
# to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
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
	.file	"switch-table.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_dispatch
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_dispatch, %function
plain_dispatch:
	bx	lr
	.size	plain_dispatch, .-plain_dispatch
	.align	1
	.p2align 2,,3
	.global	once_dispatch
	.syntax unified
	.thumb
	.thumb_func
	.type	once_dispatch, %function
once_dispatch:
	@ args = 0, pretend = 0, frame = 0
	@ frame_needed = 0, uses_anonymous_args = 0
	@ link register save eliminated.
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r3, [r3]
	cmp	r3, #5
	bhi	.L12
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldr	r3, [r3]
	tbb	[pc, r3]
.L14:
	.byte	(.L19-.L14)/2
	.byte	(.L18-.L14)/2
	.byte	(.L17-.L14)/2
	.byte	(.L16-.L14)/2
	.byte	(.L15-.L14)/2
	.byte	(.L13-.L14)/2
	.p2align 1
.L13:
	b	op_barrier
.L19:
	b	op_read
.L18:
	b	op_write
.L17:
	b	op_flush
.L16:
	b	op_discard
.L15:
	b	op_trim
.L12:
	mvn	r0, #21
	bx	lr
	.size	once_dispatch, .-once_dispatch
	.global	operation
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	operation, %object
	.size	operation, 4
operation:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
