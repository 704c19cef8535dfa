"""Helpers for Great Tour scenario tests: rigged games, short action scripts, state set-ups."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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
from tests.support.scenario import act

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
    """The shared scenario step: the action was offered, the input is untouched and the
    invariants hold."""
    result: State = act(G, state, action)
    return result


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


def stow_cards(
    state: State, keep: Mapping[str, Iterable[str]] | None = None, seat: int = -1
) -> State:
    """A copy whose decks hold only ``keep`` (deck name → card types, the last on top) and
    whose discard piles are empty: every other card goes to ``seat``'s hand (the last seat by
    default, out of the way of the seat a test plays), so every card is still counted once."""
    twin = state.copy()
    keep = keep or {}
    sink = list(twin.hands[seat])
    for d, deck in enumerate(R.DECKS):
        pile = [*twin.decks[d], *twin.discards[d]]
        kept = []
        for card in keep.get(deck, ()):
            code = d * G.tables.nt + G.tables.type_index[card]
            pile.remove(code)
            kept.append(code)
        for code in pile:
            sink[code] += 1
        twin.decks[d], twin.discards[d] = kept, []
    twin.hands[seat] = sink
    return twin


def no_tickets_left(state: State, seat: int = -1) -> State:
    """A copy where no journey can begin: every ticket of the rows and the pile is out of play
    and the blank tickets are all taken (by ``seat``)."""
    twin = state.copy()
    twin.removed = [*twin.removed, *twin.active, *twin.future, *twin.pile]
    twin.active, twin.future, twin.pile = [], [], []
    blanks = list(twin.blanks)
    blanks[seat] += twin.blank_left
    twin.blanks, twin.blank_left = blanks, 0
    return twin


def past_journeys(state: State, seat: int, city: str, count: int) -> State:
    """A copy where ``seat`` has already ended ``count`` journeys in ``city``: its tokens
    come from the supply and the tickets it took from the bottom of the pile."""
    twin = state.copy()
    c = TOPO.city_index[city]
    tokens = [list(row) for row in twin.tokens]
    tokens[seat][c] += count
    supply = list(twin.supply)
    supply[c] -= count
    taken, twin.pile = twin.pile[:count], twin.pile[count:]
    tickets = list(twin.tickets)
    tickets[seat] = (*tickets[seat], *taken)
    twin.tokens, twin.supply, twin.tickets = tokens, supply, tickets
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
    "no_tickets_left",
    "past_journeys",
    "pay",
    "player",
    "route",
    "setup",
    "stow_cards",
]
