"""Reading files anyone may have put where tabletop looks: one bounded, typed reader.

Saves, the saves folder's index, the settings (and the names they remember), the history
database's path, the translation catalogs and the maps all come in through here, so each is
refused the same way, whatever it holds:

- ``read_bytes``: a regular file only — a FIFO, device or socket (a link to ``/dev/zero``, a
  FIFO named ``settings.json``) is refused after a non-blocking open, before anything is read —
  of at most ``limit`` bytes, and never read past that even if it grows meanwhile. A link is
  refused, or followed only while it stays inside a given folder (``tabletop.core.bounded``
  reads; this module words its refusals).
- ``parse_json``: nested at most ``MAX_DEPTH`` deep; integers of at most ``MAX_INT_DIGITS``
  digits, decimals of at most ``MAX_FLOAT_CHARS`` characters and finite; no NaN or Infinity;
  every string (and key) valid Unicode without NUL (NULs and lone surrogates are dropped).
- typed values: ``clean_text`` for whatever is shown (no control characters, cut to the field's
  length), ``moment`` for a date (aware, between ``EARLIEST`` and ``LATEST``), ``number``.

A refusal is a ``FileRefused`` (an ``OSError``, so a caller that copes with an unreadable file
copes with it) or a ``JsonRefused`` (a ``ValueError``); its ``problem`` names the rule the file
broke, and each caller words that for its own kind of file. Stdlib only, as all of ``core``.
"""

from __future__ import annotations

import errno
import json
import math
import re
import unicodedata
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from .bounded import FileProblem, OutOfBounds, read_bounded, regular_or_nothing
from .i18n import _

#: Deepest nesting of lists and objects a file of ours may have (a save is 6 deep; Python's
#: own parser gives up near 1,000, with a RecursionError this reader turns into a refusal).
MAX_DEPTH = 32
#: Longest integer, in digits (seeds are 62-bit: 19 digits). Python refuses to parse more than
#: 4,300 digits with a ValueError; a file of ours never needs more than this.
MAX_INT_DIGITS = 40
#: Longest decimal number, in characters (a volume, a delay).
MAX_FLOAT_CHARS = 40
#: The moments a file of ours may name: after 1970 (a clock of every system can show it, in any
#: time zone) and before 3000 (likewise; the year 9999 overflows east of UTC).
EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
LATEST = datetime(3000, 1, 1, tzinfo=UTC)
#: JSON escapes that make a string a screen cannot show or a C library cannot take: NUL and
#: UTF-16 surrogates (a lone one is not Unicode at all; a pair is joined by the parser).
_UNSAFE_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})")
_SURROGATE = re.compile("[\ud800-\udfff]")


class FileRefused(OSError):
    """A file ``read_bytes`` will not read; ``strerror`` says why in a few words."""

    @classmethod
    def of(cls, refused: OutOfBounds) -> FileRefused:
        """The bounded reader's refusal, said in the player's language."""
        return cls(Path(refused.filename), refused.problem, refused.size, refused.limit)

    def __init__(self, path: Path, problem: FileProblem, size: int = 0, limit: int = 0) -> None:
        words = {
            FileProblem.NOT_REGULAR: _("it is not a regular file"),
            FileProblem.TOO_LARGE: _("it is far too large"),
            FileProblem.LINK: _("it is a link"),
            FileProblem.OUTSIDE: _("it is a link leading out of its folder"),
        }[problem]
        linked = problem in (FileProblem.LINK, FileProblem.OUTSIDE)
        super().__init__(errno.ELOOP if linked else 0, words, str(path))
        self.problem = problem
        self.size = size
        self.limit = limit


class JsonProblem(StrEnum):
    """Why ``parse_json`` refused a file's text."""

    EMPTY = "empty"
    NOT_TEXT = "not_text"  # not UTF-8
    SYNTAX = "syntax"  # cut short or not JSON (``line`` says where)
    TOO_DEEP = "too_deep"
    BAD_NUMBER = "bad_number"  # too long, not finite, NaN or Infinity


class JsonRefused(ValueError):
    """Text ``parse_json`` will not take."""

    def __init__(self, problem: JsonProblem, line: int = 0) -> None:
        super().__init__(f"{problem}" + (f" at line {line}" if line else ""))
        self.problem = problem
        self.line = line


# ---------------------------------------------------------------------- files
def read_bytes(
    path: Path | str, limit: int, *, follow_links: bool = True, inside: Path | None = None
) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them (the bounded
    reader's rules: ``tabletop.core.bounded``). ``FileRefused`` for each refusal; any other
    ``OSError`` (missing, no permission) as the system says it."""
    try:
        return read_bounded(path, limit, follow_links=follow_links, inside=inside)
    except OutOfBounds as refused:
        raise FileRefused.of(refused) from None


def regular_file_or_nothing(path: Path, *, inside: Path | None = None) -> bool:
    """True when a regular file is at ``path``, False when nothing is; ``FileRefused`` for
    anything else there (a FIFO, a device, a folder, a link out of ``inside``). For files that
    another library opens itself (the history database: SQLite would wait on a FIFO for ever).
    """
    try:
        return regular_or_nothing(path, inside=inside)
    except OutOfBounds as refused:
        raise FileRefused.of(refused) from None


# ---------------------------------------------------------------------- JSON
def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError("number too long")
    return int(text)


def _bounded_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_FLOAT_CHARS else math.inf
    if not math.isfinite(value):
        raise ValueError("number too long or not finite")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _safe(text: str) -> str:
    return _SURROGATE.sub("", text.replace("\0", ""))


def _checked(value: Any, max_depth: int, clean: bool) -> Any:
    """``value`` after checking its depth (and, when ``clean``, with every string made safe),
    walked without recursion: the walk itself cannot run out of stack."""
    if isinstance(value, str):
        return _safe(value) if clean else value
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > max_depth:
            raise JsonRefused(JsonProblem.TOO_DEEP)
        if isinstance(node, dict):
            if clean:
                items = list(node.items())
                node.clear()
                for key, item in items:
                    node[_safe(key)] = _safe(item) if isinstance(item, str) else item
            children: Any = node.values()
        elif isinstance(node, list):
            if clean:
                for index, item in enumerate(node):
                    if isinstance(item, str):
                        node[index] = _safe(item)
            children = node
        else:
            continue
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return value


def parse_json(raw: bytes, *, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``raw`` (UTF-8, a byte-order mark allowed: an editor may add one),
    within this module's bounds; ``JsonRefused`` otherwise."""
    if not raw.strip():
        raise JsonRefused(JsonProblem.EMPTY)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JsonRefused(JsonProblem.NOT_TEXT) from None
    try:
        value = json.loads(
            text,
            parse_int=_bounded_int,
            parse_float=_bounded_float,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as exc:
        raise JsonRefused(JsonProblem.SYNTAX, exc.lineno) from None
    except RecursionError:
        raise JsonRefused(JsonProblem.TOO_DEEP) from None
    except ValueError:
        raise JsonRefused(JsonProblem.BAD_NUMBER) from None
    return _checked(value, max_depth, clean=_UNSAFE_ESCAPE.search(text) is not None)


def read_json(
    path: Path | str,
    limit: int,
    *,
    follow_links: bool = True,
    inside: Path | None = None,
    max_depth: int = MAX_DEPTH,
) -> Any:
    """``parse_json(read_bytes(...))``: ``FileRefused``/``OSError`` or ``JsonRefused``."""
    raw = read_bytes(path, limit, follow_links=follow_links, inside=inside)
    return parse_json(raw, max_depth=max_depth)


# ---------------------------------------------------------------------- typed values
def clean_text(value: object, limit: int) -> str:
    """Text a screen can show: no control characters, NULs or lone surrogates (which crash font
    rendering), spaces collapsed, at most ``limit`` characters (cut with an ellipsis); "" for
    anything that is not a string."""
    if not isinstance(value, str):
        return ""
    value = value[: limit * 4]  # never walk a 15 MB name character by character
    kept = []
    for char in value:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp"):
            kept.append(" " if char in "\t\n\r\u2028\u2029" else "")
        else:
            kept.append(char)
    text = " ".join("".join(kept).split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


def moment(value: object) -> datetime | None:
    """The time an ISO string names, in UTC (a time without a zone is taken as UTC), if it lies
    between ``EARLIEST`` and ``LATEST``; None for anything else — so that every time read from
    a file can be shown in any time zone and compared with any other."""
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    try:
        in_utc = parsed.astimezone(UTC)
    except (OverflowError, ValueError):
        return None
    return in_utc if EARLIEST <= in_utc <= LATEST else None


def number(value: object, lowest: float, highest: float) -> float | None:
    """``value`` as a float when it is a number (not a bool) from ``lowest`` to ``highest``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if lowest <= value <= highest else None


__all__ = [
    "EARLIEST",
    "LATEST",
    "MAX_DEPTH",
    "MAX_FLOAT_CHARS",
    "MAX_INT_DIGITS",
    "FileProblem",
    "FileRefused",
    "JsonProblem",
    "JsonRefused",
    "clean_text",
    "moment",
    "number",
    "parse_json",
    "read_bytes",
    "read_json",
    "regular_file_or_nothing",
]
