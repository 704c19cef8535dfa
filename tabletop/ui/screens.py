"""The app's one door to its screens (``app.screens``): a screen that leads to another — the
title to the Load screen, a table's menu to the settings — asks here instead of importing that
screen's module.

So no screen imports the screens it leads to, and the screens, which lead to one another (the
title to Load, Load to a table, a table's menu back to Load), form no import loop: only this
module, which no screen imports, knows them all. Each screen's module is imported when it is
first opened: the title needs none of them, so start-up stays short.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.core.i18n import _

from .scene import Modal

if TYPE_CHECKING:
    from .app import App
    from .table import TableScene


class Screens:
    """Opens each screen over the app's stack."""

    def __init__(self, app: App) -> None:
        self.app = app

    def new_game(self, game_id: str | None = None) -> None:
        from .scenes.new_game import NewGameScene  # lazily: not needed at start-up

        self.app.push(NewGameScene(self.app, game_id))

    def open_map(self, path: Path) -> bool:
        """A file dropped on the window, opened as *Open a map…* opens it (the same checks
        and refusals): on the new-game screen, or from the title (the new-game screen opens
        first). On any other screen a toast says where to drop it (False)."""
        from .scenes.new_game import NewGameScene  # lazily: not needed at start-up
        from .scenes.title import TitleScene  # lazily: as every screen here knows the others

        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        if isinstance(self.app.top, Modal) and isinstance(below, NewGameScene):
            # The prompt of *Open a map…* or a map's refusal over the screen: the map
            # dropped on them is opened instead (the player sees the new-game screen).
            self.app.pop()
        if isinstance(self.app.top, TitleScene):
            self.new_game()
        top = self.app.top
        if not isinstance(top, NewGameScene):
            where = _("To open a map, drop it on the title screen or on the New game screen.")
            self.app.toast(where, "info")
            return False
        top.board_picker.open_path(str(path))
        return True

    def load(self) -> None:
        from .scenes.load import LoadScene  # lazily: not needed at start-up

        self.app.push(LoadScene(self.app))

    def open_save(self, path: Path) -> bool:
        """Load the save at ``path`` and open its table (a problem is shown, not raised)."""
        from .scenes.load import open_save  # lazily: not needed at start-up

        return open_save(self.app, path)

    def statistics(self) -> None:
        from .scenes.statistics import StatisticsScene  # lazily: not needed at start-up

        self.app.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from .scenes.settings import SettingsScene  # lazily: not needed at start-up

        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from .scenes.about import AboutScene  # lazily: not needed at start-up

        self.app.push(AboutScene(self.app))

    def game_menu(self, table: TableScene) -> None:
        """The menu over a table (Esc): resume, rules, save a copy, load, settings, quit."""
        from .scenes.menu import GameMenu  # lazily: not needed at start-up

        self.app.push(GameMenu(self.app, table))


__all__ = ["Screens"]
