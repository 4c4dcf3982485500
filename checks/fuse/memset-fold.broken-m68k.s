# once_reset from gcc-12/m68k/O2, broken by hand: the four 32-bit clr.l replaced by a call to memset(&stats, 0, 16), the fold GCC
# makes of a larger struct. No M68K config of the matrix folds the four stores; this shows that the once checks would catch it
# if one did. plain_reset's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"memset-fold.c"
	.text
	.align	2
	.globl	plain_reset
	.type	plain_reset, @function
plain_reset:
	rts
	.size	plain_reset, .-plain_reset
	.align	2
	.globl	once_reset
	.type	once_reset, @function
once_reset:
	pea 16.w
	clr.l -(%sp)
	pea stats
	jsr memset
	lea (12,%sp),%sp
	rts
	.size	once_reset, .-once_reset
	.globl	stats
	.section	.bss
	.align	2
	.type	stats, @object
	.size	stats, 16
stats:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
