# once_use from gcc-12/hppa/O2, broken by hand: global_ptr is read again for the call, as the article's
# transformed code reads it (do_low(global_ptr)). No HPPA config of the matrix does this; this shows that the
# once checks would catch it if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_use
	.type	plain_use, @function
plain_use:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_use, .-plain_use
	.align 4
.globl once_use
	.type	once_use, @function
once_use:
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	stw %r2,-20(%r30)
	addil LR'global_ptr-$global$,%r27
	ldo 64(%r30),%r30
	ldo RR'global_ptr-$global$(%r1),%r1
	ldw 0(%r1),%r26
	comiclr,<> 0,%r26,%r0
	b,n .L8
	addil LR'high_address-$global$,%r27
	ldo RR'high_address-$global$(%r1),%r1
	ldw 0(%r1),%r28
	comclr,>>= %r26,%r28,%r0
	b,n .L13
.L8:
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L13:
	addil LR'global_ptr-$global$,%r27
	ldw RR'global_ptr-$global$(%r1),%r26
	bl do_low,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_use, .-once_use
.globl high_address
	.section	.bss
	.type	high_address, @object
	.size	high_address, 4
	.align 4
high_address:
	.block 4
.globl global_ptr
	.type	global_ptr, @object
	.size	global_ptr, 4
	.align 4
global_ptr:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
