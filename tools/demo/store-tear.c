/*
 * Runtime demo of store tearing, with the corpus's own stores (cases/tear/store-tearing.c): the other thread
 * alternates WRITE_ONCE(magic, 0) with plain_set() or once_set(), which store a constant with two equal 32-bit
 * halves; each trial reads magic, and the event is a value that is neither: a store split in two halves,
 * caught half done. GCC for aarch64 splits plain_set's store (`stp w0, w0`, or two `str w0`); WRITE_ONCE's
 * volatile store must be one 64-bit store. Only for 64-bit targets: WRITE_ONCE promises an untorn store of a
 * machine word. The halves are stored a cycle apart: the trials preempt the stores (race.h, PREEMPT_OTHER),
 * as an interrupt between them would. Built per config by tools/lab/demo/demos.py.
 */
#define PREEMPT_OTHER

#include "../../cases/tear/store-tearing.c"
#include "race.h"

_Static_assert(sizeof(unsigned long) == 8, "store-tear is a demo for 64-bit targets");

#define SET REPEAT_U32(0x12345678)

/* Called through a volatile pointer, so that the store stays the function's own and out of the loop. */
static void (*volatile set)(void);

static void prepare(int once) { set = once ? once_set : plain_set; }

static void other_step(void)
{
	WRITE_ONCE(magic, 0);
	set();
}

static int trial(void)
{
	unsigned long v = READ_ONCE(magic);

	return v != 0 && v != SET;
}
