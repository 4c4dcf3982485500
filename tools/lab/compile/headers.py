"""Which Debian package would bring a header that a cross build could not find: one line added to the
compiler's own.

A user's file that builds on the host often includes a library's header that its Debian -dev package installs
for the host's architecture alone (liburcu's urcu/uatomic.h is in /usr/include/x86_64-linux-gnu/). The aarch64
build then stops at its first #include, and the compiler's message says nothing of why: the package is the
host's. hint() says whose it is here and what would bring the target's copy: the target's build of the package
(multiarch, for an architecture Debian 12 releases), Debian's -cross package of it (the C library, the kernel's
headers: what this project's demos build with), or that Debian 12 builds none for that target.

Asked of dpkg and apt on this machine, never the network, and only after a compile failed: every question is
asked once a process (a build of many configs that fail alike asks it once, its threads waiting their turn). A
machine without dpkg, or whose dpkg or apt says nothing usable, gets no hint: the compiler's message stands.
"""

import os
import re
import subprocess
import threading

from ..base import program


# The compiler's word for an #include it could not find: GCC's "fatal error: urcu/uatomic.h: No such file or
# directory", Clang's "fatal error: 'urcu/uatomic.h' file not found". At a source position, so that GCC's
# "cc1: fatal error: x.c: No such file or directory" (a missing source file) is not read as a header.
MISSING = re.compile(r":\d+:\d+: (?:fatal )?error: (?:'(?P<clang>[^']+)' file not found"
                     r"|(?P<gcc>[^:\s][^:]*): No such file or directory)")

# The matrix's targets as Debian 12 has them: (the Debian architecture, or the name Debian's -cross packages use
# for it; how Debian 12 builds for it). "release": the archive builds every package of Architecture: any for it,
# installed beside the host's by multiarch; "ports": only debian-ports builds it (a different archive, not
# Debian 12's); "none": no Debian architecture. 32-bit big-endian MIPS (the matrix's mips is mips-linux-gnu) was
# last released in Debian 10: Debian 12 has mipsel and mips64el, and of mips only the cross C library.
TARGETS = {
    "x86_64": ("amd64", "release"), "i386": ("i386", "release"), "aarch64": ("arm64", "release"),
    "arm": ("armhf", "release"), "ppc64le": ("ppc64el", "release"), "s390x": ("s390x", "release"),
    "mips64el": ("mips64el", "release"),
    "alpha": ("alpha", "ports"), "hppa": ("hppa", "ports"), "m68k": ("m68k", "ports"), "sh4": ("sh4", "ports"),
    "sparc64": ("sparc64", "ports"), "powerpc": ("powerpc", "ports"), "riscv64": ("riscv64", "ports"),
    "loongarch64": ("loong64", "ports"),
    "mips": ("mips", "none"), "hexagon": ("hexagon", "none"), "xtensa": ("xtensa", "none"), "arc": ("arc", "none"),
}

# Why a package of Architecture: any cannot be had for a target Debian 12 does not release.
UNPACKAGED = {
    "ports": "Debian 12 builds no packages for {arch} in its archive",
    "none": "Debian has no {target} architecture",
}
UNPACKAGED_MIPS = "Debian 12 builds no packages for big-endian mips (it has mipsel)"


def hint(config, message):
    """'(here it is liburcu-dev's, for amd64: ...)', to follow the compiler's message when it says a header is
    missing in a cross config and an installed package holds that header for the host; else None (the message
    says something else, the config builds for the host, no package here has the header, or the target's copy
    is installed and the compiler stopped for another reason). Never raises: a hint is a courtesy."""
    m = MISSING.search(message or "")
    if not m or config.target not in TARGETS:
        return None
    header = m.group("clang") or m.group("gcc")
    arch, status = TARGETS[config.target]
    try:
        return _hint(config.target, arch, status, header)
    except (OSError, subprocess.SubprocessError, ValueError):      # ValueError: output that is not UTF-8
        return None


def _hint(target, arch, status, header):
    host = _asked(("dpkg", "--print-architecture")).strip()
    if not host or arch == host:
        return None
    owners = _owners(header)
    # The target's copy installed (liburcu-dev:arm64, libc6-dev-sh4-cross) yet not found: not a package's doing.
    if any(a == arch or name.endswith(f"-{arch}-cross") for name, a, _, _ in owners):
        return None
    mine = [o for o in owners if o[1] in (host, "all") and not o[0].endswith("-cross")]
    if not mine:
        return None
    name, package_arch, multi_arch, path = min(mine, key=lambda o: not o[3].startswith("/usr/include/"))
    if package_arch == "all":       # the same file for every target: there, where this compiler does not look
        where = path[:-len(header) - 1]
        return f"(here it is {name}'s, for all architectures, in {where}, where this compiler does not look)"
    here = f"here it is {name}'s, for {host}"
    cross = _cross_package(name, arch)
    if cross:
        return f"({here}: the {target} build needs {cross}: apt-get install {cross})"
    if status != "release":
        why = UNPACKAGED_MIPS if target == "mips" else UNPACKAGED[status].format(arch=arch, target=target)
        return f"({here}; {why}: the library is not packaged for that target)"
    # apt reads no package of arm64 until dpkg is told of the architecture and apt's lists are updated; once
    # they are, its silence on liburcu-dev:arm64 means the archive has none
    install = f"apt-get install {name}:{arch}"
    if arch not in _asked(("dpkg", "--print-foreign-architectures")).split():
        install = f"dpkg --add-architecture {arch} && apt-get update && {install}"
    elif not _apt_lists(arch):
        install = f"apt-get update && {install}"
    elif not _apt_has(f"{name}:{arch}"):
        return f"({here}; apt knows no {name}:{arch}: the library is not packaged for that target)"
    replaces = "" if multi_arch == "same" else \
        f"; it replaces {name}:{host}, which is not Multi-Arch: same"
    return f"({here}: the {target} build needs {name}:{arch}: {install}{replaces})"


# What dpkg and apt said, by the command asked; the lock makes a build's threads that fail alike wait for the
# first one's answer rather than each run the same dpkg -S.
_said = {}
_lock = threading.Lock()


def _asked(argv, ok=(0,)):
    """What argv printed (in the C locale), asked once a process; '' where it exited otherwise than ok."""
    with _lock:
        if argv not in _said:
            proc = program.run(list(argv), 30, env=dict(os.environ, LC_ALL="C"))
            _said[argv] = proc.stdout if proc.returncode in ok else ""
        return _said[argv]


def _owners(header):
    """[(package, its architecture, its Multi-Arch, the path)] of each installed file that is the header: a path
    ending in /header (/usr/include/x86_64-linux-gnu/urcu/uatomic.h). dpkg -S matches its pattern across
    directories, and exits 1 where nothing matches."""
    if header.startswith("/") or ".." in header.split("/") or any(c in header for c in "*?[]\\"):
        return []      # a path of the user's own, or a name dpkg would read as a pattern
    found = []
    for line in _asked(("dpkg", "-S", f"*/{header}"), ok=(0, 1)).splitlines():
        names, sep, path = line.partition(": /")
        if not sep or line.startswith(("diversion by ", "local diversion ")):
            continue
        path = "/" + path
        if path.endswith("/" + header):
            found += [(name, path) for name in names.split(", ")]
    if not found:
        return []
    # dpkg names a package of Multi-Arch: same with its architecture (liburcu-dev:amd64), any other without
    fields = _asked(("dpkg-query", "-W", "-f", "${Package}:${Architecture}\t${Architecture}\t${Multi-Arch}\n",
                     *sorted({n for n, _ in found})), ok=(0, 1))
    known = {}
    for line in fields.splitlines():
        qualified, package_arch, multi_arch = (line.split("\t") + ["", ""])[:3]
        known[qualified] = known[qualified.rsplit(":", 1)[0]] = (package_arch, multi_arch)
    return [(name.rsplit(":", 1)[0], *known[name], path) for name, path in found if name in known]


def _cross_package(name, arch):
    """Debian's cross build of the host's package for arch (libc6-dev-sh4-cross, linux-libc-dev-arm64-cross:
    Architecture: all, installed under /usr/<triplet>/, where a cross compiler looks), where apt has one. On
    alpha the C library is libc6.1 (libc6.1-dev-alpha-cross).

    Debian builds such packages of the toolchain's own libraries alone, and a machine with a cross compiler has
    some of them: apt, which takes about a second to answer where its cache is not kept (Debian's container
    images), is asked only where dpkg knows a -cross package of the same name for some architecture."""
    wanted = {f"{name}-{arch}-cross"}
    if arch == "alpha" and name.startswith("libc6-"):
        wanted.add(f"libc6.1-{name[len('libc6-'):]}-alpha-cross")
    prefix = "libc6" if name.startswith("libc6-") else name
    if not _asked(("dpkg-query", "-W", "-f", "${Package}\n", f"{prefix}*-cross"), ok=(0, 1)).split():
        return None
    known = set(_asked(("apt-cache", "pkgnames", prefix)).split())
    return next((w for w in sorted(wanted) if w in known), None)


def _apt_lists(arch):
    """Whether apt has read the archive's package list for arch (after dpkg --add-architecture, apt-get update)."""
    try:
        return any(f"_binary-{arch}_Packages" in n for n in os.listdir("/var/lib/apt/lists"))
    except OSError:
        return False


def _apt_has(package):
    """Whether apt has a version of package (liburcu-dev:arm64) to install."""
    return re.search(r"^\s*Candidate: (?!\(none\))", _asked(("apt-cache", "policy", package)), re.M) is not None
