/* What --shared narrows the ONCE twin to: checks/twin/shared.test. */
struct ring { unsigned long head; unsigned long tail; int slot[4]; };

struct ring ring;
int ready;
int count;

int consume(struct ring *r, int *out)
{
	while (!ready)
		;
	*out = r->slot[r->tail % 4];
	r->tail++;
	count++;
	return ring.slot[0] + (int)ring.head;
}

int in_register(void)
{
	register int hot = count;
	hot += 1;
	return hot;
}
