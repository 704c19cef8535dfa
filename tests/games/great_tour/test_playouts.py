"""Random playouts at 3–6 players: invariants at every step, and the view contract."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.core import Action, Rng, Step
from tabletop.games.great_tour import BeginJourney, DrawCards, Pay, State
from tabletop.games.great_tour.events import CardsDrawn, CardsDrawnBlind
from tests.support.playout import random_playout

from .scenario import G, R


def _playout(players: int, seed: int) -> Iterator[tuple[State, Action, Step]]:
    """The shared random playout, with each action's step (its events, what it revealed)."""
    for state, _seat, action, after in random_playout(G, players, seed):
        step = G.apply(state, action)
        assert G.state_json(step.state) == G.state_json(after)  # apply is deterministic
        yield state, action, step


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout_conserves_cards_tokens_and_tickets(players: int, seed: int) -> None:
    journeys = 0
    final = None
    for state, action, step in _playout(players, seed):
        G.check_invariants(step.state)  # 150 cards, 50 tokens, every ticket once
        seat = state.to_act
        if isinstance(action, DrawCards):
            assert step.revealed
            private = [e for e in step.events if isinstance(e, CardsDrawn)]
            public = [e for e in step.events if isinstance(e, CardsDrawnBlind)]
            assert private[0].audience == (seat,) and public[0].audience is None
            assert len(private[0].cards) == public[0].count >= 1
        elif isinstance(action, BeginJourney):
            assert not step.revealed
            journeys += 1
        elif isinstance(action, Pay):
            assert step.revealed == (
                step.state.journey is None
                and bool(state.pile)
                and state.journey is not None
                and state.journey.ticket >= 0
            )
        final = step.state
    assert final is not None and G.outcome(final) is not None
    assert journeys > 0
    # The game ended by the final round (or everyone passing) with every seat scored.
    outcome = G.outcome(final)
    assert all(set(b) == {"tickets", "bonuses", "cards"} for b in outcome.breakdown)


@pytest.mark.parametrize("players", [3, 6])
def test_views_follow_the_rules_page(players: int) -> None:
    """The values a view's fields hold (its keys: tests/games/test_view_fields.py)."""
    for n, (state, _seat, _action, _after) in enumerate(random_playout(G, players, 7)):
        if n % 25:
            continue
        for seat in [*range(players), None]:
            view = G.view(state, seat)
            assert set(view["decks"]) == set(R.DECKS)
            assert len(view["players"]) == players
            for p in view["players"]:
                assert set(p["tokens"]) == set(G.topo.cities)
            assert set(view["bonuses"]) == {
                *(R.frequent_traveller(c) for c in G.topo.cities),
                R.FIRST_ALL_FIVE,
                R.MOST_TOKENS,
            }
            if seat is None:
                assert view["hand"] == {}
            else:
                assert sum(view["hand"].values()) == view["players"][seat]["hand_size"]
            if view["journey"] is not None:
                assert set(view["journey"]) >= {"ticket", "start", "destination", "path", "paid"}


@pytest.mark.parametrize("players", [3, 5])
def test_determinize_redeals_only_what_the_seat_cannot_see(players: int) -> None:
    rng = Rng(5)
    changed = 0
    for n, (state, _seat, _action, _after) in enumerate(random_playout(G, players, 9)):
        if n % 10:
            continue
        seat = G.to_act(state)
        view = G.view(state, seat)
        other = G.determinize(view, rng)
        G.check_invariants(other)
        assert G.view(other, seat) == view
        assert G.legal_actions(other) == G.legal_actions(state)
        if G.state_json(other) != G.state_json(state):
            changed += 1
        # Play on from the possible world: it must stay legal.
        legal = G.legal_actions(other)
        G.apply(other, legal[rng.below(len(legal))])
    assert changed > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_soak_many_random_games(players: int) -> None:
    for seed in range(100, 140):
        final = None
        for _state, _seat, _action, after in random_playout(G, players, seed):
            G.check_invariants(after)
            final = after
        assert final is not None and G.outcome(final) is not None
