# once_set from gcc-12/arm/O2, broken by hand: the store torn in two. The one 32-bit str of the word
# (arm's unsigned long) is replaced by two 16-bit strh of its halves, to magic and magic+2, the
# two store-immediates of memory-barriers.txt: no ARM config of the matrix tears the word; this shows
# that the ONCE-ARM checks would catch it if one did.
# RUN: not FileCheck %S/store-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-ARM check reads it.
plain_set:
once_set:
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	movw	r2, #22136
	strh	r2, [r3]
	movw	r2, #4660
	strh	r2, [r3, #2]
	bx	lr
