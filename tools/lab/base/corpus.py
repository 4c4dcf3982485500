"""The corpus: what a case is, and where its files are.

A case is a C file under cases/, named by its path there without .c: hoist/flag-wait is cases/hoist/flag-wait.c,
a plain_X function and its once_X twin (and the headers in cases/, which every case may include). Its checks are
checks/hoist/flag-wait.check (FileCheck's assertions) and what they proved is recorded in
checks/hoist/flag-wait.expect. Every command that speaks of the corpus asks here; messages and results name the
files relative to the repository (`cases/hoist/flag-wait.c`), as a user types them. A user may name a case in any
of three ways, each command alike: hoist/flag-wait, cases/hoist/flag-wait.c (or any path to it), or flag-wait
where no other directory has a case of that name (named()).
"""

import dataclasses
import glob
import os

from . import paths, text

CASES, CHECKS = "cases", "checks"


class CaseError(ValueError):
    """A name that is no case of the corpus, or more than one: said in one line, with what it could be."""


@dataclasses.dataclass(frozen=True)
class Case:
    name: str                    # hoist/flag-wait
    root: str = paths.ROOT       # the repository it is in (a test's copy of it, say)

    @property
    def source_rel(self):
        return f"{CASES}/{self.name}.c"

    @property
    def check_rel(self):
        return f"{CHECKS}/{self.name}.check"

    @property
    def expect_rel(self):
        return f"{CHECKS}/{self.name}.expect"

    @property
    def source(self):
        return os.path.join(self.root, self.source_rel)

    @property
    def check(self):
        return os.path.join(self.root, self.check_rel)

    @property
    def expect(self):
        return os.path.join(self.root, self.expect_rel)

    def built(self, build_dir, config_id):
        """Where a build keeps its assembly in a config, less the suffix: BUILD/asm/<config>/<case>.raw.s is the
        compiler's output, .s beside it the scrubbed and annotated functions."""
        return os.path.join(assembly_dir(build_dir), config_id, self.name)


def is_case_source(rel):
    """Whether rel (a path relative to the root) is a case's C file."""
    return rel.startswith(CASES + "/") and rel.endswith(".c")


def assembly_dir(build_dir):
    """Where a build keeps the corpus's assembly: BUILD/asm."""
    return os.path.join(build_dir, "asm")


def cases(root=paths.ROOT):
    """Every case's name, sorted: each C file under cases/ (a case without its checks is a problem that make check
    reports as a failing test of its own)."""
    top = os.path.join(root, CASES)
    return sorted(os.path.relpath(p, top)[:-len(".c")] for p in glob.glob(os.path.join(top, "**", "*.c"),
                                                                            recursive=True))


def case_of(path, root=paths.ROOT):
    """The case a path names (cases/hoist/flag-wait.c, relative or not), or None for a file outside the corpus."""
    top = os.path.join(root, CASES) + os.sep
    path = os.path.abspath(path)
    if not path.startswith(top) or not path.endswith(".c"):
        return None
    return path[len(top):-len(".c")]


def named(spelling, root=paths.ROOT):
    """The case a user means by any of its spellings: hoist/flag-wait, cases/hoist/flag-wait.c (or another path
    to that file), or flag-wait alone. Raises CaseError naming the cases it could be, or the nearest ones."""
    known = cases(root)
    name = case_of(spelling, root) or spelling.removeprefix(CASES + "/").removesuffix(".c")
    if name in known:
        return name
    alike = [c for c in known if c.rpartition("/")[2] == name]
    if len(alike) == 1:
        return alike[0]
    if alike:
        raise CaseError(f"{spelling}: {len(alike)} cases have that name: {', '.join(alike)}; say which")
    # a name near a case's whole name or its last part: flag-wiat, hoist/flag-wiat
    by_spelling = {c: c for c in known} | {c.rpartition("/")[2]: c for c in known}
    near = list(dict.fromkeys(by_spelling[n] for n in text.nearest(name, by_spelling)))
    raise CaseError(f"{spelling}: no such case" + (text.did_you_mean(near) or
                                                   f" (cases look like hoist/flag-wait: {CASES}/*/*.c)"))


def source_of(spelling, root=paths.ROOT):
    """The file a command that reads C is to read: the path given where it is one (a case's or a user's own),
    else the case that another spelling names (flag-wait: ROOT/cases/hoist/flag-wait.c), else the path given, which
    the command then says is missing."""
    if os.path.exists(spelling):
        return spelling
    try:
        return Case(named(spelling, root), root).source
    except CaseError:
        return spelling


# The headers last listed, by the cases/ directory and its time: a lit worker asks for every test.
_listed = {}


def case_headers(root):
    """The shared headers in root's cases/, listed again only when the directory changed (one added or gone)."""
    top = os.path.join(root, CASES)
    stamp = os.stat(top).st_mtime_ns
    if _listed.get(top, (None,))[0] != stamp:
        _listed[top] = stamp, sorted(glob.glob(os.path.join(top, "*.h")))
    return _listed[top][1]
