"""Why a config's checks failed, in words, with the FileCheck command that shows it as a user would type it;
what plain_X is found to do where nothing is recorded; and whether an outcome, recorded, would hold in full."""

from ..base import paths
from . import checkfile


def run_prefixes(config, expectations, outcome):
    """The prefixes a config's run has with this outcome recorded: the hazard's, if it is one, and ONCE's and
    TODAY's (checkfile.EVERY_CONFIG), each neutral and the config's family's."""
    return checkfile.outcome_prefixes(outcome, config.prefix) * expectations.is_hazard(outcome) + \
        sum((checkfile.outcome_prefixes(o, config.prefix) for o in checkfile.EVERY_CONFIG), ())


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
    if not expectations.is_hazard(outcome) and on_swapped:
        return f"the {', '.join(sorted(on_swapped))} checks fail on the swapped assembly"
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
    """The outcomes whose checks plain_X passes: the hazards' by their prefixes, the safe one by ONCE's."""
    with open(check) as f:
        text = f.read()
    hazards = sorted({o for o, f in checkfile.written(text) if f in (None, family) and o not in checkfile.EVERY_CONFIG})
    found = [h for h in hazards if fc.passes(check, files["asm"], *checkfile.outcome_prefixes(h, family))[0]]
    if fc.passes(check, files["swapped"], *checkfile.outcome_prefixes("ONCE", family))[0]:
        found.append(expectations.safe)
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
        shown = fc.by_hand(check, files["asm"], *checkfile.outcome_prefixes(expected, family)) if hazard \
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
