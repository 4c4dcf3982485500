# once_wait from gcc-12/arc/O2, broken by hand: the load of *pmdp hoisted out of the (twice unrolled) loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen.
# No ARC config of the matrix does this; this shows that the once checks would catch it if one did. plain_wait's
# body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
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
	.global	plain_wait
	.type	plain_wait, @function
plain_wait:
	j_s	[blink]
	.align 2
	.size	plain_wait, .-plain_wait
	.align 4
	.global	once_wait
	.type	once_wait, @function
once_wait:
	mov_s	r2,r0	;4
	.align 2
.L10:
	tst_s r0,r0
	jne_s	[blink]
	ld_s	r0,[r2]		;15
	breq_s r0, 0, @.L10
	j_s	[blink]
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
