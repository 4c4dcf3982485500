"""Why a config's checks failed, in words, with the FileCheck command that shows it as a user would type it;
what plain_X is found to do where nothing is recorded; and whether an outcome, recorded, would hold in full."""

from ..base import paths
from . import checkfile


def run_prefixes(config, expectations, outcome):
    """The prefixes a config's run has with this outcome recorded: the outcome's own (a hazard's, or the safe
    outcome's where the check file writes it), and ONCE's and TODAY's (checkfile.EVERY_CONFIG), each neutral and
    the config's family's."""
    return checkfile.outcome_prefixes(outcome, config.prefix) + \
        sum((checkfile.outcome_prefixes(o, config.prefix) for o in checkfile.EVERY_CONFIG), ())


def once_stands_for_safe(written, expectations, family):
    """Whether plain_X is shown safe in a family by the once invariant holding for its body (on the swapped
    assembly), as in most cases: not where the safe outcome has checks of that family's own, which say what is
    safe there although once_X does otherwise (ctrl-dep-hoist on x86: the store made above the branch, which
    x86 keeps after the load all the same). Checks of the safe outcome written for every family are on top of
    the once invariant, not instead of it."""
    return (expectations.safe, family) not in written


def swapped_failures(on_swapped, written, expectations, outcome, family):
    """The checks failing on the swapped assembly that fail a config with this outcome recorded, for a safe
    outcome: all of them, but ONCE's where the safe outcome's own checks for the family stand for it. (For a
    hazard, the self-proof wants failures there: proof.py.)"""
    if expectations.is_hazard(outcome) or once_stands_for_safe(written, expectations, family):
        return on_swapped
    return on_swapped - {"ONCE"}


def unspoken(written, expectations, family):
    """None if the check file speaks of the family's code: some hazard's checks are written for it (or for every
    family), the once invariant has checks of its own for it, or the safe outcome has checks for it; else why
    a config of the family cannot be judged, in words. A case whose hazards are all written for some families
    (ctrl-dep-cmov's BRANCH-FREE, from arm64 to mips) would otherwise call any other family's code safe for
    want of a pattern: a cell matching no written outcome fails instead. A case with no hazard at all (the
    compilers are shown not to do it) is judged by the once invariant alone."""
    hazards = checkfile.hazards(written, expectations.safe)
    if not hazards or ("ONCE", family) in written or checkfile.speaks(written, expectations.safe, family) or \
            any(checkfile.speaks(written, h, family) for h in hazards):
        return None
    return (f"no outcome is written for {family} code: the {', '.join(hazards)} checks are written for other "
            f"families only, and neither ONCE-{family} nor {expectations.safe} ({expectations.safe}-{family}) "
            f"checks say what {family} code does; plain_X would be called {expectations.safe} for want of a "
            f"pattern. Write the family's checks of the outcome it shows")


def unproven(fc, check_path, files, texts, config, expectations, outcome):
    """None if, with `outcome` recorded, the config's one FileCheck run would pass (the once invariant, the
    hazard's checks, the self-proof); else what would fail, in a phrase."""
    on_asm, on_swapped, error = fc.run(check_path, texts["asm"] + texts["swapped"],
                                       run_prefixes(config, expectations, outcome))
    must_fail = {outcome, "ONCE"}
    if error:
        return f"FileCheck could not run the checks: {error}"
    if on_asm:
        return f"the {', '.join(sorted(on_asm))} checks fail on the assembly"
    if expectations.is_hazard(outcome) and must_fail - on_swapped:
        return f"the self-proof: the {', '.join(sorted(must_fail - on_swapped))} checks accept the swapped assembly"
    counted = swapped_failures(on_swapped, checkfile.written_in(check_path), expectations, outcome, config.prefix)
    if not expectations.is_hazard(outcome) and counted:
        return f"the {', '.join(sorted(counted))} checks fail on the swapped assembly"
    return None


def self_proof_failure(fc, check, swapped, config, expected, accepting, plain, once):
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
    commands = "".join(f"\n$ {fc.typed(check, swapped, *checkfile.outcome_prefixes(o, family))}"
                       for o in sorted(accepting))
    return (f"self-proof failed in {config.id}: {'; and '.join(problems)}. Tighten them: on the swapped "
            f"assembly, where they must fail, FileCheck passes:{commands}")


def classify(fc, check, files, family, expectations):
    """The outcomes whose checks plain_X passes: the hazards' by their prefixes; the safe one by its own
    checks, where written, and by ONCE's on its body unless the safe outcome's checks for the family stand
    for them (once_stands_for_safe)."""
    written = checkfile.written_in(check)
    safe = expectations.safe
    hazards = checkfile.hazards(written, safe, family)
    found = [h for h in hazards if fc.passes(check, files["asm"], *checkfile.outcome_prefixes(h, family))[0]]
    if (not checkfile.speaks(written, safe, family) or
            fc.passes(check, files["asm"], *checkfile.outcome_prefixes(safe, family))[0]) and \
            (not once_stands_for_safe(written, expectations, family) or
             fc.passes(check, files["swapped"], *checkfile.outcome_prefixes("ONCE", family))[0]):
        found.append(safe)
    return found


def diagnose(fc, check, files, config, expectations, expected, plain, once):
    """Why the checks failed, in words, with the FileCheck run that shows it as a user would type it."""
    family, rel_asm = config.prefix, paths.shown(files["asm"], fc.root)
    once_prefixes = checkfile.outcome_prefixes("ONCE", family)
    ok, error = fc.passes(check, files["asm"], *once_prefixes)
    if not ok:
        return (f"{once} in {config.id} breaks the once invariant ({error}). Unless the ONCE checks "
                f"are wrong, the compiler did not emit the volatile access where the source puts it: a compiler "
                f"bug worth reporting, with {rel_asm} and the command `tools/oncelab configs` gives for "
                f"{config.id}.\n\n" + fc.by_hand(check, files["asm"], *once_prefixes)), expected
    today_prefixes = checkfile.outcome_prefixes("TODAY", family)
    ok, error = fc.passes(check, files["asm"], *today_prefixes)
    if not ok:
        today = plain.replace("plain_", "today_")
        return (f"{today} in {config.id} fails its TODAY checks ({error}): it does not access memory as today's "
                f"kernel macros (cases/once.h) say, or the checks are wrong; the assembly is {rel_asm}.\n\n"
                + fc.by_hand(check, files["asm"], *today_prefixes)), expected
    hazard = expectations.is_hazard(expected)
    found = classify(fc, check, files, family, expectations)
    if expected not in found:
        own = hazard or not once_stands_for_safe(checkfile.written_in(check), expectations, family)
        shown = fc.by_hand(check, files["asm"], *checkfile.outcome_prefixes(expected, family)) if own \
            else fc.by_hand(check, files["swapped"], *once_prefixes)
        return (f"{plain} in {config.id}: expected {expected}, found {found_words(found)}. If the compiler's "
                f"behaviour changed, record it: make update-expectations (rewrites the .expect files from this run's "
                f"results), or edit the {config.id} line of {paths.shown(expectations.path, fc.root)}; the "
                f"assembly is {rel_asm}.\n\n" + shown), (found[0] if len(found) == 1 else None)
    if hazard:
        return (f"{config.id}: the {expected} and ONCE checks pass on the assembly one outcome at a time and "
                f"fail together: checks of both match the same lines of one function. Keep the hazard's checks "
                f"under CHECK-LABEL: plain_X: and the once checks under once_X:.\n\n"
                + fc.by_hand(check, files["asm"], *checkfile.outcome_prefixes(expected, family),
                             *once_prefixes)), expected
    return (f"{config.id}: the checks failed when run on the assembly and the swapped assembly together, "
            f"and pass when run apart: an oncelab harness bug, please report.\n\n"
            + fc.by_hand(check, files["swapped"], *once_prefixes)), expected


def found_words(found):
    """What plain_X was found to be, in words: one outcome, none, or several at once."""
    if not found:
        return "none of the recorded outcomes' checks passing (a new behaviour: read the assembly)"
    if len(found) > 1:
        return " and ".join(found) + " at once (their checks overlap: tighten them)"
    return found[0]
