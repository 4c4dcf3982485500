# once_send from gcc-12/m68k/O2, broken by hand: ready stored before data, the two stores swapped, as GCC makes plain_send on
# the other targets from -O2. No M68K config of the matrix moves the plain store (m68k GCC keeps it first); this shows that the once checks would catch it
# if one did. plain_send's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/plain-around-once.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"plain-around-once.c"
	.text
	.align	2
	.globl	plain_send
	.type	plain_send, @function
plain_send:
	rts
	.size	plain_send, .-plain_send
	.align	2
	.globl	once_send
	.type	once_send, @function
once_send:
	move.l 4(%sp),%a0
	move.l 8(%sp),%d0
	muls.l (%a0),%d0
	addq.l #1,%d0
	moveq #1,%d1
	move.l %d1,ready
	move.l %d0,data
	rts
	.size	once_send, .-once_send
	.globl	ready
	.section	.bss
	.align	2
	.type	ready, @object
	.size	ready, 4
ready:
	.zero	4
	.globl	data
	.align	2
	.type	data, @object
	.size	data, 4
data:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
