# once_select from gcc-12/arc/O2, broken by hand: its dmb is gone and the first arm's store is made straight
# after the load of a, before the branch (as Clang makes it elsewhere, branch-free and with no release). No ARC
# config of the matrix does this; this shows that the once checks would catch it if one did. plain_select's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ctrl-dep-cmov.c"
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
	.global	plain_select
	.type	plain_select, @function
plain_select:
	j_s	[blink]
	.align 4
	.size	plain_select, .-plain_select
	.align 4
	.global	once_select
	.type	once_select, @function
once_select:
	ld	r2,[@.LANCHOR0]	;23
	st	1,[@.LANCHOR0+4]	;37
	breq_s r2, 0, @.L7
	j_s	[blink]
	.align 4
.L7:
	st	2,[@.LANCHOR0+4]	;37
	j_s	[blink]
	.size	once_select, .-once_select
	.global	b
	.global	a
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
