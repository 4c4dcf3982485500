# once_respond from clang-19/hexagon/O2, broken by hand: the load of a made a constant 0. No HEXAGON config of the matrix does
# this; this shows that the once checks would catch it if one did (HEXAGON keeps a load before a later
# store, so none records a hazard whose self-proof would run them). plain_respond's body is cut to a return.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-HEXAGON checks,
# which say what HEXAGON code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-HEXAGON{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.text
	.attribute	4, 60	// Tag_arch
	.attribute	10, 1	// Tag_cabac
	.file	"ctrl-dep-hoist.c"
	.globl	plain_respond                   // -- Begin function plain_respond
	.p2align	4
	.type	plain_respond,@function
plain_respond:                          // @plain_respond
	{
		jumpr r31
	}
.Lfunc_end0:
	.size	plain_respond, .Lfunc_end0-plain_respond
                                        // -- End function
	.globl	once_respond                    // -- Begin function once_respond
	.p2align	4
	.type	once_respond,@function
once_respond:                           // @once_respond
// %bb.0:
	{
		r0 = #0
		if (cmp.eq(r0.new,#0)) jump:nt .LBB1_2
	}
// %bb.1:
	{
		r0 = ##b
	}
	{
		jump do_something
		memw(r0+#0) = #1
	}
.LBB1_2:
	{
		r0 = ##b
	}
	{
		jump do_something_else
		memw(r0+#0) = #2
	}
.Lfunc_end1:
	.size	once_respond, .Lfunc_end1-once_respond
                                        // -- End function
	.type	a,@object                       // @a
	.section	.bss,"aw",@nobits
	.globl	a
	.p2align	2, 0x0
a:
	.word	0                               // 0x0
	.size	a, 4

	.type	b,@object                       // @b
	.globl	b
	.p2align	2, 0x0
b:
	.word	0                               // 0x0
	.size	b, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym a
	.addrsig_sym b
