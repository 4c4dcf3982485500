# once_mark from gcc-12/arc/O2, broken by hand: the lock word at u is read and written back around the store of
# gc_flags, as GCC before 4.8 wrote the doubleword holding the lock with the 2013 bitfields. No ARC config of
# the matrix does this; this shows that the once checks would catch it if one did. plain_mark's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bitfield.c"
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
	.global	plain_mark
	.type	plain_mark, @function
plain_mark:
	j_s	[blink]
	.size	plain_mark, .-plain_mark
	.align 4
	.global	once_mark
	.type	once_mark, @function
once_mark:
	ld	r2,[r0]
	st	3,[r0,8]	;37
	st	r2,[r0]
	j_s	[blink]
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
