# once_mark from gcc-12/xtensa/O2, broken by hand: the lock's word written too: the word at [arg0] read and written back around the store of the flags. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_mark's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bitfield.c"
	.text
	.literal_position
	.align	4
	.global	plain_mark
	.type	plain_mark, @function
plain_mark:
	ret.n
	.size	plain_mark, .-plain_mark
	.literal_position
	.align	4
	.global	once_mark
	.type	once_mark, @function
once_mark:
	l32i.n	a4, a2, 0
	movi.n	a3, 3
	s32i.n	a3, a2, 8
	s32i.n	a4, a2, 0
	ret.n
	.size	once_mark, .-once_mark
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs ba25a3a1a8728172): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/bitfield.c
