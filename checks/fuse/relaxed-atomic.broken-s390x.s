# once_run from gcc-12/s390x/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No S390X config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/s390x/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-S390X)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ra-broken.c"
	.machinemode zarch
	.machine "z196"
.text
	.align	8
.globl plain_run
	.type	plain_run, @function
plain_run:
.LFB0:
	.cfi_startproc
	br	%r14
	.cfi_endproc
.LFE0:
	.size	plain_run, .-plain_run
	.align	8
.globl once_run
	.type	once_run, @function
once_run:
.LFB1:
	.cfi_startproc
	lghi	%r1,0
.L5:
	aghik	%r2,%r1,1
	stgrl	%r2,.LANCHOR0
	aghik	%r2,%r1,2
	stgrl	%r2,.LANCHOR0
	aghik	%r2,%r1,3
	stgrl	%r2,.LANCHOR0
	aghi	%r1,4
	stgrl	%r1,.LANCHOR0
	lrl	%r2,.LANCHOR0+8
	ltr	%r2,%r2
	je	.L5
	br	%r14
	.cfi_endproc
.LFE1:
	.size	once_run, .-once_run
.globl heartbeat
.globl need_to_stop
.bss
	.align	8
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
