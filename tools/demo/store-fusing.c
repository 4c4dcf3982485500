/*
 * Runtime demo of cases/fuse/store-fusing.c: the other thread calls plain_pulse() or once_pulse() again and
 * again (busy = 1; busy = 0); each trial reads busy, and the event is busy seen set. Where the compiler
 * deleted busy = 1 as a dead store, no read can ever see it: zero, whatever the timing. The two stores are
 * a few cycles apart: the trials preempt the pulses (race.h, PREEMPT_OTHER), as an interrupt between the
 * stores would. Built per config by tools/lab/demo/demos.py.
 */
#define PREEMPT_OTHER

#include "../../cases/fuse/store-fusing.c"
#include "race.h"

/* Called through a volatile pointer, so that the stores stay the function's own and out of the loop. */
static void (*volatile pulse)(void);

static void prepare(int once) { pulse = once ? once_pulse : plain_pulse; }
static void other_step(void) { pulse(); }
static int trial(void) { return READ_ONCE(busy) == 1; }
