"""Ticket to Ride's learned evaluation: the shipped weights, the features a seat's row reads,
and where the levels use it."""

from __future__ import annotations

import math

import pytest

from tabletop.ai.learned import LearnedEvaluation, WeightsError, shipped
from tabletop.core import GameConfig, Rng
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, TtrGame, TtrState
from tabletop.games.ttr.features import FEATURES, TtrFeatures
from tabletop.games.ttr.knowledge import TtrKnowledge, learned_module
from tabletop.games.ttr.levels import TtrExpertAgent, TtrStrongAgent
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.style import SEARCH


def _turns(game: TtrGame, players: int, seed: int) -> list[TtrState]:
    """The states at the start of each turn of a game the searching policy plays."""
    knowledge = TtrKnowledge(game, SEARCH)
    state = game.new_state(GameConfig(players), seed)
    turns = []
    while state.result is None:
        if state.pending is None and not state.setup:
            turns.append(state)
        state = game.apply(state, knowledge.policy.best(Position.of_state(state))).state
    return turns


@pytest.mark.parametrize("players", [4, 5])
def test_the_shipped_europe_weights_load_and_share_the_win(players: int) -> None:
    weights = shipped(learned_module(TTR_EUROPE.spec.id), FEATURES)
    assert weights is not None
    model = weights.model(players)
    assert model is not None
    features = TtrFeatures(TtrKnowledge(TTR_EUROPE, SEARCH).evaluator)
    for state in _turns(TTR_EUROPE, players, seed=3)[::10]:
        shares = model.shares(features.rows(state), features.phase(state))
        assert len(shares) == players
        assert math.isclose(sum(shares), 1.0)
        assert all(0.0 < share < 1.0 for share in shares)


def test_the_shipped_paris_weights_are_for_two_players_only() -> None:
    """``python -m tabletop.ai.train ttr_paris --players 2 …`` (docs/AI.md): three and four
    players have none, so there the hand-made evaluation judges."""
    weights = shipped(learned_module(TTR_PARIS.spec.id), FEATURES)
    assert weights is not None
    model = weights.model(2)
    assert model is not None and weights.model(3) is None and weights.model(4) is None
    features = TtrFeatures(TtrKnowledge(TTR_PARIS, SEARCH).evaluator)
    for state in _turns(TTR_PARIS, 2, seed=3)[::5]:
        shares = model.shares(features.rows(state), features.phase(state))
        assert math.isclose(sum(shares), 1.0)
        assert all(0.0 < share < 1.0 for share in shares)


def test_the_shipped_weights_are_a_few_kilobytes_of_plain_data() -> None:
    from importlib import import_module

    for game in (TTR_EUROPE, TTR_PARIS):
        module = learned_module(game.spec.id)
        path = TtrGame.__module__  # the weights ship beside the engine, in the game's package
        assert module.rsplit(".", 1)[0] == path.rsplit(".", 1)[0]
        source = import_module(module).__file__
        assert source is not None
        with open(source, encoding="utf-8") as file:
            assert len(file.read()) < 8_000


def test_weights_fitted_on_other_features_are_refused_with_the_command_to_retrain() -> None:
    data = {
        "game": "ttr_europe",
        "features": ["points", "hand"],
        "models": {"4": {"at_end": [1.0, 0.0], "per_phase": [0.0, 0.0]}},
    }
    with pytest.raises(WeightsError, match="python -m tabletop.ai.train ttr_europe"):
        LearnedEvaluation.from_data(data, FEATURES)


@pytest.mark.parametrize(
    "models",
    [[1.0], {"4": {"at_end": [1.0]}}, {"4": {"at_end": [1.0], "per_phase": [0.0]}}],
)
def test_malformed_weights_are_refused(models: object) -> None:
    data = {"game": "ttr_europe", "features": list(FEATURES), "models": models}
    with pytest.raises(WeightsError):
        LearnedEvaluation.from_data(data, FEATURES)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_seats_features_read_only_what_that_seat_sees(players: int) -> None:
    """Re-deal everything hidden from a seat (the rivals' cards and tickets, the deck): its
    row of features stays the same, to the last digit."""
    game = TTR_EUROPE
    features = TtrFeatures(TtrKnowledge(game, SEARCH).evaluator)
    turns = _turns(game, players, seed=11)
    redealt_differently = 0
    for state in turns[len(turns) // 8 :: max(1, len(turns) // 8)]:
        for seat in range(players):
            row = features.rows(state)[seat]
            for redeal in range(3):
                other = game.determinize(game.view(state, seat), Rng(100 + redeal))
                if other.hands != state.hands or other.tickets != state.tickets:
                    redealt_differently += 1
                assert features.rows(other)[seat] == row
    assert redealt_differently > 0  # the hidden cards really were different


def _middle_turn(players: int, game: TtrGame = TTR_EUROPE) -> TtrState:
    """A turn in the middle of a game: every seat holds more than 15 pieces (Paris: 5)."""
    least = 15 if game is TTR_EUROPE else 5
    turns = [t for t in _turns(game, players, seed=5) if min(t.pieces) > least]
    return turns[len(turns) // 2]


@pytest.mark.parametrize(
    ("game", "players"),
    [(TTR_EUROPE, 2), (TTR_EUROPE, 4), (TTR_EUROPE, 5), (TTR_PARIS, 2)],
    ids=["europe-2", "europe-4", "europe-5", "paris-2"],
)
@pytest.mark.parametrize("level", [TtrStrongAgent, TtrExpertAgent])
def test_the_levels_judge_by_the_learned_evaluation_only_where_measured_better(
    level: type[TtrStrongAgent], game: TtrGame, players: int
) -> None:
    """Searching the middle of a 4-player game with the learned evaluation was not shown
    better than leaving it to the policy (docs/AI_RESULTS.md, "Round seven"), nor judging
    2-player Paris by it (both levels gained alike, docs/AI.md): the levels never use it."""
    state = _middle_turn(players, game)
    agent = level(game)
    agent.choose(game.view(state, state.current), game.legal_actions(state), Rng(1), math.inf)
    assert agent.knowledge.learned is False


def _assert_judged_by_the_learned_weights(agent: TtrStrongAgent, state: TtrState) -> None:
    """``agent`` searches ``state``'s turn and judges its unfinished play-outs by the learned
    weights of the table size, to the last digit."""
    game = agent.game
    players = len(state.pieces)
    view, legal = game.view(state, state.current), game.legal_actions(state)
    judged: list[TtrState] = []
    evaluate = agent.knowledge.evaluate

    def spy(world: TtrState) -> list[float]:
        judged.append(world)
        return list(evaluate(world))

    agent.knowledge.evaluate = spy  # type: ignore[method-assign, assignment]
    agent.choose(view, legal, Rng(1), math.inf)
    assert agent.last_report is not None
    assert agent.knowledge.learned is True
    weights = agent.knowledge.weights
    assert weights is not None
    model = weights.model(players)
    assert model is not None
    unfinished = [w for w in judged if w.result is None]
    assert unfinished
    features = agent.knowledge.features
    for world in unfinished[:5]:
        assert evaluate(world) == model.shares(features.rows(world), features.phase(world))


def test_with_middle_learned_the_middle_of_a_four_player_game_is_searched_by_it() -> None:
    """The arena's knob (``strong{middle_learned=(True,False)}``): the middle turns, left to
    the policy otherwise, are searched, the play-outs judged by the learned weights."""
    game = TTR_EUROPE
    state = _middle_turn(4)
    view, legal = game.view(state, state.current), game.legal_actions(state)
    plain = TtrStrongAgent(game)
    plain.choose(view, legal, Rng(1), math.inf)
    assert plain.last_report is None  # the policy's turn: nothing searched
    agent = TtrStrongAgent(game)
    agent.middle_learned = (True, False)
    _assert_judged_by_the_learned_weights(agent, state)


def test_with_learned_turns_a_two_player_paris_turn_is_judged_by_it() -> None:
    """The arena's knob (``strong{learned_turns=(False,True)}``): a 2-player Paris turn is
    searched as always, its unfinished play-outs judged by the learned weights."""
    agent = TtrStrongAgent(TTR_PARIS)
    agent.learned_turns = (False, True)
    _assert_judged_by_the_learned_weights(agent, _middle_turn(2, TTR_PARIS))
