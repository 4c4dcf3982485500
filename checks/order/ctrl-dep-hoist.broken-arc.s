# once_respond from gcc-12/arc/O2, broken by hand: b is stored once, before the branch on a, and in neither arm,
# as Clang stores it on other targets. No ARC config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-ARC checks,
# which say what ARC code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-ARC{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-hoist.c"
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
	.global	plain_respond
	.type	plain_respond, @function
plain_respond:
	j_s	[blink]
	.align 4
	.size	plain_respond, .-plain_respond
	.align 4
	.global	once_respond
	.type	once_respond, @function
once_respond:
	ld	r2,[@.LANCHOR0]	;23
	st	r2,[@.LANCHOR0+4]
	breq_s r2, 0, @.L6
	b	@do_something
	.align 4
.L6:
	b	@do_something_else
	.size	once_respond, .-once_respond
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
