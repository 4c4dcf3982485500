/*
 * Two reads of one variable, the second through a pointer: the compiler may do them in the other order.
 *
 * plain_copy() reads x, then reads it again through p (its caller passes &x), and stores the two
 * values into a[0] and a[1]. Where the compiler sees that both reads are of x, it merges them
 * (fuse/load-fusing.c); here it cannot tell that p points at x, and the two plain loads, with no
 * store between them, are free to swap: *p is then loaded first (GCC from -O1 on x86_64, arm64, arm,
 * s390x and Alpha, at -O1 to -O3 on riscv64, at -O1 only on i386 and ppc64le; Clang from -O1 on arm,
 * arm64 and ppc64le), and when another CPU changes x between the two loads, a[1] gets an older value
 * than a[0]: time runs backwards for whoever reads a[].
 *
 * From the kernel's Documentation/memory-barriers.txt (David Howells, Paul E. McKenney et al.),
 * "COMPILER BARRIER" (https://www.kernel.org/doc/Documentation/memory-barriers.txt): "The compiler is
 * within its rights to reorder loads and stores to the same variable, and in some cases, the CPU is
 * within its rights to reorder loads to the same variable. This means that the following code:
 *	a[0] = x;
 *	a[1] = x;
 * Might result in an older value of x stored in a[1] than in a[0]. Prevent both the compiler and
 * the CPU from doing this as follows:
 *	a[0] = READ_ONCE(x);
 *	a[1] = READ_ONCE(x);
 * In short, READ_ONCE() and WRITE_ONCE() provide cache coherence for accesses from multiple CPUs to a
 * single variable."
 *
 * The Linux-kernel memory model's litmus test for it is CoRR+poonceonce+Once
 * (tools/memory-model/litmus-tests/): one CPU does WRITE_ONCE(*x, 1), another does two READ_ONCE(*x),
 * and the outcome r0 == 1, r1 == 0 (the second read older than the first) is "Never": read-read
 * coherence holds for marked accesses, not for plain ones. The fix, as the document says: both reads
 * READ_ONCE(), two volatile loads, which the compiler must perform in the order the source has
 * them; the CPU then keeps them in order itself (read-read coherence, which the model's test
 * assumes of every CPU the kernel runs on).
 */
#include "once.h"

int x;			/* changed by another CPU */
int a[2];		/* two samples of x, in the order they were taken */

void plain_copy(int *p)		/* p == &x */
{
	int first = x;
	int second = *p;

	a[0] = first;
	a[1] = second;
}

void once_copy(int *p)		/* p == &x */
{
	int first = READ_ONCE(x);
	int second = READ_ONCE(*p);

	a[0] = first;
	a[1] = second;
}

/* trace: @(&oncelab_y); */
/* trace-define: int oncelab_y = 4; */
/* trace-plain: a */
