"""Why Branch Line refuses a move: ``BranchLineRefusal``, one sentence per reason.

The engine and the view helper (``helpers.claim_problem``) refuse with these, so a player reads
the same words however the move was tried. The game being over is
``CommonRefusal.GAME_OVER``.
"""

from __future__ import annotations

from tabletop.core import Counted, Refusal, register_words
from tabletop.core.i18n import N_


class BranchLineRefusal(Refusal):
    NO_SUCH_ROUTE = "no_such_route"
    ROUTE_TAKEN = "route_taken"
    #: Fewer cards of the route's colour in hand than its length.
    NOT_ENOUGH_CARDS = "not_enough_cards"
    DECK_EMPTY = "deck_empty"


register_words(
    {
        BranchLineRefusal.NO_SUCH_ROUTE: N_("There is no such route on this board."),
        BranchLineRefusal.ROUTE_TAKEN: N_("That route is already claimed."),
        BranchLineRefusal.NOT_ENOUGH_CARDS: Counted(
            N_("That route needs {n} card of its colour."),
            N_("That route needs {n} cards of its colour."),
        ),
        BranchLineRefusal.DECK_EMPTY: N_("No cards are left to draw."),
    }
)
