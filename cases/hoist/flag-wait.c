/*
 * Waiting for a flag that another CPU sets.
 *
 * Nothing in `while (!flag) ;` writes flag, so a compiler that assumes one
 * thread of execution may read flag once, before the loop, and then spin
 * forever on the value it saw (GCC does, and Clang at -O1). Worse, C11 6.8.5p6
 * lets it assume that a loop with a non-constant condition and no side effects
 * terminates: Clang, from -O2, deletes the loop, and plain_wait returns at
 * once, flag or no flag.
 *
 * This is the simplest form of the hazard in Jonathan Corbet's article
 * "ACCESS_ONCE()" (LWN, 2012-08-01, https://lwn.net/Articles/508991/): "since
 * the code in question does not actually modify
 * lock->owner, it is not necessary to actually fetch its value each time
 * through the loop". The fix: ACCESS_ONCE(flag) is a volatile access, which
 * the compiler must perform every time the source performs it, so flag is
 * loaded on every iteration; and a loop that performs a volatile access has a
 * side effect, so it may not be assumed to terminate.
 *
 * Litmus test: none, for the hazard is the wait loop, and a litmus test has no
 * loops ("do", "for", "while" and "goto" are not supported:
 * tools/memory-model/Documentation/litmus-tests.txt); unrolled, a wait no
 * longer waits.
 */
#include "once.h"

int flag;

/* How tools/oncelab trace calls plain_wait and once_wait: the flag set first, so that either wait returns. */
/* trace: flag = 1; @(); */

void plain_wait(void)
{
	while (!flag)
		;
}

void once_wait(void)
{
	while (!ACCESS_ONCE(flag))
		;
}
