"""Conservation rules every state keeps (run by the contract tests after every step)."""

from __future__ import annotations

from . import rules as R
from .scoring import outcome
from .state import State
from .tables import Tables


def check_invariants(tables: Tables, state: State) -> None:
    """Every card, ticket and token counted exactly once; coaches and scores consistent."""
    nt = tables.nt
    n = state.players
    decks = len(R.DECKS)
    counted = [0] * (decks * nt)
    for pile in (*state.decks, *state.discards):
        for code in pile:
            counted[code] += 1
    for hand in state.hands:
        assert all(k >= 0 for k in hand), "negative card count in a hand"
        for code, k in enumerate(hand):
            counted[code] += k
    if state.journey is not None:
        for code in state.journey.paid:
            counted[code] += 1
    expected = [0] * (decks * nt)
    for d, contents in enumerate(tables.contents):
        for t in contents:
            expected[tables.code(d, t)] += 1
    assert counted == expected, "cards are not conserved (decks, discards, hands, payment)"
    for d in range(decks):
        assert all(tables.deck_of(code) == d for code in (*state.decks[d], *state.discards[d])), (
            "a card is in another deck's pile"
        )
    taken = [t for ts in state.tickets for t in ts]
    tickets = [*state.active, *state.future, *state.pile, *state.removed, *taken]
    assert sorted(tickets) == list(range(len(tables.ticket_ids))), "tickets not conserved"
    assert len(state.active) <= R.ACTIVE_ROW and len(state.future) <= n
    assert state.blank_left + sum(state.blanks) == R.BLANK_TICKETS, "blank tickets"
    for i in range(tables.nc):
        held = sum(t[i] for t in state.tokens)
        assert held + state.supply[i] == R.TOKENS_PER_CITY, "city tokens not conserved"
        holder = state.frequent[i]
        if holder >= 0:
            assert state.tokens[holder][i] >= R.FREQUENT_TRAVELLER_TOKENS
            assert all(t[i] <= state.tokens[holder][i] for t in state.tokens)
    for p in range(n):
        assert len(state.coaches[p]) <= R.SMALL_COACHES
        assert (state.city[p] < 0) == (not state.coaches[p]), "big and small coaches"
        assert len(state.tickets[p]) == sum(state.tokens[p]) or any(s == 0 for s in state.supply), (
            "one city token per active-ticket journey"
        )
    if state.over:
        result = outcome(tables, state)
        assert result is not None
        for score, parts in zip(result.scores, result.breakdown, strict=True):
            assert score == sum(parts.values()), "a score is not the sum of its parts"


__all__ = ["check_invariants"]
