# once_use from gcc-12/aarch64/O2, broken by hand: global_ptr is read again for the call (adrp + ldr x0
# before the b), as the article's transformed code reads it (do_low(global_ptr)): no ARM64 config of the
# matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.arch armv8-a
	.file	"pointer-recheck.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_use
	.type	plain_use, %function
plain_use:
	ret
	.cfi_endproc
.LFE0:
	.size	plain_use, .-plain_use
	.align	2
	.p2align 4,,11
	.global	once_use
	.type	once_use, %function
once_use:
.LFB1:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	add	x1, x0, :lo12:.LANCHOR0
	ldr	x0, [x0, #:lo12:.LANCHOR0]
	cbz	x0, .L8
	ldr	x1, [x1, 8]
	cmp	x1, x0
	bhi	.L13
.L8:
	ret
	.p2align 2,,3
.L13:
	adrp	x0, .LANCHOR0
	ldr	x0, [x0, #:lo12:.LANCHOR0]
	b	do_low
	.cfi_endproc
.LFE1:
	.size	once_use, .-once_use
	.global	high_address
	.global	global_ptr
	.bss
	.align	3
	.set	.LANCHOR0,. + 0
	.type	global_ptr, %object
	.size	global_ptr, 8
global_ptr:
	.zero	8
	.type	high_address, %object
	.size	high_address, 8
high_address:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
