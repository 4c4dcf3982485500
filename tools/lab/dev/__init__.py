"""For the developers: make bench (bench.py), make figures (figures.py), and the house's structure (structure.py)."""
