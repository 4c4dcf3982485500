/*
 * A pointer copied to a local, checked, then used: the compiler may read the global again instead.
 *
 * ptr = global_ptr; if (ptr != NULL && ptr < high_address) do_low(ptr); checks one pointer and passes
 * the same one on. A compiler that takes global_ptr for memory no one else writes may drop the local and
 * read global_ptr at each use (it saves a register where the surrounding code needs many): the NULL
 * check, the bound check and the call may then see three different pointers, and do_low() be handed the
 * NULL that the check rejected. Not seen with these compilers: every config of the matrix reads
 * global_ptr once here (a call between the reads would forbid the reload; in this code there is none).
 *
 * This is the opening example of "Who's afraid of a big bad optimizing compiler?" (Paul E. McKenney et
 * al., LWN, July 2019, https://lwn.net/Articles/793253/), whose text is also "Shared-Variable Shenanigans"
 * in "Is Parallel Programming Hard, And, If So, What Can You Do About It?" (Paul E. McKenney,
 * https://github.com/paulmckrcu/perfbook, toolsoftrade/toolsoftrade.tex): its listing "Living Dangerously
 * Early 1990s Style" shows the transformed code
 * `if (global_ptr != NULL && global_ptr < high_address) do_low(global_ptr);` and the text names the hazard
 * "invented loads"; Documentation/memory-barriers.txt (David Howells, Paul E. McKenney et al.,
 * https://www.kernel.org/doc/Documentation/memory-barriers.txt) says the compiler may reload a variable
 * "in cases where high register pressure prevents the compiler from keeping all data of interest in
 * registers". The litmus test of the pattern is C-repload in the public litmus collection (Paul E.
 * McKenney, https://github.com/paulmckrcu/litmus, manual/plain/C-repload.litmus): r1 = *x, a plain load,
 * used twice, with "Result: Sometimes DATARACE": the model gives the uses of a racy plain load no single
 * value; with READ_ONCE(*x) they see one.
 *
 * The fix, the article's: ptr = READ_ONCE(global_ptr) is one volatile load, which the compiler must
 * perform exactly once; ptr is then a value of its own, kept in a register or on the stack.
 */
#include "once.h"

char *global_ptr;	/* another CPU may set it to NULL, or to another buffer, at any time */
char *high_address;	/* the end of the low region that do_low() handles */

void do_low(char *ptr);

void plain_use(void)
{
	char *ptr = global_ptr;

	if (ptr != 0 && ptr < high_address)
		do_low(ptr);
}

void once_use(void)
{
	char *ptr = READ_ONCE(global_ptr);

	if (ptr != 0 && ptr < high_address)
		do_low(ptr);
}

/* How tools/oncelab trace calls the functions: a pointer below high_address: do_low (the driver's, empty) is called. */
/* trace: global_ptr = oncelab_low; high_address = oncelab_low + 2; @(); */
/* trace-define: char oncelab_low[4]; __attribute__((weak)) void do_low(char *ptr) { (void)ptr; } */
/* trace-plain: high_address */
