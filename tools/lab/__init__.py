"""oncelab's toolkit, one package a stage. A stage imports only the stages on the floors below it; stages on one
floor stand apart:

    floor 1  base (paths, files, text, the terminal, the corpus, programs, LLVM, what a build keeps), isa
    floor 2  annotate (scrub, the annotation, counts read back from it)
    floor 3  compile (the matrix, a case's assembly, any file in many configs)
    floor 4  prove (expectations, FileCheck, diagnosis, coverage, verdicts, results, scan, the proof)
    floor 5  explain (blame, atlas), demo, suite (the lit adapter and make check's runner), dev (bench, figures)
    floor 6  show (the terminal views, the report, the workshop's pages, Chromium, domcheck)
    floor 7  cli, the command line (tools/oncelab)

tools/oncelab structure reads every import of every module (at its top or inside a function) and fails on an
import circle, an arrow back up or sideways, or a stage that is not on a floor here (dev/structure.py).
"""

FLOORS = (("base", "isa"), ("annotate",), ("compile",), ("prove",), ("explain", "demo", "suite", "dev"), ("show",),
          ("cli",))
