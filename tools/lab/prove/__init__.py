"""Proving: the recorded outcomes (expect.py), FileCheck's runs (checkfile.py), a failure in words (diagnosis.py),
checks-can-fail (coverage.py), the verdict cache (verdicts.py), make check's results (results.py), scan against
-O0 (scan.py), and the proof of one (case, config) (proof.py)."""
