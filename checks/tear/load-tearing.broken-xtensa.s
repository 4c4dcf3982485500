# once_is_locked from gcc-12/xtensa/O2, broken by hand: the load torn in two: the one l32i of the word replaced by two l16ui of its halves, from lock and lock+2. No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_is_locked's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.text
	.literal_position
	.literal .LC0, lock
	.align	4
	.global	plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	ret.n
	.size	plain_is_locked, .-plain_is_locked
	.literal_position
	.literal .LC1, lock
	.align	4
	.global	once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	l32r	a2, .LC1
	movi.n	a4, 0
	l16ui	a3, a2, 2
	l16ui	a2, a2, 0
	sub	a3, a3, a2
	movi.n	a2, 1
	moveqz	a2, a4, a3
	ret.n
	.size	once_is_locked, .-once_is_locked
	.global	lock
	.section	.bss
	.align	4
	.type	lock, @object
	.size	lock, 4
lock:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 02c61688cc87c964): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/load-tearing.c
