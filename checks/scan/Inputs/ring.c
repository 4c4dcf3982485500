/* A single-producer single-consumer ring buffer, the consumer waiting with a real cpu_relax(). */
#define RING_SIZE 64

struct ring {
	unsigned int head;		/* written by the producer */
	unsigned int tail;		/* written by the consumer */
	int slots[RING_SIZE];
};

#if defined(__x86_64__) || defined(__i386__)
#define cpu_relax() __asm__ __volatile__("rep; nop" : : : "memory")
#elif defined(__aarch64__) || defined(__arm__)
#define cpu_relax() __asm__ __volatile__("yield" : : : "memory")
#else
#define cpu_relax() __asm__ __volatile__("" : : : "memory")
#endif

int ring_pop_wait(struct ring *r)
{
	unsigned int tail = r->tail;
	int v;

	while (r->head == tail)
		cpu_relax();
	v = r->slots[tail % RING_SIZE];
	r->tail = tail + 1;
	return v;
}

/* The same wait with a cpu_relax() that is only a pause, without the compiler barrier. */
int ring_pop_spin(struct ring *r)
{
	unsigned int tail = r->tail;
	int v;

	while (r->head == tail)
		;
	v = r->slots[tail % RING_SIZE];
	r->tail = tail + 1;
	return v;
}
