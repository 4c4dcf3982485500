# once_consume from gcc-12/m68k/O2, broken by hand: the load of data hoisted above the load of the flag (as a compiler may move
# plain loads), so the data read can be older than the flag. No M68K config of the matrix reorders them; this shows that the once checks would catch it
# if one did. plain_consume's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"load-acquire.c"
	.text
	.align	2
	.globl	plain_consume
	.type	plain_consume, @function
plain_consume:
	rts
	.size	plain_consume, .-plain_consume
	.align	2
	.globl	once_consume
	.type	once_consume, @function
once_consume:
	move.l 4(%sp),%a0
	move.l (%a0),%d1
	move.l 4(%a0),%d0
	tst.l %d0
	jeq .L8
	move.l %d1,%d0
	rts
.L8:
	moveq #-1,%d0
	rts
	.size	once_consume, .-once_consume
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
