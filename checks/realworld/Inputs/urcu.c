/* liburcu's wait-free concurrent queue, from Debian's liburcu-dev, unmodified: with _LGPL_SOURCE its functions are
 * the header's inline ones; those below only give them a body to scan. */
#define _LGPL_SOURCE
#include <urcu/wfcqueue.h>

void enqueue(struct cds_wfcq_head *head, struct cds_wfcq_tail *tail, struct cds_wfcq_node *node)
{
	cds_wfcq_enqueue(head, tail, node);
}

struct cds_wfcq_node *dequeue(struct cds_wfcq_head *head, struct cds_wfcq_tail *tail)
{
	return __cds_wfcq_dequeue_blocking(head, tail);
}
