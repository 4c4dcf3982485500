# once_run from gcc-12/aarch64/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No ARM64 config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARM64)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv8-a
	.file	"ra-broken.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_run
	.type	plain_run, %function
plain_run:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_run, .-plain_run
	.align	2
	.p2align 4,,11
	.global	once_run
	.type	once_run, %function
once_run:
.LFB1:
	.cfi_startproc
	adrp	x1, .LANCHOR0
	add	x1, x1, :lo12:.LANCHOR0
	mov	x0, 0
	.p2align 3,,7
.L4:
	add	x2, x0, 1
	str	x2, [x1]
	add	x2, x0, 2
	str	x2, [x1]
	add	x2, x0, 3
	str	x2, [x1]
	add	x0, x0, 4
	str	x0, [x1]
	ldr	w2, [x1, 8]
	cbz	w2, .L4
	ret
	.cfi_endproc
.LFE1:
	.size	once_run, .-once_run
	.global	heartbeat
	.global	need_to_stop
	.bss
	.align	3
	.set	.LANCHOR0,. + 0
	.type	heartbeat, %object
	.size	heartbeat, 8
heartbeat:
	.zero	8
	.type	need_to_stop, %object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
