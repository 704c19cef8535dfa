"""``Aim``: a public move pointed at on a screen that does not show the hand of the seat to act.

A seat played from a phone (``tabletop.lan``) may still make a public move by clicking the big
screen: a route, a face-up card, a deck, a square, a ticket. The big screen shows only what
everyone may see, so it cannot tell which payments are possible; its controller says only what
the click points at (``TableController.aim``): an ``Aim``, a test that picks the moves on that
target out of the seat's legal actions. The phone's session does the matching on the seat's own
view: one move and no choice to make is played, several become a prompt on the seat's phone
(which cards to pay with, which way to turn the tile), none is refused with the reason said on
the phone only (it may tell something of the hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from tabletop.core import Action, View

from .reply import Target


class AimAsk(Enum):
    """What the seat's phone asks when the aim matches several moves (the big screen's line
    says it: "Anna: choose how to pay on your phone")."""

    #: Which cards pay for it (a route, a station, a journey).
    PAY = "pay"
    #: Which of several moves on the target (a tile's turn, a journey's cities).
    CHOOSE = "choose"


@dataclass(frozen=True)
class Aim:
    """A public target clicked for a seat whose hand the screen does not show."""

    target: Target
    #: ``action`` is a move on ``target`` (a claim of this route, a tile on this square).
    means: Callable[[Action], bool] = field(compare=False)
    #: Why the seat cannot make a move there now, from its own view and legal actions: said
    #: on its phone only (it may speak of the hand).
    why: Callable[[View, Sequence[Action]], str] = field(compare=False)
    ask: AimAsk = AimAsk.CHOOSE

    def moves(self, legal: Sequence[Action]) -> list[Action]:
        """The legal actions that are moves on the target, in the engine's order."""
        return [action for action in legal if self.means(action)]


__all__ = ["Aim", "AimAsk"]
