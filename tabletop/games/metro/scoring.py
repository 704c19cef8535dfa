"""What lines score and who wins (rules page, "Scoring" and "End").

A complete line scores for the owner of the station it starts from: 1 point per pass through a
tile (a tile passed twice counts twice), doubled when it ends at a central station. Each
station's line scores once, when it is completed. The most points wins; ties share the win
(house rule: the rulebook does not say).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import Outcome, winners_by_keys

from .lines import is_central
from .rules import CENTRAL_MULTIPLIER, POINTS_PER_PASSAGE
from .state import MetroState
from .tables import Tables

#: ``Outcome.breakdown`` key: all of a seat's points come from its lines.
LINES = "lines"


def line_points(passes: int, end: str) -> int:
    """1 point per pass (a tile passed twice counts twice), doubled at a central station."""
    points = passes * POINTS_PER_PASSAGE
    return points * CENTRAL_MULTIPLIER if is_central(end) else points


def line_scores(
    players: int,
    owners: Sequence[int | None],
    paths: Sequence[Sequence[int]],
    ends: Sequence[str],
) -> tuple[int, ...]:
    """Each seat's points from the complete lines of its stations (unowned ones score for
    nobody)."""
    totals = [0] * players
    for i, owner in enumerate(owners):
        if owner is not None and ends[i]:
            totals[owner] += line_points(len(paths[i]), ends[i])
    return tuple(totals)


def outcome(tables: Tables, state: MetroState) -> Outcome | None:
    """The result once the board is full: most points wins, tied players share the win."""
    if state.placed < tables.tile_total:
        return None
    scores = state.scores
    winners = winners_by_keys([(s,) for s in scores])
    return Outcome(scores, winners, tuple({LINES: s} for s in scores))
