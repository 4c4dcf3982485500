# once_reset from gcc-12/arc/O2, broken by hand: the store of stats+8 is gone, three of the four fields stored.
# No ARC config of the matrix does this; this shows that the once checks would catch it if one did.
# plain_reset's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"memset-fold.c"
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
	.global	plain_reset
	.type	plain_reset, @function
plain_reset:
	j_s	[blink]
	.size	plain_reset, .-plain_reset
	.align 4
	.global	once_reset
	.type	once_reset, @function
once_reset:
	mov_s	r2,@.LANCHOR0	;13
	st	0,[r2]	;37
	st	0,[r2,4]	;37
	st	0,[r2,12]	;37
	j_s	[blink]
	.size	once_reset, .-once_reset
	.global	stats
	.section	.bss
	.align 8
	.set	.LANCHOR0,. + 0
	.type	stats, @object
	.size	stats, 16
stats:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
