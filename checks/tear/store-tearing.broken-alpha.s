# once_set from gcc-12/alpha/O2, broken by hand: the store torn in two. The constant is built as one
# 32-bit half (ldah + lda) instead of being loaded from $LC0, and the one stq is replaced by two stl of
# that half, to magic and magic+4: no ALPHA config of the matrix tears the word; this shows that the
# ONCE-ALPHA checks would catch it if one did.
# RUN: not FileCheck %S/store-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-ALPHA 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ALPHA{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-ALPHA check reads it.
plain_set:
once_set:
	ldah	$29,0($27)		!gpdisp!2
	lda	$29,0($29)		!gpdisp!2
$once_set..ng:
	ldah	$1,magic($29)		!gprelhigh
	lda	$1,magic($1)		!gprellow
	ldah	$2,4660($31)
	lda	$2,22136($2)
	stl	$2,0($1)
	stl	$2,4($1)
	ret	$31,($26),1
