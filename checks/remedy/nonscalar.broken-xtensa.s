# once_wait from gcc-12/xtensa/O2, broken by hand: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_wait's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.text
	.literal_position
	.align	4
	.global	plain_wait
	.type	plain_wait, @function
plain_wait:
	ret.n
	.size	plain_wait, .-plain_wait
	.literal_position
	.align	4
	.global	once_wait
	.type	once_wait, @function
once_wait:
	mov.n	a3, a2
	l32i.n	a2, a3, 0
.L7:
	beqz.n	a2, .L7
	ret.n
	.size	once_wait, .-once_wait
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs f0766cd790bade99): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/remedy/nonscalar.c
