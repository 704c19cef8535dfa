"""What one seat may know (rules/ttr.md, "View"): the view as a ``TypedDict``, and building it.

Beyond the fields the rules page names, the view carries what the table needs: ``tunnel``
while a tunnel is pending (public: the cards put down and the cards turned),
``offered_tickets`` (the viewer's own), ``last_round_seats``, and after the end ``revealed``,
``longest``, ``borrowed``, ``end_reason``, ``winners`` and ``breakdown``.
"""

# No ``from __future__ import annotations`` here: ``NotRequired`` must be seen when the
# TypedDicts are made, so that their ``__required_keys__`` are right at run time.
from typing import TYPE_CHECKING, NotRequired, TypedDict

from .state import TtrState

if TYPE_CHECKING:
    from .engine import TtrGame


class PlayerView(TypedDict):
    """One seat as every seat sees it."""

    score: int
    pieces: int
    stations_left: int
    hand_size: int
    ticket_count: int
    #: Tickets the seat is choosing from right now (how many, not which).
    offered_count: int
    #: Paris: the colours in the seat's French flag set, in flag order.
    flags: list[str]


class TunnelView(TypedDict):
    """A tunnel claim waiting for its extra cards."""

    route: str
    #: The non-wild colour paid (None: all wild).
    color: str | None
    wilds: int
    revealed: list[str]
    extra: int


class RevealedTicket(TypedDict):
    id: str
    completed: bool


class LongestPath(TypedDict):
    length: int
    routes: list[str]


class TtrView(TypedDict):
    game: str
    seat: int | None
    to_act: int | None
    #: The sub-step the turn waits for (``state.Pending`` values), or None.
    pending: str | None
    face_up: list[str | None]
    deck: int
    discard: int
    ticket_deck: int
    routes: dict[str, int]
    stations: dict[str, int]
    players: list[PlayerView]
    #: The viewer's own cards and tickets (empty for a spectator).
    hand: dict[str, int]
    tickets: list[str]
    offered_tickets: list[str]
    final_round: bool
    #: The seats still to play in the final round, the one to act first.
    last_round_seats: list[int]
    setup: bool
    #: The seat that chose tickets first and took the first turn.
    first_player: int
    idle_turns: int
    tunnel: TunnelView | None
    over: bool
    # ---- once the game is over
    revealed: NotRequired[list[list[RevealedTicket]]]
    longest: NotRequired[list[LongestPath]]
    #: City of a built station → the route it borrowed (None: none helped).
    borrowed: NotRequired[dict[str, str | None]]
    #: ``events.GameEndReason`` value.
    end_reason: NotRequired[str]
    winners: NotRequired[list[int]]
    breakdown: NotRequired[list[dict[str, int]]]


def build_view(game: "TtrGame", s: TtrState, seat: int | None) -> TtrView:
    t = s.t
    cards = t.cards
    result = s.result
    over = result is not None
    players: list[PlayerView] = []
    for p in range(s.players):
        players.append(
            {
                "score": (
                    result.final_scores[p]
                    if result is not None
                    else s.route_points[p] + s.flag_points[p]
                ),
                "pieces": s.pieces[p],
                "stations_left": s.stations_left[p],
                "hand_size": sum(s.hands[p]),
                "ticket_count": len(s.tickets[p]),
                "offered_count": len(s.offered[p]),
                "flags": [cards[c] for c in s.flags[p]],
            }
        )
    mine = seat if seat is not None and 0 <= seat < s.players else None  # a player's own seat
    tunnel: TunnelView | None = None
    if s.tunnel is not None:
        tn = s.tunnel
        tunnel = {
            "route": t.route_ids[tn.route],
            "color": t.color_name(tn.color),
            "wilds": tn.wilds,
            "revealed": [cards[c] for c in tn.revealed],
            "extra": tn.extra,
        }
    last_round: list[int] = []
    if s.final_left is not None and not over:
        last_round = [(s.current + i) % s.players for i in range(s.final_left)]
    route_ids = t.route_ids
    city_ids = t.city_ids
    tickets = t.ticket_ids
    view: TtrView = {
        "game": t.rules.game_id,
        "seat": seat,
        "to_act": None if over else s.current,
        "pending": s.pending,
        "face_up": [cards[c] if c >= 0 else None for c in s.face_up],
        "deck": len(s.deck),
        "discard": sum(s.discard),
        "ticket_deck": len(s.ticket_deck),
        "routes": {route_ids[r]: o for r, o in enumerate(s.owner) if o >= 0},
        "stations": {city_ids[c]: o for c, o in enumerate(s.stations) if o >= 0},
        "players": players,
        "hand": {cards[i]: n for i, n in enumerate(s.hands[mine])} if mine is not None else {},
        "tickets": [tickets[i] for i in s.tickets[mine]] if mine is not None else [],
        "offered_tickets": [tickets[i] for i in s.offered[mine]] if mine is not None else [],
        "final_round": s.final_left is not None,
        "last_round_seats": last_round,
        "setup": s.setup,
        "first_player": s.first,
        "idle_turns": s.idle,
        "tunnel": tunnel,
        "over": over,
    }
    if result is not None:
        view["revealed"] = [
            [{"id": tickets[i], "completed": done} for i, done in rows] for rows in result.tickets
        ]
        view["longest"] = [
            {"length": length, "routes": [route_ids[r] for r in path]}
            for length, path in result.longest
        ]
        view["borrowed"] = {
            city_ids[c]: (route_ids[r] if r >= 0 else None) for c, r in result.borrowed
        }
        view["end_reason"] = result.reason
        view["winners"] = list(result.outcome.winners)
        view["breakdown"] = [dict(b) for b in result.outcome.breakdown]
    return view
