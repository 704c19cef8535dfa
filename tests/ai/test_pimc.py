"""The flat search over a few candidates (``tabletop.ai.pimc``) on a toy game with known
answers: what overrules the policy's choice, successive halving, budgets, common random
numbers, how far play-outs go and how they are judged."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from tabletop.ai import UNTIMED, PimcReport, PimcSearch, PimcSettings, PlainKnowledge
from tabletop.core import Action, GameConfig, Rng

from .toys import Nim, NimState, Take

#: Every play-out to the end: Nim's plain knowledge judges ended games only.
DEFAULT = PimcSettings()


def _search(
    game: Nim,
    candidates: Sequence[int],
    settings: PimcSettings = DEFAULT,
    knowledge: PlainKnowledge | None = None,
    seed: int = 1,
    **run: Any,
) -> PimcReport:
    """Seat 0 of a Nim ``game`` weighs taking each of ``candidates`` stones (the first is the
    policy's choice)."""
    search = PimcSearch(game, knowledge or PlainKnowledge(game), settings)
    state = game.new_state(GameConfig(2), seed)
    return search.run(game.view(state, 0), [Take(n) for n in candidates], Rng(seed), **run)


def _run(
    pile: int, candidates: Sequence[int], seed: int = 1, **settings: Any
) -> tuple[Nim, PimcReport]:
    game = Nim(pile)
    run = {k: settings.pop(k) for k in ("budget", "should_stop") if k in settings}
    return game, _search(game, candidates, PimcSettings(**settings), seed=seed, **run)


def test_a_clearly_better_candidate_overrules_the_policys_choice() -> None:
    # Three stones: taking them all wins in every world; taking one leaves two to a random
    # rival, who wins half the time.
    _game, report = _run(3, [1, 3], worlds=20)
    assert report.action == Take(3)
    taken = report.edges[1]
    assert taken.gain > 2.0 * taken.error


def test_the_policys_choice_stands_unless_a_candidate_beats_it_by_the_confidence_asked() -> None:
    _game, report = _run(3, [1, 3], confidence=100.0)
    assert report.action == Take(1)
    assert report.edges[1].gain > 0.0  # better on average, not by a hundred standard errors


def test_a_candidate_no_better_than_the_policys_choice_never_overrules_it() -> None:
    # Two stones: taking both wins at once, in every world; taking one never wins more.
    _game, report = _run(2, [2, 1])
    assert report.action == Take(2)
    assert report.edges[1].gain < 0.0


def test_the_fixed_budget_plays_its_rounds_and_halving_drops_the_worse_candidates() -> None:
    game, report = _run(6, [1, 2, 3], worlds=4, rounds=3)
    assert report.worlds == 12 and len(game.determinized) == 12
    worlds = {edge.action: edge.worlds for edge in report.edges}
    assert worlds[Take(1)] == 12  # the policy's choice is always kept: it is the yardstick
    assert sorted(worlds.values()) == [4, 12, 12]  # the worse other one left after a round
    assert report.playouts == sum(worlds.values())


def test_a_fixed_budget_gives_the_same_search_from_the_same_seed() -> None:
    first = _run(9, [1, 2, 3], seed=5)[1]
    second = _run(9, [1, 2, 3], seed=5)[1]
    assert first.edges == second.edges and first.action == second.action
    assert _run(9, [1, 2, 3], seed=6)[1].edges != first.edges


def test_should_stop_ends_the_search_after_the_world_it_is_in() -> None:
    _game, report = _run(20, [1, 2, 3], should_stop=lambda: True)
    assert report.worlds == 1 and report.playouts == 3


def test_a_spent_time_budget_still_gives_each_candidate_its_few_worlds() -> None:
    _game, report = _run(20, [1, 2, 3], budget=0.0, min_worlds=3, worlds=6)
    assert report.worlds == 3
    assert all(edge.worlds == 3 for edge in report.edges)


def test_a_time_budget_goes_on_past_the_fixed_rounds() -> None:
    _game, report = _run(20, [1, 2], budget=0.2, worlds=2, rounds=1)
    assert report.worlds > 2 and report.seconds >= 0.2


def test_a_single_candidate_is_played_without_sampling_a_world() -> None:
    game, report = _run(9, [2])
    assert report.action == Take(2) and report.worlds == 0
    assert game.determinized == []


def test_nothing_to_choose_from_or_a_spectators_view_is_refused() -> None:
    game = Nim(9)
    search = PimcSearch(game, PlainKnowledge(game), PimcSettings())
    state = game.new_state(GameConfig(2), 1)
    with pytest.raises(ValueError, match="no candidate"):
        search.run(game.view(state, 0), [], Rng(1))
    with pytest.raises(ValueError, match="spectator"):
        search.run(game.view(state, None), [Take(1), Take(2)], Rng(1))


def test_worlds_are_sampled_from_the_view_through_the_knowledge() -> None:
    game = Nim(9)
    state = game.new_state(GameConfig(2), 3)
    search = PimcSearch(game, PlainKnowledge(game), PimcSettings(worlds=10, rounds=2))
    search.run(game.view(state, 0), [Take(1), Take(2)], Rng(3))
    assert len(game.determinized) == 20
    assert all(world.cards[0] == state.cards[0] for world in game.determinized)
    assert {world.cards[1] for world in game.determinized} == {0, 1}  # re-dealt, not known


class _Watching(PlainKnowledge):
    """Random play-outs that note the luck each move meets, per sampled world, and count the
    moves and what judged the play-outs."""

    def __init__(self, game: Nim) -> None:
        super().__init__(game)
        self.nim = game
        self.luck: dict[int, set[int]] = {}
        self.moves = self.evaluated = self.by_margin = 0

    def playout_action(self, state: NimState, legal: Sequence[Action], rng: Rng) -> Action:
        self.moves += 1
        world = len(self.nim.determinized)
        self.luck.setdefault(world, set()).add(rng.copy().next_u64())
        return super().playout_action(state, legal, rng)

    def evaluate(self, state: NimState) -> Sequence[float]:
        self.evaluated += 1
        return [0.5, 0.5]

    def shares_by_margin(self, state: NimState) -> Sequence[float]:
        self.by_margin += 1
        return super().shares_by_margin(state)

    def left_to_play(self, state: NimState) -> float:
        return float(state.pile)


def test_every_candidate_meets_the_same_luck_in_a_world() -> None:
    game = Nim(30)
    knowledge = _Watching(game)
    # One turn of play-out: the rival's first move is the only one, and it meets the luck.
    settings = PimcSettings(worlds=5, rounds=1, horizon=1)
    report = _search(game, [1, 2, 3], settings, knowledge)
    assert knowledge.moves == report.playouts == 15
    assert len(knowledge.luck) == report.worlds == 5
    assert all(len(draws) == 1 for draws in knowledge.luck.values())  # the same in a world
    assert len(set().union(*knowledge.luck.values())) == 5  # and new in each world


def test_a_play_out_plays_its_horizon_of_turns_after_the_decision_then_asks_the_evaluation() -> (
    None
):
    game = Nim(40)
    knowledge = _Watching(game)
    report = _search(game, [1, 2], PimcSettings(worlds=3, rounds=1, horizon=5), knowledge)
    assert knowledge.evaluated == report.playouts == 6
    assert knowledge.moves == 5 * report.playouts  # 40 stones never run out in five turns


def test_near_the_end_a_play_out_runs_to_the_end_judged_by_who_won_or_by_the_margins() -> None:
    # ``left_to_play`` is the pile: from at most 30 stones every play-out runs to the end.
    for end_by_margin in (False, True):
        game = Nim(30)
        knowledge = _Watching(game)
        near = PimcSettings(worlds=3, rounds=1, horizon=1, to_the_end=30.0)
        _search(game, [1, 2], replace(near, end_by_margin=end_by_margin), knowledge)
        assert knowledge.evaluated == 0
        assert knowledge.by_margin == (6 if end_by_margin else 0)
    # Asked for play-outs to the end, the search judges every one by the margins.
    game = Nim(30)
    knowledge = _Watching(game)
    _search(game, [1, 2], PimcSettings(worlds=3, rounds=1, horizon=1), knowledge, to_the_end=True)
    assert knowledge.evaluated == 0 and knowledge.by_margin == 6


def test_untimed_is_the_fixed_budget() -> None:
    assert _run(9, [1, 2], budget=UNTIMED)[1].worlds == 6 * 3
