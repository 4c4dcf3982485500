# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-X86
# once_publish and once_consume from gcc-12/x86_64/O2; once_consume hand-broken:
# the load of data hoisted above the load of the flag
# (as a compiler may move plain loads): the data read can be older than the flag. No X86 config
# reorders these loads (gcc -m32 reorders plain_publish's stores, which proves the publish half):
# this shows the consume half of the ONCE-X86 checks would catch it.
once_publish:
	movl	%esi, (%rdi)
	movl	$1, 4(%rdi)
	ret
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
