# once_respond from gcc-12/x86_64/O2, broken by hand: the load of a deleted. No X86 config of the matrix does
# this; this shows that the once checks would catch it if one did (X86 keeps a load before a later
# store, so none records a hazard whose self-proof would run them). plain_respond's body is cut to a return.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-X86)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-X86 checks,
# which say what X86 code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-X86{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-hoist.c"
	.text
	.p2align 4
	.globl	plain_respond
	.type	plain_respond, @function
plain_respond:
	ret
	.size	plain_respond, .-plain_respond
	.p2align 4
	.globl	once_respond
	.type	once_respond, @function
once_respond:
.LFB1:
	.cfi_startproc
	testl	%eax, %eax
	je	.L5
	movl	$1, b(%rip)
	jmp	do_something
	.p2align 4,,10
	.p2align 3
.L5:
	movl	$2, b(%rip)
	jmp	do_something_else
	.cfi_endproc
.LFE1:
	.size	once_respond, .-once_respond
	.globl	b
	.bss
	.align 4
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.globl	a
	.align 4
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
