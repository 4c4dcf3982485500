# once_set from gcc-12/s390x/O2, broken by hand: the store torn in two. The constant is built as one
# 32-bit half (iilf) instead of the whole word (llihf + oilf), and the one 64-bit stg is replaced by two
# 32-bit st of that half, to magic and magic+4: no S390X config of the matrix tears the word; this shows
# that the once checks would catch it if one did. plain_set's body is cut to a return: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_set
	.type	plain_set, @function
plain_set:
.LFB0:
	.cfi_startproc
	br	%r14
	.cfi_endproc
	.size	plain_set, .-plain_set
	.align	8
.globl once_set
	.type	once_set, @function
once_set:
.LFB1:
	.cfi_startproc
	larl	%r1,.LANCHOR0
	iilf	%r2,305419896
	st	%r2,0(%r1)
	st	%r2,4(%r1)
	br	%r14
	.cfi_endproc
	.size	once_set, .-once_set
.globl magic
.bss
	.align	8
	.set	.LANCHOR0,. + 0
	.type	magic, @object
	.size	magic, 8
magic:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
