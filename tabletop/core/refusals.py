"""Why the rules refuse an action: a typed reason per game, and one sentence per reason.

Each game declares ``class <Game>Refusal(Refusal)`` in its ``refusals.py`` (the enum values are
the stable strings that tests and JSON use) and registers a sentence for every member with
``register_words``. ``IllegalActionError(reason, **params)`` carries the reason and its
parameters; ``explain`` turns them into the player's sentence in the current language, so the
engine, the controllers and the UI all say a refusal the same way.

The same registry says a level's reasons for a move (``tabletop.ai.why``): every typed reason
derives from ``Reason``, a refusal from its ``Refusal``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from .i18n import N_, _, ngettext


class Reason(StrEnum):
    """Base of every typed reason that has a sentence (an enum with no members of its own)."""


class Refusal(Reason):
    """Base of every game's refusal reasons (an enum with no members of its own)."""


@dataclass(frozen=True)
class Counted:
    """A sentence with a count: ``one`` and ``many`` forms, chosen by the parameter ``count``
    (``ngettext``; Polish picks among three forms from the catalog)."""

    one: str
    many: str
    count: str = "n"


Words = str | Counted

_WORDS: dict[Reason, Words] = {}


def register_words(words: Mapping[Reason, Words]) -> None:
    """Give each reason its sentence (marked with ``N_`` so the catalog finds it)."""
    _WORDS.update(words)


def explain(reason: Reason | str, **params: object) -> str:
    """The player's sentence for ``reason`` with ``params`` filled in, in the current language."""
    entry = _WORDS.get(reason) if isinstance(reason, Reason) else None
    if entry is None:
        return str(reason)
    if isinstance(entry, Counted):
        count = params.get(entry.count, 0)
        text = ngettext(entry.one, entry.many, count if isinstance(count, int) else 0)
    else:
        text = _(entry)
    return text.format(**params)


def missing_words(reasons: type[Reason]) -> list[Reason]:
    """Members of ``reasons`` with no registered sentence (a test keeps this empty)."""
    return [reason for reason in reasons if reason not in _WORDS]


@dataclass(frozen=True)
class Refused:
    """Why the rules would refuse something, as a view helper says it before anything is
    played (``claim_blocker``, ``placement_problem``, ``refusal``…): the typed reason and the
    parameters of its sentence — the same two things an ``IllegalActionError`` carries."""

    reason: Refusal
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def message(self) -> str:
        """The player's sentence, in the current language."""
        return explain(self.reason, **self.params)


class CommonRefusal(Refusal):
    """Reasons every game shares."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    CANNOT_UNDO = "cannot_undo"


register_words(
    {
        CommonRefusal.GAME_OVER: N_("The game is over."),
        CommonRefusal.NOT_YOUR_TURN: N_("It is {name}'s turn."),
        CommonRefusal.CANNOT_UNDO: N_("That move cannot be taken back."),
    }
)
