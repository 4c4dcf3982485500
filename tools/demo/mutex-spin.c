/*
 * Runtime demo of cases/hoist/mutex-spin.c: the waiter spins in plain_spin() or once_spin() while the lock's
 * owner runs on another CPU; 100 ms later the other thread releases the lock (lock->owner = NULL, the owner
 * still running). Built per config by tools/lab/demo/demos.py (`make demo`).
 */
#include "../../cases/hoist/mutex-spin.c"
#include "demo.h"

static struct task_struct owner_task = { .on_cpu = 1 };
static struct mutex lock = { .count = 0, .owner = &owner_task };

/* Called through volatile pointers, so that the compiler cannot inline the case's functions into the
 * driver or specialise them for it: the code that runs is the code the checks read. */
static int (*volatile plain_fn)(struct mutex *) = plain_spin;
static int (*volatile once_fn)(struct mutex *) = once_spin;

static void wait_plain(void) { plain_fn(&lock); }
static void wait_once(void) { once_fn(&lock); }

static void release(void) { ACCESS_ONCE(lock.owner) = NULL; }
static int released(void) { return ACCESS_ONCE(lock.owner) == NULL; }
