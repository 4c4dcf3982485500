# once_respond from gcc-12/sparc64/O2, broken by hand: the load of a deleted. No SPARC config of the matrix does
# this; this shows that the once checks would catch it if one did (SPARC keeps a load before a later
# store, so none records a hazard whose self-proof would run them). plain_respond's body is cut to a return.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-SPARC checks,
# which say what SPARC code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-SPARC{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-hoist.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_respond
	.type	plain_respond, #function
	.proc	020
plain_respond:
	jmp	%o7+8
	 nop
	.size	plain_respond, .-plain_respond
	.align 4
	.align 32
	.global once_respond
	.type	once_respond, #function
	.proc	020
once_respond:
	save	%sp, -176, %sp
	sethi	%hi(a), %g1
	cmp	%g1, 0
	sethi	%hi(b), %g1
	be,pt	%icc, .L6
	 nop
	mov	1, %g2
	st	%g2, [%g1+%lo(b)]
	call	do_something, 0
	 nop
	return	%i7+8
	 nop
.L6:
	mov	2, %g2
	st	%g2, [%g1+%lo(b)]
	call	do_something_else, 0
	 nop
	return	%i7+8
	 nop
	.size	once_respond, .-once_respond
	.global b
	.section	".bss"
	.align 4
	.type	b, #object
	.size	b, 4
b:
	.skip	4
	.global a
	.align 4
	.type	a, #object
	.size	a, 4
a:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
