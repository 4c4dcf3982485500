# once_is_locked from gcc-12/alpha/O2, broken by hand: the load torn in two. The one ldq of the word is
# replaced by two ldl of its halves, from lock and lock+4 (the address completed with lda), and the
# halves are compared in registers: no ALPHA config of the matrix tears the word; this shows that the
# ONCE-ALPHA checks would catch it if one did.
# RUN: not FileCheck %S/load-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-ALPHA 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ALPHA{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-ALPHA check reads it.
plain_is_locked:
once_is_locked:
	ldah	$29,0($27)		!gpdisp!2
	lda	$29,0($29)		!gpdisp!2
$once_is_locked..ng:
	ldah	$1,lock($29)		!gprelhigh
	lda	$1,lock($1)		!gprellow
	ldl	$2,0($1)
	ldl	$0,4($1)
	cmpeq	$0,$2,$0
	xor	$0,1,$0
	ret	$31,($26),1
