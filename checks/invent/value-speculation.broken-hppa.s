# once_current from gcc-12/hppa/O2, broken by hand: the index guessed: table[1] is loaded at its constant
# address before idx. No HPPA config of the matrix does this; this shows that the once checks would catch it if
# one did. plain_current's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_current
	.type	plain_current, @function
plain_current:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_current, .-plain_current
	.align 4
.globl once_current
	.type	once_current, @function
once_current:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'table-$global$,%r27
	ldw RR'table-$global$+4(%r1),%r20
	addil LR'idx-$global$,%r27
	ldo RR'idx-$global$(%r1),%r1
	ldw 0(%r1),%r28
	addil LR'table-$global$,%r27
	ldo RR'table-$global$(%r1),%r1
	ldwx,s %r28(%r1),%r28
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_current, .-once_current
.globl idx
	.section	.bss
	.type	idx, @object
	.size	idx, 4
	.align 4
idx:
	.block 4
.globl table
	.type	table, @object
	.size	table, 16
	.align 4
table:
	.block 16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
