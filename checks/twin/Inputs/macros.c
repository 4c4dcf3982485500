/* Macros and the preprocessor, for the ONCE twin: checks/twin/macros.test. */
#define SAME(a) (a)
#define TWICE(a) ((a) + sizeof(a))
#define READY() (ready)
#define ACCESS_ONCE(x) (*(volatile __typeof__(x) *)&(x))

int ready;
int other;

int argument(void)
{
	return SAME(ready);
}

int argument_and_size(void)
{
	return TWICE(ready);
}

int body(void)
{
	return READY();
}

int once_already(void)
{
	return ACCESS_ONCE(ready);
}

int skipped(void)
{
#ifdef NOT_DEFINED
	return other;
#endif
	return ready;
}
