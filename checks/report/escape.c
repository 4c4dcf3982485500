/*
 * A fixture for checks/report/report.test: a source line with a '<', and <script>alert(1)</script>
 * in this comment, both of which the report must show as text, escaped.
 *
 * Code quoted here stays code, verbatim:
 *	while (!READ_ONCE(limit))
 *		cpu_relax();
 * and a statement on its own line too:
 * smp_wmb();
 */
int limit;

int plain_below(int a)
{
	return a < limit;
}

int once_below(int a)
{
	return a < *(volatile int *)&limit;
}
