# once_select from gcc-12/hppa/O2, broken by hand: b is stored straight after the load of a, before the branch
# and with no release (as Clang stores it, branch-free, elsewhere). No HPPA config of the matrix does this; this
# shows that the once checks would catch it if one did. plain_select's body is cut to a return: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_select
	.type	plain_select, @function
plain_select:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_select, .-plain_select
.globl __sync_lock_test_and_set_4
	.align 4
.globl once_select
	.type	once_select, @function
once_select:
	.PROC
	.CALLINFO FRAME=128,CALLS,SAVE_RP
	.ENTRY
	stw %r2,-20(%r30)
	addil LR'a-$global$,%r27
	ldo RR'a-$global$(%r1),%r1
	ldw 0(%r1),%r28
	ldo 128(%r30),%r30
	addil LR'b-$global$,%r27
	ldo RR'b-$global$(%r1),%r20
	stw %r28,0(%r20)
	comiclr,<> 0,%r28,%r0
	b,n .L6
	ldi 1,%r25
	ldo RR'b-$global$(%r1),%r26
	bl __sync_lock_test_and_set_4,%r2
	nop
	ldw -148(%r30),%r2
	ldo -128(%r30),%r30
	bv,n %r0(%r2)
.L6:
	ldi 2,%r25
	ldo RR'b-$global$(%r1),%r26
	bl __sync_lock_test_and_set_4,%r2
	nop
	ldw -148(%r30),%r2
	ldo -128(%r30),%r30
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_select, .-once_select
.globl b
	.section	.bss
	.type	b, @object
	.size	b, 4
	.align 4
b:
	.block 4
.globl a
	.type	a, @object
	.size	a, 4
	.align 4
a:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
