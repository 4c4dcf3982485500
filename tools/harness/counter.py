"""The access counter: for each instruction of a scrubbed function, whether it loads or stores memory.

Whether an instruction may load or store is LLVM's knowledge, not ours: llvm-mca -instruction-info reports
MayLoad/MayStore per instruction, and llvm-mc's parsers read GCC's assembly for every LLVM target in the
matrix. Each instruction goes to llvm-mca in its own code region (an IT block on Thumb stays whole), and
all the distinct instructions of a target go in one llvm-mca run. Alpha has no LLVM backend: a small table.

On top of LLVM's flags, a few things that are ours, because they are about the program, not the instruction:
- stack accesses (base sp, or the frame pointer where the function sets one up from sp, or push/pop) are
  spills and reloads, counted apart from accesses to shared memory;
- loads of a constant-pool, TOC or GOT entry (an address or a constant the compiler put in memory) count as
  loads, but are named so;
- barriers (dmb, fence, lwsync, mfence, wmb...) and prefetches are not accesses, though LLVM models the
  barriers as may-load-and-store; calls and returns count only an explicit memory operand (call *p(%rip)),
  not the return address they push or pop;
- ldp/stp, ldrd/strd count two accesses; ldm/stm/push/pop one per register in the list.
"""

import dataclasses
import functools
import glob
import json
import os
import re
import subprocess
import tomllib

from . import matrix


class CounterError(Exception):
    """llvm-mca missing or failing, or a target the counter knows nothing of: said in one line."""


# A scheduling model per family: llvm-mca needs one to report on an instruction. Each knows the whole ISA
# the matrix's compilers emit by default (x86-64 baseline, armv8-a, armv7-a + VFP/NEON, rv64gc, power8/9).
# The first that has an instruction in its model says what it does: neoverse-n1's model lacks the LSE atomics
# (ldadd, cas, swp), exynos-m5's has them; pwr10 knows prefixed loads, sifive-p670 the vector extension.
MCA_CPU = {"X86": ("skylake", "znver4"), "ARM64": ("neoverse-n1", "exynos-m5", "neoverse-v2"),
           "ARM": ("cortex-a57", "cortex-r52"), "RISCV": ("sifive-u74", "sifive-p670"), "PPC": ("pwr9", "pwr10")}
# LLVM models the exclusive (load-linked/store-conditional) pairs as may-load-and-store: each is one or the other.
EXCLUSIVE_LOAD = {"ARM64": re.compile(r"^lda?xr[bh]?$|^lda?xp$"), "ARM": re.compile(r"^(?:ldrex|ldaex)[bhd]?$")}
EXCLUSIVE_STORE = {"ARM64": re.compile(r"^stl?xr[bh]?$|^stl?xp$"), "ARM": re.compile(r"^(?:strex|stlex)[bhd]?$")}

BARRIER = {
    "X86": {"mfence", "lfence", "sfence"},
    "ARM64": {"dmb", "dsb", "isb"},
    "ARM": {"dmb", "dsb", "isb"},
    "RISCV": {"fence", "fence.i", "fence.tso"},
    "PPC": {"sync", "lwsync", "hwsync", "isync", "eieio", "ptesync", "msync"},
    "ALPHA": {"mb", "wmb"},
}
PREFETCH = re.compile(r"^(?:prefetch\w*|prfm|prfum|pld|pldw|pli|dcbt|dcbtst|prefetch\.[rwi])$")
CALL_OR_RETURN = re.compile(r"^(?:call[lqw]?|ret[lqw]?|leave[lqw]?|bl|blx|blr|jsr|bsr|jal|jalr|tail|bctrl)$")

STACK_REGS = {"X86": {"rsp", "esp", "sp"}, "ARM64": {"sp", "wsp"}, "ARM": {"sp", "r13"}, "RISCV": {"sp", "x2"},
              "PPC": {"1", "r1"}, "ALPHA": {"$30", "$sp"}}
# The instruction that makes a register the frame pointer (a copy of, or an offset from, sp).
FRAME_SETUP = {
    "X86": re.compile(r"^mov[lqw]?\s+%(?:rsp|esp),\s*%(rbp|ebp)$"),
    "ARM64": re.compile(r"^(?:mov|add)\s+(x29),\s*sp\b"),
    "ARM": re.compile(r"^(?:mov|add)s?(?:\.w)?\s+(r7|r11|fp),\s*sp\b"),
    "RISCV": re.compile(r"^(?:addi|mv)\s+(s0|fp|x8),\s*sp\b"),
    "PPC": re.compile(r"^(?:mr|addi)\s+%?r?(31),\s*%?r?1\b"),
    "ALPHA": re.compile(r"^(?:mov\s+\$30,\s*(\$15|\$fp)|bis\s+\$31,\s*\$30,\s*(\$15|\$fp)|"
                        r"lda\s+(\$15|\$fp),\s*-?\d+\(\$30\))$"),
}
FRAME_ALIAS = {"rbp": {"rbp"}, "ebp": {"ebp"}, "x29": {"x29", "fp"}, "r7": {"r7"}, "r11": {"r11", "fp"},
               "fp": {"r11", "fp"}, "s0": {"s0", "fp", "x8"}, "x8": {"s0", "fp", "x8"},
               "31": {"31", "r31"}, "$15": {"$15", "$fp"}, "$fp": {"$15", "$fp"}}

BASE = {
    "X86": re.compile(r"\(\s*%(\w+)"),
    "ARM64": re.compile(r"\[\s*(\w+)"),
    "ARM": re.compile(r"\[\s*(\w+)"),
    "RISCV": re.compile(r"\(\s*(\w+)\s*\)"),
    "PPC": re.compile(r"\(\s*%?r?(\d+)\s*\)"),
    "ALPHA": re.compile(r"\(\s*(\$\w+)\s*\)"),
}
PAIR = {"ARM64": re.compile(r"^(?:ldp|stp|ldnp|stnp|ldpsw|ldxp|ldaxp|stxp|stlxp)$"),
        "ARM": re.compile(r"^(?:ldrd|strd|ldrexd|strexd|ldaexd|stlexd)\w*$")}
REGLIST = {"ARM64": re.compile(r"^(?:ld[1-4]r?|st[1-4])$"),
           "ARM": re.compile(r"^(?:ldm|stm|push|pop|vldm|vstm|vpush|vpop|vld[1-4]|vst[1-4])\w*$")}
IMPLICIT_STACK = {"X86": re.compile(r"^(?:push|pop)[lqw]?$|^(?:push|pop)f[lqw]?$"),
                  "ARM": re.compile(r"^(?:push|pop|vpush|vpop)(?:\.w)?$")}
MEMORY_OPERAND = {"X86": re.compile(r"\("), "ARM64": re.compile(r"\["), "ARM": re.compile(r"\[|\{"),
                  "RISCV": re.compile(r"\("), "PPC": re.compile(r"\("), "ALPHA": re.compile(r"\(")}
X86_STRING = re.compile(r"^(movs|stos|lods|cmps|scas)[bwlq]?$")
X86_PREFIXES = {"rep", "repe", "repz", "repne", "repnz", "lock", "notrack", "bnd", "data16", "addr32"}
GOT = re.compile(r"@GOTPCREL|@GOT\b|@got\b|:got:|:got_lo12:|%got_pcrel|!literal|@GOTOFF")

# Alpha: the memory-format instructions. lda/ldah (and the ldgp, ldi* macros) compute addresses: not loads.
ALPHA_LOAD = re.compile(r"^(?:ldb|ldbu|ldw|ldwu|ldl|ldq|ldl_l|ldq_l|ldq_u|lds|ldt|ldf|ldg)$")
ALPHA_STORE = re.compile(r"^(?:stb|stw|stl|stq|stq_u|sts|stt|stf|stg)$")
ALPHA_STORE_CONDITIONAL = re.compile(r"^(?:stl_c|stq_c)$")   # store-conditional: a store (the flag comes back in ra)
ALPHA_ADDRESS = re.compile(r"^(?:lda|ldah|ldgp|ldi\w*)$")       # address arithmetic and load-immediate macros

DATA_DIRECTIVE = re.compile(r"^\s*\.(?:word|long|quad|xword|dword|4byte|8byte|2byte|short|hword|half|byte|"
                            r"single|float|double|int|octa|value|ascii|asciz|string|t_floating|s_floating|tc)\b")
LOCAL_LABEL = re.compile(r"^(\.L[\w.$]*|\$L[\w.$]*|L[\w.$]*\$\w*):")
SECTION = re.compile(r"^\s*(?:\.section\s+\"?([^\s\",]+)|\.(text|data|bss|rodata)\b)")


@dataclasses.dataclass(frozen=True)
class Access:
    """What one line of a scrubbed function does to memory. A label or a non-access is Access() (all zero)."""
    loads: int = 0          # loads of non-stack memory (including pool loads)
    stores: int = 0         # stores to non-stack memory
    reloads: int = 0        # loads from the stack
    spills: int = 0         # stores to the stack
    pool: str = ""          # "constant pool .LC0", "TOC entry .LC0", "GOT entry": what the load reads
    barrier: bool = False
    unknown: bool = False   # neither LLVM nor the Alpha table could tell

    @property
    def kind(self):
        """A CSS/colour class: load, store, both, pool, stack, barrier, unknown or '' (no access)."""
        if self.unknown:
            return "unknown"
        if self.barrier:
            return "barrier"
        if self.loads and self.stores:
            return "both"
        if self.pool:
            return "pool"
        if self.loads:
            return "load"
        if self.stores:
            return "store"
        if self.reloads or self.spills:
            return "stack"
        return ""

    @property
    def label(self):
        """The mark shown next to the instruction: 'load', '2 stores', 'load+store', 'spill', 'pool load'..."""
        if self.unknown:
            return "? (unknown to the counter)"
        if self.barrier:
            return "barrier"
        parts = []
        if self.loads:
            parts.append(_n(self.loads, "pool load" if self.pool else "load"))
        if self.stores:
            parts.append(_n(self.stores, "store"))
        if self.reloads:
            parts.append(_n(self.reloads, "reload"))
        if self.spills:
            parts.append(_n(self.spills, "spill"))
        if len(parts) == 2 and self.loads == self.stores == 1 and not self.pool:
            return "load+store"
        text = "+".join(parts)
        if self.pool:
            text += f" ({self.pool})"
        return text


def _n(count, word):
    return word if count == 1 else f"{count} {word}s"


def _many(count, word):
    return f"{count or 'no'} {word}{'' if count == 1 else 's'}"


@dataclasses.dataclass
class Count:
    loads: int = 0
    stores: int = 0
    pool_loads: int = 0
    reloads: int = 0
    spills: int = 0
    unknown: list = dataclasses.field(default_factory=list)

    def add(self, access, line=None):
        self.loads += access.loads
        self.stores += access.stores
        self.pool_loads += access.loads if access.pool else 0
        self.reloads += access.reloads
        self.spills += access.spills
        if access.unknown:
            self.unknown.append(line)

    def words(self):
        """'1 load, no stores (stack: 2 spills, 2 reloads)'."""
        text = f"{_many(self.loads, 'load')}, {_many(self.stores, 'store')}"
        extra = []
        if self.pool_loads:
            extra.append(f"{self.pool_loads} from a constant pool, "
                         f"TOC or GOT entry")
        if self.spills or self.reloads:
            extra.append(f"stack: {_many(self.spills, 'spill')}, {_many(self.reloads, 'reload')}")
        if self.unknown:
            extra.append(f"{_many(len(self.unknown), 'instruction')} the counter could not classify")
        return text + (f" ({'; '.join(extra)})" if extra else "")


# Reading the instruction text ---------------------------------------------------------------------------

def split(line):
    """(mnemonic, operands) of a tab-indented scrubbed instruction line."""
    text = line.strip()
    parts = text.split(None, 1)
    return (parts[0].lower(), parts[1] if len(parts) > 1 else "") if parts else ("", "")


def is_instruction(line):
    return line.startswith("\t")


def pool_labels(raw_text):
    """Local labels of the raw assembly that label data (constant pools, literal pools, TOC entries):
    {label: 'constant pool' or 'TOC entry'}. A defined global (flag:) is not local, so never one."""
    labels, section, pending = {}, ".text", []
    for raw in raw_text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", "//", "@", ";")):
            continue
        s = SECTION.match(line)
        if s:
            section = s.group(1) or "." + s.group(2)
            pending = []
            continue
        m = LOCAL_LABEL.match(line)
        if m:
            pending.append(m.group(1))
            rest = line[m.end():].strip()
            if not rest:
                continue
            line = rest
        if pending and DATA_DIRECTIVE.match(line):
            for label in pending:
                labels[label] = "TOC entry" if section.startswith(".toc") else "constant pool"
        if not line.startswith((".align", ".p2align", ".balign")):
            pending = []
    return labels


def _frame_regs(family, body):
    regs = set(STACK_REGS[family])
    for line in body:
        if is_instruction(line):
            m = FRAME_SETUP[family].match(" ".join(line.split()))
            if m:
                reg = next(g for g in m.groups() if g)
                regs |= FRAME_ALIAS.get(reg, {reg})
    return regs


def _multiplicity(family, mnemonic, operands):
    if family in PAIR and PAIR[family].match(mnemonic):
        return 2
    if family in REGLIST and REGLIST[family].match(mnemonic):
        m = re.search(r"\{([^}]*)\}", operands)
        if m:
            count = 0
            for item in m.group(1).split(","):
                item = item.strip()
                r = re.match(r"^([a-z]+)(\d+)\s*-\s*[a-z]*(\d+)$", item)
                count += int(r.group(3)) - int(r.group(2)) + 1 if r else (1 if item else 0)
            return max(count, 1)
    return 1


def _on_stack(family, mnemonic, operands, frame_regs):
    if family in IMPLICIT_STACK and IMPLICIT_STACK[family].match(mnemonic):
        return True
    m = BASE[family].search(operands)
    if family == "ARM" and not m:
        r = re.match(r"^\s*(\w+)!?\s*,\s*\{", operands)     # ldm sp!, {r4, pc}
        return bool(r and r.group(1) in frame_regs)
    return bool(m and m.group(1).lower() in frame_regs)


def _pool(operands, labels):
    if GOT.search(operands):
        return "GOT entry"
    for symbol in re.findall(r"[.$\w]+", operands):
        if symbol in labels:
            return f"{labels[symbol]} {symbol}"
    return ""


def _access(family, line, may_load, may_store, side_effects, frame_regs, labels):
    mnemonic, operands = split(line)
    if family == "X86":
        while mnemonic.rstrip(";") in X86_PREFIXES and operands:      # rep stosq, lock xaddl, notrack jmp
            mnemonic, operands = split(operands)
        string = X86_STRING.match(mnemonic)
        if string:             # llvm-mca does not flag the string instructions: movs loads and stores...
            op = string.group(1)
            return Access(loads=2 if op == "cmps" else int(op != "stos"), stores=int(op in ("movs", "stos")))
    if mnemonic in BARRIER[family]:
        return Access(barrier=True)
    if PREFETCH.match(mnemonic):
        return Access()
    if family in EXCLUSIVE_LOAD and EXCLUSIVE_LOAD[family].match(mnemonic):
        may_store = False
    elif family in EXCLUSIVE_STORE and EXCLUSIVE_STORE[family].match(mnemonic):
        may_load = False
    if may_load and may_store and side_effects and not MEMORY_OPERAND[family].search(operands):
        # LLVM's conservative flags for an instruction it does not model (nop and hints on ARM and PPC, pause,
        # mflr): it names no memory, so it accesses none that the program can see.
        return Access()
    if CALL_OR_RETURN.match(mnemonic):
        if mnemonic.startswith("leave"):
            return Access(reloads=1)
        # Only an explicit memory operand counts (call *p(%rip)): not the return address pushed or popped.
        explicit = family == "X86" and "(" in operands and "*" in operands
        may_store, may_load = False, may_load and explicit
    if not (may_load or may_store):
        return Access()
    n = _multiplicity(family, mnemonic, operands)
    if _on_stack(family, mnemonic, operands, frame_regs):
        return Access(reloads=n if may_load else 0, spills=n if may_store else 0)
    return Access(loads=n if may_load else 0, stores=n if may_store else 0,
                  pool=_pool(operands, labels) if may_load and not may_store else "")


# Alpha ------------------------------------------------------------------------------------------------

def _alpha_flags(line):
    mnemonic, _ = split(line)
    if ALPHA_LOAD.match(mnemonic):
        return True, False, False
    if ALPHA_STORE.match(mnemonic) or ALPHA_STORE_CONDITIONAL.match(mnemonic):
        return False, True, False
    if ALPHA_ADDRESS.match(mnemonic) or not mnemonic.startswith(("ld", "st", "uld", "ust")):
        return False, False, False
    return None                     # an ld*/st* the table does not know (uldq, ustl macros...): say so


# llvm-mca --------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _targets():
    with open(os.path.join(matrix.ROOT, matrix.MATRIX_FILE), "rb") as f:
        return tomllib.load(f).get("targets", {})


def llvm_target(config, raw_text=""):
    """(triple, cpus) llvm-mca reads config's assembly with (cpus: models to ask, in order), or None for Alpha."""
    if config.family == "ALPHA":
        return None
    triple = _targets().get(config.target, {}).get("clang")
    cpu = MCA_CPU.get(config.family)
    if not triple or not cpu:
        raise CounterError(f"{config.id}: the counter knows no LLVM triple for target {config.target} "
                           f"(give it a clang triple in {matrix.MATRIX_FILE}) or family {config.family}")
    if config.family == "ARM" and re.search(r"^\s*(?:\.thumb\b|\.code\s+16\b|\.thumb_func\b)", raw_text, re.M):
        triple = re.sub(r"^(?:armv|arm)", "thumbv", triple)
    return triple, cpu


@functools.lru_cache(maxsize=None)
def llvm_mca():
    found = glob.glob("/usr/lib/llvm-*/bin/llvm-mca")
    found.sort(key=lambda p: int(re.search(r"llvm-(\d+)", p).group(1)))
    if not found:
        raise CounterError("llvm-mca not found: apt-get install llvm-19 (or make setup)")
    return found[-1]


def _units(family, body):
    """The instructions of body grouped as llvm-mca must see them: one each, an ARM IT block whole."""
    lines = [l for l in body if is_instruction(l)]
    units, i = [], 0
    while i < len(lines):
        mnemonic, _ = split(lines[i])
        size = 1
        if family == "ARM" and re.match(r"^it[te]{0,3}$", mnemonic):
            size = 1 + len(mnemonic) - 1
        units.append(tuple(l.strip() for l in lines[i:i + size]))
        i += size
    return units


def _mca(triple, cpu, source):
    """llvm-mca's code regions for source, as JSON ([] when it found no instruction it could read)."""
    argv = [llvm_mca(), f"-mtriple={triple}", f"-mcpu={cpu}", "-instruction-info", "-iterations=1", "--json",
            "-skip-unsupported-instructions=any", "-dispatch-stats=false", "-resource-pressure=false",
            "-timeline=false", "-summary-view=false", "-"]
    try:
        proc = subprocess.run(argv, input=source, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as e:
        raise CounterError(f"llvm-mca -mtriple={triple} -mcpu={cpu} failed: {e}") from None
    if "no assembly instructions found" in proc.stderr:
        return []
    try:
        return json.loads(proc.stdout)["CodeRegions"]
    except (ValueError, KeyError):
        error = next((l for l in proc.stderr.splitlines() if "error" in l), proc.stderr.strip()[:200])
        raise CounterError(f"llvm-mca -mtriple={triple} -mcpu={cpu} failed: {error}") from None


def _unit_flags(unit, region):
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


def _run_mca(triple, cpus, units, family):
    """{unit: [(may_load, may_store, side_effects), ...] one per line}; a unit llvm-mca cannot read is left out.
    All the units go to the first model in one run, each in its own code region; what it lacks, to the next."""
    result = {}
    for cpu in cpus:
        todo = [u for u in units if u not in result]
        if not todo:
            break
        source = "".join(f"# LLVM-MCA-BEGIN u{i}\n" + "".join(f"\t{l}\n" for l in unit) + "# LLVM-MCA-END\n"
                         for i, unit in enumerate(todo))
        for region in _mca(triple, cpu, source):
            name = region.get("Name", "")
            if name.startswith("u") and name[1:].isdigit():
                flags = _unit_flags(todo[int(name[1:])], region)
                if flags:
                    result[todo[int(name[1:])]] = flags
    # A pseudo that expands to instructions and a label (RISC-V lw a0,sym: .Lpcrel_hi0: auipc; lw) falls out of
    # its code region: read those alone. (Barriers without a scheduling class are ours anyway.)
    for unit in [u for u in units if u not in result and split(u[0])[0] not in BARRIER[family]]:
        for cpu in cpus:
            regions = _mca(triple, cpu, "".join(f"\t{l}\n" for l in unit))
            flags = _unit_flags(unit, regions[0]) if len(regions) == 1 else None
            if flags:
                result[unit] = flags
                break
    return result


class Counter:
    """Classifies the functions of many (config, assembly) pairs, with one llvm-mca run per LLVM target."""

    def __init__(self):
        self._jobs = []          # (key, config, functions, raw_text)
        self._flags = {}         # (triple, cpu) -> {unit: flags}

    def add(self, key, config, functions, raw_text):
        self._jobs.append((key, config, functions, raw_text))

    def run(self, parallel=None):
        """{key: {function: [Access per body line]}}."""
        wanted, targets, families = {}, {}, {}
        for key, config, functions, raw_text in self._jobs:
            target = llvm_target(config, raw_text)
            targets[key] = target
            if target is None:
                continue
            units = wanted.setdefault(target, {})
            families[target] = config.family
            for _, body in functions:
                for unit in _units(config.family, body):
                    units[unit] = None
        todo = [(t, list(u)) for t, u in wanted.items() if t not in self._flags]
        if todo:
            import concurrent.futures
            with concurrent.futures.ThreadPoolExecutor(parallel or os.cpu_count() or 1) as pool:
                for (target, units), flags in zip(todo, pool.map(lambda tu: _run_mca(*tu[0], tu[1], families[tu[0]]), todo)):
                    self._flags[target] = flags
        out = {}
        for key, config, functions, raw_text in self._jobs:
            out[key] = classify(config, functions, raw_text, self._flags.get(targets[key]), targets[key])
        self._jobs = []
        return out


def classify(config, functions, raw_text, flags, target):
    family = config.family
    labels = pool_labels(raw_text)
    result = {}
    for name, body in functions:
        frame_regs = _frame_regs(family, body)
        per_line = {}
        if target is not None:
            for unit in _units(family, body):
                unit_flags = flags.get(unit) if flags else None
                for i, line in enumerate(unit):
                    per_line.setdefault(line, []).append(unit_flags[i] if unit_flags else None)
        accesses = []
        seen = {}
        for line in body:
            if not is_instruction(line):
                accesses.append(Access())
                continue
            text = line.strip()
            if target is None:
                f = _alpha_flags(text)
            else:
                k = seen.get(text, 0)
                seen[text] = k + 1
                options = per_line.get(text, [None])
                f = options[min(k, len(options) - 1)]
            if f is None:
                mnemonic, _ = split(text)
                accesses.append(Access(barrier=True) if mnemonic in BARRIER[family] else
                                Access() if PREFETCH.match(mnemonic) else Access(unknown=True))
                continue
            accesses.append(_access(family, text, *f, frame_regs, labels))
        result[name] = accesses
    return result


def count(body, accesses):
    total = Count()
    for line, access in zip(body, accesses):
        total.add(access, line.strip())
    return total
