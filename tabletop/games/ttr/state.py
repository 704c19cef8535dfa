"""The full TTR state. Opaque to everything but the engine and ``Match``.

Cards are colour indices (``Tables.cards``); hands and the discard pile are counts per colour;
the deck is a list with its TOP AT THE END (cheap pops); tickets are ticket indices.
``apply`` never mutates a state: it works on ``copy()``, which copies every small mutable
container (a few microseconds), so no later change can leak into an earlier state.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from tabletop.core import Outcome, Rng

from .events import GameEndReason
from .tables import Tables


class Pending(StrEnum):
    """The sub-step a turn waits for (view "pending"; the values are the view's strings)."""

    SECOND_DRAW = "second_draw"
    TUNNEL = "tunnel"
    KEEP_TICKETS = "keep_tickets"


SECOND_DRAW = Pending.SECOND_DRAW
TUNNEL = Pending.TUNNEL
KEEP_TICKETS = Pending.KEEP_TICKETS


@dataclass(frozen=True)
class Tunnel:
    """A tunnel claim waiting for payment: the cards put down and the cards turned."""

    route: int
    color: int  # colour index of the non-wild cards paid, -1 if all wild
    wilds: int
    revealed: tuple[int, ...]
    extra: int


@dataclass(frozen=True)
class FinalResult:
    """Final scoring, computed once when the game ends."""

    outcome: Outcome
    #: Per seat: (ticket index, completed) for every kept ticket.
    tickets: tuple[tuple[tuple[int, bool], ...], ...]
    #: Per seat: (length, route indices in order).
    longest: tuple[tuple[int, tuple[int, ...]], ...]
    #: City index → borrowed route index or -1, for every built station.
    borrowed: tuple[tuple[int, int], ...]
    final_scores: tuple[int, ...]
    reason: GameEndReason


class TtrState:
    __slots__ = (
        "t",
        "players",
        "rng",
        "deck",
        "discard",
        "face_up",
        "hands",
        "tickets",
        "offered",
        "ticket_deck",
        "box",
        "owner",
        "stations",
        "pieces",
        "stations_left",
        "route_points",
        "flag_points",
        "flags",
        "first",
        "current",
        "pending",
        "setup",
        "tunnel",
        "final_left",
        "idle",
        "result",
    )

    t: Tables
    players: int
    rng: Rng
    deck: list[int]
    discard: list[int]
    face_up: list[int]  # -1 = empty slot
    hands: list[list[int]]
    tickets: list[tuple[int, ...]]
    offered: list[tuple[int, ...]]
    ticket_deck: tuple[int, ...]  # top first
    box: tuple[int, ...]  # tickets out of the game
    owner: list[int]  # per route, -1 = unclaimed
    stations: list[int]  # per city, -1 = none
    pieces: list[int]
    stations_left: list[int]
    route_points: list[int]
    flag_points: list[int]
    flags: list[tuple[int, ...]]
    #: The seat that chose tickets first and took the first turn (the first player).
    first: int
    current: int
    pending: Pending | None
    setup: bool
    tunnel: Tunnel | None
    #: Turns left in the final round, the current one included; None until triggered.
    final_left: int | None
    #: Consecutive turns in which nothing was done (passes, declined tunnels).
    idle: int
    result: FinalResult | None

    def copy(self) -> TtrState:
        s = TtrState.__new__(TtrState)
        s.t = self.t
        s.players = self.players
        s.rng = self.rng.copy()
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.face_up = self.face_up[:]
        s.hands = list(map(list.copy, self.hands))  # no comprehension frame: copied every action
        s.tickets = self.tickets[:]
        s.offered = self.offered[:]
        s.ticket_deck = self.ticket_deck
        s.box = self.box
        s.owner = self.owner[:]
        s.stations = self.stations[:]
        s.pieces = self.pieces[:]
        s.stations_left = self.stations_left[:]
        s.route_points = self.route_points[:]
        s.flag_points = self.flag_points[:]
        s.flags = self.flags[:]
        s.first = self.first
        s.current = self.current
        s.pending = self.pending
        s.setup = self.setup
        s.tunnel = self.tunnel
        s.final_left = self.final_left
        s.idle = self.idle
        s.result = self.result
        return s

    @property
    def over(self) -> bool:
        return self.result is not None

    def to_json(self) -> dict[str, Any]:
        t = self.t
        cards = t.cards

        def named(counts: list[int]) -> dict[str, int]:
            return {cards[i]: n for i, n in enumerate(counts)}

        tunnel = None
        if self.tunnel is not None:
            tn = self.tunnel
            tunnel = {
                "route": t.route_ids[tn.route],
                "color": t.color_name(tn.color),
                "wilds": tn.wilds,
                "revealed": [cards[c] for c in tn.revealed],
                "extra": tn.extra,
            }
        tickets = t.ticket_ids
        out: dict[str, Any] = {
            "game": t.rules.game_id,
            "players": self.players,
            "rng": self.rng.state,
            "deck": [cards[c] for c in reversed(self.deck)],
            "discard": named(self.discard),
            "face_up": [t.color_name(c) for c in self.face_up],
            "hands": [named(h) for h in self.hands],
            "tickets": [[tickets[i] for i in kept] for kept in self.tickets],
            "offered": [[tickets[i] for i in off] for off in self.offered],
            "ticket_deck": [tickets[i] for i in self.ticket_deck],
            "box": [tickets[i] for i in self.box],
            "routes": {t.route_ids[r]: s for r, s in enumerate(self.owner) if s >= 0},
            "stations": {t.city_ids[c]: s for c, s in enumerate(self.stations) if s >= 0},
            "pieces": list(self.pieces),
            "stations_left": list(self.stations_left),
            "route_points": list(self.route_points),
            "flag_points": list(self.flag_points),
            "flags": [[cards[c] for c in f] for f in self.flags],
            "current": self.current,
            "pending": self.pending,
            "setup": self.setup,
            "tunnel": tunnel,
            "final_left": self.final_left,
            "idle": self.idle,
            "over": self.over,
        }
        if self.first:  # seat 0 is left unsaid: digests of games from before the option hold
            out["first"] = self.first
        return out
