# once_record from gcc-12/powerpc/O2, broken by hand: the test of the code's sign (bge+ 0,.L16) dropped, so
# last_error is stored on every trip round the loop, whatever the code. No PPC32 config of the matrix does
# this; this shows that the ONCE-PPC32 check (the sign's branch) would catch it. plain_record's body is cut to
# a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/invented-store.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC32: expected string not found
	.file	"invented-store.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_record
	.type	plain_record, @function
plain_record:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_record,.-plain_record
	.align 2
	.globl once_record
	.type	once_record, @function
once_record:
.LFB1:
	.cfi_startproc
	lwz 9,0(3)
	cmpwi 0,9,0
	beqlr- 0
	lis 10,last_error@ha
.L17:
	stw 9,last_error@l(10)
.L16:
	lwzu 9,4(3)
	cmpwi 0,9,0
	bne+ 0,.L17
	blr
	.cfi_endproc
.LFE1:
	.size	once_record,.-once_record
	.globl last_error
	.section	.sbss,"aw",@nobits
	.align 2
	.type	last_error, @object
	.size	last_error, 4
last_error:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
