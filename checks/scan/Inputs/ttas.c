/* A test-and-test-and-set lock: wait until the lock looks free, then try to take it; again if that failed. */
struct lock { int locked; };
void ttas_lock(struct lock *l)
{
	for (;;) {
		while (l->locked)
			;
		if (!__sync_lock_test_and_set(&l->locked, 1))
			return;
	}
}
