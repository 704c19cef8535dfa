"""How TTR things are named to the player: cities, routes, tickets, card colours, payments.

Pure words (no pygame), in the current language: the controller's hover texts and refusals, the
table's dialogs and log lines all name things through ``TtrNames``. Place names come from the
map and are not translated.
"""

from __future__ import annotations

from tabletop.core.i18n import N_, N_plural, _, ngettext
from tabletop.games.ttr import TtrGame

#: A dash between two city names.
DASH = " – "

#: Colour words (card and track colours; the map's ``gray`` is a track of any one colour, said
#: "grey": the words are British English, the ids stay as the maps write them).
COLOUR_WORDS: dict[str, str] = {
    "red": N_("red"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "pink": N_("pink"),
    "purple": N_("purple"),
    "white": N_("white"),
    "black": N_("black"),
    "gray": N_("grey"),
}
#: A card of a colour, counted ("red card" / "red cards"): whole entries, so that a language
#: whose colour word agrees with the noun and the number (Polish: czerwona karta, 5 czerwonych
#: kart) says it right.
CARD_NAMES: dict[str, tuple[str, str]] = {
    "red": N_plural("red card", "red cards"),
    "orange": N_plural("orange card", "orange cards"),
    "yellow": N_plural("yellow card", "yellow cards"),
    "green": N_plural("green card", "green cards"),
    "blue": N_plural("blue card", "blue cards"),
    "pink": N_plural("pink card", "pink cards"),
    "purple": N_plural("purple card", "purple cards"),
    "white": N_plural("white card", "white cards"),
    "black": N_plural("black card", "black cards"),
}
#: One card of a colour with its article ("a red card", "an orange card"): whole entries, so
#: that English says "a" or "an" as each colour's word needs, and a language without articles
#: says the card alone.
ONE_CARD: dict[str, str] = {
    "red": N_("a red card"),
    "orange": N_("an orange card"),
    "yellow": N_("a yellow card"),
    "green": N_("a green card"),
    "blue": N_("a blue card"),
    "pink": N_("a pink card"),
    "purple": N_("a purple card"),
    "white": N_("a white card"),
    "black": N_("a black card"),
}
#: A number of cards of one colour in a payment ("2 red"), whole entries for the same reason.
COUNTED_COLOURS: dict[str, tuple[str, str]] = {
    # Translators: a number of red cards in a payment ("2 red + 1 locomotive").
    "red": N_plural("{n} red", "{n} red"),
    "orange": N_plural("{n} orange", "{n} orange"),
    "yellow": N_plural("{n} yellow", "{n} yellow"),
    "green": N_plural("{n} green", "{n} green"),
    "blue": N_plural("{n} blue", "{n} blue"),
    "pink": N_plural("{n} pink", "{n} pink"),
    "purple": N_plural("{n} purple", "{n} purple"),
    "white": N_plural("{n} white", "{n} white"),
    "black": N_plural("{n} black", "{n} black"),
}
#: The word printed on a card face.
CARD_LABELS: dict[str, str] = {
    "red": N_("Red"),
    "orange": N_("Orange"),
    "yellow": N_("Yellow"),
    "green": N_("Green"),
    "blue": N_("Blue"),
    "pink": N_("Pink"),
    "purple": N_("Purple"),
    "white": N_("White"),
    "black": N_("Black"),
    "locomotive": N_("Locomotive"),
    "bus": N_("Bus"),
}


class TtrNames:
    """Names for one rule set and its board."""

    def __init__(self, game: TtrGame) -> None:
        self.game = game
        self.rules = game.rules
        self.board = game.board
        self.europe = game.rules.has_stations

    # ------------------------------------------------------------------ places
    def city(self, city: str) -> str:
        found = self.board.cities.get(city)
        return found.name if found is not None else city

    def route(self, route: str) -> str:
        r = self.board.routes[route]
        return f"{self.city(r.a)}{DASH}{self.city(r.b)}"

    def ticket(self, ticket: str) -> str:
        t = self.board.tickets[ticket]
        return f"{self.city(t.a)}{DASH}{self.city(t.b)}"

    def ticket_with_points(self, ticket: str) -> str:
        return _("{ticket} ({points})").format(
            ticket=self.ticket(ticket), points=self.board.tickets[ticket].points
        )

    # ------------------------------------------------------------------ cards and pieces
    def is_wild(self, color: str | None) -> bool:
        return color is None or color == self.rules.wild

    def colour(self, color: str) -> str:
        """A colour as a word: ``red``, ``grey``."""
        return _(COLOUR_WORDS.get(color, color))

    def color_label(self, color: str) -> str:
        """The word on a card face: ``Red``, ``Locomotive``, ``Bus``."""
        return _(CARD_LABELS.get(color, color.capitalize()))

    def card(self, color: str | None, count: int = 1) -> str:
        """``red card`` / ``locomotive`` / ``Bus card``, plural with ``count`` > 1."""
        if self.is_wild(color):
            if self.europe:
                return ngettext("locomotive", "locomotives", count)
            return ngettext("Bus card", "Bus cards", count)
        assert color is not None  # a card's colour is one of the rule set's (every one named)
        return ngettext(*CARD_NAMES[color], count)

    def a_card(self, color: str | None) -> str:
        """One card with its article: ``a red card`` / ``an orange card`` / ``a locomotive``."""
        if self.is_wild(color):
            return _("a locomotive") if self.europe else _("a Bus card")
        assert color is not None
        return _(ONE_CARD[color])

    def cards(self, color: str | None, count: int) -> str:
        """``2 red`` / ``1 locomotive`` / ``3 Bus cards``: a counted part of a payment."""
        if self.is_wild(color):
            if self.europe:
                return ngettext("{n} locomotive", "{n} locomotives", count).format(n=count)
            return ngettext("{n} Bus card", "{n} Bus cards", count).format(n=count)
        assert color is not None
        return ngettext(*COUNTED_COLOURS[color], count).format(n=count)

    def payment(self, color: str | None, wilds: int, total: int) -> str:
        """``2 red + 1 locomotive`` for ``total`` cards of which ``wilds`` are wild."""
        parts = []
        if total - wilds and color is not None:
            parts.append(self.cards(color, total - wilds))
        if wilds:
            parts.append(self.cards(None, wilds))
        return " + ".join(parts) if parts else _("nothing")

    def pieces(self, n: int) -> str:
        """``1 train`` / ``2 buses``."""
        if self.europe:
            return ngettext("{n} train", "{n} trains", n).format(n=n)
        return ngettext("{n} bus", "{n} buses", n).format(n=n)

    def pieces_left(self, n: int) -> str:
        if self.europe:
            return ngettext("{n} train left", "{n} trains left", n).format(n=n)
        return ngettext("{n} bus left", "{n} buses left", n).format(n=n)

    # ------------------------------------------------------------------ routes
    def route_facts(self, route: str) -> list[str]:
        """Short facts about a track for the hover card: length, colour, points, kind."""
        r = self.board.routes[route]
        points = self.rules.route_scores.get(r.length, 0)
        colour = _("grey (any one colour)") if r.color == "gray" else self.colour(r.color)
        facts = [
            _("{spaces} · {colour} · {points}").format(
                spaces=ngettext("{n} space", "{n} spaces", r.length).format(n=r.length),
                colour=colour,
                points=ngettext("{n} point", "{n} points", points).format(n=points),
            )
        ]
        if r.tunnel:
            facts.append(
                ngettext(
                    "Tunnel: {n} card is turned; each match costs one more card",
                    "Tunnel: {n} cards are turned; each match costs one more card",
                    self.rules.tunnel_reveal,
                ).format(n=self.rules.tunnel_reveal)
            )
        if r.ferry_locomotives:
            n = r.ferry_locomotives
            facts.append(
                ngettext("Ferry: needs {n} locomotive", "Ferry: needs {n} locomotives", n).format(
                    n=n
                )
            )
        if r.double_group:
            facts.append(_("Double route (one of two tracks)"))
        return facts


__all__ = [
    "CARD_LABELS",
    "CARD_NAMES",
    "COLOUR_WORDS",
    "COUNTED_COLOURS",
    "DASH",
    "ONE_CARD",
    "TtrNames",
]
