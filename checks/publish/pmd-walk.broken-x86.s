# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=CHECK,ONCE-X86 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# gcc-12/x86_64/O2 once_walk, hand-broken: the load hoisted out of the retry loop (what gcc-12 -O2
# emits for once_walk without ACCESS_ONCE). The pmd is read once; if it was splitting, the loop
# spins forever on the copy in %rax.
# The plain function's label opens the block before once's; no ONCE-X86 check reads it.
plain_walk:
once_walk:
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
