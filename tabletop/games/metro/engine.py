"""The Metro engine (``METRO``): state, turn, placement, scoring, views, determinization.

Rules: ``shared/rules/metro.md``. The state is small and cheap to copy: the board is a 64-tuple
of variants (design × rotation, -1 empty), hands and the pool are tuples of design ids, and
every station's line is kept incrementally (its open end, its passes, its end), so a placement
only follows the lines whose open end is on the new tile.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import (
    Action,
    Event,
    GameConfig,
    IllegalActionError,
    InvalidActionError,
    InvalidConfigError,
    Outcome,
    Rng,
    Step,
    View,
    check_config,
    option,
    winners_by_keys,
)

from .actions import ACTION_TYPES, DrawTile, PlaceTile
from .events import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced
from .geometry import Tables, default_tables
from .lines import end_name, follow, is_central, line_points, path_cells, path_segments, trace_all
from .placement import Position, board_from_tiles, problem
from .rules import GAME_ID, LINE_COLOURS, SPEC, owners_for


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


def position_of(state: MetroState) -> Position:
    return Position(
        state.t, state.board, state.rotation, state.owners, (state.fronts, state.paths, state.ends)
    )


class MetroGame:
    """Metro for 2–6 players (rules page ``rules/metro.md``)."""

    spec = SPEC
    action_types = ACTION_TYPES

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
        hand_size = int(option(config, self.spec, "hand_size"))  # type: ignore[call-overload]
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
            turn=0,
            scores=(0,) * config.players,
            fronts=fronts,
            paths=paths,
            ends=ends,
            placed=0,
            last=None,
        )

    @staticmethod
    def _rigged_prefix(t: Tables, rigged: object) -> list[str]:
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

    def legal_actions(self, state: MetroState) -> list[Action]:
        if state.turn is None:
            return []
        t = state.t
        pos = position_of(state)
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

    # ------------------------------------------------------------------ apply
    def apply(self, state: MetroState, action: Action) -> Step:
        if isinstance(action, PlaceTile):
            return self._place(state, action)
        if isinstance(action, DrawTile):
            return self._draw_tile(state)
        raise InvalidActionError(f"Metro has no action {type(action).__name__}")

    def _draw_tile(self, state: MetroState) -> Step:
        seat = state.turn
        if seat is None:
            raise problem("game_over")
        if state.drawn is not None:
            raise IllegalActionError(
                "already_drawn", "You already drew a tile this turn: place it now."
            )
        if not state.pool:
            raise IllegalActionError("pool_empty", "No tiles are left to draw.")
        tile = state.pool[0]
        nxt = _copy(state)
        nxt.pool = state.pool[1:]
        nxt.drawn = tile
        events = (
            TileDrawn(seat, tile, False, audience=(seat,)),
            TileDrawnBlind(seat, False, hidden_from=(seat,)),
        )
        return Step(nxt, events, revealed=True)

    def _place(self, state: MetroState, action: PlaceTile) -> Step:
        t = state.t
        seat = state.turn
        d = t.design_index.get(action.tile) if isinstance(action.tile, str) else None
        if d is None:
            raise InvalidActionError(f"{action.tile!r} is no Metro tile design")
        for name, value, top in (
            ("row", action.row, t.size),
            ("col", action.col, t.size),
            ("rotation", action.rotation, 4),
        ):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < top:
                raise InvalidActionError(f"place_tile.{name} must be 0–{top - 1}, not {value!r}")
        if seat is None:
            raise problem("game_over")
        if state.drawn is not None:
            if action.tile != state.drawn:
                raise problem("must_place_drawn", f"(you drew {state.drawn})")
        elif action.tile not in state.hands[seat]:
            raise problem("tile_not_in_hand")
        err = position_of(state).board_problem(d, action.row, action.col, action.rotation)
        if err is not None:
            raise err

        cell = action.row * t.size + action.col
        variant = d * 4 + action.rotation
        board = list(state.board)
        board[cell] = variant
        board_t = tuple(board)
        events: list[Event] = [
            TilePlaced(seat, action.tile, action.row, action.col, action.rotation)
        ]
        fronts = list(state.fronts)
        paths = list(state.paths)
        ends = list(state.ends)
        scores = list(state.scores)
        for i, front in enumerate(state.fronts):
            if front < 0 or front >> 3 != cell:
                continue
            passes = list(state.paths[i])
            res = follow(t, board_t, front, passes)
            paths[i] = tuple(passes)
            if res >= 0:
                fronts[i] = res
                continue
            # Scoring: the line just became complete; it scores for its station's owner.
            end = end_name(t, ~res)
            fronts[i], ends[i] = -1, end
            points = line_points(len(passes), end)
            owner = state.owners[i]
            if owner is not None:
                scores[owner] += points
            events.append(
                LineCompleted(
                    i + 1,
                    owner,
                    points,
                    tuple((row, col) for row, col in path_cells(t, passes)),
                    is_central(end),
                    end,
                )
            )

        hands = list(state.hands)
        pool = state.pool
        revealed = False
        hand = list(hands[seat])
        if state.drawn is None:  # a tile from hand (a drawn tile never joined the hand)
            hand.remove(action.tile)
        # Refill: draw back up to the hand size while the pool lasts.
        while len(hand) < state.hand_size and pool:
            tile, pool = pool[0], pool[1:]
            hand.append(tile)
            revealed = True
            events.append(TileDrawn(seat, tile, True, audience=(seat,)))
            events.append(TileDrawnBlind(seat, True, hidden_from=(seat,)))
        hands[seat] = tuple(hand)

        placed = state.placed + 1
        nxt = MetroState(
            t=t,
            players=state.players,
            hand_size=state.hand_size,
            rotation=state.rotation,
            owners=state.owners,
            board=board_t,
            hands=tuple(hands),
            pool=pool,
            drawn=None,
            turn=None,
            scores=tuple(scores),
            fronts=tuple(fronts),
            paths=tuple(paths),
            ends=tuple(ends),
            placed=placed,
            last=(seat, cell, variant),
        )
        if placed >= t.tile_total:
            # The end: the last tile is placed and the board is full.
            outcome = self.outcome(nxt)
            assert outcome is not None
            events.append(GameEnded(outcome.scores, outcome.winners))
        else:
            nxt.turn = _next_seat(nxt, seat)
        return Step(nxt, tuple(events), revealed=revealed)

    # ------------------------------------------------------------------ results
    def outcome(self, state: MetroState) -> Outcome | None:
        if state.placed < state.t.tile_total:
            return None
        scores = state.scores
        # Most points wins; ties share the win.
        winners = winners_by_keys([(s,) for s in scores])
        return Outcome(scores, winners, tuple({"lines": s} for s in scores))

    # ------------------------------------------------------------------ views
    def view(self, state: MetroState, seat: int | None) -> View:
        t = state.t
        n = t.size
        tiles = []
        for cell, v in enumerate(state.board):
            if v >= 0:
                tiles.append(
                    {
                        "row": cell // n,
                        "col": cell % n,
                        "tile": t.design_ids[v >> 2],
                        "rotation": v & 3,
                    }
                )
        owners = {str(i + 1): s for i, s in enumerate(state.owners) if s is not None}
        scored = [i + 1 for i, s in enumerate(state.owners) if s is not None and state.ends[i]]
        open_lines = [0] * state.players
        scored_lines = [0] * state.players
        lines = {}
        for i, owner in enumerate(state.owners):
            complete = bool(state.ends[i])
            if owner is not None:
                if complete:
                    scored_lines[owner] += 1
                else:
                    open_lines[owner] += 1
            passes = state.paths[i]
            end = state.ends[i]
            lines[str(i + 1)] = {
                "owner": owner,
                "path": path_cells(t, passes),
                "segments": path_segments(t, state.board, passes),
                "complete": complete,
                "end": end or None,
                "central": is_central(end),
                "length": len(passes),
                "points": line_points(len(passes), end) if complete else None,
            }
        last = None
        if state.last is not None:
            who, cell, v = state.last
            last = {
                "seat": who,
                "row": cell // n,
                "col": cell % n,
                "tile": t.design_ids[v >> 2],
                "rotation": v & 3,
            }
        mine = seat is not None and state.turn == seat
        return {
            "game": GAME_ID,
            "seat": seat,
            "to_act": state.turn,
            "tiles": tiles,
            "hand": list(state.hands[seat]) if seat is not None else [],
            "drawn": state.drawn if mine else None,
            "hand_sizes": [len(h) for h in state.hands],
            "pool": len(state.pool),
            "scores": list(state.scores),
            "owners": owners,
            "scored": scored,
            # More than the rules page asks for: what the table and the agents also use.
            "players": state.players,
            "options": {"hand_size": state.hand_size, "rotation": state.rotation},
            "drawn_by": state.turn if state.drawn is not None else None,
            "placed": state.placed,
            "tiles_total": t.tile_total,
            "colours": list(LINE_COLOURS[: state.players]),
            "open_lines": open_lines,
            "scored_lines": scored_lines,
            "lines": lines,
            "last_tile": last,
        }

    def determinize(self, view: View, rng: Rng) -> MetroState:
        """A full state consistent with ``view``: the tiles the viewer cannot see (opponents'
        hands, an opponent's drawn tile, the pool order) re-dealt at random from the unseen
        ones (all tiles minus those placed, minus the viewer's hand and drawn tile)."""
        t = self.tables
        players = int(view["players"])
        seat = view["seat"]
        board = board_from_tiles(t, view["tiles"])
        unseen = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
        for tile in view["tiles"]:
            unseen[tile["tile"]] -= 1
        known_hand = tuple(view["hand"]) if seat is not None else ()
        unseen.subtract(known_hand)
        drawn = view["drawn"]
        if drawn is not None:
            unseen[drawn] -= 1
        if any(c < 0 for c in unseen.values()):
            raise ValueError("the view shows more copies of a tile than the game has")
        deck = [d for d in t.design_ids for _ in range(unseen[d])]
        rng.shuffle(deck)
        hands = []
        for s, size in enumerate(view["hand_sizes"]):
            if s == seat:
                hands.append(known_hand)
            else:
                hands.append(tuple(deck[:size]))
                deck = deck[size:]
        drawn_by = view.get("drawn_by")
        if drawn_by is not None and drawn is None:
            drawn, deck = deck[0], deck[1:]
        if len(deck) != view["pool"]:
            raise ValueError("the view's tile counts do not add up")
        board_t = tuple(board)
        fronts, paths, ends = trace_all(t, board_t)
        last = None
        if view.get("last_tile"):
            lt = view["last_tile"]
            last = (
                lt["seat"],
                lt["row"] * t.size + lt["col"],
                t.variant(lt["tile"], lt["rotation"]),
            )
        return MetroState(
            t=t,
            players=players,
            hand_size=int(view["options"]["hand_size"]),
            rotation=bool(view["options"]["rotation"]),
            owners=owners_for(players),
            board=board_t,
            hands=tuple(hands),
            pool=tuple(deck),
            drawn=drawn,
            turn=view["to_act"],
            scores=tuple(view["scores"]),
            fronts=fronts,
            paths=paths,
            ends=ends,
            placed=len(view["tiles"]),
            last=last,
        )

    def state_json(self, state: MetroState) -> dict[str, Any]:
        t = state.t
        n = t.size
        return {
            "game": GAME_ID,
            "players": state.players,
            "hand_size": state.hand_size,
            "rotation": state.rotation,
            "board": [None if v < 0 else f"{t.design_ids[v >> 2]}/{v & 3}" for v in state.board],
            "hands": [list(h) for h in state.hands],
            "pool": list(state.pool),
            "drawn": state.drawn,
            "turn": state.turn,
            "scores": list(state.scores),
            "fronts": list(state.fronts),
            "paths": [list(p) for p in state.paths],
            "ends": list(state.ends),
            "placed": state.placed,
            "last": None
            if state.last is None
            else [state.last[0], state.last[1] // n, state.last[1] % n, state.last[2]],
        }

    def check_invariants(self, state: MetroState) -> None:
        """Every tile counted once, lines as the board says, scores equal to scored lines."""
        t = state.t
        counted: Counter[str] = Counter()
        counted.update(t.design_ids[v >> 2] for v in state.board if v >= 0)
        for hand in state.hands:
            counted.update(hand)
        counted.update(state.pool)
        if state.drawn is not None:
            counted[state.drawn] += 1
        expected = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
        assert counted == expected, (
            f"tiles not conserved: {counted - expected} / {expected - counted}"
        )
        assert sum(v >= 0 for v in state.board) == state.placed
        assert all(state.board[c] < 0 for c in range(t.size * t.size) if t.is_centre[c])
        assert all(len(h) <= state.hand_size for h in state.hands)
        assert (state.fronts, state.paths, state.ends) == trace_all(t, state.board), (
            "line book out of step with the board"
        )
        totals = [0] * state.players
        for i, owner in enumerate(state.owners):
            if owner is not None and state.ends[i]:
                totals[owner] += line_points(len(state.paths[i]), state.ends[i])
        assert tuple(totals) == state.scores, f"scores {state.scores} != lines {totals}"
        if state.placed == t.tile_total:
            assert state.turn is None
        else:
            assert state.turn is not None and (state.hands[state.turn] or state.pool)


def _copy(state: MetroState) -> MetroState:
    return MetroState(
        t=state.t,
        players=state.players,
        hand_size=state.hand_size,
        rotation=state.rotation,
        owners=state.owners,
        board=state.board,
        hands=state.hands,
        pool=state.pool,
        drawn=state.drawn,
        turn=state.turn,
        scores=state.scores,
        fronts=state.fronts,
        paths=state.paths,
        ends=state.ends,
        placed=state.placed,
        last=state.last,
    )


def _next_seat(state: MetroState, seat: int) -> int:
    """The next seat in order that can place a tile. (House rule, needed once the pool is
    empty: a seat whose hand is empty then has nothing to place and is passed over.)"""
    for step in range(1, state.players + 1):
        candidate = (seat + step) % state.players
        if state.hands[candidate] or state.pool:
            return candidate
    raise AssertionError("tiles remain but no seat holds one")  # the tile count says otherwise


METRO = MetroGame()
