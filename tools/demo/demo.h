/*
 * The common half of the runtime demos: a waiter runs the case's own function while a setter thread makes
 * the condition it waits for true, 100 ms after the waiter said it is about to start.
 *
 * Each driver includes its case file (so that the demo runs exactly the corpus code, built with the config's
 * own flags), then this file, and defines:
 *	wait_plain(), wait_once()   call the case's plain_X / once_X (through a volatile pointer: see below)
 *	release()                   what the other thread does after 100 ms (a volatile store: the fix, always)
 *	released()                  whether it has been done yet (a volatile load)
 *
 * Usage: DRIVER plain|once [SECONDS]. It prints one line, e.g. `returned 0.100 released` or `returned 0.000 unreleased`,
 * and exits 0 if the wait ended after the release, 3 if it ended before (the loop was deleted). A wait that
 * never ends (the load was hoisted) is the harness's to stop: tools/harness/demo.py kills it at its timeout.
 * SECONDS (default 60) is a safety net under that: alarm() ends the program then, should the harness die.
 */
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "args.h"

#define RELEASE_AFTER_NS 100000000L

static void release(void);
static int released(void);
static void wait_plain(void);
static void wait_once(void);

static volatile int waiter_ready;
static struct timespec start;

static double since_start(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9;
}

static void *setter(void *unused)
{
	struct timespec delay = { 0, RELEASE_AFTER_NS };

	(void)unused;
	while (!waiter_ready)
		;
	nanosleep(&delay, NULL);
	release();
	return NULL;
}

int main(int argc, char **argv)
{
	void (*wait)(void);
	pthread_t thread;
	double at;
	int done;

	wait = once_mode(argc, argv) ? wait_once : wait_plain;
	if (pthread_create(&thread, NULL, setter, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &start);
	waiter_ready = 1;
	wait();
	at = since_start();
	done = released();
	printf("returned %.3f %s\n", at, done ? "released" : "unreleased");
	fflush(stdout);
	if (!done)
		return 3;     /* without joining: the setter may still be asleep */
	pthread_join(thread, NULL);
	return 0;
}
