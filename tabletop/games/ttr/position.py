"""What a Ticket to Ride level reads: the deciding seat's ``Position``.

A position holds the public facts of a game plus the seat's own hand and tickets, built either
from that seat's VIEW (the levels, ``levels.py``) or from a full, determinized STATE (the
search's play-outs, ``knowledge.py``). Everything the levels know (``planner.py``,
``policy.py``, ``evaluation.py``) reads a position, so the same code plays a real seat and the
simulated ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import View

from .state import TtrState, Tunnel
from .tables import Tables


class Position:
    """The deciding seat's part of a game: public facts plus its own hand and tickets."""

    __slots__ = (
        "t",
        "seat",
        "players",
        "owner",
        "stations",
        "hand",
        "tickets",
        "offered",
        "pieces",
        "stations_left",
        "face_up",
        "pending",
        "tunnel",
        "final_left",
        "setup",
        "ticket_deck",
        "deck",
        "discard",
        "flags",
        "_scores",
        "_hand_sizes",
        "_state",
    )

    t: Tables
    seat: int
    players: int
    owner: Sequence[int]
    stations: Sequence[int]
    hand: Sequence[int]
    tickets: Sequence[int]
    offered: Sequence[int]
    pieces: Sequence[int]
    stations_left: Sequence[int]
    face_up: Sequence[int]
    pending: str | None
    tunnel: Tunnel | None
    #: Turns left in the final round, the current one included; None before it starts.
    final_left: int | None
    setup: bool
    ticket_deck: int
    deck: int
    discard: int
    flags: Sequence[int]
    # ``scores`` and ``hand_sizes``: from the view, or counted from the state when asked (a
    # play-out builds a position every action and hardly ever asks).
    _scores: Sequence[int] | None
    _hand_sizes: Sequence[int] | None
    _state: TtrState | None

    @classmethod
    def of_state(cls, state: TtrState) -> Position:
        """The seat to act's position in a full state (shares the state's lists: read only)."""
        p = cls.__new__(cls)
        seat = state.current
        p.t = state.t
        p.seat = seat
        p.players = state.players
        p.owner = state.owner
        p.stations = state.stations
        p.hand = state.hands[seat]
        p.tickets = state.tickets[seat]
        p.offered = state.offered[seat]
        p.pieces = state.pieces
        p.stations_left = state.stations_left
        p.face_up = state.face_up
        p.pending = state.pending
        p.tunnel = state.tunnel
        p.final_left = state.final_left
        p.setup = state.setup
        p.ticket_deck = len(state.ticket_deck)
        p.deck = len(state.deck)
        p.discard = sum(state.discard)
        p.flags = state.flags[seat]
        p._scores = p._hand_sizes = None
        p._state = state
        return p

    @classmethod
    def of_view(cls, t: Tables, view: View) -> Position:
        """The viewing seat's position, from its view only."""
        p = cls.__new__(cls)
        seat = view["seat"]
        if seat is None:
            raise ValueError("a spectator has no position to play")
        infos = view["players"]
        p.t = t
        p.seat = seat
        p.players = len(infos)
        owner = [-1] * t.nroutes
        for route, holder in view["routes"].items():
            owner[t.route_index[route]] = holder
        p.owner = owner
        stations = [-1] * t.ncities
        for city, holder in view["stations"].items():
            stations[t.city_index[city]] = holder
        p.stations = stations
        hand = [0] * t.ncards
        for name, n in view["hand"].items():
            hand[t.card_index[name]] = n
        p.hand = hand
        p.tickets = tuple(t.ticket_index[i] for i in view["tickets"])
        p.offered = tuple(t.ticket_index[i] for i in view["offered_tickets"])
        p.pieces = [info["pieces"] for info in infos]
        p.stations_left = [info["stations_left"] for info in infos]
        p.face_up = [t.card_index[c] if c is not None else -1 for c in view["face_up"]]
        p.pending = view["pending"]
        p.tunnel = None
        tv = view["tunnel"]
        if tv is not None:
            color = t.card_index[tv["color"]] if tv["color"] is not None else -1
            p.tunnel = Tunnel(
                t.route_index[tv["route"]],
                color,
                tv["wilds"],
                tuple(t.card_index[c] for c in tv["revealed"]),
                tv["extra"],
            )
        p.final_left = len(view["last_round_seats"]) if view["final_round"] else None
        p.setup = view["setup"]
        p.ticket_deck = view["ticket_deck"]
        p.deck = view["deck"]
        p.discard = view["discard"]
        p.flags = tuple(t.card_index[c] for c in infos[seat]["flags"])
        p._scores = [info["score"] for info in infos]
        p._hand_sizes = [info["hand_size"] for info in infos]
        p._state = None
        return p

    @property
    def scores(self) -> Sequence[int]:
        """Every seat's score so far."""
        if self._scores is None:
            state = self._state
            assert state is not None
            self._scores = [
                a + b for a, b in zip(state.route_points, state.flag_points, strict=True)
            ]
        return self._scores

    @property
    def hand_sizes(self) -> Sequence[int]:
        """How many train cards each seat holds."""
        if self._hand_sizes is None:
            state = self._state
            assert state is not None
            self._hand_sizes = [sum(h) for h in state.hands]
        return self._hand_sizes

    @property
    def small(self) -> bool:
        """Only one track of a double route may be used (few players)."""
        return self.players <= self.t.rules.doubles_single_up_to

    @property
    def last_turn(self) -> bool:
        """This is the seat's last turn (the final round has started: one turn each)."""
        return self.final_left is not None


__all__ = ["Position"]
