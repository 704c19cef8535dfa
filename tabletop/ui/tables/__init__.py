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
            super().__init__(app, match, **kw)      # sets self.match, self.view, self.viewer…
            # load the board (tabletop.boards), make your widgets, append them to self.widgets

        def layout(self, size):
            super().layout(size)                    # hud_rect, board_rect, side_rect,
            ...                                     # seats_rect, log_rect: use or move them

        def draw_table(self, surface):              # every frame, from self.view ONLY
            ...board, hand (self.view["hand"]), markets...
            self.draw_seats(surface, self.seats_rect, scores=self.view["scores"])
            self.log.draw(surface, self.log_rect, self.viewer, self.describe_event,
                          self.seat_name, self.seat_color)

        def handle_table_event(self, event) -> bool:
            if self.can_act and event.type == pygame.MOUSEBUTTONUP:
                action = <match the click against self.match.legal_actions()>
                if action: self.submit(action); return True   # refusals become a toast
            return False

        def animations_for(self, seat, action, events):   # optional decoration
            return [anim.drop_in(tile_image, cell_center)]  # events: only what the viewer sees

        def describe_event(self, event):                  # optional log wording
            ...

The base class handles the rest: which seat's view to draw (the human to act; the last human
while an AI acts; the spectator view when nobody is human), pass-the-device between humans,
Esc menu (save/load/settings/quit), Ctrl+Z undo, Ctrl+S quick save, AI polling, the game-over
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
