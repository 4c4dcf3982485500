# once_wait from gcc-12/m68k/O2, broken by hand: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7 could once the
# volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No M68K config of the
# matrix does this; this shows that the once checks would catch it
# if one did. plain_wait's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"nonscalar.c"
	.text
	.align	2
	.globl	plain_wait
	.type	plain_wait, @function
plain_wait:
	rts
	.size	plain_wait, .-plain_wait
	.align	2
	.globl	once_wait
	.type	once_wait, @function
once_wait:
	move.l 4(%sp),%a0
	move.l (%a0),%d0
.L8:
	tst.l %d0
	jeq .L8
	rts
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
