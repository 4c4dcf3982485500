# once_done from gcc-12/xtensa/O2, broken by hand: a load and a store of the word before done_b, read and written back around its store, as a wider access would be. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_done's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byte-field.c"
	.text
	.literal_position
	.align	4
	.global	plain_done
	.type	plain_done, @function
plain_done:
	ret.n
	.size	plain_done, .-plain_done
	.literal_position
	.align	4
	.global	once_done
	.type	once_done, @function
once_done:
	l32i.n	a4, a2, 0
	movi.n	a3, 1
	s32i.n	a3, a2, 4
	s32i.n	a4, a2, 0
	ret.n
	.size	once_done, .-once_done
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 22af55a96f213406): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/byte-field.c
