"""The annotation stage: a compiler's assembly scrubbed to the functions' own lines (scrub.py), each instruction
annotated with what it does to memory and control (annotation.py), and the counts read back from it (counts.py)."""
