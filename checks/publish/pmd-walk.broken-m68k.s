# once_walk from gcc-12/m68k/O2, broken by hand: the load of the pmd hoisted out of the retry loop, which then spins on the
# value first seen. No M68K config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_walk's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"pmd-walk.c"
	.text
	.align	2
	.globl	plain_walk
	.type	plain_walk, @function
plain_walk:
	rts
	.size	plain_walk, .-plain_walk
	.align	2
	.globl	once_walk
	.type	once_walk, @function
once_walk:
	move.l 4(%sp),%a0
	move.l (%a0),%d0
.L11:
	btst #0,%d0
	jne .L11
	tst.l %d0
	jeq .L10
	move.l 8(%sp),%d1
	bfextu %d1{#9:#10},%d1
	move.l %d0,%a0
	move.l (%a0,%d1.l*4),%d0
.L10:
	rts
	.size	once_walk, .-once_walk
	.align	2
	.globl	today_walk
	.type	today_walk, @function
today_walk:
	move.l 4(%sp),%a0
.L20:
	move.l (%a0),%d0
	btst #0,%d0
	jne .L20
	tst.l %d0
	jeq .L19
	move.l 8(%sp),%d1
	bfextu %d1{#9:#10},%d1
	move.l %d0,%a0
	move.l (%a0,%d1.l*4),%d0
.L19:
	rts
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
