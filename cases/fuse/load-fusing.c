/*
 * Two reads of a variable that the compiler makes one.
 *
 * plain_sample() reads ticks twice, to record two samples of a clock that
 * another CPU advances. Between the reads there is only a store to seen[0],
 * which in the compiler's eyes cannot change ticks; so it may merge the two
 * loads into one, and seen[1] is always seen[0]: whoever compares them to see
 * the clock move never sees it move.
 *
 * From the kernel's Documentation/memory-barriers.txt, "COMPILER BARRIER": its
 * example of two loads of one variable (there, of their reordering), here with
 * names,
 *	a[0] = x;			a[0] = READ_ONCE(x);
 *	a[1] = x;			a[1] = READ_ONCE(x);
 * and its next point: "The compiler is within its rights to merge successive
 * loads from the same variable." The fix, READ_ONCE() (its comment in
 * include/asm-generic/rwonce.h: "Prevent the compiler from merging or
 * refetching reads or writes"): each is a volatile load, which the compiler
 * must perform as often as the source does, so ticks is read twice.
 *
 * Litmus test: CoRR+poonceonce+Once (tools/memory-model/litmus-tests/ in the
 * kernel), two READ_ONCE()s of one variable: the model forbids the second
 * returning an older value than the first (Result: Never), but allows both to
 * return the same one, so what fusing takes away, the chance to see ticks move,
 * is no one execution's outcome, and no litmus test can ask for it.
 */
#include "once.h"

int ticks;		/* advanced by another CPU's timer interrupt */
int seen[2];

/* How tools/oncelab trace calls plain_sample and once_sample. */
/* trace: @(); */

void plain_sample(void)
{
	seen[0] = ticks;
	seen[1] = ticks;
}

void once_sample(void)
{
	seen[0] = READ_ONCE(ticks);
	seen[1] = READ_ONCE(ticks);
}

/* trace-plain: seen */
