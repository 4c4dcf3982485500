# once_use from gcc-12/xtensa/O2, broken by hand: global_ptr is read again for the call, as the article's transformed code reads it (do_low(global_ptr)). No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_use's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pointer-recheck.c"
	.text
	.literal_position
	.literal .LC0, global_ptr
	.literal .LC1, high_address
	.align	4
	.global	plain_use
	.type	plain_use, @function
plain_use:
	ret.n
	.size	plain_use, .-plain_use
	.literal_position
	.literal .LC2, global_ptr
	.literal .LC3, high_address
	.align	4
	.global	once_use
	.type	once_use, @function
once_use:
	l32r	a2, .LC2
	addi	sp, sp, -16
	s32i.n	a0, sp, 12
	l32i.n	a2, a2, 0
	beqz.n	a2, .L7
	l32r	a3, .LC3
	l32i.n	a3, a3, 0
	bgeu	a2, a3, .L7
	l32r	a2, .LC2
	l32i.n	a2, a2, 0
	call0	do_low
.L7:
	l32i.n	a0, sp, 12
	addi	sp, sp, 16
	ret.n
	.size	once_use, .-once_use
	.global	high_address
	.section	.bss
	.align	4
	.type	high_address, @object
	.size	high_address, 4
high_address:
	.zero	4
	.global	global_ptr
	.align	4
	.type	global_ptr, @object
	.size	global_ptr, 4
global_ptr:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 55d36fa13f3705cd): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/reload/pointer-recheck.c
