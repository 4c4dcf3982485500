/*
 * The same store in both arms of an if: the compiler hoists it above the test.
 *
 * A control dependency orders a load before a later store on every CPU the kernel runs on, because no CPU
 * makes a store visible before it knows that the store's branch is taken: q = READ_ONCE(a); if (q)
 * WRITE_ONCE(b, 1) needs no barrier. But when both arms store the same value, the store does not depend on
 * q at all, and a compiler may store b once, above the test. Clang does, from -O1, on every target it
 * builds for, even with a barrier() at the head of each arm (an empty asm, which the store does not cross:
 * it is merged and hoisted with the store); GCC keeps the store in each arm. Then nothing orders the load
 * of a before the store of b, and a weakly ordered CPU may make the store visible first (on x86 and s390x
 * the CPU keeps a load before a later store anyway).
 *
 * This is "Control dependencies" in tools/memory-model/Documentation/control-dependencies.txt (Paul E.
 * McKenney et al., https://github.com/torvalds/linux/blob/master/tools/memory-model/Documentation/control-dependencies.txt),
 * also "CONTROL DEPENDENCIES" in Documentation/memory-barriers.txt (David Howells, Paul E. McKenney et
 * al., https://www.kernel.org/doc/Documentation/memory-barriers.txt): "current compilers will transform
 * this as follows at high optimization levels: q = READ_ONCE(a); barrier(); WRITE_ONCE(b, 1);", the
 * store marked "BUG: No ordering vs. load from a!!!". The memory model's litmus test for the sound pattern is
 * LB+ctrlonceonce+mbonceonce (tools/memory-model/litmus-tests/): P0 is r0 = READ_ONCE(*x); if (r0)
 * WRITE_ONCE(*y, 1), and the model says Never to both processes reading 1. The model reads dependencies
 * from the source, so it would say the same of identical stores in both arms; the public litmus
 * collection's LB-ctls-sameval-barrier (Paul E. McKenney, https://github.com/paulmckrcu/litmus,
 * manual/deps/) is exactly plain_respond's pattern, marked "Result: Sometimes" because "the compiler can
 * combine the identical writes and the barrier() calls, then hoist them all out of the if statements".
 *
 * The fix shown is the one the document gives: "control-dependency-based ordering is guaranteed only
 * when the stores differ" (WRITE_ONCE(b, 1) in one arm, WRITE_ONCE(b, 2) in the other), so the store
 * cannot be made before the test. (Where the stores must be the same, it asks for smp_store_release() or
 * smp_mb(); and a test the compiler can fold away, or turn into a conditional move, destroys the
 * dependency however the stores differ: order/ctrl-dep-folded.c.)
 */
#include "once.h"

int a;		/* another CPU's flag, read first */
int b;		/* our answer, which must not be seen before a was read */

void do_something(void);
void do_something_else(void);

void plain_respond(void)
{
	int q = READ_ONCE(a);

	if (q) {
		barrier();
		WRITE_ONCE(b, 1);
		do_something();
	} else {
		barrier();
		WRITE_ONCE(b, 1);
		do_something_else();
	}
}

void once_respond(void)
{
	int q = READ_ONCE(a);

	if (q) {
		WRITE_ONCE(b, 1);
		do_something();
	} else {
		WRITE_ONCE(b, 2);
		do_something_else();
	}
}

/* How tools/oncelab trace calls the functions: a set: the q branch; the callees are the driver's, empty, and weak: a definition the compiler may not read into the caller. */
/* trace: a = 1; @(); */
/* trace-define: __attribute__((weak)) void do_something(void) {} __attribute__((weak)) void do_something_else(void) {} */
