# once_use from gcc-12/arc/O2, broken by hand: global_ptr is read again for the call, as the article's
# transformed code reads it (do_low(global_ptr)). No ARC config of the matrix does this; this shows that the
# once checks would catch it if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pointer-recheck.c"
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
	.global	plain_use
	.type	plain_use, @function
plain_use:
	j_s	[blink]
	.size	plain_use, .-plain_use
	.align 4
	.global	once_use
	.type	once_use, @function
once_use:
	mov_s	r2,@.LANCHOR0	;13
	ld_s	r0,[r2]		;15
	tst_s r0,r0
	jeq_s	[blink]
	ld_s	r2,[r2,4]		;15
	cmp_s r2,r0
	jls	[blink]
	ld	r0,[@.LANCHOR0]
	b	@do_low
	.size	once_use, .-once_use
	.global	high_address
	.global	global_ptr
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	global_ptr, @object
	.size	global_ptr, 4
global_ptr:
	.zero	4
	.type	high_address, @object
	.size	high_address, 4
high_address:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
