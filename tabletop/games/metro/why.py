"""Why Metro's searching levels place a tile where they do (issue 28): what the tile does to
the lines waiting on its square, from the board every seat sees.

The search weighs each placement by how it changes every line's expected final score
(``MetroKnowledge.placement_values``); the reason says the part of that change a player
sees at once, in this order:

1. it completes lines of the mover's (their points);
2. it ends a rival's line (its points then, before it could grow or reach a central station);
3. it lengthens the mover's lines (the tile passages added).

A draw, or a tile that touches no line, has no such reason: the search's own figures say why.
"""

from __future__ import annotations

from tabletop.ai import MoveReason, Why
from tabletop.core import Action, Counted, register_words
from tabletop.core.i18n import N_

from .actions import PlaceTile
from .lines import end_name, follow_with
from .scoring import line_points
from .state import MetroState
from .tables import Tables


class MetroReason(MoveReason):
    COMPLETES_LINE = "completes_line"
    COMPLETES_LINES = "completes_lines"
    ENDS_RIVAL_LINE = "ends_rival_line"
    GROWS_LINES = "grows_lines"


register_words(
    {
        MetroReason.COMPLETES_LINE: Counted(
            N_("Completes your line: {n} point."),
            N_("Completes your line: {n} points."),
        ),
        MetroReason.COMPLETES_LINES: Counted(
            N_("Completes lines of yours: {n} point in all."),
            N_("Completes lines of yours: {n} points in all."),
        ),
        MetroReason.ENDS_RIVAL_LINE: Counted(
            N_("Ends a rival's line at {n} point, before it grows."),
            N_("Ends a rival's line at {n} points, before it grows."),
        ),
        MetroReason.GROWS_LINES: Counted(
            N_("Lengthens your lines by {n} tile."),
            N_("Lengthens your lines by {n} tiles."),
        ),
    }
)


def placement_why(t: Tables, state: MetroState, action: Action) -> Why | None:
    """Why ``action`` for the seat to act in ``state`` (None: not a placement, or it touches
    no line). Only the board, the lines and their owners are read: what every seat sees."""
    if not isinstance(action, PlaceTile):
        return None
    me = state.turn
    cell = action.row * t.size + action.col
    variant = t.design_index[action.tile] * 4 + action.rotation
    completed: list[int] = []
    rivals_ended: list[int] = []
    grown = 0
    for i, front in enumerate(state.fronts):
        owner = state.owners[i]
        if owner is None or front < 0 or front >> 3 != cell:
            continue
        passes: list[int] = []
        end = follow_with(t, state.board, front, cell, variant, passes)
        length = len(state.paths[i]) + len(passes)
        if end < 0:
            points = line_points(length, end_name(t, ~end))
            (completed if owner == me else rivals_ended).append(points)
        elif owner == me:
            grown += len(passes)
    if completed:
        several = MetroReason.COMPLETES_LINES if len(completed) > 1 else MetroReason.COMPLETES_LINE
        return Why(several, (("n", sum(completed)),))
    if rivals_ended:
        return Why(MetroReason.ENDS_RIVAL_LINE, (("n", min(rivals_ended)),))
    if grown:
        return Why(MetroReason.GROWS_LINES, (("n", grown),))
    return None


__all__ = ["MetroReason", "placement_why"]
