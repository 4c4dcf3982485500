# once_dispatch from gcc-12/xtensa/O2, broken by hand: operation is read again after the bounds check, before the jump through the table, as GCC reads it on x86 and riscv64. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_dispatch's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"switch-table.c"
	.text
	.literal_position
	.literal .LC0, operation
	.literal .LC1, .L4
	.align	4
	.global	plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	ret.n
	.size	plain_dispatch, .-plain_dispatch
	.literal_position
	.literal .LC2, operation
	.literal .LC3, .L15
	.align	4
	.global	once_dispatch
	.type	once_dispatch, @function
once_dispatch:
	l32r	a2, .LC2
	addi	sp, sp, -16
	s32i.n	a0, sp, 12
	l32i.n	a2, a2, 0
	bgeui	a2, 6, .L21
	l32r	a2, .LC2
	l32i.n	a2, a2, 0
	l32r	a3, .LC3
	addx4	a2, a2, a3
	l32i.n	a2, a2, 0
	jx	a2
	.section	.rodata
	.align	4
	.align	4
.L15:
	.word	.L20
	.word	.L19
	.word	.L18
	.word	.L17
	.word	.L16
	.word	.L14
	.text
.L20:
	call0	op_read
	j	.L12
.L19:
	call0	op_write
	j	.L12
.L18:
	call0	op_flush
	j	.L12
.L17:
	call0	op_discard
	j	.L12
.L16:
	call0	op_trim
	j	.L12
.L14:
	call0	op_barrier
	j	.L12
.L21:
	movi.n	a2, -0x16
.L12:
	l32i.n	a0, sp, 12
	addi	sp, sp, 16
	ret.n
	.size	once_dispatch, .-once_dispatch
	.global	operation
	.section	.bss
	.align	4
	.type	operation, @object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs b11d00d37d8ba98e): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/reload/switch-table.c
