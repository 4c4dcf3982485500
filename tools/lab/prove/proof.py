"""The proof of one (case, config): compile the case, run its checks on the annotated assembly and on the
swapped assembly (the self-proof), measure tools/oncelab scan against the result, and say what was proven.

It knows nothing of lit: it returns a Proof, lit's word for the result (PASS, FAIL, XFAIL, XPASS, UNSUPPORTED)
with what it says and the metrics recorded with it, and suite/litformat.py, the lit adapter, turns that into
lit's Result. What each step means is said where it is done: the prefixes and FileCheck's runs (checkfile.py),
a failure in words (diagnosis.py), the verdict cache (verdicts.py), scan's agreement (scan.py).
"""

import dataclasses
import os

from ..annotate import scrub
from ..base import corpus, files, stages
from ..compile import assembly, matrix
from . import checkfile, diagnosis, expect, scan, verdicts


@dataclasses.dataclass
class Proof:
    """What the proof of one (case, config) found: lit's code for it, what it says (a failure's message, where a
    reused verdict came from), and the metrics recorded with the result, in the order they were found: scan and
    scan_agrees (what scan said, and whether it agrees with the checks), outcome, proven (whether the outcome's
    checks hold in full), expected (the recorded outcome) and compiler (its --version line)."""
    code: str
    output: str = ""
    metrics: dict = dataclasses.field(default_factory=dict)


# Each .expect file as read, once per process while it is unchanged: a lit worker proves every config of a case.
_loaded = {}


def expectations(the):
    """expect.load of the case's .expect file, once per process while the file is unchanged."""
    key = (the.expect, os.path.getmtime(the.expect) if os.path.exists(the.expect) else None)
    if key not in _loaded:
        _loaded[key] = expect.load(the.expect, the.expect_rel)
    return _loaded[key]


class Prover:
    """The proofs of a repository's cases in one build: root, the build directory, checkfile.FileCheck, and the
    matrix's configs (for each config's -O0 reference, which scan measures against)."""

    def __init__(self, root, build_dir, filecheck, configs):
        self.root, self.build_dir, self.filecheck, self.configs = root, build_dir, filecheck, configs

    @staticmethod
    def not_installed(config):
        """UNSUPPORTED for a config whose compiler is not here, with the package that brings it."""
        return Proof("UNSUPPORTED", f"{config.id}: {config.executable} is not installed "
                                    f"({config.install_hint}, or make setup)\n")

    def prove(self, case, config, check, compiler_version, xfail, scratch):
        """The Proof of case (its name) in config, with check the check file's path, compiler_version the
        compiler's --version line, xfail whether an XFAIL: line of the check file covers the config, and scratch
        a path (less its suffix) where a failure's swapped assembly may be written for its message."""
        with stages.stage("prove"):
            return self._prove(case, config, check, compiler_version, xfail, scratch)

    def _prove(self, case, config, check, compiler_version, xfail, scratch):
        the = corpus.Case(case, self.root)
        source, expect_rel = the.source, the.expect_rel
        base = the.built(self.build_dir, config.id)
        try:
            found_expectations = expectations(the)
            functions = assembly.build(config, source, base)
        except (expect.ExpectError, assembly.BuildError) as e:
            return Proof("FAIL", f"{e}\n")
        texts = {"asm": scrub.render(functions), "swapped": scrub.render(scrub.swapped(functions))}
        on_disk = {"asm": base + ".s", "swapped": scratch + ".swapped.s"}
        plain = ", ".join(p for p, _ in scrub.pairs(functions)) or "the plain function"
        once = ", ".join(o for _, o in scrub.pairs(functions)) or "the once function"
        expected = found_expectations.outcomes.get(config.id)
        miscompiled, scanned = found_expectations.miscompiled.get(config.id), None

        def finish(proof, outcome, proven=False):
            if outcome is not None:
                proof.metrics["outcome"] = outcome
                # Whether the checks of this outcome hold in full here: only a proven outcome may be recorded.
                proof.metrics["proven"] = bool(proven)
            if expected is not None:
                proof.metrics["expected"] = expected
            proof.metrics["compiler"] = compiler_version or "unknown"
            return proof

        if expected is None and miscompiled is not None:
            # Miscompiled, with no outcome of the plain function recorded (the same bug may break it too): only
            # the recorded miscompilation is tested, as below.
            once_ok = self.filecheck.passes(check, on_disk["asm"],
                                            *checkfile.outcome_prefixes("ONCE", config.prefix))[0]
            return finish(_miscompiled(config, once, expect_rel, miscompiled, once_ok, plain), None)
        written = checkfile.written_in(check)
        unspoken = diagnosis.unspoken(written, found_expectations, config.prefix)
        if unspoken:
            return finish(Proof("FAIL", f"{config.id}: {the.check_rel}: {unspoken}.\n"), None)
        if expected is None:
            # Not recorded yet: what plain_X is found to do, and whether the checks of that outcome hold in
            # full (the once invariant, the hazard's checks, the self-proof), so that recording it passes.
            files.write_file(on_disk["swapped"], texts["swapped"])
            found = diagnosis.classify(self.filecheck, check, on_disk, config.prefix, found_expectations)
            outcome = found[0] if len(found) == 1 else None
            unproven = outcome and diagnosis.unproven(self.filecheck, check, on_disk, texts, config,
                                                      found_expectations, outcome)
            message = f"{expect_rel} records nothing for {config.id}, where {plain} is {diagnosis.found_words(found)}"
            if outcome and not unproven:
                message += (f": add the line '{config.id} {outcome}' (make update-expectations writes it from this "
                            f"run: the once invariant and the self-proof hold for it)")
            elif outcome:
                message += f"; but with {outcome} recorded the test would fail ({unproven}): fix the checks first"
            else:
                message += f": add the line '{config.id} OUTCOME'"
            return finish(Proof("FAIL", message + "\n"), outcome, proven=bool(outcome) and not unproven)
        hazard = found_expectations.is_hazard(expected)
        run = diagnosis.run_prefixes(config, found_expectations, expected)
        try:
            reference = self._reference(config, the)
        except assembly.BuildError as e:
            reference = e
        judged = self._judged(config, case, found_expectations, expected, reference)
        verdict_path = None if xfail or miscompiled is not None or \
            isinstance(reference, assembly.BuildError) else verdicts.path(
            self.build_dir, check, texts, expected, hazard, run,
            reference and scrub.render(reference[1]), judged, self.filecheck.path)
        seen = verdict_path and verdicts.passed(verdict_path)
        if seen:
            proof = Proof("PASS", f"{config.id}: the same assembly, checks and -O0 reference as {seen[0]}, where "
                                  f"they passed in this build\n", dict(seen[1]))
            return finish(proof, expected, proven=True)
        on_asm, on_swapped, error = self.filecheck.run(check, texts["asm"] + texts["swapped"], run)
        outcome = expected
        if miscompiled is not None and not error:
            # A recorded miscompilation (expect.py): the ONCE checks must fail here, as lit's XFAIL, and every
            # other check pass; once they pass, the record is stale. Never a verdict reused for it (above).
            # Where the ONCE checks pass, tools/oncelab scan against -O0 may still find the once function not as
            # written (an access the checks do not speak of gone): that shows the miscompilation too.
            scanned = None if "ONCE" in on_asm else self._scan(
                Proof("PASS"), config, check, functions, reference, found_expectations, expected, judged)
            if scanned is not None and scanned.code == "PASS":
                return finish(_miscompiled(config, once, expect_rel, miscompiled, True), outcome)
            on_asm = on_asm - {"ONCE"}
        if error:
            proof = Proof("FAIL", f"{config.id}: FileCheck could not run the checks: {error}\n")
        elif on_asm or (not hazard and diagnosis.swapped_failures(on_swapped, written, found_expectations,
                                                                  expected, config.prefix)):
            files.write_file(on_disk["swapped"], texts["swapped"])
            message, outcome = diagnosis.diagnose(self.filecheck, check, on_disk, config, found_expectations,
                                                  expected, plain, once)
            if outcome and outcome != expected:
                unproven = diagnosis.unproven(self.filecheck, check, on_disk, texts, config, found_expectations,
                                              outcome)
                if unproven:
                    message += f"\n(With {outcome} recorded the test would fail too: {unproven}.)"
                return finish(Proof("FAIL", message + "\n"), outcome, proven=not unproven)
            proof = Proof("FAIL", message + "\n")
        elif hazard and {expected, "ONCE"} - on_swapped:
            files.write_file(on_disk["swapped"], texts["swapped"])
            proof = Proof("FAIL", diagnosis.self_proof_failure(
                self.filecheck, check, on_disk["swapped"], config, expected, {expected, "ONCE"} - on_swapped,
                plain, once) + "\n")
        else:
            proof = Proof("PASS")
        if proof.code == "PASS" and miscompiled is None:   # scan would rightly call the once function wrong
            proof = self._scan(proof, config, check, functions, reference, found_expectations, expected, judged)
            if verdict_path and proof.code == "PASS":     # only ever written after a pass
                verdicts.record(verdict_path, config.id, dict(proof.metrics))
        if xfail:
            proof.code = {"PASS": "XPASS", "FAIL": "XFAIL"}.get(proof.code, proof.code)
        proven = proof.code == "PASS"
        if miscompiled is not None and proven:
            proof = _miscompiled(config, once, expect_rel, miscompiled, False, scanned=scanned and scanned.output)
        return finish(proof, outcome, proven=proven)

    def _reference(self, config, the):
        """(the config scan measures this one against, its assembly of the case), or None where it has none;
        raises assembly.BuildError."""
        reference = matrix.reference(config, self.configs)
        if reference is None:
            return None
        return reference, assembly.build(reference, the.source, the.built(self.build_dir, reference.id))

    @staticmethod
    def _judged(config, case, found_expectations, expected, reference):
        """Whether scan's word on this cell is measured against the checks: not where the -O0 reference itself
        shows the recorded hazard, or where the hazard is one scan cannot see (scan.beyond)."""
        if not isinstance(reference, tuple):
            return False
        ref_outcome = found_expectations.outcomes.get(reference[0].id)
        return not (ref_outcome is not None and found_expectations.is_hazard(ref_outcome) or
                    scan.beyond(config.isa.name, case, expected))

    @staticmethod
    def _scan(proof, config, check, functions, reference, found_expectations, expected, judged):
        """tools/oncelab scan measured against the proof: it must call the once functions AS-WRITTEN, and the
        plain ones a hazard exactly where one is recorded (scan.agreement), unless the -O0 reference itself shows
        the hazard. A disagreement fails the test; what scan said goes into the results either way."""
        if reference is None:
            return proof
        if isinstance(reference, assembly.BuildError):
            return Proof("FAIL", f"scan's reference: {reference}\n")
        reference, ref_functions = reference
        shared = scan.shared_of(check)
        with stages.stage("scan"):
            agrees, words = scan.agreement(config.isa, functions, ref_functions, shared,
                                           found_expectations.is_hazard(expected), not judged)
        proof.metrics["scan"] = words
        proof.metrics["scan_agrees"] = "not judged" if agrees is None else "yes" if agrees else "no"
        if agrees is False:
            return Proof("FAIL", proof.output + (
                f"{config.id}: the checks prove {expected}, but tools/oncelab scan (against {reference.id}) says "
                f"{words}: scan is wrong here (tools/lab/prove/scan.py), or the checks pass for the wrong reason\n"))
        return proof


def _miscompiled(config, once, expect_rel, note, once_ok, plain=None, scanned=None):
    """The proof of a config the .expect file records as miscompiling the once function: XFAIL while the ONCE
    checks fail there (or scan finds it not as written), a failure saying the record is stale once they pass."""
    if scanned:
        return Proof("XFAIL", f"{config.id}: {once} passes the ONCE checks, but {scanned.strip()} (not as written), "
                              f"as {expect_rel} records (a compiler bug):\n{note}\n")
    if once_ok:
        return Proof("FAIL", (
            f"{config.id}: {once} passes the ONCE checks, but {expect_rel} records it as miscompiled there: the "
            f"recorded miscompilation no longer shows; remove the line 'miscompiled: {config.id}' (and its '#' "
            f"lines if no other config is under them).\n"))
    unjudged = f" ({expect_rel} records no outcome of {plain} there)" if plain else ""
    return Proof("XFAIL", f"{config.id}: {once} fails the ONCE checks, as {expect_rel} records "
                          f"(a compiler bug){unjudged}:\n{note}\n")
