# once_respond from gcc-12/x86_64/O2, broken by hand: b is stored before a is loaded, the two
# instructions swapped: no X86 config of the matrix needs an instruction to keep the store after the
# load, so none records a hazard; this shows that the once checks would catch the store made first if one
# did. plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-X86 checks,
# which say what X86 code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-X86{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-folded.c"
	.text
	.p2align 4
	.globl	plain_respond
	.type	plain_respond, @function
plain_respond:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_respond, .-plain_respond
	.p2align 4
	.globl	once_respond
	.type	once_respond, @function
once_respond:
.LFB1:
	.cfi_startproc
	movl	$2, b(%rip)
	movl	a(%rip), %eax
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
