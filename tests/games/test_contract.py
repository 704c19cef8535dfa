"""The contract, checked over the whole registry: random playouts at every player count."""

from __future__ import annotations

import dataclasses
import json
from typing import ClassVar

import pytest

from tabletop.core import (
    Action,
    Engine,
    GameConfig,
    IllegalActionError,
    InvalidActionError,
    InvalidConfigError,
    Outcome,
    Step,
    canonical_json,
    handles,
    to_json,
)
from tabletop.games import GAMES, action_from_json, descriptor
from tests.support.playout import random_playout

CASES = [
    (game_id, players)
    for game_id, game in GAMES.items()
    for players in range(game.spec.min_players, game.spec.max_players + 1)
]
#: The default suite plays the first seed at every game and player count (the lean version);
#: the second seed's playouts, other paths through the same rules, run in the slow set.
SEEDS = (pytest.param(1, id="seed1"), pytest.param(2, id="seed2-slow", marks=pytest.mark.slow))


@pytest.mark.parametrize(("game_id", "players"), CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_keeps_the_contract(game_id: str, players: int, seed: int) -> None:
    game = GAMES[game_id]
    check_invariants = game.check_invariants
    final = None
    for state, seat, action, nxt in random_playout(game, players, seed):
        before = canonical_json(game.state_json(state))
        legal = game.legal_actions(state)
        assert legal, "legal actions must not be empty before the end"
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        assert game.to_act(state) == seat
        assert game.outcome(state) is None
        # Actions survive their JSON form (the save format).
        data = json.loads(json.dumps(to_json(action)))
        assert action_from_json(game_id, data) == action
        # Views are plain JSON for every seat and the spectator.
        for viewer in [*range(players), None]:
            view = game.view(state, viewer)
            assert json.loads(json.dumps(view)) == view
            assert view["game"] == game_id and view["seat"] == viewer
            assert view["to_act"] == seat
        check_invariants(nxt)
        # apply never mutates its input.
        assert canonical_json(game.state_json(state)) == before
        final = nxt
    # random_playout fails by itself past max_actions; here the game must have really ended.
    assert final is not None and game.to_act(final) is None
    assert list(game.legal_actions(final)) == [], "an ended game still offers actions"
    outcome = game.outcome(final)
    assert isinstance(outcome, Outcome)
    assert len(outcome.scores) == players == len(outcome.breakdown)
    assert outcome.winners and set(outcome.winners) <= set(range(players))
    top = max(outcome.scores)
    assert all(outcome.scores[w] == top for w in outcome.winners)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_replaying_the_log_reproduces_the_state(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    log = []
    final = None
    for _state, _seat, action, nxt in random_playout(game, players, 11):
        log.append(action)
        final = nxt
    state = game.new_state(GameConfig(players), 11)
    for action in log:
        state = game.apply(state, action).state
    assert canonical_json(game.state_json(state)) == canonical_json(game.state_json(final))


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_advance_reaches_the_state_apply_reaches_at_every_step(game_id: str, players: int) -> None:
    """``advance`` (a play-out's step: no events) and ``apply`` share the rules."""
    game = GAMES[game_id]
    for state, _seat, action, nxt in random_playout(game, players, 13):
        before = canonical_json(game.state_json(state))
        quiet = game.advance(state, action)
        assert canonical_json(game.state_json(quiet)) == canonical_json(game.state_json(nxt))
        assert canonical_json(game.state_json(state)) == before


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_actions_not_legal_now_are_refused_and_change_nothing(game_id: str, players: int):
    game = GAMES[game_id]
    seen: dict[object, None] = {}
    refused = 0
    for step, (state, _seat, _action, _nxt) in enumerate(random_playout(game, players, 5)):
        legal = set(game.legal_actions(state))
        if step % 3 == 0:
            before = canonical_json(game.state_json(state))
            for old in list(seen)[-40:]:
                if old in legal:
                    continue
                with pytest.raises((IllegalActionError, InvalidActionError)) as info:
                    game.apply(state, old)
                if isinstance(info.value, IllegalActionError):
                    assert info.value.reason and info.value.message
                with pytest.raises(type(info.value)) as quiet:  # a play-out's step, alike
                    game.advance(state, old)
                assert str(quiet.value) == str(info.value)
                refused += 1
            assert canonical_json(game.state_json(state)) == before
        seen.update(dict.fromkeys(legal))
    assert refused > 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_breakdown_is_the_games_own_score_parts_each_titled_and_explained(
    game_id: str,
) -> None:
    """The engine names a score's parts with its descriptor's ``ScorePart`` members, which the
    game-over screen and the history read; every part says what it is and where its points
    come from."""
    parts = descriptor(game_id).score_parts
    game = GAMES[game_id]
    final = None
    for _state, _seat, _action, nxt in random_playout(game, game.spec.min_players, 3):
        final = nxt
    outcome = game.outcome(final)
    assert outcome is not None
    for breakdown in outcome.breakdown:
        assert breakdown and all(type(key) is parts for key in breakdown), breakdown
    for part in parts:
        assert part.label() and part.explanation().endswith("."), part


@pytest.mark.parametrize("game_id", list(GAMES))
def test_bad_configs_are_refused(game_id: str) -> None:
    game = GAMES[game_id]
    spec = game.spec
    for players in (spec.min_players - 1, spec.max_players + 1):
        with pytest.raises(InvalidConfigError):
            game.new_state(GameConfig(players), 1)
    with pytest.raises(InvalidConfigError):
        game.new_state(GameConfig(spec.min_players, {"no_such_option": 1}), 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_malformed_action_json_is_an_invalid_action(game_id: str) -> None:
    for data in (None, [], {"kind": "no_such_kind"}, {"no": "kind"}, "text", 3):
        with pytest.raises(InvalidActionError):
            action_from_json(game_id, data)
    # Every kind refuses a missing field or an extra one.
    for kind, cls in GAMES[game_id].action_types.items():
        with pytest.raises(InvalidActionError):
            action_from_json(game_id, {"kind": kind, "unexpected_field": 1})
        if dataclasses.fields(cls):  # (__dataclass_fields__ also lists the ClassVar kind)
            with pytest.raises(InvalidActionError):
                action_from_json(game_id, {"kind": kind})


def test_an_engine_that_says_quiet_handlers_but_has_a_deaf_handler_is_refused_at_once() -> None:
    """A handler ``advance`` could not tell ``record=False`` would fail only in a play-out;
    the class is refused when it is made instead."""

    @dataclasses.dataclass(frozen=True)
    class Poke(Action):
        kind: ClassVar[str] = "poke"

    class Listens(Engine[int]):
        quiet_handlers = True

        @handles(Poke)
        def _poke(self, s: int, action: Poke, *, record: bool = True) -> Step:
            return Step(s)

    assert Listens._handler_names == {Poke: "_poke"}
    with pytest.raises(TypeError, match="_poke"):

        class Deaf(Engine[int]):
            quiet_handlers = True

            @handles(Poke)
            def _poke(self, s: int, action: Poke) -> Step:
                return Step(s)
