"""A C file's ONCE twin: the same file with every read and write of a shared object made a ONCE access, the lvalue E
written (*(volatile __typeof__(E) *)&(E)), as ACCESS_ONCE(), READ_ONCE() and WRITE_ONCE() spell it for a scalar
(cases/once.h). The corpus writes each once_X by hand beside its plain_X; the twin does it for any file, so that the
plain build can be judged against its twin at the same optimization, inlining, frames and constants alike on both
sides.

The rewrite is a source-to-source one on libclang's AST (Debian's python3-clang-19): libclang only parses, and says
where each expression is and what it refers to; what is an access, what is shared and how it is written is decided
by oncelab. Offsets are byte offsets into the file's bytes, so a byte that is not UTF-8 is carried over as it is.

What is an access: an lvalue whose value is read (the compiler's lvalue-to-rvalue conversion, an implicit cast in
the AST), the left side of an assignment (a store), of a compound assignment and the operand of ++ or -- (one load
and one store, as the volatile form makes them). Not accesses: &E, the operands of sizeof, _Alignof and __typeof__
(and a cast's or a declaration's type), the controlling expression of _Generic, a whole array (it decays to its
address), the base of s.f (s.f is the access), and the initializers of objects of static storage duration
(constants). Only the function bodies of the file itself are rewritten, never a header's: a call of a function
defined in one of the file's own headers (not a system header) is named, its accesses judged as written.

What is shared, by default: every object of static storage duration that is not _Thread_local and not const
(file-scope and function-static variables, with their fields and elements) and whatever is reached through a pointer
(*p, p->f, p[i]), but for a restrict pointer (while it lives, what it reaches is modified through it alone, C11
6.7.3.1, so by no other CPU); a local or a parameter itself is not. Given names (--shared), only what they name is:
NAME (the variable NAME, wherever it is declared, and all that is reached from it: NAME.f, NAME[i], NAME->f),
NAME.field (NAME.field or NAME->field, and what is within it), [argN] (the object the function's parameter N points
to: *p, p->f, p[i], p->a[j], not what a pointer loaded from it points to), [argN+OFFSET] (the access that starts at
that byte offset in it; an index that is not a constant has no known offset).

What cannot be twinned is said with why, the access left as written: a bit-field (it has no address), a register
variable (likewise), an _Atomic object (its accesses are atomic already), an access spelled in a macro's body (the
text to rewrite is the macro's, not this function's), a macro argument the macro also uses by its address or its
type, and a function's code in a branch of #if the preprocessor skipped for these flags. An access that is volatile
already (a ONCE access the file wrote) is left as it is, and is not listed.

The twin keeps every line where it was: a rewrite adds no line, so the compilers' line numbers, and a reader's, are
the file's.
"""

import ctypes
import dataclasses
import hashlib
import os
import re
import threading

from ..base import paths, text


class TwinError(Exception):
    """A file libclang cannot parse (its first error), or a --shared name that is malformed or names nothing."""


@dataclasses.dataclass(frozen=True)
class Access:
    where: str      # file:line:col of the lvalue, as the compilers say it
    name: str       # the lvalue as written: flag, g.f, p->q->x
    kind: str       # load, store, or load+store (a compound assignment, ++, --)


@dataclasses.dataclass(frozen=True)
class Untwinned:
    where: str
    name: str
    why: str        # what keeps it plain, e.g. "a bit-field has no address"


@dataclasses.dataclass
class Twin:
    source: str     # the file, as the caller named it
    text: str       # the twin's C text; bytes that are not UTF-8 kept as surrogates (errors="surrogateescape")
    accesses: list  # [Access]: what the twin makes ONCE, in the file's order
    untwinned: list # [Untwinned]: what it leaves as written, and why
    callers: dict = dataclasses.field(default_factory=dict)   # {function: [the file's functions that call it]}

    def data(self):
        """The twin's bytes, byte for byte the file's outside the rewritten accesses."""
        return self.text.encode(errors="surrogateescape")


LIBCLANG = "/usr/lib/llvm-19/lib/libclang-19.so.1"
INSTALL = "apt-get install python3-clang-19 libclang1-19 (make setup)"


class _SourceRangeList(ctypes.Structure):
    _fields_ = [("count", ctypes.c_uint), ("ranges", ctypes.c_void_p)]


def _cindex():
    """clang.cindex, Debian's bindings with its libclang-19, and the functions of libclang this module calls that
    the bindings do not declare: imported when a twin is made, so that no other command needs them."""
    try:
        from clang import cindex
    except ImportError:
        raise TwinError(f"libclang's Python bindings are not installed: {INSTALL}") from None
    if not cindex.Config.loaded and not cindex.Config.library_file and os.path.exists(LIBCLANG):
        cindex.Config.set_library_file(LIBCLANG)
    lib = cindex.conf.lib
    if not getattr(lib, "_oncelab_twin", False):
        where = [cindex.SourceLocation, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint),
                 ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
        for name in LOCATIONS:
            getattr(lib, name).argtypes, getattr(lib, name).restype = where, None
        lib.clang_getCursorUnaryOperatorKind.argtypes = [cindex.Cursor]
        lib.clang_getCursorUnaryOperatorKind.restype = ctypes.c_int
        lib.clang_Cursor_getVarDeclInitializer.argtypes = [cindex.Cursor]
        lib.clang_Cursor_getVarDeclInitializer.restype = cindex.Cursor
        lib.clang_Cursor_getVarDeclInitializer.errcheck = cindex.Cursor.from_result
        lib.clang_getSkippedRanges.argtypes = [cindex.TranslationUnit, ctypes.c_void_p]
        lib.clang_getSkippedRanges.restype = ctypes.POINTER(_SourceRangeList)
        lib.clang_disposeSourceRangeList.argtypes = [ctypes.POINTER(_SourceRangeList)]
        lib._oncelab_twin = True
    return cindex


# clang's CXUnaryOperatorKind (clang-c/Index.h), which the Python bindings of Clang 19 do not name.
POST_INC, POST_DEC, PRE_INC, PRE_DEC, DEREF, EXTENSION = 1, 2, 3, 4, 6, 13
READ, WRITE, RMW = "load", "store", "load+store"
POINTER = "pointer"     # a use of a macro's pointer argument, through which the macro's body makes the access
LOCATIONS = ("clang_getFileLocation", "clang_getSpellingLocation", "clang_getExpansionLocation")

SPEC = re.compile(r"^(?:(?P<name>[A-Za-z_]\w*)(?P<fields>(?:\.[A-Za-z_]\w*)*)|"
                  r"\[arg(?P<arg>\d+)(?:\+(?P<offset>0[xX][0-9a-fA-F]+|\d+))?\])$")


@dataclasses.dataclass(frozen=True)
class Shared:
    """One --shared name: NAME, NAME.field..., [argN] or [argN+OFFSET]."""
    spec: str
    name: str = None
    fields: tuple = ()
    arg: int = None
    offset: int = None

    @classmethod
    def parse(cls, spec):
        m = SPEC.match(spec)
        if not m:
            raise TwinError(f"--shared {spec!r}: not NAME, NAME.field, [argN] or [argN+OFFSET] (e.g. ready, "
                            f"ring.head, [arg0], [arg0+8])")
        if m.group("arg") is not None:
            offset = m.group("offset")
            return cls(spec, arg=int(m.group("arg")), offset=None if offset is None else int(offset, 0))
        return cls(spec, name=m.group("name"), fields=tuple(m.group("fields").split(".")[1:]))

    def matches(self, path, params):
        """Whether an lvalue, by its path (root, steps), is what this name names; params: the function's
        parameters, by their cursors' hashes, to their positions."""
        root, steps = path
        if self.arg is not None:
            if root is None or params.get(root.hash) != self.arg or not steps or steps[0][0] != "deref":
                return False
            if any(kind == "deref" for kind, *_ in steps[1:]):
                return False        # through a pointer loaded from the object: another object
            if self.offset is None:
                return True
            offsets = [step[-1] for step in steps]
            return None not in offsets and sum(offsets) == self.offset
        if root is None or root.spelling != self.name:
            return False
        if not any(step[0] == "deref" for step in steps) and _local_pointer(root):
            return False        # a local pointer (pc of pc->lock) is the thread's own: what it reaches is shared
        within = [step for step in steps if step[0] != "deref"][:len(self.fields)]   # NAME.f and NAME->f alike
        return [step[1] if step[0] == "field" else None for step in within] == list(self.fields)


def _local_pointer(variable):
    """Whether a variable's cursor is a pointer that is a parameter or a local of automatic storage: the pointer is
    on its thread's stack, named by --shared for what it points to (a local int named is shared as asked)."""
    kind = variable.kind.name
    automatic = kind == "PARM_DECL" or kind == "VAR_DECL" and variable.semantic_parent is not None and \
        variable.semantic_parent.kind.name == "FUNCTION_DECL" and variable.storage_class.name not in ("STATIC",
                                                                                                    "EXTERN")
    return automatic and variable.type.get_canonical().kind.name == "POINTER"


# The flags of a compiler's command line that decide what libclang reads: the macros, the include path, the
# language, the sizes of types. The rest (optimization, code generation, a GCC's own) change nothing it reads,
# and libclang would refuse a GCC's.
READING = re.compile(r"^(-[IDU].|-std=|-m(32|64)$|-f(no-)?(freestanding|signed-char|unsigned-char|short-enums)$)")
READING_WITH_VALUE = {"-I", "-D", "-U", "-include", "-isystem", "-iquote"}


def reading_flags(config, extra=()):
    """What libclang parses a file with for config (and the user's flags, extra): its target (Clang's triple,
    a GCC config's target's; none where LLVM has no such target: the host's, then, as for a triple libclang-19
    does not know, and that target's own macros are not defined), -m32, -std, -I (made absolute: the compilers
    run from the repository's root), -D, -U."""
    words, out = list(config.argv[1:]) + list(extra), []
    if config.llvm_triple:
        out.append(f"--target={config.llvm_triple}")
    i = 0
    while i < len(words):
        w = words[i]
        if w in READING_WITH_VALUE and i + 1 < len(words):
            value = words[i + 1]
            out += [w, os.path.join(paths.ROOT, value) if w != "-D" and w != "-U" else value]
            i += 2
            continue
        if w.startswith("-I") and len(w) > 2:
            out.append("-I" + os.path.join(paths.ROOT, w[2:]))
        elif READING.match(w):
            out.append(w)
        i += 1
    return out


def twin(source_path, flags=(), shared=None):
    """The ONCE twin of the C file source_path as libclang parses it with flags (-std, -I, -D, --target, ...);
    shared: --shared names narrowing what is shared (None: the default, above). Raises TwinError.

    >>> made = twin(os.path.join(paths.ROOT, "checks/twin/Inputs/shared.c"), ["--target=x86_64-linux-gnu"])
    >>> made.accesses[:3]     # doctest: +NORMALIZE_WHITESPACE
    [Access(where='checks/twin/Inputs/shared.c:10:10', name='ready', kind='load'),
     Access(where='checks/twin/Inputs/shared.c:12:2', name='*out', kind='store'),
     Access(where='checks/twin/Inputs/shared.c:12:9', name='r->slot[r->tail % 4]', kind='load')]
    >>> [(a.name, a.kind) for a in twin(made.source, [], shared=["[arg0+8]"]).accesses]
    [('r->tail', 'load'), ('r->tail', 'load+store')]
    >>> made = twin(os.path.join(paths.ROOT, "checks/twin/Inputs/rules.c"))
    >>> [(u.where, u.name) for u in made.untwinned]
    [('checks/twin/Inputs/rules.c:64:2', 'stats.dirty'), ('checks/twin/Inputs/rules.c:74:9', 'counter')]
    """
    cindex = _cindex()
    specs = [Shared.parse(s) for s in shared or ()]
    shown = paths.shown(source_path)
    try:
        with open(source_path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise TwinError(f"{shown}: {e.strerror}") from None
    index, flags = cindex.Index.create(), list(flags)
    host = [f for f in flags if not f.startswith("--target=")]
    for args in [flags] + ([host] if host != flags else []):
        try:
            tu = index.parse(source_path, args=args, options=cindex.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
            break
        except cindex.TranslationUnitLoadError:
            continue        # a target libclang-19 does not know (xtensa): read as the host, as for one LLVM lacks
    else:
        raise TwinError(f"{shown}: libclang could not read it")
    for d in tu.diagnostics:
        if d.severity >= cindex.Diagnostic.Error:
            raise TwinError(_said(d, shown, source_path))
    return _Rewriter(cindex, tu, source_path, shown, data, specs).run()


def _said(diagnostic, shown, source_path):
    """A diagnostic as the compilers say it, in one line: file:line:col: error: message."""
    try:
        message = diagnostic.spelling
    except UnicodeDecodeError:
        message = "(a message that is not UTF-8)"
    loc = diagnostic.location
    if loc.file is None:
        return f"{shown}: error: {message}"
    name = shown if os.path.abspath(loc.file.name) == os.path.abspath(source_path) else paths.shown(loc.file.name)
    return f"{name}:{loc.line}:{loc.column}: error: {message}"


class _Rewriter:
    def __init__(self, cindex, tu, source_path, shown, data, specs):
        self.ci, self.tu, self.path, self.shown, self.data, self.specs = cindex, tu, source_path, shown, data, specs
        self.lib = cindex.conf.lib
        self.main = os.path.abspath(source_path)
        self.K = cindex.CursorKind
        self.found = []         # (start, end, use, name, where): the shared lvalues accessed, to rewrite
        self.untwinned = []     # (offset, Untwinned)
        self.in_macro_args = {} # (start, end) -> [macro, {accessed or not}]: how a macro uses each argument
        self.stored_args = set()  # (start, end) of macro arguments the macro stores to, shared or not (for sec = ...)
        self.matched = set()    # the --shared names some lvalue matched
        self.names = set()      # every variable the functions name (for a --shared name that matches none)
        self.callers = {}       # {function called: [the functions of the file that call it]}
        self.function = None    # the function being visited
        self.file = ctypes.cast(self.lib.clang_getFile(tu, source_path), ctypes.c_void_p).value
        self.skipped = self._skipped_ranges()
        K, T = self.K, cindex.TypeKind
        self.lvalues = {K.DECL_REF_EXPR, K.MEMBER_REF_EXPR, K.ARRAY_SUBSCRIPT_EXPR, K.UNARY_OPERATOR}
        self.arrays = (T.CONSTANTARRAY, T.INCOMPLETEARRAY, T.VARIABLEARRAY, T.DEPENDENTSIZEDARRAY)
        self.functions = (T.FUNCTIONPROTO, T.FUNCTIONNOPROTO)

    # --- locations --------------------------------------------------------------------------------------------
    def _location(self, loc, how):
        f, line, col, off = ctypes.c_void_p(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
        getattr(self.lib, how)(loc, ctypes.byref(f), ctypes.byref(line), ctypes.byref(col), ctypes.byref(off))
        return f.value, line.value, col.value, off.value

    def _range(self, node):
        """node's text in this file as byte offsets (start, end), and its line and column; or why it cannot be
        rewritten there. A macro's argument is text of this file (rewriting it rewrites what the macro
        expands); a macro's body is not."""
        # where the text is (a macro argument's, in the file), where its token was spelled, the macro's use
        start, end = node.extent.start, node.extent.end
        f_start, s_start, x_start = (self._location(start, how) for how in LOCATIONS)
        f_end, s_end, x_end = (self._location(end, how) for how in LOCATIONS)
        if f_start != s_start:
            return None, f"spelled in the body of the macro {self._macro_at(x_start)}: the text to rewrite is " \
                         f"the macro's, not this function's"
        if f_start[0] != self.file:
            return None, "not spelled in this file"
        in_arg = (f_start != x_start, f_end != x_end)
        if in_arg[0] != in_arg[1] or (in_arg[0] and x_start != x_end) or f_end != s_end:
            return None, f"begun and ended in different text of the macro {self._macro_at(x_start)}"
        return (f_start[3], f_end[3], f_start[1], f_start[2], in_arg[0] and self._macro_at(x_start)), None

    def _macro_at(self, expansion):
        m = re.match(rb"[A-Za-z_]\w*", self.data[expansion[3]:expansion[3] + 200]) \
            if expansion[0] == self.file else None
        return m.group().decode(errors="replace") if m else "(unnamed)"

    def _one_line(self, start, end):
        """The text of [start, end) on one line: as written where it is (most are), else its tokens with one space
        where comments, spaces or newlines were between two."""
        written = self.data[start:end]
        if not any(c in written for c in (b"\n", b"\r", b"/*", b"//", b"\\")):
            return written
        out, last = [], None
        for token in self.tu.get_tokens(extent=self.tu.get_extent(self.path, (start, end))):
            if token.kind == self.ci.TokenKind.COMMENT:
                continue
            s, e = token.extent.start.offset, token.extent.end.offset
            if last is not None and s > last:
                out.append(b" ")
            out.append(self.data[s:e])
            last = e
        return b"".join(out)

    def _name(self, start, end):
        return self._one_line(start, end).decode(errors="replace")

    def _where(self, line, col):
        return f"{self.shown}:{line}:{col}"

    def _header_call(self, node):
        """A call of a function whose body is in one of the file's own headers (not a system one's: a library's,
        as urcu's and CK's, makes its shared accesses through its own ONCE): inlined, what it accesses is the
        header's text, which the twin leaves as written; said once a function."""
        body = node.referenced.get_definition()
        if body is None or body.location.file is None or body.location.is_in_system_header or \
                os.path.abspath(body.location.file.name) == self.main or \
                any(u.name == body.spelling + "()" for _, u in self.untwinned):
            return
        where = node.extent.start
        self.untwinned.append((where.offset, Untwinned(
            self._where(where.line, where.column), body.spelling + "()",
            f"defined in {paths.shown(body.location.file.name)}, a header: what it accesses, inlined here, is left "
            f"as written (the twin rewrites this file, not its headers)")))

    # --- what an lvalue is ------------------------------------------------------------------------------------
    @staticmethod
    def _strip(node, kinds):
        while node.kind in kinds:
            children = list(node.get_children())
            if len(children) != 1:
                break
            node = children[0]
        return node

    def _path(self, node):
        """(root, steps) of an lvalue: root the variable (its declaration's cursor) it is reached from, or None
        (a pointer that is no variable's value: a call's result, arithmetic); steps what is done from it, each
        ("deref", through a restrict pointer, byte offset), ("field", name, byte offset) or ("index", byte offset),
        an offset None where it is not a constant. None: not an lvalue this rewrite knows."""
        K = self.K
        node = self._strip(node, (K.PAREN_EXPR,))
        if node.kind == K.DECL_REF_EXPR:
            ref = node.referenced
            if ref is not None and ref.kind in (K.VAR_DECL, K.PARM_DECL):
                return ref, []
            return None
        children = list(node.get_children())
        if node.kind == K.MEMBER_REF_EXPR and children:
            base, field = children[0], node.referenced
            offset = field.get_field_offsetof() // 8 if field is not None and field.kind == K.FIELD_DECL and \
                field.get_field_offsetof() >= 0 else None
            step = ("field", node.spelling, offset)
            if base.type.get_canonical().kind == self.ci.TypeKind.POINTER:
                root, steps, restrict = self._pointer_path(base)
                return root, steps + [("deref", restrict, 0), step]
            inner = self._path(base)
            return None if inner is None else (inner[0], inner[1] + [step])
        if node.kind == K.ARRAY_SUBSCRIPT_EXPR and len(children) == 2:
            size = node.type.get_size()
            for base, index in (children, children[::-1]):
                value = self._constant(index)
                offset = None if value is None or size < 0 else value * size
                decayed = self._strip(base, (K.UNEXPOSED_EXPR,))
                if decayed.type.get_canonical().kind in self.arrays:
                    inner = self._path(decayed)
                    return None if inner is None else (inner[0], inner[1] + [("index", offset)])
                if base.type.get_canonical().kind == self.ci.TypeKind.POINTER:
                    root, steps, restrict = self._pointer_path(base)
                    return root, steps + [("deref", restrict, offset)]
            return None
        if node.kind == K.UNARY_OPERATOR and self.lib.clang_getCursorUnaryOperatorKind(node) == DEREF and children:
            root, steps, restrict = self._pointer_path(children[0])
            return root, steps + [("deref", restrict, 0)]
        return None

    def _pointer_path(self, node):
        """The path of the object a pointer's value was loaded from (p in p->f), or (None, []) where none was; and
        whether that pointer is restrict-qualified."""
        K = self.K
        inner = self._strip(node, (K.PAREN_EXPR, K.UNEXPOSED_EXPR, K.CSTYLE_CAST_EXPR))
        root, steps = self._path(inner) or (None, [])
        return root, steps, inner.type.is_restrict_qualified()

    def _constant(self, node):
        node = self._strip(node, (self.K.PAREN_EXPR, self.K.UNEXPOSED_EXPR))
        if node.kind != self.K.INTEGER_LITERAL:
            return None
        start, end = self._offsets(node)
        spelled = self.data[start:end].decode(errors="replace")        # one token
        try:
            return int(spelled.rstrip("uUlL"), 0)
        except ValueError:
            return None

    @staticmethod
    def _offsets(node):
        return node.extent.start.offset, node.extent.end.offset

    def _default_shared(self, path):
        root, steps = path
        if any(step[0] == "deref" and not step[1] for step in steps):
            # Reached through a pointer; not through a restrict one: what is accessed through it is modified, while
            # it lives, through it alone (C11 6.7.3.1), so by no other CPU.
            return True
        if root is None or root.kind != self.K.VAR_DECL or not self._static(root):
            return False
        if root.tls_kind != self.ci.TLSKind.NONE:
            return False
        return not _const_object(root.type, self.arrays)

    def _initializer(self, var):
        init = self.lib.clang_Cursor_getVarDeclInitializer(var)
        return init if init is not None and not init.kind.is_invalid() else None

    def _static(self, var):
        SC = self.ci.StorageClass
        return var.semantic_parent is None or var.semantic_parent.kind == self.K.TRANSLATION_UNIT or \
            var.storage_class in (SC.STATIC, SC.EXTERN)

    def _shared_by(self, path, params):
        """The --shared names that name this lvalue (without any: [True] where it is shared by default)."""
        if not self.specs:
            return [True] if self._default_shared(path) else []
        return [s.spec for s in self.specs if s.matches(path, params)]

    # --- the walk ---------------------------------------------------------------------------------------------
    def run(self):
        K = self.K
        for fn in self.tu.cursor.get_children():
            if fn.kind != K.FUNCTION_DECL or not fn.is_definition() or fn.location.file is None or \
                    os.path.abspath(fn.location.file.name) != self.main:
                continue
            params = {p.hash: i for i, p in enumerate(c for c in fn.get_children() if c.kind == K.PARM_DECL)}
            self.function = fn.spelling
            for child in fn.get_children():
                if child.kind == K.COMPOUND_STMT:
                    self._skipped_in(child)
                    self._visit(child, None, True, params)
        unmatched = [s for s in self.specs if s.spec not in self.matched]
        if unmatched:
            s = unmatched[0]
            near = text.nearest(s.name, self.names) if s.name else []
            raise TwinError(f"{self.shown}: --shared {s.spec}: nothing of that name is read or written in its "
                            f"functions{text.did_you_mean(near)}")
        return self._rewritten()

    def _skipped_in(self, body):
        """Each branch of #if the preprocessor skipped inside a function's body: libclang never parsed it, so its
        accesses cannot be found; said, never silently left plain."""
        start, end = self._offsets(body)
        for s, line, col in self.skipped:
            if start <= s < end:
                directive = self.data[s:self.data.find(b"\n", s)].decode(errors="replace").strip()
                self.untwinned.append((s, Untwinned(self._where(line, col), directive, "a branch the preprocessor "
                                                    "skipped for these flags: not parsed, so left as written")))

    def _skipped_ranges(self):
        """Where each range the preprocessor skipped in this file starts: (offset, line, column)."""
        found = self.lib.clang_getSkippedRanges(self.tu, self.file)
        if not found:
            return []
        try:
            ranges = ctypes.cast(found.contents.ranges, ctypes.POINTER(self.ci.SourceRange))
            starts = [ranges[i].start for i in range(found.contents.count)]
            return [(loc.offset, loc.line, loc.column) for loc in starts]
        finally:
            self.lib.clang_disposeSourceRangeList(found)

    def _visit(self, node, use, evaluated, params):
        """Visit node, whose value is used as an lvalue by its parent in this way (READ, WRITE, RMW or None: not
        accessed), evaluated or not (in sizeof, __typeof__, a type)."""
        K = self.K
        if node.kind in self.lvalues:
            self._lvalue(node, use if evaluated else None, params)
        elif node.kind == K.CALL_EXPR and node.referenced is not None and node.referenced.kind == K.FUNCTION_DECL:
            called = self.callers.setdefault(node.referenced.spelling, [])
            if self.function not in called:
                called.append(self.function)
            self._header_call(node)
        kind, children = node.kind, list(node.get_children())
        last = len(children) - 1
        init = self._initializer(node) if kind == K.VAR_DECL and evaluated and not self._static(node) else None
        for i, child in enumerate(children):
            child_use, child_evaluated = None, evaluated
            if kind == K.UNEXPOSED_EXPR and len(children) == 1:        # an implicit cast: lvalue-to-rvalue, or decay
                if child.type.get_canonical().kind not in self.arrays + self.functions:
                    child_use = READ
            elif kind in (K.PAREN_EXPR,):
                child_use = use
            elif kind == K.GENERIC_SELECTION_EXPR:
                child_use, child_evaluated = (None, False) if i == 0 else (use, evaluated)
            elif kind == K.BINARY_OPERATOR and i == 0 and node.binary_operator == self.ci.BinaryOperator.Assign:
                child_use = WRITE
            elif kind == K.COMPOUND_ASSIGNMENT_OPERATOR and i == 0:
                child_use = RMW
            elif kind == K.UNARY_OPERATOR:
                op = self.lib.clang_getCursorUnaryOperatorKind(node)
                child_use = RMW if op in (POST_INC, POST_DEC, PRE_INC, PRE_DEC) else use if op == EXTENSION else None
            elif kind == K.CXX_UNARY_EXPR:                               # sizeof, _Alignof
                child_evaluated = False
            elif kind in (K.CSTYLE_CAST_EXPR, K.COMPOUND_LITERAL_EXPR):
                child_evaluated = evaluated and i == last              # before the operand: the type's __typeof__
            elif kind == K.VAR_DECL:
                child_evaluated = init is not None and child == init     # not the type's __typeof__
            elif kind.is_declaration():
                child_evaluated = False                                 # a typedef's, a struct's, types
            self._visit(child, child_use, child_evaluated, params)

    def _lvalue(self, node, use, params):
        path = self._path(node)
        if path is None:
            return
        if path[0] is not None:
            self.names.add(path[0].spelling)
        if use in (WRITE, RMW) and node.kind == self.K.DECL_REF_EXPR:   # a variable a macro's argument names,
            stored, _ = self._range(node)                                 # stored to (libbpf's for_each_btf_ext_sec:
            if stored is not None and stored[4]:                          # sec = ...): no pointer to volatile there
                self.stored_args.add(stored[:2])
        shared_by = self._shared_by(path, params)
        if not shared_by:
            return
        where, why = self._range(node)
        if where is not None and where[4]:
            self.in_macro_args.setdefault(where[:2], [where[4], set()])[1].add(use is not None)
        if use is None:
            return
        if self.specs:
            self.matched.update(shared_by)
        if node.type.is_volatile_qualified() or node.type.get_canonical().is_volatile_qualified():
            return                                               # a ONCE access already
        if where is not None:
            start, end, line, col, _ = where
            name, at = self._name(start, end), self._where(line, col)
        else:
            start, name = node.extent.start.offset, node.spelling or "?"
            at = self._where(node.extent.start.line, node.extent.start.column)
        why = self._refusal(node, path) or why
        if why and where is None and self._through_argument(node, use):
            return
        if why:
            self.untwinned.append((start, Untwinned(at, name, why)))
            return
        self.found.append((start, end, use, name, at))

    def _through_argument(self, node, use):
        """Where an access is spelled in a macro's body through a pointer that is the macro's argument (#define
        load(p) (*(p)), called load(done)), whether it is twinned at the argument instead: the pointer made a
        pointer to volatile, load((volatile __typeof__(*(done)) *)(done)), so the macro's access is volatile."""
        K = self.K
        if node.kind == K.UNARY_OPERATOR and self.lib.clang_getCursorUnaryOperatorKind(node) == DEREF or \
                node.kind in (K.MEMBER_REF_EXPR, K.ARRAY_SUBSCRIPT_EXPR):
            children = list(node.get_children())
            pointer = children[0] if children else None
        else:
            return False
        if pointer is None or pointer.type.get_canonical().kind != self.ci.TypeKind.POINTER:
            return False        # (s.f: its base is the struct, no pointer)
        where, _ = self._range(self._strip(pointer, (K.PAREN_EXPR, K.UNEXPOSED_EXPR)))
        if where is None or not where[4]:
            return False
        start, end, line, col, _ = where
        self.found.append((start, end, (POINTER, use), self._name(start, end), self._where(line, col)))
        return True

    def _refusal(self, node, path):
        K, root, steps = self.K, path[0], path[1]
        if node.type.get_canonical().kind == self.ci.TypeKind.ATOMIC:
            return "an _Atomic object: its accesses are atomic already; left as written"
        if node.kind == K.MEMBER_REF_EXPR and node.referenced is not None and node.referenced.kind == K.FIELD_DECL \
                and node.referenced.is_bitfield():
            return "a bit-field has no address, so no volatile access can be made through one"
        if root is not None and root.storage_class == self.ci.StorageClass.REGISTER and \
                not any(step[0] == "deref" for step in steps):
            return "a register variable has no address, so no volatile access can be made through one"
        return None

    # --- the text ---------------------------------------------------------------------------------------------
    def _rewritten(self):
        by_range = {}
        for start, end, use, name, at in self.found:
            macro, uses = self.in_macro_args.get((start, end), (None, ()))
            if isinstance(use, tuple) and (start, end) in self.stored_args:
                self.untwinned.append((start, Untwinned(at, name, "a pointer argument of a macro that also stores to "
                                                        "it: a pointer to volatile there would not be assignable")))
                continue
            if False in uses:
                self.untwinned.append((start, Untwinned(at, name, f"an argument of the macro {macro}, which also "
                                                        f"takes its address, size or type: rewriting it would change "
                                                        f"those too")))
                continue
            kinds = by_range.setdefault((start, end), [name, at, set()])[2]
            kinds.add(use)
        spans, accesses = [], []
        for (start, end), (name, at, uses) in sorted(by_range.items(), key=lambda r: (r[0][0], -r[0][1])):
            if spans and start < spans[-1][1] < end:
                self.untwinned.append((start, Untwinned(at, name, "its text overlaps another access's (a macro's "
                                                        "doing)")))
                continue
            through = {u[1] for u in uses if isinstance(u, tuple)}     # a pointer argument: the macro's accesses
            uses = {u for u in uses if not isinstance(u, tuple)} | through
            spans.append((start, end, bool(through)))
            accesses.append(Access(at, f"*{name}" if through else name,
                                   RMW if RMW in uses or len(uses) > 1 else uses.pop()))
        out, _ = self._compose(0, len(self.data), spans, 0)
        untwinned = [u for _, u in sorted(self.untwinned, key=lambda x: x[0])]
        return Twin(self.path, out.decode(errors="surrogateescape"), accesses, untwinned, self.callers)

    def _compose(self, start, end, spans, i):
        """The text of [start, end) with each span in it (from spans[i], sorted, nested or apart) rewritten, inner
        ones first; and the index of the first span after it."""
        out, at = [], start
        while i < len(spans) and spans[i][0] < end:
            s, e, pointer = spans[i]
            inner, i = self._compose(s, e, spans, i + 1)
            written = self._one_line(s, e)
            out += [self.data[at:s]] + ([b"((volatile __typeof__(*(", written, b")) *)(", inner, b"))"] if pointer
                                        else [b"(*(volatile __typeof__(", written, b") *)&(", inner, b"))"])
            at = e
        out.append(self.data[at:end])
        return b"".join(out), i


def _const_object(type_, arrays):
    """Whether an object of this type is const (its elements', for an array): it cannot change, so it is not
    shared."""
    while type_.get_canonical().kind in arrays:
        type_ = type_.get_array_element_type()
    return type_.is_const_qualified() or type_.get_canonical().is_const_qualified()   # const, or a const typedef


class Twins:
    """One file's twins for many configs, each made once per reading (reading_flags: the configs of one target
    read a file alike) and written, for the compilers, to directory: a file named by its contents, whose first
    line, `#line 1 "FILE"`, gives the compilers' messages and line directives the file's own name and lines.
    Safe to ask from several threads: libclang parses one file at a time."""

    def __init__(self, source_path, shared=None):
        self.source, self.shared = os.path.abspath(source_path), shared
        self._made, self._lock = {}, threading.Lock()

    def of(self, config):
        """The Twin for config (its flags: the matrix's and the user's). Raises TwinError."""
        key = tuple(reading_flags(config))
        with self._lock:
            if key not in self._made:
                try:
                    self._made[key] = twin(self.source, key, self.shared)
                except TwinError as e:
                    self._made[key] = e
        made = self._made[key]
        if isinstance(made, TwinError):
            raise made
        return made

    def written(self, made, directory):
        """(the path of a Twin of this file (of()'s) in directory, the flags to compile it with as the file is
        compiled: its own directory searched first for "quoted" includes, as for the file itself)."""
        head = f'#line 1 "{self.source}"\n'.encode(errors="surrogateescape")
        data = head + made.data()
        path = os.path.join(directory, "twin-" + hashlib.sha256(data).hexdigest()[:16] + ".c")
        with self._lock:
            if not os.path.exists(path):
                with open(path + ".tmp", "wb") as f:
                    f.write(data)
                os.replace(path + ".tmp", path)
        return path, ("-iquote", os.path.dirname(self.source))
