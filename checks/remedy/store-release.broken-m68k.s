# once_publish from gcc-12/m68k/O2, broken by hand: the flag stored before the data, the two stores swapped. No M68K config of
# the matrix reorders them; this shows that the once checks would catch it
# if one did. plain_publish's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/store-release.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"store-release.c"
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
	move.l 4(%sp),%a0
	moveq #1,%d0
	move.l %d0,4(%a0)
	move.l 8(%sp),(%a0)
	rts
	.size	once_publish, .-once_publish
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
