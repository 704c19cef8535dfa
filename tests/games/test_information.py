"""Information-leak tests: a seat's view and options never depend on what it cannot see.

``determinize`` builds a different full state consistent with seat k's view (hidden cards,
tiles and tickets re-dealt); if a view leaked any of that, the view from the re-dealt state
would differ. Legal actions must not differ either.
"""

from __future__ import annotations

import pytest

from tabletop.core import Rng, canonical_json
from tests.support.playout import random_playout

from .test_contract import CASES, GAMES


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_views_hold_only_what_the_seat_may_know(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    rng = Rng(99)
    hidden_changed = 0
    for step, (state, seat, _action, _nxt) in enumerate(random_playout(game, players, 3)):
        if step % 4:
            continue
        for viewer in range(players):
            view = game.view(state, viewer)
            other = game.determinize(view, rng)
            assert game.view(other, viewer) == view, f"seat {viewer}'s view leaks at {step}"
            if viewer == seat:
                assert list(game.legal_actions(other)) == list(game.legal_actions(state))
            if canonical_json(game.state_json(other)) != canonical_json(game.state_json(state)):
                hidden_changed += 1
    # The test only means something if re-dealing really changed hidden things.
    assert hidden_changed > 0


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_spectator_sees_no_hand(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    for step, (state, _seat, _action, _nxt) in enumerate(random_playout(game, players, 4)):
        if step % 7:
            continue
        view = game.view(state, None)
        assert not view.get("hand"), "a spectator view must not show a hand"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_each_secret_event_has_a_public_twin_hidden_from_its_audience(game_id, players):
    """Others learn that something happened; the secret's owner does not see it twice."""
    game = GAMES[game_id]
    secrets = 0
    state = None
    for state, _seat, action, _nxt in random_playout(game, players, 6):
        events = game.apply(state, action).events
        for event in events:
            if event.audience is None:
                continue
            secrets += 1
            twins = [e for e in events if e.hidden_from == event.audience]
            assert twins, f"{type(event).__name__} has no public twin"
            for viewer in event.audience:
                assert not any(t.visible_to(viewer) for t in twins)
            assert all(t.visible_to(None) for t in twins)
    assert secrets > 0
