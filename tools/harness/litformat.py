"""The lit test format: every (case, config) pair is its own test, named `hoist/flag-wait :: gcc-12/aarch64/O2`.

For checks/<group>/<name>.check it yields one test per config of the matrix. Each compiles
cases/<group>/<name>.c for that config (once; reused while nothing it depends on changes) and runs the
check file's checks in one FileCheck process, with the prefixes CHECK (the two functions' CHECK-LABELs),
ONCE and ONCE-<family> (and TODAY and TODAY-<family>, the checks of a case's today_X) and, where
<name>.expect records a hazard for the config, <HAZARD> and <HAZARD>-<family> (the prefix without a family
is the checks written once for every instruction set, against the annotations; the family's, the checks whose
point is the instruction itself):
  - on the scrubbed assembly, where they must all pass;
  - on the swapped assembly (each plain_X's body under once_X's name and the other way round), where,
    with a hazard recorded, the once checks and the hazard's must both fail (the self-proof), and
    without, the once checks must pass: the plain function is as safe as the once one.
On failure it says in words what went wrong, with the FileCheck command that shows it. A check file has
no RUN lines: it is run as above in every config (REQUIRES:, UNSUPPORTED: and XFAIL: lines apply).
It also yields, per check file, the test `<group>/<name> :: checks-can-fail`, which fails when some
assertion is shown to fail on no wrong assembly, and runs checks/**/*.s (hand-broken assembly fixtures)
and checks/**/*.test as ordinary lit shell tests.

Here: the tests, their discovery, and each test's run from build to result. Elsewhere: the check files'
prefixes and FileCheck runs (checkfile.py), what a failure means in words (diagnosis.py), checks-can-fail
(coverage.py), the verdict cache (verdicts.py), the assembly and its cache (asm.py), the results (results.py).
"""

import copy
import os

import lit.formats
import lit.Test
import lit.TestRunner

from . import asm, checkfile, coverage, diagnosis, expect, inprocess, matrix, results, scan, verdicts

class MatrixTest(lit.Test.Test):
    """One (case, config) pair; its source, for lit's script parser, is the check file."""

    def __init__(self, suite, config_id, lit_config, check, oncelab_config, compiler_version, configs_after):
        super().__init__(suite, tuple(config_id.split("/")), lit_config, file_path=check)
        self.oncelab_config, self.compiler_version = oncelab_config, compiler_version
        self.previous_elapsed = configs_after * RUN_ORDER_STEP      # see RUN_ORDER_STEP
        _discovered[self.getFullName()] = self

    # lit sends each test to a worker, and back with its result, pickled: about 3.5 kB of configs a test, which
    # lit's own process and the worker each pickle and unpickle, 16120 times. Its workers are forked after the
    # tests are discovered, so each has every test already: a test goes by its name, and comes back with its
    # result, set on the test of the process that receives it.
    def __reduce__(self):
        return _discovered_test, (self.getFullName(),), {"result": self.result}

    def getSourcePath(self):
        return self.file_path

    def getExecPath(self):
        """Where lit puts the test's scratch files: one Output directory a case, not one a compiler and
        target (hundreds of directories for a cold run to make)."""
        return os.path.join(self.suite.exec_root, ".".join(self.path_in_suite))


class CoverageTest(lit.Test.Test):
    """`<case> :: checks-can-fail`: every assertion of a check file is run, somewhere, on wrong assembly."""

    def __init__(self, suite, lit_config, check):
        super().__init__(suite, ("checks-can-fail",), lit_config, file_path=check)

    def getSourcePath(self):
        return self.file_path


class ProblemTest(lit.Test.Test):
    """A mistake in the repository itself (an orphan check, a bad matrix entry): a test that fails saying so."""

    def __init__(self, suite, path_in_suite, lit_config, message):
        super().__init__(suite, path_in_suite, lit_config)
        self.message = message


class OncelabFormat(lit.formats.ShTest):
    def __init__(self, root, build_dir, filecheck, versions):
        super().__init__(execute_external=False)
        self.root, self.build_dir, self.versions = root, build_dir, versions
        self.filecheck = checkfile.FileCheck(filecheck, root, os.path.join(build_dir, "checks-twice"))
        self._load_matrix()

    def _load_matrix(self):
        asm.share(self.build_dir)      # in every worker: it comes here unpickled
        if self.root not in _matrices:
            _matrices[self.root] = matrix.load(self.root)
        self.configs, self.problems = _matrices[self.root]

    # lit sends the format to its workers, and back, with every test: it goes without the matrix, which each
    # worker process reads once for itself, and without the compilers' versions, which a test carries its own of.
    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k not in ("configs", "problems", "versions")}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._load_matrix()

    # Discovery ----------------------------------------------------------------------------------

    def getTestsInDirectory(self, suite, path_in_suite, lit_config, local_config):
        if path_in_suite == ():
            yield from self._repository_problems(suite, local_config)
        if path_in_suite[:1] != ("checks",):
            return
        directory = suite.getSourcePath(path_in_suite)
        for name in sorted(os.listdir(directory)):
            if os.path.isfile(os.path.join(directory, name)):
                yield from self.getTestsForPath(suite, path_in_suite + (name,), lit_config, local_config)

    def getTestsForPath(self, suite, path_in_suite, lit_config, local_config):
        name = path_in_suite[-1]
        if name.endswith((".s", ".test")):
            test = lit.Test.Test(suite, path_in_suite, local_config)     # an ordinary lit shell test
            test.previous_elapsed = test.previous_elapsed or SHELL_FIRST    # see RUN_ORDER_STEP
            yield test
        if not name.endswith(".check"):
            return
        check = suite.getSourcePath(path_in_suite)
        case = "/".join(path_in_suite[1:])[: -len(".check")]
        case_suite = lit.Test.TestSuite(case, suite.source_root, os.path.join(self.build_dir, "lit", case),
                                        _named(local_config, case))
        case_suite.test_times = None      # as lit does for the suites it discovers itself
        if not os.path.exists(os.path.join(self.root, "cases", case + ".c")):
            yield ProblemTest(case_suite, ("case",), local_config,
                              f"checks/{case}.check: there is no case cases/{case}.c for it to check")
            return
        run_lines = [number for number, _, _ in lit.TestRunner.parseIntegratedTestScriptCommands(check, ["RUN:"])]
        if run_lines:
            yield ProblemTest(case_suite, ("run-lines",), local_config,
                              f"checks/{case}.check:{run_lines[0]}: a RUN line, which nothing runs: the harness "
                              f"runs the checks of every check file the same way (README: What is checked); remove it")
        yield CoverageTest(case_suite, local_config, check)
        for index, config in enumerate(self.configs):
            test_config = copy.copy(local_config)
            test_config.available_features = set(local_config.available_features) | {
                config.kind, config.compiler, config.target, config.level}
            yield MatrixTest(case_suite, config.id, test_config, check, config, self.versions.get(config.executable),
                             len(self.configs) - index)

    def _repository_problems(self, suite, local_config):
        for config_id, message in self.problems:
            yield ProblemTest(suite, (matrix.MATRIX_FILE, config_id), local_config, message)
        cases = os.path.join(self.root, "cases")
        for directory, _, files in sorted(os.walk(cases)):
            for name in sorted(files):
                if name.endswith(".c"):
                    case = os.path.relpath(os.path.join(directory, name), cases)[: -len(".c")]
                    if not os.path.exists(os.path.join(self.root, "checks", case + ".check")):
                        yield ProblemTest(suite, ("cases", case + ".c"), local_config,
                                          f"cases/{case}.c: has no checks: write checks/{case}.check and "
                                          f"checks/{case}.expect")

    # Execution ----------------------------------------------------------------------------------

    def execute(self, test, lit_config):
        if lit_config.noExecute:     # lit --no-execute: which tests a run (a shard) has; lit's shell tests do so too
            return lit.Test.Result(lit.Test.PASS)
        result = self._execute(test, lit_config)
        self._record(test, result)
        return result

    def _execute(self, test, lit_config):
        if isinstance(test, ProblemTest):
            return lit.Test.Result(lit.Test.FAIL, test.message + "\n")
        if isinstance(test, CoverageTest):
            case = test.suite.name
            found = coverage.problems(self.root, case, self.configs)
            return lit.Test.Result(lit.Test.FAIL, "\n".join(found) + "\n") if found else lit.Test.Result(lit.Test.PASS)
        if isinstance(test, MatrixTest):
            try:
                return self._matrix(test, lit_config)
            except Exception as e:       # a harness bug: one line, not a traceback
                return lit.Test.Result(lit.Test.UNRESOLVED, f"{test.file_path}: {test.oncelab_config.id}: oncelab "
                                       f"harness error, please report: {type(e).__name__}: {e}\n")
        return self._shell(test, lit_config)

    def _shell(self, test, lit_config):
        """An ordinary lit shell test; a pass is reused while every input it may read is byte for byte the same
        (verdicts.shell_path). Its tools/oncelab asm commands run in this process where that is the same as
        starting one (inprocess.py)."""
        programs = {c.executable for c in self.configs} | {self.filecheck.path}
        verdict_path = verdicts.shell_path(self.build_dir, test, self.root, programs)
        seen = verdict_path and verdicts.passed(verdict_path)
        if seen:
            return lit.Test.Result(lit.Test.PASS, f"the same test, repository and programs as at {seen[0]}, where it "
                                   f"passed in this build\n")
        with inprocess.installed(self.build_dir, test):     # its tools/oncelab asm runs in this process
            result = super().execute(test, lit_config)
        if verdict_path and isinstance(result, lit.Test.Result) and result.code == lit.Test.PASS:
            verdicts.record(verdict_path, results.now())
        return result

    def _record(self, test, result):
        """The result, with when and, for a (case, config), on what it was measured, into the results
        (tools/harness/results.py): written as each test ends, so an interrupted run loses none that ended."""
        entry = {"name": test.getFullName(), "code": result.code.name, "measured": results.now(),
                 "run": os.environ.get("ONCELAB_RUN", "")}
        for key, value in (result.metrics or {}).items():
            entry[key] = value.value
        if isinstance(test, MatrixTest):
            case, _, expect_rel = self._case(test)
            try:
                expectations = _expectations(os.path.join(self.root, expect_rel), expect_rel)
            except expect.ExpectError:
                expectations = None
            config = test.oncelab_config
            entry["inputs"] = results.inputs(self.root, case, config, test.compiler_version,
                                             expectations)
        results.record(self.build_dir, entry)

    def _case(self, test):
        case = test.suite.name
        return case, os.path.join(self.root, "cases", case + ".c"), f"checks/{case}.expect"

    def _matrix(self, test, lit_config):
        config = test.oncelab_config
        case, source, expect_rel = self._case(test)
        if not config.installed():
            return lit.Test.Result(lit.Test.UNSUPPORTED, f"{config.id}: {config.executable} is not installed "
                                   f"({config.install_hint}, or make setup)\n")
        # REQUIRES:, UNSUPPORTED: and XFAIL: lines of the check file (a RUN: line is a problem of its own).
        parsed = lit.TestRunner.parseIntegratedTestScript(test, require_script=False)
        if isinstance(parsed, lit.Test.Result):
            return parsed
        base = os.path.join(self.build_dir, "asm", config.id, case)
        try:
            expectations = _expectations(os.path.join(self.root, expect_rel), expect_rel)
            functions = asm.build(config, source, base)
        except (expect.ExpectError, asm.BuildError) as e:
            return lit.Test.Result(lit.Test.FAIL, f"{e}\n")
        texts = {"asm": asm.render(functions), "swapped": asm.render(asm.swapped(functions))}
        # The swapped assembly, in lit's scratch space, for a failure's message (FileCheck reads it on stdin).
        # lit keeps the case's test times beside that space, for the next run's order: it must exist.
        scratch = lit.TestRunner.getTempPaths(test)[1]
        os.makedirs(os.path.dirname(scratch), exist_ok=True)
        files = {"asm": base + ".s", "swapped": scratch + ".swapped.s"}
        plain = ", ".join(p for p, _ in asm.pairs(functions)) or "the plain function"
        once = ", ".join(o for _, o in asm.pairs(functions)) or "the once function"
        expected = expectations.outcomes.get(config.id)
        miscompiled, scanned = expectations.miscompiled.get(config.id), None
        if expected is None and miscompiled is not None:
            # Miscompiled, with no outcome of the plain function recorded (the same bug may break it too): only
            # the recorded miscompilation is tested, as below.
            once_ok = self.filecheck.passes(test.file_path, files["asm"],
                                            *checkfile.outcome_prefixes("ONCE", config.prefix))[0]
            return self._with_metrics(self._miscompiled(config, once, expect_rel, miscompiled, once_ok, plain),
                                      test, None, None)
        if expected is None:
            # Not recorded yet: what plain_X is found to do, and whether the checks of that outcome hold in
            # full (the once invariant, the hazard's checks, the self-proof), so that recording it passes.
            asm.write_file(files["swapped"], texts["swapped"])
            found = diagnosis.classify(self.filecheck, test.file_path, files, config.prefix, expectations)
            outcome = found[0] if len(found) == 1 else None
            unproven = outcome and diagnosis.unproven(self.filecheck, test.file_path, files, texts, config,
                                                      expectations, outcome)
            message = f"{expect_rel} records nothing for {config.id}, where {plain} is {diagnosis.found_words(found)}"
            if outcome and not unproven:
                message += (f": add the line '{config.id} {outcome}' (make update-expectations writes it from this "
                            f"run: the once invariant and the self-proof hold for it)")
            elif outcome:
                message += f"; but with {outcome} recorded the test would fail ({unproven}): fix the checks first"
            else:
                message += f": add the line '{config.id} OUTCOME'"
            result = lit.Test.Result(lit.Test.FAIL, message + "\n")
            return self._with_metrics(result, test, outcome, expected, proven=bool(outcome) and not unproven)
        hazard = expectations.is_hazard(expected)
        run = diagnosis.run_prefixes(config, expectations, expected)
        try:
            reference = self._reference(config, case, source)
        except asm.BuildError as e:
            reference = e
        judged = self._judged(config, case, expectations, expected, reference)
        verdict_path = None if test.isExpectedToFail() or miscompiled is not None or \
            isinstance(reference, asm.BuildError) else verdicts.path(
            self.build_dir, test.file_path, texts, expected, hazard, run,
            reference and asm.render(reference[1]), judged, self.filecheck.path)
        seen = verdict_path and verdicts.passed(verdict_path)
        if seen:
            result = lit.Test.Result(lit.Test.PASS, f"{config.id}: the same assembly, checks and -O0 reference as "
                                     f"{seen[0]}, where they passed in this build\n")
            for key, value in seen[1].items():
                result.addMetric(key, lit.Test.toMetricValue(value))
            return self._with_metrics(result, test, expected, expected, proven=True)
        on_asm, on_swapped, error = self.filecheck.run(test.file_path, texts["asm"] + texts["swapped"], run)
        outcome = expected
        if miscompiled is not None and not error:
            # A recorded miscompilation (expect.py): the ONCE checks must fail here, as lit's XFAIL, and every
            # other check pass; once they pass, the record is stale. Never a verdict reused for it (above).
            # Where the ONCE checks pass, tools/oncelab scan against -O0 may still find the once function not as
            # written (an access the checks do not speak of gone): that shows the miscompilation too.
            scanned = None if "ONCE" in on_asm else self._scan(
                test, lit.Test.Result(lit.Test.PASS), config, functions, reference, expectations, expected, judged)
            if scanned is not None and scanned.code == lit.Test.PASS:
                return self._with_metrics(self._miscompiled(config, once, expect_rel, miscompiled, True), test,
                                          outcome, expected)
            on_asm = on_asm - {"ONCE"}
        if error:
            result = lit.Test.Result(lit.Test.FAIL, f"{config.id}: FileCheck could not run the checks: {error}\n")
        elif on_asm or (on_swapped and not hazard):
            asm.write_file(files["swapped"], texts["swapped"])
            message, outcome = diagnosis.diagnose(self.filecheck, test.file_path, files, config, expectations,
                                                  expected, plain, once)
            if outcome and outcome != expected:
                unproven = diagnosis.unproven(self.filecheck, test.file_path, files, texts, config, expectations,
                                              outcome)
                if unproven:
                    message += f"\n(With {outcome} recorded the test would fail too: {unproven}.)"
                result = lit.Test.Result(lit.Test.FAIL, message + "\n")
                return self._with_metrics(result, test, outcome, expected, proven=not unproven)
            result = lit.Test.Result(lit.Test.FAIL, message + "\n")
        elif hazard and {expected, "ONCE"} - on_swapped:
            asm.write_file(files["swapped"], texts["swapped"])
            result = lit.Test.Result(lit.Test.FAIL, diagnosis.self_proof_failure(
                self.filecheck, test.file_path, files["swapped"], config, expected, {expected, "ONCE"} - on_swapped,
                plain, once) + "\n")
        else:
            result = lit.Test.Result(lit.Test.PASS)
        if result.code == lit.Test.PASS and miscompiled is None:   # scan would rightly call the once function wrong
            result = self._scan(test, result, config, functions, reference, expectations, expected, judged)
            if verdict_path and result.code == lit.Test.PASS:     # only ever written after a pass
                verdicts.record(verdict_path, config.id, {k: v.value for k, v in result.metrics.items()})
        if test.isExpectedToFail():
            result.code = {lit.Test.PASS: lit.Test.XPASS, lit.Test.FAIL: lit.Test.XFAIL}.get(result.code, result.code)
        proven = result.code == lit.Test.PASS
        if miscompiled is not None and proven:
            result = self._miscompiled(config, once, expect_rel, miscompiled, False,
                                       scanned=scanned and scanned.output)
        return self._with_metrics(result, test, outcome, expected, proven=proven)

    @staticmethod
    def _miscompiled(config, once, expect_rel, note, once_ok, plain=None, scanned=None):
        """The result of a config the .expect file records as miscompiling the once function: lit's XFAIL while
        the ONCE checks fail there (or scan finds it not as written), a failure saying the record is stale once
        they pass."""
        if scanned:
            return lit.Test.Result(lit.Test.XFAIL, f"{config.id}: {once} passes the ONCE checks, but {scanned.strip()} "
                                   f"(not as written), as {expect_rel} records (a compiler bug):\n{note}\n")
        if once_ok:
            return lit.Test.Result(lit.Test.FAIL, (
                f"{config.id}: {once} passes the ONCE checks, but {expect_rel} records it as miscompiled there: the "
                f"recorded miscompilation no longer shows; remove the line 'miscompiled: {config.id}' (and its '#' "
                f"lines if no other config is under them).\n"))
        unjudged = f" ({expect_rel} records no outcome of {plain} there)" if plain else ""
        return lit.Test.Result(lit.Test.XFAIL, f"{config.id}: {once} fails the ONCE checks, as {expect_rel} records "
                               f"(a compiler bug){unjudged}:\n{note}\n")

    def _reference(self, config, case, source):
        """(the config scan measures this one against, its assembly of the case), or None where it has none;
        raises asm.BuildError."""
        reference = matrix.reference(config, self.configs)
        if reference is None:
            return None
        return reference, asm.build(reference, source, os.path.join(self.build_dir, "asm", reference.id, case))

    def _judged(self, config, case, expectations, expected, reference):
        """Whether scan's word on this cell is measured against the checks: not where the -O0 reference itself
        shows the recorded hazard, or where the hazard is one scan cannot see (scan.beyond)."""
        if not isinstance(reference, tuple):
            return False
        ref_outcome = expectations.outcomes.get(reference[0].id)
        return not (ref_outcome is not None and expectations.is_hazard(ref_outcome) or
                    scan.beyond(config.isa.name, case, expected))

    def _scan(self, test, result, config, functions, reference, expectations, expected, judged):
        """tools/oncelab scan measured against the proof: it must call the once functions AS-WRITTEN, and the plain
        ones a hazard exactly where one is recorded (scan.agreement), unless the -O0 reference itself shows the
        hazard. A disagreement fails the test; what scan said goes into the results either way."""
        if reference is None:
            return result
        if isinstance(reference, asm.BuildError):
            return lit.Test.Result(lit.Test.FAIL, f"scan's reference: {reference}\n")
        reference, ref_functions = reference
        shared = scan.shared_variables(checkfile.read(test.file_path)[0].decode(errors="replace"))
        agrees, words = scan.agreement(config.isa, functions, ref_functions, shared, expectations.is_hazard(expected),
                                       not judged)
        result.addMetric("scan", lit.Test.toMetricValue(words))
        result.addMetric("scan_agrees", lit.Test.toMetricValue("not judged" if agrees is None else
                                                               "yes" if agrees else "no"))
        if agrees is False:
            return lit.Test.Result(lit.Test.FAIL, (result.output or "") + (
                f"{config.id}: the checks prove {expected}, but tools/oncelab scan (against {reference.id}) says "
                f"{words}: scan is wrong here (tools/harness/scan.py), or the checks pass for the wrong reason\n"))
        return result

    def _with_metrics(self, result, test, outcome, expected, proven=False):
        if outcome is not None:
            result.addMetric("outcome", lit.Test.toMetricValue(outcome))
            # Whether the checks of this outcome hold in full here: only a proven outcome may be recorded.
            result.addMetric("proven", lit.Test.toMetricValue(bool(proven)))
        if expected is not None:
            result.addMetric("expected", lit.Test.toMetricValue(expected))
        result.addMetric("compiler", lit.Test.toMetricValue(test.compiler_version or "unknown"))
        return result


# The order of a run. lit runs the tests that took longest last time first (a test's previous_elapsed), and the
# others by name: in a cold build, each case through every config in turn, a different compiler each time. Here
# a (case, config) test, whose time lit does not keep, is ordered by its config instead, the matrix's configs in
# turn, every case of one before the next: a compiler run many times in a row finds its code still in the CPU's
# caches (compiling every pair that way took 151.7 and 154.6 s, case by case 158.8 and 161.0 s, alternately,
# on two CPUs). The shell tests, which take seconds where a (case, config) test takes milliseconds, go first
# when lit has no time of theirs, as it would put them once it had: the run does not end on one of them with
# the other CPU idle. These are sort keys, not times: lit records each test's own time, as ever.
RUN_ORDER_STEP = 1e-6
SHELL_FIRST = 1.0

_loaded, _matrices, _discovered = {}, {}, {}


def _discovered_test(name):
    """The test discovered in this process (or, in a lit worker, in lit's own before it forked) by that name."""
    return _discovered[name]


def _expectations(path, rel):
    """expect.load, once per worker process while the file is unchanged."""
    key = (path, os.path.getmtime(path) if os.path.exists(path) else None)
    if key not in _loaded:
        _loaded[key] = expect.load(path, rel)
    return _loaded[key]


def _named(local_config, name):
    config = copy.copy(local_config)
    config.name = name
    return config
