# once_is_locked from gcc-12/hppa/O2, broken by hand: the load torn in two: the one ldw of the word is replaced
# by two ldh of its halves, lock and lock+2. No HPPA config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_is_locked, .-plain_is_locked
	.align 4
.globl once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'lock-$global$,%r27
	ldo RR'lock-$global$(%r1),%r1
	ldh 0(%r1),%r28
	ldh 2(%r1),%r19
	extru %r19,15,16,%r28
	extru %r19,31,16,%r19
	comclr,= %r19,%r28,%r28
	ldi 1,%r28
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_is_locked, .-once_is_locked
.globl lock
	.section	.bss
	.type	lock, @object
	.size	lock, 4
	.align 4
lock:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
