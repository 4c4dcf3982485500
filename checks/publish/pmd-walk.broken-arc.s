# once_walk from gcc-12/arc/O2, broken by hand: the pmd loaded once, before the retry loop, which then spins on
# the value first seen. No ARC config of the matrix does this; this shows that the once checks would catch it if
# one did. plain_walk's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pmd-walk.c"
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
	.global	plain_walk
	.type	plain_walk, @function
plain_walk:
	j_s	[blink]
	.align 2
	.size	plain_walk, .-plain_walk
	.align 4
	.global	once_walk
	.type	once_walk, @function
once_walk:
	mov_s	r2,r0	;4
	.align 2
	ld_s	r0,[r2]		;15
.L11:
	bbit1 r0,0,@.L11
	tst_s r0,r0
	jeq_s	[blink]
	xbfu	r1,r1,301
	add2	r1,r0,r1
	ld_s	r0,[r1]		;15
	j_s	[blink]
	.size	once_walk, .-once_walk
	.align 4
	.global	today_walk
	.type	today_walk, @function
today_walk:
	mov_s	r2,r0	;4
	.align 2
.L19:
	ld_s	r0,[r2]		;15
	bbit1 r0,0,@.L19
	tst_s r0,r0
	jeq_s	[blink]
	xbfu	r1,r1,301
	add2	r1,r0,r1
	ld_s	r0,[r1]		;15
	j_s	[blink]
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
