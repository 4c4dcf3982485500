/*
 * A switch on a shared value: the bounds check reads it once, the jump table again.
 *
 * A switch over dense cases becomes a jump table: check that the value is in range, then jump through the
 * table at that index. The source reads the value once, and the compiler, taking it for a value no one else
 * changes, may read memory once for the check and again for the index. GCC does, on x86 (cmp with the
 * memory operand, then a fresh mov), on riscv64 (lw, then lwu to have it zero-extended) and on Alpha at
 * -O1; Clang never does. If another CPU (or a guest, across a shared ring) changes the value between the
 * two reads, the check passes on one value and the table is indexed with another: a jump to an address read
 * from beyond the table.
 *
 * This is the double fetch of Xen Security Advisory 155 ("paravirtualized drivers incautious about
 * shared memory contents", CVE-2015-8550, 2015-12-17, https://xenbits.xen.org/xsa/advisory-155.html):
 * a backend's switch on a request field in a ring its guest can write, compiled into two fetches; its
 * Linux fixes read each such field once (for one, "xen-blkback: only read request operation from shared
 * ring once", Roger Pau Monne, 2015). Documentation/memory-barriers.txt (David Howells, Paul E. McKenney
 * et al., https://www.kernel.org/doc/Documentation/memory-barriers.txt) says the compiler may reload a
 * variable, and "Use READ_ONCE() to prevent invented loads". The litmus test of the pattern is C-repload
 * in the public litmus collection (Paul E. McKenney, https://github.com/paulmckrcu/litmus,
 * manual/plain/C-repload.litmus): r1 = *x, a plain load, used twice, with "Result: Sometimes DATARACE"
 * (the two uses may see two values: the plain load is a data race, so the model gives its uses no single
 * value); with READ_ONCE(*x) the two uses see one value.
 *
 * The fix: switch (READ_ONCE(operation)) is one volatile load, which the compiler must perform exactly
 * once; the check and the index then use the one value read.
 */
#include "once.h"

int operation;		/* the request's operation, written by the other side of the ring */

int op_read(void);
int op_write(void);
int op_flush(void);
int op_discard(void);
int op_trim(void);
int op_barrier(void);

int plain_dispatch(void)
{
	switch (operation) {
	case 0: return op_read();
	case 1: return op_write();
	case 2: return op_flush();
	case 3: return op_discard();
	case 4: return op_trim();
	case 5: return op_barrier();
	default: return -22;	/* -EINVAL */
	}
}

int once_dispatch(void)
{
	switch (READ_ONCE(operation)) {
	case 0: return op_read();
	case 1: return op_write();
	case 2: return op_flush();
	case 3: return op_discard();
	case 4: return op_trim();
	case 5: return op_barrier();
	default: return -22;	/* -EINVAL */
	}
}

/* How tools/oncelab trace calls the functions: case 2; the handlers are the driver's, weak: not read into the caller. */
/* trace: operation = 2; @(); */
/* trace-define: __attribute__((weak)) int op_read(void) { return 0; } __attribute__((weak)) int op_write(void) { return 1; } __attribute__((weak)) int op_flush(void) { return 2; } __attribute__((weak)) int op_discard(void) { return 3; } __attribute__((weak)) int op_trim(void) { return 4; } __attribute__((weak)) int op_barrier(void) { return 5; } */
