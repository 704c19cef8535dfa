"""Why the Great Tour's searching levels pay a journey with the card they pick (issue 28).

While a journey is paid card by card the levels do not search: they pay the first card, in the
knowledge's order (``GreatTourKnowledge.pay_order``: city cards, then jokers, then VIP cards),
that keeps the journey payable. A joker stands for any city and a VIP card pays a segment
alone, so a plain city card is paid wherever one keeps the journey payable; that order is the
reason Suggest gives.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai import MoveReason, Why
from tabletop.core import Action, View, register_words
from tabletop.core.i18n import N_

from . import rules as R
from .actions import Pay


class GreatTourReason(MoveReason):
    #: A city card paid while a joker or a VIP card could have been.
    KEEPS_WILD_CARDS = "keeps_wild_cards"
    #: A joker or a VIP card paid: no city card keeps the journey payable.
    ONLY_WILD_CARDS = "only_wild_cards"


register_words(
    {
        GreatTourReason.KEEPS_WILD_CARDS: N_(
            "A city card pays this: your jokers and VIP cards stay for later journeys."
        ),
        GreatTourReason.ONLY_WILD_CARDS: N_(
            "No city card keeps this journey payable: it takes a joker or a VIP card."
        ),
    }
)


def is_wild_card(card: str) -> bool:
    """A joker, a VIP card or a VIP joker: the cards worth keeping."""
    return card in (R.JOKER, R.VIP_JOKER) or card.endswith("*")


def payment_why(view: View, legal: Sequence[Action], action: Action) -> Why | None:
    """Why this card of a journey's payment (None for any other move, or when every card
    offered is of one kind and so nothing was weighed)."""
    del view  # the legal payments say it all: the engine offers the cards that keep it payable
    if not isinstance(action, Pay):
        return None
    pays = [a.card for a in legal if isinstance(a, Pay)]
    plain = [card for card in pays if not is_wild_card(card)]
    if not is_wild_card(action.card):
        if len(plain) < len(pays):
            return Why(GreatTourReason.KEEPS_WILD_CARDS)
        return None
    return Why(GreatTourReason.ONLY_WILD_CARDS) if not plain else None


__all__ = ["GreatTourReason", "is_wild_card", "payment_why"]
