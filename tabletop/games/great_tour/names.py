"""The player's names for The Great Tour's things: cities, waypoints, card types, decks, tickets
and bonus cards, in the current language. Refusal sentences, the controller's hover texts and the
table's log all name things through here, so a ticket reads "Amsterdam/Paris → Berlin" everywhere
and never by its internal id."""

from __future__ import annotations

from tabletop.core.i18n import N_, _, ngettext

from . import rules as R
from .board import GreatTourBoard

#: Deck id → its name (marked for the catalog; translated when shown).
DECK_NAMES = {"regular": N_("regular"), "joker": N_("joker"), "vip": N_("VIP")}


class Names:
    """Names of one board's things (labels come from the map, words from the catalog)."""

    def __init__(self, board: GreatTourBoard) -> None:
        self.board = board
        self._cities = {c.id: c.label for c in board.cities}
        self._waypoints = {w.id: w.label for w in board.waypoints}

    def city(self, city_id: str) -> str:
        return self._cities.get(city_id, city_id)

    def node(self, node_id: str) -> str:
        """A city's or a waypoint's name."""
        return self._cities.get(node_id) or self._waypoints.get(node_id, node_id)

    def card(self, card: str) -> str:
        """``"PAR"`` → Paris, ``"PAR*"`` → Paris VIP, ``"J"`` → Joker, ``"J*"`` → VIP joker."""
        if card == R.JOKER:
            return _("Joker")
        if card == R.VIP_JOKER:
            return _("VIP joker")
        if card.endswith("*"):
            return _("{city} VIP").format(city=self.city(card[:-1]))
        return self.city(card)

    @staticmethod
    def deck(deck: str) -> str:
        return _(DECK_NAMES[deck]) if deck in DECK_NAMES else deck

    def ticket(self, ticket: str) -> str:
        """A ticket by its cities: ``Amsterdam/Paris → Berlin`` (a blank ticket by that name)."""
        if ticket == R.BLANK:
            return _("a blank ticket")
        card = self.board.ticket(ticket)
        starts = "/".join(self.city(c) for c in card.starts)
        destinations = "/".join(self.city(c) for c in card.destinations)
        return f"{starts} → {destinations}"

    def bonus(self, bonus: str) -> str:
        if bonus == R.FIRST_ALL_FIVE:
            n = len(self._cities)
            return ngettext("First in all {n} city", "First in all {n} cities", n).format(n=n)
        if bonus == R.MOST_TOKENS:
            return _("Most city tokens")
        city = R.frequent_traveller_city(bonus)
        if city is not None:
            return _("Frequent traveller {city}").format(city=self.city(city))
        return bonus


__all__ = ["DECK_NAMES", "Names"]
