# RUN: not FileCheck %S/load-acquire.check --input-file=%s --check-prefixes=CHECK,ONCE-X86 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_consume from gcc-12/x86_64/O2, hand-broken: the load of data hoisted above the load of the
# flag (as a compiler may move plain loads): the data read can be older than the flag. No X86 config
# reorders these loads, so no X86 config shows the hazard: this shows the ONCE-X86 checks would catch it.
# The plain function's label opens the block before once's; no ONCE-X86 check reads it.
plain_consume:
once_consume:
	movl	(%rdi), %edx
	movl	4(%rdi), %eax
	testl	%eax, %eax
	je	.L9
	movl	%edx, %eax
	ret
.L9:
	movl	$-1, %eax
	ret
