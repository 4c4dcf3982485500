# once_select from gcc-12/s390x/O2, broken by hand: b is stored before a is loaded (larl + mvhi moved up
# from its arm), the first arm's store made first: no S390X config of the matrix needs an instruction to
# keep the store after the load, so none records a hazard; this shows that the once checks would catch
# the store made first if one did. plain_select's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_select, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-S390X checks,
# which say what S390X code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-S390X{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-cmov.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_select
	.type	plain_select, @function
plain_select:
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_select, .-plain_select
	.align	8
.globl once_select
	.type	once_select, @function
once_select:
.LFB1:
	.cfi_startproc
	larl	%r1,.LANCHOR0+4
	mvhi	0(%r1),1
	lrl	%r1,.LANCHOR0
	ltr	%r1,%r1
	je	.L7
	br	%r14
.L7:
	larl	%r1,.LANCHOR0+4
	mvhi	0(%r1),2
	br	%r14
	.cfi_endproc
.LFE1:
	.size	once_select, .-once_select
.globl b
.globl a
.bss
	.align	4
	.set	.LANCHOR0,. + 0
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
