# once_is_locked from gcc-12/powerpc/O2, broken by hand: the load torn in two. The one lwz of the word is
# replaced by two lhz of its halves, from lock and lock+2 (the address completed with la), and the halves
# are compared in registers. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_is_locked,.-plain_is_locked
	.align 2
	.globl once_is_locked
	.type	once_is_locked, @function
once_is_locked:
.LFB1:
	.cfi_startproc
	lis 9,lock@ha
	la 9,lock@l(9)
	lhz 10,0(9)
	lhz 9,2(9)
	xor 9,9,10
	addic 3,9,-1
	subfe 3,3,9
	blr
	.cfi_endproc
.LFE1:
	.size	once_is_locked,.-once_is_locked
	.globl lock
	.section	.sbss,"aw",@nobits
	.align 2
	.type	lock, @object
	.size	lock, 4
lock:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
