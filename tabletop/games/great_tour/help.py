"""The in-game rules help for The Great Tour: European Cities, as this engine plays it
(``docs/rules/great_tour.md``; the engine's own list of house rules is ``rules.HOUSE_RULES``).

Pure data for ``tabletop.ui.scenes.rules``, built when asked so that it is in the current
language; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section
from tabletop.core.i18n import _, ngettext, npgettext

from . import rules as R

_DRAWS = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))


def _n(text: str, n: int) -> str:
    """A counted phrase (from ``npgettext``) with its number filled in."""
    return text.format(n=n)


def _route_cards() -> str:
    """What each deck holds, every number counted."""
    return _(
        "regular deck: {regular} per city; joker deck: {joker_cities} per city and {jokers}; "
        "VIP deck: per city {vip_cities} and {vips}, and {vip_jokers}. Each deck has its own "
        "discard pile."
    ).format(
        regular=_n(
            npgettext(
                "rules help: what a deck holds",
                "{n} city card",
                "{n} city cards",
                R.REGULAR_CITY_CARDS,
            ),
            R.REGULAR_CITY_CARDS,
        ),
        joker_cities=_n(
            npgettext(
                "rules help: what a deck holds",
                "{n} city card",
                "{n} city cards",
                R.JOKER_DECK_CITY_CARDS,
            ),
            R.JOKER_DECK_CITY_CARDS,
        ),
        jokers=_n(
            npgettext(
                "rules help: what a deck holds", "{n} joker", "{n} jokers", R.JOKER_DECK_JOKERS
            ),
            R.JOKER_DECK_JOKERS,
        ),
        vip_cities=_n(
            npgettext(
                "rules help: what a deck holds, beside its VIP cards",
                "{n} plain city card",
                "{n} plain city cards",
                R.VIP_DECK_CITY_CARDS,
            ),
            R.VIP_DECK_CITY_CARDS,
        ),
        vips=_n(
            npgettext(
                "rules help: what a deck holds",
                "{n} VIP card",
                "{n} VIP cards",
                R.VIP_DECK_VIP_CARDS,
            ),
            R.VIP_DECK_VIP_CARDS,
        ),
        vip_jokers=_n(
            npgettext(
                "rules help: what a deck holds",
                "{n} VIP joker",
                "{n} VIP jokers",
                R.VIP_DECK_VIP_JOKERS,
            ),
            R.VIP_DECK_VIP_JOKERS,
        ),
    )


def _tickets() -> str:
    in_play = ", ".join(
        ngettext("{n} player: {tickets}", "{n} players: {tickets}", n).format(n=n, tickets=t)
        for n, t in R.TICKETS_IN_PLAY.items()
    )
    blanks = _n(
        npgettext(
            "rules help: what the game holds",
            "{n} blank ticket",
            "{n} blank tickets",
            R.BLANK_TICKETS,
        ),
        R.BLANK_TICKETS,
    )
    worth = ngettext("worth {n} point each", "worth {n} points each", R.BLANK_POINTS).format(
        n=R.BLANK_POINTS
    )
    return _(
        "40 city tickets (start city or cities → destination city or cities, points) and "
        "{blanks}, {worth}. Tickets in play: {in_play}; the rest are removed at random."
    ).format(blanks=blanks, worth=worth, in_play=in_play)


def _coaches_and_tokens() -> str:
    return _("1 big coach and {coaches} per player; {tokens} per city.").format(
        coaches=_n(
            npgettext(
                "rules help: what the game holds",
                "{n} small coach",
                "{n} small coaches",
                R.SMALL_COACHES,
            ),
            R.SMALL_COACHES,
        ),
        tokens=_n(
            npgettext(
                "rules help: what the game holds", "{n} token", "{n} tokens", R.TOKENS_PER_CITY
            ),
            R.TOKENS_PER_CITY,
        ),
    )


def rules_help() -> tuple[Section, ...]:
    house = {"house_rule": HOUSE_RULE}
    return (
        section(
            _("The idea"),
            # Translators: the cities as the rulebook writes them in your language (the board
            # shows the map's labels in English: Wien, Milano).
            _(
                "{low}–{high} players tour Europe by coach between five cities — Amsterdam, "
                "Berlin, Paris, Wien and Milano. Pay route cards for every stretch of road to "
                "complete journeys: each journey wins a ticket worth points and a token of the "
                "city you reach. Bonus cards reward frequent travellers, the first to see all "
                "five cities and the greatest collector of city tokens."
            ).format(low=R.MIN_PLAYERS, high=R.MAX_PLAYERS),
        ),
        section(
            _("About this board"),
            para(
                _(
                    "the printed board and ticket list are not available, so the board "
                    "(5 cities, 23 waypoints, 42 segments, 5 of them red) and the 40 tickets are "
                    "a designed substitute. A ticket is worth the fewest segments its journey "
                    "can take, one point less (but at least 2) when it names more than one "
                    "start or destination city."
                ),
                lead=_("Note"),
            ),
        ),
        section(
            _("Components"),
            bullet(
                ngettext(
                    "cities are joined by roads of round waypoints. A segment joins a city and a "
                    "waypoint, or two waypoints. Red segments are used only with {n} or more "
                    "player.",
                    "cities are joined by roads of round waypoints. A segment joins a city and a "
                    "waypoint, or two waypoints. Red segments are used only with {n} or more "
                    "players.",
                    R.RED_MIN_PLAYERS,
                ).format(n=R.RED_MIN_PLAYERS),
                lead=_("Board"),
            ),
            bullet(_route_cards(), lead=_("Route cards")),
            bullet(
                _(
                    "a joker stands for a city card of any city. A VIP card is a city card that "
                    "can also pay a whole segment on its own, whatever coaches stand on it. A "
                    "VIP joker is a VIP card of any city."
                ),
                lead=_("Jokers and VIPs"),
            ),
            bullet(_tickets(), lead=_("Tickets")),
            bullet(_coaches_and_tokens(), lead=_("Coaches and tokens")),
        ),
        section(
            _("Setup"),
            bullet(
                ngettext(
                    "{n} active ticket is laid out face up, and beside it a row of future "
                    "tickets, one per player. The rest form the ticket pile.",
                    "{n} active tickets are laid out face up, and beside them a row of future "
                    "tickets, one per player. The rest form the ticket pile.",
                    R.ACTIVE_ROW,
                ).format(n=R.ACTIVE_ROW)
            ),
            bullet(
                ngettext(
                    "Each player draws {n} card from the regular deck. No coach is on the board "
                    "yet.",
                    "Each player draws {n} cards from the regular deck. No coach is on the board "
                    "yet.",
                    R.STARTING_HAND,
                ).format(n=R.STARTING_HAND)
            ),
            bullet(
                _(
                    "The first player takes the first turn, then play goes round in seat order. "
                    "The rulebook lets whoever last visited one of the five cities start, and "
                    "the youngest if nobody has been to any of them: choose that seat as the "
                    "first player on the new-game screen. Unless you choose, seat 1 starts "
                    "{house_rule}."
                ).format(**house)
            ),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(
                _(
                    "take {regular} from the regular deck, {joker} from the joker deck or {vip} "
                    "from the VIP deck."
                ).format(
                    regular=_n(
                        npgettext(
                            "rules help: a count a player takes",
                            "{n} card",
                            "{n} cards",
                            _DRAWS["regular"],
                        ),
                        _DRAWS["regular"],
                    ),
                    joker=_DRAWS["joker"],
                    vip=_DRAWS["vip"],
                ),
                lead=_("Draw route cards"),
            ),
            bullet(_("travel for one of the active tickets."), lead=_("Journey with a ticket")),
            bullet(
                ngettext(
                    "travel anywhere for a blank ticket worth {n} point.",
                    "travel anywhere for a blank ticket worth {n} points.",
                    R.BLANK_POINTS,
                ).format(n=R.BLANK_POINTS),
                lead=_("Journey with a blank ticket"),
            ),
            _(
                "An empty deck is refilled by shuffling its own discard pile. If that is empty "
                "too, you take what is left — and a deck with nothing left cannot be chosen "
                "{house_rule}."
            ).format(**house),
        ),
        section(
            _("A journey"),
            bullet(
                _(
                    "your first journey may start in any start city of the ticket; later "
                    "journeys start where your big coach stands, which must be a start city of "
                    "the ticket. You travel to one of its destination cities."
                ),
                lead=_("Where"),
            ),
            bullet(
                _(
                    "you choose it — a chain of segments from start to destination that never "
                    "visits a waypoint twice and is at most {segments} long (one small coach "
                    "per segment)."
                ).format(
                    segments=_n(
                        npgettext(
                            "rules help: a journey's length, after 'at most'",
                            "{n} segment",
                            "{n} segments",
                            R.SMALL_COACHES,
                        ),
                        R.SMALL_COACHES,
                    )
                ),
                lead=_("Path"),
            ),
            bullet(
                ngettext(
                    "A journey is at most {n} segment long because you have {n} small coach and "
                    "each segment of the journey takes one {house_rule}.",
                    "A journey is at most {n} segments long because you have {n} small coaches "
                    "and each segment of the journey takes one {house_rule}.",
                    R.SMALL_COACHES,
                ).format(n=R.SMALL_COACHES, **house)
            ),
            bullet(
                _(
                    "A journey passes through no city other than its start and destination "
                    "{house_rule}."
                ).format(**house)
            ),
            bullet(
                _(
                    "each segment costs 1 card, plus 1 for every other player's small coach on "
                    "it. A VIP card of the start or destination city, or a VIP joker, pays a "
                    "segment alone."
                ),
                lead=_("Cost"),
            ),
            bullet(
                _(
                    "every card must be of the start or destination city, or a joker or VIP "
                    "joker, and the payment must include at least one card of each of the two "
                    "cities (jokers may stand in for either)."
                ),
                lead=_("Which cards"),
            ),
            bullet(
                _(
                    "pay card by card; the journey is made on the card that makes the payment "
                    "exact. Before that you may cancel it and take your cards back."
                ),
                lead=_("Paying"),
            ),
            bullet(
                ngettext(
                    "You may cancel at most {n} journey in one turn {house_rule}.",
                    "You may cancel at most {n} journeys in one turn {house_rule}.",
                    R.MAX_CANCELS_PER_TURN,
                ).format(n=R.MAX_CANCELS_PER_TURN, **house)
            ),
        ),
        section(
            _("After a journey"),
            bullet(
                _(
                    "Your small coaches leave their previous path and stand one on each segment "
                    "of the new one; your big coach moves to the destination."
                )
            ),
            bullet(
                _(
                    "You take the ticket (its points count at the end) and a token of the "
                    "destination city."
                )
            ),
            bullet(
                ngettext(
                    "When the {n} token of a city is taken, a journey there brings no token "
                    "{house_rule}.",
                    "When all {n} tokens of a city are taken, a journey there brings no token "
                    "{house_rule}.",
                    R.TOKENS_PER_CITY,
                ).format(n=R.TOKENS_PER_CITY, **house)
            ),
            bullet(
                _(
                    "The first future ticket moves into the active row, the future row moves up "
                    "and the ticket pile refills it. When the pile's last ticket enters the "
                    "future row, the final round starts."
                )
            ),
        ),
        section(
            _("Blank tickets"),
            bullet(
                _(
                    "While blank tickets remain, you may travel to any city other than the one "
                    "you are in (your first journey: between any two cities), paying with any "
                    "cards."
                )
            ),
            bullet(
                _(
                    "Any city's VIP card pays a segment alone on a blank ticket {house_rule}: "
                    "the rulebook ties a VIP card to the start or destination city and says "
                    "only that a blank ticket is paid with the cards of any cities."
                ).format(**house)
            ),
            bullet(
                ngettext(
                    "You take a blank ticket worth {n} point and no city token. The ticket rows "
                    "do not move.",
                    "You take a blank ticket worth {n} points and no city token. The ticket rows "
                    "do not move.",
                    R.BLANK_POINTS,
                ).format(n=R.BLANK_POINTS)
            ),
        ),
        section(
            _("Passing"),
            bullet(
                _("You may pass only when you can neither draw nor travel {house_rule}.").format(
                    **house
                )
            ),
            bullet(
                _(
                    "When every player passes, one after another, nothing can change any more "
                    "and the game ends {house_rule}."
                ).format(**house)
            ),
        ),
        section(
            _("Bonus cards"),
            bullet(
                ngettext(
                    "{n} point, one card per city.",
                    "{n} points, one card per city.",
                    R.FREQUENT_TRAVELLER_POINTS,
                ).format(n=R.FREQUENT_TRAVELLER_POINTS)
                + " "
                + ngettext(
                    "The first player to hold {n} token of a city takes its card; a player who "
                    "later holds more tokens of that city than the holder takes it from them.",
                    "The first player to hold {n} tokens of a city takes its card; a player who "
                    "later holds more tokens of that city than the holder takes it from them.",
                    R.FREQUENT_TRAVELLER_TOKENS,
                ).format(n=R.FREQUENT_TRAVELLER_TOKENS),
                lead=_("Frequent traveller"),
            ),
            bullet(
                ngettext(
                    "{n} point to the first player holding a token of every city; never lost.",
                    "{n} points to the first player holding a token of every city; never lost.",
                    R.FIRST_ALL_FIVE_POINTS,
                ).format(n=R.FIRST_ALL_FIVE_POINTS),
                lead=_("First in all five cities"),
            ),
            bullet(
                ngettext(
                    "{n} point at the end to the player with the most city tokens. A tie goes "
                    "to the player with more tickets of the highest value, then of the next "
                    "value, and so on.",
                    "{n} points at the end to the player with the most city tokens. A tie "
                    "goes to the player with more tickets of the highest value, then of the "
                    "next value, and so on.",
                    R.MOST_TOKENS_POINTS,
                ).format(n=R.MOST_TOKENS_POINTS),
                lead=_("Most city tokens"),
            ),
            bullet(
                _(
                    "The rulebook counts from the 5-point tickets down; a board may have "
                    "tickets worth more, and they count first {house_rule}."
                ).format(**house)
            ),
            bullet(
                _(
                    "In that tie-break blank tickets count as 1-point tickets, and players still "
                    "tied all score the bonus {house_rule}."
                ).format(**house)
            ),
            bullet(
                _(
                    "Nobody scores the most-tokens bonus without at least one token {house_rule}."
                ).format(**house)
            ),
            bullet(
                _(
                    "Bonus values: frequent traveller {frequent} is the published value; first "
                    "in all five cities {first} and most city tokens {most} are house values "
                    "{house_rule}."
                ).format(
                    frequent=R.FREQUENT_TRAVELLER_POINTS,
                    first=R.FIRST_ALL_FIVE_POINTS,
                    most=R.MOST_TOKENS_POINTS,
                    **house,
                )
            ),
        ),
        section(
            _("End of the game"),
            _(
                "When the last ticket enters the future row, every player — the one who moved "
                "it included — gets exactly one more turn. Then the game ends. The final score "
                "adds up:"
            ),
            bullet(_("Ticket points (blank tickets 1 each).")),
            bullet(_("Bonus cards.")),
            bullet(
                ngettext(
                    "1 point for every full {n} card left in hand.",
                    "1 point for every full {n} cards left in hand.",
                    R.CARDS_PER_POINT,
                ).format(n=R.CARDS_PER_POINT)
            ),
            _(
                "The most points wins; players tied for the most points all win {house_rule}."
            ).format(**house),
        ),
    )


__all__ = ["rules_help"]
