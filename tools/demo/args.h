/*
 * The demos' command line: DRIVER plain|once [SECONDS]. SECONDS (default 1) is the driver's own watchdog: how
 * long a wait may go on before the driver calls it hung and ends itself. alarm() ends the program 10 s later
 * still, a safety net should a thread of the driver never come back to look at the clock.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double patience = 1.0;	/* SECONDS */

/* Whether to run the once build; a bad command line ends the program with status 2. */
static int once_mode(int argc, char **argv)
{
	if (argc < 2 || argc > 3 || (strcmp(argv[1], "plain") && strcmp(argv[1], "once"))
	    || (argc == 3 && !(atof(argv[2]) > 0))) {
		fprintf(stderr, "usage: %s plain|once [SECONDS]\n", argv[0]);
		exit(2);
	}
	if (argc == 3)
		patience = atof(argv[2]);
	alarm((unsigned)patience + 10);
	return strcmp(argv[1], "once") == 0;
}

/* Seconds on the monotonic clock since *from. */
static double seconds_since(const struct timespec *from)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - from->tv_sec) + (double)(now.tv_nsec - from->tv_nsec) / 1e9;
}
