# once_select from gcc-12/x86_64/O2, broken by hand: b is stored before a is loaded (movl $1, b(%rip)
# moved up from its arm), the first arm's store made first: no X86 config of the matrix needs an
# instruction to keep the store after the load, so none records a hazard; this shows that the once checks
# would catch the store made first if one did. plain_select's body is cut to a return: the first run does
# not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_select, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-X86 checks,
# which say what X86 code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-X86{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-cmov.c"
	.text
	.p2align 4
	.globl	plain_select
	.type	plain_select, @function
plain_select:
	ret
	.cfi_endproc
.LFE0:
	.size	plain_select, .-plain_select
	.p2align 4
	.globl	once_select
	.type	once_select, @function
once_select:
.LFB1:
	.cfi_startproc
	movl	$1, b(%rip)
	movl	a(%rip), %eax
	testl	%eax, %eax
	je	.L6
	ret
	.p2align 4,,10
	.p2align 3
.L6:
	movl	$2, b(%rip)
	ret
	.cfi_endproc
.LFE1:
	.size	once_select, .-once_select
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
