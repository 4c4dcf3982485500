# once_drain from gcc-12/xtensa/O2, broken by hand: the store of NULL made a load, a compare and a conditional store, as `if (pending != NULL) pending = NULL;` would be. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_drain's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.text
	.literal_position
	.literal .LC0, pending
	.align	4
	.global	plain_drain
	.type	plain_drain, @function
plain_drain:
	ret.n
	.size	plain_drain, .-plain_drain
	.literal_position
	.literal .LC1, pending
	.align	4
	.global	once_drain
	.type	once_drain, @function
once_drain:
	l32r	a2, .LC1
	l32i.n	a3, a2, 0
	beqz.n	a3, .L8
	movi.n	a4, 1
	s32i.n	a4, a3, 0
#APP
# 56 "cases/invent/store-to-load.c" 1
	memw
# 0 "" 2
#NO_APP
.L8:
	l32i.n	a3, a2, 0
	beqz.n	a3, .L9
	movi.n	a3, 0
	s32i.n	a3, a2, 0
.L9:
	ret.n
	.size	once_drain, .-once_drain
	.global	pending
	.section	.bss
	.align	4
	.type	pending, @object
	.size	pending, 4
pending:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 1d03a389cba66f0e): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/invent/store-to-load.c
