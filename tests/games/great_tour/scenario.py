"""Helpers for Great Tour scenario tests: rigged games, short action scripts, state set-ups."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.core import GameConfig
from tabletop.games.great_tour import (
    GREAT_TOUR,
    BeginJourney,
    CancelJourney,
    DrawCards,
    Pass,
    Pay,
    State,
)
from tabletop.games.great_tour import rules as R

G = GREAT_TOUR
BOARD = G.board
TOPO = G.topo


def new(players: int = 3, seed: int = 1, **rigged: Iterable[str]) -> State:
    """A new game; ``regular=[...]`` etc. fix the top of a deck (``tickets=[...]`` the rows)."""
    options: dict[str, Any] = {"rigged": {k: list(v) for k, v in rigged.items()}} if rigged else {}
    return G.new_state(GameConfig(players, options), seed)


def route(*nodes: str) -> tuple[str, ...]:
    """Segment ids along the nodes, e.g. ``route("MIL", "gen", "dij", "PAR")``."""
    out = []
    for a, b in zip(nodes, nodes[1:], strict=False):
        seg = next(s for s in BOARD.segments if {s.a, s.b} == {a, b})
        out.append(seg.id)
    return tuple(out)


def apply(state: State, action: Any) -> State:
    return G.apply(state, action).state


def draw(state: State, deck: str) -> State:
    return apply(state, DrawCards(deck))


def begin(state: State, ticket: str, *nodes: str) -> State:
    return apply(state, BeginJourney(ticket, nodes[0], nodes[-1], route(*nodes)))


def pay(state: State, *cards: str) -> State:
    for card in cards:
        state = apply(state, Pay(card))
    return state


def journey(state: State, ticket: str, nodes: Iterable[str], cards: Iterable[str]) -> State:
    return pay(begin(state, ticket, *nodes), *cards)


def hand(state: State, seat: int) -> dict[str, int]:
    return G.view(state, seat)["hand"]


def player(state: State, seat: int) -> dict[str, Any]:
    return G.view(state, None)["players"][seat]


def setup(state: State, **fields: Any) -> State:
    """A copy of ``state`` with some fields replaced (scenario set-ups only)."""
    twin = state.copy()
    for name, value in fields.items():
        setattr(twin, name, value)
    return twin


def give(state: State, seat: int, *cards: str, deck: str = "regular") -> State:
    """Move cards of the given types from ``deck`` into a hand (conserving every card)."""
    twin = state.copy()
    d = R.DECKS.index(deck)
    pile = list(twin.decks[d])
    hand_ = list(twin.hands[seat])
    for card in cards:
        code = d * G.tables.nt + G.tables.type_index[card]
        pile.remove(code)
        hand_[code] += 1
    twin.decks[d] = pile
    twin.hands[seat] = hand_
    return twin


__all__ = [
    "BOARD",
    "G",
    "TOPO",
    "BeginJourney",
    "CancelJourney",
    "DrawCards",
    "Pass",
    "Pay",
    "R",
    "apply",
    "begin",
    "draw",
    "give",
    "hand",
    "journey",
    "new",
    "pay",
    "player",
    "route",
    "setup",
]
