"""Why a move cannot be taken back (the Undo button's tooltip and the refusal's words).

Undo takes back the last move of the player asking and the AI replies after it, until another
human acts — unless any of those moves showed something hidden (a card from the deck, a tunnel
reveal, new tickets, a tile from the pool): taking it back would let a player peek and retry.
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core import Event
from tabletop.core.i18n import N_
from tabletop.core.refusals import Refusal, register_words


class UndoRefusal(Refusal):
    NOTHING_TO_UNDO = "undo_nothing"
    NOT_A_PLAYER = "undo_not_a_player"
    ANOTHER_PLAYER_MOVED = "undo_another_player_moved"
    OWN_MOVE_REVEALED = "undo_own_move_revealed"
    REPLY_REVEALED = "undo_reply_revealed"
    OWN_MOVE_TURNED_UP = "undo_own_move_turned_up"
    REPLY_TURNED_UP = "undo_reply_turned_up"
    GAME_OVER = "undo_game_over"


register_words(
    {
        UndoRefusal.NOTHING_TO_UNDO: N_("You have made no move to take back."),
        UndoRefusal.NOT_A_PLAYER: N_("Only a player can take back their own move."),
        UndoRefusal.ANOTHER_PLAYER_MOVED: N_(
            "{name} has played since your move, so it cannot be taken back."
        ),
        # Something only its player saw (a card drawn from the deck, tickets, a tile)…
        UndoRefusal.OWN_MOVE_REVEALED: N_(
            "Your last move showed you a hidden card, ticket or tile, so it cannot be taken back."
        ),
        UndoRefusal.REPLY_REVEALED: N_(
            "{name}'s reply drew a hidden card, ticket or tile, so your move cannot be taken back."
        ),
        # …or something everyone now knows: a card turned face up from the deck (the face-up
        # row refilled, a tunnel's cards), a tile turned from the pile.
        UndoRefusal.OWN_MOVE_TURNED_UP: N_(
            "Your last move turned a new card or tile face up from the deck, so it cannot be "
            "taken back: everyone has seen it."
        ),
        UndoRefusal.REPLY_TURNED_UP: N_(
            "{name}'s reply turned a new card or tile face up from the deck, so your move "
            "cannot be taken back: everyone has seen it."
        ),
        UndoRefusal.GAME_OVER: N_("The game is over: its moves can no longer be taken back."),
    }
)


def reveal_reason(events: Iterable[Event], *, own: bool) -> UndoRefusal:
    """Why a move that showed something cannot be taken back, from its events: something its
    player alone saw (a card drawn from the deck, tickets: an event hidden from the table), or
    a card or tile turned up for everyone (the face-up row refilled, a tunnel's cards)."""
    private = any(not event.visible_to(None) for event in events)
    if own:
        return UndoRefusal.OWN_MOVE_REVEALED if private else UndoRefusal.OWN_MOVE_TURNED_UP
    return UndoRefusal.REPLY_REVEALED if private else UndoRefusal.REPLY_TURNED_UP
