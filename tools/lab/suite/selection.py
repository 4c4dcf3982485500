"""make check CASE=... TARGET=... CONFIG=...: the tests of one case, one target or some configs, as the regular
expression lit's --filter takes, so that a developer's loop runs only those (and merges their results into the
build's, as a whole run does).

A case in any of its spellings (flag-wait, hoist/flag-wait, cases/hoist/flag-wait.c: corpus.named), a target of
the matrix, config ids or globs ('gcc-12/*/O2', several separated by spaces); given together, the tests that
all of them name. A case's selection includes its checks-can-fail; a target's or a config's, only (case, config)
tests. Nothing given: every test. A name that is no case, target or config is refused, with the nearest."""

import re

from ..base import corpus, paths, text
from ..compile import matrix


class SelectionError(ValueError):
    """A name that selects nothing: one line, with what it could be."""


def lit_filter(case="", target="", config="", root=paths.ROOT):
    """The --filter regex of the tests CASE, TARGET and CONFIG name ('' where a selector is not given)."""
    case, target, config = case.strip(), target.strip(), config.strip()
    configs = None
    if target or config:
        everything = matrix.load(root)[0]
        configs = everything
        if target:
            targets = list(dict.fromkeys(c.target for c in everything))
            if target not in targets:
                raise SelectionError(f"TARGET={target}: no such target" + (
                    text.did_you_mean(text.nearest(target, targets)) or f" (the matrix's: {', '.join(targets)})"))
            configs = [c for c in configs if c.target == target]
        if config:
            try:
                chosen = matrix.select(everything, config.split())
            except matrix.MatrixError as e:
                raise SelectionError(f"CONFIG={config}: {e}") from None
            configs = [c for c in configs if c in chosen]
            if not configs:
                raise SelectionError(f"CONFIG={config} TARGET={target}: no config is both")
    if case:
        try:
            name = corpus.named(case, root)
        except corpus.CaseError as e:
            raise SelectionError(f"CASE={e}") from None
        head = re.escape(name) + " :: "
    else:
        head = r"[^ ]+ :: "       # any case's; a shell test's suite is oncelab, whose tests are checks/...
    if configs is None:
        return "^" + head if case else ".*"
    return "^" + head + "(" + "|".join(re.escape(c.id) for c in configs) + ")$"
