# once_select from gcc-12/xtensa/O2, broken by hand: b is stored before a is loaded, the first arm's store moved up and made first. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_select's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ctrl-dep-cmov.c"
	.text
	.literal_position
	.literal .LC0, a
	.literal .LC1, b
	.align	4
	.global	plain_select
	.type	plain_select, @function
plain_select:
	ret.n
	.size	plain_select, .-plain_select
	.literal_position
	.literal .LC2, a
	.literal .LC3, b
	.align	4
	.global	once_select
	.type	once_select, @function
once_select:
	l32r	a3, .LC3
	movi.n	a4, 1
	s32i.n	a4, a3, 0
	l32r	a2, .LC2
	l32i.n	a2, a2, 0
	memw
	beqz.n	a2, .L6
	l32r	a2, .LC3
	movi.n	a3, 1
	s32i.n	a3, a2, 0
	j	.L5
.L6:
	l32r	a2, .LC3
	movi.n	a3, 2
	s32i.n	a3, a2, 0
.L5:
	ret.n
	.size	once_select, .-once_select
	.global	b
	.section	.bss
	.align	4
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.global	a
	.align	4
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs a907f7a0c3c33a21): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/order/ctrl-dep-cmov.c
