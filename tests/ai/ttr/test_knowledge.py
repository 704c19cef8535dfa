"""The TTR knowledge: plans, the policy on full states, the evaluation, the candidates."""

from __future__ import annotations

import time

import pytest

from tabletop.core import GameConfig, Rng
from tabletop.games.ttr import (
    TTR_EUROPE,
    TTR_PARIS,
    ClaimRoute,
    DrawTickets,
    KeepTickets,
    TtrGame,
    TtrState,
)
from tabletop.games.ttr.belief import infer_tickets
from tabletop.games.ttr.knowledge import TtrKnowledge
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.style import SEARCH
from tests.games.ttr.scenario import EUROPE, give_routes, rigged, set_hand, set_tickets
from tests.support.playout import random_playout

CASES = [(TTR_EUROPE, 2), (TTR_EUROPE, 4), (TTR_PARIS, 2), (TTR_PARIS, 3)]


def _policy_game(game: TtrGame, players: int, seed: int) -> list[TtrState]:
    """Every state of a game the policy plays on full states, checking each move is legal."""
    knowledge = TtrKnowledge(game)
    state = game.new_state(GameConfig(players), seed)
    states = [state]
    for _ in range(game.spec.max_actions):
        if state.result is not None:
            return states
        legal = game.legal_actions(state)
        action = knowledge.playout_action(state, legal, Rng(seed))
        assert action in legal, f"{action} is not legal"
        state = game.apply(state, action).state
        states.append(state)
    raise AssertionError("the policy never ended the game")


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_policy_plays_only_legal_moves_to_the_end(game: TtrGame, players: int) -> None:
    states = _policy_game(game, players, seed=5)
    assert states[-1].result is not None


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_best_option_is_the_first_of_the_options_and_all_are_legal(game, players) -> None:
    knowledge = TtrKnowledge(game)
    for k, state in enumerate(_policy_game(game, players, seed=7)):
        if k % 3 or state.result is not None:
            continue
        pos = Position.of_state(state)
        options = knowledge.policy.options(pos)
        legal = game.legal_actions(state)
        assert all(action in legal for _score, action in options)
        assert knowledge.policy.best(pos) == options[0][1]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_playout_moves_are_legal_in_random_positions(game: TtrGame, players: int) -> None:
    knowledge = TtrKnowledge(game)
    rng = Rng(3)
    for state, _seat, _action, _nxt in random_playout(game, players, 11):
        legal = game.legal_actions(state)
        assert knowledge.playout_action(state, legal, rng) in legal
        assert all(action in legal for action in knowledge.candidates(state, legal))


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_evaluation_shares_the_win(game: TtrGame, players: int) -> None:
    knowledge = TtrKnowledge(game)
    states = _policy_game(game, players, seed=9)
    for state in states[:: max(1, len(states) // 25)]:
        shares = knowledge.evaluate(state)
        assert len(shares) == players
        assert all(0.0 <= x <= 1.0 for x in shares)
        assert sum(shares) == pytest.approx(1.0)
    final = states[-1]
    winners = final.result.outcome.winners
    assert list(knowledge.evaluate(final)) == [
        1.0 / len(winners) if p in winners else 0.0 for p in range(players)
    ]


def test_the_evaluation_prefers_the_seat_far_ahead() -> None:
    s = rigged(EUROPE, 2)
    s = give_routes(s, 0, ["berlin-danzig", "kharkov-moskva", "budapest-kyiv"])
    shares = TtrKnowledge(EUROPE).evaluate(s)
    assert shares[0] > shares[1]


def test_plans_stay_valid_when_repaired_along_a_game() -> None:
    """Whatever the planner reuses, its plan must hold: planned routes claimable by the seat,
    done tickets joined, open tickets joined by own plus planned routes, cut ones not."""
    game = TTR_EUROPE
    t = game.tables
    knowledge = TtrKnowledge(game)
    planner = knowledge.planner
    for state in _policy_game(game, 2, seed=13):
        if state.result is not None:
            continue
        for seat in range(2):
            plan = planner.plan(seat, state.owner, state.pieces[seat], True, state.tickets[seat])
            fresh = TtrKnowledge(game).planner.plan(
                seat, state.owner, state.pieces[seat], True, state.tickets[seat]
            )
            assert set(plan.done) == set(fresh.done)
            assert set(plan.cut) == set(fresh.cut)
            mine = [o == seat for o in state.owner]
            for r in plan.routes:
                assert state.owner[r] < 0 and t.rlen[r] <= state.pieces[seat]
                mine[r] = True
            owned = [r for r, m in enumerate(mine) if m]
            joined = planner.joined(
                0, [0 if r in owned else -1 for r in range(t.nroutes)], plan.open
            )
            assert all(joined)


def test_the_searching_policy_plans_fewer_longer_routes() -> None:
    """Roma–Smyrna: Standard plans the fewest cars (Roma–Brindisi–Athina–Smyrna, 8 cars in 3
    claims, 11 route points); the searching levels charge 3 cars a claim and plan Roma–Palermo–
    Smyrna (10 cars in 2 claims, 22 route points: a 6-car route scores 15)."""
    t = EUROPE.tables
    ticket = t.ticket_index["roma-smyrna"]
    empty = [-1] * t.nroutes

    def planned(knowledge: TtrKnowledge) -> tuple[set[str], int]:
        plan = knowledge.planner.plan(0, empty, 45, True, (ticket,))
        return {t.route_ids[r] for r in plan.routes}, plan.total_cars

    standard = ({"brindisi-roma", "athina-brindisi", "athina-smyrna"}, 8)
    assert planned(TtrKnowledge(EUROPE)) == standard
    assert planned(TtrKnowledge(EUROPE, SEARCH)) == ({"palermo-roma", "palermo-smyrna"}, 10)


def test_candidates_offer_drawing_tickets_but_not_in_the_last_turn() -> None:
    knowledge = TtrKnowledge(EUROPE)
    s = rigged(EUROPE, 2)
    assert DrawTickets() in knowledge.choices(Position.of_state(s))
    last = s.copy()
    last.final_left = 2
    assert DrawTickets() not in knowledge.choices(Position.of_state(last))


def test_keeping_tickets_candidates_are_every_choice() -> None:
    knowledge = TtrKnowledge(EUROPE)
    s = rigged(EUROPE, 2, keep_all=False)
    choices = knowledge.choices(Position.of_state(s))
    assert len(choices) == len(EUROPE.legal_actions(s))
    assert all(isinstance(a, KeepTickets) for a in choices)


def test_the_policy_claims_the_track_of_a_double_route_it_can_pay_for() -> None:
    # Two players: one track of a double only. Bruxelles–Paris is red and yellow; the
    # plan may name either track, the policy claims the one the hand pays for.
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    s = set_hand(s, 0, {"yellow": 2})
    knowledge = TtrKnowledge(EUROPE)
    action = knowledge.policy.best(Position.of_state(s))
    assert action == ClaimRoute("bruxelles-paris-yellow", "yellow", 0)


def test_a_whole_two_player_europe_playout_takes_well_under_a_second() -> None:
    """The search plays many of these: the policy on full states must be fast (about 60 ms
    on an idle core; the bound leaves room for a busy machine)."""
    started = time.perf_counter()
    states = _policy_game(TTR_EUROPE, 2, seed=21)
    elapsed = time.perf_counter() - started
    assert states[-1].result is not None
    assert elapsed < 2.0, f"{elapsed:.2f} s"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_inferred_tickets_keep_every_count_and_the_seats_own(game: TtrGame, players: int) -> None:
    states = _policy_game(game, players, seed=15)
    rng = Rng(2)
    for state in states[10:-1:20]:
        seat = state.current
        world = game.determinize(game.view(state, seat), rng)
        inferred = infer_tickets(world, seat, rng, belief=2.0)
        game.check_invariants(inferred)
        assert game.view(inferred, seat) == game.view(state, seat)
        assert [len(k) for k in inferred.tickets] == [len(k) for k in state.tickets]
        assert inferred.tickets[seat] == state.tickets[seat]


def test_inferred_tickets_follow_the_rivals_routes() -> None:
    # Seat 1's trains reach both cities of a long ticket seat 0 does not hold: that ticket is
    # then far likelier in seat 1's hand than a uniform deal makes it.
    s = rigged(EUROPE, 2)
    t = EUROPE.tables
    ticket, routes = next(
        (ticket, routes)
        for ticket, routes in (
            ("lisboa-danzig", ["lisboa-madrid", "berlin-danzig"]),
            ("brest-petrograd", ["brest-paris", "petrograd-riga"]),
        )
        if t.ticket_index[ticket] not in s.tickets[0]
    )
    s = give_routes(s, 1, routes)
    wanted = t.ticket_index[ticket]
    rng = Rng(4)
    uniform = inferred = 0
    for _ in range(200):
        world = EUROPE.determinize(EUROPE.view(s, 0), rng)
        uniform += wanted in world.tickets[1]
        inferred += wanted in infer_tickets(world, 0, rng, belief=2.0).tickets[1]
    assert inferred > 1.8 * uniform and inferred > 0.8 * 200


def test_the_searchs_worlds_follow_the_view_and_deal_rivals_tickets_only_by_belief() -> None:
    s = give_routes(rigged(EUROPE, 2), 1, ["lisboa-madrid", "berlin-danzig"])
    view = EUROPE.view(s, 0)
    knowledge = TtrKnowledge(EUROPE)
    uniform = knowledge.determinize(view, Rng(6))  # belief 0: the game's own deal
    assert uniform.tickets == EUROPE.determinize(view, Rng(6)).tickets
    knowledge.belief = 2.0
    believed = [knowledge.determinize(view, Rng(k)) for k in range(40)]
    assert all(EUROPE.view(world, 0) == view for world in believed)
    assert any(
        world.tickets[1] != EUROPE.determinize(view, Rng(k)).tickets[1]
        for k, world in enumerate(believed)
    )


def test_a_finished_game_is_judged_by_its_margins_and_the_pieces_say_how_near_the_end() -> None:
    knowledge = TtrKnowledge(EUROPE)
    states = _policy_game(TTR_EUROPE, 2, seed=9)
    assert knowledge.left_to_play(states[0]) == 45
    assert knowledge.left_to_play(states[-1]) == min(states[-1].pieces) <= 2
    final = states[-1]
    shares = knowledge.shares_by_margin(final)
    scores = final.result.final_scores
    assert sum(shares) == pytest.approx(1.0)
    assert (shares[0] > shares[1]) is (scores[0] > scores[1])
    assert min(shares) > 0.0  # a margin, not who won: the loser keeps a share
