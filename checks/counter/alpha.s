# Hand-written Alpha assembly (GCC's syntax): the counter's own table, since LLVM has no Alpha backend.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | FileCheck %s
	.text
	.ent traps
traps:
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
	lda $30,-32($30)
	stq $26,0($30)
	mov $30,$15
	ldah $1,flag($29)		!gprelhigh
	ldl $2,flag($1)		!gprellow
	ldq $3,ext($29)		!literal
	ldl $4,0($3)
	stl $4,16($15)
	ldq_u $5,0($3)
	ldl_l $6,0($3)
	stl_c $6,0($3)
	stq $31,pr($1)		!gprellow
	ldt $f0,$LC0($1)		!gprellow
	wmb
	mb
	ldq $27,helper($29)		!literal!2
	jsr $26,($27),helper		!lituse_jsr!2
	uldq $7,0($3)
	ldq $26,0($30)
	lda $30,32($30)
	ret $31,($26),1
	.end traps
	.section	.rodata.cst8,"aM",@progbits,8
	.align 3
$LC0:
	.quad	4614256650576692846

# CHECK-LABEL: # traps in gcc-12/alpha/O2 (assembly file alpha.s): 7 loads, 2 stores (3 from a constant pool, TOC or GOT entry; stack: 2 spills, 1 reload; 1 instruction the counter could not classify)
# ldah/lda compute addresses (the GP, a stack frame, a symbol's high part): never loads.
# CHECK:      ldah $29,0($27) !gpdisp!1{{$}}
# CHECK-NEXT: lda $29,0($29) !gpdisp!1{{$}}
# CHECK-NEXT: lda $30,-32($30){{$}}
# CHECK-NEXT: stq $26,0($30) <- spill
# CHECK-NEXT: mov $30,$15{{$}}
# CHECK-NEXT: ldah $1,flag($29) !gprelhigh{{$}}
# CHECK-NEXT: ldl $2,flag($1) !gprellow <- load
# CHECK-NEXT: ldq $3,ext($29) !literal <- pool load (GOT entry)
# CHECK-NEXT: ldl $4,0($3) <- load
# $15 was set up from $30 (sp): the frame pointer.
# CHECK-NEXT: stl $4,16($15) <- spill
# CHECK-NEXT: ldq_u $5,0($3) <- load
# CHECK-NEXT: ldl_l $6,0($3) <- load
# CHECK-NEXT: stl_c $6,0($3) <- store
# CHECK-NEXT: stq $31,pr($1) !gprellow <- store
# CHECK-NEXT: ldt $f0,$LC0($1) !gprellow <- pool load (constant pool $LC0)
# CHECK-NEXT: wmb <- barrier
# CHECK-NEXT: mb <- barrier
# CHECK-NEXT: ldq $27,helper($29) !literal!2 <- pool load (GOT entry)
# CHECK-NEXT: jsr $26,($27),helper !lituse_jsr!2{{$}}
# A macro the table does not know is said to be unknown, never silently counted as nothing.
# CHECK-NEXT: uldq $7,0($3) <- ? (unknown to the counter)
# CHECK-NEXT: ldq $26,0($30) <- reload
