/*
 * A pointer compared with a known address: the compiler may load through the address instead.
 *
 * p = READ_ONCE(gp) makes the load of gp one volatile load, but p is then an ordinary value:
 * inside `if (p == &default_obj)` the compiler knows p's value and may load p->x from
 * default_obj's own address (GCC and Clang from -O1, but GCC on riscv64 and alpha only at -O1;
 * Clang on arm, arm64, ppc64le, and clang-19 on riscv64, even loads it before the comparison
 * and selects the result). The address dependency on the load of gp is gone: a weakly ordered
 * CPU may satisfy the load of x before the load of gp, and see default_obj's x from before it
 * was published. Only on x86, which keeps loads in order, is that harmless.
 *
 * Documentation/RCU/rcu_dereference.rst warns of exactly this ("be very careful about comparing
 * pointers obtained from rcu_dereference() against non-NULL values"); it is why
 * arch/arm64/include/asm/rwonce.h makes READ_ONCE() an acquire load under LTO, where the
 * compiler sees more of such comparisons than one file shows it.
 *
 * The fix shown: compare a copy that the compiler cannot see through (OPTIMIZER_HIDE_VAR(), as
 * in include/linux/compiler.h), so the comparison teaches it nothing about p, and p->x stays a
 * load through the pointer loaded from gp. (smp_load_acquire(&gp) orders the loads another way,
 * on the CPU, and leaves the substitution in place; Alpha needs smp_read_barrier_depends() even
 * where the dependency is kept: publish/pmd-walk.c.)
 *
 * Today's kernel, today_get: plain_get with today's READ_ONCE(), which on arm64 built with LTO
 * is an acquire (ldar) and on Alpha ends with an mb: either orders the load of x after the load
 * of gp, whatever address the compiler loads x from; elsewhere it is 2012's, and the hazard
 * stays (cases/once.h, READ_ONCE_TODAY).
 *
 * Litmus test: LB-addr-equals in https://github.com/paulmckrcu/litmus (manual/deps/), this very
 * comparison: the model says Never, for "LKMM does not yet know about this corner case": a compiler
 * that substitutes one pointer for the other (tools/memory-model/Documentation/litmus-tests.txt
 * lists it among the model's limitations).
 */
#include "once.h"

/* include/linux/compiler.h: the asm hands back var in a register, as a value the compiler
 * must not assume anything about. */
#define OPTIMIZER_HIDE_VAR(var) __asm__ ("" : "=r" (var) : "0" (var))

struct obj { int key; int x; };

struct obj *gp;			/* the shared pointer */
struct obj default_obj;		/* what it points to until something else is published */

int plain_get(void)
{
	struct obj *p = READ_ONCE(gp);

	if (p == &default_obj)
		return p->x;
	return -1;
}

int once_get(void)
{
	struct obj *p = READ_ONCE(gp), *q = p;

	OPTIMIZER_HIDE_VAR(q);
	if (q == &default_obj)
		return p->x;
	return -1;
}

/* Today's kernel: plain_get with today's READ_ONCE() (once.h), an acquire on arm64 with LTO, an mb after
 * the load on Alpha, and 2012's volatile load elsewhere. */
int today_get(void)
{
	struct obj *p = READ_ONCE_TODAY(gp);

	if (p == &default_obj)
		return p->x;
	return -1;
}

/* How tools/oncelab trace calls the functions: gp at default_obj: the dependent load runs. */
/* trace: gp = &default_obj; @(); */
/* trace-plain: default_obj */
