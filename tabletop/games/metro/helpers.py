"""Placements explained from a state or from a view, for the UI and the AI.

The engine, the greedy AI and the UI (which only has views) share these, so a placement is
explained the same way everywhere:

- ``placement_problem(source, tile, row, col, rotation)`` → ``Refused`` (a typed reason and
  its sentence's parameters) or ``None`` when the placement is legal now;
- ``completed_lines(source, tile, row, col, rotation)`` → the lines that placement would
  complete, with their owners and points (``LineScore``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core import CommonRefusal, Refused
from tabletop.core.i18n import _

from .lines import is_central
from .placement import Position
from .refusals import MetroRefusal
from .scoring import line_points
from .state import MetroState
from .tables import Tables
from .view import MetroView

#: A state (the engine's) or a view (what a seat may know).
Source = MetroState | MetroView


@dataclass(frozen=True)
class LineScore:
    """A line a placement completes: its station, owner (None: nobody), points and squares."""

    station: int
    seat: int | None
    points: int
    path: tuple[tuple[int, int], ...]
    central: bool
    end: str


@dataclass(frozen=True)
class _Turn:
    """Whose turn it is, as a state or a view says it."""

    over: bool
    to_act: int | None
    mine: bool
    hand: tuple[str, ...]
    drawn: str | None


def _position(source: Source, t: Tables | None) -> tuple[Position, _Turn]:
    if isinstance(source, MetroState):
        turn = source.turn
        hand = source.hands[turn] if turn is not None else ()
        return Position.of_state(source), _Turn(turn is None, turn, True, hand, source.drawn)
    to_act = source["to_act"]
    mine = source["seat"] is not None and source["seat"] == to_act
    facts = _Turn(to_act is None, to_act, mine, tuple(source["hand"]), source["drawn"])
    return Position.from_view(source, t), facts


def seat_label(seat: int) -> str:
    """A seat as a view can name it (a view knows no names): "Player 1" for seat 0."""
    return _("Player {number}").format(number=seat + 1)


def placement_problem(
    source: Source, tile: str, row: int, col: int, rotation: int = 0, tables: Tables | None = None
) -> Refused | None:
    """Why placing ``tile`` on [row, col] turned ``rotation`` is not legal now, or None.

    ``source`` is a state or a view (of the seat to act: other seats are told whose turn it
    is, by seat number, since a view knows no names).
    """
    pos, turn = _position(source, tables)
    if turn.over or turn.to_act is None:
        return Refused(CommonRefusal.GAME_OVER)
    if not turn.mine:
        return Refused(CommonRefusal.NOT_YOUR_TURN, {"name": seat_label(turn.to_act)})
    if tile not in pos.t.design_index:
        return Refused(MetroRefusal.TILE_NOT_IN_HAND)
    if turn.drawn is not None:
        if tile != turn.drawn:
            return Refused(MetroRefusal.MUST_PLACE_DRAWN)
    elif tile not in turn.hand:
        return Refused(MetroRefusal.TILE_NOT_IN_HAND)
    reason = pos.board_refusal(pos.t.design_index[tile], row, col, rotation)
    return Refused(reason) if reason is not None else None


def completed_lines(
    source: Source, tile: str, row: int, col: int, rotation: int = 0, tables: Tables | None = None
) -> list[LineScore]:
    """The lines that placing ``tile`` on [row, col] would complete, with their points
    (legality is not checked; an occupied or off-board square completes nothing)."""
    pos, _turn = _position(source, tables)
    t = pos.t
    if tile not in t.design_index or not (0 <= row < t.size and 0 <= col < t.size):
        return []
    cell = row * t.size + col
    if t.is_centre[cell] or pos.board[cell] >= 0 or rotation not in (0, 1, 2, 3):
        return []
    n = t.size
    return [
        LineScore(
            station,
            seat,
            line_points(len(passes), end),
            tuple(((p >> 3) // n, (p >> 3) % n) for p in passes),
            is_central(end),
            end,
        )
        for station, seat, passes, end in pos.iter_completions(t.variant(tile, rotation), cell)
    ]
