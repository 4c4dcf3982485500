# once_set from gcc-12/ppc64le/O2, broken by hand: the store torn in two. The rldimi that copies the low
# half into the high one is dropped, and the one std is replaced by two stw of the 32-bit half, to magic
# and magic+4: no PPC config of the matrix tears the word; this shows that the ONCE-PPC checks would
# catch it if one did.
# RUN: not FileCheck %S/store-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-PPC 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-PPC check reads it.
plain_set:
once_set:
	addis	2,12,.TOC.-.LCF1@ha
	addi	2,2,.TOC.-.LCF1@l
	lis	9,0x1234
	addis	10,2,.LANCHOR0@toc@ha
	ori	9,9,0x5678
	addi	10,10,.LANCHOR0@toc@l
	stw	9,0(10)
	stw	9,4(10)
	blr
