# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=ONCE-X86
# once_wait from gcc-12/x86_64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No X86 config of the matrix does this;
# this shows the ONCE-X86 checks would catch it.
once_wait:
	movq	(%rdi), %rax
.L7:
	testq	%rax, %rax
	je	.L7
	ret
