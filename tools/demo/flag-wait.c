/*
 * Runtime demo of cases/hoist/flag-wait.c: the waiter spins in plain_wait() or once_wait() on `flag`; the
 * other thread sets flag 100 ms later. Built per config by tools/lab/demo/demos.py (`make demo`).
 */
#include "../../cases/hoist/flag-wait.c"
#include "demo.h"

/* Called through volatile pointers, so that the compiler cannot inline the case's functions into the
 * driver or specialise them for it: the code that runs is the code the checks read. */
static void (*volatile plain_fn)(void) = plain_wait;
static void (*volatile once_fn)(void) = once_wait;

static void wait_plain(void) { plain_fn(); }
static void wait_once(void) { once_fn(); }

static void release(void) { ACCESS_ONCE(flag) = 1; }
static int released(void) { return ACCESS_ONCE(flag); }
