/*
 * Pointer publication, reader side: a lockless page-table walker reads a pmd entry, then loads
 * a pte from the table that entry points to.
 *
 * The walker may run while __pte_alloc() installs a new pte table (publish/init-then-publish.c):
 * it must see the table's initialised contents once it sees the pmd pointing to it. The pmd
 * must be read once (ACCESS_ONCE), and the load through it must not be satisfied before the
 * load of the pmd. Everywhere but Alpha the address dependency itself orders the two loads;
 * Alpha may return a stale pte from its cache even though it loaded the new pmd first.
 *
 * From the seed mail "page-table walkers vs memory order": arch/x86/mm/gup.c got
 *
 *	pmd_t pmd = ACCESS_ONCE(*pmdp);
 *
 * "Here, ACCESS_ONCE() suffices because this is x86-specific code. Core code would need to
 * worry about Alpha, and would thus also need smp_read_barrier_depends()", which the patch's
 * mm/pagewalk.c hunks add as "barrier(); smp_read_barrier_depends();". plain_walk is the gup.c
 * code; once_walk adds those two lines after the load of the pmd, as rcu_dereference() does:
 * an mb on Alpha, which orders the two loads, and no instruction elsewhere. (barrier() also
 * keeps GCC -Os from folding once_walk, elsewhere the same code, into a jump to plain_walk; and,
 * right after the load, it alone pins that load, so without ACCESS_ONCE no config's assembly here
 * would change: in this function the checks guard the barrier, the volatile is belt and braces.)
 * pmd_t is a scalar, as in Alpha's page.h without STRICT_MM_TYPECHECKS (the other form wraps
 * it in a struct); its value here is the address of the pte table.
 */
#include "once.h"

#define PAGE_SHIFT	13
#define PTRS_PER_PTE	1024

typedef unsigned long pte_t;
typedef unsigned long pmd_t;

/* The pte that maps addr, in the table the pmd points to. */
#define pte_offset(pmd, addr) ((pte_t *)(pmd) + (((addr) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1)))

pte_t plain_walk(pmd_t *pmdp, unsigned long addr)
{
	pmd_t pmd = ACCESS_ONCE(*pmdp);

	if (!pmd)
		return 0;
	return *pte_offset(pmd, addr);
}

pte_t once_walk(pmd_t *pmdp, unsigned long addr)
{
	pmd_t pmd = ACCESS_ONCE(*pmdp);

	barrier();
	smp_read_barrier_depends();
	if (!pmd)
		return 0;
	return *pte_offset(pmd, addr);
}
