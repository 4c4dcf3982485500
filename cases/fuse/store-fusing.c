/*
 * Two stores to one variable, and only the second one happens.
 *
 * plain_pulse() sets busy, then clears it: a CPU that watches busy is meant to
 * see the pulse. Nothing in between reads busy, so a compiler that assumes one
 * thread of execution sees that the first store is overwritten before anyone
 * could look at it: it is a dead store, and it deletes it. Only busy = 0 is
 * left; the watcher can never see busy set.
 *
 * The kernel's include/asm-generic/rwonce.h says what WRITE_ONCE() is for:
 * "Prevent the compiler from merging or refetching reads or writes."
 * (Documentation/memory-barriers.txt, COMPILER BARRIER, lists the same freedoms
 * of the compiler for plain accesses.) The fix: WRITE_ONCE(busy, ...) is a
 * volatile store, and the compiler must perform every volatile store the
 * source performs, in the source's order: busy = 1, then busy = 0. (Whether
 * the watcher then sees the pulse is a matter of timing; with plain stores it
 * cannot, ever.)
 *
 * Litmus test: CoWW+poonceonce (tools/memory-model/litmus-tests/ in the
 * kernel), two WRITE_ONCE()s to one variable: the model never leaves the first
 * one last (Result: Never), but lets a watcher miss busy = 1 in any one
 * execution, so what fusing takes away, the chance to see it, no litmus test
 * can ask for.
 */
#include "once.h"

int busy;	/* another CPU polls it: non-zero while this CPU is busy */

void plain_pulse(void)
{
	busy = 1;
	busy = 0;
}

void once_pulse(void)
{
	WRITE_ONCE(busy, 1);
	WRITE_ONCE(busy, 0);
}

/* trace: @(); */
