"""The player's names for The Great Tour's things: cities, waypoints, card types, decks, tickets
and bonus cards, in the current language. Refusal sentences, the controller's hover texts and the
table's log all name things through here, so a ticket reads "Amsterdam/Paris → Berlin" everywhere
and never by its internal id."""

from __future__ import annotations

from functools import cache

from tabletop.core.i18n import N_, _, language, ngettext, npgettext, pgettext

from . import rules as R
from .board import GreatTourBoard

#: Deck id → its name (marked for the catalog; translated when shown).
DECK_NAMES = {"regular": N_("regular"), "joker": N_("joker"), "vip": N_("VIP")}


@cache
def _places(code: str) -> dict[str, str]:
    """The shipped board's places (the map's labels) in language ``code``, which is the one
    in use when this is first asked for it."""
    # Translators: the places as the rulebook (or your language) writes them: Paryż, Wiedeń…
    return {
        "Amsterdam": pgettext("a place on The Great Tour's board", "Amsterdam"),
        "Berlin": pgettext("a place on The Great Tour's board", "Berlin"),
        "Paris": pgettext("a place on The Great Tour's board", "Paris"),
        "Wien": pgettext("a place on The Great Tour's board", "Wien"),
        "Milano": pgettext("a place on The Great Tour's board", "Milano"),
        "Brussels": pgettext("a place on The Great Tour's board", "Brussels"),
        "Osnabrueck": pgettext("a place on The Great Tour's board", "Osnabrueck"),
        "Hannover": pgettext("a place on The Great Tour's board", "Hannover"),
        "Dresden": pgettext("a place on The Great Tour's board", "Dresden"),
        "Prague": pgettext("a place on The Great Tour's board", "Prague"),
        "Dijon": pgettext("a place on The Great Tour's board", "Dijon"),
        "Geneva": pgettext("a place on The Great Tour's board", "Geneva"),
        "Verona": pgettext("a place on The Great Tour's board", "Verona"),
        "Klagenfurt": pgettext("a place on The Great Tour's board", "Klagenfurt"),
        "Strasbourg": pgettext("a place on The Great Tour's board", "Strasbourg"),
        "Munich": pgettext("a place on The Great Tour's board", "Munich"),
        "Salzburg": pgettext("a place on The Great Tour's board", "Salzburg"),
        "Cologne": pgettext("a place on The Great Tour's board", "Cologne"),
        "Frankfurt": pgettext("a place on The Great Tour's board", "Frankfurt"),
        "Zurich": pgettext("a place on The Great Tour's board", "Zurich"),
        "Leipzig": pgettext("a place on The Great Tour's board", "Leipzig"),
        "Nuremberg": pgettext("a place on The Great Tour's board", "Nuremberg"),
        "Innsbruck": pgettext("a place on The Great Tour's board", "Innsbruck"),
        "Linz": pgettext("a place on The Great Tour's board", "Linz"),
        "Kassel": pgettext("a place on The Great Tour's board", "Kassel"),
        "Luxembourg": pgettext("a place on The Great Tour's board", "Luxembourg"),
        "Basel": pgettext("a place on The Great Tour's board", "Basel"),
        "Lille": pgettext("a place on The Great Tour's board", "Lille"),
    }


@cache
def _codes(code: str) -> dict[str, str]:
    """The shipped cities' codes printed on their route cards, in language ``code``."""
    # Translators: three letters of the city's name as your language writes it (Wiedeń: WIE).
    return {
        "AMS": pgettext("a city's code on its route cards", "AMS"),
        "BER": pgettext("a city's code on its route cards", "BER"),
        "PAR": pgettext("a city's code on its route cards", "PAR"),
        "VIE": pgettext("a city's code on its route cards", "VIE"),
        "MIL": pgettext("a city's code on its route cards", "MIL"),
    }


def city_code(city_id: str) -> str:
    """The code printed on a city's route cards (``VIE``; Polish ``WIE``); a user's map's
    city keeps its id."""
    return _codes(language()).get(city_id, city_id)


def place_name(label: str) -> str:
    """A city's or a waypoint's label from the map, in the player's language: the shipped
    board's places are in the catalog (the Polish rulebook's Paryż, Wiedeń, Mediolan); a
    user's own map keeps its labels as it writes them. Ids never change."""
    return _places(language()).get(label, label)


class Names:
    """Names of one board's things (labels come from the map, said in the player's language
    through ``place_name``; words from the catalog)."""

    def __init__(self, board: GreatTourBoard) -> None:
        self.board = board
        self._cities = {c.id: c.label for c in board.cities}
        self._waypoints = {w.id: w.label for w in board.waypoints}

    def city(self, city_id: str) -> str:
        label = self._cities.get(city_id)
        return city_id if label is None else place_name(label)

    def node(self, node_id: str) -> str:
        """A city's or a waypoint's name."""
        label = self._cities.get(node_id) or self._waypoints.get(node_id)
        return node_id if label is None else place_name(label)

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

    @staticmethod
    def segments(n: int) -> str:
        """A journey's length: ``1 segment`` / ``3 segments``."""
        return npgettext("a journey's length", "{n} segment", "{n} segments", n).format(n=n)

    @staticmethod
    def cards(n: int) -> str:
        """A journey's cost: ``1 card`` / ``5 cards``."""
        return npgettext("a journey's cost", "{n} card", "{n} cards", n).format(n=n)

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


__all__ = ["DECK_NAMES", "Names", "city_code", "place_name"]
