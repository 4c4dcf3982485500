# once_reset from gcc-12/powerpc/O2, broken by hand: the stores of stats+4 and stats+8 in the other order, as
# Clang orders them on 32-bit MIPS (FIELDS-REORDERED): another CPU may see stats+8 cleared before stats+4.
# No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_reset's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"memset-fold.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_reset
	.type	plain_reset, @function
plain_reset:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_reset,.-plain_reset
	.align 2
	.globl once_reset
	.type	once_reset, @function
once_reset:
.LFB1:
	.cfi_startproc
	lis 8,.LANCHOR0@ha
	li 9,0
	la 10,.LANCHOR0@l(8)
	stw 9,.LANCHOR0@l(8)
	stw 9,8(10)
	stw 9,4(10)
	stw 9,12(10)
	blr
	.cfi_endproc
.LFE1:
	.size	once_reset,.-once_reset
	.globl stats
	.section	".bss"
	.align 2
	.set	.LANCHOR0,. + 0
	.type	stats, @object
	.size	stats, 16
stats:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
