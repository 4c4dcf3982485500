# once_current from gcc-12/xtensa/O2, broken by hand: the index guessed: table[1] is loaded at its constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp = table[idx];` would be. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_current's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.text
	.literal_position
	.literal .LC0, table
	.literal .LC1, idx
	.align	4
	.global	plain_current
	.type	plain_current, @function
plain_current:
	ret.n
	.size	plain_current, .-plain_current
	.literal_position
	.literal .LC2, idx
	.literal .LC3, table
	.align	4
	.global	once_current
	.type	once_current, @function
once_current:
	l32r	a2, .LC2
	l32r	a3, .LC3
	l32i.n	a5, a3, 4
	l32i.n	a2, a2, 0
	beqi	a2, 1, .L9
	addx4	a2, a2, a3
	l32i.n	a5, a2, 0
.L9:
	mov.n	a2, a5
	ret.n
	.size	once_current, .-once_current
	.global	idx
	.section	.bss
	.align	4
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.global	table
	.align	4
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 221ac98e40f11ba4): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/invent/value-speculation.c
