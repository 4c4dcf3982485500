/*
 * A bounded wait that the compiler turns into no wait at all.
 *
 * plain_poll() waits for another CPU to set ready, giving up after a million
 * tries. Nothing in the loop writes ready, so the compiler may read it once,
 * before the loop, leaving a countdown that reads nothing and runs to the end
 * even after ready is set. That countdown has no effect but its result, which
 * the compiler can compute, so the loop goes too (gcc-12 from -O2, gcc-11 at
 * -O3; Clang at -O1, clang-19 at -O2 and -O3 too): plain_poll reads ready once
 * and returns -1 at once, a timeout that never waited. This loop ends anyway:
 * no appeal to C11 6.8.5p6 (as in hoist/flag-wait) is needed.
 *
 * This is Documentation/memory-barriers.txt ("COMPILER BARRIER"): "The
 * compiler is within its rights to merge successive loads from the same
 * variable", and once the loads are merged into one, a loop that only counts
 * is dead code. The fix: READ_ONCE(ready) is a volatile load, which the
 * compiler must perform on every trip round the loop; and a loop that performs
 * a volatile access has an effect, so it cannot be computed away.
 *
 * Litmus test: none, for the hazard is in the loop, and a litmus test has no
 * loops ("do", "for", "while" and "goto" are not supported:
 * tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

int ready;		/* set by another CPU when it is done */

int plain_poll(void)
{
	unsigned int timeout = 1000000;

	while (!ready)
		if (--timeout == 0)
			return -1;	/* timed out */
	return 0;
}

int once_poll(void)
{
	unsigned int timeout = 1000000;

	while (!READ_ONCE(ready))
		if (--timeout == 0)
			return -1;	/* timed out */
	return 0;
}

/* How tools/oncelab trace calls the functions: ready set first: both polls return 0 at once. */
/* trace: ready = 1; @(); */
