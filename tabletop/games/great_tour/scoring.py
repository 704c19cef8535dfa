"""Scoring (``rules/great_tour.md``, "Bonus cards" and "End"): ticket points, bonus cards, a
point per full five cards in hand, and the most-tokens tie-break; the parts of a score
(``GreatTourScorePart``) and the facts the history keeps (``GreatTourFact``, ``read_facts``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core import GameFact, Outcome, ScorePart, winners_by_keys
from tabletop.core.i18n import N_, _, ngettext

from . import rules as R
from .state import State
from .tables import Tables

if TYPE_CHECKING:  # the view is built with this module's scores
    from .view import GreatTourView


class GreatTourScorePart(ScorePart):
    """The parts of a final score (``Outcome.breakdown`` keys)."""

    TICKETS = "tickets"
    BONUSES = "bonuses"
    CARDS = "cards"

    def label(self) -> str:
        return _(_PART_LABELS[self])

    def explanation(self) -> str:
        if self is GreatTourScorePart.TICKETS:
            return _(
                "The points of every ticket taken on completed journeys (a blank ticket: {blank})."
            ).format(blank=R.BLANK_POINTS)
        if self is GreatTourScorePart.BONUSES:
            return _(
                "Bonus cards: {frequent} for each frequent traveller card, {first} for being "
                "first in all five cities, {most} for the most city tokens."
            ).format(
                frequent=R.FREQUENT_TRAVELLER_POINTS,
                first=R.FIRST_ALL_FIVE_POINTS,
                most=R.MOST_TOKENS_POINTS,
            )
        return ngettext(
            "1 point for every {cards} route card still in hand at the end.",
            "1 point for every {cards} route cards still in hand at the end.",
            R.CARDS_PER_POINT,
        ).format(cards=R.CARDS_PER_POINT)


_PART_LABELS = {
    GreatTourScorePart.TICKETS: N_("Tickets"),
    GreatTourScorePart.BONUSES: N_("Bonuses"),
    GreatTourScorePart.CARDS: N_("Cards"),
}

#: Breakdown: part (a ``GreatTourScorePart``) → points.
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
        parts: Breakdown = {
            GreatTourScorePart.TICKETS: sum(taken[p]),
            GreatTourScorePart.BONUSES: bonuses,
            GreatTourScorePart.CARDS: cards,
        }
        breakdown.append(parts)
    totals = tuple(sum(parts.values()) for parts in breakdown)
    return totals, tuple(breakdown)


def outcome(tables: Tables, state: State) -> Outcome | None:
    """The result once the game is over: most points wins; ties share the win."""
    if not state.over:
        return None
    totals, breakdown = scores(tables, state)
    return Outcome(totals, winners_by_keys([(s,) for s in totals]), breakdown)


class GreatTourFact(GameFact):
    """What the history keeps about each seat (rules/great_tour.md, "Bonus cards", "End")."""

    TICKETS = "tickets"
    BLANK_TICKETS = "blank_tickets"
    TOKENS = "tokens"
    BONUS_CARDS = "bonus_cards"
    BONUS_POINTS = "bonus_points"

    def record_title(self) -> str | None:
        return _("Most tickets (The Great Tour)") if self is GreatTourFact.TICKETS else None


def read_facts(view: GreatTourView, outcome: Outcome) -> list[dict[GameFact, int]]:
    """Each seat's facts from the final spectator view: tickets taken, city tokens, bonus
    cards held at the end and the points they brought (the breakdown's bonuses)."""
    holders = view["bonuses"]
    out: list[dict[GameFact, int]] = []
    for seat, parts in enumerate(outcome.breakdown):
        player = view["players"][seat]
        out.append(
            {
                GreatTourFact.TICKETS: len(player["tickets"]) + player["blank_tickets"],
                GreatTourFact.BLANK_TICKETS: player["blank_tickets"],
                GreatTourFact.TOKENS: sum(player["tokens"].values()),
                GreatTourFact.BONUS_CARDS: sum(1 for h in holders.values() if h == seat),
                GreatTourFact.BONUS_POINTS: parts.get(GreatTourScorePart.BONUSES, 0),
            }
        )
    return out


__all__ = [
    "Breakdown",
    "GreatTourFact",
    "GreatTourScorePart",
    "most_tokens_seats",
    "outcome",
    "read_facts",
    "scores",
    "ticket_points",
]
