# once_run from gcc-12/x86_64/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No X86 config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-X86)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ra-broken.c"
	.text
	.p2align 4
	.globl	plain_run
	.type	plain_run, @function
plain_run:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_run, .-plain_run
	.p2align 4
	.globl	once_run
	.type	once_run, @function
once_run:
.LFB1:
	.cfi_startproc
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L4:
	leaq	1(%rax), %rdx
	movq	%rdx, heartbeat(%rip)
	leaq	2(%rax), %rdx
	movq	%rdx, heartbeat(%rip)
	leaq	3(%rax), %rdx
	addq	$4, %rax
	movq	%rdx, heartbeat(%rip)
	movq	%rax, heartbeat(%rip)
	movl	need_to_stop(%rip), %edx
	testl	%edx, %edx
	je	.L4
	ret
	.cfi_endproc
.LFE1:
	.size	once_run, .-once_run
	.globl	heartbeat
	.bss
	.align 8
	.type	heartbeat, @object
	.size	heartbeat, 8
heartbeat:
	.zero	8
	.globl	need_to_stop
	.align 4
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
