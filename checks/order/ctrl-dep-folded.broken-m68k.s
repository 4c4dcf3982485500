# once_respond from gcc-12/m68k/O2, broken by hand: b is stored before a is loaded, the two swapped. No M68K config of the matrix
# makes the store first; this shows that the once checks would catch it
# if one did. plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-M68K checks,
# which say what M68K code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-M68K{{(-NOT)?}}: {{expected string not found|excluded string found}}
#NO_APP
	.file	"ctrl-dep-folded.c"
	.text
	.align	2
	.globl	plain_respond
	.type	plain_respond, @function
plain_respond:
	rts
	.size	plain_respond, .-plain_respond
	.align	2
	.globl	once_respond
	.type	once_respond, @function
once_respond:
	moveq #2,%d1
	move.l %d1,b
	move.l a,%d0
	jra do_something_else
	.size	once_respond, .-once_respond
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
