"""The play-out loop's shortcuts (issue 28, item 1: faster play-outs, the same decisions):
each one gives the answers the plain computation gives, over whole games the policy plays."""

from __future__ import annotations

import heapq
from collections.abc import Sequence

import pytest

from tabletop.core import GameConfig, Rng
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, TtrGame, TtrState
from tabletop.games.ttr.knowledge import TtrKnowledge
from tabletop.games.ttr.payments import route_payments
from tabletop.games.ttr.policy import _pay_key
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.routing import BLOCKED, Routing
from tabletop.games.ttr.style import SEARCH, STYLES, Style
from tabletop.games.ttr.tables import Tables

CASES = [(TTR_EUROPE, 4, SEARCH), (TTR_PARIS, 2, SEARCH), (TTR_EUROPE, 3, STYLES["long_routes"][1])]


def _policy_states(game: TtrGame, players: int, style: Style, seed: int) -> list[TtrState]:
    """Every state of a game the policy plays against itself."""
    knowledge = TtrKnowledge(game, style)
    state = game.new_state(GameConfig(players), seed)
    states = [state]
    while state.result is None and len(states) <= game.spec.max_actions:
        action = knowledge.playout_action(state, (), Rng(seed))
        state = game.apply(state, action).state
        states.append(state)
    return states


@pytest.mark.parametrize(("game", "players", "style"), CASES)
def test_routes_out_of_the_hands_reach_are_skipped_with_the_same_options(
    game: TtrGame, players: int, style: Style
) -> None:
    fast = TtrKnowledge(game, style).policy
    plain = TtrKnowledge(game, style).policy
    plain._shortest_track = [0] * game.tables.nroutes  # every route asked for its payment
    for state in _policy_states(game, players, style, seed=7):
        if state.result is not None or state.pending is not None or state.setup:
            continue
        pos = Position.of_state(state)
        assert fast._turn_options(pos) == plain._turn_options(pos)
        assert fast.best(pos) == plain.best(pos)


def _needs_route_by_route(t: Tables, hand: Sequence[int], routes: Sequence[int]) -> list[int]:
    """``Planner.needs`` as first written: every route in order of length, each gray one
    taking the colour held most beyond the other needs."""
    wild = t.wild
    need = [0] * t.ncards
    grays: list[int] = []
    for r in sorted(routes, key=lambda r: -t.rlen[r]):
        if t.rcol[r] < 0:
            grays.append(r)
            continue
        need[t.rcol[r]] += t.rlen[r] - t.rferry[r]
        need[wild] += t.rferry[r]
    spare = [max(0, hand[c] - need[c]) for c in range(wild)]
    for r in grays:
        c = max(range(wild), key=lambda k: (spare[k], -k))
        need[c] += t.rlen[r] - t.rferry[r]
        spare[c] = max(0, spare[c] - t.rlen[r])
        need[wild] += t.rferry[r]
    return [max(0, need[c] - hand[c]) for c in range(t.ncards)]


@pytest.mark.parametrize(("game", "players", "style"), CASES[:2])
def test_the_cards_a_plan_needs_are_counted_as_route_by_route(
    game: TtrGame, players: int, style: Style
) -> None:
    knowledge = TtrKnowledge(game, style)
    t = game.tables
    gray = [r for r in range(t.nroutes) if t.rcol[r] < 0]
    for state in _policy_states(game, players, style, seed=3):
        pos = Position.of_state(state)
        routes = knowledge.planner.plan_for(pos).routes
        for asked in (routes, (*routes, *gray[:4]), gray):
            assert knowledge.planner.needs(pos.hand, asked) == _needs_route_by_route(
                t, pos.hand, asked
            )


@pytest.mark.parametrize(("game", "players", "style"), CASES[:2])
def test_a_payment_is_the_first_in_the_payment_order(
    game: TtrGame, players: int, style: Style
) -> None:
    policy = TtrKnowledge(game, style).policy
    t = game.tables
    for state in _policy_states(game, players, style, seed=5)[::3]:
        pos = Position.of_state(state)
        committed = [len(pos.tickets) % 3] * t.ncards  # ties broken by the hand, then the colour
        for r in range(t.nroutes):
            pays = route_payments(pos.hand, t.wild, t.rcol[r], t.rlen[r], t.rferry[r])
            first = sorted(pays, key=lambda p: _pay_key(pos.hand, committed, *p))[:1]
            found = policy.payment(pos, r, committed, tunnel_spare=False)
            expected = [policy._claim_action(r, *first[0])] if first else [None]
            assert [found] == expected


@pytest.mark.parametrize(("game", "players", "style"), CASES[:2])
def test_a_positions_scores_and_hand_sizes_counted_late_are_the_views(
    game: TtrGame, players: int, style: Style
) -> None:
    for state in _policy_states(game, players, style, seed=11)[::4]:
        if state.result is not None:
            continue
        late = Position.of_state(state)
        seen = Position.of_view(game.tables, game.view(state, state.current))
        assert late.scores == seen.scores
        assert late.hand_sizes == seen.hand_sizes


def _route_costs_route_by_route(
    routing: Routing, seat: int, owner: Sequence[int], pieces: int, small: bool
) -> list[float]:
    """``Routing.route_costs`` as first written: one route after another."""
    t = routing.t
    costs = [BLOCKED] * t.nroutes
    for r in range(t.nroutes):
        o = owner[r]
        if o == seat:
            costs[r] = 0.0
            continue
        if o >= 0 or t.rlen[r] > pieces:
            continue
        if not any(owner[q] == seat or (owner[q] >= 0 and small) for q in t.rpartners[r]):
            costs[r] = routing.base_cost[r]
    return costs


def _path_testing_every_route(
    routing: Routing, a: int, b: int, costs: Sequence[float]
) -> tuple[float, list[int]] | None:
    """``Routing.path`` as first written: Dijkstra that skips a BLOCKED route by a test."""
    t = routing.t
    dist = [BLOCKED] * t.ncities
    via = [-1] * t.ncities
    dist[a] = 0.0
    heap = [(0.0, a)]
    while heap:
        d, v = heapq.heappop(heap)
        if v == b:
            break
        if d > dist[v]:
            continue
        for w, r in routing.adj[v]:
            if costs[r] >= BLOCKED:
                continue
            if d + costs[r] < dist[w]:
                dist[w] = d + costs[r]
                via[w] = r
                heapq.heappush(heap, (dist[w], w))
    if dist[b] >= BLOCKED:
        return None
    routes: list[int] = []
    v = b
    while v != a:
        routes.append(via[v])
        v = t.ra[via[v]] if t.rb[via[v]] == v else t.rb[via[v]]
    return dist[b], routes


@pytest.mark.parametrize(("game", "players", "style"), CASES)
def test_route_costs_and_paths_are_the_plain_computations(
    game: TtrGame, players: int, style: Style
) -> None:
    """Over every state of a whole game, for every seat: each route's cost (with the pieces
    left and with few), and the cheapest path of every ticket over those costs and over the
    station's borrowing costs (a rival's route at 8), ties broken alike."""
    planner = TtrKnowledge(game, style).planner
    t = game.tables
    tickets = range(len(t.ticket_ids))
    for state in _policy_states(game, players, style, seed=9)[::3]:
        owner = list(state.owner)
        for seat in range(players):
            for pieces in (state.pieces[seat], 2):
                for small in (False, True):
                    costs = planner.route_costs(seat, owner, pieces, small)
                    assert costs == _route_costs_route_by_route(planner, seat, owner, pieces, small)
            borrow = [8.0 if 0 <= o != seat else c for o, c in zip(owner, costs, strict=True)]
            for i in tickets[seat::players]:
                for asked in (costs, borrow):
                    assert planner.path(t.ta[i], t.tb[i], asked) == _path_testing_every_route(
                        planner, t.ta[i], t.tb[i], asked
                    )
