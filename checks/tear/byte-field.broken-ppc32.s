# once_done from gcc-12/powerpc/O2, broken by hand: as Alpha without byte stores does it, a load and a store
# of the 64-bit word around done_b, which holds done_a too, here as its two 32-bit halves: done_a is loaded
# and written back. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_done's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byte-field.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_done
	.type	plain_done, @function
plain_done:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_done,.-plain_done
	.align 2
	.globl once_done
	.type	once_done, @function
once_done:
.LFB1:
	.cfi_startproc
	lwz 9,0(3)
	lwz 10,4(3)
	li 10,1
	stw 9,0(3)
	stw 10,4(3)
	blr
	.cfi_endproc
.LFE1:
	.size	once_done,.-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
