"""doctored.py BUILD: the two assertions of tools/oncelab trace --all (tools/lab/demo/tracecheck.py), each shown to
fail: flag-wait's once_wait traced in gcc-12/aarch64/O2 and O0, then its annotation made to say a store where the
CPU loads, and the -O2 trace given one load fewer than -O0's. Prints what each comparison says; exits 1 where one
of them finds nothing wrong."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "tools"))
from lab.base import corpus  # noqa: E402
from lab.compile import matrix  # noqa: E402
from lab.demo import trace, tracecheck  # noqa: E402

build = sys.argv[1]
configs = {c.id: c for c in matrix.load()[0]}
source = corpus.Case("hoist/flag-wait").source
o2 = trace.trace(source, "once_wait", configs["gcc-12/aarch64/O2"], build)
o0 = trace.trace(source, "once_wait", configs["gcc-12/aarch64/O0"], build)
_, agreed = tracecheck.path_findings(o2, "once_wait", configs["gcc-12/aarch64/O2"].isa, "as built")
print(f"as built: {len(agreed)} disagreements; -O0: {tracecheck.o0_finding(o2, o0, ()) or 'the same'}")
o2.body = [line.replace("load flag", "store flag") for line in o2.body]
_, wrong = tracecheck.path_findings(o2, "once_wait", configs["gcc-12/aarch64/O2"].isa, "doctored")
print("\n".join(wrong))
o2.events = [e for e in o2.events if e[1] != "load"]
differs = tracecheck.o0_finding(o2, o0, ())
print(differs)
sys.exit(0 if wrong and differs and not agreed else 1)
