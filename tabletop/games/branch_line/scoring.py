"""Final scoring (``docs/rules/branch_line.md``, "Scoring"): routes by length, the secret
ticket won or lost, the tie-break; the parts of a score (``BranchLineScorePart``) and the facts
the history keeps (``BranchLineFact``, ``read_facts``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tabletop.core import GameFact, Outcome, ScorePart, winners_by_keys
from tabletop.core.i18n import N_, _

from .rules import ROUTE_SCORES
from .state import BranchLineState
from .tables import Tables

if TYPE_CHECKING:  # the view is built with this module's scores
    from .view import BranchLineView


class BranchLineScorePart(ScorePart):
    """The parts of a final score (``Outcome.breakdown`` keys)."""

    ROUTES = "routes"
    TICKET = "ticket"

    def label(self) -> str:
        return _(_PART_LABELS[self])

    def explanation(self) -> str:
        if self is BranchLineScorePart.ROUTES:
            table = ", ".join(f"{length}→{points}" for length, points in ROUTE_SCORES.items())
            return _(
                "Each route claimed scores by its length in cards (length→points: {table})."
            ).format(table=table)
        return _(
            "The secret ticket adds its points when the player's routes join its two towns, "
            "and takes them away when they do not."
        )


_PART_LABELS = {
    BranchLineScorePart.ROUTES: N_("Routes"),
    BranchLineScorePart.TICKET: N_("Ticket"),
}


def joined(routes: Iterable[tuple[int, int]], a: int, b: int) -> bool:
    """Whether town ``a`` reaches town ``b`` over ``routes`` (pairs of towns)."""
    reach = {a}
    edges = list(routes)
    grew = True
    while grew:
        grew = False
        for x, y in edges:
            if (x in reach) != (y in reach):
                reach |= {x, y}
                grew = True
    return b in reach


def seat_routes(state: BranchLineState, seat: int) -> list[tuple[int, int]]:
    """The towns each route of ``seat`` joins."""
    return [state.t.ends[r] for r, owner in enumerate(state.owner) if owner == seat]


def ticket_results(state: BranchLineState) -> list[bool]:
    """Per seat: whether its routes join its ticket's towns."""
    t = state.t
    return [
        joined(seat_routes(state, seat), *t.ticket_ends[state.tickets[seat]])
        for seat in range(state.players)
    ]


def outcome(tables: Tables, state: BranchLineState) -> Outcome | None:
    """The result once the game is over: most points wins; then a joined ticket; still tied,
    the win is shared."""
    if state.turn is not None:
        return None
    done = ticket_results(state)
    breakdown: list[dict[str, int]] = []
    for seat in range(state.players):
        value = tables.ticket_points[state.tickets[seat]]
        breakdown.append(
            {
                BranchLineScorePart.ROUTES: state.route_points[seat],
                BranchLineScorePart.TICKET: value if done[seat] else -value,
            }
        )
    scores = tuple(sum(parts.values()) for parts in breakdown)
    keys: Sequence[tuple[int | bool, ...]] = [
        (scores[seat], done[seat]) for seat in range(state.players)
    ]
    return Outcome(scores, winners_by_keys(keys), tuple(breakdown))


class BranchLineFact(GameFact):
    """What the history keeps about each seat."""

    #: How many routes the seat built.
    ROUTES_BUILT = "routes_built"
    #: 1 when the seat's routes joined its ticket's towns, else 0.
    TICKET_JOINED = "ticket_joined"

    def record_title(self) -> str | None:
        if self is BranchLineFact.ROUTES_BUILT:
            return _("Most routes built (Branch Line)")
        return None


def read_facts(view: BranchLineView, outcome: Outcome) -> list[dict[GameFact, int]]:
    """Each seat's facts from the final spectator view: the routes it claimed and its ticket,
    revealed at the end."""
    out: list[dict[GameFact, int]] = []
    for seat in range(len(outcome.scores)):
        out.append(
            {
                BranchLineFact.ROUTES_BUILT: sum(
                    1 for owner in view["routes"].values() if owner == seat
                ),
                BranchLineFact.TICKET_JOINED: int(view["revealed"][seat]["joined"]),
            }
        )
    return out
