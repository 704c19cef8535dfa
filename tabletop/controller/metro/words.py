"""Metro in plain words, for the game log, the banners and the hand column's captions and
hint (the acting seat's name is put in front of a log line by the log). Design ids mean nothing
to players, so tiles are never named. What the pointer is over is the controller's to say
(``MetroController.describe``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core import Event
from tabletop.core.i18n import _, ngettext
from tabletop.games.metro import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced


def placed_words(row: int, col: int, rotation: int) -> str:
    """A placement as players read it: rows and columns counted from 1 at the top left."""
    where = {"row": row + 1, "col": col + 1}
    if rotation == 1:
        return _("placed a tile on row {row}, column {col}, turned a quarter turn").format(**where)
    if rotation == 2:
        return _("placed a tile on row {row}, column {col}, turned a half turn").format(**where)
    if rotation == 3:
        return _("placed a tile on row {row}, column {col}, turned three quarter turns").format(
            **where
        )
    return _("placed a tile on row {row}, column {col}").format(**where)


def completed_words(event: LineCompleted, name: Callable[[int], str]) -> str:
    n = event.points
    if event.seat is None:
        if event.central:
            text = _("closed line {station} at the central station (nobody's line)")
        else:
            text = _("closed line {station} at station {end} (nobody's line)")
        return text.format(station=event.station, end=event.end)
    # The seat in front of the line is whoever placed the tile, often not the line's owner:
    # the scorer is named as the subject of its own clause ("Rival: closed line 21 at station
    # 22: Ala scores 2 points"), never as "for Ala" after the placer's verb.
    if event.central:
        text = ngettext(
            "closed line {station} at the central station: {name} scores {points} point (doubled)",
            "closed line {station} at the central station: {name} scores {points} points (doubled)",
            n,
        )
    else:
        text = ngettext(
            "closed line {station} at station {end}: {name} scores {points} point",
            "closed line {station} at station {end}: {name} scores {points} points",
            n,
        )
    return text.format(station=event.station, end=event.end, points=n, name=name(event.seat))


def game_end_words(winners: Sequence[str], best: int) -> str:
    if len(winners) == 1:
        return ngettext(
            "placed the last tile. {name} wins with {points} point",
            "placed the last tile. {name} wins with {points} points",
            best,
        ).format(name=winners[0], points=best)
    return ngettext(
        "placed the last tile. {names} share the win with {points} point",
        "placed the last tile. {names} share the win with {points} points",
        best,
    ).format(names=", ".join(winners), points=best)


def describe(event: Event, name: Callable[[int], str]) -> str | None:
    """One log line for ``event`` (None: not worth a line)."""
    if isinstance(event, TilePlaced):
        return placed_words(event.row, event.col, event.rotation)
    if isinstance(event, (TileDrawn, TileDrawnBlind)):
        # The drawer sees TileDrawn, everyone else its public twin: one line each, and the
        # design means nothing to read. Refills after every placement are routine; drawing
        # instead of playing is a choice.
        return None if event.refill else _("drew a tile from the pool (it must be placed now)")
    if isinstance(event, LineCompleted):
        return completed_words(event, name)
    if isinstance(event, GameEnded):
        best = max(event.scores) if event.scores else 0
        return game_end_words([name(seat) for seat in event.winners], best)
    return None


# ------------------------------------------------------------------ the hand column
def hand_title(spectator: bool, tiles: int, *, waiting: bool = False) -> str:
    """The hand column's title; ``waiting``: another seat is playing, so the (greyed) tiles are
    the viewer's own for their next turn, never the player's on the move."""
    if spectator:
        return _("TILES IN HAND")
    if waiting:
        return _("YOUR NEXT TILES") if tiles > 1 else _("YOUR NEXT TILE")
    return _("YOUR TILES") if tiles > 1 else _("YOUR TILE")


def waiting_caption(name: str) -> str:
    """Under the viewer's greyed tile while ``name`` plays."""
    return _("{name} is playing").format(name=name)


def slot_caption(
    *, drawn_slot: bool, drawn: bool, active: bool, hand: int, acting: bool, index: int
) -> str:
    """The caption under a tile of the hand column."""
    if drawn_slot:
        return _("Drawn: place it now")
    if drawn:
        return _("Kept in hand")
    if active and hand > 1:
        return _("Selected")
    if acting and hand > 1:
        return _("Click (or {key}) to choose").format(key=index + 1)
    return ""


def empty_hand_words(spectator: bool) -> str:
    return _("Hidden: this is the spectator's view.") if spectator else _("No tile in hand.")


def placing_hint(*, drawn: bool, rotation: bool, can_draw: bool) -> str:
    """What to do now, for the seat to act (sentences joined: each is whole)."""
    parts = [
        _("Place the tile you drew on a highlighted square.")
        if drawn
        else _("Click a highlighted square to place your tile.")
    ]
    if rotation:
        parts.append(_("R or right-click turns it."))
    if not drawn and can_draw:
        parts.append(_("Or draw one from the pool."))
    return " ".join(parts)


def waiting_hint(name: str | None, thinking: bool) -> str:
    if name is None:
        return ""
    if thinking:
        return _("{name} is choosing where to place a tile…").format(name=name)
    return _("Waiting for {name}.").format(name=name)


def game_over_hint(winners_line: str | None, best: int) -> str:
    if winners_line is None:
        return _("The board is full: the game is over.")
    return ngettext(
        "The board is full. {winners} ({points} point)",
        "The board is full. {winners} ({points} points)",
        best,
    ).format(winners=winners_line, points=best)
