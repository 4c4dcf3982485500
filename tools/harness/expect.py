"""A case's recorded expectations: checks/<group>/<name>.expect, what plain_X does in each config.

    # HOISTED: flag is read once, before the loop, which then spins forever.   (what each outcome means)
    safe: LOAD-IN-LOOP                                                        (the outcome that is no hazard)
    gcc-12/x86_64/O2 HOISTED                                                  (one line a config)
"""

import dataclasses
import re

OUTCOME = re.compile(r"^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$")
SEEN_WITH = "# seen with: "


class ExpectError(Exception):
    """A malformed .expect file, said in one line naming the file and line."""


@dataclasses.dataclass
class Expectations:
    path: str
    safe: str
    outcomes: dict        # config id -> outcome
    header: list          # the comment lines, kept as written

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
    safe, outcomes, header = None, {}, []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            if safe is None and not outcomes:
                header.append(line)
            continue
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
    return Expectations(path, safe, outcomes, header)


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
    with open(expectations.path, "w") as f:
        f.write(text)
