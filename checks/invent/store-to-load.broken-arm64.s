# once_drain from gcc-12/aarch64/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No ARM64 config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv8-a
	.file	"store-to-load.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_drain
	.type	plain_drain, %function
plain_drain:
.LFB0:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	ldr	x1, [x0, #:lo12:.LANCHOR0]
	cbnz	x1, .L7
	str	xzr, [x0, #:lo12:.LANCHOR0]
	ret
	.p2align 2,,3
.L7:
	mov	w2, 1
	str	w2, [x1]
#APP
// 45 "cases/invent/store-to-load.c" 1
	dmb ishst
// 0 "" 2
#NO_APP
	str	xzr, [x0, #:lo12:.LANCHOR0]
	ret
	.cfi_endproc
.LFE0:
	.size	plain_drain, .-plain_drain
	.align	2
	.p2align 4,,11
	.global	once_drain
	.type	once_drain, %function
once_drain:
.LFB1:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	ldr	x1, [x0, #:lo12:.LANCHOR0]
	cbnz	x1, .L13
	str	xzr, [x0, #:lo12:.LANCHOR0]
	ret
	.p2align 2,,3
.L13:
	mov	w2, 1
	str	w2, [x1]
#APP
// 57 "cases/invent/store-to-load.c" 1
	dmb ishst
// 0 "" 2
#NO_APP
	ldr	x1, [x0, #:lo12:.LANCHOR0]
	cbz	x1, .L14
	str	xzr, [x0, #:lo12:.LANCHOR0]
.L14:
	ret
	.cfi_endproc
.LFE1:
	.size	once_drain, .-once_drain
	.global	pending
	.bss
	.align	3
	.set	.LANCHOR0,. + 0
	.type	pending, %object
	.size	pending, 8
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
