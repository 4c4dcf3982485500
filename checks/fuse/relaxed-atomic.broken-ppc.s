# once_run from gcc-12/ppc64le/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No PPC config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-PPC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ra-broken.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_run
	.type	plain_run, @function
plain_run:
.LFB0:
	.cfi_startproc
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE0:
	.size	plain_run,.-plain_run
	.align 2
	.p2align 4,,15
	.globl once_run
	.type	once_run, @function
once_run:
.LFB1:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_run,.-once_run
	addis 10,2,.LANCHOR0@toc@ha
	li 9,0
	addi 10,10,.LANCHOR0@toc@l
	.p2align 4,,15
.L4:
	addi 8,9,3
	addi 6,9,1
	addi 7,9,2
	addi 9,9,4
	std 6,0(10)
	std 7,0(10)
	std 8,0(10)
	std 9,0(10)
	lwz 8,8(10)
	cmpwi 0,8,0
	bnelr 0
	addi 8,9,3
	addi 6,9,1
	addi 7,9,2
	addi 9,9,4
	std 6,0(10)
	std 7,0(10)
	std 8,0(10)
	std 9,0(10)
	lwz 8,8(10)
	cmpwi 0,8,0
	beq 0,.L4
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_run,.-once_run
	.globl heartbeat
	.globl need_to_stop
	.section	".bss"
	.align 3
	.set	.LANCHOR0,. + 0
	.type	heartbeat, @object
	.size	heartbeat, 8
heartbeat:
	.zero	8
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
