"""LLVM's tools, found where the Makefile's LLVM_VERSION says, and what llvm-mca says an instruction does.

Whether an instruction may load or store is LLVM's knowledge, not ours: llvm-mca -instruction-info reports
MayLoad/MayStore per instruction, and llvm-mc's parsers read GCC's assembly for every LLVM target in the
matrix. Each instruction goes to llvm-mca in its own code region (an ARM IT block stays whole). The answer
depends on the instruction's form, not on its register numbers or constants, nor on which of the assembly's
own symbols it names, so it is asked once per form (the text with every digit made 0 and those symbols one
name) and remembered for the process, and, in make check, in the build for the other lit workers (sharing.LLVM_MCA):
a cold make check asks about a thousand times, not once per instruction. With the first forms a process asks
of a target, it asks those the whole corpus had llvm-mca read (tools/lab/base/mca-forms.jsonl, AHEAD below):
one process annotating every config's assembly starts llvm-mca 36 times, not 892 (once per file with a form
not yet asked).
"""

import functools
import hashlib
import json
import os
import re
import subprocess
import threading

from . import program, sharing, stages


def version(environ):
    """The LLVM a process with environ uses: make passes its LLVM_VERSION down; lit, the tools and the tests all
    use the same LLVM."""
    return environ.get("LLVM_VERSION", "19")


VERSION = version(os.environ)


class LLVMError(Exception):
    """llvm-mca missing or failing: said in one line."""


def tool(name):
    """/usr/lib/llvm-N/bin/NAME for the Makefile's LLVM_VERSION, or None where it is not installed."""
    path = f"/usr/lib/llvm-{VERSION}/bin/{name}"
    return path if os.path.exists(path) else None


@functools.lru_cache(maxsize=None)
def mca():
    path = tool("llvm-mca")
    if path is None:
        raise LLVMError(f"llvm-mca not found: apt-get install llvm-{VERSION} (or make setup)")
    return path


def _run(triple, cpu, source):
    """llvm-mca's code regions for source, as JSON ([] when it found no instruction it could read)."""
    argv = [mca(), f"-mtriple={triple}", f"-mcpu={cpu}", "-instruction-info", "-iterations=1", "--json",
            "-skip-unsupported-instructions=any", "-dispatch-stats=false", "-resource-pressure=false",
            "-timeline=false", "-summary-view=false", "-"]
    try:
        with stages.stage("llvm-mca"):
            proc = program.run(argv, 300, input=source)
    except (OSError, subprocess.SubprocessError) as e:
        raise LLVMError(f"llvm-mca -mtriple={triple} -mcpu={cpu} failed: {e}") from None
    if "no assembly instructions found" in proc.stderr:
        return []
    try:
        return json.loads(proc.stdout)["CodeRegions"]
    except (ValueError, KeyError):
        error = next((l for l in proc.stderr.splitlines() if "error" in l), proc.stderr.strip()[:200])
        raise LLVMError(f"llvm-mca -mtriple={triple} -mcpu={cpu} failed: {error}") from None


def _region_flags(unit, region):
    """[(may_load, may_store, side_effects)] for each line of unit, from its llvm-mca region, or None."""
    info = region.get("InstructionInfoView", {}).get("InstructionList", [])
    flags = [(bool(i.get("mayLoad")), bool(i.get("mayStore")), bool(i.get("hasUnmodeledSideEffects")))
             for i in info]
    if not flags:
        return None
    if len(unit) == 1:
        # A pseudo (RISC-V lw a0,sym; li; call) may expand to several instructions: what any of them does.
        return [tuple(any(f[k] for f in flags) for k in range(3))]
    return flags if len(flags) == len(unit) else None


FORM = re.compile(r"\d+")
_known = {}              # (triple, cpus, syntax) -> {form of a unit: flags}
_lock = threading.Lock()
# In make check, llvm-mca's answers are kept in its build too (sharing.LLVM_MCA), one file of JSON lines per target
# and model list, so that the lit workers, each a process with its own memory, ask each form once between them:
# how far this process has read each file.
_read = {}


# An operand that is a name (not a register in AT&T syntax, %eax, nor part of a longer name).
NAME = re.compile(r"(?<![\w.$%])[A-Za-z_.$][\w.$]*")


def _form(unit, symbols=frozenset()):
    """What llvm-mca's answer for unit depends on: each line with its digits made 0 and the assembly's own
    symbols among its operands (not its mnemonic) made one name, sym (example())."""
    return tuple(FORM.sub("0", line) for line in example(unit, symbols))


def _answers_file(key):
    name = hashlib.sha256(repr((mca(), os.path.getmtime(mca()), key)).encode()).hexdigest()[:16]
    return os.path.join(sharing.where(sharing.LLVM_MCA), f"{name}.jsonl")


def _read_shared(key, known):
    """What the other workers learned since this one last read: whole lines only (a line being written is
    read next time)."""
    path = _answers_file(key)
    try:
        with open(path, "rb") as f:
            f.seek(_read.get(path, 0))
            data = f.read()
    except FileNotFoundError:
        return
    end = data.rfind(b"\n") + 1
    for line in data[:end].splitlines():
        form, answer = json.loads(line)
        known[tuple(form)] = [tuple(a) for a in answer] if answer is not None else None
    _read[path] = _read.get(path, 0) + end


def _write_shared(key, answers):
    """Append (form, flags) lines, one write each: O_APPEND keeps the workers' lines whole."""
    path = _answers_file(key)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "a") as f:
        for form, answer in answers:
            f.write(json.dumps([list(form), answer]) + "\n")
            f.flush()


# What to ask ahead. Each llvm-mca run costs about 12 ms to start, and a code region more about 0.05 ms: a cold make
# check that asked each file's new forms as they came spent 15 of its 546 CPU-s in llvm-mca (perf -a, 2ae94b5); one
# process annotating every config's assembly started it 892 times. tools/lab/base/mca-forms.jsonl names one
# instruction of each form a build's corpus had llvm-mca read, per target, model list and directives, its own
# symbols named sym (make mca-forms writes it from a build); the first run a process makes for a target asks them
# too, each in its own region. It says only what to ask: every answer is this LLVM's, in this run; a form it lacks
# is asked when it comes, as before, and one that no compiler emits now costs a region. Where llvm-mca cannot read
# one of them, the run is made again without them.
AHEAD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mca-forms.jsonl")
SYMBOL = "sym"       # the one name the assembly's own symbols take in a form, and in the list
_asked_ahead = set()     # the keys whose list this process has asked


@functools.lru_cache(maxsize=None)
def _ahead():
    """{key: [unit, ...]} of AHEAD; {} where there is no list. Raises LLVMError for a malformed one."""
    found = {}
    try:
        with open(AHEAD) as f:
            for number, line in enumerate(f, 1):
                try:
                    triple, cpus, syntax, unit = json.loads(line)
                    found.setdefault((triple, tuple(cpus), syntax), []).append(tuple(unit))
                except (ValueError, TypeError):
                    raise LLVMError(f"{AHEAD}:{number}: not a line make mca-forms writes; run make mca-forms") \
                        from None
    except FileNotFoundError:
        return {}
    return found


def example(unit, symbols):
    """unit with the assembly's own symbols among its operands (not its mnemonic) named sym, its numbers as they
    are: as the list keeps it, so that llvm-mca reads it as it read the original; _form() zeroes the numbers."""
    def line_example(line):
        mnemonic, *operands = line.split(None, 1)
        if symbols and operands:
            operands = [NAME.sub(lambda m: SYMBOL if m.group(0) in symbols else m.group(0), operands[0])]
        return " ".join([mnemonic] + operands)
    return tuple(map(line_example, unit))


def write_ahead(questions, path):
    """Write the list from questions, [(key, unit, symbols)] as annotate asks them: one example of each form,
    per key, sorted. Returns the number of lines."""
    found = {}
    for key, unit, symbols in questions:
        found.setdefault(key, {}).setdefault(_form(unit, symbols), example(unit, symbols))
    lines = sorted(json.dumps([key[0], list(key[1]), key[2], list(unit)])
                   for key, forms in found.items() for unit in forms.values())
    with open(path, "w") as f:
        f.writelines(line + "\n" for line in lines)
    return len(lines)


def _ask(triple, cpus, syntax, units):
    """{unit: flags} for the units llvm-mca reads in their code regions, the first model first."""
    asked = {}
    for cpu in cpus:
        pending = [u for u in units if u not in asked]
        if not pending:
            break
        source = syntax + "".join(f"# LLVM-MCA-BEGIN u{i}\n" + "".join(f"\t{_ascii(l)}\n" for l in unit) +
                                  "# LLVM-MCA-END\n" for i, unit in enumerate(pending))
        for region in _run(triple, cpu, source):
            name = region.get("Name", "")
            if name.startswith("u") and name[1:].isdigit():
                unit_flags = _region_flags(pending[int(name[1:])], region)
                if unit_flags:
                    asked[pending[int(name[1:])]] = unit_flags
    return asked


def _ascii(line):
    """The line as llvm-mca can read it: a symbol in UTF-8 (int café;) renamed, the instruction the same."""
    return NON_ASCII.sub("u", line)


NON_ASCII = re.compile(r"[^\x00-\x7f]")


def flags(triple, cpus, units, syntax="", symbols=frozenset()):
    """{unit: [(may_load, may_store, side_effects) per line]} for units (tuples of instruction lines that
    llvm-mca must read together); a unit that no model can read is left out. The units go to the first
    model in one run, each in its own code region; what it lacks, to the next. symbols: the names the
    assembly defines (its functions, variables and labels), none a register's: which of them an instruction
    names changes nothing llvm-mca says of it, so an answer is asked once for all of them (each case names
    its own variables). The first run for a key asks the list's units too (AHEAD)."""
    key = (triple, cpus, syntax)
    form_of = {unit: _form(unit, symbols) for unit in units}
    with _lock:
        known = _known.setdefault(key, {})
        if sharing.where(sharing.LLVM_MCA) and any(f not in known for f in form_of.values()):
            _read_shared(key, known)
    result, todo, forms = {}, [], set()
    for unit in units:
        form = form_of[unit]
        if form in known:
            if known[form] is not None:
                result[unit] = known[form]
        elif form not in forms:
            forms.add(form)
            todo.append(unit)
    ahead = []
    if todo:
        with _lock:
            if key not in _asked_ahead:
                listed = {u: _form(u) for u in _ahead().get(key, ())}  # a malformed list fails each ask
                _asked_ahead.add(key)
                ahead = [u for u, form in listed.items() if form not in known and form not in forms]
                form_of.update((u, listed[u]) for u in ahead)
    try:
        asked = _ask(triple, cpus, syntax, todo + ahead)
    except LLVMError:
        if not ahead:
            raise
        ahead, asked = [], _ask(triple, cpus, syntax, todo)
    # Of the list's, only what llvm-mca answered is kept: one it did not read in a region is asked as it comes,
    # alone if need be (below).
    ahead = [u for u in ahead if u in asked]
    # A pseudo that expands to instructions and a label (RISC-V lw a0,sym: .Lpcrel_hi0: auipc; lw) falls
    # out of its code region: read those alone.
    for unit in [u for u in todo if u not in asked]:
        for cpu in cpus:
            regions = _run(triple, cpu, syntax + "".join(f"\t{_ascii(l)}\n" for l in unit))
            unit_flags = _region_flags(unit, regions[0]) if len(regions) == 1 else None
            if unit_flags:
                asked[unit] = unit_flags
                break
    answers = [(form_of[u], asked.get(u)) for u in todo] + [(form_of[u], asked[u]) for u in ahead]
    with _lock:
        known.update(answers)
        if sharing.where(sharing.LLVM_MCA) and answers:
            _write_shared(key, answers)
    for unit in units:
        form_flags = known.get(form_of[unit])
        if form_flags is not None:
            result[unit] = form_flags
    return result
