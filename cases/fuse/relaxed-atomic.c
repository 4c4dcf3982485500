/*
 * Finite load fusing: a relaxed atomic load in a loop, tested once per several trips.
 *
 * The framing differs from the other cases: here plain_run() does not use a plain access but a relaxed
 * C11 atomic load, __atomic_load_n(&need_to_stop, __ATOMIC_RELAXED), the non-volatile atomic load that
 * is the usual advice against the hoisted flag of hoist/flag-wait; once_run() uses READ_ONCE(). A
 * relaxed load may not be hoisted out of the loop for good (C11 7.17.3 asks that a store become
 * visible to atomic loads "within a reasonable amount of time"), but C11 lets the compiler merge
 * adjacent relaxed loads of one variable into one: nothing in the language forbids unrolling the loop four times and testing the flag once per four
 * trips, so that the loop runs up to three more rounds of work after need_to_stop is set. A volatile
 * load may be neither merged nor dropped: READ_ONCE() is one load on every trip.
 *
 * This is "Finite Load Fusing" in Paul E. McKenney et al., "Who's afraid of a big bad optimizing
 * compiler?" (LWN, 2019-07-15, https://lwn.net/Articles/793253/; its text is in perfbook's
 * toolsoftrade.tex): "In the absence of ordering in do_something_quickly(), the compiler is permitted
 * to do finite load fusing, in this case combining four adjacent non-volatile atomic loads into a
 * single non-volatile atomic load", with the fix "while (!READ_ONCE(need_to_stop))". Here
 * do_something_quickly() is a WRITE_ONCE() of a heartbeat another CPU watches, so each trip's work
 * shows in the assembly as one store, and the compiler sees that it does not store need_to_stop; the
 * loop is the article's, written do-while (work, then the test), so that every compiler lays each trip
 * out in the same order.
 *
 * What oncelab finds: no compiler here fuses relaxed atomic loads: in every config plain_run loads
 * need_to_stop once per store of heartbeat, as once_run does, and where a compiler unrolls the loop
 * (gcc-12 at -O2/-O3 on ppc64le and s390x, Clang at -O2/-O3 on s390x) each copy of the body keeps
 * its load. Finite load fusing is not seen with these compilers; the checks are proven on
 * hand-broken fixtures. Nor does any config merge two back-to-back relaxed loads of one variable in
 * straight-line code (`return load(&x) + load(&x);` is two loads in all 130 configs, measured by
 * hand): the C11 permission goes unused.
 *
 * No litmus test captures this: it is about how often a loop reloads a variable, and in LKMM's litmus
 * language "the "do", "for", and "while" C statements are not supported" (tools/memory-model/
 * Documentation/litmus-tests.txt, LIMITATIONS), so the loop cannot be written. Nor does that language have C11's __atomic builtins, only the
 * kernel's primitives (linux-kernel.def).
 */
#include "once.h"

int need_to_stop;		/* set by another CPU to end the loop */
unsigned long heartbeat;	/* another CPU watches it advance */

/* The loop's work; always inlined, as the kernel's __always_inline, so that it is a store at -O0 too. */
static inline __attribute__((__always_inline__)) void do_something_quickly(unsigned long n)
{
	WRITE_ONCE(heartbeat, n);
}

void plain_run(void)
{
	unsigned long n = 0;

	do
		do_something_quickly(++n);
	while (!__atomic_load_n(&need_to_stop, __ATOMIC_RELAXED));
}

void once_run(void)
{
	unsigned long n = 0;

	do
		do_something_quickly(++n);
	while (!READ_ONCE(need_to_stop));
}

/* How tools/oncelab trace calls the functions: need_to_stop set first: one trip. */
/* trace: need_to_stop = 1; @(); */
