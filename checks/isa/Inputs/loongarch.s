# Hand-written LoongArch assembly (GNU syntax) for the traps no matrix compiler emits: checks/isa/loongarch.test.
	.text
	.type	forms, @function
forms:
	move	$t0, $a0
	ldptr.w	$t1, $t0, 8
	stx.w	$t1, $a1, $a2
	ll.w	$t2, $a1, 0
	sc.w	$t2, $a1, 0
	or	$t3, $a1, $zero
	stptr.d	$t1, $t3, 16
	ldl.w	$t4, $a0, 0
	jirl	$ra, $t5, 0
.Lback:
	bgez	$a3, .Lback
	bltz	$a3, .Lback
	blez	$a3, .Lback
	bgtz	$a3, .Lback
	jr	$ra
	.size	forms, .-forms
