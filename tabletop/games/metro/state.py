"""The Metro state: small and cheap to copy.

The board is a 64-tuple of variants (design × rotation, -1 empty), hands and the pool are
tuples of design ids, and every station's line is kept incrementally (its open end, its passes,
its end), so a placement only follows the lines whose open end is on the new tile
(``lines.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import GAME_ID
from .tables import Tables

#: A station's line book: open end per station (point index, -1 when complete), passes per
#: station, end per station ("" while open) — see ``lines.trace_all``.
LineBook = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[str, ...]]


@dataclass(slots=True, eq=False)
class MetroState:
    t: Tables
    players: int
    hand_size: int
    rotation: bool
    #: Owner seat per station (index = number - 1), None for nobody.
    owners: tuple[int | None, ...]
    board: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    #: The face-down pool, top first.
    pool: tuple[str, ...]
    #: The tile the seat to act drew this turn and must place now.
    drawn: str | None
    #: Seat to act; None once the board is full.
    turn: int | None
    scores: tuple[int, ...]
    #: Per station: open end (point index) or -1; passes; end ("" while open).
    fronts: tuple[int, ...]
    paths: tuple[tuple[int, ...], ...]
    ends: tuple[str, ...]
    placed: int
    #: (seat, cell, variant) of the last placement.
    last: tuple[int, int, int] | None

    @property
    def lines(self) -> LineBook:
        return (self.fronts, self.paths, self.ends)

    def copy(self) -> MetroState:
        """A copy a handler may change (every field is immutable, so a shallow copy is one)."""
        return MetroState(
            t=self.t,
            players=self.players,
            hand_size=self.hand_size,
            rotation=self.rotation,
            owners=self.owners,
            board=self.board,
            hands=self.hands,
            pool=self.pool,
            drawn=self.drawn,
            turn=self.turn,
            scores=self.scores,
            fronts=self.fronts,
            paths=self.paths,
            ends=self.ends,
            placed=self.placed,
            last=self.last,
        )

    def to_json(self) -> dict[str, object]:
        """The whole state as JSON-compatible data (digests, determinism tests, debugging)."""
        t = self.t
        n = t.size
        return {
            "game": GAME_ID,
            "players": self.players,
            "hand_size": self.hand_size,
            "rotation": self.rotation,
            "board": [None if v < 0 else f"{t.design_ids[v >> 2]}/{v & 3}" for v in self.board],
            "hands": [list(h) for h in self.hands],
            "pool": list(self.pool),
            "drawn": self.drawn,
            "turn": self.turn,
            "scores": list(self.scores),
            "fronts": list(self.fronts),
            "paths": [list(p) for p in self.paths],
            "ends": list(self.ends),
            "placed": self.placed,
            "last": None
            if self.last is None
            else [self.last[0], self.last[1] // n, self.last[1] % n, self.last[2]],
        }
