"""make check as lit runs it: the test format, a thin adapter over prove/ (litformat.py), tools/oncelab asm in a
lit worker's process (inprocess.py), the runner that ends every process on an interrupt (supervise.py), shards."""
