/* A driver for checks/trace/plugin.test: each function reads its variable n times in a loop; the once read is
   volatile, and the plain one GCC hoists out of the loop at -O2. */
volatile int flag;
int plain;
int count;

__attribute__((noinline)) void once_spin(int n)
{
	for (int i = 0; i < n; i++)
		(void)flag;
}

__attribute__((noinline)) void plain_spin(int n)
{
	for (int i = 0; i < n; i++)
		count += plain;
}

int main(void)
{
	once_spin(5);
	plain_spin(5);
	count = 1;
	return 0;
}
