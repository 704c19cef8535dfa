"""A whole 3-player game at the real table: seat 0 is a human playing with posted mouse events
only (tickets, cities, waypoints, cards, decks, buttons), seats 1–2 are ``greedy`` agents; the
real App loop runs frame by frame until the game-over screen shows the engine's outcome."""

from __future__ import annotations

import time

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.great_tour import BLANK
from tabletop.games.great_tour import events as E
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.tables.great_tour import GreatTourTable
from tabletop.ui.tables.great_tour.game_over import GreatTourGameOver
from tests.support.pilot import FRAME, drawn_texts, run_frames

from .mouse_player import MousePlayer

SEED = 7


def _seat0_events(table: GreatTourTable) -> list:
    return [e for entry in table.log.entries if entry.seat == 0 for e in entry.events]


@pytest.mark.e2e
def test_human_plays_a_whole_game_by_mouse_against_greedy(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("great_tour")
    seats = [
        Seat("Alice", colors[0][1]),
        Seat("Greedy 1", colors[1][1], "greedy"),
        Seat("Greedy 2", colors[2][1], "greedy"),
    ]
    match = Match.new("great_tour", GameConfig(3), seats, SEED)
    table = app.start_match(match)
    assert isinstance(table, GreatTourTable)
    run_frames(app, 1)
    player = MousePlayer(app, table)
    deadline = time.monotonic() + 60
    while not isinstance(app.top, GreatTourGameOver):
        assert time.monotonic() < deadline, f"stuck at move {match.ply}"
        if player.my_turn():
            ply = match.ply
            player.play_turn()
            assert match.ply > ply, f"turn {player.turns}: the clicks did not play a move"
        else:
            app.frame(dt=FRAME)
            time.sleep(0.0005)

    # Every action of seat 0 came from the clicks: there is no other way in for a human seat.
    human = [action for seat, action in match.log if seat == 0]
    assert human and player.turns >= 5
    events = _seat0_events(table)
    begun = [e for e in events if isinstance(e, E.JourneyBegun)]
    done = [e for e in events if isinstance(e, E.JourneyCompleted)]
    # A journey that overtook a coach (a segment costing more than 1 card), completed.
    overtaking = [b for b in begun if max(b.cost) > 1]
    assert overtaking and any(
        d.path == b.path and d.destination == b.destination for b in overtaking for d in done
    )
    # A blank-ticket journey, and a journey cancelled before its last card.
    assert any(d.ticket == BLANK for d in done)
    assert any(isinstance(e, E.JourneyCancelled) for e in events)
    assert player.done["cancel"] and player.done["overtake"] and player.done["blank"]

    # The game-over screen shows the engine's outcome: every score and every part of it.
    outcome = match.game.outcome(match.state)
    scene = app.top
    assert scene.outcome == outcome
    drawn = drawn_texts(monkeypatch, app)
    for key in ("TICKETS", "BONUSES", "CARDS", "TOTAL"):
        assert key in drawn
    for seat, score in enumerate(outcome.scores):
        assert str(score) in drawn
        for value in outcome.breakdown[seat].values():
            assert str(value) in drawn
    assert outcome.breakdown[0]["tickets"] >= 1
