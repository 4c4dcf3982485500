# once_set from gcc-12/m68k/O2, broken by hand: the store torn in two: the one move.l of the constant replaced by two move.w
# of its halves, to magic and magic+2. No M68K config of the matrix tears the word; this shows that the once checks would catch it
# if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"store-tearing.c"
	.text
	.align	2
	.globl	plain_set
	.type	plain_set, @function
plain_set:
	rts
	.size	plain_set, .-plain_set
	.align	2
	.globl	once_set
	.type	once_set, @function
once_set:
	move.w #4660,magic
	move.w #22136,magic+2
	rts
	.size	once_set, .-once_set
	.globl	magic
	.section	.bss
	.align	2
	.type	magic, @object
	.size	magic, 4
magic:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
