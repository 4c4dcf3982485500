"""The ONCE twin against the corpus's hand-written once_X: for each case (cases/**/*.c) and config, the twin of
the case's file (tools/lab/compile/twin.py) is compiled, and its plain_X, now made ONCE by the rewrite, is counted
beside the case's own once_X, compiled from the file as it is: the loads and stores of each variable, in loops and
out (annotate/counts.py), as tools/oncelab count gives them. A cell matches where every plain_X of the case has the
access shape of its once_X; where one does not, both counts are printed, for a reader to say why.

  cd tools && /usr/bin/python3 -m lab.dev.twinproof [--config ID ...] [--case CASE ...] [-j N]

Both builds go to a temporary directory: never over make check's build.
"""

import argparse
import concurrent.futures
import os
import sys
import tempfile

from ..annotate import counts
from ..base import corpus
from ..compile import assembly, matrix, twin
from ..prove import expect, scan

CONFIGS = ["gcc-12/x86_64/O2", "clang-19/aarch64/O2", "gcc-12/arm/O1", "clang-22/riscv64/O3"]


def shape(count):
    return {name: tuple(v[k] for k in ("loads", "stores", "loads_in_loop", "stores_in_loop"))
            for name, v in count.variables.items()}


def said(shape_):
    """'flag 3/0 (3/0 in loops)' for each variable: loads/stores, and of them in loops."""
    return ", ".join(f"{n} {v[0]}/{v[1]} ({v[2]}/{v[3]} in loops)" for n, v in shape_.items()) or "no accesses"


def cell(config, case, tmp):
    """(case, config, [(function, twin's shape, once's shape)] for each plain_X that differs, untwinned, error,
    scan's word on the plain functions against the twin and whether it agrees with the .expect file's outcome there
    (None: not judged, where the file records none, a miscompile, or a hazard scan cannot see))."""
    the = corpus.Case(case)
    base = os.path.join(tmp, config.id, case)
    try:
        made = twin.twin(the.source, twin.reading_flags(config))
        twin_source = base + ".twin.c"
        os.makedirs(os.path.dirname(twin_source), exist_ok=True)
        with open(twin_source, "wb") as f:
            f.write(made.data())
        twin_built = dict(assembly.build(config, twin_source, base + ".twin"))
        file_built = dict(assembly.build(config, the.source, base + ".plain"))
    except (twin.TwinError, assembly.BuildError) as e:
        return case, config, [], [], str(e), "", None
    differs = []
    for name in twin_built:
        if not name.startswith("plain_") or "once_" + name[len("plain_"):] not in file_built:
            continue
        once = "once_" + name[len("plain_"):]
        mine = shape(counts.Count.of(config.isa, twin_built[name]))
        theirs = shape(counts.Count.of(config.isa, file_built[once]))
        if mine != theirs:
            differs.append((name, mine, theirs))
    said, agrees = scanned(config, case, twin_built, file_built)
    return case, config, differs, made.untwinned, None, said, agrees


def scanned(config, case, twin_built, file_built):
    """scan, against the twin, of the case's plain functions in one config: what it says of the shared variables,
    and whether that agrees with the outcome the .expect file records there (None: not judged)."""
    the = corpus.Case(case)
    expectations = expect.load(the.expect, case)
    outcome = expectations.outcomes.get(config.id)
    shared = scan.shared_of(the.check)
    said = {name: scan.hazards(scan.verdicts(config.isa, twin_built[name], file_built[name], scan.TWIN), shared)
            for name in twin_built if name.startswith("plain_") and name in file_built}
    words = "; ".join(f"{name}: {found or scan.AS_WRITTEN}" for name, found in said.items())
    if outcome is None or config.id in expectations.miscompiled or scan.beyond_twin(config.isa.name, case, outcome):
        return words, None
    return words, any(said.values()) == expectations.is_hazard(outcome)


def main(argv=None):
    p = argparse.ArgumentParser(prog="twinproof", description=__doc__.split("\n")[0])
    p.add_argument("--config", action="append", metavar="ID", help=f"default: {', '.join(CONFIGS)}")
    p.add_argument("--case", action="append", metavar="CASE", help="default: every case")
    p.add_argument("-j", "--jobs", type=int, default=2)
    args = p.parse_args(argv)
    try:
        configs = matrix.select(matrix.load()[0], args.config or CONFIGS)
        cases = [corpus.named(c) for c in args.case] if args.case else corpus.cases()
    except (matrix.MatrixError, corpus.CaseError) as e:
        sys.exit(f"twinproof: {e}")
    with tempfile.TemporaryDirectory(prefix="oncelab-twinproof-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda job: cell(*job, tmp), [(c, k) for c in configs for k in cases]))
    matched, judged, agreed = 0, 0, 0
    for case, config, differs, untwinned, error, words, agrees in results:
        if error:
            print(f"{case} :: {config.id}: ERROR {error}")
            continue
        judged += agrees is not None
        agreed += bool(agrees)
        if agrees is False:
            print(f"{case} :: {config.id}: scan against the twin says {words}; the .expect file records "
                  f"{expect.load(corpus.Case(case).expect, case).outcomes[config.id]}")
        if not differs:
            matched += 1
            continue
        for name, mine, theirs in differs:
            print(f"{case} :: {config.id}: {name}: twin {said(mine)}; once {said(theirs)}")
        for u in untwinned:
            print(f"    untwinned: {u.where}: {u.name}: {u.why}")
    print(f"twinproof: {matched} of {len(results)} (case, config) cells: the twin's plain_X has the access shape "
          f"of once_X")
    print(f"twinproof: scan against the twin agrees with the recorded outcome in {agreed} of {judged} judged cells")
    return 0 if matched == len(results) and agreed == judged else 1


if __name__ == "__main__":
    sys.exit(main())
