/*
 * Runtime demo of cases/fuse/load-fusing.c: the other thread advances ticks; each trial
 * calls plain_sample() or once_sample(), which read ticks twice (seen[0], seen[1]), and the event is two
 * samples that differ: the clock seen moving between the reads. Where the compiler fused the two loads into
 * one, the samples are one value stored twice: zero events, whatever the timing.
 *
 * Two loads a few cycles apart see one value, however fast another CPU moves the clock: on a real CPU what
 * comes between them is an interrupt. So the clock is a timer's (race.h, PREEMPT_TRIALS): the tick preempts
 * the sampler wherever it is, now and then between the two reads. Built per config by tools/lab/demo/demos.py.
 */
#define PREEMPT_TRIALS

#include "../../cases/fuse/load-fusing.c"
#include "race.h"

/* Called through a volatile pointer, so that the loads stay the function's own. */
static void (*volatile sample)(void);

static void prepare(int once) { sample = once ? once_sample : plain_sample; }
static void other_step(void) { WRITE_ONCE(ticks, READ_ONCE(ticks) + 1); }

static int trial(void)
{
	sample();
	return READ_ONCE(seen[0]) != READ_ONCE(seen[1]);
}
