# once_current from gcc-12/aarch64/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp
# = table[idx];` would be. No ARM64 config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv8-a
	.file	"value-speculation.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_current
	.type	plain_current, %function
plain_current:
.LFB0:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	add	x0, x0, :lo12:.LANCHOR0
	ldr	w1, [x0, 16]
	ldr	w0, [x0, x1, lsl 2]
	ret
	.cfi_endproc
.LFE0:
	.size	plain_current, .-plain_current
	.align	2
	.p2align 4,,11
	.global	once_current
	.type	once_current, %function
once_current:
.LFB1:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	add	x0, x0, :lo12:.LANCHOR0
	ldr	w2, [x0, 4]
	ldr	w1, [x0, 16]
	cmp	w1, 1
	beq	.L4
	uxtw	x1, w1
	ldr	w2, [x0, x1, lsl 2]
.L4:
	mov	w0, w2
	ret
	.cfi_endproc
.LFE1:
	.size	once_current, .-once_current
	.global	idx
	.global	table
	.bss
	.align	4
	.set	.LANCHOR0,. + 0
	.type	table, %object
	.size	table, 16
table:
	.zero	16
	.type	idx, %object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
