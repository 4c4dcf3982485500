/*
 * Different stores in the two arms of an if: the compiler selects the value and stores it unconditionally.
 *
 * q = READ_ONCE(a); if (q) WRITE_ONCE(b, 1); else WRITE_ONCE(b, 2); is the form the kernel's documents
 * call safe: with a different store in each arm, the store cannot be hoisted above the test, so the
 * branch on q orders the load of a before the store of b. But each path makes exactly one volatile store
 * to b, so a compiler may compute the value without a branch (cmov, csel/cinc, a subtraction) and make
 * the one store unconditionally: Clang does, from -O1, on every target it builds for. GCC keeps the
 * branch. No branch is left between the load and the store, and a weakly ordered CPU may make the store
 * visible first (x86 and s390x keep a load before a later store).
 *
 * Its source: "Control dependencies" in tools/memory-model/Documentation/control-dependencies.txt (Paul E.
 * McKenney et al., https://github.com/torvalds/linux/blob/master/tools/memory-model/Documentation/control-dependencies.txt)
 * warns that "the compiler might compile the two writes to b as conditional-move instructions", as
 * "fanciful pseudo-assembly", and only of a store after the if; here it is real, and it takes the stores
 * in the arms with it. (Its "guaranteed only when the stores differ" example has a call in each arm,
 * do_something() and do_something_else(), which keeps the branch: order/ctrl-dep-hoist.c.) The memory
 * model's litmus test of the pattern is LB+ctrlonceonce+mbonceonce (tools/memory-model/litmus-tests/):
 * P0 is r0 = READ_ONCE(*x); if (r0) WRITE_ONCE(*y, 1), and the model says Never to both processes
 * reading 1; it reads the dependency from the source, so it says the same of plain_select, whose compiled
 * form has none.
 *
 * The fix shown is the document's ("you must use explicit memory ordering, for example,
 * smp_store_release()"): the store is then ordered after the load however the compiler builds the
 * choice, by the release itself (stlr on arm64, a barrier before the store elsewhere, nothing on x86 and
 * s390x, which need none).
 */
#include "once.h"

int a;		/* another CPU's flag, read first */
int b;		/* our answer, which must not be seen before a was read */

void plain_select(void)
{
	int q = READ_ONCE(a);

	if (q)
		WRITE_ONCE(b, 1);
	else
		WRITE_ONCE(b, 2);
}

void once_select(void)
{
	int q = READ_ONCE(a);

	if (q)
		smp_store_release(&b, 1);
	else
		smp_store_release(&b, 2);
}

/* How tools/oncelab trace calls the functions: a set: the q branch. */
/* trace: a = 1; @(); */
