"""Explaining the results: which pass made a hazard (blame.py), and where each hazard shows (atlas.py)."""
