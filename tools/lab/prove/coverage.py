"""`<case> :: checks-can-fail`: every assertion of a check file is shown to fail, somewhere, on wrong assembly.

For each family in the matrix, the once checks need a config of that family whose plain function records a
hazard (the self-proof then runs them on its body, where they must fail), one recorded as miscompiling the once
function (its test passes only while they fail on the compiler's own wrong code: expect.py), or a hand-broken fixture,
checks/<case>.broken-<isa>.s, that runs 'not FileCheck ... --check-prefixes=CHECK,ONCE,ONCE-<family>'. A
hazard's checks need a config that records the hazard (of the family, for a family's prefix). And a case is
one plain_X/once_X pair, whose CHECK-LABELs name them in the order the assembly has them, with today_X after
them where the case has one. The TODAY checks (today_X: no plain twin, so no self-proof) are shown to fail only
by fixtures: each TODAY prefix written must be run by one. So are the safe outcome's own checks, where a case
writes them (diagnosis.once_stands_for_safe): in a config that records a hazard they do not run.
"""

import os
import re

from ..base import corpus
from . import checkfile, expect


# A definition (or declaration) of plain_X or once_X: a line, not of a comment, with its type, the name, '('.
DEFINED = re.compile(r"^(?![ \t]*[*/])[\w \t*]*\b(plain|once)_(\w+)\s*\(", re.M)
FIXTURE_RUN = re.compile(r"RUN:.*?\bnot\s+FileCheck\b.*?--check-prefix(?:es)?=(\S+)")


def problems(root, case, configs):
    """What keeps the case's checks from being shown to fail on wrong assembly, one line each; [] if nothing."""
    the = corpus.Case(case, root)
    try:
        expectations = expect.load(the.expect, the.expect_rel)
    except expect.ExpectError as e:
        return [str(e)]
    with open(the.check) as f:
        check_text = f.read()
    written = checkfile.written(check_text)
    family_of = {c.id: c.prefix for c in configs}
    families = sorted(set(family_of.values()))
    recorded = {(outcome, family_of[c]) for c, outcome in expectations.outcomes.items() if c in family_of}
    fixtures = fixture_prefixes(root, case)
    with open(the.source) as f:
        defined = DEFINED.findall(f.read())
    pairs = sorted({name for kind, name in defined if kind == "plain" and ("once", name) in defined})
    stale = [c for c in expectations.outcomes if c not in family_of]
    found = [f"{the.expect_rel}: records {len(stale)} config(s) not in the matrix: {', '.join(stale[:3])}"
             f"{', ...' if len(stale) > 3 else ''}"] if stale else []
    if len(pairs) != 1:
        found.append(f"{the.source_rel}: {len(pairs)} plain_X/once_X pairs: a case is one pair (the self-proof "
                     f"and the recorded outcome are one per config; with more, they prove less)")
    label = checkfile.LABEL_PREFIX
    labels = re.findall(rf"^; {label}-LABEL:\s*(\S+):\s*$", check_text, re.M)
    if len(pairs) == 1 and labels not in ([f"plain_{pairs[0]}", f"once_{pairs[0]}"],
                                          [f"plain_{pairs[0]}", f"once_{pairs[0]}", f"today_{pairs[0]}"]):
        found.append(f"{the.check_rel}: its {label}-LABEL lines name {', '.join(labels) or 'nothing'}: they must "
                     f"be plain_{pairs[0]}: then once_{pairs[0]}: (then today_{pairs[0]}:, if it has one), the "
                     f"order the assembly has them in")
    for family in families:
        if ("ONCE", None) not in written and ("ONCE", family) not in written:
            found.append(f"{the.check_rel}: no ONCE checks for {family} code (neither ONCE nor ONCE-{family}), "
                         f"and {family} targets are in the matrix")
        elif not any(expectations.is_hazard(o) for o, f in recorded if f == family) and \
                f"ONCE-{family}" not in fixtures and \
                not any(family_of.get(c) == family for c in expectations.miscompiled):
            found.append(f"{the.check_rel}: the ONCE checks are shown to fail on no wrong {family} assembly: no "
                         f"{family} config records a hazard, and no checks/{case}.broken-*.s fixture runs "
                         f"'not FileCheck ... --check-prefixes=CHECK,ONCE,ONCE-{family}'")
    for outcome, family in sorted(written, key=lambda w: (w[0], w[1] or "")):
        if outcome == "ONCE":
            continue
        if outcome in ("TODAY", expectations.safe):
            prefix = outcome + (f"-{family}" if family else "")
            if prefix not in fixtures:
                found.append(f"{the.check_rel}: the {prefix} checks are shown to fail on no wrong assembly: no "
                             f"checks/{case}.broken-*.s fixture runs 'not FileCheck ... --check-prefixes=...,{prefix}'")
            if outcome == "TODAY":
                continue
        if family is None and not any(o == outcome for o, _ in recorded):
            found.append(f"{the.check_rel}: {outcome} checks are never run: no config records {outcome} in "
                         f"{the.expect_rel}")
        elif family in families and (outcome, family) not in recorded:
            found.append(f"{the.check_rel}: {outcome}-{family} checks are never run: no {family} config "
                         f"records {outcome} in {the.expect_rel}")
    return found


def fixture_prefixes(root, case):
    """The prefixes that the case's hand-broken fixtures prove: 'not FileCheck ... --check-prefixes=P'."""
    directory, stem = os.path.split(corpus.Case(case, root).check[:-len(".check")])
    proven = set()
    for name in os.listdir(directory):
        if name.startswith(stem + ".broken-") and name.endswith(".s"):
            with open(os.path.join(directory, name)) as f:
                for m in FIXTURE_RUN.finditer(f.read()):
                    proven.update(m.group(1).split(","))
    return proven
