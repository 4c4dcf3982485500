/*
 * A load through an index that the compiler might make before it knows the index.
 *
 * plain_current() reads idx, which another CPU sets after filling table[idx], then reads
 * table[idx]: the address depends on the value loaded from idx, and on every CPU but Alpha that
 * dependency orders the two loads. A compiler may guess the index instead (say 1), load table[1]
 * first, and check the guess after: `tmp = table[1]; if (idx != 1) tmp = table[idx];`. Where the
 * guess is right, table[1] was loaded with no dependency on idx, perhaps before idx itself, and may
 * be the entry from before it was filled.
 *
 * From Documentation/memory-barriers.txt (David Howells, Paul E. McKenney et al.), "CPU MEMORY
 * BARRIERS", in its 4.x versions (https://www.kernel.org/doc/Documentation/memory-barriers.txt): "the
 * compiler would be expected to issue the loads in the correct order (eg. `a[b]` would have to load
 * the value of b before loading a[b]), however there is no guarantee in the C specification that the
 * compiler may not speculate the value of b (eg. is equal to 1) and load a before b (eg. tmp = a[1];
 * if (b != 1) tmp = a[b]; ). [...] however the READ_ONCE() macro is a good place to start looking."
 * The Linux-kernel memory model's test of a load ordered by an address dependency on a marked load is
 * MP+onceassign+derefonce (tools/memory-model/litmus-tests/; there through a pointer, here through an
 * index: the same addr dependency): "Never" may the dependent load see the value from before the
 * publication. Not seen with these compilers: with nothing in the source to suggest a value, every
 * config loads idx, then table through the index it gave; the hand-broken fixtures show that the
 * checks would catch the guess. (A comparison of the index with a constant is another matter: there
 * the compiler knows the value instead of guessing it; order/dependency.c shows what it does with a
 * pointer compared so.) The fix: READ_ONCE() of both, two volatile loads, which the compiler may
 * neither reorder nor add to, so no guessed load of table is made.
 */
#include "once.h"

#define ENTRIES 4

int table[ENTRIES];		/* table[idx] is filled in before idx is set */
unsigned int idx;		/* the current entry, set by another CPU */

int plain_current(void)
{
	return table[idx];
}

int once_current(void)
{
	return READ_ONCE(table[READ_ONCE(idx)]);
}

/* trace: idx = 2; @(); */
