"""The Branch Line engine (``BRANCH_LINE``): setup, legal moves and one handler per action.

Rules: ``docs/rules/branch_line.md``. The state is in ``state.py``, what a game scores in
``scoring.py``; views, determinization and invariants have their own files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from tabletop.core import (
    Action,
    Engine,
    Event,
    GameConfig,
    IllegalActionError,
    InvalidConfigError,
    Outcome,
    Rng,
    Step,
    View,
    check_config,
    handles,
    option,
)
from tabletop.core.first_player import first_seat

from .actions import ACTION_TYPES, ClaimRoute, DrawCard
from .determinize import determinize
from .events import CardDrawn, CardDrawnBlind, EndReason, GameEnded, RouteClaimed
from .invariants import check_invariants
from .refusals import BranchLineRefusal
from .rules import CARDS_PER_COLOUR, COLOURS, SPEC
from .scoring import outcome
from .state import BranchLineState
from .tables import Tables, default_tables
from .view import BranchLineView, build_view

T = TypeVar("T")


class BranchLineGame(Engine[BranchLineState]):
    """Branch Line for 2–4 players (rules page ``docs/rules/branch_line.md``)."""

    spec = SPEC
    action_types = ACTION_TYPES

    def __init__(self, tables: Callable[[], Tables] = default_tables) -> None:
        self._tables_factory = tables

    @property
    def tables(self) -> Tables:
        return self._tables_factory()

    # ------------------------------------------------------------------ setup
    def new_state(self, config: GameConfig, seed: int) -> BranchLineState:
        """Shuffle the deck and the tickets; deal each seat its cards and one ticket."""
        check_config(self.spec, config)
        t = self.tables
        hand_size = option(config, self.spec, "hand_size")
        assert isinstance(hand_size, int)  # check_config allows only the option's choices
        rigged_deck, rigged_tickets = _rigged(t, config.options.get("rigged"))
        rng = Rng(seed)
        deck = [c for c in range(len(COLOURS)) for _ in range(CARDS_PER_COLOUR)]
        for card in rigged_deck:
            deck.remove(card)
        rng.shuffle(deck)
        deck = rigged_deck + deck
        tickets = [i for i in range(len(t.ticket_ids)) if i not in rigged_tickets]
        rng.shuffle(tickets)
        tickets = rigged_tickets + tickets
        hands = []
        for _seat in range(config.players):
            dealt, deck = deck[:hand_size], deck[hand_size:]
            hands.append(tuple(dealt.count(c) for c in range(len(COLOURS))))
        return BranchLineState(
            t=t,
            players=config.players,
            hand_size=hand_size,
            hands=tuple(hands),
            deck=tuple(deck),
            discard=(0,) * len(COLOURS),
            owner=(None,) * len(t.route_ids),
            tickets=tuple(tickets[: config.players]),
            box=tuple(sorted(tickets[config.players :])),
            route_points=(0,) * config.players,
            turn=first_seat(self.spec, config, seed),
            end=None,
        )

    # ------------------------------------------------------------------ queries
    def to_act(self, state: BranchLineState) -> int | None:
        return state.turn

    def is_over(self, state: BranchLineState) -> bool:
        return state.turn is None

    def legal_actions(self, state: BranchLineState) -> list[Action]:
        seat = state.turn
        if seat is None:
            return []
        t = state.t
        hand = state.hands[seat]
        out: list[Action] = [DrawCard()] if state.deck else []
        out += [
            ClaimRoute(route)
            for r, route in enumerate(t.route_ids)
            if state.owner[r] is None and hand[t.color[r]] >= t.length[r]
        ]
        return out

    # ------------------------------------------------------------------ the frame's hooks
    def copy(self, state: BranchLineState) -> BranchLineState:
        return state.copy()

    # ------------------------------------------------------------------ handlers
    @handles(DrawCard)
    def _draw(self, s: BranchLineState, action: DrawCard) -> Step:
        seat = s.turn
        assert seat is not None  # the frame refused a finished game
        if not s.deck:
            raise IllegalActionError(BranchLineRefusal.DECK_EMPTY)
        card, s.deck = s.deck[0], s.deck[1:]
        s.hands = _with(s.hands, seat, _add(s.hands[seat], card, 1))
        events: list[Event] = [
            CardDrawn(seat, COLOURS[card], audience=(seat,)),
            CardDrawnBlind(seat, hidden_from=(seat,)),
        ]
        events += self._end_turn(s, seat)
        return Step(s, tuple(events), revealed=True)

    @handles(ClaimRoute)
    def _claim(self, s: BranchLineState, action: ClaimRoute) -> Step:
        seat = s.turn
        assert seat is not None  # the frame refused a finished game
        t = s.t
        r = t.route_index.get(action.route) if isinstance(action.route, str) else None
        if r is None:
            raise IllegalActionError(BranchLineRefusal.NO_SUCH_ROUTE)
        if s.owner[r] is not None:
            raise IllegalActionError(BranchLineRefusal.ROUTE_TAKEN)
        color, length = t.color[r], t.length[r]
        if s.hands[seat][color] < length:
            raise IllegalActionError(BranchLineRefusal.NOT_ENOUGH_CARDS, n=length)
        s.hands = _with(s.hands, seat, _add(s.hands[seat], color, -length))
        s.discard = _add(s.discard, color, length)
        s.owner = _with(s.owner, r, seat)
        s.route_points = _with(s.route_points, seat, s.route_points[seat] + t.points[r])
        events: list[Event] = [
            RouteClaimed(seat, action.route, COLOURS[color], length, t.points[r])
        ]
        events += self._end_turn(s, seat)
        return Step(s, tuple(events))

    @staticmethod
    def _end_turn(s: BranchLineState, seat: int) -> list[Event]:
        """The next seat's turn, or the end: every route claimed, or the deck drawn out."""
        if all(owner is not None for owner in s.owner):
            s.end = EndReason.ALL_ROUTES_CLAIMED
        elif not s.deck:
            s.end = EndReason.DECK_EMPTY
        if s.end is None:
            s.turn = (seat + 1) % s.players
            return []
        s.turn = None
        result = outcome(s.t, s)
        assert result is not None
        return [GameEnded(s.end, result.scores, result.winners)]

    # ------------------------------------------------------------------ results and views
    def outcome(self, state: BranchLineState) -> Outcome | None:
        return outcome(state.t, state)

    def view(self, state: BranchLineState, seat: int | None) -> BranchLineView:
        return build_view(state, seat)

    def determinize(self, view: View, rng: Rng) -> BranchLineState:
        return determinize(self.tables, cast(BranchLineView, view), rng)

    def state_json(self, state: BranchLineState) -> dict[str, Any]:
        return state.to_json()

    def check_invariants(self, state: BranchLineState) -> None:
        check_invariants(state)


def _rigged(t: Tables, rigged: object) -> tuple[list[int], list[int]]:
    """The cards rigged on top of the deck and the tickets dealt first (rules page,
    "Rigging"), as indices; ``InvalidConfigError`` for anything else."""
    if rigged is None:
        return [], []
    assert isinstance(rigged, Mapping)  # check_config refused anything else
    unknown = set(rigged) - {"deck", "tickets"}
    if unknown:
        raise InvalidConfigError(f"Branch Line rigs 'deck' and 'tickets', not {sorted(unknown)}")
    deck, tickets = rigged.get("deck", []), rigged.get("tickets", [])
    if not isinstance(deck, (list, tuple)) or any(card not in COLOURS for card in deck):
        raise InvalidConfigError(f"rigged 'deck' must list card colours ({', '.join(COLOURS)})")
    for colour in COLOURS:
        if list(deck).count(colour) > CARDS_PER_COLOUR:
            raise InvalidConfigError(f"the deck has only {CARDS_PER_COLOUR} {colour} cards")
    if not isinstance(tickets, (list, tuple)) or any(i not in t.ticket_index for i in tickets):
        raise InvalidConfigError("rigged 'tickets' must list ticket ids")
    if len(set(tickets)) != len(tickets):
        raise InvalidConfigError("rigged 'tickets' names a ticket twice")
    return [COLOURS.index(card) for card in deck], [t.ticket_index[i] for i in tickets]


def _add(counts: tuple[int, ...], index: int, n: int) -> tuple[int, ...]:
    return _with(counts, index, counts[index] + n)


def _with(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the one at ``index`` replaced."""
    return (*values[:index], value, *values[index + 1 :])


BRANCH_LINE = BranchLineGame()
