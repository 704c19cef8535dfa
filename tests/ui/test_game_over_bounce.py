"""A double click on the results' "View board" shows the board: its second click does not
land on the board under the pointer ("The game is over." in red, at the moment of winning)."""

from __future__ import annotations

import pytest

from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.settings import Settings
from tests.support.pilot import double_click, headless_app, run_until

from .test_table_idle_flow import one_move_from_the_end


@pytest.mark.parametrize(
    ("game_id", "size"),
    [("ttr_europe", (1280, 800)), ("metro", (1920, 1080))],  # Metro's: over the pool
)
def test_a_double_click_on_view_board_only_shows_the_board(
    game_id: str, size: tuple[int, int]
) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=0.0)
        table = app.start_match(one_move_from_the_end(game_id))
        run_until(app, lambda: isinstance(app.top, GameOverScene), 20)
        results = app.top
        assert isinstance(results, GameOverScene)
        double_click(app, results.board_button)
        assert app.top is table
        assert [t.text for t in app.toasts] == []
