# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-X86 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/x86_64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No X86 config of the matrix does this;
# this shows the ONCE-X86 checks would catch it.
# The plain function's label opens the block before once's; no ONCE-X86 check reads it.
plain_wait:
once_wait:
	movq	(%rdi), %rax
.L7:
	testq	%rax, %rax
	je	.L7
	ret
