/* An RCU-style publish and consume: the writer fills a node and publishes its pointer, the reader follows it. */
struct config { int timeout; int retries; };

struct config *current_config;
struct config default_config;

void publish(struct config *new, int timeout)
{
	new->timeout = timeout;
	new->retries = 3;
	current_config = new;		/* rcu_assign_pointer() would order the two stores before this */
}

int consume(void)
{
	struct config *c = current_config;	/* rcu_dereference() would read it once, as a volatile */

	if (!c)
		c = &default_config;
	return c->timeout + c->retries;
}
