"""A case's recorded expectations: checks/<group>/<name>.expect, what plain_X does in each config.

    # HOISTED: flag is read once, before the loop, which then spins forever.   (what each outcome means)
    safe: LOAD-IN-LOOP                                                        (the outcome that is no hazard)
    gcc-12/x86_64/O2 HOISTED                                                  (one line a config)

A config where the compiler miscompiles the once function (its volatile access is not where the source puts
it, so the ONCE checks fail for a reason no check can fix) is recorded below the outcomes, each group of
lines under the '#' lines that say what the bug is and how to see it:

    # MISCOMPILED: sh4-linux-gnu-gcc-12 12.2.0 deletes once_wait's volatile load ...   (the bug, the evidence)
    miscompiled: gcc-12/sh4/O2                                                (one line a config)

There the test passes only while the ONCE checks fail (lit's XFAIL, tools/lab/suite/litformat.py), and the atlas
shows the cell as a compiler bug; a compiler that gets it right fails the test until the line is removed.
"""

import dataclasses
import re

OUTCOME = re.compile(r"^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$")
SEEN_WITH = "# seen with: "
MISCOMPILED = "miscompiled:"


class ExpectError(Exception):
    """A malformed .expect file, said in one line naming the file and line."""


@dataclasses.dataclass
class Expectations:
    path: str
    safe: str
    outcomes: dict        # config id -> outcome
    header: list          # the comment lines, kept as written
    miscompiled: dict = dataclasses.field(default_factory=dict)   # config id -> the '#' lines saying the bug

    @property
    def seen_with(self):
        """The compilers the recorded outcomes were measured with, as the file says."""
        return [line[len(SEEN_WITH):] for line in self.header if line.startswith(SEEN_WITH)]

    @property
    def meanings(self):
        """{OUTCOME: what it means}, from the '# OUTCOME: ...' comment lines at the top of the file."""
        found = {}
        for line in self.header:
            m = re.match(r"^#\s*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*):\s*(.+)$", line.strip())
            if m:
                found[m.group(1)] = m.group(2)
        return found

    def is_hazard(self, outcome):
        return outcome != self.safe


def load(path, rel):
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        raise ExpectError(f"{rel}: missing: it records what the plain function does in each config "
                          f"(start it with a 'safe: OUTCOME' line, then run make update-expectations)") from None
    safe, outcomes, header, miscompiled, note, last = None, {}, [], {}, [], None
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            if safe is None and not outcomes:
                header.append(line)
            elif text:
                note.append(text)
            continue
        if text.startswith(MISCOMPILED):
            config = text[len(MISCOMPILED):].strip()
            if config.count("/") != 2 or " " in config:
                raise ExpectError(f"{rel}:{number}: expected '{MISCOMPILED} compiler/target/level', found {text!r}")
            if config in miscompiled:
                raise ExpectError(f"{rel}:{number}: {config} is recorded as miscompiled twice")
            last = "\n".join(note) if note else last
            if not last:
                raise ExpectError(f"{rel}:{number}: '{text}' has no '#' line above it saying what the compiler "
                                  f"gets wrong and how to see it")
            miscompiled[config], note = last, []
            continue
        note, last = [], None
        if text.startswith("safe:"):
            safe = text[len("safe:"):].strip()
            if not OUTCOME.match(safe):
                raise ExpectError(f"{rel}:{number}: {safe!r} is not an outcome name (UPPER-CASE-WORDS)")
            continue
        fields = text.split()
        if len(fields) != 2 or not OUTCOME.match(fields[1]) or fields[0].count("/") != 2:
            raise ExpectError(f"{rel}:{number}: expected 'compiler/target/level OUTCOME', found {text!r}")
        if fields[0] in outcomes:
            raise ExpectError(f"{rel}:{number}: {fields[0]} is recorded twice")
        outcomes[fields[0]] = fields[1]
    if safe is None:
        raise ExpectError(f"{rel}: no 'safe: OUTCOME' line naming the outcome that is no hazard")
    return Expectations(path, safe, outcomes, header, miscompiled)


def write(expectations, outcomes, config_order, compilers):
    """Rewrite the file with these config lines, in matrix order, keeping its header and safe line, and
    saying which compilers (their --version lines) the outcomes were measured with."""
    order = {c: i for i, c in enumerate(config_order)}
    ids = sorted(outcomes, key=lambda c: (order.get(c, len(order)), c))
    width = max((len(c) for c in ids), default=0)
    header = [line for line in expectations.header if not line.startswith(SEEN_WITH)]
    header += [SEEN_WITH + compiler for compiler in compilers]
    text = "\n".join(header) + "\n"
    text += f"safe: {expectations.safe}\n"
    text += "".join(f"{c:<{width}} {outcomes[c]}\n" for c in ids)
    for note in dict.fromkeys(expectations.miscompiled.values()):      # each bug's lines under its note
        configs = sorted((c for c, n in expectations.miscompiled.items() if n == note),
                         key=lambda c: (order.get(c, len(order)), c))
        text += note + "\n" + "".join(f"{MISCOMPILED} {c}\n" for c in configs)
    with open(expectations.path, "w") as f:
        f.write(text)
