# once_drain from gcc-12/m68k/O2, broken by hand: the store of NULL made a load, a compare and a conditional store, as
# `if (pending != NULL) pending = NULL;` would be. No M68K config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_drain's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"store-to-load.c"
	.text
	.align	2
	.globl	plain_drain
	.type	plain_drain, @function
plain_drain:
	rts
	.size	plain_drain, .-plain_drain
	.align	2
	.globl	once_drain
	.type	once_drain, @function
once_drain:
	move.l pending,%a0
	tst.l %a0
	jne .L16
	clr.l pending
	rts
.L16:
	moveq #1,%d0
	move.l %d0,(%a0)
	tst.l pending
	jeq .L17
	clr.l pending
.L17:
	rts
	.size	once_drain, .-once_drain
	.globl	pending
	.section	.bss
	.align	2
	.type	pending, @object
	.size	pending, 4
pending:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
