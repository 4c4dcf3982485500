# once_set from gcc-12/x86_64/O2, broken by hand: the store torn in two. The movabsq and the one movq
# of the 64-bit constant are replaced by two 32-bit movl of its equal halves, to magic and magic+4, as
# GCC stores a 64-bit constant on i386: no X86 config of the matrix tears the word (x86_64 has movq,
# the i386 word is 32 bits); this shows that the ONCE-X86 checks would catch it if one did.
# RUN: not FileCheck %S/store-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-X86 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-X86 check reads it.
plain_set:
once_set:
	movl	$305419896, magic(%rip)
	movl	$305419896, magic+4(%rip)
	ret
