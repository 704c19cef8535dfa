"""The Metro engine (``METRO``): setup, legal moves and one handler per action.

Rules: ``docs/rules/metro.md``. The state is in ``state.py``, where a tile may go in
``placement.py``, how lines run in ``lines.py``, what they score in ``scoring.py``; views,
determinization and invariants have their own files.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from tabletop.core import (
    Action,
    Engine,
    GameConfig,
    IllegalActionError,
    InvalidActionError,
    InvalidConfigError,
    Outcome,
    Refusal,
    Rng,
    Step,
    StepLog,
    View,
    check_config,
    handles,
    option,
)
from tabletop.core.first_player import first_seat

from .actions import ACTION_TYPES, DrawTile, PlaceTile
from .board import load_metro_board
from .determinize import determinize
from .events import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced
from .invariants import check_invariants
from .lines import end_name, follow, is_central, path_cells, trace_all
from .placement import Position
from .refusals import MetroRefusal
from .rules import SPEC, owners_for
from .scoring import line_points, outcome
from .state import MetroState
from .tables import Tables, build_tables, default_tables
from .view import MetroView, build_view


class MetroGame(Engine[MetroState]):
    """Metro for 2–6 players (rules page ``docs/rules/metro.md``)."""

    spec = SPEC
    action_types = ACTION_TYPES
    #: Every handler takes ``record``: a play-out's ``advance`` builds no events.
    quiet_handlers = True

    def __init__(self, tables: Callable[[], Tables] = default_tables) -> None:
        self._tables_factory = tables
        self._draw = DrawTile()

    @property
    def tables(self) -> Tables:
        return self._tables_factory()

    # ------------------------------------------------------------------ setup
    def new_state(self, config: GameConfig, seed: int) -> MetroState:
        check_config(self.spec, config)
        t = self.tables
        hand_size = option(config, self.spec, "hand_size")
        assert isinstance(hand_size, int)  # check_config allows only the option's choices
        rotation = bool(option(config, self.spec, "rotation"))
        prefix = self._rigged_prefix(t, config.options.get("rigged"))
        rest = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
        rest.subtract(prefix)
        below = [d for d in t.design_ids for _ in range(rest[d])]
        Rng(seed).shuffle(below)
        pool = tuple(prefix) + tuple(below)
        # Each seat draws its starting hand from the top, seat by seat.
        hands = []
        for _seat in range(config.players):
            hands.append(pool[:hand_size])
            pool = pool[hand_size:]
        fronts, paths, ends = trace_all(t, (-1,) * (t.size * t.size))
        return MetroState(
            t=t,
            players=config.players,
            hand_size=hand_size,
            rotation=rotation,
            owners=owners_for(config.players),
            board=(-1,) * (t.size * t.size),
            hands=tuple(hands),
            pool=pool,
            drawn=None,
            turn=first_seat(self.spec, config, seed),
            scores=(0,) * config.players,
            fronts=fronts,
            paths=paths,
            ends=ends,
            placed=0,
            last=None,
        )

    @staticmethod
    def _rigged_prefix(t: Tables, rigged: object) -> list[str]:
        """The designs rigged on top of the pool (rules page, "Rigging")."""
        if rigged is None:
            return []
        assert isinstance(rigged, Mapping)  # check_config refused anything else
        unknown = set(rigged) - {"tiles"}
        if unknown:
            raise InvalidConfigError(
                f"Metro can rig only 'tiles', not {', '.join(sorted(map(str, unknown)))}"
            )
        tiles = rigged.get("tiles", [])
        if not isinstance(tiles, (list, tuple)) or not all(isinstance(d, str) for d in tiles):
            raise InvalidConfigError("rigged 'tiles' must be a list of design ids")
        wanted = Counter(tiles)
        for design, n in wanted.items():
            if design not in t.design_index:
                raise InvalidConfigError(f"rigged tile {design!r} is no Metro tile design")
            have = t.counts[t.design_index[design]]
            if n > have:
                raise InvalidConfigError(
                    f"rigged tiles ask for {n} × {design}, but the game has only {have}"
                )
        return list(tiles)

    # ------------------------------------------------------------------ queries
    def to_act(self, state: MetroState) -> int | None:
        return state.turn

    def is_over(self, state: MetroState) -> bool:
        return state.turn is None

    def legal_actions(self, state: MetroState) -> list[Action]:
        if state.turn is None:
            return []
        t = state.t
        pos = Position.of_state(state)
        cells = pos.candidates()
        if state.drawn is not None:
            designs: Sequence[str] = (state.drawn,)
        else:
            designs = sorted(set(state.hands[state.turn]))
        out: list[Action] = []
        for design in designs:
            d = t.design_index[design]
            for cell, r in pos.placements(d, cells):
                out.append(t.action(d, cell, r))
        if state.drawn is None and state.pool:
            out.append(self._draw)
        return out

    # ------------------------------------------------------------------ the frame's hooks
    def copy(self, state: MetroState) -> MetroState:
        return state.copy()

    def step_refusal(self, state: MetroState, action: Action) -> Refusal | None:
        """A drawn tile is a pending sub-step: it must be placed, and nothing drawn again."""
        if state.drawn is None:
            return None
        if isinstance(action, DrawTile):
            return MetroRefusal.ALREADY_DRAWN
        if isinstance(action, PlaceTile) and action.tile != state.drawn:
            # A malformed action is refused as such by the handler.
            return MetroRefusal.MUST_PLACE_DRAWN if _form_error(state.t, action) is None else None
        return None

    # ------------------------------------------------------------------ handlers
    @handles(DrawTile)
    def _draw_tile(self, s: MetroState, action: DrawTile, *, record: bool = True) -> Step:
        seat = s.turn
        assert seat is not None  # the frame refused a finished game
        if not s.pool:
            raise IllegalActionError(MetroRefusal.POOL_EMPTY)
        tile, s.pool = s.pool[0], s.pool[1:]
        s.drawn = tile
        if not record:
            return Step(s, revealed=True)
        events = (
            TileDrawn(seat, tile, False, audience=(seat,)),
            TileDrawnBlind(seat, False, hidden_from=(seat,)),
        )
        return Step(s, events, revealed=True)

    @handles(PlaceTile)
    def _place(self, s: MetroState, action: PlaceTile, *, record: bool = True) -> Step:
        t = s.t
        error = _form_error(t, action)
        if error is not None:
            raise InvalidActionError(error)
        seat = s.turn
        assert seat is not None  # the frame refused a finished game
        if s.drawn is None and action.tile not in s.hands[seat]:
            raise IllegalActionError(MetroRefusal.TILE_NOT_IN_HAND)
        d = t.design_index[action.tile]
        reason = Position.of_state(s).board_refusal(d, action.row, action.col, action.rotation)
        if reason is not None:
            raise IllegalActionError(reason)

        cell = action.row * t.size + action.col
        variant = d * 4 + action.rotation
        board = list(s.board)
        board[cell] = variant
        s.board = tuple(board)
        log = StepLog(record)
        if record:
            log.events.append(
                TilePlaced(seat, action.tile, action.row, action.col, action.rotation)
            )
        self._advance_lines(s, cell, log)

        hand = list(s.hands[seat])
        if s.drawn is None:  # a tile from hand (a drawn tile never joined the hand)
            hand.remove(action.tile)
        # Refill: draw back up to the hand size while the pool lasts.
        while len(hand) < s.hand_size and s.pool:
            tile, s.pool = s.pool[0], s.pool[1:]
            hand.append(tile)
            log.revealed = True
            if record:
                log.events.append(TileDrawn(seat, tile, True, audience=(seat,)))
                log.events.append(TileDrawnBlind(seat, True, hidden_from=(seat,)))
        s.hands = s.hands[:seat] + (tuple(hand),) + s.hands[seat + 1 :]
        s.drawn = None
        s.placed += 1
        s.last = (seat, cell, variant)
        if s.placed >= t.tile_total:
            # The end: the last tile is placed and the board is full.
            s.turn = None
            result = outcome(t, s)
            assert result is not None
            if record:
                log.events.append(GameEnded(result.scores, result.winners))
        else:
            s.turn = self._next_seat(s, seat)
        return log.step(s)

    @staticmethod
    def _advance_lines(s: MetroState, cell: int, log: StepLog) -> None:
        """Follow every line whose open end is on ``cell`` over the new tile; score those that
        are now complete for their station's owner (rules page, "Scoring"), told in ``log``."""
        t = s.t
        fronts, paths, ends = list(s.fronts), list(s.paths), list(s.ends)
        scores = list(s.scores)
        for i, front in enumerate(s.fronts):
            if front < 0 or front >> 3 != cell:
                continue
            passes = list(s.paths[i])
            res = follow(t, s.board, front, passes)
            paths[i] = tuple(passes)
            if res >= 0:
                fronts[i] = res
                continue
            end = end_name(t, ~res)
            fronts[i], ends[i] = -1, end
            points = line_points(len(passes), end)
            owner = s.owners[i]
            if owner is not None:
                scores[owner] += points
            if log.record:
                path = tuple((row, col) for row, col in path_cells(t, passes))
                log.events.append(LineCompleted(i + 1, owner, points, path, is_central(end), end))
        s.fronts, s.paths, s.ends = tuple(fronts), tuple(paths), tuple(ends)
        s.scores = tuple(scores)

    @staticmethod
    def _next_seat(state: MetroState, seat: int) -> int:
        """The next seat in order that can place a tile. (House rule, needed once the pool is
        empty: a seat whose hand is empty then has nothing to place and is passed over.)"""
        for step in range(1, state.players + 1):
            candidate = (seat + step) % state.players
            if state.hands[candidate] or state.pool:
                return candidate
        raise AssertionError("tiles remain but no seat holds one")  # the tile count says so

    # ------------------------------------------------------------------ results and views
    def outcome(self, state: MetroState) -> Outcome | None:
        return outcome(state.t, state)

    def view(self, state: MetroState, seat: int | None) -> MetroView:
        return build_view(state, seat)

    def determinize(self, view: View, rng: Rng) -> MetroState:
        return determinize(self.tables, cast(MetroView, view), rng)

    def state_json(self, state: MetroState) -> dict[str, Any]:
        return state.to_json()

    def check_invariants(self, state: MetroState) -> None:
        check_invariants(state)


def _form_error(t: Tables, action: PlaceTile) -> str | None:
    """Why ``action`` is malformed (no such design, square or rotation), or None."""
    if not isinstance(action.tile, str) or action.tile not in t.design_index:
        return f"{action.tile!r} is no Metro tile design"
    for name, value, top in (
        ("row", action.row, t.size),
        ("col", action.col, t.size),
        ("rotation", action.rotation, 4),
    ):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < top:
            return f"place_tile.{name} must be 0–{top - 1}, not {value!r}"
    return None


METRO = MetroGame()


def metro_on(path: Path) -> MetroGame:
    """Metro on the board of the map at ``path`` (read and checked now, not on first use)."""
    tables = build_tables(load_metro_board(path))
    return MetroGame(tables=lambda: tables)
