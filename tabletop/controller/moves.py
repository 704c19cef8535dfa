"""A game without a controller of its own: its moves are picked from a list.

The fallback table (``tabletop/ui/fallback_table.py``) lists the engine's legal actions; a
pick is a ``MoveTarget`` and goes through the one controller interface like a click on any
table: it plays when it is legal now, else the player is told why not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.core import Action, CommonRefusal, View

from .base import TableController
from .reply import Reply, Target


@dataclass(frozen=True)
class MoveTarget(Target):
    """One of the legal actions, picked from the list."""

    action: Action


class MoveListController(TableController):
    """Plays a picked move when it is legal; refuses it in the common words otherwise."""

    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        if not isinstance(target, MoveTarget):
            return Reply.nothing()
        if target.action in legal:
            return Reply.play(target.action)
        # Views need not say whose turn it is: say so only when this one does.
        to_act = view.get("to_act")
        if view.get("over"):
            return Reply.refuse(CommonRefusal.GAME_OVER)
        if isinstance(to_act, int):
            return Reply.refuse(CommonRefusal.NOT_YOUR_TURN, name=self.seat_name(to_act))
        return Reply.nothing()


__all__ = ["MoveListController", "MoveTarget"]
