# once_done from gcc-12/m68k/O2, broken by hand: a load and a store of the 64-bit word around done_b, which holds done_a too, as
# two 32-bit halves, as Alpha without byte stores does it. No M68K config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_done's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"byte-field.c"
	.text
	.align	2
	.globl	plain_done
	.type	plain_done, @function
plain_done:
	rts
	.size	plain_done, .-plain_done
	.align	2
	.globl	once_done
	.type	once_done, @function
once_done:
	move.l 4(%sp),%a0
	move.l (%a0),%d0
	move.l 4(%a0),%d1
	moveq #1,%d1
	move.l %d0,(%a0)
	move.l %d1,4(%a0)
	rts
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
