# once_dispatch from gcc-12/hppa/O2, broken by hand: operation is read again after the bounds check, before the
# table jump, as GCC reads it on x86 and riscv64. No HPPA config of the matrix does this; this shows that the
# once checks would catch it if one did. plain_dispatch's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	.section	.rodata
	.align 4
	.text
	.EXIT
	.PROCEND
	.size	plain_dispatch, .-plain_dispatch
	.align 4
.globl once_dispatch
	.type	once_dispatch, @function
once_dispatch:
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	stw %r2,-20(%r30)
	addil LR'operation-$global$,%r27
	ldo 64(%r30),%r30
	ldo RR'operation-$global$(%r1),%r1
	ldi -22,%r28
	ldw 0(%r1),%r19
	comiclr,>>= 5,%r19,%r0
	b,n .L12
	addil LR'operation-$global$,%r27
	ldw RR'operation-$global$(%r1),%r19
	ldil L'.L15,%r28
	ldo R'.L15(%r28),%r28
	ldwx,s %r19(%r28),%r28
	bv,n %r0(%r28)
	.section	.rodata
	.align 4
.L15:
	.begin_brtab
	.word .L20
	.word .L19
	.word .L18
	.word .L17
	.word .L16
	.word .L14
	.end_brtab
	.text
.L14:
	bl op_barrier,%r2
	nop
.L12:
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L16:
	bl op_trim,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L20:
	bl op_read,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L19:
	bl op_write,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L18:
	bl op_flush,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
.L17:
	bl op_discard,%r2
	nop
	ldw -84(%r30),%r2
	ldo -64(%r30),%r30
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_dispatch, .-once_dispatch
.globl operation
	.section	.bss
	.type	operation, @object
	.size	operation, 4
	.align 4
operation:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
