# once_mark from gcc-12/s390x/O2, broken: compiled from once_mark rewritten to do what GCC before 4.8 did on ppc64 with
# the 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile
# unsigned long long *)u |= 3ULL << 32; two 32-bit halves on 32-bit targets). No S390X config of the matrix
# stores to the lock; this shows that the once checks would catch one that did. plain_mark is empty here:
# no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-S390X)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bf-broken.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_mark
	.type	plain_mark, @function
plain_mark:
.LFB0:
	.cfi_startproc
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_mark, .-plain_mark
	.align	8
.globl once_mark
	.type	once_mark, @function
once_mark:
.LFB1:
	.cfi_startproc
	lg	%r1,0(%r2)
	oihl	%r1,3
	stg	%r1,0(%r2)
	br	%r14
	.cfi_endproc
.LFE1:
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
