"""tabletop's catalogs: extract the player-visible strings, merge them into the ``.po`` files,
compile the ``.mo`` files, and check that nothing is missing, fuzzy, empty or stale.

Run from the repository (Babel is in the ``test`` extra; playing never needs it)::

    python tools/i18n.py update     # source → tabletop/locale/tabletop.pot → en.po, pl.po
    python tools/i18n.py compile    # every .po → its .mo (committed: the wheel carries them)
    python tools/i18n.py check      # exit 1 and say what is wrong; changes nothing
    python tools/i18n.py all        # update, then compile

``update`` adds new messages to the Polish catalog with an empty translation (and, when a
message changed a little, its old translation marked fuzzy); both fail ``check`` and the tests
until a translator fills them in and ``compile`` runs. The English catalog is the source
language: ``update`` fills it with the messages themselves. Source line numbers are left out
of the ``.po`` files (file names stay) so that moving code does not churn them.

The mapping is ``babel.cfg``; its extractor is ``extract_python`` below: Babel's own, plus the
refusal sentences with a count — ``Counted(N_("one…"), N_("many…"))`` — as one plural entry,
the form ``ngettext`` looks them up in.
"""

from __future__ import annotations

import argparse
import ast
import copy
import fnmatch
import io
import re
import sys
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.extract import extract_python as babel_extract_python
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script: import tabletop from this checkout
    sys.path.insert(0, str(REPO))

from tabletop import __version__  # noqa: E402
from tabletop.core.i18n import DOMAIN, LANGUAGES, LOCALE_DIR  # noqa: E402

MAPPING = REPO / "babel.cfg"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
#: The language the messages are written in (its catalog is filled mechanically).
SOURCE_LANGUAGE = "en"
#: Polish has three forms: 1 karta, 2–4 / 22–24 karty, 5–21 / 25–31 kart (and 12–14 kart).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
#: A comment in the source that starts so goes to the translators (``# Translators: …``).
COMMENT_TAGS = ("Translators:",)
#: Lines of the written catalogs (Babel wraps longer ones).
WIDTH = 100
#: Seconds a ``.mo`` may be older than its ``.po`` (a checkout writes them a moment apart).
MTIME_SLACK = 2.0


# ---------------------------------------------------------------------------- extraction
def _counted_members(tree: ast.AST) -> Iterator[tuple[int, str, str]]:
    """(line, one, many) of every ``Counted(one, many, …)`` whose two sentences are string
    literals or ``N_("…")`` of one."""

    def literal(node: ast.expr) -> str | None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_":
            node = node.args[0] if len(node.args) == 1 else node
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        return None

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or len(node.args) < 2:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name != "Counted":
            continue
        one, many = literal(node.args[0]), literal(node.args[1])
        if one is not None and many is not None:
            yield node.lineno, one, many


def extract_python(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any] | Collection[str],
    comment_tags: Collection[str],
    options: dict[str, Any],
) -> Iterator[tuple[int, str, Any, list[str]]]:
    """Babel's Python extractor, with each ``Counted(N_(one), N_(many))`` as one plural
    message instead of two singular ones."""
    source = fileobj.read()
    # A message is a keyword's name called (or a ``Counted``): a file that never has one as a
    # word of its own has none, and is not tokenized (about half the files).
    names = sorted(keywords, key=len, reverse=True)
    called = rb"\b(?:%s)\b" % b"|".join(re.escape(n).encode() for n in names)
    if b"Counted(" not in source and not re.search(called, source):
        return
    pairs = list(_counted_members(ast.parse(source))) if b"Counted(" in source else []
    members = {text for _line, one, many in pairs for text in (one, many)}
    # Babel's own annotation describes ``extract``'s tuples; its Python extractor yields
    # (line, function name, messages, comments), as every extractor must.
    found: Iterator[tuple[int, str, Any, list[str]]] = babel_extract_python(  # type: ignore[assignment]
        io.BytesIO(source),
        keywords,  # type: ignore[arg-type]
        comment_tags,
        options,  # type: ignore[arg-type]
    )
    for lineno, funcname, messages, comments in found:
        if funcname == "N_" and messages in members:
            continue  # said as a plural below
        yield lineno, funcname, messages, comments
    for lineno, one, many in pairs:
        yield lineno, "ngettext", (one, many), []


def new_catalog(locale: str | None = None) -> Catalog:
    catalog = Catalog(
        locale=locale,
        domain=DOMAIN,
        project="tabletop",
        version=__version__,
        charset="utf-8",
        fuzzy=False,
    )
    _set_header(catalog, locale)
    return catalog


def _set_header(catalog: Catalog, locale: str | None) -> None:
    """The header every catalog of ours carries (Babel's placeholders filled in)."""
    name = f"{LANGUAGES[locale]} ({locale})" if locale in LANGUAGES else None
    what = f"{name} translation" if name else "Translation template"
    catalog.header_comment = (
        f"# {what} of tabletop: one gettext domain, made by tools/i18n.py.\n"
        "# Distributed under the same licence as tabletop (MIT).\n#"
    )
    catalog.msgid_bugs_address = ""
    catalog.copyright_holder = "the tabletop authors"
    catalog.last_translator = "the tabletop authors"
    catalog.language_team = name or ""


def extract() -> Catalog:
    """Every message the source marks (``_``, ``N_``, ``ngettext``, ``pgettext``, ``npgettext``,
    ``Counted``), as a template catalog."""
    with MAPPING.open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle, str(MAPPING))  # type: ignore[no-untyped-call]
    template = new_catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
        str(REPO),
        method_map,
        options_map,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    ):
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


# ---------------------------------------------------------------------------- files
def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read_catalog(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=language, domain=DOMAIN)


def render_po(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=WIDTH,
        ignore_obsolete=True,
        include_lineno=False,
        omit_header=False,
        sort_output=False,
    )
    return out.getvalue()


def render_mo(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


#: Header fields a compiled catalog must carry as its source says them: the rest (the
#: generator's name and version, dates, the project's version) only say who wrote it when.
MEANINGFUL_HEADERS = ("Language", "Plural-Forms", "Content-Type")


def compiled_messages(catalog: Catalog) -> dict[tuple[object, str | None], object]:
    """What a compiled catalog says: each message's key and its translation(s), as gettext
    would look them up (fuzzy and empty translations are left out, as ``write_mo`` does)."""
    said: dict[tuple[object, str | None], object] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        strings = message.string if isinstance(message.string, (tuple, list)) else None
        if strings is not None:
            if all(strings):
                said[message_key(message)] = tuple(strings)
        elif message.string:
            said[message_key(message)] = message.string
    return said


def mo_differences(catalog: Catalog, mo: bytes) -> list[str]:
    """How the compiled ``mo`` differs from ``catalog`` in what it says: its messages, their
    plural forms and translations, and the header fields gettext reads — not in the stamp of
    the Babel that compiled it (so a new Babel release does not make every catalog "stale")."""
    compiled = read_mo(io.BytesIO(mo))
    found: list[str] = []
    for field in MEANINGFUL_HEADERS:
        want = dict(catalog.mime_headers).get(field)
        have = dict(compiled.mime_headers).get(field)
        if want != have:
            found.append(f"header {field}: {have!r} instead of {want!r}")
    wanted, have = compiled_messages(catalog), compiled_messages(compiled)
    for key in wanted.keys() - have.keys():
        found.append(f"missing {key[0]!r}")
    for key in have.keys() - wanted.keys():
        found.append(f"not in the .po {key[0]!r}")
    for key in wanted.keys() & have.keys():
        if wanted[key] != have[key]:
            found.append(f"{key[0]!r} says {have[key]!r}, not {wanted[key]!r}")
    return found


#: Header lines that only say when, and by which Babel, a catalog was written.
STAMPS = (b'"POT-Creation-Date:', b'"PO-Revision-Date:', b'"Generated-By:')


def _without_stamps(text: bytes) -> bytes:
    """A catalog's text without the header lines that only say when and by what it was
    written: a new Babel release must not make the committed catalogs "stale"."""
    keep = [line for line in text.splitlines() if not line.startswith(STAMPS)]
    return b"\n".join(keep)


def _write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` unless the file says the same but for its dates (no churn)."""
    if path.exists() and _without_stamps(path.read_bytes()) == _without_stamps(data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def message_key(message: Message) -> tuple[object, str | None]:
    """What makes a message itself: its msgid (two for a plural) and its context."""
    return (
        tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id,
        message.context,
    )


def _set_plural_forms(catalog: Catalog, language: str) -> None:
    forms = PLURAL_FORMS[language]
    count, _, expression = forms.partition("; plural=")
    # Babel derives these from CLDR (four Polish forms, one for fractions) unless set: gettext
    # wants the classic three, as the header says.
    catalog._num_plurals = int(count.removeprefix("nplurals="))  # type: ignore[assignment]
    catalog._plural_expr = expression.rstrip(";")  # type: ignore[assignment]


def merged(template: Catalog, language: str) -> Catalog:
    """The ``language`` catalog brought up to ``template``: new messages added (empty, or
    fuzzy with the nearest old translation), gone ones dropped; English filled with itself."""
    path = po_path(language)
    catalog = read_catalog(path, language) if path.exists() else new_catalog(language)
    _set_header(catalog, language)
    catalog.revision_date = datetime.now(UTC)
    _set_plural_forms(catalog, language)
    # Babel's update shares the template's messages: give each language its own copy.
    catalog.update(copy.deepcopy(template), no_fuzzy_matching=language == SOURCE_LANGUAGE)
    catalog.obsolete.clear()
    if language == SOURCE_LANGUAGE:
        for message in catalog:
            if not message.id:
                continue
            message.flags.discard("fuzzy")
            if isinstance(message.id, tuple):
                message.string = tuple(message.id)
            else:
                message.string = message.id
    return catalog


# ---------------------------------------------------------------------------- commands
def update() -> list[Path]:
    """Extract, write the template, merge every language's ``.po``; the files changed."""
    template = extract()
    changed = []
    if _write_if_changed(TEMPLATE, render_po(template)):
        changed.append(TEMPLATE)
    for language in LANGUAGES:
        if _write_if_changed(po_path(language), render_po(merged(template, language))):
            changed.append(po_path(language))
    return changed


def compile_catalogs() -> list[Path]:
    """Compile every ``.po`` into its ``.mo`` (always rewritten: its time says it is new)."""
    written = []
    for language in LANGUAGES:
        catalog = read_catalog(po_path(language), language)
        mo_path(language).write_bytes(render_mo(catalog))
        written.append(mo_path(language))
    return written


def untranslated(catalog: Catalog) -> list[Message]:
    """Messages with an empty translation (any plural form empty counts)."""
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            out.append(message)
    return out


def fuzzy(catalog: Catalog) -> list[Message]:
    return [message for message in catalog if message.id and message.fuzzy]


def missing(template: Catalog, catalog: Catalog) -> list[Message]:
    """Messages of ``template`` that ``catalog`` lacks (a plural must be a plural there too)."""
    have = {message_key(m) for m in catalog if m.id}
    return [m for m in template if m.id and message_key(m) not in have]


def extra(template: Catalog, catalog: Catalog) -> list[Message]:
    """Messages of ``catalog`` that the source no longer has."""
    wanted = {message_key(m) for m in template if m.id}
    return [m for m in catalog if m.id and message_key(m) not in wanted]


def _shown(message: Message) -> str:
    text = str(message.id[0] if isinstance(message.id, (tuple, list)) else message.id)
    context = f"[{message.context}] " if message.context else ""
    return context + (text if len(text) <= 70 else text[:69] + "…")


def problems(template: Catalog | None = None) -> list[str]:
    """Everything ``check`` finds wrong, one line each (empty: all is well)."""
    template = template or extract()
    found: list[str] = []
    if not TEMPLATE.exists() or _without_stamps(TEMPLATE.read_bytes()) != _without_stamps(
        render_po(template)
    ):
        found.append(f"{TEMPLATE.relative_to(REPO)} is not what the source says: run update")
    for language in LANGUAGES:
        po, mo = po_path(language), mo_path(language)
        where = po.relative_to(REPO)
        if not po.exists():
            found.append(f"{where} is missing: run update")
            continue
        catalog = read_catalog(po, language)
        if catalog.plural_forms != PLURAL_FORMS[language]:
            found.append(f"{where}: Plural-Forms is {catalog.plural_forms!r}")
        found += [f"{where}: missing {_shown(m)!r}" for m in missing(template, catalog)]
        found += [f"{where}: not in the source {_shown(m)!r}" for m in extra(template, catalog)]
        found += [f"{where}: empty {_shown(m)!r}" for m in untranslated(catalog)]
        found += [f"{where}: fuzzy {_shown(m)!r}" for m in fuzzy(catalog)]
        if not mo.exists():
            found.append(f"{mo.relative_to(REPO)} is missing: run compile")
        elif differences := mo_differences(catalog, mo.read_bytes()):
            found.append(
                f"{mo.relative_to(REPO)} differs from its .po ({differences[0]}): run compile"
            )
        elif po.stat().st_mtime - mo.stat().st_mtime > MTIME_SLACK:
            found.append(f"{mo.relative_to(REPO)} is older than its .po: run compile")
    return found


# ---------------------------------------------------------------------------- the lint
#: Files of ``tabletop/`` the lint leaves alone, each with its reason. Every other Python file
#: of the package is linted (``CONVERTED``): a new file is checked from the day it is added.
NOT_LINTED: dict[str, str] = {
    "tabletop/sim.py": "a developer's command line (headless AI-against-AI matches): English only",
    "tabletop/bench.py": "a developer's benchmark (engine and frame timings): English only",
    "tabletop/arena.py": "a developer's command line (which AI is stronger): English only",
    "tabletop/ai/train.py": "a developer's command line (fits a learned evaluation): English only",
    "tabletop/ui/bench.py": "the benchmark's window side (frame, idle and memory figures): English",
    "tabletop/lan/bench.py": "a developer's benchmark (tap-to-page latency of the phones): English",
}


def converted_files() -> tuple[str, ...]:
    """Every Python file of the package but those in ``NOT_LINTED``, as repository paths."""
    found = (path.relative_to(REPO).as_posix() for path in (REPO / "tabletop").rglob("*.py"))
    return tuple(sorted(path for path in found if path not in NOT_LINTED))


#: The files whose every player-visible string goes through the catalog: all of ``tabletop/``
#: but ``NOT_LINTED``. ``tests/i18n/test_lint.py`` lints exactly these.
CONVERTED: tuple[str, ...] = converted_files()

RIGGED = "the 'rigged' option of the tests and developer tools (no screen sets it): English"
#: Words a converted file may show as they are, with the reason: (file, the text) or (file,
#: "def NAME") for everything in that function; both may be ``fnmatch`` patterns.
ALLOWED: dict[tuple[str, str], str] = {
    ("tabletop/ui/tables/metro/plain.py", "M"): "the letter on a tile's back: a picture",
    ("tabletop/ui/main.py", "def _startup_line"): "a line of the log, for a bug report",
    ("tabletop/ui/tables/great_tour/art.py", "J"): "the emblem on a joker card: a picture",
    # The "rigged" option stacks the decks for the tests and the developers' tools; no screen
    # sets it, so what it says about itself is for them, in English.
    ("tabletop/core/contract.py", "option 'rigged' must be a mapping of deck → list"): RIGGED,
    # Every game rigs its decks in a function of its own named so.
    ("tabletop/games/*", "def _rig*"): RIGGED,
    (
        "tabletop/games/great_tour/engine.py",
        "f\"rigged: unknown key(s) {', '.join(sorted(unknown))}\"",
    ): RIGGED,
}

#: Calls that show or say their text to a player: name → which positional arguments are the
#: text ("*": all), and which keywords.
SINKS: dict[str, tuple[tuple[int, ...] | str, tuple[str, ...]]] = {
    # drawing
    "theme.text": ((1,), ("value",)),
    "theme.text_image": ((0,), ("value",)),
    "theme.write": ((1,), ("value",)),
    "theme.wrap": ((0,), ("value",)),
    "theme.fit_text": ((0,), ("value",)),
    "render": ((0,), ()),
    "set_caption": ((0,), ()),
    "message_box": ((0, 1), ()),
    # widgets and scenes
    "Button": ((0,), ("label",)),
    "Choice": ((0,), ("choices",)),
    "TextInput": ((), ("placeholder", "text")),
    "ScrollList": ((), ("empty_text",)),
    "toast": ((0,), ("text",)),
    "banner": ((0,), ("text",)),
    "MessageDialog": ((1, 2), ("title", "message")),
    "ConfirmDialog": ((1, 2, 3), ("title", "message", "confirm_label")),
    "PromptDialog": ((1, 3), ("title", "accept_label")),
    # what the games declare for the screens (tables built at import: N_)
    "OptionSpec": ((1, 4), ("label", "help")),
    "GameSpec": ((1,), ("title",)),
    "Credit": ((0,), ("title",)),
    # what the controllers and engines say
    "Description": ((0, 1), ("title", "lines")),
    "Reply.refuse": ((1,), ("message",)),
    "Reply.hint": ((0,), ("message",)),
    "IllegalActionError": ((1,), ("message",)),
    "section": ("*", ()),
    "bullet": ("*", ()),
    "para": ("*", ()),
    # command lines
    "print": ("*", ()),
    "ArgumentParser": ((), ("description", "epilog")),
    "add_argument": ((), ("help",)),
    "add_parser": ((), ("help", "description")),
    "ArgumentTypeError": ("*", ()),
    "CheckError": ("*", ()),
    "HistoryError": ("*", ()),
    "ReplayError": ("*", ()),
    # what a damaged file or map is refused with (shown on the Load screen, in a dialog)
    "MapError": ((1,), ("message",)),
    "SaveError": ((1,), ("message",)),
    "InvalidConfigError": ((0,), ()),
    "InvalidActionError": ((0,), ()),
}
#: Attributes that hold words a widget or a scene shows.
SHOWN_ATTRIBUTES = ("title", "label", "placeholder", "empty_text", "message")
#: Functions whose names say they make words for a player: what they return is checked.
TEXT_FUNCTION = re.compile(
    r"(^|_)(text|texts|words|hint|label|caption|title|line|lines|message|name|names)$|^describe"
)
#: String methods that keep their string's words (``"x".upper()`` shows "X").
STRING_METHODS = ("upper", "lower", "capitalize", "title", "strip", "rstrip", "lstrip", "replace")
#: Calls whose string arguments are keys or names (``view.get("game")``), never shown.
KEY_CALLS = ("get", "pop", "setdefault", "getattr", "hasattr", "isinstance", "font")
#: The catalog's functions: their first arguments are msgids, not words to show as they are.
CATALOG_CALLS = ("_", "N_", "N_plural", "ngettext", "pgettext", "npgettext", "Counted")
#: How many leading arguments of each catalog call are msgids (or a context), not words.
MSGID_ARGUMENTS = {"ngettext": 2, "pgettext": 2, "npgettext": 3}


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}: {self.text!r}"


def _allowed(path: str, words: str) -> bool:
    """Whether ``ALLOWED`` lets ``path`` show ``words`` (a text, or "def NAME")."""
    return any(
        fnmatch.fnmatchcase(path, where) and fnmatch.fnmatchcase(words, what)
        for where, what in ALLOWED
    )


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        owner = func.value.id if isinstance(func.value, ast.Name) else ""
        dotted = f"{owner}.{func.attr}" if owner else func.attr
        return dotted if dotted in SINKS else func.attr
    return ""


def _words(text: str) -> bool:
    """True when ``text`` holds a letter (symbols, figures and punctuation are no language)."""
    return any(ch.isalpha() for ch in text)


class _Linter(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.findings: list[Finding] = []
        self.depth = 0  # functions we are inside (0: module or class body, run at import)
        self.functions: list[str] = []

    def _flag(self, node: ast.AST, text: str, why: str) -> None:
        here = [(self.path, text), *((self.path, f"def {f}") for f in self.functions)]
        if not any(_allowed(path, words) for path, words in here):
            self.findings.append(Finding(self.path, getattr(node, "lineno", 0), text, why))

    def _text(self, node: ast.AST | None, why: str, *, deep: bool = True) -> None:
        """Flag the words in an expression that is shown as it is; ``deep``: also in the
        arguments of the calls it makes (a sink's argument), else only in what it is built of
        (an assigned or returned value: ``label = font("label")`` shows no word)."""
        if node is None:
            return
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str) and _words(node.value):
                self._flag(node, node.value, why)
            return
        if isinstance(node, ast.JoinedStr):
            for part in node.values:
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    if _words(part.value):
                        self._flag(node, ast.unparse(node), f"{why} (an f-string)")
                        return
                elif isinstance(part, ast.FormattedValue):
                    self._text(part.value, why)  # not its format spec
            return
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in CATALOG_CALLS:
                if name != "N_" and name != "Counted":
                    # Its arguments after the msgids may hold more words (pgettext's context
                    # is none of the player's business).
                    for arg in node.args[MSGID_ARGUMENTS.get(name, 1) :]:
                        if name not in ("ngettext", "npgettext"):  # the rest is the count
                            self._text(arg, why)
                return
            if isinstance(node.func, ast.Attribute):
                owner = node.func.value
                if node.func.attr == "format" and isinstance(owner, ast.Constant):
                    self._flag(node, str(owner.value), f"{why} (formatted, not from the catalog)")
                    return
                if node.func.attr in STRING_METHODS:
                    self._text(owner, why, deep=deep)
                elif deep and node.func.attr != "join":
                    self._text(owner, why)
            if not deep and not (
                isinstance(node.func, ast.Attribute) and node.func.attr in STRING_METHODS
            ):
                return
            if name in KEY_CALLS:
                return  # its strings are keys and names, never shown
            for arg in node.args:
                self._text(arg, why, deep=deep)
            for keyword in node.keywords:
                self._text(keyword.value, why, deep=deep)
            return
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Mod)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, str)
        ):
            self._flag(node, node.left.value, f"{why} (%-formatted, not from the catalog)")
            return
        if isinstance(node, (ast.Subscript, ast.Compare)):
            self._text(node.value if isinstance(node, ast.Subscript) else None, why)
            return
        if isinstance(node, ast.Lambda):
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._text(child, why, deep=deep)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.depth += 1
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()
        self.depth -= 1

    def visit_Return(self, node: ast.Return) -> None:
        if self.functions and TEXT_FUNCTION.search(self.functions[-1]):
            self._text(node.value, f"{self.functions[-1]}() returns words", deep=False)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    def visit_Call(self, node: ast.Call) -> None:
        name = _call_name(node)
        translating = ("_", "ngettext", "pgettext", "npgettext")
        if name in translating and self.depth == 0:
            self._flag(node, ast.unparse(node), "translated at import (frozen in one language)")
        if name in translating and node.args:
            first = (
                node.args[1] if name.endswith("pgettext") and len(node.args) > 1 else node.args[0]
            )
            if isinstance(first, ast.JoinedStr):
                self._flag(node, ast.unparse(first), "an f-string as a msgid")
        sink = SINKS.get(name)
        if sink is not None:
            positions, keywords = sink
            for index, arg in enumerate(node.args):
                if positions == "*" or index in positions:
                    self._text(arg, f"{name}() shows words not from the catalog")
            for keyword in node.keywords:
                if keyword.arg in keywords:
                    self._text(keyword.value, f"{name}() shows words not from the catalog")
        if name == "IllegalActionError" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                self._flag(node, first.value, "a refusal by a string code (use a Refusal)")
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            if isinstance(target, (ast.Attribute, ast.Name)):
                name = target.attr if isinstance(target, ast.Attribute) else target.id
                if name in SHOWN_ATTRIBUTES:
                    self._text(node.value, f"{name} = words not from the catalog", deep=False)
        self.generic_visit(node)


def lint_source(source: str, path: str) -> list[Finding]:
    """Player-visible words in ``source`` that do not come from the catalog, and translations
    made at import time (a module or class body runs once, in one language)."""
    linter = _Linter(path)
    linter.visit(ast.parse(source))
    return linter.findings


def lint(paths: Collection[str] = CONVERTED) -> list[Finding]:
    """``lint_source`` over files of the repository (default: the converted ones)."""
    found: list[Finding] = []
    for path in paths:
        found += lint_source((REPO / path).read_text(encoding="utf-8"), path)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "compile", "check", "all", "lint"))
    parser.add_argument("paths", nargs="*", help="lint: these files (default: the converted)")
    args = parser.parse_args(argv)
    if args.command in ("update", "all"):
        for path in update():
            print(f"wrote {path.relative_to(REPO)}")
    if args.command in ("compile", "all"):
        for path in compile_catalogs():
            print(f"wrote {path.relative_to(REPO)}")
    if args.command == "lint":
        findings = lint(args.paths or CONVERTED)
        for finding in findings:
            print(finding)
        return 1 if findings else 0
    if args.command in ("check", "all"):
        found = problems()
        for line in found:
            print(line)
        if found:
            print(f"{len(found)} problems", file=sys.stderr)
            return 1
        print("catalogs ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
