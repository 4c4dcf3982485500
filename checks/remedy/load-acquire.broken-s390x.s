# once_consume from gcc-12/s390x/O2, broken by hand: the load of data hoisted above the load of the
# flag (as a compiler may move plain loads), so the data read can be older than the flag. No S390X config
# reorders these loads, so none shows the hazard: this shows that the once checks would catch it if one
# did. plain_consume's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"load-acquire.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_consume
	.type	plain_consume, @function
plain_consume:
	br	%r14
	.size	plain_consume, .-plain_consume
	.align	8
.globl once_consume
	.type	once_consume, @function
once_consume:
.LFB1:
	.cfi_startproc
	l	%r3,0(%r2)
	l	%r1,4(%r2)
	ltr	%r1,%r1
	je	.L8
	lgr	%r2,%r3
.L7:
	lgfr	%r2,%r2
	br	%r14
.L8:
	lhi	%r2,-1
	j	.L7
	.cfi_endproc
.LFE1:
	.size	once_consume, .-once_consume
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
