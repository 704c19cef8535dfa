"""What lines score and who wins (rules page, "Scoring" and "End").

A complete line scores for the owner of the station it starts from: 1 point per pass through a
tile (a tile passed twice counts twice), doubled when it ends at a central station. Each
station's line scores once, when it is completed. The most points wins; ties share the win
(house rule: the rulebook does not say).

``MetroScorePart`` names the one part of a score; ``MetroFact`` and ``read_facts`` are what the
history keeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core import GameFact, Outcome, ScorePart, winners_by_keys
from tabletop.core.i18n import N_, _

from .lines import is_central
from .rules import CENTRAL_MULTIPLIER, POINTS_PER_PASSAGE
from .state import MetroState
from .tables import Tables

if TYPE_CHECKING:  # the view is built with this module's line_points
    from .view import MetroView


class MetroScorePart(ScorePart):
    """The parts of a final score: all of a seat's points come from its lines."""

    LINES = "lines"

    def label(self) -> str:
        return _("Lines")

    def explanation(self) -> str:
        return _(
            "Each completed line scores {points} per tile it passes (a tile passed twice counts "
            "twice), times {times} when it ends at the central station."
        ).format(points=POINTS_PER_PASSAGE, times=CENTRAL_MULTIPLIER)


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
    return Outcome(scores, winners, tuple(_breakdown(s) for s in scores))


def _breakdown(points: int) -> dict[str, int]:
    return {MetroScorePart.LINES: points}


class MetroFact(GameFact):
    """What the history keeps about each seat (rules/metro.md, "Scoring")."""

    LINES_COMPLETED = "lines_completed"
    BEST_LINE = "best_line"
    CENTRE_DOUBLINGS = "centre_doublings"

    def record_title(self) -> str | None:
        title = _RECORD_TITLES.get(self)
        return _(title) if title is not None else None


_RECORD_TITLES = {
    MetroFact.BEST_LINE: N_("Best Metro line"),
    MetroFact.CENTRE_DOUBLINGS: N_("Most centre doublings (Metro)"),
}


def read_facts(view: MetroView, outcome: Outcome) -> list[dict[GameFact, int]]:
    """Each seat's facts from the final spectator view: each line's owner, whether it is
    complete, whether it ends in the centre (double points) and its points."""
    out: list[dict[GameFact, int]] = []
    for seat in range(len(outcome.scores)):
        done = [
            line for line in view["lines"].values() if line["owner"] == seat and line["complete"]
        ]
        out.append(
            {
                MetroFact.LINES_COMPLETED: len(done),
                MetroFact.BEST_LINE: max((line["points"] or 0 for line in done), default=0),
                MetroFact.CENTRE_DOUBLINGS: sum(1 for line in done if line["central"]),
            }
        )
    return out
