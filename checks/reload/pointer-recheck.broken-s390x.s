# once_use from gcc-12/s390x/O2, broken by hand: global_ptr is read again for the call (lgrl %r2 before
# the jg), as the article's transformed code reads it (do_low(global_ptr)): no S390X config of the matrix
# reads it twice; this shows that the once checks would catch it if one did. plain_use's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pointer-recheck.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_use
	.type	plain_use, @function
plain_use:
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_use, .-plain_use
	.align	8
.globl once_use
	.type	once_use, @function
once_use:
.LFB1:
	.cfi_startproc
	lgrl	%r2,.LANCHOR0
	ltgr	%r2,%r2
	ber	%r14
	clgrl	%r2,.LANCHOR0+8
	bher	%r14
	lgrl	%r2,.LANCHOR0
	jg	do_low@PLT
	.cfi_endproc
.LFE1:
	.size	once_use, .-once_use
.globl high_address
.globl global_ptr
.bss
	.align	8
	.set	.LANCHOR0,. + 0
	.type	global_ptr, @object
	.size	global_ptr, 8
global_ptr:
	.zero	8
	.type	high_address, @object
	.size	high_address, 8
high_address:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
