"""A finished match's game-over screen drawn at a window size, with every text of one frame:
what the tests of its words (cut, overlapping, naming each seat) look at."""

from __future__ import annotations

from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.settings import Settings
from tests.support.pilot import Point, headless_app, run_frames


def game_over_drawn(
    match: Match, size: Point = MIN_SIZE
) -> tuple[GameOverScene, list[theme.TextDrawn]]:
    """``match``'s game-over screen in a window of ``size`` (the smallest by default), and
    every text drawn in one frame of it (in the language the caller speaks)."""
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        app.start_match(match)
        run_frames(app, 2)
        scene = app.top
        assert isinstance(scene, GameOverScene)
        with textfit.recording() as drawn:
            scene.draw(app.screen)
    return scene, drawn
