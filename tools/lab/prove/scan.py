"""tools/oncelab scan: what a config did to each shared variable of a function, in the corpus's words, read
from the annotated assembly and measured against a reference build that makes every access as written.

The reference is the file's ONCE twin (compile/twin.py): the same file with every access to a shared object made
a volatile one, built by the same compiler at the same level with the same flags. Volatile accesses are made as
the source writes them, once each, in its order (C11 5.1.2.3p6), and everything else (inlining, frames, constants,
the unrolling of loops) the compiler does to both alike: what differs is what plain accesses let it do. The corpus
does the same by hand, plain_X beside once_X. With --reference O0 the reference is the same compiler at -O0
instead, as make check compares scan with the proofs: at -O0 every access is made where the source makes it, but
helpers are calls and constants are not folded, which the optimized build does otherwise.

The plain function is compared with the reference variable by variable:

{verdicts}
Counting is per path through the function, loops taken once (each back edge removed), so that a load
the compiler copied into both arms of an if, or in front of a rotated loop, is not counted twice; a path ends
at any return, a conditional one too. A loop's accesses are compared by how deep in loops they are, not by how
many, since unrolling multiplies them: a load that leaves a lock's inner wait is HOISTED though the retry loop
round it is left.
"""

import collections
import dataclasses
import functools
import re
import textwrap

from ..annotate import annotation, scrub
from ..base import paths
from ..compile import batch, matrix, twin
from . import checkfile


TWIN, O0 = "twin", "O0"     # the references: the file's ONCE twin, or the same compiler at -O0
HAZARDS = ("HOISTED", "SUNK", "LOOP-DELETED", "DELETED", "FUSED", "RELOADED", "INVENTED", "TORN", "REORDERED",
           "NO-BARRIER", "MISCOMPILED")
MISCOMPILED = "MISCOMPILED"
# What a MISCOMPILED verdict is said of: the function's own code, or its reference's
CODE, REFERENCE = "(code)", "(reference)"
AS_WRITTEN = "AS-WRITTEN"
UNRESOLVED = "UNRESOLVED"
UNATTRIBUTED = "UNATTRIBUTED"
VERDICTS = HAZARDS + (UNRESOLVED, UNATTRIBUTED, AS_WRITTEN)
# What each verdict says: this module's help, and the rules of scan's SARIF (show/scanning.py).
MEANING = {
    "HOISTED": "loaded in a loop in the reference; here the function still loops, and loads it only outside",
    "SUNK": "stored in a loop in the reference; here stored only outside the loop",
    "LOOP-DELETED": "accessed in a loop in the reference; here no loop is left at all",
    "DELETED": "accessed in a loop in the reference; here the loop is left, and the access is made nowhere",
    "FUSED": "fewer loads (or stores) on some path through the function than in the reference",
    "RELOADED": "more loads on some path than in the reference (a copy the compiler did not keep)",
    "INVENTED": "more stores on some path than in the reference, or a store where the source may make none",
    "TORN": "one access in the reference became several narrower ones (the variable's other bytes apart)",
    "REORDERED": "two places' stores made in the other order than in the reference, along the paths",
    "NO-BARRIER": "against -O0 only: fewer barrier instructions on some path (fences merged or dropped), said of "
                  "every variable the function accesses, since what a barrier orders is all of them (ONCE adds no "
                  "barrier, and the twin's volatile accesses bring some of their own: Xtensa's memw)",
    MISCOMPILED: f"wrong code, whatever the source's accesses: a branch on a flag that no instruction sets on the "
                 f"way to it from the function's entry (SH's T bit: the test that set it deleted, and the load it "
                 f"tested, gcc-12's `.L2: bt .L2`), said of {CODE} where the build's code is wrong, of {REFERENCE} "
                 f"where the twin's (or -O0's) is, its other verdicts then UNRESOLVED",
    UNRESOLVED: "the reference does not say (an address it does not follow, a memcpy call; a reference that is "
                "itself miscompiled)",
    UNATTRIBUTED: "said of ?, the accesses whose address the annotation does not follow: counted, each with why "
                  "(a slot at an index, a pointer loaded and not followed, a call's result, a pointer walked in a "
                  "loop), so that AS-WRITTEN is never said of what could not be seen, but not judged",
    AS_WRITTEN: "none of these",
}
__doc__ = __doc__.format(verdicts="\n".join(
    "\n".join(textwrap.wrap(MEANING[word], 116, initial_indent=f"    {word:<15}", subsequent_indent=" " * 19))
    for word in VERDICTS))
# At -O0 a struct copy may be a call: the accesses are inside it, not in the function's own lines.
COPY_ROUTINE = re.compile(r"^(?:__)?(?:memcpy|memmove|memset)(?:_chk)?$")


@dataclasses.dataclass
class Shape:
    """A function's accesses, and its control flow without its back edges: what scan compares."""
    succ: list                # per line, its successors, back edges removed
    looping: list             # per line: it had a back edge (its successors here may be none)
    order: list               # the lines reached from the entry, every line after all its successors
    loops: int                # how many loops (each branch back its own: a wait inside a retry loop is two)
    nesting: int              # how deep its loops nest: 0 for none, 1, 2 for a loop inside another
    exits: set                # the lines that may return, a conditional return among them (ber %r14, bxeq lr)
    accesses: list            # annotation.Access, in line order; Access.loops: the loops it is in
    calls: list               # the functions it calls
    barriers: list            # the lines of barrier instructions
    _after: dict = None       # per line, the lines some path leads to (a bit mask), when first asked
    _per_path: dict = dataclasses.field(default_factory=dict)   # per_path's answers: a shape is compared often

    @classmethod
    def of(cls, family, body):
        steps = annotation.decode(family, body)
        labels = {s.label: i for i, s in enumerate(steps) if s.label}
        everywhere = annotation.successors(steps, labels)
        succ, order = _acyclic(everywhere)
        found = annotation.loops(family, body, steps, split=True)
        calls = [c[len("call "):] for line in body for c in annotation.clauses(line) if c.startswith("call ")]
        parents = annotation.loop_parents(found)

        def depth(loop):
            return 0 if loop is None else 1 + depth(parents[loop])
        return cls(succ, [len(a) > len(b) for a, b in zip(everywhere, succ)], order, len(found),
                   max(map(depth, found), default=0),
                   {i for i, line in enumerate(body) if "return" in annotation.clauses(line)},
                   annotation.accesses(body, found), calls,
                   [i for i, line in enumerate(body) if "barrier" in annotation.clauses(line)])

    def reaches(self, i, j):
        """Whether some path without a back edge goes from line i to line j (i != j)."""
        if self._after is None:
            self._after = {}
            for k in self.order:
                mask = 0
                for n in self.succ[k]:
                    mask |= self._after[n] | (1 << n)
                self._after[k] = mask
        return bool(self._after.get(i, 0) >> j & 1)

    def per_path(self, lines, best=max):
        """The most (best=max) or fewest (best=min) of these lines any path from the entry to an exit passes,
        each loop taken once. A line whose only ways on go back round a loop ends no path (the loop's exit
        does), unless no path ends elsewhere: a loop that never exits."""
        if not lines:
            return 0
        key = (tuple(sorted(lines)), best)
        if key not in self._per_path:
            self._per_path[key] = self._most_on_a_path(collections.Counter(lines), best)
        return self._per_path[key]

    def _most_on_a_path(self, weight, best):
        for strict in (True, False):
            value = {}
            for i in self.order:
                nexts = [value[j] for j in self.succ[i] if value[j] is not None] + [0] * (i in self.exits)
                here = weight.get(i, 0)
                value[i] = here + best(nexts) if nexts else \
                    None if strict and (self.succ[i] or self.looping[i]) else here
            if value.get(0) is not None:
                return value[0]
        return 0


def _acyclic(succ):
    """The successors without the edges that close a cycle (found by a depth-first walk from the entry), and
    the lines reached in post-order."""
    dag, order = [list(s) for s in succ], []
    if not succ:
        return dag, order
    state = {0: "open"}
    stack = [(0, iter(succ[0]))]
    while stack:
        i, nexts = stack[-1]
        j = next(nexts, None)
        if j is None:
            stack.pop()
            state[i] = "done"
            order.append(i)
        elif state.get(j) == "open":
            dag[i].remove(j)
        elif j not in state:
            state[j] = "open"
            stack.append((j, iter(succ[j])))
    return dag, order


def _lines(shape, place, kind):
    return [a.line for a in shape.accesses if a.kind == kind and a.what == place]


def _variable_lines(shape, name, kind):
    """The lines of a function's accesses of this kind to a variable, any of its fields."""
    return [a.line for a in shape.accesses if a.kind == kind and annotation.location(a.what) == name]


def _places(shape, name, kind=None):
    """Where a function accesses a variable: its words ('v64', 'v64+4', '[arg0+8]'), fields apart."""
    return {a.what for a in shape.accesses if a.kind in ((kind,) if kind else ("load", "store"))
            and annotation.location(a.what) == name}


def _depth(shape, name, kind, alone):
    """How many loops deep the function accesses a variable (this kind of access), at the deepest: 0 for outside
    every loop, 1 in a loop, 2 in a loop inside another (a lock's wait inside its retry). alone: only the accesses
    whose innermost loop makes none of the other kind to the same place (a wait that only loads, not the
    read-modify-write retry loop of an atomic, ldrex/strex, whose accesses both builds make alike)."""
    other = "store" if kind == "load" else "load"
    mixed = {(loop, a.what) for a in shape.accesses if a.kind == other for loop in a.loops}
    return max([len(a.loops) for a in shape.accesses if a.kind == kind and annotation.location(a.what) == name
                and not (alone and a.loops and (a.loops[0], a.what) in mixed)], default=0)


def names(shape):
    """The shared variables a function's accesses name (the variables first, then pointers; no '?')."""
    found = {annotation.location(a.what) for a in shape.accesses if a.kind in ("load", "store")}
    found.discard("?")
    return sorted(found, key=lambda n: (not annotation.variable(n), n))


def _unplaced(shape, kind, name):
    """Whether some of a function's accesses of this kind might be name's without saying so: a call of a copy
    routine; for a pointer, an access whose address the function does not say ('?': at -O0 a pointer walked
    in a loop is not followed); for a variable, the same where the function never names it."""
    if any(COPY_ROUTINE.match(call) for call in shape.calls):
        return True
    if annotation.variable(name) and _places(shape, name):
        return False
    return any(a.kind == kind and a.what == "?" for a in shape.accesses)


def compare(reference, optimized, barriers=True, places=None):
    """{variable: [verdict, ...]} for every variable either function accesses: what the optimized function
    (a Shape) did to it, against the reference (its twin, or the same compiler at -O0). barriers: whether the
    barriers are compared (not against the twin, whose volatile accesses bring barriers of their own on some
    targets, Xtensa's memw before each; ONCE adds none that the source asks for). places: a dict to fill with
    {(variable, verdict): {the words, fields apart, it was found at}}: [[arg0]+40] of a pointer's FUSED."""
    out = {}
    at = {} if places is None else places
    for name in sorted(set(names(reference)) | set(names(optimized)),
                       key=lambda n: (not annotation.variable(n), n)):
        found = set()

        def add(word, where):
            found.add(word)
            at.setdefault((name, word), set()).update(where)
        for kind, moved, more in (("load", "HOISTED", "RELOADED"), ("store", "SUNK", "INVENTED")):
            ref_loop = _depth(reference, name, kind, False) > 0
            alone = _depth(reference, name, kind, True) > 0     # a wait's loads (a loop's stores) apart from an atomic's
            ref_depth, opt_depth = _depth(reference, name, kind, alone), _depth(optimized, name, kind, alone)
            # it left a loop: every loop (none left), or an inner one, where the loops still nest as deep (where an
            # outer loop is gone, as a seqlock's retry once its re-check is fused, the accesses left are compared)
            if ref_depth > opt_depth and (not opt_depth or optimized.nesting >= ref_depth):
                add("LOOP-DELETED" if not optimized.loops else moved if _places(optimized, name, kind) else "DELETED",
                    {a.what for a in reference.accesses if a.kind == kind and a.loops
                     and annotation.location(a.what) == name})
                continue
            for place in _places(reference, name, kind) | _places(optimized, name, kind):
                ref_most = reference.per_path(_lines(reference, place, kind))
                opt_most = optimized.per_path(_lines(optimized, place, kind))
                if opt_most < ref_most:
                    add("FUSED", {place})      # rotation, peeling and unrolling only ever add: fewer is fewer
                elif opt_most > ref_most and not ref_loop:
                    add(UNRESOLVED if _unplaced(reference, kind, name) else
                        "TORN" if not ref_most and _places(reference, name, kind) else more, {place})
            if opt_depth and not ref_loop:     # made once in the reference, now once a trip round a loop
                add(UNRESOLVED if _unplaced(reference, kind, name) else more,
                    {a.what for a in optimized.accesses if a.kind == kind and a.loops
                     and annotation.location(a.what) == name})
            # (not one loop deeper: a compiler splits a loop into two nested ones, gcc-12 -O3's once_record in
            # invent/invented-store, as it never pulls a loop out from round an access it keeps)
            if kind == "store" and not ref_loop:
                if optimized.per_path(_variable_lines(optimized, name, kind), min) > \
                        reference.per_path(_variable_lines(reference, name, kind), min):
                    add("INVENTED", _places(optimized, name, kind))   # stored where the source may store nothing
        out[name] = sorted(found, key=VERDICTS.index) or [AS_WRITTEN]
    if barriers and optimized.per_path(optimized.barriers) < reference.per_path(reference.barriers):
        for name in out:
            out[name] = sorted(set(out[name]) - {AS_WRITTEN} | {"NO-BARRIER"}, key=VERDICTS.index)
    for a, b in _reordered(reference, optimized):
        for name in {annotation.location(a), annotation.location(b)}:
            if name in out:
                out[name] = sorted(set(out[name]) - {AS_WRITTEN} | {"REORDERED"}, key=VERDICTS.index)
    return out


# Why an access is '?' (UNATTRIBUTED), as the instruction and the code before it show
INDEXED, CALL_RESULT, LOADED, WALKED, COMPUTED = ("a slot at an index", "a call's result", "a pointer loaded from "
                                                  "memory not followed", "a pointer walked in a loop",
                                                  "an address computed")


# An add of two registers (an index, often scaled, added to a base) as the families spell it: add x8, x0, x8, lsl #2;
# leaq (%rdi,%rax,4); s4addq; sh2add; alsl.d; addu
SCALED_ADD = re.compile(r"^(?:add|dadd|lea|s[48]add|sh[123]add|alsl)")


def unattributed(family, body):
    """{why: how many} of a function's accesses whose address the annotation does not follow ('?'): an indexed
    operand (INDEXED); else by what last wrote its base register, in the layout before it: a call (CALL_RESULT), a
    load (LOADED), an add in a loop the access is in, or no write before it in the loop (WALKED: a value that
    differs each trip), anything else (COMPUTED)."""
    steps = annotation.decode(family, body)
    found, accesses = collections.Counter(), shape(family, body).accesses
    for a in accesses:
        if a.what != "?" or a.kind not in ("load", "store"):
            continue
        mem = steps[a.line].insn.mem if steps[a.line].insn else None
        if mem is None or mem.index:
            found[INDEXED if mem is not None else COMPUTED] += 1
            continue
        if a.loops and isinstance(a.loops[0], tuple):     # (head, latch): its base written round the loop
            head, latch = a.loops[0]
            writes = [k for k in range(min(head, latch), max(head, latch) + 1)
                      if steps[k].insn is not None and mem.base in dict(steps[k].insn.sets)]
            if writes:      # a pointer loaded each trip (not the access's own writeback), or stepped
                found[LOADED if any(k != a.line and (steps[k].insn.mem is not None or
                                                     dict(steps[k].insn.sets)[mem.base] == ("load",))
                                    for k in writes) else WALKED] += 1
                continue
        why = WALKED if a.loops else COMPUTED
        for k in range(a.line - 1, -1, -1):
            insn = steps[k].insn
            if insn is None:
                continue
            if insn.call is not None:
                why = CALL_RESULT
                break
            how = dict(insn.sets).get(mem.base, False)
            if how is not False:
                why = LOADED if how == ("load",) or insn.mem is not None else \
                    WALKED if a.loops and how and how[0] == "add" else \
                    INDEXED if how is None and SCALED_ADD.match(insn.mnemonic.lower()) else COMPUTED
                break
        found[why] += 1
    return found


def miscompiled(body):
    """Whether an annotated body has code no correct compile makes: a branch on a flag nothing set (annotation's
    `flag unset`, which only gcc-12's sh4 shows, on the loads it deletes from loops: C11 5.1.2.3p6 has a volatile
    access made, and an atomic one in a loop is not to be made once)."""
    return any(map(unset_flag, body))


def unset_flag(line):
    """Whether an annotated line branches on a flag nothing set (MISCOMPILED's)."""
    return "flag unset" in annotation.clauses(line)


def verdicts(family, reference_body, body, against=O0, places=None):
    """compare() of two scrubbed, annotated bodies: a function in the reference build (against: TWIN or O0), and
    as built."""
    return compare(shape(family, reference_body), shape(family, body), against != TWIN, places)


def shape(family, body):
    """Shape.of a body (a list or tuple of its lines), kept for the next bodies alike (_shape)."""
    return _shape(family, tuple(body))


@functools.lru_cache(maxsize=256)
def _shape(family, body):
    """Shape.of, kept for the next bodies alike: make check compares each -O0 reference with every level of
    its compiler and target, often -O2's function is -O3's, and scan's table, its lines and --explain read one
    function's shape many times."""
    return Shape.of(family, list(body))


def reorderings(family, reference_body, body):
    """[(first, then)]: the pairs of places whose stores the build makes in the other order than the reference
    (REORDERED's: `[arg0+8] before [arg0]`, the second stored first)."""
    return [(b, a) for a, b in _reordered(shape(family, reference_body), shape(family, body))]


def _reordered(reference, optimized):
    """Pairs of places (fields apart, '?' among them) whose stores the reference makes in one order on every
    path (some store of the first leads to one of the second, none the other way), where here a store of the
    second leads to a store of the first. Order is along the paths, not the layout: a compiler lays an
    unlikely branch out at the end. Loads are not compared: compilers schedule them freely, and which of two
    loads of different variables comes first is for most CPUs to change anyway."""
    def stores(shape):
        found = {}
        for a in shape.accesses:
            if a.kind == "store" and not a.in_loop:
                found.setdefault(a.what, []).append(a.line)
        return found

    def before(shape, lines_a, lines_b):
        return any(shape.reaches(i, j) for i in lines_a for j in lines_b)
    ref, opt = stores(reference), stores(optimized)
    common = [w for w in ref if w in opt]
    return [(a, b) for a in common for b in common if a != b
            and before(reference, ref[a], ref[b]) and not before(reference, ref[b], ref[a])
            and before(optimized, opt[b], opt[a])]


# A file of any author's, scanned: each config's build judged against its reference ---------------------------

REFERENCES = {
    TWIN: "each config's ONCE twin (tools/oncelab twin) at the same level: every shared access made as written",
    O0: "each config's own compiler and target at -O0, where every access is made as written (but helpers are "
        "calls, and constants are not folded)",
}


@dataclasses.dataclass
class Judged:
    """A file built in one config, and what it is measured against."""
    built: batch.Built
    reference: dict               # the reference's functions {name: body}
    against: str                  # what the reference is: 'twin', or the -O0 config's id
    reference_located: dict = None    # the reference's Built.located: its lines' source lines, where it has them

    def side(self, name, reference=False):
        """(a function's body, the source line of each of its lines or None), as built or (reference) in the
        reference; (None, None) where that build has no such function, (body, None) without line tables."""
        located = (self.reference_located if reference else self.built.located) or {}
        body = self.reference.get(name) if reference else dict(self.built.functions).get(name)
        return body, located.get(name) if body is not None else None

    def sources(self, name, variable, reference=False):
        """[(file, line)]: the source lines of a function's accesses to a variable (any of its fields; '?': those
        whose address is not known), as built or (reference) in the reference; [] without line tables."""
        body, at = self.side(name, reference)
        if at is None:
            return []
        return sorted({at[a.line] for a in shape(self.built.config.isa, body).accesses
                       if a.kind in ("load", "store") and annotation.location(a.what) == variable and at[a.line]})

    def miscompiled_at(self, name, reference=False):
        """[(file, line)]: the source lines of the branches on a flag nothing set (miscompiled()), as built or
        (reference) in the reference."""
        body, at = self.side(name, reference)
        return sorted({at[i] for i, line in enumerate(body) if at[i] and unset_flag(line)}) if at else []

    def lines(self, name):
        """[(file, line)]: every source line the function's instructions are from, as built."""
        return sorted({at for at in (self.built.located or {}).get(name, ()) if at})


def build(source, configs, extra=(), against=TWIN, shared=None, progress=None):
    """([Judged], the one-line errors of configs that did not build). The first config is built first, alone:
    where it does not build (a syntax error, a missing header), that is its only error, nothing else compiled.
    Raises batch.BrowseError."""
    shown = paths.shown(source)
    extra = tuple(extra) + matrix.LINE_TABLES      # each access's source line, from the file's and the twin's
    if against == O0:
        wanted, missing = matrix.with_references(configs, matrix.load()[0])
        if missing:
            raise batch.BrowseError(f"{shown}: {missing[0]}: no -O0 config of the same compiler and target to "
                                    f"scan it against (the matrix's levels must include O0)")
        if not any(c.level != "O0" for c in configs):
            raise batch.BrowseError(f"{shown}: -O0 is the reference --reference O0 measures against; choose "
                                    f"optimized configs (e.g. --config 'gcc-12/*/O2')")
        twins = None
    else:
        wanted, twins = list(configs), twin.Twins(source, shared)
    references = {c.id for c in wanted} - {c.id for c in configs}
    built, errors = batch.build(source, wanted, extra=extra, progress=progress, twins=twins, first_alone=True,
                                references=references)
    if against == TWIN:
        return [Judged(b, dict(b.twin), TWIN, b.twin_located) for b in built], errors
    refs = {(b.config.compiler, b.config.target): b for b in built if b.config.level == "O0"}
    asked = {c.id for c in configs if c.level != "O0"}
    judged = [(b, refs.get((b.config.compiler, b.config.target))) for b in built if b.config.id in asked]
    return [Judged(b, dict(ref.functions), ref.config.id, ref.located) for b, ref in judged if ref is not None], \
        errors


# Measured against the proofs: make check compares scan with the checks in every (case, config) -----------

CHECKED_PLACE = re.compile(r"(?:load|store) \[*(arg\d+|[A-Za-z_][\w$]*)")
ACTIVE_CHECK = re.compile(r"^;\s*[A-Z][A-Z0-9-]*(?:-(?:NOT|NEXT|SAME|DAG|COUNT-\d+|LABEL))?:")


def shared_variables(check_text):
    """The variables a case is about: those its checks speak of (`; load flag`, `; load [arg0+8]`: arg0 for what
    is reached through the first argument). Scan judges every variable; the comparison with the checks judges
    these, since a case may touch other memory (a key to hash, an array to walk) that it does not call shared."""
    return {m.group(1) for line in check_text.splitlines() if ACTIVE_CHECK.match(line)
            for m in CHECKED_PLACE.finditer(line)}


def shared_of(check_path):
    """shared_variables of a check file."""
    return shared_variables(checkfile.read(check_path)[0].decode(errors="replace"))


def about(name, shared):
    """Whether a variable (flag, v64) or a pointer's target ([arg0], [[arg0+24]]) is one of the shared ones."""
    m = re.match(r"^\[*([A-Za-z_][\w$]*)", name)
    return bool(m) and m.group(1) in shared


def hazards(verdicts, shared):
    """'flag HOISTED; ...' for the shared variables' hazard verdicts ('' where there is none)."""
    return "; ".join(f"{name} {'+'.join(v for v in found if v in HAZARDS)}" for name, found in verdicts.items()
                     if about(name, shared) and set(found) & set(HAZARDS))


# Hazards scan cannot see without the checks, by (case, outcome), each with why: those cells are not judged.
CONTROL = "a control dependency: scan compares the accesses, not the branch between the load and the store"
BEYOND_SCAN = {
    ("order/same-variable", "READS-SWAPPED"): "the two reads are of x and of *p: only the case knows p == &x, "
                                             "and scan does not compare loads of different variables' order",
    ("order/ctrl-dep-hoist", "STORE-ABOVE-BRANCH"): CONTROL,
    ("order/ctrl-dep-folded", "CONDITION-FOLDED"): CONTROL,
    ("order/ctrl-dep-cmov", "BRANCH-FREE"): CONTROL,
    # The safe outcome, where scan rightly sees more: the two bits' read-modify-writes made one (FUSED).
    ("tear/bitfield", "OWN-BYTE"): "scan's FUSED is true (two bit sets, one read-modify-write), but the case's "
                                   "hazard is a neighbour rewritten, which needs the struct's layout",
    # A loop of two trips unrolled: both functions lose the loop, so against -O0 scan says LOOP-DELETED of both.
    ("invent/store-after-loop", "FUSED"): "the loop runs twice, and the compiler unrolls it: once_tick makes both "
        "volatile decrements with no loop left, which scan, comparing how deep in loops each access is, calls "
        "LOOP-DELETED as it does plain_tick's one",
}
# The same by (instruction set, case, outcome), where that family's code is what scan cannot read.
BEYOND_SCAN_FAMILY = {
    ("hexagon", "invent/store-to-load", "STORE-KEPT"): "a store predicated on the test of a conditional return, "
        "in its packet (if (p0) memw(r0+#0) = #0; if (p0) jumpr r31): scan reads it on the path that goes on too",
}


# Hazards that the twin shows too, so that scan against it cannot see them (tools/lab/dev/twinproof.py leaves those
# cells out), by (case, outcome), or by outcome alone for any case:
BEYOND_TWIN = {
    # ONCE adds no fence: a barrier the CPU needs is missing from the twin as from the plain build
    "NO-BARRIER": "a barrier the CPU needs: ONCE adds none, so the twin lacks it too; scan judges what the compiler "
                  "did to the accesses, and the case's checks judge the CPU's ordering",
    ("order/dependency", "CONSTANT-ADDRESS"): "the twin's volatile p->x is loaded from &default_obj too: inside "
        "p == &default_obj the compiler may use either address, volatile or not (the fix is OPTIMIZER_HIDE_VAR)",
    ("order/dependency", "ADDRESS-IN-REGISTER"): "as CONSTANT-ADDRESS: the twin loses the dependency too",
    ("order/dependency", "X-LOADED-FIRST"): "as CONSTANT-ADDRESS: the twin loses the dependency too",
}
# The same by (instruction set, case, outcome).
BEYOND_TWIN_FAMILY = {
    ("alpha", "tear/bitfield", "WORD-REWRITTEN"): "without BWX, Alpha stores a byte by rewriting its quadword "
        "(ldq_u, insbl, mskbl, stq_u), volatile or not: ONCE cannot prevent it, and the twin does the same",
    ("alpha", "tear/byte-field", "QUADWORD-REWRITTEN"): "as tear/bitfield's WORD-REWRITTEN on Alpha",
}


def beyond_twin(family, case, outcome):
    """Whether scan against the twin cannot see this case's outcome: beyond()'s reason, or BEYOND_TWIN's."""
    return beyond(family, case, outcome) or BEYOND_TWIN.get(outcome) or BEYOND_TWIN.get((case, outcome)) or \
        BEYOND_TWIN_FAMILY.get((family, case, outcome))


def beyond(family, case, outcome):
    """Whether scan cannot see this case's outcome (in this instruction set's code): BEYOND_SCAN's reason, or
    BEYOND_SCAN_FAMILY's, or None."""
    return BEYOND_SCAN.get((case, outcome)) or BEYOND_SCAN_FAMILY.get((family, case, outcome))


def agreement(family, functions, reference, shared, hazard_recorded, reference_is_hazard):
    """(agrees or None when not judged, what scan says): scan of each plain_X and once_X of a case's assembly
    against its -O0 reference, and whether that agrees with the checks: the once functions AS-WRITTEN, the
    plain functions with a hazard exactly where one is recorded. Not judged where the -O0 reference itself
    shows the recorded hazard (gcc-12 tears a word at -O0 on aarch64; Clang copies a struct with memcpy at -O0;
    a barrier the source does not ask for is missing at every level): scan can see nothing against it."""
    said, plain_hazard, once_hazard = [], False, False
    bodies, ref_bodies = dict(functions), dict(reference)
    for plain, once in scrub.pairs(functions):
        for name in (plain, once):
            if name not in ref_bodies:
                continue
            found = hazards(verdicts(family, ref_bodies[name], bodies[name]), shared)
            said.append(f"{name}: {found or AS_WRITTEN}")
            plain_hazard |= bool(found) and name == plain
            once_hazard |= bool(found) and name == once
    words = "; ".join(said)
    if reference_is_hazard:
        return None, words
    return plain_hazard == hazard_recorded and not once_hazard, words
