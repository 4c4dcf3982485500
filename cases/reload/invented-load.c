/*
 * A local copy that the compiler does not keep: it reads the global again.
 *
 * plain_hash() copies hash_seed into seed once, and uses seed on the way into
 * the rounds and again on the way out. The rounds keep sixteen words live, more
 * than x86 has registers, so something must leave the register set. GCC picks
 * seed, and does not spill it to the stack: nothing in the function stores to
 * memory, so it takes seed to be equivalent to hash_seed itself and reads
 * hash_seed again wherever it needs seed (eight reads; the source has one). If
 * another CPU changes the seed meanwhile, the result is the key's hash under
 * neither the old seed nor the new: the lookup searches the wrong bucket.
 *
 * This is the second hazard of Jonathan Corbet's article "ACCESS_ONCE()" (LWN,
 * 2012-08-01, https://lwn.net/Articles/508991/): "Specific values may be pushed
 * out of the register set, then pulled back in later. Should that
 * happen to the mutex code above, the result could be multiple references to
 * lock->owner." The kernel reads a seed that sysctl may change at any time so, in
 * include/net/ip_fib.h, fib_multipath_hash_from_keys():
 *	mp_seed = READ_ONCE(net->ipv4.sysctl_fib_multipath_hash_seed).mp_seed;
 * The fix: READ_ONCE(hash_seed) is one volatile load, which the compiler must
 * perform exactly once; memory that may change behind its back is no stand-in
 * for seed, so under pressure seed goes to the stack, where no other CPU writes.
 *
 * Litmus test: C-repload in https://github.com/paulmckrcu/litmus (manual/plain/):
 * one plain load stored to two places may give them two values, and the model
 * flags the load's race with the writer's WRITE_ONCE() as a data race (Result:
 * Sometimes DATARACE).
 */
#include "once.h"

/* As the kernel's: the read of hash_seed and the uses of seed are one function. */
#define __always_inline inline __attribute__((__always_inline__))

typedef unsigned int u32;

u32 hash_seed;		/* another CPU may re-seed the table at any time */

static __always_inline u32 rol32(u32 word, unsigned int shift)
{
	return (word << shift) | (word >> (32 - shift));
}

/* ChaCha's quarter round: add, xor, rotate. */
#define QUARTERROUND(a, b, c, d) do {					\
	a += b; d = rol32(d ^ a, 16); c += d; b = rol32(b ^ c, 12);	\
	a += b; d = rol32(d ^ a, 8);  c += d; b = rol32(b ^ c, 7);	\
} while (0)

/* A 16-word key hashed under seed: ChaCha's rounds, the seed on both sides. */
static __always_inline u32 hash_key(const u32 key[16], u32 seed)
{
	u32 x0 = key[0] ^ seed, x1 = key[1] ^ seed, x2 = key[2] ^ seed, x3 = key[3] ^ seed;
	u32 x4 = key[4], x5 = key[5], x6 = key[6], x7 = key[7];
	u32 x8 = key[8], x9 = key[9], x10 = key[10], x11 = key[11];
	u32 x12 = key[12], x13 = key[13], x14 = key[14], x15 = key[15];

	/* Two double rounds: the columns, then the diagonals. */
	QUARTERROUND(x0, x4, x8, x12); QUARTERROUND(x1, x5, x9, x13);
	QUARTERROUND(x2, x6, x10, x14); QUARTERROUND(x3, x7, x11, x15);
	QUARTERROUND(x0, x5, x10, x15); QUARTERROUND(x1, x6, x11, x12);
	QUARTERROUND(x2, x7, x8, x13); QUARTERROUND(x3, x4, x9, x14);
	QUARTERROUND(x0, x4, x8, x12); QUARTERROUND(x1, x5, x9, x13);
	QUARTERROUND(x2, x6, x10, x14); QUARTERROUND(x3, x7, x11, x15);
	QUARTERROUND(x0, x5, x10, x15); QUARTERROUND(x1, x6, x11, x12);
	QUARTERROUND(x2, x7, x8, x13); QUARTERROUND(x3, x4, x9, x14);

	/* The seed again on the way out, so that the rounds cannot be run back. */
	x0 ^= seed; x1 ^= seed; x2 ^= seed; x3 ^= seed;
	return x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 +
	       x8 + x9 + x10 + x11 + x12 + x13 + x14 + x15;
}

u32 plain_hash(const u32 key[16])
{
	return hash_key(key, hash_seed);
}

u32 once_hash(const u32 key[16])
{
	return hash_key(key, READ_ONCE(hash_seed));
}

/* trace: hash_seed = 7; @(oncelab_key); */
/* trace-define: unsigned int oncelab_key[16]; */
/* trace-plain: [arg0] */
