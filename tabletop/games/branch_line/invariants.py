"""The conservation rules every Branch Line state keeps (run after every step of random
playouts): every card counted once (hands, deck, discard pile), every ticket once (dealt or
set aside), the discard pile exactly what the claimed routes cost, route points exactly what
they are worth, and the game over exactly when its end has come."""

from __future__ import annotations

from .rules import CARDS_PER_COLOUR, COLOURS
from .state import BranchLineState


def check_invariants(state: BranchLineState) -> None:
    """Raise ``AssertionError`` when ``state`` breaks a conservation rule."""
    t = state.t
    for c in range(len(COLOURS)):
        held = sum(hand[c] for hand in state.hands)
        counted = held + state.deck.count(c) + state.discard[c]
        assert counted == CARDS_PER_COLOUR, f"{COLOURS[c]}: {counted} cards"
        paid = sum(
            t.length[r] for r, o in enumerate(state.owner) if o is not None and t.color[r] == c
        )
        assert state.discard[c] == paid, f"{COLOURS[c]}: discard {state.discard[c]} != {paid}"
    assert sorted((*state.tickets, *state.box)) == list(range(len(t.ticket_ids)))
    assert len(state.tickets) == state.players and list(state.box) == sorted(state.box)
    for seat in range(state.players):
        worth = sum(t.points[r] for r, o in enumerate(state.owner) if o == seat)
        assert state.route_points[seat] == worth, f"seat {seat}: {state.route_points[seat]}"
    every_route = all(o is not None for o in state.owner)
    assert (state.turn is None) == (every_route or not state.deck)
    assert (state.turn is None) == (state.end is not None)
