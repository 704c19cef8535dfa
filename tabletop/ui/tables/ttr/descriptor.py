"""Ticket to Ride's two tables as the UI knows them: ``EUROPE_TABLE``, ``PARIS_TABLE``.

Ticket to Ride scores its tickets only at the end, and a ticket completed during play is a
secret, so no event here plays "ticket completed". A hidden draw comes as two twin events (the
drawer's and everybody else's), exactly one visible to any viewer, so each draw sounds once.
"""

from __future__ import annotations

from tabletop.core import Event
from tabletop.games.ttr import EUROPE, PARIS
from tabletop.games.ttr import events as ttr
from tabletop.games.ttr.descriptor import EUROPE_DESCRIPTOR, PARIS_DESCRIPTOR

from ...sound import SoundName
from ...table_descriptor import Sounds, TableDescriptor
from .table import TtrTable

SOUNDS: dict[type[Event], Sounds] = {
    ttr.FaceUpCardTaken: SoundName.CARD_DRAWN,
    ttr.CardDrawn: SoundName.CARD_DRAWN,
    ttr.HiddenCardDrawn: SoundName.CARD_DRAWN,
    ttr.TicketsDrawn: SoundName.CARD_DRAWN,
    ttr.HiddenTicketsDrawn: SoundName.CARD_DRAWN,
    ttr.RouteClaimed: SoundName.ROUTE_CLAIMED,
    ttr.TunnelCardsRevealed: SoundName.TUNNEL_REVEALED,
    ttr.StationBuilt: SoundName.STATION_BUILT,
    ttr.FinalRoundStarted: SoundName.FINAL_ROUND,
    ttr.GameEnded: SoundName.GAME_OVER,
}

# The colours of the cards and routes (gray routes take any colour).
EUROPE_TABLE = TableDescriptor(EUROPE_DESCRIPTOR, TtrTable, SOUNDS, (*EUROPE.colors, "gray"))
PARIS_TABLE = TableDescriptor(PARIS_DESCRIPTOR, TtrTable, SOUNDS, (*PARIS.colors, "gray"))
