/* Concurrency Kit's single-producer single-consumer ring and its test-and-test-and-set lock, from Debian's
 * libck-dev, unmodified: the functions below only give the header's inline functions a body to scan. */
#include <ck_ring.h>
#include <ck_spinlock.h>

bool ring_put(struct ck_ring *ring, struct ck_ring_buffer *buffer, void *entry)
{
	return ck_ring_enqueue_spsc(ring, buffer, entry);
}

bool ring_get(struct ck_ring *ring, struct ck_ring_buffer *buffer, void *entry)
{
	return ck_ring_dequeue_spsc(ring, buffer, entry);
}

void lock_fas(ck_spinlock_fas_t *lock)
{
	ck_spinlock_fas_lock(lock);
}

void unlock_fas(ck_spinlock_fas_t *lock)
{
	ck_spinlock_fas_unlock(lock);
}
