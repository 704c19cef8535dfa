"""Which sound each game event makes: a table from event classes to ``SoundName``.

Matched on the event *class* (never on the text of a field), so it holds while the games'
event fields change. Sounds follow what the viewer may see (``Event.visible_to``): a hidden
draw comes as two twin events — the drawer's secret one and everybody else's public one — and
exactly one of them is visible to any viewer, so each draw sounds once.

Ticket to Ride scores its tickets only at the end, and a ticket completed during play is a
secret, so no TTR event plays "ticket completed". In the Great Tour the end of a journey is
both moments at once: the big coach arrives at the destination and the player takes the ticket
(a blank one too, worth 1 point), so ``JourneyCompleted`` plays both, layered.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tabletop.core import Event
from tabletop.games.great_tour import events as great_tour
from tabletop.games.metro import events as metro
from tabletop.games.ttr import events as ttr

from .sound import SoundName

EVENT_SOUNDS: Mapping[type[Event], SoundName | tuple[SoundName, ...]] = {
    # Ticket to Ride: Europe and Paris
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
    # Metro (drawing a tile back up to the hand stays silent: the tile placed has sounded)
    metro.TilePlaced: SoundName.TILE_PLACED,
    metro.LineCompleted: SoundName.LINE_COMPLETED,
    metro.GameEnded: SoundName.GAME_OVER,
    # The Great Tour
    great_tour.CardsDrawn: SoundName.CARD_DRAWN,
    great_tour.CardsDrawnBlind: SoundName.CARD_DRAWN,
    great_tour.JourneyCompleted: (SoundName.COACH_ARRIVING, SoundName.TICKET_COMPLETED),
    great_tour.FinalRoundStarted: SoundName.FINAL_ROUND,
    great_tour.GameEnded: SoundName.GAME_OVER,
}

#: Most telling first: when one step makes several sounds, these win.
PRIORITY: tuple[SoundName, ...] = (
    SoundName.GAME_OVER,
    SoundName.FINAL_ROUND,
    SoundName.TICKET_COMPLETED,
    SoundName.LINE_COMPLETED,
    SoundName.TUNNEL_REVEALED,
    SoundName.COACH_ARRIVING,
    SoundName.STATION_BUILT,
    SoundName.ROUTE_CLAIMED,
    SoundName.TILE_PLACED,
    SoundName.CARD_DRAWN,
)

#: At most this many sounds for one step (the last Metro tile can complete three lines and
#: end the game: one line chime and the fanfare, not a pile-up).
MAX_PER_STEP = 2


def sounds_for(events: Iterable[Event], viewer: int | None) -> tuple[SoundName, ...]:
    """The sounds of one step's events as ``viewer`` (a seat, or None for the spectator)
    sees them: each sound once, the most telling first, at most ``MAX_PER_STEP``."""
    names: set[SoundName] = set()
    for event in events:
        found = EVENT_SOUNDS.get(type(event))
        if found is None or not event.visible_to(viewer):
            continue
        names.update((found,) if isinstance(found, SoundName) else found)
    return tuple(sorted(names, key=PRIORITY.index)[:MAX_PER_STEP])
