/*
 * A store to a bitfield rewrites whatever else shares the word it is stored with.
 *
 * No CPU can store one bit: setting a bitfield is a read-modify-write of a byte or a word around it,
 * and whatever else that byte or word holds is written back with the value read. If another CPU
 * changed it in between, under a lock this CPU does not hold, its update is lost. In 2013 that
 * neighbour was a spinlock: in af_unix, unix_gc() set `u->gc_candidate = 1; u->gc_maybe_cycle = 1;`
 * under unix_gc_lock, and GCC before 4.8 on ppc64 did it with a 64-bit load and store of the word
 * that also held u->lock; a CPU that took or released u->lock in between had its store undone, and
 * CPUs then spun for ever on a lock no one held (Eric Dumazet, "[net-next] af_unix: fix a fatal race
 * with bit fields", 2013-05-01, http://patchwork.ozlabs.org/patch/240714/, commit 60bc851ae59b in
 * Linux 3.10; the compiler's side is GCC bug 52080, https://gcc.gnu.org/bugzilla/show_bug.cgi?id=52080,
 * which the commit says was fixed in GCC 4.8.0: since then a bitfield store stays within the bytes of
 * its run of bitfields, C11's "memory location").
 * Documentation/memory-barriers.txt (GUARANTEES) says the same of bitfields in general: "These
 * guarantees do not apply to bitfields, because compilers often generate code to modify these using
 * non-atomic read-modify-write sequences."
 *
 * The fix, the kernel's: the flags leave the bitfield for a word of their own, unsigned long gc_flags
 * (set with __set_bit under unix_gc_lock), so no store of them reaches the lock. once_mark() writes
 * that word whole, with WRITE_ONCE: both bits are set here, so its value is known and one store of
 * the word does it. The fix is the layout; WRITE_ONCE only says that the store is one store of the
 * whole word. (ONCE on a bitfield cannot be written at all: a bitfield has no address.)
 *
 * What oncelab finds: no compiler here stores to the lock (the 2013 form is not seen with these
 * compilers; the checks are proven on hand-broken fixtures): everywhere but Alpha the bits are set by a load and a store of their own byte. Alpha without
 * byte stores (GCC 12 for alpha-linux-gnu defaults to EV4, -mbwx off) sets them with a 32-bit ldl/stl of the word at
 * the bits, which also holds recursion_level, the byte beside them: a store of recursion_level made
 * meanwhile by another CPU is lost, the 2013 bug one field over.
 *
 * No litmus test captures this: herd7 "understands only int and pointer types" (no bitfields, characters
 * or structures), and "multiple access sizes for a single variable are not supported, and neither are
 * misaligned or partially overlapping accesses" (tools/memory-model/Documentation/litmus-tests.txt,
 * LIMITATIONS); a lost update by a wider store is what the compiler emits, not an ordering.
 */
#include "once.h"

/* include/net/af_unix.h before 3.10 (spinlock_t reduced to its 32-bit word): the two flag bits
 * share a 32-bit unit with recursion_level, and, for a 64-bit load, a doubleword with the lock. */
struct unix_sock_2013 {
	unsigned int lock;			/* spinlock_t: taken and released by other CPUs */
	unsigned int gc_candidate : 1;		/* set by the garbage collector, under unix_gc_lock */
	unsigned int gc_maybe_cycle : 1;
	unsigned char recursion_level;		/* set by whoever holds lock */
};

/* include/net/af_unix.h from 3.10: the flags in a word of their own. */
#define UNIX_GC_CANDIDATE	0
#define UNIX_GC_MAYBE_CYCLE	1
struct unix_sock {
	unsigned int lock;
	unsigned char recursion_level;
	unsigned long gc_flags;
};

void plain_mark(struct unix_sock_2013 *u)
{
	u->gc_candidate = 1;
	u->gc_maybe_cycle = 1;
}

void once_mark(struct unix_sock *u)
{
	WRITE_ONCE(u->gc_flags, (1UL << UNIX_GC_CANDIDATE) | (1UL << UNIX_GC_MAYBE_CYCLE));
}

/* How tools/oncelab trace calls the functions: one buffer for both layouts (plain_mark's and once_mark's structs differ). */
/* trace: @((void *)oncelab_sock); */
/* trace-define: unsigned long oncelab_sock[4]; */
