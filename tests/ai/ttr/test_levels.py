"""The TTR levels: legal whole games, determinism, no peeking, sensible beginners."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest

from tabletop.ai import PimcReport, pimc
from tabletop.core import Action, Agent, GameConfig, Rng
from tabletop.games import agent_names, make_agent
from tabletop.games.ttr import (
    TTR_EUROPE,
    TTR_PARIS,
    ClaimRoute,
    DrawTickets,
    KeepTickets,
    Pass,
    TtrGame,
    TtrState,
)
from tabletop.games.ttr.levels import TtrSearchAgent
from tabletop.games.ttr.position import Position
from tabletop.play.agent_inputs import agent_rng
from tests.games.ttr.scenario import (
    EUROPE,
    act,
    burn_pieces,
    give_routes,
    rigged,
    set_hand,
    set_tickets,
)

LEVELS = ("beginner", "standard", "strong", "expert")
#: The fixed iteration budget (the ``budget`` the headless runner gives searching levels).
UNTIMED = math.inf


def _tiny(agent: Agent) -> Agent:
    """Search levels with a tiny fixed budget, so that tests stay fast."""
    if isinstance(agent, TtrSearchAgent):
        agent.worlds = 1
        agent.rounds = 2
        agent.horizon = 1
    return agent


def _play(game: TtrGame, agents: list[str], seed: int) -> list[tuple[int, Action]]:
    players = [_tiny(make_agent(game.spec.id, name)) for name in agents]
    state = game.new_state(GameConfig(len(agents)), seed)
    log: list[tuple[int, Action]] = []
    while (seat := game.to_act(state)) is not None:
        assert len(log) < game.spec.max_actions
        legal = game.legal_actions(state)
        action = players[seat].choose(
            game.view(state, seat), legal, agent_rng(seed, len(log), seat), UNTIMED
        )
        assert action in legal, f"{agents[seat]} chose {action}, not legal"
        if isinstance(action, Pass):
            assert legal == [action], f"{agents[seat]} passed while it could act"
        log.append((seat, action))
        state = game.apply(state, action).state
    return log


def test_every_level_is_offered_by_name_and_greedy_and_random_stay() -> None:
    for game_id in ("ttr_europe", "ttr_paris"):
        names = agent_names(game_id)
        assert list(names[:4]) == list(LEVELS)
        assert {"random", "greedy"} <= set(names)


@pytest.mark.parametrize("game", [TTR_EUROPE, TTR_PARIS], ids=lambda g: g.spec.id)
@pytest.mark.parametrize("pair", [("beginner", "standard"), ("strong", "expert")])
def test_levels_play_whole_games_legally(game: TtrGame, pair: tuple[str, str]) -> None:
    log = _play(game, list(pair), seed=4)
    assert log


def test_a_level_plays_a_three_player_game() -> None:
    assert _play(TTR_EUROPE, ["beginner", "strong", "standard"], seed=2)


def test_search_levels_play_the_same_game_from_the_same_seed() -> None:
    first = _play(TTR_PARIS, ["strong", "expert"], seed=8)
    second = _play(TTR_PARIS, ["strong", "expert"], seed=8)
    assert first == second


@pytest.mark.parametrize("name", LEVELS)
def test_a_level_decides_from_the_view_only(name: str) -> None:
    """No peeking: re-deal everything the deciding seat cannot see (other hands and tickets,
    deck order) as the information-leak tests do; the level's choice must not change."""
    game = TTR_EUROPE
    state = game.new_state(GameConfig(2), 17)
    rng = Rng(5)
    log = _play(game, ["standard", "standard"], seed=17)
    checked = 0
    for ply, (seat, action) in enumerate(log[:90]):
        if ply % 6 == 0 and len(game.legal_actions(state)) > 1:
            view = game.view(state, seat)
            other = game.determinize(view, rng)
            assert game.view(other, seat) == view
            agent = _tiny(make_agent(game.spec.id, name))
            mine = agent.choose(view, game.legal_actions(state), Rng(ply), UNTIMED)
            again = _tiny(make_agent(game.spec.id, name)).choose(
                game.view(other, seat), game.legal_actions(other), Rng(ply), UNTIMED
            )
            assert mine == again, f"{name} at ply {ply}"
            checked += 1
        state = game.apply(state, action).state
    assert checked >= 10


def _offer(state: TtrState, ticket: str) -> TtrState:
    """A copy whose ticket deck has ``ticket`` on top (taken from wherever it is)."""
    s = state.copy()
    t = s.t
    i = t.ticket_index[ticket]
    s.tickets = [tuple(k for k in kept if k != i) for kept in s.tickets]
    s.box = tuple(k for k in s.box if k != i)
    s.ticket_deck = (i, *(k for k in s.ticket_deck if k != i))
    return s


def test_the_beginner_never_gives_back_a_ticket_it_has_joined() -> None:
    s = rigged(EUROPE, 2)
    s = give_routes(s, 0, ["amsterdam-bruxelles", "bruxelles-paris-red", "pamplona-paris-blue"])
    s = act(EUROPE, _offer(s, "amsterdam-pamplona"), DrawTickets())
    assert "amsterdam-pamplona" in EUROPE.view(s, 0)["offered_tickets"]
    agent = make_agent("ttr_europe", "beginner")
    for k in range(30):
        action = agent.choose(EUROPE.view(s, 0), EUROPE.legal_actions(s), Rng(k), UNTIMED)
        assert isinstance(action, KeepTickets)
        assert "amsterdam-pamplona" in action.tickets


def test_standard_claims_the_track_of_a_double_route_its_hand_pays_for() -> None:
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    s = set_hand(s, 0, {"yellow": 2})
    agent = make_agent("ttr_europe", "standard")
    action = agent.choose(EUROPE.view(s, 0), EUROPE.legal_actions(s), Rng(1), UNTIMED)
    assert action == ClaimRoute("bruxelles-paris-yellow", "yellow", 0)


def test_on_its_last_turn_standard_claims_the_route_that_joins_a_ticket() -> None:
    # Athina–Smyrna (a 2-ferry) joins Athina–Angora (5 points: a swing of 10);
    # Marseille–Paris (4) scores more as a route and is on the plan for Brest–Marseille, but
    # joins nothing yet.
    s = set_tickets(rigged(EUROPE, 2), 0, ["athina-angora", "brest-marseille"])
    s = give_routes(s, 0, ["angora-smyrna"])
    s = set_hand(s, 0, {"red": 4, "locomotive": 1})
    agent = make_agent("ttr_europe", "standard")
    before = agent.choose(EUROPE.view(s, 0), EUROPE.legal_actions(s), Rng(1), UNTIMED)
    assert before == ClaimRoute("marseille-paris", "red", 0)  # longest planned route first
    s.final_left = 2
    action = agent.choose(EUROPE.view(s, 0), EUROPE.legal_actions(s), Rng(1), UNTIMED)
    assert action == ClaimRoute("athina-smyrna", "red", 1)


def _searched(agent: TtrSearchAgent) -> PimcReport:
    """The report of the search ``agent`` ran for its last decision."""
    assert agent.last_report is not None, "no search ran"
    return agent.last_report


def _turn_with_candidates(agent: TtrSearchAgent) -> tuple[TtrState, int]:
    """A turn of seat 0 where the search weighs several moves, and how many."""
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    s = set_hand(s, 0, {"yellow": 2, "red": 2})
    pos = Position.of_view(EUROPE.tables, EUROPE.view(s, 0))
    candidates = agent.knowledge.choices(pos)
    assert len(candidates) >= 3
    return s, len(candidates)


def test_a_search_asked_to_stop_ends_after_the_world_it_is_in() -> None:
    agent = _search_level("strong")
    s, candidates = _turn_with_candidates(agent)
    legal = EUROPE.legal_actions(s)
    action = agent.choose(EUROPE.view(s, 0), legal, Rng(3), UNTIMED, should_stop=lambda: True)
    assert action in legal
    report = _searched(agent)
    assert report.worlds == 1 and report.playouts == candidates  # every candidate, one world


def test_a_spent_thinking_time_still_gives_each_candidate_a_few_worlds() -> None:
    agent = _search_level("strong")
    s, candidates = _turn_with_candidates(agent)
    legal = EUROPE.legal_actions(s)
    action = agent.choose(EUROPE.view(s, 0), legal, Rng(3), 0.0)  # the time is up at once
    assert action in legal
    assert _searched(agent).playouts == agent.min_worlds * candidates
    untimed = _search_level("strong")
    untimed.choose(EUROPE.view(s, 0), legal, Rng(3), UNTIMED)
    # The fixed budget plays its rounds.
    assert _searched(untimed).playouts > _searched(agent).playouts


def _judged(agent: TtrSearchAgent, state: TtrState) -> tuple[int, int]:
    """How many play-outs of one decision were judged by the evaluation after a few turns,
    and how many by the final scores at the end of the game."""
    evaluator = agent.knowledge.evaluator
    shares, margins = evaluator.shares, evaluator.margin_shares
    calls = [0, 0]

    def by_evaluation(s: TtrState) -> list[float]:
        calls[0] += 1
        return shares(s)

    def by_margins(scores: Sequence[float], turns: float = 0.0) -> list[float]:
        calls[1] += 1
        return margins(scores, turns)

    evaluator.shares = by_evaluation  # type: ignore[method-assign]
    evaluator.margin_shares = by_margins  # type: ignore[method-assign]
    agent.worlds, agent.rounds = 2, 1
    legal = EUROPE.legal_actions(state)
    assert agent.choose(EUROPE.view(state, 0), legal, Rng(1), UNTIMED) in legal
    return calls[0], calls[1] - calls[0]  # shares calls margin_shares itself


def _search_level(name: str) -> TtrSearchAgent:
    agent = make_agent("ttr_europe", name)
    assert isinstance(agent, TtrSearchAgent)
    return agent


def test_strong_and_expert_play_their_ticket_choices_out_to_the_end_of_the_game() -> None:
    keep = rigged(EUROPE, 2, keep_all=False)
    for name in ("strong", "expert"):
        by_evaluation, at_the_end = _judged(_search_level(name), keep)
        assert by_evaluation == 0 and at_the_end >= 2 * len(EUROPE.legal_actions(keep))
        # Their turns early in the game are judged after a few turns.
        turn, _candidates = _turn_with_candidates(_search_level(name))
        by_evaluation, at_the_end = _judged(_search_level(name), turn)
        assert by_evaluation > 0 and at_the_end == 0


def test_expert_plays_its_last_turns_out_to_the_end_of_the_game() -> None:
    turn, _candidates = _turn_with_candidates(_search_level("expert"))
    late = burn_pieces(turn, 1, 14)
    by_evaluation, at_the_end = _judged(_search_level("expert"), late)
    assert by_evaluation == 0 and at_the_end > 0
    # Strong judges the same turn after a few turns (or by who won, if that is the end).
    by_evaluation, at_the_end = _judged(_search_level("strong"), late)
    assert at_the_end == 0


def _playouts(agent: TtrSearchAgent, state: TtrState, seat: int = 0) -> tuple[Action, int]:
    """``agent``'s choice for ``seat`` in ``state``, and how many play-outs it ran for it."""
    agent.last_report = None
    game = agent.game
    action = agent.choose(game.view(state, seat), game.legal_actions(state), Rng(5), UNTIMED)
    return action, 0 if agent.last_report is None else agent.last_report.playouts


def test_among_four_in_europe_the_search_levels_play_their_policys_turns() -> None:
    """… and still search their ticket choices; in Paris (four at most) they search both."""
    cases = ((EUROPE, 3, True), (EUROPE, 4, False), (EUROPE, 5, False))
    for game, players, searched in (*cases, (TTR_PARIS, 4, True)):
        agent = make_agent(game.spec.id, "strong")
        assert isinstance(agent, TtrSearchAgent)
        agent.worlds, agent.rounds = 1, 1  # one world is enough to show whether it searches
        turn = rigged(game, players)  # every seat has kept its tickets: seat 0's first turn
        pos = Position.of_view(game.tables, game.view(turn, 0))
        assert len(agent.knowledge.choices(pos)) >= 2
        action, playouts = _playouts(agent, turn)
        assert (playouts > 0) is searched, (game.spec.id, players)
        if not searched:
            assert action == agent.knowledge.policy.best(pos)
        keep = rigged(game, players, keep_all=False)
        _action, playouts = _playouts(agent, keep)
        assert playouts > 0, (game.spec.id, players)  # ticket choices: always searched


def test_among_four_or_five_in_europe_the_last_turns_are_searched_to_the_end() -> None:
    """Once a seat has at most 15 pieces, Strong and Expert search their turns there too,
    every play-out run to the end and judged by the final scores (round six)."""
    for players in (4, 5):
        turn = rigged(EUROPE, players)
        for pieces, searched in ((16, False), (15, True)):
            late = burn_pieces(turn, 2, pieces)  # a rival is near the end
            pos = Position.of_view(EUROPE.tables, EUROPE.view(late, 0))
            for name in ("strong", "expert"):
                agent = _search_level(name)
                assert len(agent.knowledge.choices(pos)) >= 2
                by_evaluation, at_the_end = _judged(agent, late)
                assert by_evaluation == 0, (players, pieces, name)
                assert (at_the_end > 0) is searched, (players, pieces, name)


class _Clock:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_expert_takes_its_ticket_thinking_time_over_its_tickets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep = rigged(EUROPE, 2, keep_all=False)
    legal = EUROPE.legal_actions(keep)
    worlds = []
    for ticket_seconds in (4.0, 0.0):
        monkeypatch.setattr(pimc, "search_clock", _Clock())
        agent = _search_level("strong")
        agent.worlds, agent.tickets_to_the_end, agent.ticket_seconds = 16, True, ticket_seconds
        assert agent.choose(EUROPE.view(keep, 0), legal, Rng(2), 1.5) in legal
        report = _searched(agent)
        assert report.playouts == report.worlds * len(legal)
        worlds.append(report.worlds)
    # Read once for the deadline, then after each world from the third: 1 + 4 s → 6 worlds;
    # the turn's own 1.5 s → 4.
    assert worlds == [6, 4]
