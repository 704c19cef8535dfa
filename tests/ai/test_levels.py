"""Every game's levels: registered by name, described in one line, legal, deterministic from
a seed with the fixed budget; beginners err but never throw points away (issue 9)."""

from __future__ import annotations

import pytest

from tabletop.ai import LEVELS, UNTIMED, SearchAgent, description
from tabletop.core import GameConfig, Rng
from tabletop.games import GAMES, agent_names, make_agent
from tabletop.games.great_tour import BeginJourney, CancelJourney, DrawCards, Pay
from tabletop.games.metro import METRO, PlaceTile
from tabletop.games.metro.knowledge import MetroKnowledge
from tabletop.games.metro.levels import BEGINNER_BLUNDER_LIMIT
from tabletop.play.runner import play_game
from tests.support.registry import Area, few_players, game_ids

#: The games whose levels are built on the shared search.
OURS = game_ids(Area.SHARED_SEARCH_LEVELS)


@pytest.mark.parametrize("game_id", OURS)
def test_every_level_is_offered_with_a_line_saying_how_it_plays(game_id: str) -> None:
    names = agent_names(game_id)
    assert [n for n in names if n in LEVELS] == list(LEVELS)
    assert "random" in names and "greedy" in names  # old saves and the simulator still work
    lines = set()
    for name in (*LEVELS, "random"):
        agent = make_agent(game_id, name)
        assert agent.name == name
        line = description(agent)
        assert line and line.endswith(".") and len(line) < 90, line
        lines.add(line)
    assert len(lines) == len(LEVELS) + 1  # each says something of its own


@pytest.mark.parametrize("game_id", OURS)
def test_strong_and_expert_search_within_their_app_budget(game_id: str) -> None:
    strong, expert = make_agent(game_id, "strong"), make_agent(game_id, "expert")
    assert isinstance(strong, SearchAgent) and isinstance(expert, SearchAgent)
    assert strong.search.settings.iterations < expert.search.settings.iterations
    assert 0 < strong.seconds <= 1.0 and 0 < expert.seconds <= 3.0


def _decisions(game_id: str, players: int, seed: int, every: int):
    """(state, seat) every ``every`` plies of a greedy game, where there is a choice."""
    game = GAMES[game_id]
    state = game.new_state(GameConfig(players), seed)
    out = []
    for index, (seat, action) in enumerate(play_game(game_id, ["greedy"] * players, seed).log):
        if index % every == 0 and len(game.legal_actions(state)) > 1:
            out.append((state, seat))
        state = game.apply(state, action).state
    return out


@pytest.mark.parametrize(("game_id", "players"), [(g, few_players(g)) for g in OURS])
def test_strong_plays_legal_moves_the_same_from_the_same_seed(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    for state, seat in _decisions(game_id, players, 5, 23)[:3]:
        view, legal = game.view(state, seat), game.legal_actions(state)
        first, second = (
            make_agent(game_id, "strong").choose(view, legal, Rng(9), UNTIMED) for _ in range(2)
        )
        assert first in legal and first == second


@pytest.mark.parametrize("game_id", OURS)
@pytest.mark.parametrize("level", ["beginner", "standard"])
def test_the_quick_levels_play_whole_games(game_id: str, level: str) -> None:
    players = GAMES[game_id].spec.min_players + 1
    result = play_game(game_id, [level] * players, 3)
    assert result.outcome.winners


def test_metro_beginner_often_errs_but_never_by_much() -> None:
    knowledge = MetroKnowledge(METRO)
    agent = make_agent("metro", "beginner")
    best = worse = 0
    for state, seat in _decisions("metro", 2, 8, 3):
        legal = METRO.legal_actions(state)
        places = [a for a in legal if isinstance(a, PlaceTile)]
        values = dict(zip(places, knowledge.placement_values(state, places), strict=True))
        top = max(values.values())
        for seed in range(3):
            action = agent.choose(METRO.view(state, seat), legal, Rng(seed), UNTIMED)
            assert isinstance(action, PlaceTile)  # it never draws
            assert values[action] >= top - BEGINNER_BLUNDER_LIMIT - 1e-9
            if values[action] >= top - 1e-9:
                best += 1
            else:
                worse += 1
    assert best > worse > 0  # mostly the best, sometimes not: not random, not greedy


def test_great_tour_beginner_travels_pays_and_never_cancels() -> None:
    game = GAMES["great_tour"]
    agent = make_agent("great_tour", "beginner")
    state = game.new_state(GameConfig(3), 4)
    kinds: set[type] = set()
    seat_moves = 0
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_actions(state)
        if seat == 0:
            action = agent.choose(game.view(state, 0), legal, Rng(seat_moves), UNTIMED)
            assert action in legal and not isinstance(action, CancelJourney)
            kinds.add(type(action))
            seat_moves += 1
        else:
            action = make_agent("great_tour", "greedy").choose(
                game.view(state, seat), legal, Rng(1), UNTIMED
            )
        state = game.apply(state, action).state
    assert {BeginJourney, Pay, DrawCards} <= kinds
