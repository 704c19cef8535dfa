"""The headless runner hands agents what their seat may know, never the state (issue 9)."""

from __future__ import annotations

import gc
import pickle
import types
from collections.abc import Sequence
from typing import Any

import pytest

from tabletop.ai import EMPTY_VIEW, UNTIMED, RandomAgent
from tabletop.core import Action, Game, Rng, View
from tabletop.games import GAMES
from tabletop.play import runner
from tabletop.play.worker import Decision


class Spy:
    """Records everything it is given and plays the first legal action."""

    name = "spy"

    def __init__(self, game: Game) -> None:
        self.seen: list[tuple[View, Sequence[Action], Rng, float]] = []

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        self.seen.append((view, legal, rng, budget))
        return legal[-1]


def reachable(*roots: Any) -> list[Any]:
    """Every object reachable from ``roots`` by following references (what code holding the
    roots could get at: containers, attributes, closures, bound methods' owners ...)."""
    seen: dict[int, Any] = {}
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType)):
            continue  # classes and modules lead to globals, not to this game's state
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def _play_with_spies(game_id: str, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Spy], list]:
    spies: list[Spy] = []
    states: list[Any] = []
    game = GAMES[game_id]
    advance = game.advance

    def make(_game_id: str, _name: str, _game: object = None) -> Spy:
        spies.append(Spy(game))
        return spies[-1]

    def recording_advance(state: Any, action: Action) -> Any:
        states.append(state)
        return advance(state, action)

    monkeypatch.setattr(runner, "make_agent", make)
    monkeypatch.setattr(game, "advance", recording_advance)
    runner.play_game(game_id, ["spy"] * game.spec.min_players, 5)
    return spies, states


@pytest.mark.parametrize("game_id", list(GAMES))
def test_an_agent_cannot_reach_the_state_from_what_it_is_given(game_id, monkeypatch) -> None:
    spies, states = _play_with_spies(game_id, monkeypatch)
    state_type = type(states[0])
    decisions = [seen for spy in spies for seen in spy.seen]
    assert len(decisions) == len(states)
    for number, (view, legal, rng, budget) in enumerate(decisions[:: max(1, len(decisions) // 40)]):
        found = [o for o in reachable(view, legal, rng) if isinstance(o, state_type)]
        assert found == [], f"decision {number}: the agent can reach a {state_type.__name__}"
        assert budget == UNTIMED
        assert isinstance(view, dict) and view["seat"] == view["to_act"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_what_the_worker_process_receives_is_plain_data_without_the_state(game_id, monkeypatch):
    spies, states = _play_with_spies(game_id, monkeypatch)
    view, legal, rng, budget = spies[0].seen[len(spies[0].seen) // 2]
    decision = Decision(game_id, "greedy", view["seat"], dict(view), tuple(legal), rng.state, 1.0)
    copy = pickle.loads(pickle.dumps(decision))
    assert copy == decision
    assert not [o for o in reachable(decision) if isinstance(o, type(states[0]))]


def test_an_agent_that_does_not_read_its_view_gets_none_built(monkeypatch) -> None:
    game = GAMES["metro"]
    built: list[int | None] = []
    view = game.view

    def counting_view(state: Any, seat: int | None) -> View:
        built.append(seat)
        return view(state, seat)

    monkeypatch.setattr(game, "view", counting_view)
    given: list[View] = []

    class Blind(RandomAgent):
        def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
            given.append(view)
            return super().choose(view, legal, rng, budget)

    monkeypatch.setattr(runner, "make_agent", lambda _g, _n, _e=None: Blind(game))
    runner.play_game("metro", ["random", "random"], 3)
    assert built == [None]  # only the final spectator view of the result
    assert given and all(v is EMPTY_VIEW for v in given)
    assert dict(EMPTY_VIEW) == {}


def test_the_runner_records_wall_and_cpu_time_per_decision() -> None:
    result = runner.play_game("metro", ["greedy", "random"], 2)
    for wall, cpu in zip(result.decision_times, result.decision_cpu, strict=True):
        assert len(wall) == len(cpu) > 0
        assert all(t >= 0 for t in (*wall, *cpu))
