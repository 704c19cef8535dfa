"""Translations: one gettext domain (``tabletop``) for every word a player sees.

Code marks a visible string with ``_("…")`` where it is shown, ``N_("…")`` where it is only
stored to be translated later (a table of words built at import time), and ``ngettext`` for any
sentence with a count, so that Polish gets its three plural forms (1 karta, 2 karty, 5 kart).
Sentences that combine names and numbers are whole entries with named placeholders
(``_("{name} claimed {route}").format(...)``) so a translator can reorder them.

The catalogs are ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.mo``, compiled from the ``.po``
sources by Babel (``tools/i18n.py``; Babel is needed only to make them, never to play).
``set_language`` switches every later lookup at once; the app asks its scenes to say their
words again (``App.set_language``). Nothing translated may be kept from import time: a table
built at import holds ``N_`` msgids and translates them where they are shown.
``speaking(code)`` speaks another language for a while in one thread only (the phones' pages,
each in its own player's language), leaving the process's language as it is.

The language at start: the user's choice in the settings, else the system's
(``system_language``: any Polish locale means Polish, anything else English).
"""

from __future__ import annotations

import gettext as _gettext
import io
import os
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from .bounded import read_bounded

DOMAIN = "tabletop"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
#: The languages tabletop speaks, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski"}
DEFAULT_LANGUAGE = "en"
#: Largest catalog read (the Polish one is about 150 KB).
MAX_CATALOG_BYTES = 8 * 1024 * 1024

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_catalog_problem: str | None = None
#: A language spoken for a while in one thread (``speaking``), over the process's own: the
#: code and its catalog, or None to speak the process's language.
_spoken: ContextVar[tuple[str, _gettext.NullTranslations] | None] = ContextVar(
    "tabletop_spoken", default=None
)


def set_language(code: str) -> None:
    """Speak ``code`` from now on. An unknown code, or a missing catalog, means English; so
    does a catalog that cannot be read, and ``catalog_problem`` then says why."""
    global _translation, _language, _catalog_problem
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    try:
        _translation, _language, _catalog_problem = _catalog(code), code, None
    except Exception as error:  # a damaged catalog never stops the app: English instead
        _translation, _language = _gettext.NullTranslations(), DEFAULT_LANGUAGE
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        _catalog_problem = _(
            "The {language} translation cannot be read ({reason}); tabletop speaks English."
        ).format(language=LANGUAGES[code], reason=str(reason) or type(error).__name__)


def _catalog(code: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``code``, read through the bounded reader (the one under
    ``files``, which says its refusals in a language: it cannot be asked to before there is
    one); no words (English) when it is missing."""
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        data = read_bounded(path, MAX_CATALOG_BYTES)
    except FileNotFoundError:
        return _gettext.NullTranslations()
    kept = _parsed.get(code)
    if kept is not None and kept[0] == data:
        return kept[1]
    catalog = _gettext.GNUTranslations(io.BytesIO(data))
    _parsed[code] = (data, catalog)
    return catalog


#: The catalog last parsed for each language, with the bytes it was parsed from: parsing the
#: Polish one takes about 8 ms, and ``translated`` asks for a catalog once a message. A file
#: read that differs in any byte (edited, damaged) is parsed afresh; nothing changes a catalog.
_parsed: dict[str, tuple[bytes, _gettext.GNUTranslations]] = {}


@cache
def _kept_catalog(code: str) -> _gettext.NullTranslations:
    """``_catalog(code)``, read once (``speaking`` may be entered for every message sent); a
    catalog that cannot be read is spoken as English, as ``set_language`` does."""
    try:
        return _catalog(code)
    except Exception:  # a damaged catalog never stops a page: English instead
        return _gettext.NullTranslations()


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the ``with`` block, in this thread only, whatever the process's
    language (``set_language``) is: the phones' server words each seat's page in that phone's
    language while the window goes on in its own. An unknown code means English."""
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    token = _spoken.set((code, _kept_catalog(code)))
    try:
        yield
    finally:
        _spoken.reset(token)


def _current() -> _gettext.NullTranslations:
    spoken = _spoken.get()
    return _translation if spoken is None else spoken[1]


def language() -> str:
    """The code of the language in use (inside ``speaking``, the language spoken there)."""
    spoken = _spoken.get()
    return _language if spoken is None else spoken[0]


def catalog_problem() -> str | None:
    """Why the language last set could not be spoken (its catalog is damaged), or None."""
    return _catalog_problem


def say_problem(problem: str) -> None:
    """At a command line: a problem with a file (settings, a catalog) in one line on stderr,
    where the app goes on with its defaults (the window says it again once it is open)."""
    # Translators: a one-line message on a command line, after the program's name.
    print(_("tabletop: {problem}").format(problem=" ".join(problem.split())), file=sys.stderr)


def say_catalog_problem() -> None:
    """At a command line: a damaged catalog, said by ``say_problem``."""
    if _catalog_problem is not None:
        say_problem(_catalog_problem)


def speak_system_language() -> None:
    """For a command-line tool: speak the system's language (English, said on stderr, when
    its catalog is damaged), argparse's own words included."""
    set_language(system_language())
    say_catalog_problem()
    speak_argparse()


def language_of_locale(name: str | None) -> str | None:
    """The code of ours a locale name means (``pl_PL.UTF-8``, ``pl``, Windows' ``Polish_Poland``
    → ``"pl"``; ``en_GB`` → ``"en"``), or None for a language we do not speak or no name."""
    if not name:
        return None
    base = name.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if base in ("", "c", "posix"):
        return None
    if base == "pl" or base.startswith("pl_") or base.startswith("polish"):
        return "pl"
    if base == "en" or base.startswith("en_") or base.startswith("english"):
        return "en"
    return None


#: The variables a POSIX system names its languages in, strongest first (``LANGUAGE`` is GNU
#: gettext's list of preferences, ``LC_ALL`` overrides the others, ``LANG`` is the default).
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def system_language(
    environ: Mapping[str, str] | None = None, platform_locale: str | None = None
) -> str:
    """The language to start in when the user has not chosen one: Polish for any Polish
    locale of the system (``pl_*``), otherwise English.

    The environment decides first (its first variable that names a locale at all); then the
    platform's own setting (Windows' UI language, macOS' ``AppleLocale``), which a desktop
    app started from a menu often has instead. ``platform_locale`` stands in for that
    setting in tests."""
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        # LANGUAGE is a list of preferences ("pl:en"): its first one counts.
        first = env.get(variable, "").split(":")[0].strip()
        if not first or first.split(".")[0].upper() in ("C", "POSIX"):
            continue  # unset, or a locale that names no language: ask the next one
        return language_of_locale(first) or DEFAULT_LANGUAGE
    if platform_locale is None and environ is None:
        platform_locale = _platform_locale()
    return language_of_locale(platform_locale) or DEFAULT_LANGUAGE


def _platform_locale() -> str | None:
    """The locale the desktop is set to where the environment does not say (best effort)."""
    try:
        if sys.platform == "win32":
            import ctypes
            import locale

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            return locale.windows_locale.get(lcid)
        if sys.platform == "darwin":
            import subprocess

            result = subprocess.run(
                ["defaults", "read", "-g", "AppleLocale"],
                capture_output=True,
                text=True,
                timeout=2,
                check=False,
            )
            return result.stdout.strip() or None
    except (OSError, ValueError, AttributeError, ImportError):
        return None
    return None


def _(message: str) -> str:
    """``message`` in the current language."""
    return _current().gettext(message)


def translated(message: str, code: str) -> str:
    """``message`` in language ``code``, whichever language is in use: for a file that carries
    every language at once (the desktop entry's ``Name[pl]``, ``Comment[pl]``…). English's own
    words when that catalog is damaged (``set_language`` says so where it is spoken)."""
    try:
        return _catalog(code).gettext(message)
    except Exception:  # a damaged catalog never stops the app
        return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted sentence that fits ``n`` in the current language."""
    return _current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated within ``context`` (one English word, two Polish meanings)."""
    return _current().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """A counted phrase within ``context``: the same English count said in another case
    ("{n} card" as what a player is dealt: Polish "kartę", not "karta")."""
    return _current().npgettext(context, singular, plural, n)  # the language spoken here


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it now (translate it when shown)."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Marks a counted sentence for the catalog without translating it now (``ngettext`` it
    when shown)."""
    return (singular, plural)


#: What ``argparse`` itself says to a player at a command line (its help's headings, its
#: errors), in our catalog so that the whole message of a CLI is in one language.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)
ARGPARSE_COUNTED = N_plural("expected %s argument", "expected %s arguments")


def speak_argparse() -> None:
    """Make ``argparse`` say its own words (usage, errors) through our catalog, in the current
    language: it looks them up with the module's ``_`` and ``ngettext`` when it speaks."""
    import argparse

    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "N_plural",
    "_",
    "catalog_problem",
    "language",
    "language_of_locale",
    "ngettext",
    "npgettext",
    "pgettext",
    "say_catalog_problem",
    "say_problem",
    "set_language",
    "speak_argparse",
    "speak_system_language",
    "speaking",
    "system_language",
    "translated",
]
