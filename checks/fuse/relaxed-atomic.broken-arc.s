# once_run from gcc-12/arc/O2, broken by hand: need_to_stop loaded once, before the (twice unrolled) loop, which
# then tests the value first seen: the load fusing taken to its limit. No ARC config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_run's body is cut to a return: no check of
# this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"relaxed-atomic.c"
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
	.global	plain_run
	.type	plain_run, @function
plain_run:
	j_s	[blink]
	.align 2
	.size	plain_run, .-plain_run
	.align 4
	.global	once_run
	.type	once_run, @function
once_run:
	mov_s	r2,0	;3
	mov_s	r3,@.LANCHOR0	;13
	.align 2
.L10:
	add_s r2,r2,1 ;1
	st_s	r2,[r3]		;16
	tst_s r12,r12
	jne_s	[blink]
	add_s r2,r2,1 ;1
	st_s	r2,[r3]		;16
	ld_s	r12,[r3,4]		;15
	breq_s r12, 0, @.L10
	j_s	[blink]
	.size	once_run, .-once_run
	.global	heartbeat
	.global	need_to_stop
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	heartbeat, @object
	.size	heartbeat, 4
heartbeat:
	.zero	4
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
