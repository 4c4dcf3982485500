/*
 * Runtime demo of cases/fuse/store-sinking.c: the other thread calls plain_work(STEPS) or once_work(STEPS)
 * again and again, each call storing progress after every step (1, 2, ..., STEPS); each trial reads progress,
 * and the event is progress seen midway, between 0 and STEPS. Where the compiler sank the store out of the
 * loop, progress is only ever 0 or STEPS: zero events, whatever the timing. Built per config by
 * tools/lab/demo/demos.py.
 */
#include "../../cases/fuse/store-sinking.c"
#include "race.h"

#define STEPS 100000

/* Called through a volatile pointer, so that the compiler cannot specialise the case's function for STEPS. */
static unsigned int (*volatile work)(int n);

static void prepare(int once) { work = once ? once_work : plain_work; }
static void other_step(void) { work(STEPS); }

static int trial(void)
{
	int seen = READ_ONCE(progress);

	return seen > 0 && seen < STEPS;
}
