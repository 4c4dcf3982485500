/*
 * ACCESS_ONCE() on a struct: is the volatile kept?
 *
 * Where page-table entries are structs (x86's pmd_t wraps a pmdval_t, as this one wraps an
 * unsigned long), ACCESS_ONCE(*pmdp) is a volatile access to a non-scalar type. GCC 4.6
 * and 4.7 could drop the volatile on such an access while splitting the struct into scalars
 * (scalar replacement of aggregates, GCC bug 58145): the load became a plain one, free to be
 * hoisted out of plain_wait's loop, which would then spin forever on the value first seen.
 *
 * The mail thread "[RFC] page-table walkers vs memory order" (Peter Zijlstra and Paul E. McKenney, July 2012,
 * https://lore.kernel.org/lkml/1343064870.26034.23.camel@twins/) adds this very form to arch/x86/mm/gup.c:
 *
 *	pmd_t pmd = ACCESS_ONCE(*pmdp);
 *
 * Christian Borntraeger's series for Linux 3.19 added READ_ONCE() and ASSIGN_ONCE() (now
 * WRITE_ONCE()), which read or write an object of 1, 2, 4 or 8 bytes through a volatile scalar
 * of that size (larger ones by memcpy, with a warning), and converted the users: "access the
 * page table elements with READ_ONCE that does implicit scalar accesses for the gup code".
 * ACCESS_ONCE() was then restricted to scalars, and has since been removed. once_wait does the
 * scalar access by hand: one volatile load of the pmd member.
 *
 * What oncelab finds: every compiler here keeps the volatile on the struct, and in all configs
 * but two plain_wait loads *pmdp on every trip. (Once GCC 4.8 was old enough, READ_ONCE() went
 * back to a volatile cast of the whole object, as ACCESS_ONCE() was.) Clang copies a volatile
 * struct with a memcpy that is volatile at both ends: from -O1 up it keeps a store of each copy
 * to a stack slot that nothing reads; on arm64 at -O0 it emits a call to memcpy, an ordinary
 * function that owes volatile nothing and may read the entry in pieces: there plain_wait fails.
 *
 * Today's READ_ONCE() takes the struct too: compiletime_assert_rwonce_type()
 * (include/asm-generic/rwonce.h) rejects at compile time only a size no single access has, not
 * a type (checks/remedy/nonscalar-today.test).
 *
 * Litmus test: none, for the access is to a struct, and the litmus tests' tool, herd7,
 * "understands only int and pointer types" (tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

typedef struct { unsigned long pmd; } pmd_t;

/* Wait until the pmd entry is populated; return its value. */
unsigned long plain_wait(pmd_t *pmdp)
{
	pmd_t pmd;

	do
		pmd = ACCESS_ONCE(*pmdp);
	while (!pmd.pmd);
	return pmd.pmd;
}

unsigned long once_wait(pmd_t *pmdp)
{
	pmd_t pmd;

	do
		pmd.pmd = READ_ONCE(pmdp->pmd);
	while (!pmd.pmd);
	return pmd.pmd;
}

/* How tools/oncelab trace calls the functions: a pmd already set: one look. */
/* trace: @(&oncelab_pmd); */
/* trace-define: pmd_t oncelab_pmd = { 4 }; */
