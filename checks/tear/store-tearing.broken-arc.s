# once_set from gcc-12/arc/O2, broken by hand: the store torn in two: the one st is replaced by two sth of the
# halves, magic then magic+2. No ARC config of the matrix does this; this shows that the once checks would catch
# it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
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
	.global	plain_set
	.type	plain_set, @function
plain_set:
	j_s	[blink]
	.size	plain_set, .-plain_set
	.align 4
	.global	once_set
	.type	once_set, @function
once_set:
	mov_s	r2,305419896	;13
	sth	r2,[@.LANCHOR0]
	lsr_s r2,r2,16
	sth	r2,[@.LANCHOR0+2]
	j_s	[blink]
	.size	once_set, .-once_set
	.global	magic
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	magic, @object
	.size	magic, 4
magic:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
