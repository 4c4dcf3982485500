# once_run from gcc-12/hppa/O2, broken by hand: need_to_stop loaded once, before the loop, which then tests the
# value first seen: the load fusing taken to its limit. No HPPA config of the matrix does this; this shows that
# the once checks would catch it if one did. plain_run's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_run
	.type	plain_run, @function
plain_run:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_run, .-plain_run
	.align 4
.globl once_run
	.type	once_run, @function
once_run:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'heartbeat-$global$,%r27
	ldi 0,%r28
	ldo RR'heartbeat-$global$(%r1),%r20
	addil LR'need_to_stop-$global$,%r27
	ldo RR'need_to_stop-$global$(%r1),%r1
	ldw 0(%r1),%r19
.L7:
	ldo 1(%r28),%r28
	stw %r28,0(%r20)
	comib,= 0,%r19,.L7
	nop
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_run, .-once_run
.globl heartbeat
	.section	.bss
	.type	heartbeat, @object
	.size	heartbeat, 4
	.align 4
heartbeat:
	.block 4
.globl need_to_stop
	.type	need_to_stop, @object
	.size	need_to_stop, 4
	.align 4
need_to_stop:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
