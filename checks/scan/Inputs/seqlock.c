/* A seqlock reader, as a kernel developer would first write it: plain reads of the sequence count. */
struct seqcount { unsigned int sequence; };
struct timespec64 { long tv_sec; long tv_nsec; };

struct seqcount tk_seq;
struct timespec64 xtime;

#define cpu_relax() __asm__ __volatile__("" : : : "memory")

void read_time(struct timespec64 *ts)
{
	unsigned int seq;

	do {
		while ((seq = tk_seq.sequence) & 1)
			cpu_relax();
		ts->tv_sec = xtime.tv_sec;
		ts->tv_nsec = xtime.tv_nsec;
	} while (tk_seq.sequence != seq);
}

/* The same reader without the cpu_relax() in the wait for an even count. */
unsigned int read_sequence(void)
{
	unsigned int seq;

	while ((seq = tk_seq.sequence) & 1)
		;
	return seq;
}
