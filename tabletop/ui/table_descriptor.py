"""What the UI needs about one game besides its engine: ``TableDescriptor``.

It is keyed by the game's own descriptor (``tabletop.core.GameDescriptor``, which may not
know the UI: docs/ARCHITECTURE.md, "Layers"). Each game's table package declares its table
descriptor(s) in ``ui/tables/<package>/descriptor.py`` and ``tabletop.ui.tables.TABLES``
lists them once; a game with none plays on the fallback table, silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.core import GameDescriptor

from .sound import SoundName

if TYPE_CHECKING:
    from .sound_events import EventSounds
    from .table import TableScene

#: A sound, or several layered (an event that is two moments at once).
Sounds = SoundName | tuple[SoundName, ...]


@dataclass(frozen=True)
class TableDescriptor:
    """One game's table: the scene that draws it, the sounds its events make and the card
    colours its board shows."""

    game: GameDescriptor[Any]
    #: The ``TableScene`` subclass that draws the game (one class may serve several games).
    table: type[TableScene]
    #: Event class → its sound. Matched on the event's class (never on the text of a field),
    #: and played as the viewer may see the event (``ui/sound_events.py``); the table gets
    #: them when it is opened (``ui.tables.open_table``).
    sounds: EventSounds
    #: The card and route colours its board shows together, named as in colour-blind mode's
    #: palette (``ui/colorblind.py``: ``CARD_COLORS``, each with its symbol), which keeps each
    #: such set apart for every kind of colour vision; empty for a board without them.
    card_colors: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.game.id
