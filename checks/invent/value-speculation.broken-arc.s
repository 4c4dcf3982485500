# once_current from gcc-12/arc/O2, broken by hand: the index guessed: table[1] is loaded at its constant address
# before idx. No ARC config of the matrix does this; this shows that the once checks would catch it if one did.
# plain_current's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
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
	.global	plain_current
	.type	plain_current, @function
plain_current:
	j_s	[blink]
	.size	plain_current, .-plain_current
	.align 4
	.global	once_current
	.type	once_current, @function
once_current:
	mov_s	r3,@.LANCHOR0	;13
	ld	r4,[r3,4]
	ld_s	r2,[r3,16]		;15
	add2	r2,r3,r2
	ld_s	r0,[r2]		;15
	j_s	[blink]
	.size	once_current, .-once_current
	.global	idx
	.global	table
	.section	.bss
	.align 8
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
