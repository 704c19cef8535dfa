"""Game tables: ``TABLES``, every game's ``TableDescriptor`` listed once, and ``open_table``.

How to write a game's table
---------------------------
Put it in ``tabletop/ui/tables/<package>/`` and describe it in the package's
``descriptor.py``, keyed by the game's descriptor::

    from tabletop.games.metro.descriptor import DESCRIPTOR
    from ...table_descriptor import TableDescriptor
    from .table import MetroTable
    METRO_TABLE = TableDescriptor(DESCRIPTOR, MetroTable, SOUNDS)   # event class → sound

then add it to ``TABLES`` below: one line. One class may serve several games (``TtrTable``
draws Europe and Paris). The class::

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
Esc menu (save/load/settings/quit), Ctrl+Z undo, Ctrl+S save a copy, AI polling, the game-over
screen (``game_over_scene`` may return a ``GameOverScene`` subclass with extra details).
``self.app.settings.confirm_claims`` and ``animation_factor`` are the user's settings.

A game without a table descriptor gets ``FallbackTable``: the board picture, the view's facts
and a list of legal moves to pick from — playable, so every registered game can be started and
checked. A table descriptor may name it too (the example game does), to give its events
sounds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.core import Event

from ..fallback_table import FallbackTable
from ..table import TableScene
from ..table_descriptor import Sounds, TableDescriptor
from .branch_line.descriptor import BRANCH_LINE_TABLE
from .great_tour.descriptor import GREAT_TOUR_TABLE
from .metro.descriptor import METRO_TABLE
from .ttr.descriptor import EUROPE_TABLE, PARIS_TABLE

if TYPE_CHECKING:
    from tabletop.play import Match

    from ..app import App

#: Every game's table, in the registry's order.
TABLES: tuple[TableDescriptor, ...] = (
    EUROPE_TABLE,
    PARIS_TABLE,
    METRO_TABLE,
    GREAT_TOUR_TABLE,
    BRANCH_LINE_TABLE,
)


def table_descriptor(game_id: str) -> TableDescriptor | None:
    """The table descriptor of ``game_id``, or None for a game without one."""
    return next((found for found in TABLES if found.id == game_id), None)


def table_for(game_id: str) -> type[TableScene]:
    """The table class of ``game_id``, or the fallback table."""
    found = table_descriptor(game_id)
    return found.table if found is not None else FallbackTable


def open_table(app: App, match: Match, **kwargs: Any) -> TableScene:
    """The table of ``match``'s game (the fallback table for a game without one), with its
    game's sounds; ``kwargs`` go to the table (``viewer``)."""
    table = table_for(match.game_id)(app, match, **kwargs)
    found = table_descriptor(match.game_id)
    if found is not None:
        table.sounds = found.sounds
    return table


def event_sounds() -> Mapping[type[Event], Sounds]:
    """Every table's sounds by event class (a class belongs to one game package; games that
    share their events, such as Europe and Paris, share their sounds: a test checks it)."""
    return {cls: sound for found in TABLES for cls, sound in found.sounds.items()}


__all__ = ["TABLES", "event_sounds", "open_table", "table_descriptor", "table_for"]
