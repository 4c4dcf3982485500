# once_walk from gcc-12/x86_64/O2, broken by hand: the load hoisted out of the retry loop (what gcc-12 -O2
# emits for once_walk without ACCESS_ONCE). The pmd is read once; if it was splitting, the loop spins
# forever on the copy in %rax. No X86 config shows a hazard in this case: this shows that the once checks
# would catch it. plain_walk's and today_walk's bodies are cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_walk, cut to a return, loads nothing: the DEPENDENCY-ORDERED checks fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,DEPENDENCY-ORDERED,DEPENDENCY-ORDERED-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: DEPENDENCY-ORDERED{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"pmd-walk.c"
	.text
	.p2align 4
	.globl	plain_walk
	.type	plain_walk, @function
plain_walk:
	ret
	.size	plain_walk, .-plain_walk
	.p2align 4
	.globl	once_walk
	.type	once_walk, @function
once_walk:
.LFB1:
	.cfi_startproc
	.p2align 4,,10
	.p2align 3
	movq	(%rdi), %rdx
	movq	%rdx, %rax
	andl	$1, %eax
.L10:
	testq	%rax, %rax
	jne	.L10
	testq	%rdx, %rdx
	je	.L9
	shrq	$13, %rsi
	andl	$1023, %esi
	movq	(%rdx,%rsi,8), %rdx
.L9:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE1:
	.size	once_walk, .-once_walk
	.globl	today_walk
	.type	today_walk, @function
today_walk:
	ret
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
