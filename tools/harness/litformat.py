"""The lit test format: every (case, config) pair is its own test, named `hoist/flag-wait :: gcc-12/aarch64/O2`.

For checks/<group>/<name>.check it yields one test per config of the matrix. Each compiles
cases/<group>/<name>.c for that config (once; reused while nothing it depends on changes) and runs the
check file's checks in one FileCheck process, with the prefixes CHECK (the two functions' CHECK-LABELs),
ONCE and ONCE-<family> and, where <name>.expect records a hazard for the config, <HAZARD> and
<HAZARD>-<family> (the prefix without a family is the checks written once for every instruction set, against
the annotations; the family's, the checks whose point is the instruction itself):
  - on the scrubbed assembly, where they must all pass;
  - on the swapped assembly (each plain_X's body under once_X's name and the other way round), where,
    with a hazard recorded, the once checks and the hazard's must both fail (the self-proof), and
    without, the once checks must pass: the plain function is as safe as the once one.
On failure it says in words what went wrong, with the FileCheck command that shows it. A check file has
no RUN lines: it is run as above in every config (REQUIRES:, UNSUPPORTED: and XFAIL: lines apply).
It also yields, per check file, the test `<group>/<name> :: checks-can-fail`, which fails when some
assertion is shown to fail on no wrong assembly, and runs checks/**/*.s (hand-broken assembly fixtures)
and checks/**/*.test as ordinary lit shell tests.
"""

import copy
import functools
import hashlib
import os
import re
import shlex
import subprocess

import lit.formats
import lit.Test
import lit.TestRunner

from . import asm, expect, matrix, results
from . import isa as isas

# What may follow a prefix in a directive ('-NOT', '-COUNT-7') or in FileCheck's error about one ('-COUNT').
DIRECTIVE_SUFFIX = r"(?:-(?:LABEL|NEXT|NOT|SAME|DAG|EMPTY|COUNT(?:-\d+)?))?"
PREFIX = re.compile(r"^;[ \t]*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*?)" + DIRECTIVE_SUFFIX + ":", re.M)
# The family suffixes a prefix may end in: HOISTED-X86 is HOISTED's checks for x86 code alone.
ISA_PREFIXES = isas.prefixes()


def outcome_of(prefix):
    """('HOISTED', 'X86') for HOISTED-X86; ('LOOP-DELETED', None) for LOOP-DELETED, written for every family."""
    head, _, tail = prefix.rpartition("-")
    return (head, tail) if head and tail in ISA_PREFIXES else (prefix, None)


def outcome_prefixes(outcome, family):
    """The FileCheck prefixes of an outcome's checks in a config of the family: neutral and the family's."""
    return (outcome, f"{outcome}-{family}")


# The prefix of the two CHECK-LABELs, plain_X: then once_X:, that every FileCheck run of a check file
# includes: they cut the assembly into the two functions' blocks, whichever family's checks run.
LABEL_PREFIX = "CHECK"

# A definition (or declaration) of plain_X or once_X: a line, not of a comment, with its type, the name, '('.
DEFINED = re.compile(r"^(?![ \t]*[*/])[\w \t*]*\b(plain|once)_(\w+)\s*\(", re.M)


class MatrixTest(lit.Test.Test):
    """One (case, config) pair; its source, for lit's script parser, is the check file."""

    def __init__(self, suite, config_id, lit_config, check, oncelab_config):
        super().__init__(suite, tuple(config_id.split("/")), lit_config, file_path=check)
        self.oncelab_config = oncelab_config

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


def _filecheck_error(stderr):
    """What FileCheck's first error says, past its 'file:line:col: error:'."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "no output"


class OncelabFormat(lit.formats.ShTest):
    def __init__(self, root, build_dir, filecheck, versions):
        super().__init__(execute_external=False)
        self.root, self.build_dir, self.filecheck, self.versions = root, build_dir, filecheck, versions
        self._load_matrix()

    def _load_matrix(self):
        if self.root not in _matrices:
            _matrices[self.root] = matrix.load(self.root)
        self.configs, self.problems = _matrices[self.root]
        self.families = sorted({c.prefix for c in self.configs})

    # lit sends the format to its workers with every test: it goes without the matrix, which each worker
    # process reads once for itself.
    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k not in ("configs", "problems", "families")}

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
            yield lit.Test.Test(suite, path_in_suite, local_config)     # an ordinary lit shell test
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
        for config in self.configs:
            test_config = copy.copy(local_config)
            test_config.available_features = set(local_config.available_features) | {
                config.kind, config.compiler, config.target, config.level}
            yield MatrixTest(case_suite, config.id, test_config, check, config)

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
        result = self._execute(test, lit_config)
        self._record(test, result)
        return result

    def _execute(self, test, lit_config):
        if isinstance(test, ProblemTest):
            return lit.Test.Result(lit.Test.FAIL, test.message + "\n")
        if isinstance(test, CoverageTest):
            return self._coverage(test)
        if isinstance(test, MatrixTest):
            try:
                return self._matrix(test, lit_config)
            except Exception as e:       # a harness bug: one line, not a traceback
                return lit.Test.Result(lit.Test.UNRESOLVED, f"{test.file_path}: {test.oncelab_config.id}: oncelab "
                                       f"harness error, please report: {type(e).__name__}: {e}\n")
        return super().execute(test, lit_config)

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
            entry["inputs"] = results.inputs(self.root, case, config, self.versions.get(config.executable),
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
                                   f"(apt-get install {config.package}, or make setup)\n")
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
        # FileCheck's inputs, in lit's scratch space: both, for every run; swapped, for a failure's message.
        scratch = lit.TestRunner.getTempPaths(test)[1]
        files = {"asm": base + ".s", "swapped": scratch + ".swapped.s", "both": scratch + ".both.s"}
        plain = ", ".join(p for p, _ in asm.pairs(functions)) or "the plain function"
        once = ", ".join(o for _, o in asm.pairs(functions)) or "the once function"
        expected = expectations.outcomes.get(config.id)
        if expected is None:
            # Not recorded yet: what plain_X is found to do, and whether the checks of that outcome hold in
            # full (the once invariant, the hazard's checks, the self-proof), so that recording it passes.
            asm.write_file(files["swapped"], texts["swapped"])
            found = self._classify(test.file_path, files, config.prefix, expectations)
            outcome = found[0] if len(found) == 1 else None
            unproven = outcome and self._unproven(test.file_path, files, texts, config, expectations, outcome)
            message = f"{expect_rel} records nothing for {config.id}, where {plain} is {_found(found)}"
            if outcome and not unproven:
                message += (f": add the line '{config.id} {outcome}' (make update-expectations writes it from this "
                            f"run: the once invariant and the self-proof hold for it)")
            elif outcome:
                message += f"; but with {outcome} recorded the test would fail ({unproven}): fix the checks first"
            else:
                message += f": add the line '{config.id} OUTCOME'"
            result = lit.Test.Result(lit.Test.FAIL, message + "\n")
            return self._with_metrics(result, config, outcome, expected, proven=bool(outcome) and not unproven)
        hazard = expectations.is_hazard(expected)
        run = self._prefixes(config, expectations, expected)
        verdict_path = None if test.isExpectedToFail() else \
            os.path.join(self.build_dir, "verdicts", self._verdict_key(test.file_path, texts, expected, hazard, config))
        if verdict_path and os.path.exists(verdict_path):
            with open(verdict_path) as f:
                seen = f.read().strip()
            result = lit.Test.Result(lit.Test.PASS, f"{config.id}: the same assembly and checks as {seen}, where "
                                     f"they passed in this build\n")
            return self._with_metrics(result, config, expected, expected, proven=True)
        asm.write_file(files["both"], texts["asm"] + texts["swapped"])
        on_asm, on_swapped, error = self._run_checks(test.file_path, files["both"], run)
        outcome = expected
        if error:
            result = lit.Test.Result(lit.Test.FAIL, f"{config.id}: FileCheck could not run the checks: {error}\n")
        elif on_asm or (on_swapped and not hazard):
            asm.write_file(files["swapped"], texts["swapped"])
            message, outcome = self._diagnose(test.file_path, files, config, expectations, expected, plain, once)
            if outcome and outcome != expected:
                unproven = self._unproven(test.file_path, files, texts, config, expectations, outcome)
                if unproven:
                    message += f"\n(With {outcome} recorded the test would fail too: {unproven}.)"
                result = lit.Test.Result(lit.Test.FAIL, message + "\n")
                return self._with_metrics(result, config, outcome, expected, proven=not unproven)
            result = lit.Test.Result(lit.Test.FAIL, message + "\n")
        elif hazard and {expected, "ONCE"} - on_swapped:
            asm.write_file(files["swapped"], texts["swapped"])
            result = lit.Test.Result(lit.Test.FAIL, self._self_proof_failure(
                test.file_path, files["swapped"], config, expected, {expected, "ONCE"} - on_swapped, plain, once) + "\n")
        else:
            result = lit.Test.Result(lit.Test.PASS)
            if verdict_path:
                asm.write_file(verdict_path, config.id + "\n")   # only ever written after a pass
        if test.isExpectedToFail():
            result.code = {lit.Test.PASS: lit.Test.XPASS, lit.Test.FAIL: lit.Test.XFAIL}.get(result.code, result.code)
        return self._with_metrics(result, config, outcome, expected, proven=result.code == lit.Test.PASS)

    @staticmethod
    def _prefixes(config, expectations, outcome):
        """The prefixes a config's run has with this outcome recorded: the hazard's, if it is one, and ONCE's,
        each neutral and the config's family's."""
        return outcome_prefixes(outcome, config.prefix) * expectations.is_hazard(outcome) + \
            outcome_prefixes("ONCE", config.prefix)

    def _unproven(self, check_path, files, texts, config, expectations, outcome):
        """None if, with `outcome` recorded, the config's one FileCheck run would pass (the once invariant, the
        hazard's checks, the self-proof); else what would fail, in a phrase."""
        asm.write_file(files["both"], texts["asm"] + texts["swapped"])
        on_asm, on_swapped, error = self._run_checks(check_path, files["both"],
                                                     self._prefixes(config, expectations, outcome))
        must_fail = {outcome, "ONCE"}
        if error:
            return f"FileCheck could not run the checks: {error}"
        if on_asm:
            return f"the {', '.join(sorted(on_asm))} checks fail on the assembly"
        if expectations.is_hazard(outcome) and must_fail - on_swapped:
            return f"the self-proof: the {', '.join(sorted(must_fail - on_swapped))} checks accept the swapped assembly"
        if not expectations.is_hazard(outcome) and on_swapped:
            return f"the {', '.join(sorted(on_swapped))} checks fail on the swapped assembly"
        return None

    def _verdict_key(self, check_path, texts, expected, hazard, config):
        """What decides a test's verdict: the check file, both assemblies, the recorded outcome, whether it
        is a hazard, the family, and the tools. Tests with equal keys have equal verdicts, so one that
        passed lets the others pass without running FileCheck again (see _matrix)."""
        check, _ = _check_file(check_path)
        h = hashlib.sha256(check)
        for text in (texts["asm"], texts["swapped"]):
            h.update(b"\0" + text.encode())
        h.update(repr((expected, hazard, config.prefix, _tool_times(self.filecheck))).encode())
        return h.hexdigest()

    def _with_metrics(self, result, config, outcome, expected, proven=False):
        if outcome is not None:
            result.addMetric("outcome", lit.Test.toMetricValue(outcome))
            # Whether the checks of this outcome hold in full here: only a proven outcome may be recorded.
            result.addMetric("proven", lit.Test.toMetricValue(bool(proven)))
        if expected is not None:
            result.addMetric("expected", lit.Test.toMetricValue(expected))
        result.addMetric("compiler", lit.Test.toMetricValue(self.versions.get(config.executable) or "unknown"))
        return result

    def _run_checks(self, check_path, both, prefixes):
        """A config's one FileCheck run: the check file's checks on the assembly, then the same checks on the
        swapped assembly (each plain_X's body under once_X's name and the other way round), as one input
        (`both`: the one file, then the other) read by the check file written out twice. FileCheck checks
        each CHECK-LABEL block apart and names the first check that fails in each, at its line in what it
        read; a line past the first copy is a check that failed on the swapped assembly.

        Returns the outcomes (ONCE, HOISTED...) whose checks failed on the assembly, those whose checks failed
        on the swapped assembly, and an error when FileCheck failed without naming a check."""
        check, lines = _check_file(check_path)
        proc = subprocess.run(self._command("-", both, *prefixes) + ["--dump-input=never"],
                              input=check + check, capture_output=True)
        stderr = proc.stderr.decode(errors="replace")
        on_asm, on_swapped = set(), set()
        for m in FAILED_CHECK.finditer(stderr):
            (on_swapped if int(m.group(1)) > lines else on_asm).add(outcome_of(m.group(2))[0])
        error = _filecheck_error(stderr) if proc.returncode != 0 and not on_asm | on_swapped else None
        return on_asm, on_swapped, error

    def _passes(self, check, input_file, *prefixes):
        """Whether the checks of the prefixes (with the functions' CHECK-LABELs) accept input_file."""
        proc = subprocess.run(self._command(check, input_file, *prefixes) + ["--dump-input=never"],
                              capture_output=True, text=True)
        return proc.returncode == 0, _filecheck_error(proc.stderr)

    def _command(self, check, input_file, *prefixes):
        """The FileCheck command of the prefixes' checks, with the functions' CHECK-LABELs, on input_file."""
        return [self.filecheck, check, f"--input-file={input_file}",
                f"--check-prefixes={','.join((LABEL_PREFIX,) + prefixes)}", "--allow-unused-prefixes"]

    def _typed(self, check, input_file, *prefixes):
        """The FileCheck command as a user would type it at the repository root: FileCheck by its absolute
        path (Debian keeps it in /usr/lib/llvm-N/bin, on no user's PATH), the files relative to the root."""
        return shlex.join(self._command(_shown(check, self.root), _shown(input_file, self.root), *prefixes))

    def _by_hand(self, check, input_file, *prefixes):
        """A FileCheck run as a user would type it, and what FileCheck says."""
        proc = subprocess.run(self._command(check, input_file, *prefixes), capture_output=True, text=True)
        return f"$ {self._typed(check, input_file, *prefixes)}\n{proc.stderr}"

    def _self_proof_failure(self, check, swapped, config, expected, accepting, plain, once):
        """Where a hazard is recorded, the checks must fail on the swapped assembly: the once checks on
        plain_X's body and the hazard's checks on once_X's. What it means that some did not."""
        family = config.prefix
        problems = []
        if "ONCE" in accepting:
            problems.append(f"the ONCE checks (ONCE and ONCE-{family}) accept {plain}, where {expected} is "
                            f"recorded: they cannot tell the hazard from the fix")
        if expected in accepting:
            problems.append(f"the {expected} checks ({expected} and {expected}-{family}) accept {once}: they "
                            f"cannot tell the fix from the hazard")
        commands = "".join(f"\n$ {self._typed(check, swapped, *outcome_prefixes(o, family))}" for o in sorted(accepting))
        return (f"self-proof failed in {config.id}: {'; and '.join(problems)}. Tighten them: on the swapped "
                f"assembly, where they must fail, FileCheck passes:{commands}")

    def _classify(self, check, files, family, expectations):
        """The outcomes whose checks plain_X passes: the hazards' by their prefixes, the safe one by ONCE's."""
        with open(check) as f:
            text = f.read()
        hazards = sorted({o for o, f in map(outcome_of, PREFIX.findall(text))
                          if f in (None, family) and o not in ("ONCE", LABEL_PREFIX)})
        found = [h for h in hazards if self._passes(check, files["asm"], *outcome_prefixes(h, family))[0]]
        if self._passes(check, files["swapped"], *outcome_prefixes("ONCE", family))[0]:
            found.append(expectations.safe)
        return found

    def _diagnose(self, check, files, config, expectations, expected, plain, once):
        """Why the checks failed, in words, with the FileCheck run that shows it as a user would type it."""
        family, rel_asm = config.prefix, _shown(files["asm"], self.root)
        once_prefixes = outcome_prefixes("ONCE", family)
        ok, error = self._passes(check, files["asm"], *once_prefixes)
        if not ok:
            return (f"{once} in {config.id} breaks the once invariant ({error}). Unless the ONCE checks "
                    f"are wrong, the compiler did not emit the volatile access where the source puts it: a compiler "
                    f"bug worth reporting, with {rel_asm} and the command `tools/oncelab configs` gives for "
                    f"{config.id}.\n\n" + self._by_hand(check, files["asm"], *once_prefixes)), expected
        hazard = expectations.is_hazard(expected)
        found = self._classify(check, files, family, expectations)
        if expected not in found:
            shown = self._by_hand(check, files["asm"], *outcome_prefixes(expected, family)) if hazard \
                else self._by_hand(check, files["swapped"], *once_prefixes)
            return (f"{plain} in {config.id}: expected {expected}, found {_found(found)}. If the compiler's "
                    f"behaviour changed, record it: make update-expectations (rewrites the .expect files from this run's "
                    f"results), or edit the {config.id} line of {_shown(expectations.path, self.root)}; the "
                    f"assembly is {rel_asm}.\n\n" + shown), (found[0] if len(found) == 1 else None)
        if hazard:
            return (f"{config.id}: the {expected} and ONCE checks pass on the assembly one outcome at a time and "
                    f"fail together: checks of both match the same lines of one function. Keep the hazard's checks "
                    f"under CHECK-LABEL: plain_X: and the once checks under once_X:.\n\n"
                    + self._by_hand(check, files["asm"], *outcome_prefixes(expected, family), *once_prefixes)), expected
        return (f"{config.id}: the checks failed when run on the assembly and the swapped assembly together, "
                f"and pass when run apart: an oncelab harness bug, please report.\n\n"
                + self._by_hand(check, files["swapped"], *once_prefixes)), expected

    def _coverage(self, test):
        case, _, expect_rel = self._case(test)
        check_rel = f"checks/{case}.check"
        try:
            expectations = expect.load(os.path.join(self.root, expect_rel), expect_rel)
        except expect.ExpectError as e:
            return lit.Test.Result(lit.Test.FAIL, f"{e}\n")
        with open(test.file_path) as f:
            check_text = f.read()
        written = {outcome_of(p) for p in PREFIX.findall(check_text) if p != LABEL_PREFIX}
        family_of = {c.id: c.prefix for c in self.configs}
        recorded = {(outcome, family_of[c]) for c, outcome in expectations.outcomes.items() if c in family_of}
        fixtures = self._fixture_prefixes(case)
        with open(os.path.join(self.root, "cases", case + ".c")) as f:
            source = f.read()
        defined = DEFINED.findall(source)
        pairs = sorted({name for kind, name in defined if kind == "plain" and ("once", name) in defined})
        stale = [c for c in expectations.outcomes if c not in family_of]
        problems = [f"{expect_rel}: records {len(stale)} config(s) not in the matrix: {', '.join(stale[:3])}"
                    f"{', ...' if len(stale) > 3 else ''}"] if stale else []
        if len(pairs) != 1:
            problems.append(f"cases/{case}.c: {len(pairs)} plain_X/once_X pairs: a case is one pair (the self-proof "
                            f"and the recorded outcome are one per config; with more, they prove less)")
        labels = re.findall(rf"^; {LABEL_PREFIX}-LABEL:\s*(\S+):\s*$", check_text, re.M)
        if len(pairs) == 1 and labels != [f"plain_{pairs[0]}", f"once_{pairs[0]}"]:
            problems.append(f"{check_rel}: its {LABEL_PREFIX}-LABEL lines name {', '.join(labels) or 'nothing'}: they must "
                            f"be plain_{pairs[0]}: then once_{pairs[0]}:, the order the assembly has them in")
        for family in self.families:
            if ("ONCE", None) not in written and ("ONCE", family) not in written:
                problems.append(f"{check_rel}: no ONCE checks for {family} code (neither ONCE nor ONCE-{family}), "
                                f"and {family} targets are in the matrix")
            elif not any(expectations.is_hazard(o) for o, f in recorded if f == family) and \
                    f"ONCE-{family}" not in fixtures:
                problems.append(f"{check_rel}: the ONCE checks are shown to fail on no wrong {family} assembly: no "
                                f"{family} config records a hazard, and no checks/{case}.broken-*.s fixture runs "
                                f"'not FileCheck ... --check-prefixes=CHECK,ONCE,ONCE-{family}'")
        for outcome, family in sorted(written, key=lambda w: (w[0], w[1] or "")):
            if outcome == "ONCE":
                continue
            if family is None and not any(o == outcome for o, _ in recorded):
                problems.append(f"{check_rel}: {outcome} checks are never run: no config records {outcome} in "
                                f"{expect_rel}")
            elif family in self.families and (outcome, family) not in recorded:
                problems.append(f"{check_rel}: {outcome}-{family} checks are never run: no {family} config "
                                f"records {outcome} in {expect_rel}")
        if problems:
            return lit.Test.Result(lit.Test.FAIL, "\n".join(problems) + "\n")
        return lit.Test.Result(lit.Test.PASS)

    def _fixture_prefixes(self, case):
        """The prefixes that the case's hand-broken fixtures prove: 'not FileCheck ... --check-prefixes=P'."""
        directory, stem = os.path.split(os.path.join(self.root, "checks", case))
        proven = set()
        for name in os.listdir(directory):
            if name.startswith(stem + ".broken-") and name.endswith(".s"):
                with open(os.path.join(directory, name)) as f:
                    for m in re.finditer(r"RUN:.*?\bnot\s+FileCheck\b.*?--check-prefix(?:es)?=(\S+)", f.read()):
                        proven.update(m.group(1).split(","))
        return proven


# A FileCheck error about a check: '<stdin>:41:10: error: HOISTED-X86-NOT: ...' names its line in the check
# text FileCheck read, and its prefix, HOISTED-X86.
FAILED_CHECK = re.compile(r"^[^:\n]+:(\d+):\d+: error: ([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*?)" + DIRECTIVE_SUFFIX + ": ",
                          re.M)

_loaded, _matrices, _check_files = {}, {}, {}


def _check_file(path):
    """A check file's bytes, ending in a newline, and its number of lines, read once per worker process
    while unchanged."""
    key = (path, os.path.getmtime(path))
    if key not in _check_files:
        with open(path, "rb") as f:
            check = f.read()
        check += b"" if check.endswith(b"\n") else b"\n"
        _check_files[key] = check, check.count(b"\n")
    return _check_files[key]


@functools.lru_cache(maxsize=None)
def _tool_times(filecheck):
    """The tools a verdict depends on, with their modification times: FileCheck and the harness itself."""
    return [(t, os.path.getmtime(t)) for t in (filecheck, __file__, asm.__file__)]


def _expectations(path, rel):
    """expect.load, once per worker process while the file is unchanged."""
    key = (path, os.path.getmtime(path) if os.path.exists(path) else None)
    if key not in _loaded:
        _loaded[key] = expect.load(path, rel)
    return _loaded[key]


def _shown(path, root):
    """A path as a user at the repository root would type it."""
    rel = os.path.relpath(path, root)
    return path if rel.startswith(os.pardir + os.sep) else rel


def _named(local_config, name):
    config = copy.copy(local_config)
    config.name = name
    return config


def _found(found):
    if not found:
        return "none of the recorded outcomes' checks passing (a new behaviour: read the assembly)"
    if len(found) > 1:
        return " and ".join(found) + " at once (their checks overlap: tighten them)"
    return found[0]
