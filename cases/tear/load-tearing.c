/*
 * One load of a word, split by the compiler into two loads of half a word.
 *
 * A ticket lock in one word: the low half is the ticket now served, the high
 * half the next ticket to hand out; the lock is free when the two are equal.
 * plain_is_locked() reads the word into v once and compares v's halves. The
 * compiler sees that only the halves are used and loads each half on its own
 * (GCC on x86: a load of the low half, then a compare with the high half in
 * memory; Clang on arm64: ldp of two 32-bit halves). Between the two loads
 * another CPU may take or release the lock: the halves then come from two
 * different values of the word, and the answer is that of neither.
 *
 * This is "load tearing", in the kernel's Documentation/memory-barriers.txt
 * (COMPILER BARRIER): "For aligned memory locations whose size allows them to
 * be accessed with a single memory-reference instruction, [READ_ONCE() and
 * WRITE_ONCE()] prevent "load tearing" and "store tearing," in which a single
 * large access is replaced by multiple smaller accesses." The kernel's ticket
 * lock, include/asm-generic/ticket_spinlock.h, reads its word just so:
 *	arch_spinlock_t val = READ_ONCE(*lock);
 *	return !ticket_spin_value_unlocked(val);
 * The fix: READ_ONCE(lock) is a volatile load, which the compiler must perform
 * as the one access of the object's full width that the source asks for; the
 * halves are then taken from that one value, in registers.
 *
 * lock is an unsigned long, the native word, for that is all READ_ONCE can
 * promise (on 32-bit targets a 64-bit READ_ONCE is two loads: see
 * store-tearing.c). There the word is 32 bits and its halves 16.
 *
 * Litmus test: C-tearload in https://github.com/paulmckrcu/litmus
 * (manual/plain/): the model flags a plain load racing with stores as a data
 * race, but gives no torn value (Result: Never DATARACE): it has one access
 * size per variable (tools/memory-model/Documentation/litmus-tests.txt:
 * "Multiple access sizes for a single variable are not supported").
 */
#include "once.h"

#if __SIZEOF_LONG__ == 8
typedef unsigned int half_t;
#else
typedef unsigned short half_t;
#endif
#define HALF_BITS (sizeof(half_t) * 8)

unsigned long lock;	/* low half: the ticket served; high half: the next ticket */

int plain_is_locked(void)
{
	unsigned long v = lock;

	return (half_t)v != (half_t)(v >> HALF_BITS);
}

int once_is_locked(void)
{
	unsigned long v = READ_ONCE(lock);

	return (half_t)v != (half_t)(v >> HALF_BITS);
}

/* trace: lock = 1; @(); */
