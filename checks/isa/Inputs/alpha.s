# Hand-written Alpha assembly (GCC's syntax) for the traps no matrix compiler emits: checks/isa/alpha.test.
	.text
	.ent copies
copies:
	ldgp $29,0($27)
	bis $31,$16,$1
	ldl $2,8($1)
	bis $17,$17,$3
	stl $2,0($3)
	ldq $4,ext($29)		!literal!3
	ldl $5,4($4)		!lituse_base!3
	ldah $6,flag($29)		!gprelhigh
	stq $31,pr($6)		!gprellow
	uldq $7,0($16)
	br $31,helper		!samegp
	.end copies
