"""Why a level chose its move, in its own terms (issue 28): Suggest says it in one line.

A level that can say why has a method ``why(view, legal, action) -> Why | None`` (read with
``getattr``, as ``description`` is), asked right after its ``choose`` gave ``action``: it
reads what its own scoring found for that decision — the search's report, its policy's order
of payments, its plan — and never makes a reason up afterwards. None when it has nothing to
say (a move forced, a sub-step its policy plays without weighing anything).

A reason is a typed ``MoveReason`` (each game declares its own, as it does its refusals) with
one registered sentence (``tabletop.core.register_words``); ``Why`` carries it with the values
that fill it: numbers, and places named as the board names them (the same in every language),
so a table and a phone say it with ``Why.words`` alone. It is worked out where the level
thinks (the worker process) and travels back with its move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.core import Action, Agent, Counted, Reason, View, explain, register_words
from tabletop.core.i18n import N_

if TYPE_CHECKING:  # the searches say their reasons with this module
    from .pimc import PimcReport
    from .search import SearchReport


class MoveReason(Reason):
    """Base of every level's reasons for a move (an enum with no members of its own)."""


class SearchReason(MoveReason):
    """What the searches themselves can say, in every game."""

    #: The tree search's move: the best expected share of the win over its sampled games.
    BEST_CHANCE = "best_chance"
    #: The tree search's move, the one it tried most (a move tried less may show a better
    #: mean by luck: the search trusts the one that held up over the most games).
    HELD_UP_BEST = "held_up_best"
    #: The flat search overruled the policy: the move did better world by world.
    BETTER_IN_DEALS = "better_in_deals"
    #: The tree search's move, whose share of the win rounds to the next best move's: "best
    #: chance: 61% (next best move 61%)" read as a contradiction, so the tie is said as one.
    CLOSE_CALL = "close_call"


register_words(
    {
        SearchReason.BEST_CHANCE: Counted(
            N_("Best chance to win in {n} simulated game: {won}% (next best move {next}%)."),
            N_("Best chance to win in {n} simulated games: {won}% (next best move {next}%)."),
        ),
        SearchReason.HELD_UP_BEST: Counted(
            N_("Held up best in {n} simulated game: it won {won}% of the {tried} that played it."),
            N_("Held up best in {n} simulated games: it won {won}% of the {tried} that played it."),
        ),
        SearchReason.BETTER_IN_DEALS: Counted(
            N_("Tried in {n} possible deal, it did better than the planned move."),
            N_("Tried in {n} possible deals, it did better than the planned move."),
        ),
        SearchReason.CLOSE_CALL: Counted(
            N_("A close call in {n} simulated game: it and the next best move each won {won}%."),
            N_("A close call in {n} simulated games: it and the next best move each won {won}%."),
        ),
    }
)


@dataclass(frozen=True)
class Why:
    """One reason for a move and the values that fill its sentence (picklable: it comes back
    from the worker process)."""

    reason: MoveReason
    params: tuple[tuple[str, str | int], ...] = ()

    def param(self, name: str) -> str | int | None:
        return dict(self.params).get(name)

    def words(self) -> str:
        """The sentence in the current language."""
        return explain(self.reason, **dict(self.params))


def why(agent: Agent, view: View, legal: Sequence[Action], action: Action) -> Why | None:
    """``agent``'s reason for ``action``, just chosen from ``view`` (None if it gives none)."""
    say = getattr(agent, "why", None)
    return say(view, legal, action) if callable(say) else None


def search_why(report: SearchReport | None, action: Action) -> Why | None:
    """The tree search's reason: ``action`` had the best expected share of the win among the
    moves it tried (a close call when the next best rounds to the same percentage), or held up
    over the most of its games (None when it tried only one)."""
    if report is None or report.action != action or len(report.edges) < 2:
        return None
    chosen = report.edges[0]  # the most visited: the search's move
    others = [edge.value for edge in report.edges[1:] if edge.visits > 0]
    won = round(100 * chosen.value)
    if not others:
        return None
    if chosen.value >= max(others):
        runner = round(100 * max(others))
        if runner == won:  # ahead by less than the percentages show
            return Why(SearchReason.CLOSE_CALL, (("n", report.iterations), ("won", won)))
        return Why(
            SearchReason.BEST_CHANCE, (("n", report.iterations), ("won", won), ("next", runner))
        )
    return Why(
        SearchReason.HELD_UP_BEST,
        (("n", report.iterations), ("won", won), ("tried", chosen.visits)),
    )


def pimc_why(report: PimcReport | None, action: Action) -> Why | None:
    """The flat search's reason when it overruled its policy's move (the first candidate):
    ``action`` did better over the same sampled deals by more than the noise."""
    if report is None or report.action != action or not report.edges:
        return None
    if report.edges[0].action == action:
        return None  # the policy's own move: its reason is the policy's
    worlds = next(edge.worlds for edge in report.edges if edge.action == action)
    return Why(SearchReason.BETTER_IN_DEALS, (("n", worlds),))


__all__ = ["MoveReason", "SearchReason", "Why", "pimc_why", "search_why", "why"]
