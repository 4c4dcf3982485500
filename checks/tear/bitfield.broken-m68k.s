# once_mark from gcc-12/m68k/O2, broken by hand: the lock's word written too: the doubleword at u read and written back as two
# 32-bit halves, as GCC before 4.8 did on ppc64 with one 64-bit access. No M68K config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_mark's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"bitfield.c"
	.text
	.align	2
	.globl	plain_mark
	.type	plain_mark, @function
plain_mark:
	rts
	.size	plain_mark, .-plain_mark
	.align	2
	.globl	once_mark
	.type	once_mark, @function
once_mark:
	move.l 4(%sp),%a0
	move.l (%a0),%d0
	move.l 4(%a0),%d1
	moveq #3,%d1
	move.l %d0,(%a0)
	move.l %d1,4(%a0)
	rts
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
