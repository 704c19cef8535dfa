"""The Branch Line state: every field immutable, so a shallow copy is a copy.

Cards are colour indices (``rules.COLOURS``); hands and the discard pile are counts per colour,
the deck is a tuple with its top first. Tickets are indices into the board's tickets; the ones
nobody was dealt are set aside (``box``), unseen.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .events import EndReason
from .rules import COLOURS, GAME_ID
from .tables import Tables


@dataclass(slots=True, eq=False)
class BranchLineState:
    t: Tables
    players: int
    hand_size: int
    #: Per seat, cards held per colour.
    hands: tuple[tuple[int, ...], ...]
    #: Top first.
    deck: tuple[int, ...]
    #: Cards paid for routes, per colour (face up).
    discard: tuple[int, ...]
    #: Per route, the seat that claimed it (None: unclaimed).
    owner: tuple[int | None, ...]
    #: Per seat, its secret ticket.
    tickets: tuple[int, ...]
    #: The tickets nobody was dealt, in ticket order.
    box: tuple[int, ...]
    route_points: tuple[int, ...]
    #: Seat to act; None once the game is over.
    turn: int | None
    end: EndReason | None

    def copy(self) -> BranchLineState:
        """A copy a handler may change (every field is immutable, so a shallow copy is one)."""
        return replace(self)

    def to_json(self) -> dict[str, object]:
        """The whole state as JSON-compatible data (digests, determinism tests, debugging)."""
        t = self.t
        return {
            "game": GAME_ID,
            "players": self.players,
            "hand_size": self.hand_size,
            "hands": [dict(zip(COLOURS, hand, strict=True)) for hand in self.hands],
            "deck": [COLOURS[c] for c in self.deck],
            "discard": dict(zip(COLOURS, self.discard, strict=True)),
            "owner": {t.route_ids[r]: o for r, o in enumerate(self.owner) if o is not None},
            "tickets": [t.ticket_ids[i] for i in self.tickets],
            "box": [t.ticket_ids[i] for i in self.box],
            "route_points": list(self.route_points),
            "turn": self.turn,
            "end": self.end,
        }
