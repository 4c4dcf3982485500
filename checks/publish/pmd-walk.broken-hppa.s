# once_walk from gcc-12/hppa/O2, broken by hand: the pmd loaded once, before the retry loop, which then spins on
# the value first seen. No HPPA config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_walk's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_walk
	.type	plain_walk, @function
plain_walk:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_walk, .-plain_walk
	.align 4
.globl once_walk
	.type	once_walk, @function
once_walk:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldw 0(%r26),%r28
.L10:
	extru %r28,31,1,%r19
	comib,<> 0,%r19,.L10
	nop
	comiclr,<> 0,%r28,%r0
	b,n .L9
	extru %r25,9+10-1,10,%r25
	ldwx,s %r25(%r28),%r28
.L9:
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_walk, .-once_walk
	.align 4
.globl today_walk
	.type	today_walk, @function
today_walk:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
.L17:
	ldw 0(%r26),%r28
	extru %r28,31,1,%r19
	comib,<> 0,%r19,.L17
	nop
	comiclr,<> 0,%r28,%r0
	b,n .L16
	extru %r25,9+10-1,10,%r25
	ldwx,s %r25(%r28),%r28
.L16:
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
