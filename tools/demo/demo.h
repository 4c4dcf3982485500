/*
 * The common half of the waiting demos: a waiter thread runs the case's own function while the main thread
 * makes the condition it waits for true, 100 ms after the waiter said it is about to start, then watches the
 * clock.
 *
 * Each driver includes its case file (so that the demo runs exactly the corpus code, built with the config's
 * own flags), then this file, and defines:
 *	wait_plain(), wait_once()   call the case's plain_X / once_X (through a volatile pointer: see the drivers)
 *	release()                   what the main thread does after 100 ms (a volatile store: the fix, always)
 *	released()                  whether it has been done yet (a volatile load)
 *
 * Usage: DRIVER plain|once [SECONDS]. It prints one line and exits:
 *	returned 0.100 released     the wait ended after the release (status 0)
 *	returned 0.000 unreleased   it ended before (the loop was deleted; status 3)
 *	hung 1.000                  it was still waiting SECONDS after the release (the load was hoisted; status 4)
 * The clock starts when the waiter is about to call the function, so that qemu's start-up is not counted.
 */
#include <pthread.h>

#include "args.h"

#define RELEASE_AFTER_NS 100000000L

static void release(void);
static int released(void);
static void wait_plain(void);
static void wait_once(void);

static void (*wait_fn)(void);
static volatile int waiter_ready, waiter_done, done_released;
static volatile double returned_at;
static struct timespec start;

/* A short sleep, for the threads that watch the clock. */
static void nap(void)
{
	struct timespec ms = { 0, 1000000L };

	nanosleep(&ms, NULL);
}

static void *waiter(void *unused)
{
	(void)unused;
	clock_gettime(CLOCK_MONOTONIC, &start);
	waiter_ready = 1;
	wait_fn();
	returned_at = seconds_since(&start);
	done_released = released();
	waiter_done = 1;
	return NULL;
}

int main(int argc, char **argv)
{
	struct timespec delay = { 0, RELEASE_AFTER_NS }, released_at;
	pthread_t thread;

	wait_fn = once_mode(argc, argv) ? wait_once : wait_plain;
	if (pthread_create(&thread, NULL, waiter, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	while (!waiter_ready)
		nap();
	nanosleep(&delay, NULL);
	release();
	clock_gettime(CLOCK_MONOTONIC, &released_at);
	while (!waiter_done && seconds_since(&released_at) < patience)
		nap();
	if (!waiter_done) {
		printf("hung %.3f\n", patience);
		fflush(stdout);
		_exit(4);		/* the waiter spins on: ending the process ends it */
	}
	printf("returned %.3f %s\n", returned_at, done_released ? "released" : "unreleased");
	return done_released ? 0 : 3;
}
