"""Game tables: ``TABLES[game_id]`` → the ``TableScene`` subclass that draws that game.

How to write a game's table (Metro, TTR, Great Tour engineers)
--------------------------------------------------------------
Put it in ``tabletop/ui/tables/<package>/`` and register it in the package's ``__init__.py``::

    from tabletop.ui.tables import TABLES
    from .table import MetroTable
    TABLES["metro"] = MetroTable          # one class may serve several ids (ttr_europe, ttr_paris)

Then add the package name to ``_PACKAGES`` below if it is not there. The class::

    from tabletop.ui.table import TableScene
    from tabletop.ui import theme, anim

    class MetroTable(TableScene):
        def __init__(self, app, match, **kw):
            self.controller = MetroController(seat_name=self.seat_name)   # a TableController
            super().__init__(app, match, **kw)      # sets self.match, self.view, self.viewer…
            self.board_panel = BoardPanel(self)     # Panels: draw, target_at, rect_of
            self.seats_panel = MetroSeats(self)     # ui/seats.py's SeatsPanel, hooks overridden

        @property
        def panels(self):                           # drawing order; hit-tested topmost first
            return (self.board_panel, self.hand_panel, self.seats_panel, self.log_panel)

        def layout(self, size):
            super().layout(size)                    # hud_rect, board_rect, side_rect…
            fitted = fit_map_layout(self.board.ui, area)   # the map's ui layer (ui/map_layout.py)
            self.board_panel.rect = fitted["board"]        # …each panel's rectangle from it

        def choose(self, target, actions):          # the controller asks to confirm or choose
            ...open the table's dialog...

        def animations_for(self, seat, action, events):   # optional decoration
            return [anim.drop_in(tile_image, cell_center)]  # events: only what the viewer sees

        def describe_event(self, event):                  # a log line: controller/<id>/words.py
            return describe(event, self.seat_name)

The base class handles the rest: the pointer (the panels hit-tested, a click sent to the
controller's ``click`` and its ``Reply`` carried out, its ``describe`` of what the pointer is
over in the one tooltip), which seat's view to draw (the human to act; the last human
while an AI acts; the spectator view when nobody is human), pass-the-device between humans,
Esc menu (save/load/settings/quit), Ctrl+Z undo, Ctrl+S quick save, AI polling, the game-over
screen (``game_over_scene`` may return a ``GameOverScene`` subclass with extra details).
``self.app.settings.confirm_claims`` and ``animation_factor`` are the user's settings.

A game without a table gets ``FallbackTable``: the board picture, the view's facts and a list of
legal moves to pick from — playable, so every registered game can be started and checked.
"""

from __future__ import annotations

import importlib

from ..fallback_table import FallbackTable
from ..table import TableScene

TABLES: dict[str, type[TableScene]] = {}

#: Table packages under tabletop/ui/tables/, imported when present.
_PACKAGES = ("metro", "ttr", "great_tour")
_loaded = False


def load_tables() -> None:
    """Import each game's table package that exists (each registers itself in TABLES)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for package in _PACKAGES:
        name = f"{__name__}.{package}"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:  # the package exists but something it needs is missing
                raise


def table_for(game_id: str) -> type[TableScene]:
    """The registered table of ``game_id``, or the fallback table."""
    load_tables()
    table = TABLES.get(game_id)
    if table is None:
        return FallbackTable
    return table


load_tables()

__all__ = ["TABLES", "load_tables", "table_for"]
