/*
 * A plain store next to a WRITE_ONCE(): the compiler may put it on the other side.
 *
 * WRITE_ONCE(ready, 1) is a volatile store, and the compiler keeps volatile accesses in
 * order only among themselves: the plain store to data before it is free to move past it.
 * GCC's instruction scheduler (-O2, -O3; -Os on x86, aarch64, arm and s390x) fills the wait for the
 * load and the multiply with the store to ready, and stores data after it; Clang on arm
 * stores ready first at every level from -O1. A reader that sees ready == 1 may then read the
 * old data, on any CPU, x86 included.
 *
 * Documentation/memory-barriers.txt, COMPILER BARRIER: READ_ONCE() and WRITE_ONCE() "can be
 * thought of as weak forms of barrier() that affect only the specific accesses flagged by
 * the READ_ONCE() or WRITE_ONCE()"; include/asm-generic/rwonce.h makes them volatile
 * accesses, and nothing more.
 *
 * The fix for the compiler: barrier() between the two stores. Its "memory" clobber says the
 * asm may read any memory, so the store to data must be done before it and the store to
 * ready after. It emits no instruction: a weakly ordered CPU may still reorder the two
 * stores, which smp_wmb() forbids (publish/init-then-publish.c); here the point is the
 * compiler's order alone.
 *
 * Litmus test: MP+poonceonces (tools/memory-model/litmus-tests/ in the kernel): the model lets the
 * reader see ready set and the old data (Result: Sometimes), barrier() or not, for it models the
 * CPU, which needs smp_wmb() (MP+fencewmbonceonce+fencermbonceonce: Never), and not the compiler's
 * reordering, which barrier() stops.
 */
#include "once.h"

int data;		/* the message */
int ready;		/* the flag that says it is there */

void plain_send(const int *in, int k)
{
	data = *in * k + 1;
	WRITE_ONCE(ready, 1);
}

void once_send(const int *in, int k)
{
	data = *in * k + 1;
	barrier();
	WRITE_ONCE(ready, 1);
}

/* trace: @(&oncelab_in, 2); */
/* trace-define: int oncelab_in = 3; */
/* trace-plain: data [arg0] */
