/*
 * A test the compiler can fold: the control dependency goes with it.
 *
 * q = READ_ONCE(a); if (q % MAX) WRITE_ONCE(b, 1); else WRITE_ONCE(b, 2); orders the load of a before
 * the store of b only if a branch on q is left between them. With MAX 1, q % MAX is 0 whatever q is, so
 * the compiler keeps the load (it is volatile), drops the test and stores 2: GCC at every level, -O0
 * included, Clang from -O1. Nothing then orders the store after the load, and a weakly ordered CPU may
 * make it visible first. (x86 and s390x keep a load before a later store, so there the order survives the
 * fold.)
 *
 * This is "Control dependencies" in tools/memory-model/Documentation/control-dependencies.txt (Paul E.
 * McKenney et al., https://github.com/torvalds/linux/blob/master/tools/memory-model/Documentation/control-dependencies.txt),
 * which gives this very example ("If MAX is compile-time defined to be 1, then the compiler knows that
 * (q % MAX) must be equal to zero ... the CPU is not required to respect the ordering"), and likewise
 * `q || 1 > 0`; Documentation/memory-barriers.txt (David Howells, Paul E. McKenney et al.,
 * https://www.kernel.org/doc/Documentation/memory-barriers.txt) has it too. The memory model's litmus test
 * for the pattern is LB+ctrlonceonce+mbonceonce (tools/memory-model/litmus-tests/): P0 is r0 =
 * READ_ONCE(*x); if (r0) WRITE_ONCE(*y, 1), and the model says Never to both processes reading 1. The
 * model reads the dependency from the source, where `q % MAX` still involves q: it would say Never here
 * too, for code whose compiled form has no dependency left. The document's words for that gap: "Compilers
 * do not understand control dependencies."
 *
 * The fix shown is the document's ("if you need ordering in this example, you must use explicit memory
 * ordering, for example, smp_store_release()"): the store is then ordered after the load whatever the
 * compiler makes of the test, by the release itself (stlr on arm64, a barrier before the store elsewhere,
 * nothing on x86 and s390x, which need none). The other remedy it names, making sure MAX is greater than
 * one (BUILD_BUG_ON(MAX <= 1)), keeps the dependency by keeping the test.
 */
#include "once.h"

#define MAX 1	/* a build-time constant that happens to be 1 here */

int a;		/* another CPU's flag, read first */
int b;		/* our answer, which must not be seen before a was read */

void do_something(void);
void do_something_else(void);

void plain_respond(void)
{
	int q = READ_ONCE(a);

	if (q % MAX) {
		WRITE_ONCE(b, 1);
		do_something();
	} else {
		WRITE_ONCE(b, 2);
		do_something_else();
	}
}

void once_respond(void)
{
	int q = READ_ONCE(a);

	if (q % MAX) {
		smp_store_release(&b, 1);
		do_something();
	} else {
		smp_store_release(&b, 2);
		do_something_else();
	}
}

/* How tools/oncelab trace calls the functions: a set: the q branch; the callees are the driver's, empty, and weak: a definition the compiler may not read into the caller. */
/* trace: a = 1; @(); */
/* trace-define: __attribute__((weak)) void do_something(void) {} __attribute__((weak)) void do_something_else(void) {} */
