"""Compiling: the config matrix (matrix.py), a case's assembly for one config and its cache (assembly.py), and any
file built for many configs at once (batch.py)."""
