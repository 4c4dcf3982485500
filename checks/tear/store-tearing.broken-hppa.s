# once_set from gcc-12/hppa/O2, broken by hand: the store torn in two: the one stw is replaced by two sth of the
# halves, magic+2 then magic. No HPPA config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_set
	.type	plain_set, @function
plain_set:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_set, .-plain_set
	.align 4
.globl once_set
	.type	once_set, @function
once_set:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'magic-$global$,%r27
	ldil L'305414144,%r28
	ldo RR'magic-$global$(%r1),%r1
	ldo 5752(%r28),%r28
	sth %r28,2(%r1)
	extru %r28,15,16,%r28
	sth %r28,0(%r1)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_set, .-once_set
.globl magic
	.section	.bss
	.type	magic, @object
	.size	magic, 4
	.align 4
magic:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
