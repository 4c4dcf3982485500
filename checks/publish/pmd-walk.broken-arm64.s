# once_walk from gcc-12/aarch64/O2, broken by hand: the pte load hoisted into the retry loop, above the
# splitting test (x3, kept for the return): it reads through a pmd that may be a splitting huge pmd, or 0.
# No ARM64 config shows a hazard in this case: this shows that the once checks would catch it.
# plain_walk's body is cut to a return: no check of these runs reads it. today_walk, from the same config, is
# broken too: its pmd loaded by ldr, not ldar (today's READ_ONCE() without LTO, that is 2012's); the second run
# shows that the TODAY checks would catch it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,TODAY,TODAY-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=TODAY-FAILS
# TODAY-FAILS: error: TODAY-ARM64: expected string not found
	.arch armv8-a
	.file	"pmd-walk.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_walk
	.type	plain_walk, %function
plain_walk:
	ret
	.size	plain_walk, .-plain_walk
	.align	2
	.p2align 4,,11
	.global	once_walk
	.type	once_walk, %function
once_walk:
.LFB1:
	.cfi_startproc
	mov	x2, x0
	ubfx	x1, x1, 13, 10
	.p2align 3,,7
.L10:
	ldr	x0, [x2]
	ldr	x3, [x0, x1, lsl 3]
	tbnz	x0, 0, .L10
	cbz	x0, .L9
	mov	x0, x3
.L9:
	ret
	.cfi_endproc
.LFE1:
	.size	once_walk, .-once_walk
	.globl	today_walk
	.type	today_walk, %function
today_walk:
	mov	x2, x0
.L17:
	ldr	x0, [x2]
	tbnz	x0, 0, .L17
	cbz	x0, .L16
	ubfx	x1, x1, 13, 10
	ldr	x0, [x0, x1, lsl 3]
.L16:
	ret
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
