# once_done from gcc-12/arc/O2, broken by hand: done_a is read and written back with the store of done_b, as a
# target without byte stores writes the word around a byte. No ARC config of the matrix does this; this shows
# that the once checks would catch it if one did. plain_done's body is cut to a return: no check of this run
# reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byte-field.c"
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
	.global	plain_done
	.type	plain_done, @function
plain_done:
	j_s	[blink]
	.size	plain_done, .-plain_done
	.align 4
	.global	once_done
	.type	once_done, @function
once_done:
	ld	r2,[r0]
	st	1,[r0,4]	;37
	st	r2,[r0]
	j_s	[blink]
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
