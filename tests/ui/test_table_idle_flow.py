"""The window sleeps between inputs (``App.idle``): after the last move's animations the
results still come up by themselves, without waiting for the player to move the mouse."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.settings import Settings
from tests.support.pilot import FRAME, headless_app, run_until


def one_move_from_the_end(game_id: str) -> Match:
    """A three-seat game of greedy AIs replayed to just before its last move, with Ala
    (human) in the seat after the last mover's: the last move is an AI's."""
    colors = [c for _name, c in theme.player_colors(game_id)]
    bots = [Seat(f"Bot {i}", colors[i], "greedy") for i in range(3)]
    played = Match.new(game_id, GameConfig(3), bots, 7)
    while not played.is_over():
        played.step_ai()
    log = list(played.log)
    ala = (log[-1][0] + 1) % 3
    seats = [Seat("Ala", colors[ala], None) if i == ala else bot for i, bot in enumerate(bots)]
    match = Match.new(game_id, GameConfig(3), seats, 7)
    match.replay(log[:-1])
    return match


@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris", "metro", "great_tour"])
def test_the_results_come_up_without_a_touch_after_the_last_move(game_id: str) -> None:
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="normal", ai_delay=0.0)
        table = app.start_match(one_move_from_the_end(game_id))
        run_until(app, lambda: table.match.is_over() and not table.animations.busy, 20)
        # From here on, frames come only when the app would wake: no input arrives, and the
        # second of frames after the last input is long over.
        for _ in range(20):
            if isinstance(app.top, GameOverScene):
                return
            app.settle_until = 0.0
            assert app.wake_in() is not None, "the results wait for the player to move the mouse"
            app.frame(dt=FRAME)
        raise AssertionError(f"no results; top is {type(app.top).__name__}")
