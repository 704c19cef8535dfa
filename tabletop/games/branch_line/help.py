"""The in-game rules help for Branch Line: how to play, as this engine plays it
(``docs/rules/branch_line.md``).

Pure data for ``tabletop.ui.scenes.rules``, built when asked so that it is in the current
language. Branch Line is tabletop's own example game: its rules are all its own, so nothing
here is a house rule.
"""

from __future__ import annotations

from tabletop.core.help import Section, bullet, section
from tabletop.core.i18n import _, ngettext, pgettext

from .rules import (
    CARDS_PER_COLOUR,
    COLOURS,
    DECK_SIZE,
    DEFAULT_HAND_SIZE,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUTE_SCORES,
)


def colour_name(name: str) -> str:
    """A card colour (``rules.COLOURS``) in the player's words."""
    words = {
        "red": pgettext("colour of a Branch Line card", "red"),
        "blue": pgettext("colour of a Branch Line card", "blue"),
        "yellow": pgettext("colour of a Branch Line card", "yellow"),
    }
    return words.get(name, name)


def rules_help() -> tuple[Section, ...]:
    colours = _("{some} and {last}").format(
        some=", ".join(colour_name(name) for name in COLOURS[:-1]),
        last=colour_name(COLOURS[-1]),
    )
    hands = _("{some} or {last}").format(
        some=", ".join(str(n) for n in HAND_SIZE.choices[:-1]), last=HAND_SIZE.choices[-1]
    )
    points = ", ".join(f"{length}\u00a0→\u00a0{score}" for length, score in ROUTE_SCORES.items())
    return (
        section(
            _("The idea"),
            _(
                "{low}–{high} players claim railway routes between six towns, each hoping to "
                "join the two towns of a secret ticket. Routes score as they are claimed; the "
                "ticket scores at the end, for or against its holder."
            ).format(low=MIN_PLAYERS, high=MAX_PLAYERS),
        ),
        section(
            _("Setup"),
            bullet(
                ngettext(
                    "The deck holds {total} card, {each} in each colour: {colours}.",
                    "The deck holds {total} cards, {each} in each colour: {colours}.",
                    DECK_SIZE,
                ).format(total=DECK_SIZE, each=CARDS_PER_COLOUR, colours=colours)
            ),
            bullet(
                ngettext(
                    "Every player is dealt {n} card from the shuffled deck ({choices}, chosen "
                    "when the game is set up) and one secret ticket naming two towns.",
                    "Every player is dealt {n} cards from the shuffled deck ({choices}, chosen "
                    "when the game is set up) and one secret ticket naming two towns.",
                    DEFAULT_HAND_SIZE,
                ).format(n=DEFAULT_HAND_SIZE, choices=hands)
            ),
            bullet(
                _(
                    "The first player takes the first turn (seat 1 unless another seat is "
                    "chosen to start), then play goes round in seat order."
                )
            ),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(_("take the top card of the deck into your hand."), lead=_("Draw a card")),
            bullet(
                _(
                    "pay as many cards of a route's colour as the route is long, and it is "
                    "yours: nobody else may claim it."
                ),
                lead=_("Claim a route"),
            ),
        ),
        section(
            _("End of the game"),
            _(
                "The game ends at once when every route is claimed, or when the last card of "
                "the deck is drawn."
            ),
        ),
        section(
            _("Scoring"),
            bullet(_("A route scores by its length in cards: {points}.").format(points=points)),
            bullet(
                _(
                    "Your ticket adds its points when your routes join its two towns, and takes "
                    "them away when they do not."
                )
            ),
            bullet(
                _(
                    "The most points wins; a tie goes to the player whose ticket is joined, and "
                    "players still tied share the win."
                )
            ),
        ),
    )
