"""The greedy agent: legal, sensible, and clearly stronger than random."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Rng
from tabletop.games import make_agent
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawFaceUp, KeepTickets, PayTunnel

from .scenario import EUROPE, PARIS, act, give_routes, rigged, set_deck, set_hand, set_tickets


def _play(game, agents: list[str], seed: int):
    players = [make_agent(game.spec.id, name) for name in agents]
    state = game.new_state(GameConfig(len(agents)), seed)
    rng = Rng(seed)
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_actions(state)
        action = players[seat].choose(game.view(state, seat), legal, rng, 0.1)
        assert action in legal
        state = game.apply(state, action).state
    return game.outcome(state)


@pytest.mark.parametrize("game", [EUROPE, PARIS])
def test_greedy_beats_random(game) -> None:
    wins = 0
    margin = 0
    for seed in range(6):
        outcome = _play(game, ["greedy", "random"], seed)
        wins += 0 in outcome.winners
        margin += outcome.scores[0] - outcome.scores[1]
    assert wins >= 5 and margin > 0


def test_greedy_plays_four_player_games_to_the_end() -> None:
    for game in (EUROPE, PARIS):
        outcome = _play(game, ["greedy"] * 4, 3)
        assert len(outcome.scores) == 4


def _choose(game, state):
    agent = make_agent(game.spec.id, "greedy")
    view = game.view(state, game.to_act(state))
    return agent.choose(view, game.legal_actions(state), Rng(1), 0.1)


def test_greedy_claims_a_route_its_tickets_need() -> None:
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    s = set_hand(s, 0, {"red": 2, "pink": 4})
    action = _choose(EUROPE, s)
    # The cheapest Amsterdam → Pamplona path runs Bruxelles–Paris (red): claim it; the pink
    # cards would only pay for Brest–Pamplona, which is off that path.
    assert action == ClaimRoute("bruxelles-paris-red", "red", 0)


def test_greedy_draws_the_colour_it_needs() -> None:
    row = ["black", "green", "pink", "white", "orange"]
    s = rigged(EUROPE, 2, [["white"] * 4, ["blue"] * 4], row=row)
    s = set_hand(set_tickets(s, 0, ["budapest-sofia"]), 0, {})
    # Budapest–Sarajevo is pink: the pink face-up card is the one to take.
    assert _choose(EUROPE, s) == DrawFaceUp(2)


def test_greedy_keeps_tickets_it_can_do() -> None:
    s = rigged(EUROPE, 2, keep_all=False)
    action = _choose(EUROPE, s)
    assert isinstance(action, KeepTickets) and len(action.tickets) >= 2


def test_greedy_pays_a_tunnel_with_the_fewest_wilds() -> None:
    s = set_deck(
        set_hand(rigged(EUROPE, 2), 0, {"blue": 4, "locomotive": 2}), ["blue", "red", "green"]
    )
    s = act(EUROPE, s, ClaimRoute("munchen-venezia", "blue", 0))
    assert _choose(EUROPE, s) == PayTunnel(0)


def test_greedy_builds_a_station_when_a_ticket_is_cut_off() -> None:
    s = set_tickets(rigged(EUROPE, 2), 0, ["athina-angora"])
    s = give_routes(s, 1, ["angora-constantinople", "angora-erzurum", "angora-smyrna"])
    s = give_routes(s, 0, ["athina-smyrna"])
    s = set_hand(s, 0, {"red": 1})
    assert _choose(EUROPE, s) == BuildStation("angora", "red", 0)
