"""A play-out's steps build no events (issue 28, item 1): ``advance`` gives the state ``apply``
gives, refused alike, and ``apply`` still tells every event it told before the change."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from tabletop.core import GameConfig, IllegalActionError, Rng, canonical_json
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, ClaimRoute, DrawFaceUp, Pass, TtrGame
from tabletop.games.ttr.knowledge import TtrKnowledge
from tabletop.games.ttr.style import SEARCH

#: (game, players, seed, the policy plays: else random legal actions) and the digest of every
#: step's action, events and ``revealed`` flag, recorded with the engine before ``advance``
#: existed (main at 6a4a43d), where every step built its events.
EVENT_DIGESTS = [
    (TTR_EUROPE, 2, 1, True, "3651317969fd6a4c"),
    (TTR_EUROPE, 2, 1, False, "60529d75280bd32c"),
    (TTR_EUROPE, 5, 2, True, "8110718e958c7b5b"),
    (TTR_EUROPE, 5, 2, False, "50b6f3bbf9730e04"),
    (TTR_PARIS, 2, 3, True, "bcc9fbbeb9a4dea2"),
    (TTR_PARIS, 2, 3, False, "7587a2431741d841"),
    (TTR_PARIS, 4, 4, True, "64f52265eac9aeb9"),
    (TTR_PARIS, 4, 4, False, "e1d2a2d4c9c77b36"),
]


def _game_with_both_paths(
    game: TtrGame, players: int, seed: int, policy: bool
) -> tuple[str, Counter[str]]:
    """Plays a whole game by ``apply``, checking ``advance`` against it at every step; returns
    the digest of the steps and the count of each kind of event told."""
    state = game.new_state(GameConfig(players), seed)
    knowledge = TtrKnowledge(game, SEARCH)
    rng = Rng(seed)
    digest = hashlib.sha256()
    kinds: Counter[str] = Counter()
    while state.result is None:
        if policy:
            action = knowledge.playout_action(state, (), rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.below(len(legal))]
        before = canonical_json(game.state_json(state))
        quiet = game.advance(state, action)
        step = game.apply(state, action)
        assert canonical_json(game.state_json(quiet)) == canonical_json(game.state_json(step.state))
        assert canonical_json(game.state_json(state)) == before, "advance changed its input"
        digest.update(repr((action, step.events, step.revealed)).encode())
        kinds.update(type(event).__name__ for event in step.events)
        state = step.state
    return digest.hexdigest()[:16], kinds


@pytest.mark.parametrize(("game", "players", "seed", "policy", "expected"), EVENT_DIGESTS)
def test_advance_gives_applys_state_and_apply_tells_the_same_events_as_before(
    game: TtrGame, players: int, seed: int, policy: bool, expected: str
) -> None:
    digest, kinds = _game_with_both_paths(game, players, seed, policy)
    assert digest == expected
    assert kinds["GameEnded"] == 1 and kinds["RouteClaimed"] > 0


def test_the_pinned_games_tell_every_kind_of_event_a_play_out_skips() -> None:
    """The digests above cover the event sites ``advance`` skips: tunnels, reshuffles, the
    Paris flags, stations, passes and the row's reset all happen in those games."""
    told: Counter[str] = Counter()
    for game, players, seed, policy, _expected in EVENT_DIGESTS:
        told += _game_with_both_paths(game, players, seed, policy)[1]
    for kind in (
        "TunnelCardsRevealed",
        "TunnelPaid",
        "DeckReshuffled",
        "FaceUpCardTurned",
        "FlagCardKept",
        "FlagSetScored",
        "StationBuilt",
        "TicketsKept",
        "DrawEnded",
        "FinalRoundStarted",
        "TurnStarted",
    ):
        assert told[kind] > 0, kind


def test_advance_refuses_as_apply_does() -> None:
    """By the frame (a pending sub-step) and by a handler (a payment the hand cannot make)."""
    game = TTR_EUROPE
    setup = game.new_state(GameConfig(3), 5)  # the starting tickets are to be kept first
    state = setup
    while state.setup:
        state = game.apply(state, game.legal_actions(state)[0]).state
    route = game.tables.route_ids[0]
    for at, action in (
        (setup, DrawFaceUp(0)),
        (setup, Pass()),
        (state, ClaimRoute(route, None, 0)),  # all wild with no wild named
        (state, ClaimRoute(route, "locomotive", 1)),  # a wild is no colour
    ):
        with pytest.raises(IllegalActionError) as by_apply:
            game.apply(at, action)
        with pytest.raises(IllegalActionError) as by_advance:
            game.advance(at, action)
        assert by_advance.value.reason == by_apply.value.reason
        assert by_advance.value.params == by_apply.value.params
