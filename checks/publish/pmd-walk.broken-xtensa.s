# once_walk from gcc-12/xtensa/O2, broken by hand: the load of the pmd hoisted out of the retry loop, which then spins on the value first seen. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_walk and today's bodies are cut to a
# return: no check of this run reads them.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pmd-walk.c"
	.text
	.literal_position
	.align	4
	.global	plain_walk
	.type	plain_walk, @function
plain_walk:
	ret.n
	.size	plain_walk, .-plain_walk
	.literal_position
	.align	4
	.global	once_walk
	.type	once_walk, @function
once_walk:
	mov.n	a4, a2
	l32i.n	a2, a4, 0
.L10:
	bbsi	a2, 0, .L10
	beqz.n	a2, .L9
	extui	a3, a3, 13, 10
	addx4	a3, a3, a2
	l32i.n	a2, a3, 0
.L9:
	ret.n
	.size	once_walk, .-once_walk
	.literal_position
	.align	4
	.global	today_walk
	.type	today_walk, @function
today_walk:
	ret.n
	.size	today_walk, .-today_walk
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 8cecafa8855cd4a4): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/publish/pmd-walk.c
