/* One function for each rule of the ONCE twin (tools/lab/compile/twin.py): checks/twin/rules.test. */
struct node { struct node *next; int x; };
struct stats { int hits; int misses; unsigned dirty : 1; int arr[4]; };

int ready;
struct stats stats;
int table[8];
_Thread_local int mine;
_Atomic int counter;
static const int limits[2] = { 1, 2 };
int *where = &ready;

void spin(void)
{
	while (!ready)
		;
}

int field_of_pointer(struct node *n)
{
	return n->x;
}

int field_of_global(void)
{
	return stats.hits;
}

int nested(struct node *n)
{
	return n->next->x;
}

void bump(void)
{
	stats.misses += 1;
	ready++;
}

int *address(void)
{
	return &ready;
}

unsigned long size(void)
{
	return sizeof(ready) + sizeof stats.hits;
}

int local(int i)
{
	int sum = i;
	sum += i;
	return sum;
}

int element(int i)
{
	return table[i] + stats.arr[2];
}

void bitfield(void)
{
	stats.dirty = 1;
}

int thread_local(void)
{
	return mine;
}

int atomic(void)
{
	return counter;
}

int constant(int i)
{
	return limits[i];
}

int function_static(void)
{
	static int calls;
	return ++calls;
}

int typed(void)
{
	__typeof__(ready) copy = ready;
	return copy;
}

void store(int v)
{
	ready = v;
}

int restricted(const int *restrict in)
{
	return in[0] + in[1];
}

int spread(struct node *n)
{
	return n-> /* the next */
		next->x;
}
