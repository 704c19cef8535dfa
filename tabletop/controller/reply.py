"""What a click means, in one shape for every game: a ``Reply`` to a typed ``Target``.

A table hit-tests the pointer into a ``Target`` (a small frozen dataclass per kind of thing on
the table) and asks its game's controller what a click there means. The answer is a ``Reply``:

- ``PLAY``: submit ``action`` now;
- ``CONFIRM``: ask "are you sure?" before ``action`` (the player's setting);
- ``CHOOSE``: let the player pick one of ``actions`` (e.g. each way to pay a route);
- ``REFUSE``: nothing happens; show ``message`` (the engine's reason, when there is one);
- ``HINT``: nothing to submit yet; ``message`` says the next step;
- ``CHANGED``: only the controller's own UI sub-state changed (a tile turned, a ticket picked);
- ``NOTHING``: the click means nothing here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tabletop.core import Action, Refusal, Refused, explain


class ReplyKind(Enum):
    PLAY = "play"
    CONFIRM = "confirm"
    CHOOSE = "choose"
    REFUSE = "refuse"
    HINT = "hint"
    CHANGED = "changed"
    NOTHING = "nothing"


@dataclass(frozen=True)
class Reply:
    kind: ReplyKind
    actions: tuple[Action, ...] = ()
    #: The engine's typed reason for a refusal (None for a refusal of the UI's own, or a hint).
    reason: Refusal | None = None
    #: What the player reads: the refusal or the hint, in the current language.
    message: str = ""

    @property
    def action(self) -> Action | None:
        """The one action to play or confirm (the first option of a choice)."""
        return self.actions[0] if self.actions else None

    @property
    def refused(self) -> bool:
        return self.kind is ReplyKind.REFUSE

    # ------------------------------------------------------------------ constructors
    @classmethod
    def play(cls, action: Action) -> Reply:
        return cls(ReplyKind.PLAY, (action,))

    @classmethod
    def confirm(cls, action: Action) -> Reply:
        return cls(ReplyKind.CONFIRM, (action,))

    @classmethod
    def choose(cls, actions: Sequence[Action]) -> Reply:
        return cls(ReplyKind.CHOOSE, tuple(actions))

    @classmethod
    def refuse(cls, reason: Refusal | None = None, message: str = "", **params: object) -> Reply:
        """A refusal: the engine's ``reason`` (its sentence filled with ``params``) or, for the
        UI's own refusals, a ``message`` already in the player's language."""
        if reason is not None and not message:
            message = explain(reason, **params)
        return cls(ReplyKind.REFUSE, (), reason, message)

    @classmethod
    def refuse_with(cls, why: Refused | None) -> Reply:
        """A refusal for the reason a view helper found (nothing when it found none)."""
        if why is None:
            return NOTHING
        return cls(ReplyKind.REFUSE, (), why.reason, why.message)

    @classmethod
    def hint(cls, message: str) -> Reply:
        return cls(ReplyKind.HINT, (), None, message)

    @classmethod
    def changed(cls) -> Reply:
        return CHANGED

    @classmethod
    def nothing(cls) -> Reply:
        return NOTHING


CHANGED = Reply(ReplyKind.CHANGED)
NOTHING = Reply(ReplyKind.NOTHING)


@dataclass(frozen=True)
class Target:
    """Base of the things a pointer can be over; each game declares its own kinds (a route, a
    board square, a card slot…) as frozen dataclasses deriving from this one."""


__all__ = ["CHANGED", "NOTHING", "Reply", "ReplyKind", "Target"]
