# once_wait from gcc-12/hppa/O2, broken by hand: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7 could
# once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No HPPA config of
# the matrix does this; this shows that the once checks would catch it if one did. plain_wait's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_wait
	.type	plain_wait, @function
plain_wait:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_wait, .-plain_wait
	.align 4
.globl once_wait
	.type	once_wait, @function
once_wait:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldw 0(%r26),%r28
.L7:
	comib,= 0,%r28,.L7
	nop
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
