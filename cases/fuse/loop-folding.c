/*
 * A loop of reads that the compiler folds into one read.
 *
 * plain_sum() adds up samples of ticks, a value another CPU keeps changing,
 * until the total reaches limit. Nothing in the loop writes ticks, so in the
 * compiler's eyes every iteration reads the same value: it reads ticks once,
 * before the loop, and adds that one value over and over (clang-19 even drops
 * the loop, working out with a division how often it would have run). The
 * samples are one sample, many times over.
 *
 * From the kernel's Documentation/memory-barriers.txt, "COMPILER BARRIER": "The
 * compiler is within its rights to merge successive loads from the same
 * variable", there for the loop `while (tmp = a) do_something_with(tmp);`,
 * whose successive iterations' loads become one. The fix, READ_ONCE() (its
 * comment in include/asm-generic/rwonce.h: "Prevent the compiler from merging
 * or refetching reads"): a volatile load, which the compiler must perform on
 * every iteration, as the source does.
 *
 * Litmus test: none, for the samples are taken in a loop, and a litmus test has
 * no loops ("do", "for", "while" and "goto" are not supported:
 * tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

int ticks;		/* advanced by another CPU's timer interrupt */

int plain_sum(int limit)
{
	int sum = 0;

	do
		sum += ticks;
	while (sum < limit);
	return sum;
}

int once_sum(int limit)
{
	int sum = 0;

	do
		sum += READ_ONCE(ticks);
	while (sum < limit);
	return sum;
}

/* How tools/oncelab trace calls the functions: ticks 1 and a limit of 3: three trips. */
/* trace: ticks = 1; @(3); */
