# once_mark from gcc-12/powerpc/O2, broken by hand: what GCC before 4.8 did on ppc64 with the 2013 bitfields,
# a 64-bit load and store of the doubleword at u, which holds the lock, here as its two 32-bit halves: the
# lock at [arg0] is loaded and stored back with gc_flags. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_mark's body is cut to a return: no
# check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bitfield.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_mark
	.type	plain_mark, @function
plain_mark:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_mark,.-plain_mark
	.align 2
	.globl once_mark
	.type	once_mark, @function
once_mark:
.LFB1:
	.cfi_startproc
	lwz 9,0(3)
	lwz 10,4(3)
	ori 10,10,3
	stw 9,0(3)
	stw 10,4(3)
	blr
	.cfi_endproc
.LFE1:
	.size	once_mark,.-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
