# once_drain from gcc-12/s390x/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No S390X config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_drain
	.type	plain_drain, @function
plain_drain:
.LFB0:
	.cfi_startproc
	larl	%r1,.LANCHOR0
	ltg	%r1,0(%r1)
	jne	.L7
	larl	%r1,.LANCHOR0
	mvghi	0(%r1),0
	br	%r14
.L7:
	mvhi	0(%r1),1
	larl	%r1,.LANCHOR0
	mvghi	0(%r1),0
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_drain, .-plain_drain
	.align	8
.globl once_drain
	.type	once_drain, @function
once_drain:
.LFB1:
	.cfi_startproc
	lgrl	%r1,.LANCHOR0
	ltgr	%r1,%r1
	jne	.L14
	larl	%r1,.LANCHOR0
	mvghi	0(%r1),0
	br	%r14
.L14:
	mvhi	0(%r1),1
	lgrl	%r2,.LANCHOR0
	ltgr	%r2,%r2
	je	.L15
	larl	%r1,.LANCHOR0
	mvghi	0(%r1),0
.L15:
	br	%r14
	.cfi_endproc
.LFE1:
	.size	once_drain, .-once_drain
.globl pending
.bss
	.align	8
	.set	.LANCHOR0,. + 0
	.type	pending, @object
	.size	pending, 8
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
