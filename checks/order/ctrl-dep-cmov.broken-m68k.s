# once_select from gcc-12/m68k/O2, broken by hand: b is stored before a is loaded, the first arm's store moved up and made
# first: no M68K config of the matrix needs an instruction to keep the store after the load, so none
# records a hazard; this shows that the once checks would catch it
# if one did. plain_select's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_select, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-M68K checks,
# which say what M68K code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-M68K{{(-NOT)?}}: {{expected string not found|excluded string found}}
#NO_APP
	.file	"ctrl-dep-cmov.c"
	.text
	.align	2
	.globl	plain_select
	.type	plain_select, @function
plain_select:
	rts
	.size	plain_select, .-plain_select
	.align	2
	.globl	once_select
	.type	once_select, @function
once_select:
	moveq #1,%d1
	move.l %d1,b
	move.l a,%d0
	jne .L8
	moveq #2,%d0
	move.l %d0,b
.L8:
	rts
	.size	once_select, .-once_select
	.globl	b
	.section	.bss
	.align	2
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.globl	a
	.align	2
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
