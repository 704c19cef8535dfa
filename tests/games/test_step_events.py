"""``apply`` tells every game's events exactly as before play-outs stopped building them
(issue 28, item 1: ``advance`` builds none in the engines that take ``record``)."""

from __future__ import annotations

import hashlib

import pytest

from tabletop.core import GameConfig
from tabletop.games import GAMES
from tabletop.play.runner import play_game

#: (game, players) and the digest of every step's action, events and ``revealed`` flag over a
#: greedy game (seed 21), recorded with the engines before ``advance`` existed (main at
#: 6a4a43d), where every step built its events.
DIGESTS = [
    ("branch_line", 2, "7a6d712d37970d96"),
    ("branch_line", 4, "28927ff1d30e26e5"),
    ("great_tour", 3, "d71def3e8c26e3a6"),
    ("great_tour", 6, "afa32a8732449070"),
    ("metro", 2, "1c040169e6e44cc9"),
    ("metro", 6, "56fae1199999ec50"),
    ("ttr_europe", 2, "258b47215ce3fb9e"),
    ("ttr_europe", 5, "a8307e80ae2b018a"),
    ("ttr_paris", 2, "4c51fa124c974670"),
    ("ttr_paris", 4, "a3d73d3057f03d47"),
]


def test_every_game_is_pinned() -> None:
    assert {game_id for game_id, _players, _digest in DIGESTS} == set(GAMES)


@pytest.mark.parametrize(("game_id", "players", "expected"), DIGESTS)
def test_apply_tells_the_same_events_as_before(game_id: str, players: int, expected: str) -> None:
    game = GAMES[game_id]
    digest = hashlib.sha256()
    state = game.new_state(GameConfig(players), 21)
    for _seat, action in play_game(game_id, ["greedy"] * players, 21).log:
        step = game.apply(state, action)
        digest.update(repr((action, step.events, step.revealed)).encode())
        state = step.state
    assert game.outcome(state) is not None
    assert digest.hexdigest()[:16] == expected
