"""For checks/isa/ends.test: each function of an assembly file, annotated as make check annotates it, and, per
variable it stores to, the fewest and the most stores on a path from its entry to an exit, as scan counts them
(lab.prove.scan.Shape.per_path). Usage: paths.py FAMILY LLVM-TRIPLE FILE.s"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools"))
from lab import isa  # noqa: E402
from lab.annotate import annotation, scrub  # noqa: E402
from lab.prove import scan  # noqa: E402

family, triple, path = isa.get(sys.argv[1]), sys.argv[2], sys.argv[3]
raw = open(path, encoding="utf-8").read()
for name, body in annotation.annotate(family, scrub.scrub(raw, family), raw, triple):
    shape = scan.Shape.of(family, body)
    for where in sorted({annotation.location(a.what) for a in shape.accesses if a.kind == "store"}):
        lines = [a.line for a in shape.accesses if a.kind == "store" and annotation.location(a.what) == where]
        print(f"{name}: {where}: stores on a path: fewest {shape.per_path(lines, min)}, most {shape.per_path(lines)}")
