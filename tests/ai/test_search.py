"""The generic information-set search (``tabletop.ai.search``) on a toy game with known answers."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import pytest

from tabletop.ai.knowledge import PlainKnowledge
from tabletop.ai.search import UNTIMED, InformationSetSearch, SearchAgent, SearchSettings
from tabletop.core import Action, GameConfig, Rng

from .toys import Nim, Take


def _search(pile: int, **settings: Any) -> tuple[Nim, InformationSetSearch]:
    game = Nim(pile)
    return game, InformationSetSearch(game, PlainKnowledge(game), SearchSettings(**settings))


def _decide(game: Nim, search: InformationSetSearch, seed: int = 1, **kw: Any):
    state = game.new_state(GameConfig(2), seed)
    return search.run(game.view(state, 0), game.legal_actions(state), Rng(seed), **kw)


@pytest.mark.parametrize(("pile", "best"), [(7, 3), (6, 2), (5, 1)])
def test_search_finds_the_winning_nim_move_with_every_seat_in_the_tree(pile, best) -> None:
    game, search = _search(pile, iterations=600, opponent_nodes=True)
    assert _decide(game, search).action == Take(best)


def test_search_finds_the_winning_move_against_a_policy_opponent() -> None:
    # Only the searching seat has tree nodes; the other seat plays random playout moves.
    game, search = _search(5, iterations=400, opponent_nodes=False)
    assert _decide(game, search).action == Take(1)


def test_a_fixed_iteration_budget_gives_the_same_search_from_the_same_seed() -> None:
    game, search = _search(9, iterations=150, opponent_nodes=True)
    first, second = (_decide(game, search, seed=5) for _ in range(2))
    assert first.iterations == second.iterations == 150
    assert first.edges == second.edges
    assert first.action == second.action
    assert sum(edge.visits for edge in first.edges) == 150


def test_different_seeds_sample_differently() -> None:
    game, search = _search(9, iterations=60, opponent_nodes=True)
    assert _decide(game, search, seed=5).edges != _decide(game, search, seed=6).edges


def test_a_time_budget_runs_for_about_that_long() -> None:
    game, search = _search(30, iterations=10, opponent_nodes=True)
    started = time.perf_counter()
    report = _decide(game, search, budget=0.15)
    elapsed = time.perf_counter() - started
    assert 0.15 <= elapsed < 1.0
    assert report.iterations > 10  # the fixed budget does not apply to a timed search


def test_should_stop_ends_the_search_after_the_current_iteration() -> None:
    game, search = _search(30, iterations=10_000, opponent_nodes=True)
    report = _decide(game, search, should_stop=lambda: True)
    assert report.iterations == 1


def test_a_single_legal_action_is_played_without_searching() -> None:
    game, search = _search(1, iterations=100)
    report = _decide(game, search)
    assert report.action == Take(1) and report.iterations == 0
    assert game.determinized == []


class _OneCandidate(PlainKnowledge):
    def candidates(self, state: Any, legal: Sequence[Action]) -> Sequence[Action]:
        return [legal[-1]]


def test_a_single_candidate_is_played_after_one_sample() -> None:
    game = Nim(9)
    search = InformationSetSearch(game, _OneCandidate(game), SearchSettings(iterations=100))
    report = _decide(game, search)
    assert report.action == Take(3) and report.iterations == 0
    assert len(game.determinized) == 1


class _Counting(PlainKnowledge):
    def __init__(self, game: Nim) -> None:
        super().__init__(game)
        self.evaluated = 0

    def evaluate(self, state: Any) -> Sequence[float]:
        self.evaluated += 1
        return [0.5, 0.5]


def test_a_cutoff_stops_playouts_and_asks_the_evaluation() -> None:
    game = Nim(40)
    knowledge = _Counting(game)
    search = InformationSetSearch(game, knowledge, SearchSettings(iterations=30, cutoff_turns=2))
    _decide(game, search)
    assert knowledge.evaluated == 30  # a 40-stone game never ends within two turns


def test_progressive_widening_looks_at_the_first_candidates_first() -> None:
    game, search = _search(30, iterations=3, widening=0.5, widen_base=1.0)
    report = _decide(game, search)
    # 1 · visits^0.5 → one candidate for the first three visits: only the first one is tried.
    assert [edge.action for edge in report.edges] == [Take(1)]


def test_every_sample_is_consistent_with_the_view_and_the_search_never_sees_the_state() -> None:
    game, search = _search(9, iterations=80, opponent_nodes=True)
    state = game.new_state(GameConfig(2), 3)
    view = game.view(state, 0)
    search.run(view, game.legal_actions(state), Rng(3))
    assert len(game.determinized) == 80
    assert all(sample.cards[0] == state.cards[0] for sample in game.determinized)
    assert {sample.cards[1] for sample in game.determinized} == {0, 1}  # re-dealt, not known


def test_a_spectator_cannot_choose() -> None:
    game, search = _search(9, iterations=10)
    state = game.new_state(GameConfig(2), 1)
    with pytest.raises(ValueError, match="spectator"):
        search.run(game.view(state, None), game.legal_actions(state), Rng(1))


def test_the_search_agent_plays_its_level_budget_untimed_and_reports() -> None:
    game = Nim(7)
    agent = SearchAgent(game, PlainKnowledge(game), SearchSettings(iterations=300), seconds=0.5)
    state = game.new_state(GameConfig(2), 1)
    action = agent.choose(game.view(state, 0), game.legal_actions(state), Rng(1), UNTIMED)
    assert agent.last_report is not None and agent.last_report.iterations == 300
    assert action == agent.last_report.action
