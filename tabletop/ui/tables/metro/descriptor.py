"""Metro's table as the UI knows it: ``METRO_TABLE``."""

from __future__ import annotations

from tabletop.core import Event
from tabletop.games.metro import events as metro
from tabletop.games.metro.descriptor import DESCRIPTOR

from ...sound import SoundName
from ...table_descriptor import Sounds, TableDescriptor
from .table import MetroTable

#: Drawing a tile back up to the hand stays silent: the tile placed has sounded.
SOUNDS: dict[type[Event], Sounds] = {
    metro.TilePlaced: SoundName.TILE_PLACED,
    metro.LineCompleted: SoundName.LINE_COMPLETED,
    metro.GameEnded: SoundName.GAME_OVER,
}

METRO_TABLE = TableDescriptor(DESCRIPTOR, MetroTable, SOUNDS)
