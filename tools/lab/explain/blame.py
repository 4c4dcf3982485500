"""tools/oncelab blame: which optimization made a hazard, proven by compiles the oracle judges.

The oracle is a set of named predicates on a compile's annotated assembly, {outcome: (asm_text) -> bool}: for
a corpus case, the case's own FileCheck checks of each hazard outcome (case_oracles); for a user's file, the
verdict of tools/oncelab scan may be plugged in the same way. Nothing here judges assembly by itself.

Clang: -mllvm -opt-bisect-limit=N runs only the first N skippable passes. One compile at -1 lists them, and
with -print-changed says which changed the function (the bisection's candidates: between two of them every
limit compiles the same function) and writes the module before and after each; then bisection finds, for each
hazard step (the first limit where any hazard shows, and the first where the final outcome shows), the limit k
where the oracle fails at k-1 and holds at k: the pass numbered k made it. The IR of the function at k-1 and k,
from the listing, shows what it did. Passes required for correctness (instruction selection, register
allocation) are never skipped: a hazard that shows at limit 0 is made there, and is said so.

GCC: no bisect limit. One compile with -fdump-tree-all-blocks -fdump-rtl-all writes the function after each
pass; the passes after which the function's shared accesses (each load or store of memory that is not the
stack, with its loop depth) differ from before are the candidates. They are turned off with -fdisable-tree-* /
-fdisable-rtl-* until the assembly loses the hazard (passes that redo a disabled pass's work are found in the
dumps of the next round), then the set is shrunk until each member is needed: a set of more than one means
the passes mask each other. Where no set is found, or a pass cannot be disabled, it says so.
"""

import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import concurrent.futures

from ..annotate import annotation, scrub
from ..base import corpus, files, llvm, paths, program, terminal
from ..base.text import many      # text(): what blame found, in words
from ..compile import assembly, matrix
from ..prove import checkfile, expect, results, scan


# Of a cached blame result, per compiler kind: raise it when what blame finds changes, to make older results stale.
FORMAT = {"clang": 3, "gcc": 5}


class BlameError(Exception):
    """Bad input or a compile that fails: one line naming the file and config."""


# The oracle of a corpus case ----------------------------------------------------------------------------------


def case_oracles(config, case, scratch):
    """({outcome: (asm_text) -> bool}, safe: (asm_text) -> bool): for every hazard outcome the case's check file
    has checks of in the config's family, whether FileCheck accepts the annotated assembly with that outcome's
    prefixes; and whether the plain function is safe there, its body passing the once checks (run on the
    swapped assembly, as make check does)."""
    the = corpus.Case(case)
    try:
        safe_outcome = expect.load(the.expect, the.expect_rel).safe
        with open(the.check) as f:
            written = checkfile.written(f.read())
    except (expect.ExpectError, OSError) as e:
        raise BlameError(f"{case}: {config.id}: {e}") from None
    filecheck = llvm.tool("FileCheck")
    if filecheck is None:
        raise BlameError(f"FileCheck not found: apt-get install llvm-{llvm.VERSION}-tools (or make setup)")
    fc = checkfile.FileCheck(filecheck, paths.ROOT)
    hazards = sorted({o for o, family in written
                      if family in (None, config.prefix) and o not in ("ONCE", safe_outcome)})

    def oracle(outcome, swap=False):
        def holds(asm_text):
            path = os.path.join(scratch, "oracle.s")
            files.write_file(path, scrub.render(scrub.swapped(scrub.parse(asm_text))) if swap else asm_text)
            return fc.passes(the.check, path, *checkfile.outcome_prefixes(outcome, config.prefix))[0]
        return holds
    return {h: oracle(h) for h in hazards}, oracle("ONCE", swap=True)


def scan_oracles(config, function, reference):
    """The oracle of a user's file: tools/oncelab scan's verdicts on function against its -O0 reference (the
    functions of that build): {"VARIABLE VERDICT": holds} for every hazard verdict scan gives in the config's own
    compile, and safe: scan finds no hazard at all."""
    ref_body = dict(reference).get(function)
    if ref_body is None:
        raise BlameError(f"{config.id}: {function} is not in its -O0 reference")
    ref_shape = scan.Shape.of(config.isa, ref_body)

    def verdicts(asm_text):
        body = dict(scrub.parse(asm_text)).get(function)
        return {} if body is None else scan.compare(ref_shape, scan.Shape.of(config.isa, body))

    def oracle(variable, verdict):
        return lambda asm_text: verdict in verdicts(asm_text).get(variable, ())
    return oracle, lambda asm_text: not any(set(v) & set(scan.HAZARDS) for v in verdicts(asm_text).values())


def blame_file(config, source, function, build_dir):
    """The blame of a function of a user's file in one config, scan's verdict as the oracle: each hazard verdict
    scan gives there (against the same compiler at -O0) is bisected as a case's outcome is."""
    if not config.installed():
        raise BlameError(f"{source}: {config.id}: {config.executable} is not installed ({config.install_hint})")
    reference = matrix.reference(config, matrix.load()[0])
    if reference is None:
        raise BlameError(f"{source}: {config.id}: no -O0 config of the same compiler and target to scan against")
    os.makedirs(os.path.join(build_dir, "blame"), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.join(build_dir, "blame"), prefix="work-") as scratch:
        path = os.path.abspath(source)
        try:
            functions = assembly.build(config, path, os.path.join(scratch, "asm", "here"))
            ref_functions = assembly.build(reference, path, os.path.join(scratch, "asm", "reference"))
        except assembly.BuildError as e:
            raise BlameError(str(e)) from None
        if function not in dict(functions):
            raise BlameError(f"{source}: {config.id}: no function {function!r} in the assembly (it has: "
                             f"{', '.join(n for n, _ in functions)})")
        oracle, safe = scan_oracles(config, function, ref_functions)
        found = scan.verdicts(config.isa, dict(ref_functions)[function], dict(functions)[function])
        oracles = {f"{variable} {verdict}": oracle(variable, verdict) for variable, verdicts in found.items()
                   for verdict in verdicts if verdict in scan.HAZARDS}
        if not oracles:
            raise BlameError(f"{source}: {config.id}: scan finds {function} AS-WRITTEN here: no hazard to blame")
        result = blame(config, path, function, oracles, safe, functions, scratch)
    result.update(case=None, source=source, oracle=f"tools/oncelab scan against {reference.id}")
    return dict(result, cached=False)


# Compiles -----------------------------------------------------------------------------------------------------


class Compiler:
    """Compiles of one source for one config with extra flags, each judged by the oracles once."""

    def __init__(self, config, source, oracles, safe, scratch):
        """source: its absolute path; self.source is as a user at the repository root would name it. oracles:
        {outcome: (asm_text) -> bool}; safe: (asm_text) -> bool, whether the function shows no hazard at all."""
        self.config, self.path, self.oracles, self.safe, self.scratch = config, source, oracles, safe, scratch
        self.source = os.path.relpath(source, paths.ROOT) if source.startswith(paths.ROOT + os.sep) else source
        self.count, self.known = 0, {}

    def argv(self, extra):
        """The compile with these extra flags, run at the repository root."""
        return list(self.config.argv) + list(extra) + ["-S", "-o", "-", self.source]

    def command(self, extra):
        """The compile with these extra flags, as a user at the repository root would type it."""
        return shlex.join(self.argv(extra))

    def run(self, extra):
        """The compiler's stdout and stderr with these extra flags (a BlameError, in one line, if it fails)."""
        command = self.argv(extra)
        self.count += 1
        try:
            proc = program.run(command, 120, cwd=paths.ROOT, env=dict(os.environ, LC_ALL="C"))
        except subprocess.TimeoutExpired:
            raise BlameError(f"{self.source}: {self.config.id}: {self.config.executable} took over 120 s") from None
        except OSError as e:
            raise BlameError(f"{self.source}: {self.config.id}: cannot run {self.config.executable}: "
                             f"{e.strerror}") from None
        if proc.returncode != 0:
            raise BlameError(f"{self.source}: {self.config.id}: {assembly.first_error(proc.stderr)}")
        return proc.stdout, proc.stderr

    def judge(self, extra):
        """(the outcomes whose oracle holds, the annotated assembly) of a compile with these extra flags."""
        key = tuple(extra)
        if key not in self.known:
            config = self.config.with_flags(key)
            base = os.path.join(self.scratch, f"probe{len(self.known)}")
            try:
                functions = assembly.build(config, self.path, base)
            except assembly.BuildError as e:
                raise BlameError(str(e)) from None
            self.count += 1
            self.known[key] = (self.shows(functions), functions)
        return self.known[key]

    def shows(self, functions):
        """The outcomes whose oracle holds on this assembly."""
        text = scrub.render(functions)
        return frozenset(o for o, holds in self.oracles.items() if holds(text))

    def gone(self, extra):
        """Whether a compile with these flags shows no hazard and is safe by the oracle (not where it fails:
        GCC may stop with an internal error when one pass is off and another on)."""
        try:
            shown, functions = self.judge(extra)
        except BlameError:
            return False
        return not shown and self.safe(scrub.render(functions))

    def know(self, extra, functions):
        """What a compile with these flags gives, known without compiling (the config's own assembly)."""
        self.known[tuple(extra)] = (self.shows(functions), functions)
        return self.known[tuple(extra)][0]


def function_text(functions, name):
    """One function's annotated assembly, from assembly.build's functions."""
    return scrub.render([(n, body) for n, body in functions if n == name])


def ir_function(ir, name):
    """The definition of one function in LLVM IR text."""
    m = re.search(r"^define [^\n]*@" + re.escape(name) + r"\(.*?^}$", ir, re.M | re.S)
    return m.group(0) if m else f"(no definition of {name} in the IR)"


def words(shown):
    return " and ".join(sorted(shown)) if shown else "no hazard"


# Clang --------------------------------------------------------------------------------------------------------

BISECT = re.compile(r"^BISECT: running pass \((\d+)\) (.+?) on (.+)$")
# What -print-changed writes after each pass: the IR (or, for a machine pass, its machine code) where it changed
# something, "omitted because no change" where it did not; "IR Dump At Start" is the module before any pass, and
# "IR Dump Before" the module before a pass that changes it (-print-before-changed).
DUMPED = re.compile(r"^(?:# )?\*\*\* IR Dump (?:After (.+) on (.+?)( omitted because no change)?|At Start|Before .+) \*\*\*$")
HEADER = re.compile(r"^(?:# )?\*\*\* IR (?:Dump|Pass) ")

# The listing compile: every pass run, each named (-opt-bisect-limit=-1), and the module written before and after
# each that changed it (-print-changed -print-before-changed -print-module-scope).
LISTING = ["-mllvm", "-opt-bisect-limit=-1", "-mllvm", "-print-changed", "-mllvm", "-print-before-changed",
           "-mllvm", "-print-module-scope"]


class Listing:
    """What the listing compile says: the skippable passes, which of them changed nothing, and the module's IR
    at every limit. The first k passes run as they do with every pass on, so the IR at limit k is the module as
    -print-changed last wrote it before pass k+1; and where pass k changed nothing, limits k-1 and k compile
    the same module (between two passes that change it, every limit compiles the same assembly)."""

    def __init__(self, stderr):
        self.passes, self.unchanged, self.reported, self._ir_before, ir = {}, set(), set(), {}, None
        current, header_seen, body, function, bisected, stale, before = None, True, None, None, None, None, False
        for line in stderr.splitlines() + ["BISECT: running pass (0) (end) on [module]"]:
            m = BISECT.match(line)
            if m or HEADER.match(line):
                if body is not None and body and not body[0].startswith("# Machine code for function"):
                    ir = "\n".join(body)     # a module dump (a machine function's is no IR)
                    if before:             # the module since the last pass that changed it unwritten
                        for n in range(stale or current, current + 1):
                            self._ir_before[n] = ir
                    stale = None
                body = None
            if m:
                current, name, target = int(m.group(1)), m.group(2), m.group(3)
                bisected = (name, target)
                if re.fullmatch(r"[\w.$]+", target):
                    function = target
                elif function and _loop(target) and " in function " not in target:
                    target += f" in function {function}"   # before LLVM 17, BISECT does not name a loop's
                                                           # function: the last function pass ran on it
                self._ir_before[current] = None if stale else ir
                if name != "(end)":
                    self.passes[current] = (name, target)
                header_seen = False
                continue
            d = DUMPED.match(line)
            if d:
                if d.group(1) is not None and current and not header_seen:
                    header_seen = True     # the first dump after a BISECT line is that pass's, if it names it
                    if _same_pass(*bisected, d.group(1), d.group(2)):
                        (self.unchanged if d.group(3) else self.reported).add(current)
                body, before = None if d.group(3) else [], line.startswith("*** IR Dump Before ")
                continue
            if line.endswith(" invalidated ***") and current and not header_seen:
                header_seen = True         # a pass that deleted what it ran on (a loop): it changed something,
                self.reported.add(current)
                stale = current + 1        # and the module is not written again until a pass changes it
            if HEADER.match(line):
                continue
            if body is not None:
                body.append(line)
        self._ir_before.pop(0, None)
        self.total = max(self.passes, default=0)
        self._final = None if stale else ir

    def ir(self, k):
        """The module's IR at limit k: after the first k passes (None where -print-changed did not write it)."""
        return self._ir_before.get(k + 1, self._final) if k < self.total else self._final

    def changed(self, function=None):
        """The limits that end at a pass which changed the module or may have (0 too, for the bisection); where a
        function is named, only the passes that changed its body (the IR of its definition, or its machine
        code) as -print-changed wrote them, and, before LLVM 15, where -print-changed does not see machine
        passes, every pass of the code generator on it."""
        machine_seen = any(k in self.unchanged or k in self.reported for k, (_, target) in self.passes.items()
                           if target.startswith("function ("))
        found = []
        for k, (_, target) in sorted(self.passes.items()):
            if k in self.unchanged:
                continue
            if function is not None:
                if not _concerns(target, function) or (k not in self.reported and machine_seen):
                    continue        # a pass -print-changed does not see (the code generator's IR passes)
                if not target.startswith("function (") and None not in (self.ir(k - 1), self.ir(k)) and \
                        _body(self.ir(k - 1), function) == _body(self.ir(k), function):
                    continue        # it changed other functions, or attributes
            found.append(k)
        return [0] + found


def _body(ir, function):
    """A function's definition in IR text, without the attribute group it names (which function-attribute passes
    change)."""
    return re.sub(r"\s#\d+\b", "", ir_function(ir, function))


def _same_pass(name, target, dumped, on):
    """Whether -print-changed's dump of `dumped` on `on` is the one of the pass BISECT named `name` on `target`:
    the same name or its description ("Control Flow Optimizer (branch-folder)") on the same target, or on a loop
    (whose name, from its blocks', LLVM 13 to 15 may print otherwise in the dump). LLVM 20 and later name a pass
    to BISECT by its argument (licm), which for the new pass manager's passes is not in the dump's class name
    (LICMPass): there the target alone says it."""
    named = dumped == name or dumped.startswith(name + " (") or dumped.endswith(f"({name})")
    if on == re.sub(r"^function \((.*)\)$", r"\1", target):
        return named or re.fullmatch(r"[a-z0-9<>;=,_.-]+", name) is not None
    return named and _loop(target) and _loop(on)


def _loop(target):
    """Whether BISECT's or -print-changed's target is a loop: not the module, a call-graph SCC, a function or a
    machine function."""
    return not (target == "[module]" or target.startswith(("(", "function (")) or re.fullmatch(r"[\w.$]+", target))


def _concerns(target, function):
    """Whether a pass that ran on `target` (as BISECT names it) may change `function`: one that ran on it, on a
    loop in it, on a call-graph SCC holding it, or on the whole module."""
    return target == "[module]" or re.search(r"(?<![\w.$])" + re.escape(function) + r"(?![\w.$])", target)


def _limit(k):
    return ("-mllvm", f"-opt-bisect-limit={k}")


def blame_clang(compiler, function, functions):
    """The hazard steps of a Clang compile: for the first limit where any hazard shows, and the first where the
    final outcome shows, the pass, what it ran on, the confirming compiles and the IR before and after.
    `functions`: the config's own assembly (every pass run), as assembly.build gives it."""
    listing = Listing(compiler.run(LISTING)[1])
    total, seen = listing.total, {}

    def shows(k):
        """The outcomes at limit k, each limit compiled once (at the total, the config's own assembly)."""
        if k not in seen:
            seen[k] = compiler.know(_limit(k), functions) if k == total else compiler.judge(_limit(k))[0]
        return seen[k]
    full = shows(total)
    tiers = [listing.changed(function), listing.changed(), list(range(total + 1))]
    result = {"passes": total, "changed": len(tiers[0]) - 1, "outcome": words(full), "steps": [], "reason": None}
    if not full:
        result["reason"] = "no hazard outcome's checks pass on the assembly of this config: nothing to blame"
        return result
    goals = [("a hazard", lambda shown: bool(shown))]
    goals += [(o, lambda shown, o=o: o in shown) for o in sorted(full)]
    steps = {}
    for goal, holds in goals:
        k = _bisect(shows, seen, holds, tiers)
        if k in steps:
            continue                  # the same pass makes the first hazard and the final outcome
        steps[k] = {"goal": goal, "limit": 0, "shows": sorted(seen[0]), "reason": (
            f"{words(seen[0])} shows at limit 0, with no skippable pass run: no optimization pass made it; it is "
            f"in the code as written, or made by instruction selection or register allocation, which are never "
            f"skipped and cannot be bisected")} if k == 0 else _clang_step(compiler, function, goal, k, listing)
    result["steps"] = [steps[k] for k in sorted(steps)]
    return result


def _bisect(shows, seen, holds, tiers):
    """The limit k where `holds` fails at k-1 and holds at k, both compiled (0: it holds at limit 0). Searched
    first among the limits that end at a pass which changed the function (tiers[0]: between two of them every
    limit compiles the same function), from the tightest bracket the compiles so far give, for every goal; where
    the compile at k-1 does not confirm it, a pass on another function mattered (an inlined callee's), and the
    search goes on below k among the passes that changed anything, then among every limit."""
    for points in tiers:
        high = min(k for k, shown in seen.items() if holds(shown))
        low = max((k for k, shown in seen.items() if k < high and not holds(shown)), default=-1)
        candidates = [p for p in points if low < p <= high]
        lo, hi = -1, len(candidates)      # fails at low (or below 0), holds at high, beyond every candidate
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if holds(shows(candidates[mid])):
                hi = mid
            else:
                lo = mid
        if hi == len(candidates):
            continue                      # it holds at high, not at the candidate just below: search closer
        k = candidates[hi]
        if k == 0 or not holds(shows(k - 1)):
            return k
    raise AssertionError("a bisection over every limit ends at a limit confirmed below")


def _clang_step(compiler, function, goal, k, listing):
    before, before_asm = compiler.judge(_limit(k - 1))
    after, after_asm = compiler.judge(_limit(k))
    name, target = listing.passes.get(k, ("(a pass numbered only in this run)", "?"))
    step = {"goal": goal, "limit": k, "pass": name, "on": target, "ir": None}
    for side, n, shown, functions in (("before", k - 1, before, before_asm), ("after", k, after, after_asm)):
        step[side] = {"limit": n, "shows": sorted(shown), "asm": function_text(functions, function),
                      "command": compiler.command(_limit(n))}
    if not target.startswith("function ("):   # a machine pass leaves the IR as it was: its assembly differs
        step["ir"] = {side: ir_function(_ir(compiler, listing, n), function)
                      for side, n in (("before", k - 1), ("after", k))}
    return step


def _ir(compiler, listing, k):
    """The module's IR at limit k: as the listing compile wrote it, or, where it did not (after a pass that
    deleted a loop, when no later pass changed anything), from one more compile."""
    ir = listing.ir(k)
    return ir if ir is not None else compiler.run(list(_limit(k)) + ["-emit-llvm"])[0]


# GCC ----------------------------------------------------------------------------------------------------------

DUMP = re.compile(r"\.(\d+)([tr])\.([\w.+-]+)$")
SSA_NAME = re.compile(r"\b[A-Za-z_][\w.]*_\d+(?:\(D\))?")
TREE_MEMORY = re.compile(r"->|\bMEM\b|^\s*\*")
TREE_ASSIGN = re.compile(r"\s=(?:\{v\})?\s")
DEPTH = re.compile(r"^;;\s+basic block \d+, loop depth (\d+)", re.M)
RTL_INSN = re.compile(r"^\((?:insn|jump_insn|call_insn)\b", re.M)
SYMBOL = re.compile(r'symbol_ref:\w+ \("([^"]+)"\)')


def dumps_of(directory, function):
    """[(pass name as -fdisable spells it, 'tree' or 'rtl', the function's text)] in pass order."""
    found = []
    for name in os.listdir(directory):
        m = DUMP.search(name)
        if not m:
            continue
        with open(os.path.join(directory, name), errors="replace") as f:
            text = f.read()
        body = re.search(r"^;; Function " + re.escape(function) + r" \(.*?(?=^;; Function |\Z)", text, re.M | re.S)
        if body:
            found.append((int(m.group(1)), m.group(3), "tree" if m.group(2) == "t" else "rtl", body.group(0)))
    return [(f"{kind}-{name}", kind, body) for _, name, kind, body in sorted(found)]


def accesses(kind, body, shared):
    """The function's accesses of memory that is not its stack, as a dump shows them: (load/store, what, loop
    depth) in order; what is a shared variable, or * for memory reached through a pointer. Loop depth is the
    tree dumps' (-blocks); RTL dumps do not say it."""
    found = []
    if kind == "tree":
        depth, inside = None, False
        for line in body.splitlines():
            if line in ("{", "}"):          # the function's body, not what a pass prints about it before
                inside = line == "{"
                continue
            m = DEPTH.match(line)
            if m:
                depth = int(m.group(1))
                continue
            sides = TREE_ASSIGN.split(SSA_NAME.sub("_", line), maxsplit=1)
            if not inside or line.startswith(";;") or len(sides) != 2:
                continue
            for access, text in (("store", sides[0]), ("load", sides[1])):
                names = [v for v in shared if re.search(r"(?<![\w.&])" + re.escape(v) + r"(?!\w)", text)]
                if names or TREE_MEMORY.search(text):
                    found.append((access, ",".join(names) or "*", depth))
        return tuple(found)
    insns, insn = {}, []                # uid -> (where its last listing is, its text): a pass may list twice
    for n, line in enumerate(body.splitlines() + ["(end"]):
        if line.startswith("(") and insn:
            text = " ".join(insn)
            if RTL_INSN.match(text):
                insns[text.split()[1]] = (n, text)
            insn = []
        if line.startswith("(") or insn:
            insn.append(line.strip())
    insns = [text for _, text in sorted(insns.values())]
    for text in insns:
        for m in re.finditer(r"\(mem[/\w]*:\w+ ", text):
            inner = text[m.end():m.end() + 160]
            if re.match(r"\((?:plus:\w+ )?\(reg/f:\w+ \d+ [a-z]*(?:sp|fp|frame|argp)\b", inner):
                continue                    # the stack
            store = text[:m.start()].rstrip().endswith("(set")
            symbol = SYMBOL.search(inner)
            found.append(("store" if store else "load", symbol.group(1) if symbol else "*", None))
    return tuple(found)


def _shape(items):
    """The accesses without loop depths: how a tree dump and the RTL after it can be compared."""
    return tuple((kind, what) for kind, what, _ in items)


def changes(dumps, shared):
    """[(pass, before, after)] for each pass after which the function's shared accesses differ, from the first
    dump with a control-flow graph on (the earlier ones are written in other forms), dumps that list no
    instructions aside."""
    found, last = [], None
    for name, kind, body in dumps:
        if (kind == "tree" and last is None and not DEPTH.search(body)) or (kind == "rtl" and not RTL_INSN.search(body)):
            continue
        now = accesses(kind, body, shared)
        if last is not None:
            then_kind, then = last
            depths = then_kind == kind and all(d is not None for _, _, d in then + now)
            differ = then != now if depths else _shape(then) != _shape(now)
            if differ:
                found.append((name, then, now))
        last = (kind, now)
    return found


def blame_gcc(compiler, function, functions, rounds=8):
    """The passes after which the function's shared accesses change (from the dumps), and a smallest set whose
    -fdisable flags make the assembly lose every hazard, with what the confirming compiles showed."""
    final, shared = compiler.know((), functions), shared_variables(functions)
    result = {"outcome": words(final), "changes": [], "disabled": None, "masking": False, "refused": [],
              "reason": None, "confirm": None}
    if not final:
        result["reason"] = "no hazard outcome's checks pass on the assembly of this config: nothing to blame"
        return result
    disabled, refused, tried = [], [], set()
    for round_ in range(rounds):
        try:
            dumps = _dumps(compiler, function, disabled)
        except BlameError:
            break                       # GCC fails with these off and the dump flags on: search no further
        found = changes(dumps, shared)
        if round_ == 0:
            result["changes"] = [{"pass": p, "before": _words(b), "after": _words(a)} for p, b, a in found]
        new = [p for p, _, _ in found if p not in tried]
        if not new:
            break
        tried |= set(new)
        while new:                      # GCC refuses a name it does not know (rtl-pre), one error a name
            try:
                compiler.judge(_flags(disabled + new))
                disabled += new
                break
            except BlameError as e:
                unknown = re.search(r"unknown pass (\S+) specified", str(e))
                if unknown and unknown.group(1) in new:
                    refused.append(unknown.group(1))
                    new.remove(unknown.group(1))
                    continue
            for p in new:               # it fails without one of them some other way (expand): which
                try:
                    compiler.judge(_flags(disabled + [p]))
                    disabled.append(p)
                except BlameError:
                    refused.append(p)
            break
        if compiler.gone(_flags(disabled)):
            break
    result["refused"] = refused
    if not compiler.gone(_flags(disabled)):
        for p in reversed(disabled):    # a pass whose absence breaks the code otherwise (ARM's literal pools)
            if compiler.gone(_flags([q for q in disabled if q != p])):
                disabled = [q for q in disabled if q != p]
                break
    shown, _ = compiler.judge(_flags(disabled))
    if not compiler.gone(_flags(disabled)) or not disabled:
        result["reason"] = (f"no set found: with the {len(disabled)} passes whose dumps change the function's "
                            f"shared accesses turned off, {words(shown) + ' still shows' if shown else 'the plain function is not safe either (the once checks fail on it)'}" +
                            (f"; GCC will not turn off {', '.join(refused)}, which change them too: the hazard may "
                             f"be made there" if refused else "") +
                            ("" if disabled or refused else "; no pass changes them in the dumps: the hazard is "
                             "in the code as written, or made by RTL expansion or register allocation"))
        return result
    for p in list(disabled):            # shrink: drop every pass the hazard stays away without
        rest = [q for q in disabled if q != p]
        if compiler.gone(_flags(rest)):
            disabled = rest
    result["disabled"] = disabled
    result["masking"] = len(disabled) > 1
    without = {p: _shown_or_failure(compiler, [q for q in disabled if q != p]) for p in disabled} \
        if len(disabled) > 1 else {}
    result["confirm"] = {"flags": _flags(disabled), "shows": sorted(compiler.judge(_flags(disabled))[0]),
                         "command": compiler.command(_flags(disabled)), "full": sorted(final),
                         "full_command": compiler.command(()), "each_left_on": without}
    return result


def _shown_or_failure(compiler, disabled):
    """The outcomes a compile with these passes off shows, or ['DOES NOT COMPILE'] where GCC fails."""
    try:
        return sorted(compiler.judge(_flags(disabled))[0])
    except BlameError:
        return ["DOES NOT COMPILE"]


def _flags(passes):
    return tuple(f"-fdisable-{p}" for p in passes)


def _dumps(compiler, function, disabled):
    with tempfile.TemporaryDirectory(dir=compiler.scratch) as d:
        compiler.run(list(_flags(disabled)) + ["-fdump-tree-all-blocks", "-fdump-rtl-all", "-dumpdir", d + "/"])
        return dumps_of(d, function)


def _words(items):
    if not items:
        return "no accesses"
    parts = []
    for kind, what, depth in items:
        parts.append(f"{kind} {what}" + ("" if depth is None else " in a loop" if depth else " outside loops"))
    return ", ".join(parts)


# One (case, config) -------------------------------------------------------------------------------------------


def blame(config, source, function, oracles, safe, functions, scratch):
    """What blame finds for one function in one config, given the config's own assembly (`functions`, from
    assembly.build); the compiles it took are in result['compiles']."""
    compiler = Compiler(config, source, oracles, safe, scratch)
    if config.kind == "clang":
        result = blame_clang(compiler, function, functions)
    else:
        result = blame_gcc(compiler, function, functions)
    result.update(kind=config.kind, function=function, config=config.id, compiles=compiler.count)
    return result


def shared_variables(functions):
    """The variables the functions' annotated assembly names (loads and stores of them): what the shared
    accesses are, for reading GCC's dumps."""
    names = set()
    for _, body in functions:
        for line in body:
            for clause in annotation.clauses(line):
                word, _, what = clause.partition(" ")
                if word in ("load", "store") and annotation.variable(annotation.location(what)):
                    names.add(annotation.location(what))
    return sorted(names)


def summary(result):
    """The blame of one cell in one line: the pass or passes, or why there is none."""
    if "error" in result:
        return "none: " + result["error"]
    if result.get("reason"):
        return "none: " + result["reason"]
    if result["kind"] == "clang":
        parts = []
        for step in result["steps"]:
            if step.get("reason"):
                parts.append(f"{'+'.join(step['shows'])}: no skippable pass (already at limit 0)")
            else:
                parts.append(f"{'+'.join(step['after']['shows']) or step['goal']}: {step['pass']} ({step['limit']})")
        return "; ".join(parts) or "none found"
    first = f"{result['changes'][0]['pass']} first in the dumps; " if result["changes"] else ""
    return first + "off: " + " + ".join(result["disabled"]) + (" (they mask each other)" if result["masking"] else "")


# The corpus ---------------------------------------------------------------------------------------------------


def case_of(source):
    """hoist/flag-wait for cases/hoist/flag-wait.c; None for a file outside the corpus (a file of one's own:
    scan's verdicts are its oracle, blame_file)."""
    if not os.path.isfile(source):
        raise BlameError(f"{paths.shown(source)}: no such file")
    return corpus.case_of(source)


def _key(config, source, case):
    """What a cell's blame depends on: the assembly's inputs, the case's checks and safe outcome, FORMAT."""
    command = list(config.argv) + ["-S", "-o", "-", os.path.relpath(source, paths.ROOT)]
    parts = [assembly._inputs(config, source, command), FORMAT[config.kind]]
    the = corpus.Case(case)
    with open(the.check, "rb") as f:
        parts.append(f.read().decode(errors="replace"))
    parts.append(expect.load(the.expect, the.expect_rel).safe)
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def cached_path(build_dir, config, case):
    return os.path.join(build_dir, "blame", config.id, case + ".json")


def blame_case(config, case, build_dir, function=None):
    """The blame of a corpus case's plain function in one config, reused from BUILD/blame/ while its inputs are
    unchanged (the result then says cached: true)."""
    source = corpus.Case(case).source
    if not config.installed():
        raise BlameError(f"{corpus.Case(case).source_rel}: {config.id}: {config.executable} is not installed "
                         f"(apt-get install {config.package})")
    try:
        key = _key(config, source, case)
        functions = assembly.build(config, source, corpus.Case(case).built(build_dir, config.id))
    except (OSError, expect.ExpectError, assembly.BuildError) as e:
        raise BlameError(str(e)) from None
    names = [n for n, _ in functions]
    plain = [p for p, _ in scrub.pairs(functions)]
    function = function or (plain[0] if plain else None)
    if function not in names:
        raise BlameError(f"{corpus.Case(case).source_rel}: {config.id}: no function {function!r} in the assembly (it has: "
                         f"{', '.join(names)})")
    path = cached_path(build_dir, config, case)
    try:
        with open(path) as f:
            cached = json.load(f)
        if cached.get("key") == key and cached.get("function") == function:
            return dict(cached, cached=True)
    except (OSError, ValueError):
        pass
    os.makedirs(os.path.join(build_dir, "blame"), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.join(build_dir, "blame"), prefix="work-") as scratch:
        oracles, safe = case_oracles(config, case, scratch)
        result = blame(config, source, function, oracles, safe, functions, scratch)
    result.update(case=case, key=key)
    files.write_whole(path, json.dumps(result, indent=1) + "\n")     # whole over the old answer
    return dict(result, cached=False)


def text(result, width=None):
    """What blame found, for a terminal: each step with its confirming compiles, the IR or assembly around it."""
    where = corpus.Case(result["case"]).source_rel if result.get("case") else result["source"]
    finds = "the checks find" if result.get("case") else "scan finds"
    safe = f"the once checks pass on {result['function']}" if result.get("case") else \
        f"scan finds {result['function']} AS-WRITTEN"
    oracle = result.get("oracle") or f"the checks of {corpus.Case(result['case']).check_rel}"
    lines = [f"{result['function']} in {result['config']} ({where}): {result['outcome']}; "
             f"the oracle: {oracle}; {many(result['compiles'], 'compile')}"
             + (" (this answer was cached; none now)" if result.get("cached") else "")]
    if result["kind"] == "clang":
        lines.append(f"{many(result.get('passes', '?'), 'skippable pass', 'skippable passes')}, "
                     f"{result.get('changed', '?')} of which changed "
                     f"{result['function']} or may have (-print-changed), bisected with -mllvm -opt-bisect-limit=N")
        for i, step in enumerate(result.get("steps", []), 1):
            if step.get("reason"):
                lines.append(f"{i}. {step['reason']}")
                continue
            shows = "+".join(step["after"]["shows"])
            lines += [f"{i}. {shows} first shows at limit {step['limit']} ({step['goal']}): pass {step['limit']}, "
                      f"{step['pass']} on {step['on']}",
                      f"   confirmed: at limit {step['before']['limit']} {finds} "
                      f"{words(step['before']['shows'])}, at limit {step['limit']} {shows}:",
                      f"   before: $ {step['before']['command']}",
                      f"   after:  $ {step['after']['command']}"]
            if step["ir"]:
                for side in ("before", "after"):
                    lines.append(f"   the IR of {result['function']} {side} it:")
                    lines += ["     " + l for l in step["ir"][side].splitlines()]
            else:
                lines.append("   a machine pass: the IR is the same on both sides; the assembly:")
            for side in ("before", "after"):
                lines.append(f"   the assembly at limit {step[side]['limit']}:")
                lines += ["     " + l for l in step[side]["asm"].splitlines()]
    else:
        if result["changes"]:
            lines.append(f"the dumps: the function's shared accesses change after "
                         f"{many(len(result['changes']), 'pass', 'passes')}; first in {result['changes'][0]['pass']}:")
            lines += [f"   {c['pass']}: {c['before']} -> {c['after']}" for c in result["changes"]]
        confirm = result.get("confirm")
        if confirm:
            lines += [f"turned off together, {' '.join(confirm['flags'])} make the assembly lose the hazard:",
                      f"   off:  $ {confirm['command']}   ({finds} {words(confirm['shows'])}; {safe})",
                      f"   on:   $ {confirm['full_command']}   ({words(confirm['full'])})"]
            if result["masking"]:
                lines.append("   the passes mask each other: with any one of them left on, the hazard shows:")
                lines += [f"   {p} left on: {words(shown)}: $ {confirm['command'].replace(' -fdisable-' + p, '')}"
                          for p, shown in confirm["each_left_on"].items()]
    if result.get("reason"):
        lines.append(result["reason"])
    # The prose fits width; a command ($ ...) stays whole, to be pasted, and so does the IR and assembly quoted
    # under a step (indented five spaces).
    return "\n".join(part for line in lines for part in
                     ([line] if "$ " in line or line.startswith(" " * 5) else terminal.wrapped(line, width, "   ")))


def run_all(build_dir, jobs=None):
    """make blame: every hazard cell of the corpus (a result of make check measured on the current inputs whose
    outcome is not the case's safe one), blamed in parallel, each reused while its inputs are unchanged; all of
    them into BUILD/blame.json, and the table of passes behind each case's hazard into BUILD/blame.md. Prints a
    progress line and the wall time."""
    start = time.monotonic()
    try:
        cells = [c for c in results.cells(build_dir, corpus.cases()) if c.hazard]
    except results.ResultsError as e:
        raise BlameError(str(e)) from None
    configs = {c.id: c for c in matrix.load()[0]}
    found, done, compiles, reused = [], 0, 0, 0

    def one(cell):
        try:
            return blame_case(configs[cell.config], cell.case, build_dir)
        except BlameError as e:
            return {"case": cell.case, "config": cell.config, "error": str(e)}
    pool = concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 1)
    try:
        with terminal.Progress("blame", keep=True) as progress:
            for result in pool.map(one, cells):
                done += 1
                compiles += result.get("compiles", 0) * (not result.get("cached"))
                reused += bool(result.get("cached"))
                found.append(dict({k: v for k, v in result.items() if k != "cached"}, summary=summary(result)))
                progress(f"{done}/{len(cells)} hazard cells")
                if not sys.stderr.isatty() and (done % 50 == 0 or done == len(cells)):
                    print(f"blame: {done}/{len(cells)} hazard cells", file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    path = os.path.join(build_dir, "blame.json")
    files.write_whole(path, json.dumps(found, indent=1) + "\n")
    files.write_file(os.path.splitext(path)[0] + ".md", table(found))
    errors = sum(1 for r in found if "error" in r)
    print(f"blame: {paths.shown(path)}: {many(len(found), 'hazard cell')}, {len(found) - reused} blamed now "
          f"({many(compiles, 'compile')}), "
          f"{reused} reused; {errors} failed; wall time {time.monotonic() - start:.1f} s")
    for r in found:
        if "error" in r:
            print(f"blame: {r['error']}", file=sys.stderr)
    return found


def summaries(build_dir):
    """{(case, config id): summary} from BUILD/blame.json, only where the blame was made on the inputs that are
    there now (the assembly's, the checks', blame's own); {} where make blame has not run."""
    try:
        with open(os.path.join(build_dir, "blame.json")) as f:
            found = json.load(f)
    except (OSError, ValueError):
        return {}
    configs, fresh = {c.id: c for c in matrix.load()[0]}, {}
    for r in found:
        config = configs.get(r.get("config"))
        if config is None or "key" not in r:
            continue
        try:
            key = _key(config, corpus.Case(r["case"]).source, r["case"])
        except (OSError, expect.ExpectError):
            continue
        if key == r["key"]:
            fresh[(r["case"], r["config"])] = summary(r)
    return fresh


def answer(result):
    """A cell's blame without the numbers that vary from target to target (the limits): what the table groups."""
    if "error" in result:
        return "error: " + result["error"]
    if result["kind"] == "clang":
        parts = [f"{'+'.join(s['shows'])} at limit 0 (no skippable pass)" if s.get("reason") else
                 f"{'+'.join(s['after']['shows'])}: {s['pass']}" for s in result["steps"]]
        return "; ".join(parts) or ("none: " + result["reason"] if result.get("reason") else "none found")
    if result.get("disabled"):
        return "off: " + " + ".join(result["disabled"]) + (" (mask each other)" if result["masking"] else "")
    first = f"first {result['changes'][0]['pass']}; " if result.get("changes") else "no change in the dumps; "
    refused = [p for p in result.get("refused", []) if p.split("-", 1)[1] in ("expand", "vregs", "ira", "reload")]
    return first + "no set" + (f"; GCC will not turn off {', '.join(sorted(refused))}" if refused else "")


def table(found):
    """The Markdown table of the passes behind each case's hazard: a row per case and final outcome, GCC's and
    Clang's answers, the three most frequent of each, with the compilers and how many configs (targets and
    levels) each holds for."""
    rows = {}
    for r in found:
        compiler = r["config"].split("/")[0]
        kind = "gcc" if compiler.startswith("gcc") else "clang"
        row = rows.setdefault((r["case"], r.get("outcome", "?")), {"gcc": {}, "clang": {}})
        row[kind].setdefault(answer(r), {}).setdefault(compiler, 0)
        row[kind][answer(r)][compiler] += 1

    def cell(answers, shown=3):
        ranked = sorted(answers.items(), key=lambda x: (-sum(x[1].values()), x[0]))
        parts = [f"{a} ({', '.join(f'{c} ×{n}' for c, n in sorted(by.items()))})" for a, by in ranked[:shown]]
        rest = sum(sum(by.values()) for _, by in ranked[shown:])
        if rest:
            parts.append(f"{many(len(ranked) - shown, 'other answer')} in {many(rest, 'config')} (build/blame.json)")
        return "<br>".join(parts) or "·"
    lines = ["| case | outcome | GCC | Clang |", "|---|---|---|---|"]
    for (case, outcome), row in sorted(rows.items()):
        lines.append(f"| {case} | {outcome} | {cell(row['gcc'])} | {cell(row['clang'])} |")
    return "\n".join(lines) + "\n"
