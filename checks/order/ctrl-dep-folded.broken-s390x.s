# once_respond from gcc-12/s390x/O2, broken by hand: b is stored before a is loaded, the two instructions
# swapped: no S390X config of the matrix needs an instruction to keep the store after the load, so none
# records a hazard; this shows that the once checks would catch the store made first if one did.
# plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-S390X checks,
# which say what S390X code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-S390X{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-folded.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_respond
	.type	plain_respond, @function
plain_respond:
.LFB0:
	.cfi_startproc
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_respond, .-plain_respond
	.align	8
.globl once_respond
	.type	once_respond, @function
once_respond:
.LFB1:
	.cfi_startproc
	larl	%r1,.LANCHOR0
	mvhi	4(%r1),2
	l	%r2,0(%r1)
	jg	do_something_else@PLT
	.cfi_endproc
.LFE1:
	.size	once_respond, .-once_respond
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
