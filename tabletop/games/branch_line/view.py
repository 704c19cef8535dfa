"""What one seat may know of a Branch Line game (``docs/rules/branch_line.md``, "View"): the
``BranchLineView`` TypedDict and ``build_view``.

Everything is public but each seat's hand and ticket, and the deck's order. Once the game is
over every ticket is revealed (``revealed``) with the result (``winners``, ``breakdown``).
"""

# No ``from __future__ import annotations`` here: ``NotRequired`` must be seen when the
# TypedDicts are made, so that their ``__required_keys__`` are right at run time.
from typing import NotRequired, TypedDict

from .rules import COLOURS, GAME_ID
from .scoring import outcome, ticket_results
from .state import BranchLineState


class RevealedTicket(TypedDict):
    id: str
    #: Whether the seat's routes joined its two towns.
    joined: bool


class BranchLineOptions(TypedDict):
    hand_size: int


class BranchLineView(TypedDict):
    game: str
    seat: int | None
    to_act: int | None
    #: The viewer's own cards per colour (empty for a spectator).
    hand: dict[str, int]
    #: The viewer's own ticket (None for a spectator).
    ticket: str | None
    hand_sizes: list[int]
    #: Cards left in the deck.
    deck: int
    #: Cards paid for routes, per colour.
    discard: dict[str, int]
    #: Claimed route → the seat that claimed it.
    routes: dict[str, int]
    #: Each seat's points: from its routes during play, the final scores once it is over.
    scores: list[int]
    options: BranchLineOptions
    over: bool
    # ---- once the game is over
    #: ``events.EndReason`` value.
    end_reason: NotRequired[str]
    #: Each seat's ticket.
    revealed: NotRequired[list[RevealedTicket]]
    winners: NotRequired[list[int]]
    breakdown: NotRequired[list[dict[str, int]]]


def build_view(state: BranchLineState, seat: int | None) -> BranchLineView:
    t = state.t
    own = seat if seat is not None and 0 <= seat < state.players else None  # a player's seat
    view: BranchLineView = {
        "game": GAME_ID,
        "seat": seat,
        "to_act": state.turn,
        "hand": dict(zip(COLOURS, state.hands[own], strict=True)) if own is not None else {},
        "ticket": t.ticket_ids[state.tickets[own]] if own is not None else None,
        "hand_sizes": [sum(hand) for hand in state.hands],
        "deck": len(state.deck),
        "discard": dict(zip(COLOURS, state.discard, strict=True)),
        "routes": {t.route_ids[r]: o for r, o in enumerate(state.owner) if o is not None},
        "scores": list(state.route_points),
        "options": {"hand_size": state.hand_size},
        "over": state.turn is None,
    }
    result = outcome(state.t, state)
    if result is not None and state.end is not None:
        done = ticket_results(state)
        view["end_reason"] = state.end
        view["revealed"] = [
            {"id": t.ticket_ids[ticket], "joined": done[s]}
            for s, ticket in enumerate(state.tickets)
        ]
        view["scores"] = list(result.scores)
        view["winners"] = list(result.winners)
        view["breakdown"] = [dict(parts) for parts in result.breakdown]
    return view
