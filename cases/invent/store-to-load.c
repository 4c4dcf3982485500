/*
 * A store that the compiler might turn into a load, a compare and a conditional store.
 *
 * plain_drain() handles the rarely pending work item, then clears pending with a plain store. A
 * compiler that believes pending is almost always NULL already (the unlikely() hint says so, and
 * profile feedback might) could emit `if (pending != NULL) pending = NULL;` instead, to save a
 * store: a load the source does not have, racing with other CPUs' stores to pending, and a store
 * that may not happen. A write barrier or a release meant to order the store then orders nothing:
 * smp_wmb() does not order loads, and a store that is skipped is not ordered at all.
 *
 * From "Who's afraid of a big bad optimizing compiler?" (Jade Alglave, Will Deacon, Boqun Feng,
 * David Howells, Daniel Lustig, Luc Maranget, Paul E. McKenney, Andrea Parri, Nicholas Piggin, Alan
 * Stern, Akira Yokosawa, Peter Zijlstra; LWN, 2019-07-15, https://lwn.net/Articles/793253/), its
 * "Store-to-load transformations", whose listing this is, with do_something_with() written out:
 * "one could imagine a (perhaps buggy) compiler choosing to remember the hint". The Linux-kernel
 * memory model allows for it in "Explanation of the Linux-Kernel Memory Consistency Model" (Alan
 * Stern, October 2017, tools/memory-model/Documentation/explanation.txt,
 * https://github.com/torvalds/linux/blob/master/tools/memory-model/Documentation/explanation.txt),
 * "PLAIN ACCESSES AND DATA RACES": `x = 1` may become `if (x != 1) x = 1`, so a plain store must be
 * bounded as a read as well as a write, although "we don't know of any examples where a compiler
 * has augmented a store with a load in this fashion". No litmus test shows it: herd7 runs the
 * source's accesses as written, and the model accounts for the transformation only in its
 * data-race rules. Not seen with these compilers: every config stores pending unconditionally, and
 * loads it only where the source reads it; the hand-broken fixtures show that the checks would catch
 * the load if a compiler added one. The fix, from the article: READ_ONCE(pending) and
 * WRITE_ONCE(pending, NULL), a volatile store, which the compiler must perform as written, with no
 * load added.
 */
#include "once.h"

/* include/linux/compiler.h: the branch is expected not to be taken. */
#define unlikely(x) __builtin_expect(!!(x), 0)

struct work { int done; };

struct work *pending;		/* set by another CPU when it hands work over; usually NULL */

void plain_drain(void)
{
	struct work *r1 = pending;

	if (unlikely(r1)) {
		r1->done = 1;		/* do_something_with(r1) */
		smp_wmb();
	}
	barrier();
	pending = 0;
}

void once_drain(void)
{
	struct work *r1 = READ_ONCE(pending);

	if (unlikely(r1)) {
		r1->done = 1;		/* do_something_with(r1) */
		smp_wmb();
	}
	WRITE_ONCE(pending, 0);
}

/* How tools/oncelab trace calls the functions: work pending: both of the branches' stores run. */
/* trace: pending = &oncelab_work; @(); */
/* trace-define: struct work oncelab_work; */
