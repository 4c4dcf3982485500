/*
 * Where a function's paths end: checks/isa/ends.test annotates them.
 */
int flag;
/* __builtin_trap: its path goes nowhere, so every path that ends, ends past the store (ud2, brk, .inst 0xdeff,
 * ebreak/unimp, trap, j .+2, teq $0,$0/break). */
void trap_if(int x)
{
	if (x)
		__builtin_trap();
	flag = 1;
}
/* A return on a compare: Clang's s390x compare-and-branch to the return address (cgibe %r2,0,0(%r14)). */
void set_unless_zero(long x)
{
	if (x == 0)
		return;
	flag = 2;
}
