# once_run from gcc-12/powerpc/O2, broken by hand: the finite load fusing of the LWN article, in the loop GCC
# unrolled by two: the first trip's load of need_to_stop and its test are gone, so need_to_stop is loaded once
# per two stores of heartbeat. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_run's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"relaxed-atomic.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_run
	.type	plain_run, @function
plain_run:
.LFB1:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE1:
	.size	plain_run,.-plain_run
	.align 2
	.globl once_run
	.type	once_run, @function
once_run:
.LFB2:
	.cfi_startproc
	lis 7,heartbeat@ha
	lis 8,need_to_stop@ha
	la 7,heartbeat@l(7)
	la 8,need_to_stop@l(8)
	li 9,0
.L8:
	addi 9,9,1
	stw 9,0(7)
	addi 9,9,1
	stw 9,0(7)
	lwz 10,0(8)
	cmpwi 0,10,0
	beq+ 0,.L8
	blr
	.cfi_endproc
.LFE2:
	.size	once_run,.-once_run
	.globl heartbeat
	.globl need_to_stop
	.section	.sbss,"aw",@nobits
	.align 2
	.type	heartbeat, @object
	.size	heartbeat, 4
heartbeat:
	.zero	4
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
