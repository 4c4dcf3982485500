"""A check file and its FileCheck runs: the prefixes of an outcome, and one run of a config's checks on its
assembly and its swapped assembly at once, with the command a user would type to see a failure.

A prefix without a family (ONCE, HOISTED) is the checks written once for every instruction set, against the
annotations; with one (ONCE-ARM64, HOISTED-X86), the checks whose point is that family's instruction.
"""

import functools
import hashlib
import os
import re
import shlex
import subprocess

from .. import isa as isas
from ..base import files, paths, program, stages


# What may follow a prefix in a directive ('-NOT', '-COUNT-7') or in FileCheck's error about one ('-COUNT').
DIRECTIVE_SUFFIX = r"(?:-(?:LABEL|NEXT|NOT|SAME|DAG|EMPTY|COUNT(?:-\d+)?))?"
PREFIX = re.compile(r"^;[ \t]*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*?)" + DIRECTIVE_SUFFIX + ":", re.M)
# A FileCheck error about a check: '<stdin>:41:10: error: HOISTED-X86-NOT: ...' names its line in the check
# text FileCheck read, and its prefix, HOISTED-X86.
FAILED_CHECK = re.compile(r"^[^:\n]+:(\d+):\d+: error: ([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*?)" + DIRECTIVE_SUFFIX + ": ",
                          re.M)
# The prefix of the two CHECK-LABELs, plain_X: then once_X:, that every FileCheck run of a check file
# includes: they cut the assembly into the two functions' blocks, whichever family's checks run.
LABEL_PREFIX = "CHECK"
# The outcomes whose checks run in every config, whatever is recorded: the once invariant (once_X), and the
# checks of today_X, where a case has one: the once function with today's kernel macros (cases/once.h), where
# they differ from 2012's. Neither is a hazard; the self-proof swaps plain_X and once_X only.
EVERY_CONFIG = ("ONCE", "TODAY")


@functools.cache
def isa_prefixes():
    """The family suffixes a prefix may end in: HOISTED-X86 is HOISTED's checks for x86 code alone. Found when
    first asked, not at import: it loads every family's module, which a command on one config need not."""
    return isas.prefixes()


def outcome_of(prefix):
    """('HOISTED', 'X86') for HOISTED-X86; ('LOOP-DELETED', None) for LOOP-DELETED, written for every family."""
    head, _, tail = prefix.rpartition("-")
    return (head, tail) if head and tail in isa_prefixes() else (prefix, None)


def outcome_prefixes(outcome, family):
    """The FileCheck prefixes of an outcome's checks in a config of the family: neutral and the family's."""
    return (outcome, f"{outcome}-{family}")


def written(text):
    """The (outcome, family or None) of every prefix a check file's checks are written with, labels aside."""
    return {outcome_of(p) for p in PREFIX.findall(text) if p != LABEL_PREFIX}


def speaks(written_checks, outcome, family):
    """Whether a check file has checks of the outcome for a family's code: written for every family, or for it."""
    return (outcome, None) in written_checks or (outcome, family) in written_checks


def hazards(written_checks, safe, family=None):
    """The hazard outcomes a check file writes checks of (not the safe one, not ONCE or TODAY), sorted; with a
    family, those written for its code: for it or for every family."""
    return sorted({o for o, f in written_checks
                   if o not in EVERY_CONFIG and o != safe and (family is None or f in (None, family))})


_read = {}


def read(path):
    """A check file's bytes, ending in a newline, and its number of lines, read once per worker process
    while unchanged."""
    key = (path, os.path.getmtime(path))
    if key not in _read:
        with open(path, "rb") as f:
            check = f.read()
        check += b"" if check.endswith(b"\n") else b"\n"
        _read[key] = check, check.count(b"\n")
    return _read[key]


def written_in(path):
    """written() of a check file, parsed once per worker process while the file is unchanged (read())."""
    return _written_of(read(path)[0])


@functools.cache
def _written_of(check):
    return frozenset(written(check.decode(errors="replace")))


def _error(stderr):
    """What FileCheck's first error says, past its 'file:line:col: error:'."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "no output"


class FileCheck:
    """FileCheck (by its absolute path) run on the checks of a repository's check files."""

    def __init__(self, path, root, scratch=None, runs=None):
        """scratch: where run() keeps each check file written out twice (make check's build); runs: where it keeps
        what FileCheck said of each input it was given, to say it again for the same input (make check's build)."""
        self.path, self.root, self.scratch, self.runs = path, root, scratch, runs

    def run(self, check_path, both, prefixes):
        """A config's one FileCheck run: the check file's checks on the assembly, then the same checks on the
        swapped assembly (each plain_X's body under once_X's name and the other way round), as one input
        (`both`, the one text then the other, on FileCheck's stdin: no file a run) read by the check file
        written out twice. FileCheck checks each CHECK-LABEL block apart and names the first check that fails
        in each, at its line in what it read; a line past the first copy is a check that failed on the swapped
        assembly.

        Returns the outcomes (ONCE, HOISTED...) whose checks failed on the assembly, those whose checks failed
        on the swapped assembly, and an error when FileCheck failed without naming a check."""
        twice, lines = self._twice(check_path)
        returncode, stderr = self._said(twice, both.encode(), prefixes)
        on_asm, on_swapped = set(), set()
        for m in FAILED_CHECK.finditer(stderr):
            (on_swapped if int(m.group(1)) > lines else on_asm).add(outcome_of(m.group(2))[0])
        error = _error(stderr) if returncode != 0 and not on_asm | on_swapped else None
        return on_asm, on_swapped, error

    def _said(self, twice, both, prefixes):
        """(FileCheck's exit status, its stderr) on both with the prefixes' checks of twice. Kept in runs, by a
        digest of all FileCheck reads (the checks, the input, the prefixes, FileCheck itself): many configs give
        the same assembly of a case (-O2 and -O3, one Clang and the next), and FileCheck says the same of it."""
        argv = self.command(twice, "-", *prefixes) + ["--dump-input=never"]
        kept = None
        if self.runs:
            with stages.stage("bookkeeping"):
                h = hashlib.sha256(repr((argv[1:], program.binary(self.path))).encode())
                h.update(b"\0" + files.read_input(twice) + b"\0" + both)
                kept = os.path.join(self.runs, h.hexdigest())
                try:
                    with open(kept, encoding="utf-8") as f:
                        status, _, stderr = f.read().partition("\n")
                    return int(status), stderr
                except (OSError, ValueError):       # not yet said, or cut short
                    pass
        with stages.stage("FileCheck"):
            proc = subprocess.run(argv, input=both, capture_output=True)
        stderr = proc.stderr.decode(errors="replace")
        if kept:
            files.write_whole(kept, f"{proc.returncode}\n{stderr}".encode())
        return proc.returncode, stderr

    def _twice(self, check_path):
        """(a file of the check file's text twice over, in scratch, named by its digest; its number of lines
        once), written once for all the workers (whole or not at all, for another one reading it meanwhile)."""
        check, lines = read(check_path)
        path = os.path.join(self.scratch, hashlib.sha256(check).hexdigest()[:16] + ".check")
        if not os.path.exists(path):
            files.write_whole(path, check + check)
        return path, lines

    def passes(self, check, input_file, *prefixes):
        """Whether the checks of the prefixes (with the functions' CHECK-LABELs) accept input_file."""
        with stages.stage("FileCheck"):
            proc = subprocess.run(self.command(check, input_file, *prefixes) + ["--dump-input=never"],
                                  capture_output=True, text=True)
        return proc.returncode == 0, _error(proc.stderr)

    def command(self, check, input_file, *prefixes):
        """The FileCheck command of the prefixes' checks, with the functions' CHECK-LABELs, on input_file."""
        return [self.path, check, f"--input-file={input_file}",
                f"--check-prefixes={','.join((LABEL_PREFIX,) + prefixes)}", "--allow-unused-prefixes"]

    def typed(self, check, input_file, *prefixes):
        """The FileCheck command as a user would type it at the repository root: FileCheck by its absolute
        path (Debian keeps it in /usr/lib/llvm-N/bin, on no user's PATH), the files relative to the root."""
        return shlex.join(self.command(paths.shown(check, self.root), paths.shown(input_file, self.root), *prefixes))

    def by_hand(self, check, input_file, *prefixes):
        """A FileCheck run as a user would type it, and what FileCheck says."""
        with stages.stage("FileCheck"):
            proc = subprocess.run(self.command(check, input_file, *prefixes), capture_output=True, text=True)
        return f"$ {self.typed(check, input_file, *prefixes)}\n{proc.stderr}"
