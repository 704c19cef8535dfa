"""Who starts (rules/ttr.md, "Setup"): the first player chooses starting tickets first, the
others follow in seat order, and the first turn is the first player's."""

from __future__ import annotations

from tabletop.core import GameConfig, Rng
from tabletop.games.ttr import KeepTickets
from tabletop.games.ttr import events as ev

from .scenario import EUROPE, PARIS, act, step


def test_the_chosen_first_player_chooses_tickets_first_and_takes_the_first_turn() -> None:
    for game in (EUROPE, PARIS):
        state = game.new_state(GameConfig(3, {"first_player": 1}), 2)
        order = []
        while state.setup:
            order.append(state.current)
            offered = game.view(state, state.current)["offered_tickets"]
            last = step(game, state, KeepTickets(tuple(offered)))
            state = last.state
        assert order == [1, 2, 0]
        assert ev.TurnStarted(1) in last.events
        assert game.to_act(state) == 1
        assert game.view(state, None)["first_player"] == 1


def test_seat_1_chooses_tickets_first_unless_another_seat_starts() -> None:
    state = EUROPE.new_state(GameConfig(2), 2)
    assert state.current == 0 and EUROPE.view(state, None)["first_player"] == 0
    state = act(EUROPE, state, KeepTickets(tuple(EUROPE.view(state, 0)["offered_tickets"])))
    assert state.current == 1 and state.setup


def test_a_players_guess_of_the_setup_ends_with_the_first_players_turn() -> None:
    """The AI's possible worlds (``determinize``) know who started, so the last starting
    choice they imagine hands the turn to the first player, as the game does."""
    state = PARIS.new_state(GameConfig(3, {"first_player": 2}), 4)
    for _choice in range(2):  # seats 2 and 0 choose; seat 1 is the last to choose
        state = act(
            PARIS, state, KeepTickets(tuple(PARIS.view(state, state.current)["offered_tickets"]))
        )
    assert state.current == 1 and state.setup
    world = PARIS.determinize(PARIS.view(state, 1), Rng(9))
    PARIS.check_invariants(world)
    after = act(PARIS, world, PARIS.legal_actions(world)[0])
    assert not after.setup and PARIS.to_act(after) == 2
