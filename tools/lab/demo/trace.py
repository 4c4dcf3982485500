"""tools/oncelab trace CASE FUNCTION --config ID: what the CPU did, beside what the annotation says it does.

The case says, in comments of its own, what a driver must do around the function for it to end, `@` standing
for the function: `/* trace: flag = 1; @(); */` (flag-wait: the flag set first, so that the wait returns).
`/* trace-define: struct mutex m; */` adds file-scope C to the driver: the objects a function is passed, the
functions it calls (which the driver defines, and whose accesses are not traced). An object passed as `&m` or
`m` is traced as the annotation names what the function reaches through that argument: `[arg0]`.
`/* trace-plain: seen */` names what the once_ functions access with plain C, which tools/oncelab trace --all
leaves out of its -O0 comparison (tracecheck.py).

The driver, BUILD/trace/<config>/<case>.<function>.c, #includes the case and does that in main(); it is
compiled to assembly with the config's own command line, a symbol `oncelab_iN:` put before each instruction
(each Hexagon packet) of the function, so that the symbol table says which of the annotation's lines an
instruction address is; then assembled and linked as make demo links its programs (demos.link_command), or,
where the target has no C library here (or none whose programs start: sh4), freestanding: its own _start and
exit system call (the ISA module's exit_syscall), linked alone (its linker). It runs under the target's
qemu-user with the access-trace plugin (tools/trace/access-trace.c, built by make trace-plugin), which logs
each instruction of the function as it starts and each access to the traced variables, at the addresses the
symbol table gives them. It prints, per variable, the accesses the CPU made beside the annotation's count of
the same function (counts.Count: tools/oncelab count's words). A call the function makes is not instrumented:
its accesses are the callee's.

What cannot be traced says so in one line and exits 1: a case with no trace comment or one that does not
build, a function not in the case, a target with no qemu-user (arc), a driver that does not end (a watchdog
stops it after --timeout seconds), a qemu missing or crashing."""

import bisect
import collections
import dataclasses
import os
import re
import shutil
import struct

from ..annotate import annotation, counts, scrub
from .. import isa as isas
from ..base import corpus, files, llvm, paths, program, text
from ..compile import assembly
from ..prove import scan
from . import demos

COMMENT = re.compile(r"/\*\s*trace(-define|-plain)?:(.*?)\*/", re.S)
PLUGIN = os.path.join("trace", "access-trace.so")
LOG_LINE = re.compile(r"^0x([0-9a-f]+) (?:(exec)|(load|store) (\d+) 0x([0-9a-f]+))$")
MARK = "oncelab_i"            # the symbol before each instruction: global-less, so in the symbol table
MARK_LINE = re.compile(rf"^{MARK}(\d+):$")
ADDRSIG = re.compile(r"^\s*\.addrsig")      # Clang's address-significance table: GNU as (Xtensa's) knows none


class TraceError(Exception):
    """What cannot be traced, in one line naming the case and the config."""


@dataclasses.dataclass
class Driver:
    """What a case's trace comments say."""
    call: str                 # statements, @ the function
    define: str = ""          # file-scope C
    plain: tuple = ()         # what once_ functions access with plain C
    args: dict = dataclasses.field(default_factory=dict)     # {'[arg0]': 'm'}: a driver object passed


def driver_of(source_rel, source_text):
    """The Driver of a case's text. Raises TraceError naming the file."""
    said = {}
    for kind, body in COMMENT.findall(source_text):
        said.setdefault(kind, " ".join(body.split()))
    if "" not in said:
        raise TraceError(f"{source_rel}: no trace comment (/* trace: flag = 1; @(); */) to say how to call its "
                         f"functions")
    call = said[""]
    found = re.search(r"@\s*\(", call)
    if not found:
        raise TraceError(f"{source_rel}: its trace comment never calls the function (@(...))")
    depth, end = 1, found.end()
    while end < len(call) and depth:
        depth += (call[end] == "(") - (call[end] == ")")
        end += 1
    if depth:
        raise TraceError(f"{source_rel}: its trace comment does not parse: unbalanced ( in {call!r}")
    define = said.get("-define", "")
    args = {}
    # the call's arguments split as an instruction's operands are: at the commas outside brackets
    for k, arg in enumerate(isas.InstructionSet.operands(call[found.end():end - 1])):
        name = re.fullmatch(r"(?:\(\s*void\s*\*\s*\)\s*)?&?\s*([A-Za-z_]\w*)", arg)
        if name and re.search(rf"\b{name.group(1)}\s*[\[;=]", define):
            args[f"[arg{k}]"] = name.group(1)
    plain = tuple(v for v in re.split(r"[\s,]+", said.get("-plain", "")) if v)
    return Driver(call, define, plain, args)


def driver_text(source, function, driver, isa):
    """The driver's C: the case #included, and main() (or _start, freestanding) doing the call through a volatile
    pointer: a direct call the compiler would inline, where the code is no longer the function's."""
    head = f'#include "{source}"\n\n{driver.define}\n\n' \
           f'static __typeof__(&{function}) volatile oncelab_traced = {function};\n\n'
    call = driver.call.replace("@", "oncelab_traced")
    if not isa.exit_syscall:
        return head + f"int main(void)\n{{\n\t{call}\n\treturn 0;\n}}\n"
    insn, number_reg, number, status_reg = isa.exit_syscall
    return head + (
        "__attribute__((noreturn)) static void oncelab_exit(long status)\n{\n"
        f'\tregister long number __asm__("{number_reg}") = {number};\n'
        f'\tregister long value __asm__("{status_reg}") = status;\n'
        f'\t__asm__ volatile("{insn}" : : "r"(number), "r"(value) : "memory");\n'
        "\tfor (;;)\n\t\t;\n}\n\n"
        f"void _start(void)\n{{\n\t{call}\n\toncelab_exit(0);\n}}\n")


def marked(raw, function, isa):
    """raw with `oncelab_iN:` before each instruction line of function (before a Hexagon packet's `{`, not
    inside it), and without Clang's .addrsig lines."""
    out, inside, depth, n = [], False, 0, 0
    for line in raw.splitlines():
        if ADDRSIG.match(line):
            continue
        bare = isa.strip_comment(line).strip()
        if not inside:
            inside = bool(re.match(rf"{re.escape(function)}:", bare))
        elif (end := scrub.FUNCTION_END.match(bare)) and end.group(1) == function:
            inside = False
        elif bare and not depth and bare[0] != "." and not scrub.LABEL.match(bare):
            out.append(f"{MARK}{n}:")
            n += 1
        if inside:
            depth += bare.count("{") - bare.count("}")
        out.append(line)
    return "\n".join(out) + "\n"


def symbols(exe):
    """{name: (address, size)} of the program's defined symbols (a label's size 0), from its ELF symbol table:
    read here, for every target alike, and at once (binutils' nm takes seconds loading its plugins)."""
    try:
        with open(exe, "rb") as f:
            elf = f.read()
    except OSError as e:
        raise TraceError(f"{exe}: {e.strerror}") from None
    if elf[:4] != b"\x7fELF":
        raise TraceError(f"{exe}: not an ELF program")
    wide, order = elf[4] == 2, "<" if elf[5] == 1 else ">"
    header = struct.Struct(order + ("16xHHIQQQIHHHHHH" if wide else "16xHHIIIIIHHHHHH"))
    section = struct.Struct(order + ("IIQQQQIIQQ" if wide else "IIIIIIIIII"))
    symbol = struct.Struct(order + ("IBBHQQ" if wide else "IIIBBH"))
    *_, shoff, _, _, _, _, shentsize, shnum, _ = header.unpack_from(elf)
    sections = [section.unpack_from(elf, shoff + i * shentsize) for i in range(shnum)]
    found = {}
    for _, kind, _, _, offset, size, link, _, _, entsize in sections:
        if kind != 2:                       # SHT_SYMTAB
            continue
        names = sections[link][4]
        for at in range(offset, offset + size, entsize):
            fields = symbol.unpack_from(elf, at)
            name, shndx, value, length = (fields[0], fields[3], fields[4], fields[5]) if wide else \
                (fields[0], fields[5], fields[1], fields[2])
            if shndx and name:
                found[elf[names + name:elf.index(b"\0", names + name)].decode(errors="replace")] = (value, length)
    return found


def plugin(build_dir):
    """The access-trace plugin, built by make trace-plugin into BUILD/trace/ if it is not there or stale."""
    done = program.run_group(["make", "-s", "-C", paths.ROOT, "trace-plugin", f"BUILD={os.path.abspath(build_dir)}"],
                             300)
    if done[0] != 0:
        said = (done[2].strip() or done[1].strip() or "no output").splitlines()[-1]
        raise TraceError(f"make trace-plugin failed: {said}")
    return os.path.join(build_dir, PLUGIN)


@dataclasses.dataclass
class Run:
    """One function's run: what the driver did, the CPU's path and accesses, the annotation read against it."""
    call: str                 # the driver's statements, the function named
    events: list              # in order: (pc offset, None, 0, None, 0) an instruction starting; (pc offset,
    #                           'load'/'store', size, variable, offset in it) an access
    count: counts.Count       # the annotation's count of the case's own build of the function
    body: list                # the annotated lines of the driver's copy of the function, `oncelab_iN:` among them
    starts: list              # [(pc offset, N)] of each mark, by address
    same: bool                # whether that copy's annotation is the case build's (the marks aside)
    size: int                 # the function's bytes: an instruction past them is a callee's
    variables: tuple          # what was traced: symbols, [argN]

    def accesses(self):
        return [e for e in self.events if e[1]]


def _build_driver(config, source, function, driver, base, where):
    """The driver's program at base (base.c, base.s, base.marked.s): the marked assembly's text."""
    files.write_whole(base + ".c", driver_text(os.path.abspath(source), function, driver, config.isa))
    code, out, err, _ = program.run_group(list(config.argv) + ["-S", "-o", base + ".s", base + ".c"], 120,
                                          cwd=paths.ROOT)
    if code != 0:
        raise TraceError(f"{where}: the driver does not compile: {assembly.first_error(err or out) or 'killed'}")
    text_ = marked(files.read_text(base + ".s"), function, config.isa)
    files.write_whole(base + ".marked.s", text_)
    isa = config.isa
    if isa.exit_syscall:
        assemble = [isa.assembler, "-o", base + ".o", base + ".marked.s"] if isa.assembler else \
            list(config.argv) + ["-c", "-o", base + ".o", base + ".marked.s"]
        steps = [assemble, [isa.linker, "-static", "-e", "_start", "-o", base, base + ".o"]]
    else:
        steps = [demos.link_command(config, base, base + ".marked.s")]
    for argv in steps:
        if not shutil.which(argv[0]):
            raise TraceError(f"{where}: no {argv[0]} here to build the driver with (make setup installs it)")
        code, out, err, _ = program.run_group(argv, 120, cwd=paths.ROOT)
        if code != 0:
            raise TraceError(f"{where}: the driver does not build: "
                             f"{assembly.first_error(err or out) or 'killed'}")
    return text_


def _annotated(config, text_, function, where):
    """The function's annotated lines, its marks among them where they were. The marks are taken out before the
    annotation and put back after: a jump table may go to any label, and a mark taken for one would leave every
    register unknown at every instruction (`store ?` for x86's `pushq %rbp`)."""
    functions, marks = [], {}
    for name, body in scrub.scrub(text_, config.isa):
        kept = [line for line in body if not MARK_LINE.match(line)]
        marks[name] = [(i, line) for i, line in enumerate(body) if MARK_LINE.match(line)]
        functions.append((name, kept))
    try:
        found = dict(annotation.annotate(config.isa, functions, text_, config.llvm_triple))
    except llvm.LLVMError as e:
        raise TraceError(f"{where}: {e}") from None
    if function not in found:
        raise TraceError(f"{where}: {function} is not in the driver's assembly")
    body = list(found[function])
    for i, line in marks[function]:
        body.insert(i, line)
    return body


def shown(source):
    """How a traced file is named: its path from the repository's root, or as given where it is outside."""
    rel = os.path.relpath(source, paths.ROOT)
    return source if rel.startswith("..") else rel


def trace(source, function, config, build_dir, timeout=10.0, limit=200000):
    """The Run of function in config, from source: a case's file (the variables its checks speak of traced, with
    those the annotation names) or any C file with trace comments. Raises TraceError."""
    case = corpus.case_of(source)
    where = f"{shown(source)}: {config.id}"
    if not config.isa.qemu:
        raise TraceError(f"{where}: {config.isa.no_demo}")
    if not config.isa.exit_syscall:
        lacks = demos.missing(config, [config])
        if lacks:
            what, package = lacks[0]
            raise TraceError(f"{where}: no program can be built and run for it here: {what} is missing ({package})")
    stem = case or "file/" + os.path.basename(source)[:-len(".c")]
    try:
        functions = dict(assembly.build(config, source, os.path.join(corpus.assembly_dir(build_dir), config.id,
                                                                     stem)))
    except assembly.BuildError as e:
        raise TraceError(str(e)) from None
    if function not in functions:
        raise TraceError(f"{where}: no function {function}" +
                         text.did_you_mean(text.nearest(function, list(functions))))
    driver = driver_of(shown(source), files.read_text(source))
    base = os.path.join(build_dir, "trace", config.id, f"{stem.replace('/', '-')}.{function}")
    os.makedirs(os.path.dirname(base), exist_ok=True)
    body = _annotated(config, _build_driver(config, source, function, driver, base, where), function, where)
    count = counts.Count.of(config.isa, functions[function])
    table = symbols(base)
    if function not in table:
        raise TraceError(f"{where}: {function} is not in the program's symbol table")
    start, size = table[function]
    starts = sorted((address - start, int(name[len(MARK):])) for name, (address, _) in table.items()
                    if MARK_LINE.match(name + ":"))
    ranges = [f"code=0x{start:x}+{max(size, 1)}", "exec=1", f"limit={limit}"]
    # The functions it calls, instrumented too: an access a callee makes is the call's (the annotation says
    # hppa's `bl __sync_lock_test_and_set_4` stores what its argument points to, m68k's libatomic calls alike).
    for callee in sorted({s.insn.call.split("@")[0] for s in annotation.decode(config.isa, body)
                          if s.insn and s.insn.call}):
        if callee != function and table.get(callee, (0, 0))[1]:
            ranges.append(f"code=0x{table[callee][0]:x}+{table[callee][1]}")
    shared = scan.shared_of(corpus.Case(case).check) if case else set()
    wanted = {v: v for v in shared | set(count.variables) if not v.startswith(("arg", "["))}
    wanted.update(driver.args)
    addresses = {}
    for variable, symbol in sorted(wanted.items()):
        if symbol in table and table[symbol][1]:
            address, length = table[symbol]
            ranges.append(f"data=0x{address:x}+{length}")
            addresses[variable] = (address, address + length)
    if not addresses:
        raise TraceError(f"{where}: none of the variables the checks speak of ({', '.join(sorted(wanted)) or 'none'}) "
                         f"is in the program's symbol table")
    log = base + ".log"
    qemu = shutil.which(demos.qemu_of(config))
    if not qemu:
        raise TraceError(f"{where}: no {demos.qemu_of(config)} here (make setup installs qemu-user)")
    # Under qemu-user even where the host runs the program itself: the plugin is QEMU's. A program linked against
    # a cross C library finds it under /usr/<triple>, as make demo's do.
    argv = [qemu, "-plugin", ",".join([os.path.abspath(plugin(build_dir)), f"out={log}"] + ranges)]
    if not demos.runs_natively(config) and not config.isa.exit_syscall:
        argv += ["-L", f"/usr/{config.isa.gnu_triple}"]
    if config.isa.qemu_cpu:
        argv += ["-cpu", config.isa.qemu_cpu]
    argv.append(base)
    code, out, err, _ = program.run_group(argv, timeout)
    if code is None:
        raise TraceError(f"{where}: {function} did not return within {timeout:g} s under the plugin (stopped)")
    if code != 0:
        said = (err or out).strip().splitlines()
        raise TraceError(f"{where}: the driver under {config.isa.qemu} exited with "
                         f"{code if code > 0 else f'signal {-code}'}: {said[-1] if said else 'no output'}")
    events = []
    for line in files.read_text(log).splitlines():
        m = LOG_LINE.match(line)
        if not m:
            if line.startswith("# limit"):      # a path cut short compares with nothing
                raise TraceError(f"{where}: {function} ran past {limit} instructions and accesses logged")
            continue
        pc = int(m.group(1), 16) - start
        if m.group(2):
            events.append((pc, None, 0, None, 0))
            continue
        address, length = int(m.group(5), 16), int(m.group(4))
        for variable, (low, high) in addresses.items():
            if address < high and address + length > low:    # from before the variable, too: Alpha's ldq_u
                events.append((pc, m.group(3), length, variable, address - low))
    same = _reading([l for l in body if not MARK_LINE.match(l)]) == _reading(functions[function])
    return Run(driver.call.replace("@", function), events, count, body, starts, same, size, tuple(addresses))


def units(run, family):
    """{mark N: (its instructions' lines, the annotated (variable or None, kind) of each access, whether one is
    predicated: ARM's strne, Hexagon's if (p0) memw(...), whether one is a call)}."""
    steps = annotation.decode(family, run.body)
    lines, current = {}, None
    for i, line in enumerate(run.body):
        m = MARK_LINE.match(line)
        if m:
            current = int(m.group(1))
            lines[current] = []
        elif current is not None and line.startswith("\t"):
            lines[current].append(i)
    named = {}
    for access in annotation.accesses(run.body, {}):
        if access.kind in ("load", "store"):
            where = annotation.location(access.what)
            named.setdefault(access.line, []).append((where if where in run.variables else None, access.kind))
    return {n: (at, [a for i in at for a in named.get(i, ())],
                any(steps[i].insn and steps[i].insn.predicate for i in at),
                any(steps[i].insn and steps[i].insn.call is not None for i in at)) for n, at in lines.items()}


def executions(run, units):
    """[[mark N, its first address, its last, {(variable, kind)} the CPU accessed]] of each time an instruction
    (a mark's instructions) ran, in order. A callee's accesses are its call's: the last call that ran before it
    (not the delay slot after: PA-RISC's bl runs its nop before the callee)."""
    starts = [pc for pc, _ in run.starts]
    found, in_callee = [], False
    for pc, kind, _, variable, _ in run.events:
        if kind:
            caller = next((e for e in reversed(found) if units.get(e[0], (0, 0, 0, False))[3]), None) \
                if in_callee else None
            target = caller or (found[-1] if found else None)
            if target:
                target[3].add((variable, kind))
            continue
        in_callee = not 0 <= pc < run.size
        if in_callee:
            continue
        k = bisect.bisect_right(starts, pc) - 1
        unit = run.starts[k][1] if k >= 0 else None
        if not found or unit != found[-1][0] or pc <= found[-1][2]:
            found.append([unit, pc, pc, set()])
        else:
            found[-1][2] = pc
    return found


LOCAL = re.compile(r"(?<![\w.$])[.$]L[\w$]*")


def _reading(body):
    """What the annotation reads in body: each line's mnemonic (a label's name) and words, the compiler's local
    symbols (.L8, .LC0, $L3) named by their order. Not the operands: the driver's own objects move a section
    anchor's offsets (GCC's ARM and AArch64 `.LANCHOR0+8`), which change no word."""
    names = {}
    out = []
    for line in body:
        line = LOCAL.sub(lambda m: names.setdefault(m.group(0), f".L@{len(names)}"), line)
        words = annotation.instruction(line).split()
        out.append((words[0] if words else "", annotation.clauses(line)))
    return out


def lines(case, function, config, run):
    """What tools/oncelab trace prints: the run, then a line a variable."""
    said = [f"{case}: {function} in {config.id}, under {config.isa.qemu} with the access-trace plugin; the "
            f"driver does: {run.call}"]
    found = units(run, config.isa)
    on_path = collections.Counter(a for unit, *_ in executions(run, found) for a in found.get(unit, ((), ()))[1])
    for variable in run.variables:
        accesses = [a for a in run.accesses() if a[3] == variable]
        loads = [a for a in accesses if a[1] == "load"]
        stores = [a for a in accesses if a[1] == "store"]
        places = sorted({f"{function}+0x{pc:x}" if 0 <= pc < run.size else "a callee" for pc, *_ in accesses})
        cpu = f"{text.many(len(loads), 'load')}, {text.many(len(stores), 'store')}" + \
            (f" (by {', '.join(places)})" if places else "")
        count = run.count
        static = count.variable_words(variable).split(": ", 1)[1] if variable in count.variables else "no access"
        path = ", ".join(text.many(sum(n for (v, k), n in on_path.items() if v == variable and k == kind), kind)
                         for kind in ("load", "store"))
        said.append(f"{variable}: the CPU: {cpu}; the annotation: {static}; on the path that ran: {path}")
    return said
