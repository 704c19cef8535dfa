"""Starting a tutorial: from the title (*Learn to play*, a choice of games), from the new-game
screen (*Learn this game*) and from the first start's offer (``scenes/tutorial_offer.py``);
counting how the tutorials go (``tabletop.tutorial.tally``, in the settings file).

A tutorial's game is kept out of the saves and the statistics: its match is not autosaved
until the player chooses to play it on (``CoachMarks``), and its table records no history.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.tutorial import TUTORIALS, Coach, new_tutorial_match
from tabletop.tutorial.tally import STARTED, counted

from . import theme
from .scene import TITLE_HEIGHT, Modal
from .settings import save_settings
from .tutorial_marks import CoachMarks
from .widgets import Button
from .words import game_title

if TYPE_CHECKING:
    from .app import App
    from .table import TableScene

log = logging.getLogger(__name__)


def has_tutorial(game_id: str) -> bool:
    return game_id in TUTORIALS


def record(app: App, game_id: str, what: str, step: str | None = None) -> None:
    """Count a tutorial event in the settings file (kept in memory when the file is damaged
    or cannot be written: it is left as it is)."""
    counts = counted(app.settings.tutorial_counts, game_id, what, step)
    app.settings = replace(app.settings, tutorial_counts=counts)
    if app.settings_problem is not None:
        return
    try:
        save_settings(app.settings)
    except OSError as error:
        log.warning("the tutorial counts could not be kept: %s", error)


def start_tutorial(app: App, game_id: str) -> TableScene:
    """Open ``game_id``'s tutorial at its table, over the title."""
    tutorial = TUTORIALS[game_id]
    holder: list[Coach] = []
    match = new_tutorial_match(
        tutorial, [_(name) for name in tutorial.seats], lambda: not holder[0].left
    )
    coach = Coach(tutorial, match)
    holder.append(coach)
    table = app.start_match(match)
    CoachMarks(app, table, coach, lambda what, step: record(app, game_id, what, step))
    record(app, game_id, STARTED)
    return table


class TutorialPicker(Modal):
    """*Learn to play*: which game to learn (the games with a tutorial)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = [game_id for game_id in GAMES if has_tutorial(game_id)]
        # The title, a button per game, and Cancel below them (unscaled units).
        rows = len(self.games) * (theme.BUTTON_HEIGHT + theme.GAP)
        height = 2 * theme.PAD + 4 + TITLE_HEIGHT + 2 * theme.GAP + rows + theme.BUTTON_HEIGHT
        self.panel_size = (460, height)
        self.game_buttons = [
            Button("", self.picker(game_id), style="primary") for game_id in self.games
        ]
        self.cancel = Button("", self.close)  # the title's buttons lie under it
        self.widgets = [*self.game_buttons, self.cancel]
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("Learn to play")
        for game_id, button in zip(self.games, self.game_buttons, strict=True):
            button.label = game_title(GAMES[game_id].spec.title)
        self.cancel.label = _("Cancel")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad, height = theme.px(theme.PAD + 4), theme.px(theme.BUTTON_HEIGHT)
        y = self.content_top() + theme.px(theme.GAP)
        for button in self.game_buttons:
            button.rect = pygame.Rect(self.panel.x + pad, y, self.panel.width - 2 * pad, height)
            y += height + theme.px(theme.GAP)
        self.button_row([self.cancel])

    def picker(self, game_id: str) -> Callable[[], None]:
        return lambda: self.pick(game_id)

    def pick(self, game_id: str) -> None:
        start_tutorial(self.app, game_id)


def learn_to_play(app: App) -> None:
    """The title's *Learn to play*: straight into the one tutorial, or a choice of games."""
    games = [game_id for game_id in GAMES if has_tutorial(game_id)]
    if len(games) == 1:
        start_tutorial(app, games[0])
    elif games:
        app.push(TutorialPicker(app))


__all__ = [
    "TutorialPicker",
    "has_tutorial",
    "learn_to_play",
    "record",
    "start_tutorial",
]
