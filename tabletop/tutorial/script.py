"""What a tutorial is made of: the game it sets up and its ordered steps (no pygame).

A ``Tutorial`` names its game, its seats (the player first, then the scripted rivals), a fixed
seed and the engine's ``rigged`` deal, so every newcomer gets the same first game. Each
``Step`` is one coach mark (at most 25 words, translated where it is shown) and the moves the
player may make while it shows — each a predicate over the engine's legal actions — then the
moves the rivals play before the next step. A step with no moves is read and passed with
*Next*. The rivals play their listed moves in order and then as the Beginner level.

A move made by more than one click (a Great Tour journey: its ticket, its destination, then
the card that pays) names the clicks that set it up (``Move.setup``), read from the table's
controller, before the target where the move itself is made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.controller.base import TableController
from tabletop.controller.reply import Target
from tabletop.core import Action, View
from tabletop.core.i18n import N_

#: A move the player (or a rival) may make: true for the legal actions it means.
Allows = Callable[[Action], bool]
#: Where a step's move is made on the table (None: in the dialog the move opens, or nowhere).
Aim = Callable[[View], Target | None]
#: The click a move still needs before its aim, given the table's controller (None: none).
Setup = Callable[[View, TableController], Target | None]

#: The most words a coach mark may have (English), and the most marks a tutorial may show.
MAX_WORDS = 25
MAX_MARKS = 12


def nowhere(_view: View) -> Target | None:
    return None


@dataclass(frozen=True)
class Move:
    """One move the player is taught: which legal actions it allows, and where it is made."""

    allows: Allows
    aim: Aim = nowhere
    #: The move is made in a dialog over the table (keep tickets, pay a tunnel): the dialog is
    #: ringed, not a target on the board.
    in_dialog: bool = False
    #: Of the actions it allows, the one played for the player (Skip step, the check): by
    #: default the first legal one.
    prefer: Allows | None = None
    #: The clicks that set the move up before its aim (a journey's ticket and destination).
    setup: Setup | None = None

    def target(self, view: View, controller: TableController) -> Target | None:
        """The click the move needs now: the next one setting it up, else its aim."""
        first = self.setup(view, controller) if self.setup is not None else None
        return first if first is not None else self.aim(view)

    def pick(self, legal: Sequence[Action]) -> Action | None:
        """The action played for the player when the step is skipped."""
        prefer = self.prefer
        if prefer is not None:
            preferred = first_allowed(lambda a: self.allows(a) and prefer(a), legal)
            if preferred is not None:
                return preferred
        return first_allowed(self.allows, legal)


@dataclass(frozen=True)
class Step:
    """One coach mark and the moves it teaches."""

    #: A stable name for counting where players skip ("claim", "tunnel"…).
    key: str
    #: The coach mark (an ``N_`` msgid: translated when shown).
    mark: str
    #: Why anything else is refused while the step shows (an ``N_`` msgid).
    reason: str
    moves: tuple[Move, ...] = ()
    #: What a step to read points at (its moves' aims point for the others).
    show: Aim = nowhere
    #: The rivals' moves after the player's, in order (a rival plays the first of its own).
    rival: tuple[Allows, ...] = ()


@dataclass(frozen=True)
class Tutorial:
    """A scripted first game."""

    game_id: str
    #: The seats' names as msgids: the player first, then the rivals.
    seats: tuple[str, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    steps: tuple[Step, ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    def rival_script(self) -> list[Allows]:
        """Every rival move of the script, in the order they are played."""
        return [allows for step in self.steps for allows in step.rival]


#: Why a step to read refuses every move.
READ_REASON = N_("Read the tip, then press Next.")


def read_step(key: str, mark: str, show: Aim = nowhere) -> Step:
    """A step to read, passed with *Next* (``show``: what it points at)."""
    return Step(key, mark, READ_REASON, show=show)


#: Every tutorial's last mark: the script is over and the game goes on.
FINISH = read_step(
    "finish",
    N_(
        "That is the game. Finish it your way against the Beginner; Suggest shows a "
        "good move whenever you want one."
    ),
)


def first_allowed(allows: Allows, legal: Sequence[Action]) -> Action | None:
    """The first legal action ``allows`` means (None: it means none now)."""
    return next((action for action in legal if allows(action)), None)


__all__ = [
    "MAX_MARKS",
    "MAX_WORDS",
    "READ_REASON",
    "FINISH",
    "Aim",
    "Allows",
    "Move",
    "Setup",
    "Step",
    "Tutorial",
    "first_allowed",
    "nowhere",
    "read_step",
]
