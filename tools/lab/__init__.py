"""oncelab's harness: the config matrix, compiling a case to scrubbed assembly, and the lit test format."""
