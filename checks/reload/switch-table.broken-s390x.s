# once_dispatch from gcc-12/s390x/O2, broken by hand: operation is read again after the bounds check (lrl
# %r1 before the index is scaled), as GCC reads it on x86 and riscv64: no S390X config of the matrix
# reads it twice; this shows that the once checks would catch it if one did. plain_dispatch's body is cut
# to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"switch-table.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_dispatch, .-plain_dispatch
	.align	8
.globl once_dispatch
	.type	once_dispatch, @function
once_dispatch:
.LFB1:
	.cfi_startproc
	lrl	%r1,.LANCHOR0
	clfi	%r1,5
	jle	.L22
	lghi	%r2,-22
	br	%r14
.L22:
	lrl	%r1,.LANCHOR0
	risbg	%r1,%r1,29,128+60,3
	larl	%r2,.L16
	lg	%r1,0(%r1,%r2)
	br	%r1
	.section	.rodata
	.align	8
	.align	4
.L16:
	.quad	.L21
	.quad	.L20
	.quad	.L19
	.quad	.L18
	.quad	.L17
	.quad	.L15
.text
.L17:
	jg	op_trim@PLT
.L15:
	jg	op_barrier@PLT
.L21:
	jg	op_read@PLT
.L20:
	jg	op_write@PLT
.L19:
	jg	op_flush@PLT
.L18:
	jg	op_discard@PLT
	.cfi_endproc
.LFE1:
	.size	once_dispatch, .-once_dispatch
.globl operation
.bss
	.align	4
	.set	.LANCHOR0,. + 0
	.type	operation, @object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
