# once_publish from gcc-12/m68k/O2, broken by hand: pmd stored straight after the call, before the two field stores. No M68K
# config of the matrix moves the publishing store; this shows that the once checks would catch it
# if one did. plain_publish's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/init-then-publish.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"init-then-publish.c"
	.text
	.align	2
	.globl	plain_publish
	.type	plain_publish, @function
plain_publish:
	rts
	.size	plain_publish, .-plain_publish
	.align	2
	.globl	once_publish
	.type	once_publish, @function
once_publish:
	jsr pte_alloc_one
	move.l %a0,pmd
	move.l 8(%sp),%d0
	moveq #13,%d1
	lsl.l %d1,%d0
	move.l 4(%sp),%a1
	or.l 4(%a1),%d0
	move.l %d0,4(%a0)
	moveq #1,%d0
	move.l %d0,20(%a0)
	rts
	.size	once_publish, .-once_publish
	.globl	pmd
	.section	.bss
	.align	2
	.type	pmd, @object
	.size	pmd, 4
pmd:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
