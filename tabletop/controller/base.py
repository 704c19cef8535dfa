"""``TableController``: the one interface a table talks to its game's controller through.

The table hit-tests the pointer into a ``Target`` and asks:

- ``click(target, view, legal) -> Reply``: what a click there means (``legal``: the engine's
  legal actions for the viewer, empty when they may not act now). A controller that keeps UI
  sub-state (a selected tile, a journey being planned, whether to ask before a claim) changes
  it here and says so with ``Reply.changed()``; it never takes a flag per click.
- ``describe(target, view) -> Hover | None``: what the pointer is over, for the viewer: what it
  is, what a click would do now or why it would be refused.
- ``sync(view, legal)``: the view on screen changed (a move, another viewer): the controller
  keeps its sub-state valid for it and remembers ``legal``, which ``describe`` says "a click
  would …" from.
- ``follow_up(view, legal) -> Reply``: after the action a click played was applied, the next
  one the same click still asks for (a journey paid card by card); nothing by default.
- ``aim(target, view) -> Aim | Reply``: a click on the big screen for a seat played from a
  phone (``view`` is the public view: the screen never shows that seat's hand): the public
  move it points at, matched against the seat's legal actions by its phone's session
  (``controller/aim.py``); or ``NOTHING`` (no move there) or a refusal everyone may know.

Everything here is plain Python over views: no pygame, so a controller is tested alone.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from tabletop.core import Action, CommonRefusal, Refusal, View
from tabletop.core.i18n import _

from .aim import Aim
from .hover import Hover
from .reply import Reply, Target

#: A seat's name as the players call it.
SeatNames = Callable[[int], str]


def player_name(seat: int) -> str:
    """A seat's name when the table gives none (tests, a controller alone)."""
    return _("Player {n}").format(n=seat + 1)


class TableController(ABC):
    """Base of every game's controller (see the module's docstring)."""

    #: Refusals that only ask the player to wait: told as information, not as an error.
    waiting: frozenset[Refusal] = frozenset({CommonRefusal.NOT_YOUR_TURN})
    #: The most actions one click may play after its first (``follow_up``).
    max_follow_ups = 0

    def __init__(self, seat_name: SeatNames = player_name) -> None:
        self.seat_name = seat_name
        #: What the viewer may play now (empty when they may not act): set by ``sync``.
        self.legal: tuple[Action, ...] = ()

    def sync(self, view: View, legal: Sequence[Action]) -> None:
        """``view`` is on screen now, and ``legal`` what its seat may play."""
        self.legal = tuple(legal)

    @abstractmethod
    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        """What a click on ``target`` means for the viewer of ``view``."""

    def describe(self, target: Target, view: View) -> Hover | None:
        """What the pointer over ``target`` is, for the viewer of ``view`` (None: nothing to
        say there)."""
        return None

    def follow_up(self, view: View, legal: Sequence[Action]) -> Reply:
        """The next action the last click still asks for, once its first was applied."""
        return Reply.nothing()

    def aim(self, target: Target, view: View) -> Aim | Reply:
        """What a click on ``target`` points at for a seat whose hand is on its phone
        (``view``: the public view): an ``Aim``, or a ``Reply`` (nothing there, or a refusal
        everyone may know). None of a game's targets by default."""
        return Reply.nothing()


__all__ = ["SeatNames", "TableController", "player_name"]
