/*
 * A store in a loop, sunk out of it: the progress counter jumps from 0 to done.
 *
 * plain_work() runs n steps of a computation and, after each, records in
 * progress how many it has done, for another CPU to watch. Nothing in the loop
 * reads progress, so a compiler that assumes one thread of execution keeps the
 * count in a register and stores it once, after the loop (GCC's loop store
 * motion, LLVM's LICM): the watcher sees no progress until all of it is done.
 * GCC with -fallow-store-data-races, at -Os, goes further: it reads progress
 * before the loop and writes it back after, even when the loop does not run.
 *
 * The kernel's include/asm-generic/rwonce.h says what WRITE_ONCE() is for:
 * "Prevent the compiler from merging or refetching reads or writes."
 * (Documentation/memory-barriers.txt, COMPILER BARRIER, lists the same freedoms
 * of the compiler for plain accesses.) The fix: WRITE_ONCE(progress, i + 1)
 * is a volatile store, which the compiler must perform on every iteration, as
 * the source does. (The pragma only stops the compiler unrolling the loop, so
 * that the listing shows one store per iteration; it does not change what is
 * stored, or when.)
 *
 * Litmus test: none, for the stores are made in a loop, and a litmus test has
 * no loops ("do", "for", "while" and "goto" are not supported:
 * tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

int progress;	/* another CPU reads it: how many steps are done */

unsigned int plain_work(int n)
{
	unsigned int x = 1;
#pragma GCC unroll 1
	for (int i = 0; i < n; i++) {
		x = x * 1103515245u + 12345u;	/* one step of the work */
		progress = i + 1;
	}
	return x;
}

unsigned int once_work(int n)
{
	unsigned int x = 1;
#pragma GCC unroll 1
	for (int i = 0; i < n; i++) {
		x = x * 1103515245u + 12345u;	/* one step of the work */
		WRITE_ONCE(progress, i + 1);
	}
	return x;
}

/* How tools/oncelab trace calls the functions: three trips. */
/* trace: @(3); */
