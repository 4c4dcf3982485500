# RUN: not FileCheck %S/invented-store.check --input-file=%s --check-prefixes=CHECK,ONCE-X86 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# gcc-12/x86_64/O2 once_record, hand-broken: the jns that skips the store for a non-negative code is
# removed, so last_error is stored on every trip round the loop, where the source stores it only for a
# negative code. Every x86 hazard config stores after the loop; this shows the sign-test check bites too.
# The plain function's label opens the block before once's; no ONCE-X86 check reads it.
plain_record:
once_record:
	jmp	.L22
.L17:
	testl	%eax, %eax
	movl	%eax, last_error(%rip)
.L16:
	addq	$4, %rdi
.L22:
	movl	(%rdi), %eax
	testl	%eax, %eax
	jne	.L17
	ret
