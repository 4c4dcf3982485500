# once_respond from gcc-12/hppa/O2, broken by hand: b is stored once, before the branch on a, and in neither
# arm, as Clang stores it on other targets. No HPPA config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-HPPA checks,
# which say what HPPA code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-HPPA{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_respond
	.type	plain_respond, @function
plain_respond:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_respond, .-plain_respond
	.align 4
.globl once_respond
	.type	once_respond, @function
once_respond:
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	stw %r2,-20(%r30)
	addil LR'a-$global$,%r27
	ldo RR'a-$global$(%r1),%r1
	ldw 0(%r1),%r28
	ldo 64(%r30),%r30
	addil LR'b-$global$,%r27
	ldo RR'b-$global$(%r1),%r1
	stw %r28,0(%r1)
	comiclr,<> 0,%r28,%r0
	b,n .L6
	ldi 1,%r28
	bl do_something,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L6:
	ldi 2,%r28
	bl do_something_else,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_respond, .-once_respond
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
