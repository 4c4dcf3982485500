/* Loops within loops: checks/isa/loops.test says, for each access, the innermost loop it is in and that
   loop's enclosing one (annotation.Access.loops, annotation.loop_parents). */

#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct lock { int locked; };

/* A test-and-test-and-set lock, its wait plain: GCC x86-64 -O2 loads locked once before the wait and spins on
   the register (.L2: testl %eax, %eax; jne .L2), so the load is in the retry loop only, not in the wait. */
void plain_lock(struct lock *l)
{
	for (;;) {
		while (l->locked)
			;
		if (!__sync_lock_test_and_set(&l->locked, 1))
			return;
	}
}

/* The same with READ_ONCE: the load is in the wait, inside the retry loop. */
void once_lock(struct lock *l)
{
	for (;;) {
		while (READ_ONCE(l->locked))
			;
		if (!__sync_lock_test_and_set(&l->locked, 1))
			return;
	}
}
