# once_drain from gcc-12/hppa/O2, broken by hand: after the write barrier, pending is loaded again and the store
# of NULL nullified where it reads NULL, as `if (pending != NULL) pending = NULL;` would be. No HPPA config of
# the matrix does this; this shows that the once checks would catch it if one did. plain_drain's body is cut to
# a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_drain
	.type	plain_drain, @function
plain_drain:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
#APP
; 44 "cases/invent/store-to-load.c" 1
; 0 "" 2
#NO_APP
	.EXIT
	.PROCEND
	.size	plain_drain, .-plain_drain
	.align 4
.globl once_drain
	.type	once_drain, @function
once_drain:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'pending-$global$,%r27
	ldo RR'pending-$global$(%r1),%r1
	ldw 0(%r1),%r28
	comiclr,= 0,%r28,%r0
	b,n .L13
	stw %r0,0(%r1)
	bv,n %r0(%r2)
.L13:
	ldi 1,%r19
	stw %r19,0(%r28)
#APP
; 56 "cases/invent/store-to-load.c" 1
	sync
	ldw 0(%r1),%r19
	comiclr,= 0,%r19,%r0
; 0 "" 2
#NO_APP
	stw %r0,0(%r1)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_drain, .-once_drain
.globl pending
	.section	.bss
	.type	pending, @object
	.size	pending, 4
	.align 4
pending:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
