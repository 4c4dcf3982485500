# once_set from gcc-12/xtensa/O2, broken by hand: the store torn in two: the one s32i of the constant replaced by two s16i of its halves, to magic and magic+2. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_set's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.text
	.literal_position
	.literal .LC0, magic
	.literal .LC1, 305419896
	.align	4
	.global	plain_set
	.type	plain_set, @function
plain_set:
	ret.n
	.size	plain_set, .-plain_set
	.literal_position
	.literal .LC2, magic
	.literal .LC3, 305419896
	.align	4
	.global	once_set
	.type	once_set, @function
once_set:
	l32r	a2, .LC2
	l32r	a3, .LC3
	s16i	a3, a2, 0
	srli	a3, a3, 16
	s16i	a3, a2, 2
	ret.n
	.size	once_set, .-once_set
	.global	magic
	.section	.bss
	.align	4
	.type	magic, @object
	.size	magic, 4
magic:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 85ca8d5cbae71a1e): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/store-tearing.c
