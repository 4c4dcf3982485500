# once_dispatch from gcc-12/arc/O2, broken by hand: operation is read again after the bounds check, before the
# table jump, as GCC reads it on x86 and riscv64. No ARC config of the matrix does this; this shows that the
# once checks would catch it if one did. plain_dispatch's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"switch-table.c"
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
	.global	plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	j_s	[blink]
	.align 4
	.section	.rodata
	.align 4
	.section	.text
	.align 4
	.align 4
	.align 4
	.align 4
	.align 4
	.align 4
	.size	plain_dispatch, .-plain_dispatch
	.align 4
	.global	once_dispatch
	.type	once_dispatch, @function
once_dispatch:
	ld	r2,[@.LANCHOR0]	;23
	brls r2, 5, @.L23
	mov	r0,-22	;6
	j_s	[blink]
	.align 4
.L23:
	ld	r2,[@.LANCHOR0]
	ld.as	r2,[@.L16,r2]
	j_s [r2]
	.section	.rodata
	.align 4
.L16:
	.word .L21
	.word .L20
	.word .L19
	.word .L18
	.word .L17
	.word .L15
	.section	.text
	.align 4
.L17:
	b	@op_trim
	.align 4
.L15:
	b	@op_barrier
	.align 4
.L21:
	b	@op_read
	.align 4
.L20:
	b	@op_write
	.align 4
.L19:
	b	@op_flush
	.align 4
.L18:
	b	@op_discard
	.size	once_dispatch, .-once_dispatch
	.global	operation
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	operation, @object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
