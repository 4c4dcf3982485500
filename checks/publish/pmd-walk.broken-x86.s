# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-X86
# gcc-12/x86_64/O2 once_walk, hand-broken: the load doubled. The pmd is read again for the pte
# address after the NULL test, as plain *pmdp may be: the test and the walk can see two pmds.
once_walk:
	movq	(%rdi), %rax
	testq	%rax, %rax
	je	.L7
	movq	(%rdi), %rax
	shrq	$13, %rsi
	andl	$1023, %esi
	movq	(%rax,%rsi,8), %rax
.L7:
	ret
