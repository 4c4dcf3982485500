# once_current from gcc-12/s390x/O2, broken by hand: the index guessed. table[1] is loaded at its constant
# address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp =
# table[idx];` would be. No S390X config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_current
	.type	plain_current, @function
plain_current:
.LFB0:
	.cfi_startproc
	larl	%r2,.LANCHOR0
	llgf	%r1,16(%r2)
	sllg	%r1,%r1,2
	lgf	%r2,0(%r1,%r2)
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_current, .-plain_current
	.align	8
.globl once_current
	.type	once_current, @function
once_current:
.LFB1:
	.cfi_startproc
	larl	%r2,.LANCHOR0
	lgf	%r3,4(%r2)
	l	%r1,16(%r2)
	chi	%r1,1
	je	.L4
	risbg	%r1,%r1,30,128+61,2
	lgf	%r3,0(%r1,%r2)
.L4:
	lgr	%r2,%r3
	br	%r14
	.cfi_endproc
.LFE1:
	.size	once_current, .-once_current
.globl idx
.globl table
.bss
	.align	8
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
