"""Per-game facts worth keeping about each seat of a finished game (issue 13).

Every fact is read from what the engine already reports at the end — its ``Outcome`` breakdown
and the final spectator view — never recomputed from the rules, so the history says exactly
what the game-over screen said. One function per game, registered by game id in ``FACTS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any

from tabletop.core import Outcome, View


class Fact(StrEnum):
    """The facts the history keeps; the values are the stable names stored in the database."""

    # Ticket to Ride (Europe and Paris)
    TICKETS_DONE = "tickets_done"
    TICKETS_FAILED = "tickets_failed"
    LONGEST_PATH = "longest_path"
    ROUTES_CLAIMED = "routes_claimed"
    STATIONS_USED = "stations_used"  # Europe only (Paris has no stations)
    # Metro
    LINES_COMPLETED = "lines_completed"
    BEST_LINE = "best_line"
    CENTRE_DOUBLINGS = "centre_doublings"
    # The Great Tour
    TICKETS = "tickets"
    BLANK_TICKETS = "blank_tickets"
    TOKENS = "tokens"
    BONUS_CARDS = "bonus_cards"
    BONUS_POINTS = "bonus_points"


#: ``(final spectator view, outcome)`` → one ``{fact: value}`` per seat.
FactsOf = Callable[[View, Outcome], list[dict[Fact, int]]]


def _ttr(view: View, outcome: Outcome) -> list[dict[Fact, int]]:
    """rules/ttr.md, "Final scoring": the view lists each seat's tickets with ``completed``,
    its longest trail, and which cities hold whose station."""
    revealed: Sequence[Sequence[Mapping[str, Any]]] = view["revealed"]
    longest: Sequence[Mapping[str, Any]] = view["longest"]
    routes: Mapping[str, int] = view["routes"]
    stations: Mapping[str, int] = view["stations"]
    out: list[dict[Fact, int]] = []
    for seat, parts in enumerate(outcome.breakdown):
        done = sum(1 for ticket in revealed[seat] if ticket["completed"])
        facts = {
            Fact.TICKETS_DONE: done,
            Fact.TICKETS_FAILED: len(revealed[seat]) - done,
            Fact.LONGEST_PATH: int(longest[seat]["length"]),
            Fact.ROUTES_CLAIMED: sum(1 for owner in routes.values() if owner == seat),
        }
        if "stations" in parts:  # the game has stations (Europe)
            facts[Fact.STATIONS_USED] = sum(1 for owner in stations.values() if owner == seat)
        out.append(facts)
    return out


def _metro(view: View, outcome: Outcome) -> list[dict[Fact, int]]:
    """rules/metro.md, "Scoring": each line's owner, whether it is complete, whether it ends
    in the centre (double points) and its points."""
    lines: Mapping[str, Mapping[str, Any]] = view["lines"]
    out: list[dict[Fact, int]] = []
    for seat in range(len(outcome.scores)):
        done = [line for line in lines.values() if line["owner"] == seat and line["complete"]]
        out.append(
            {
                Fact.LINES_COMPLETED: len(done),
                Fact.BEST_LINE: max((int(line["points"]) for line in done), default=0),
                Fact.CENTRE_DOUBLINGS: sum(1 for line in done if line["central"]),
            }
        )
    return out


def _great_tour(view: View, outcome: Outcome) -> list[dict[Fact, int]]:
    """rules/great_tour.md, "Bonus cards" and "End": tickets taken, city tokens, bonus cards
    held at the end and the points they brought (the breakdown's ``bonuses``)."""
    players: Sequence[Mapping[str, Any]] = view["players"]
    holders: Mapping[str, int | None] = view["bonuses"]
    out: list[dict[Fact, int]] = []
    for seat, parts in enumerate(outcome.breakdown):
        player = players[seat]
        tokens: Mapping[str, int] = player["tokens"]
        out.append(
            {
                Fact.TICKETS: len(player["tickets"]) + int(player["blank_tickets"]),
                Fact.BLANK_TICKETS: int(player["blank_tickets"]),
                Fact.TOKENS: sum(tokens.values()),
                Fact.BONUS_CARDS: sum(1 for holder in holders.values() if holder == seat),
                Fact.BONUS_POINTS: int(parts.get("bonuses", 0)),
            }
        )
    return out


#: Game id → how to read its facts. A game without an entry keeps scores and breakdown only.
FACTS: Mapping[str, FactsOf] = {
    "ttr_europe": _ttr,
    "ttr_paris": _ttr,
    "metro": _metro,
    "great_tour": _great_tour,
}


def facts_of(game_id: str, final_view: View, outcome: Outcome) -> list[dict[Fact, int]]:
    """Each seat's facts for a finished game of ``game_id`` (empty dicts for a game with none)."""
    read = FACTS.get(game_id)
    if read is None:
        return [{} for _ in outcome.scores]
    return read(final_view, outcome)
