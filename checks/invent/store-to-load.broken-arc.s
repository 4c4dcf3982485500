# once_drain from gcc-12/arc/O2, broken by hand: after the write barrier, pending is loaded again and the store
# of NULL skipped (a return) where it reads NULL, as `if (pending != NULL) pending = NULL;` would be. No ARC
# config of the matrix does this; this shows that the once checks would catch it if one did. plain_drain's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
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
	.global	plain_drain
	.type	plain_drain, @function
plain_drain:
	j_s	[blink]
	.align 4
# 44 "cases/invent/store-to-load.c" 1
# 0 "" 2
	.size	plain_drain, .-plain_drain
	.align 4
	.global	once_drain
	.type	once_drain, @function
once_drain:
	ld	r2,[@.LANCHOR0]	;23
	brne_s r2, 0, @.L15
	st	0,[@.LANCHOR0]	;37
	j_s	[blink]
	.align 4
.L15:
	st	1,[r2]	;37
# 56 "cases/invent/store-to-load.c" 1
	dmb 2
	ld	r3,[@.LANCHOR0]
	tst_s r3,r3
	jeq_s	[blink]
# 0 "" 2
	st	0,[@.LANCHOR0]	;37
	j_s	[blink]
	.size	once_drain, .-once_drain
	.global	pending
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	pending, @object
	.size	pending, 4
pending:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
