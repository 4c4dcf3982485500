/* Predicated instructions, each a function: checks/isa/predicated.test annotates them and counts their
   accesses per path. ARM writes a condition on the instruction (A32's strne, moveq; Thumb-2's IT block,
   then the same suffixes), Hexagon a predicate before it (if (p0) memw(r0+#0) = #0; if (p0.new) jumpr r31). */

#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

int ready;

/* Clang A32: movwne/movtne form ready's address, strne stores through it: a store of ready, on the paths
   where v is not 0 only. */
void publish(int v)
{
	if (v)
		WRITE_ONCE(ready, v);
}

struct node { int key; struct node *next; };

/* Clang A32: moveq r0, #0 (the return value where key is 0) and ldrne r0, [r0, #4]: the loads run where
   moveq does not, so r0 is still the argument there. */
int second(struct node *n)
{
	if (READ_ONCE(n->key) == 0)
		return 0;
	return READ_ONCE(READ_ONCE(n->next)->key);
}

/* A single-producer ring: the slot and head are stored only where the ring is not full (GCC: ittte ne,
   strne ... moveq; Clang A32: strne twice, with movne between). */
struct ring { unsigned head, tail; int slot[16]; } ring;

int ring_push(int v)
{
	unsigned head = READ_ONCE(ring.head), next = (head + 1) % 16;

	if (next == READ_ONCE(ring.tail))
		return 0;
	WRITE_ONCE(ring.slot[head], v);
	WRITE_ONCE(ring.head, next);
	return 1;
}
