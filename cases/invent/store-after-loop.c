/*
 * A volatile store made once more, after the loop: a compiler bug.
 *
 * plain_tick() counts ticks down by one on each trip round a loop that runs
 * twice (n = 19, then 13). Its accesses are plain, so the compiler may do the
 * sum itself: it loads ticks once, and stores it once, two less (or, at -O0,
 * loads and stores it on each trip). Another CPU that counts ticks down
 * meanwhile has its decrement overwritten, and no one sees the count pass
 * through the value between.
 *
 * once_tick() makes each decrement a READ_ONCE() and a WRITE_ONCE(): volatile
 * accesses, which are observable behaviour (C11 5.1.2.3p6) and which the
 * compiler must perform exactly as the source does, two loads and two stores,
 * load, store, load, store. WRITE_ONCE() promises one store per call
 * (include/asm-generic/rwonce.h: "Prevent the compiler from merging or
 * refetching reads or writes").
 *
 * GCC 11.3.0 and 12.2.0 (Debian's, every target they build for) get it wrong
 * at -O1, -O2 and -O3: once_tick's loop is unrolled, its two decrements made
 * as written, and then ticks is stored a third time, after the loop, with the
 * value the second store wrote: on x86_64 at -O1, load/sub/store,
 * load/sub/store, `movl $0, seen`, and a third `movq %rax, ticks(%rip)`. It is
 * GCC's loop invariant motion (its store motion, which must leave a volatile
 * alone): -fno-tree-loop-im ends it. The third store writes over whatever
 * another CPU stored between, as plain_tick's single store does; to a device
 * register, it is one write more than the driver made. -O0 and -Os are right,
 * and so is every Clang (it makes exactly two stores, or keeps the loop).
 *
 * Found by tools/oncelab fuzz, in the manner of Eide and Regehr, "Volatiles
 * Are Miscompiled, and What to Do about It" (EMSOFT 2008): a Csmith program
 * (small seed 28) whose volatile accesses under qemu at gcc-12/sh4/O1 were not
 * those of its -O0 build, reduced by C-Vise to this loop. To see it:
 *	tools/oncelab asm cases/invent/store-after-loop.c --config gcc-12/x86_64/O1
 *
 * Litmus test: none, for the bug is in a loop, and a litmus test has none
 * (tools/memory-model/Documentation/litmus-tests.txt); the model takes the
 * compiler to leave marked accesses alone, which here it does not.
 */
#include "once.h"

int n, seen;
unsigned long ticks;	/* counted down here, and by other CPUs */

/* trace: @(); */
/* trace-plain: n seen */

void plain_tick(void)
{
	for (n = 19; n > 11; n -= 6) {
		seen = 0;
		ticks--;
	}
}

void once_tick(void)
{
	for (n = 19; n > 11; n -= 6) {
		seen = 0;
		WRITE_ONCE(ticks, READ_ONCE(ticks) - 1);
	}
}
