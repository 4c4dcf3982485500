# once_hash from gcc-12/powerpc/O2, broken by hand: the seed is read again, as GCC reads it on x86. Before the
# final xors, r11 (which holds seed) is loaded from hash_seed afresh (lis @ha + lwz @l) instead of being kept:
# No PPC32 config of the matrix reads the seed twice; this shows that the once checks would catch it if one
# did. plain_hash's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/invented-load.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"invented-load.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_hash
	.type	plain_hash, @function
plain_hash:
.LFB2:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE2:
	.size	plain_hash,.-plain_hash
	.align 2
	.globl once_hash
	.type	once_hash, @function
once_hash:
.LFB3:
	.cfi_startproc
	stwu 1,-48(1)
	.cfi_def_cfa_offset 48
	lis 9,hash_seed@ha
	lwz 11,hash_seed@l(9)
	stw 24,16(1)
	stw 26,24(1)
	stw 23,12(1)
	stw 25,20(1)
	stw 27,28(1)
	stw 28,32(1)
	stw 29,36(1)
	stw 30,40(1)
	stw 31,44(1)
	.cfi_offset 24, -32
	.cfi_offset 26, -24
	.cfi_offset 23, -36
	.cfi_offset 25, -28
	.cfi_offset 27, -20
	.cfi_offset 28, -16
	.cfi_offset 29, -12
	.cfi_offset 30, -8
	.cfi_offset 31, -4
	lwz 0,4(3)
	lwz 8,8(3)
	lwz 30,20(3)
	xor 0,11,0
	lwz 10,24(3)
	xor 8,11,8
	lwz 25,12(3)
	add 0,0,30
	lwz 7,28(3)
	add 8,8,10
	lwz 6,52(3)
	xor 25,11,25
	lwz 12,0(3)
	add 25,25,7
	lwz 4,56(3)
	xor 6,0,6
	lwz 27,16(3)
	xor 12,11,12
	rotlwi 6,6,16
	lwz 5,60(3)
	xor 4,8,4
	lwz 31,36(3)
	add 12,12,27
	rotlwi 4,4,16
	lwz 9,48(3)
	xor 5,25,5
	lwz 28,40(3)
	add 31,31,6
	rotlwi 5,5,16
	lwz 29,44(3)
	xor 9,12,9
	xor 30,30,31
	lwz 23,32(3)
	add 28,28,4
	rotlwi 9,9,16
	add 29,29,5
	xor 10,10,28
	add 23,23,9
	rotlwi 30,30,12
	xor 7,7,29
	rotlwi 10,10,12
	add 26,0,30
	xor 3,27,23
	rotlwi 7,7,12
	add 27,8,10
	add 25,25,7
	xor 6,6,26
	rotlwi 3,3,12
	xor 4,4,27
	add 12,12,3
	rotlwi 6,6,8
	xor 5,5,25
	rotlwi 4,4,8
	add 31,31,6
	add 28,28,4
	xor 9,9,12
	rotlwi 5,5,8
	xor 24,30,31
	add 29,29,5
	rotlwi 9,9,8
	xor 10,10,28
	add 30,23,9
	rotlwi 24,24,7
	lwz 23,12(1)
	xor 7,7,29
	rotlwi 10,10,7
	add 12,12,24
	add 26,26,10
	xor 3,3,30
	rotlwi 7,7,7
	rotlwi 3,3,7
	add 27,27,7
	xor 5,5,12
	xor 9,9,26
	add 25,3,25
	rotlwi 9,9,16
	rotlwi 5,5,16
	xor 6,6,27
	add 28,28,5
	add 29,29,9
	rotlwi 6,6,16
	xor 4,4,25
	xor 8,24,28
	add 30,30,6
	lwz 24,16(1)
	xor 10,10,29
	rotlwi 4,4,16
	add 31,31,4
	rotlwi 8,8,12
	rotlwi 10,10,12
	xor 7,7,30
	add 12,12,8
	add 26,26,10
	xor 0,3,31
	rotlwi 7,7,12
	xor 3,9,26
	add 27,27,7
	rotlwi 0,0,12
	xor 5,5,12
	add 25,25,0
	rotlwi 5,5,8
	rotlwi 3,3,8
	xor 6,6,27
	add 28,28,5
	add 29,29,3
	rotlwi 6,6,8
	xor 4,4,25
	add 30,30,6
	xor 8,8,28
	xor 10,10,29
	rotlwi 4,4,8
	add 31,31,4
	rotlwi 8,8,7
	rotlwi 10,10,7
	xor 7,7,30
	add 26,8,26
	add 27,10,27
	xor 9,0,31
	rotlwi 7,7,7
	add 25,7,25
	xor 6,6,26
	xor 4,4,27
	rotlwi 9,9,7
	add 12,12,9
	rotlwi 6,6,16
	xor 5,5,25
	rotlwi 4,4,16
	add 28,28,4
	add 31,31,6
	rotlwi 5,5,16
	xor 3,3,12
	add 29,29,5
	xor 10,10,28
	xor 8,8,31
	rotlwi 3,3,16
	add 30,30,3
	xor 7,7,29
	rotlwi 10,10,12
	rotlwi 8,8,12
	add 27,27,10
	add 26,26,8
	rotlwi 7,7,12
	xor 9,9,30
	add 25,25,7
	xor 4,4,27
	xor 6,6,26
	rotlwi 9,9,12
	add 12,12,9
	xor 5,5,25
	rotlwi 4,4,8
	rotlwi 6,6,8
	add 28,28,4
	add 31,31,6
	rotlwi 5,5,8
	xor 3,3,12
	add 29,29,5
	xor 10,10,28
	xor 8,8,31
	rotlwi 3,3,8
	add 30,30,3
	xor 7,7,29
	rotlwi 10,10,7
	rotlwi 8,8,7
	add 26,26,10
	add 12,12,8
	rotlwi 7,7,7
	xor 9,9,30
	add 27,27,7
	xor 3,3,26
	xor 5,5,12
	rotlwi 9,9,7
	rotlwi 5,5,16
	rotlwi 0,3,16
	add 25,9,25
	xor 6,6,27
	add 28,28,5
	rotlwi 6,6,16
	add 29,29,0
	xor 4,4,25
	add 30,30,6
	xor 8,8,28
	xor 10,10,29
	rotlwi 4,4,16
	rotlwi 10,10,12
	add 31,31,4
	rotlwi 8,8,12
	xor 7,7,30
	add 26,26,10
	add 12,12,8
	rotlwi 7,7,12
	xor 9,9,31
	add 27,27,7
	lis 11,hash_seed@ha
	lwz 11,hash_seed@l(11)
	xor 3,11,12
	rotlwi 9,9,12
	xor 12,5,12
	xor 5,11,26
	add 25,25,9
	add 3,3,5
	xor 5,11,27
	add 3,3,5
	xor 5,11,25
	rotlwi 12,12,8
	xor 11,0,26
	lwz 26,24(1)
	add 3,3,5
	rotlwi 11,11,8
	xor 6,6,27
	add 3,3,12
	lwz 27,28(1)
	rotlwi 6,6,8
	xor 4,4,25
	lwz 25,20(1)
	add 3,3,11
	rotlwi 4,4,8
	add 3,3,6
	add 28,28,12
	add 3,3,4
	add 29,29,11
	add 3,3,28
	add 30,30,6
	add 3,3,29
	add 31,31,4
	add 3,3,30
	xor 8,8,28
	lwz 28,32(1)
	xor 6,10,29
	rotlwi 8,8,7
	lwz 29,36(1)
	add 10,3,31
	xor 7,7,30
	lwz 30,40(1)
	rotlwi 6,6,7
	add 10,10,8
	xor 3,9,31
	add 10,10,6
	lwz 31,44(1)
	rotlwi 7,7,7
	rotlwi 3,3,7
	add 10,10,7
	addi 1,1,48
	.cfi_restore 31
	.cfi_restore 30
	.cfi_restore 29
	.cfi_restore 28
	.cfi_restore 27
	.cfi_restore 26
	.cfi_restore 25
	.cfi_restore 24
	.cfi_restore 23
	.cfi_def_cfa_offset 0
	add 3,10,3
	blr
	.cfi_endproc
.LFE3:
	.size	once_hash,.-once_hash
	.globl hash_seed
	.section	.sbss,"aw",@nobits
	.align 2
	.type	hash_seed, @object
	.size	hash_seed, 4
hash_seed:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
