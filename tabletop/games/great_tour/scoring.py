"""Scoring (``rules/great_tour.md``, "Bonus cards" and "End"): ticket points, bonus cards, a
point per full five cards in hand, and the most-tokens tie-break."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import Outcome, winners_by_keys

from . import rules as R
from .state import State
from .tables import Tables

#: Breakdown: part name → points.
Breakdown = dict[str, int]


def most_tokens_seats(
    tokens: Sequence[Sequence[int]], ticket_points: Sequence[Sequence[int]]
) -> tuple[int, ...]:
    """Who holds the most city tokens; ties broken by more tickets of the highest value, then
    the next value… (blank tickets count as 1-point tickets); still tied: all (house rule).
    Nobody without a token (house rule)."""
    totals = [sum(t) for t in tokens]
    best = max(totals)
    if best <= 0:
        return ()
    values = sorted({v for pts in ticket_points for v in pts}, reverse=True)
    keys = [
        (totals[p], *(list(ticket_points[p]).count(v) for v in values)) for p in range(len(tokens))
    ]
    top = max(keys)
    return tuple(p for p, k in enumerate(keys) if k == top)


def ticket_points(tables: Tables, state: State) -> list[list[int]]:
    """Per seat, the points of every ticket taken (blank tickets included)."""
    points = tables.ticket_points
    return [
        [points[t] for t in state.tickets[p]] + [R.BLANK_POINTS] * state.blanks[p]
        for p in range(state.players)
    ]


def scores(tables: Tables, state: State) -> tuple[tuple[int, ...], tuple[Breakdown, ...]]:
    """Current scores and breakdown (the most-tokens bonus as if the game ended now)."""
    taken = ticket_points(tables, state)
    most = most_tokens_seats(state.tokens, taken)
    breakdown: list[Breakdown] = []
    for p in range(state.players):
        bonuses = R.FREQUENT_TRAVELLER_POINTS * sum(1 for h in state.frequent if h == p)
        if state.first_all == p:
            bonuses += R.FIRST_ALL_FIVE_POINTS
        if p in most:
            bonuses += R.MOST_TOKENS_POINTS
        cards = sum(state.hands[p]) // R.CARDS_PER_POINT
        breakdown.append({"tickets": sum(taken[p]), "bonuses": bonuses, "cards": cards})
    totals = tuple(b["tickets"] + b["bonuses"] + b["cards"] for b in breakdown)
    return totals, tuple(breakdown)


def outcome(tables: Tables, state: State) -> Outcome | None:
    """The result once the game is over: most points wins; ties share the win."""
    if not state.over:
        return None
    totals, breakdown = scores(tables, state)
    return Outcome(totals, winners_by_keys([(s,) for s in totals]), breakdown)


__all__ = ["Breakdown", "most_tokens_seats", "outcome", "scores", "ticket_points"]
