/*
 * The demos' command line: DRIVER plain|once [SECONDS]. SECONDS (default 60) arms alarm(), a safety net
 * that ends the program should the harness that times it die.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Whether to run the once build; a bad command line ends the program with status 2. */
static int once_mode(int argc, char **argv)
{
	if (argc < 2 || argc > 3 || (strcmp(argv[1], "plain") && strcmp(argv[1], "once"))) {
		fprintf(stderr, "usage: %s plain|once [SECONDS]\n", argv[0]);
		exit(2);
	}
	alarm(argc == 3 ? (unsigned)atoi(argv[2]) : 60);
	return strcmp(argv[1], "once") == 0;
}
