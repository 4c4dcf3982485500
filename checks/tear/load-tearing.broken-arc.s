# once_is_locked from gcc-12/arc/O2, broken by hand: the load torn in two: the one ld of the word is replaced by
# two ldh of its halves, lock and lock+2. No ARC config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.cpu HS
	.arc_attribute Tag_ARC_PCS_config, 3
	.arc_attribute Tag_ARC_ABI_rf16, 0
	.arc_attribute Tag_ARC_ABI_pic, 0
	.arc_attribute Tag_ARC_ABI_tls, 1
	.arc_attribute Tag_ARC_ABI_sda, 0
	.arc_attribute Tag_ARC_ABI_exceptions, 0
	.arc_attribute Tag_ARC_CPU_variation, 2
	.section	.text
	.align 4
	.global	plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	j_s	[blink]
	.size	plain_is_locked, .-plain_is_locked
	.align 4
	.global	once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	ldh	r2,[@.LANCHOR0]
	ldh	r3,[@.LANCHOR0+2]
	exth_s	r0,r2
	lsr_s r2,r2,16
	setne r0, r2, r0
	j_s	[blink]
	.size	once_is_locked, .-once_is_locked
	.global	lock
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	lock, @object
	.size	lock, 4
lock:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
