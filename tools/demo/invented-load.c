/*
 * Runtime demo of cases/reload/invented-load.c, the ACCESS_ONCE() article's second hazard: the other thread
 * flips hash_seed from one seed to the other and back; each trial hashes one key with plain_hash() or
 * once_hash(). The source reads hash_seed once a call, so every hash is the key's hash under one seed or
 * under the other; the event is a hash that is neither: the call read hash_seed more than once (GCC's 8
 * reads on x86 and s390x) and got both seeds. The seed is flipped by a timer (race.h, PREEMPT_TRIALS), as
 * an interrupt that re-seeds the table would, so that it changes within a call on every target, however
 * fast the call. Built per config by tools/lab/demo/demos.py.
 */
#define PREEMPT_TRIALS

#include "../../cases/reload/invented-load.c"
#include "race.h"

#define SEED_A 0x9e3779b9u
#define SEED_B 0x7f4a7c15u

/* Called through a volatile pointer, so that the compiler cannot inline the case's function into the driver
 * or specialise it for it: the code that runs is the code the checks read. */
static u32 (*volatile hash)(const u32 key[16]);
static u32 key[16] = { 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597 };
static u32 under_a, under_b;	/* the key's hash under each seed, with no one else writing */

static void prepare(int once)
{
	hash = once ? once_hash : plain_hash;
	WRITE_ONCE(hash_seed, SEED_A);
	under_a = hash(key);
	WRITE_ONCE(hash_seed, SEED_B);
	under_b = hash(key);
}

/* One seed, then the other, a step each. */
static void other_step(void)
{
	WRITE_ONCE(hash_seed, READ_ONCE(hash_seed) == SEED_A ? SEED_B : SEED_A);
}

static int trial(void)
{
	u32 h = hash(key);

	return h != under_a && h != under_b;
}
