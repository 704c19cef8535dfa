"""Golden games: whole recorded games replay to exactly the recorded results.

They pin the rules' behaviour end to end (scoring, tickets, bonuses, tie-breaks). After an
intentional rules change, regenerate with ``python tools/make_golden.py`` and say why.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import GameConfig, digest
from tabletop.games import GAMES, action_from_json
from tests.support.paths import GOLDEN

FILES = sorted(GOLDEN.glob("*.json"))


def test_every_game_has_a_golden_game() -> None:
    assert {json.loads(f.read_text())["game"] for f in FILES} == set(GAMES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_game_replays_to_its_recorded_result(path: Path) -> None:
    doc = json.loads(path.read_text())
    game = GAMES[doc["game"]]
    state = game.new_state(GameConfig(doc["players"], doc["options"]), doc["seed"])
    for entry in doc["log"]:
        assert game.to_act(state) == entry["seat"]
        state = game.apply(state, action_from_json(doc["game"], entry["action"])).state
    outcome = game.outcome(state)
    assert outcome is not None, "the recorded game must end"
    assert list(outcome.scores) == doc["scores"]
    assert list(outcome.winners) == doc["winners"]
    assert [dict(b) for b in outcome.breakdown] == doc["breakdown"]
    # Each score is the sum of its breakdown.
    assert [sum(b.values()) for b in outcome.breakdown] == doc["scores"]
    assert digest(game.state_json(state)) == doc["state_digest"]
