"""Translations: one gettext domain (``tabletop``) for every word a player sees.

Code marks a visible string with ``_("…")`` where it is shown, ``N_("…")`` where it is only
stored to be translated later (a table of words built at import time), and ``ngettext`` for any
sentence with a count, so that Polish gets its three plural forms (1 karta, 2 karty, 5 kart).
Sentences that combine names and numbers are whole entries with named placeholders
(``_("{name} claimed {route}").format(...)``) so a translator can reorder them.

The catalogs are ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.mo``, compiled from the ``.po``
sources by Babel. ``set_language`` switches every later lookup at once.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "tabletop"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
#: The languages tabletop speaks, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski"}
DEFAULT_LANGUAGE = "en"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def set_language(code: str) -> None:
    """Speak ``code`` from now on (an unknown code, or a missing catalog, means English)."""
    global _translation, _language
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    _language = code
    _translation = _gettext.translation(
        DOMAIN, localedir=LOCALE_DIR, languages=[code], fallback=True
    )


def language() -> str:
    """The code of the language in use."""
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted sentence that fits ``n`` in the current language."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated within ``context`` (one English word, two Polish meanings)."""
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it now (translate it when shown)."""
    return message


__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "_",
    "language",
    "ngettext",
    "pgettext",
    "set_language",
]
