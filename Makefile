# oncelab: `make setup` once (as root, on Debian 12), then `make check`.

LLVM_VERSION ?= 19
export LLVM_VERSION      # lit, FileCheck, llvm-mca: the tools (tools/lab/base/llvm.py) use this LLVM too
LIT      := /usr/bin/python3 /usr/lib/llvm-$(LLVM_VERSION)/build/utils/lit/lit.py
BUILD    ?= build
JOBS     ?= $(shell nproc)

.PHONY: setup check check-trace check-realworld lit-installed trace-plugin trace fuzz bench profile mca-forms figures update-expectations atlas blame demo report workshop screenshots clean

# What make demo needs beyond the compilers: qemu-user (qemu-aarch64, -alpha, -arm, -ppc64le, -riscv64) and each
# target's C library to link against (libc6-dev-arm64-cross, libc6.1-dev-alpha-cross, ..., libc6-dev-i386 and
# lib32gcc-N-dev for -m32). Each target's is its instruction set's (tools/lab/isa/); demo.py gathers them
# and names the one missing.
DEMO_PACKAGES = $(shell tools/oncelab demo --packages)

# What make check's annotation stage needs: llvm-N for llvm-mca, which says for each instruction whether it may
# load or store (tools/lab/base/llvm.py). What make report needs: Pygments (GAS and C highlighting), Jinja2 (the
# templates) and Chromium (make check renders the report headless and checks its DOM; screenshots).
REPORT_PACKAGES = llvm-$(LLVM_VERSION) python3-pygments python3-jinja2 chromium

# What tools/oncelab trace needs beyond make demo's: ld.lld-19, which links the freestanding drivers of Hexagon and
# LoongArch (Debian 12 has no binutils for either; lld-14 predates LoongArch).
TRACE_PACKAGES = lld-19

# What tools/oncelab twin needs: libclang's Python bindings (it parses the C; the rewrite is the project's,
# tools/lab/compile/twin.py): Debian's python3-clang-19, with libclang-19-dev and libclang1-19.
TWIN_PACKAGES = python3-clang-$(LLVM_VERSION)

# What checks/realworld scans: real code nobody here wrote, Concurrency Kit's and liburcu's headers, and the Linux
# 6.1 kernel's tools/ (its tarball; the tests extract the few files they need, checks/realworld/Inputs/linux-tools);
# bear, which writes a build's compile database (scan -p) as it runs the build.
REALWORLD_PACKAGES = linux-source-6.1 libck-dev liburcu-dev bear

# What tools/oncelab fuzz needs: Csmith, which writes its programs (csmith, with its headers in libcsmith-dev), and
# C-Vise, which reduces a program that shows a mismatch (cvise).
FUZZ_PACKAGES = csmith libcsmith-dev cvise

# The matrix's compilers (tools/oncelab packages reads tools/matrix.toml), lit and FileCheck.
# Not gcc-multilib: it conflicts with the cross compilers, and -m32 -S on freestanding code needs none of it.
setup:
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
	    python3 llvm-$(LLVM_VERSION)-tools $(shell tools/oncelab packages) $(DEMO_PACKAGES) \
	    $(REPORT_PACKAGES) $(TWIN_PACKAGES) $(REALWORLD_PACKAGES) $(TRACE_PACKAGES) $(FUZZ_PACKAGES)

# A developer's loop: make check CASE=flag-wait, TARGET=aarch64 or CONFIG='gcc-12/*/O2' (any together) runs only
# the tests they name (tools/lab/suite/selection.py), their results merged into the build's as a whole run's are.
# Every (case, config) pair is one lit test; JUnit XML goes to $(BUILD)/junit.xml, and each result, with when and
# on what it was measured, is merged into $(BUILD)/results.json (tools/lab/prove/results.py), which expect, atlas,
# report and demo read. tools/lab/suite/supervise.py runs lit: on an interrupt it ends every process lit started.
# Not the suites APART names, each a target of its own below; a --filter-out replaces lit's LIT_FILTER_OUT, so
# that is added to it.
check: lit-installed
	@mkdir -p $(BUILD)
	@filter=$$(tools/oncelab lit-filter --case '$(CASE)' --target '$(TARGET)' --config '$(CONFIG)') && \
	tools/oncelab supervise $(abspath $(BUILD)) \
	    $(LIT) -sv -j$(JOBS) --param build=$(abspath $(BUILD)) $(if $(CASE)$(TARGET)$(CONFIG),--filter "$$filter") \
	    --filter-out '$(APART)$(if $(LIT_FILTER_OUT),|$(LIT_FILTER_OUT))' --xunit-xml-output $(BUILD)/junit.xml .

# Suites kept apart from make check, which CI runs too (.ci/run): a cold make check is to cost at most 1.15 times
# the bare compile of its pairs (make bench), and these were the costliest of its shell tests (make profile). Each
# runs over the same build, its results merged into the same results.json: the runtime trace's slice of the corpus
# (checks/trace/corpus.test) and the real-code suite (checks/realworld/: the kernel's tools/, CK, liburcu).
APART := checks/(trace/corpus\.test|realworld/)
check-trace: SUITE := checks/trace/corpus.test
check-realworld: SUITE := checks/realworld
check-trace check-realworld: lit-installed
	@mkdir -p $(BUILD)
	tools/oncelab supervise $(abspath $(BUILD)) $(LIT) -sv -j$(JOBS) --param build=$(abspath $(BUILD)) \
	    --xunit-xml-output $(BUILD)/junit-$@.xml $(SUITE)

lit-installed:
	@test -f /usr/lib/llvm-$(LLVM_VERSION)/build/utils/lit/lit.py || \
	    { echo "make check: lit is not installed (run make setup: it installs llvm-$(LLVM_VERSION)-tools)"; exit 2; }

# The QEMU TCG plugin that logs, as the emulated CPU performs them, the loads and stores falling in given address
# ranges (tools/trace/access-trace.c; checks/trace/plugin.test is its test), into $(BUILD)/trace/. Built with the
# matrix's native GCC, which make setup installs; warnings are errors.
TRACE_CC     ?= gcc-12
TRACE_CFLAGS := -std=gnu11 -O2 -Wall -Wextra -Werror
trace-plugin: $(BUILD)/trace/access-trace.so

$(BUILD)/trace/access-trace.so: tools/trace/access-trace.c tools/trace/qemu-plugin-api.h
	@mkdir -p $(@D)
	$(TRACE_CC) $(TRACE_CFLAGS) -shared -fPIC -fvisibility=hidden -o $@ $<

# The annotation checked against the CPU over the whole corpus (tools/lab/demo/tracecheck.py): every function of
# every case in every config whose target qemu-user runs, each once_ function's accesses against its -O0 build's,
# each instruction that ran against its annotation. make check runs a slice of it (checks/trace/corpus.test: one
# case a compiler and target at -O2 and -O0); docs/trace.md says what each costs.
trace: trace-plugin
	tools/oncelab trace --all --known checks/trace/known.txt --build $(BUILD) --jobs $(JOBS)

bench:
	tools/oncelab bench

# A cold make check's CPU-seconds, stage by stage (tools/lab/dev/profile.py): where the time over the compile goes.
profile:
	tools/oncelab profile

# tools/lab/base/mca-forms.jsonl from the build make check compiled: the instructions a cold make check asks llvm-mca
# about first, one run per target rather than one per file with a new form (tools/lab/base/llvm.py, AHEAD). Run it
# after a compiler or the corpus changes what the compilers emit; a list that lags only costs time.
mca-forms:
	tools/oncelab mca-forms --build $(BUILD)

# Every dated figure README.md and docs/ refer to, measured now, into FIGURES.md (most of its time is make
# bench): warm make check, what a one-line matrix edit compiles again, what an interrupt leaves, make bench,
# make demo.
figures:
	tools/oncelab figures

# For every case and config, whether the plain hazard shows, from make check's results on the current inputs
# (a cell whose inputs changed since it was measured says so); run make check first.
atlas:
	tools/oncelab atlas --build $(BUILD) --out $(BUILD)

# For every hazard cell of make check's results, which pass made it (tools/lab/explain/blame.py), in parallel, each reused
# while the assembly's inputs and the case's checks are unchanged; into $(BUILD)/blame.json, which atlas and report
# read. Prints its wall time. Run make check first.
blame:
	tools/oncelab blame --all --build $(BUILD) --jobs $(JOBS)

# Record the outcomes make check measured into checks/**/*.expect, printing each change (review the diff). It
# refuses results that are stale or missing: run make check first.
update-expectations:
	tools/oncelab expect --build $(BUILD)

# The cases as pthread programs, in every config (natively, and under qemu-user for the other targets): the plain
# build hangs, returns early, or counts what the hazard does, the once build is the control; the figures go into
# $(BUILD)/demo.json. DEMO_ARGS, e.g. DEMO_ARGS="skipped-store --config 'gcc-12/*/O2' --timeout 0.5", picks demos
# and configs (tools/oncelab demo -h).
demo:
	tools/oncelab demo --build $(BUILD) $(DEMO_ARGS)

# The volatile-correctness campaign: Csmith's programs in each config against the same compiler's -O0 build, under
# qemu-user with the access-trace plugin, into $(BUILD)/fuzz/ (resumed where it stopped). FUZZ_ARGS, e.g.
# FUZZ_ARGS="--count 40 --config 'gcc-12/*/O[12s]' --reduce", picks programs and configs (tools/oncelab fuzz -h).
fuzz:
	tools/oncelab fuzz --build $(BUILD) $(FUZZ_ARGS)

# A static HTML site in $(BUILD)/report/ (open index.html from file://): the atlas, and a page per case with plain
# and once side by side in the config that shows its hazard best, each other config's loaded from a file of its
# own when it is opened. It reuses the assembly make check built in $(BUILD)/asm (compiling only what is missing or
# stale). No browser: make screenshots takes the pictures.
report:
	tools/oncelab report --out $(BUILD)/report --asm-dir $(BUILD)/asm --results $(BUILD)

# Presenter pages, one per step of docs/workshop.md's Workshop, in $(BUILD)/report/workshop/ (open index.html
# from file://; the arrows or the keys <- and -> move between steps): the step's case in its config, plain and
# once side by side, its atlas row from make check's results, and make demo's runs ($(BUILD)/demo.json). make
# check, and make demo, first.
workshop:
	tools/oncelab workshop --out $(BUILD)/report/workshop --asm-dir $(BUILD)/asm --results $(BUILD)

# The screenshots README and docs/ show (tools/report/screenshots/), taken again from the current corpus and
# make check's results: the atlas, a case page, and three workshop steps, in headless Chromium (a page it takes
# over 120 s on is named, and fails this target alone).
screenshots:
	@test -f $(BUILD)/results.json || { echo "make screenshots: no $(BUILD)/results.json: run make check first"; exit 2; }
	tools/oncelab report --out $(BUILD)/report --asm-dir $(BUILD)/asm --results $(BUILD) --screenshots
	tools/oncelab workshop --out $(BUILD)/report/workshop --asm-dir $(BUILD)/asm --results $(BUILD) --screenshots
	rm -f tools/report/screenshots/*.png
	cp $(BUILD)/report/screenshots/*.png $(BUILD)/report/workshop/screenshots/*.png tools/report/screenshots/

clean:
	rm -rf $(BUILD)
