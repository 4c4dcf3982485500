/*
 * A store the source makes only sometimes, made on every path.
 *
 * plain_record() stores last_error only when it meets a negative code. A
 * compiler may keep last_error in a register through the loop and store it
 * once, after the loop; if it stores it whatever the loop found, it writes
 * last_error back with its old value where the source writes nothing, and an
 * error that another CPU recorded meanwhile is silently undone.
 *
 * Documentation/memory-barriers.txt (COMPILER BARRIER): "The compiler is
 * within its rights to invent stores to a variable". GCC does it here only
 * when allowed to: -fallow-store-data-races (off unless -Ofast; before GCC 10,
 * --param allow-store-data-races) permits "hoisting or if-conversions that may
 * cause a value that was already in memory to be re-written with that same
 * value". Without it GCC still sinks the store out of the loop, behind a
 * did-we-store flag: no store is invented, but the stores are merged into
 * one, made after the loop (the store-fusing hazard). Clang leaves it alone.
 * The fix: WRITE_ONCE() is a volatile store, which the compiler must perform
 * exactly where, and only where, the source performs it.
 *
 * Litmus test: none, for the store is made in a loop over an array, and a
 * litmus test has neither (tools/memory-model/Documentation/litmus-tests.txt);
 * the nearest, C-tmpstore in https://github.com/paulmckrcu/litmus
 * (manual/plain/), a plain store racing with a READ_ONCE(), the model flags as
 * a data race (Result: Sometimes DATARACE).
 */
#include "once.h"

int last_error;		/* the last error seen; other CPUs record theirs too */

/*
 * codes[] ends with a 0. restrict: it does not overlap last_error (without it a
 * store to last_error might change codes[], and every store stays in place).
 */
void plain_record(const int *restrict codes)
{
	for (; *codes; codes++)
		if (*codes < 0)
			last_error = *codes;
}

void once_record(const int *restrict codes)
{
	for (; *codes; codes++)
		if (*codes < 0)
			WRITE_ONCE(last_error, *codes);
}

/* How tools/oncelab trace calls the functions: one negative code among the three. */
/* trace: @(oncelab_codes); */
/* trace-plain: [arg0] */
/* trace-define: int oncelab_codes[] = { 3, -5, 0 }; */
