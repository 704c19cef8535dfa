"""The in-game rules help for The Great Tour: European Cities, as this engine plays it
(``docs/rules/great_tour.md``; the engine's own list of house rules is ``rules.HOUSE_RULES``).

Pure data for ``tabletop.ui.scenes.rules``, built when asked so that it is in the current
language; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section
from tabletop.core.i18n import _

from . import rules as R

_DRAWS = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))


def rules_help() -> tuple[Section, ...]:
    house = {"house_rule": HOUSE_RULE}
    in_play = ", ".join(
        _("{n} players {tickets}").format(n=n, tickets=t) for n, t in R.TICKETS_IN_PLAY.items()
    )
    return (
        section(
            _("The idea"),
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
                    "can take."
                ),
                lead=_("Note"),
            ),
        ),
        section(
            _("Components"),
            bullet(
                _(
                    "cities are joined by roads of round waypoints. A segment joins a city and a "
                    "waypoint, or two waypoints. Red segments are used only with {players} or "
                    "more players."
                ).format(players=R.RED_MIN_PLAYERS),
                lead=_("Board"),
            ),
            bullet(
                _(
                    "regular deck: {regular} city cards per city; joker deck: {joker_cities} "
                    "city cards per city and {jokers} jokers; VIP deck: per city {vip_cities} "
                    "city cards and {vips} VIP cards, and {vip_jokers} VIP jokers. Each deck "
                    "has its own discard pile."
                ).format(
                    regular=R.REGULAR_CITY_CARDS,
                    joker_cities=R.JOKER_DECK_CITY_CARDS,
                    jokers=R.JOKER_DECK_JOKERS,
                    vip_cities=R.VIP_DECK_CITY_CARDS,
                    vips=R.VIP_DECK_VIP_CARDS,
                    vip_jokers=R.VIP_DECK_VIP_JOKERS,
                ),
                lead=_("Route cards"),
            ),
            bullet(
                _(
                    "a joker stands for a city card of any city. A VIP card is a city card that "
                    "can also pay a whole segment on its own, whatever coaches stand on it. A "
                    "VIP joker is a VIP card of any city."
                ),
                lead=_("Jokers and VIPs"),
            ),
            bullet(
                _(
                    "40 city tickets (start city or cities → destination city or cities, "
                    "points) and {blanks} blank tickets worth {points} point each. Tickets in "
                    "play: {in_play}; the rest are removed at random."
                ).format(blanks=R.BLANK_TICKETS, points=R.BLANK_POINTS, in_play=in_play),
                lead=_("Tickets"),
            ),
            bullet(
                _(
                    "1 big coach and {coaches} small coaches per player; {tokens} tokens per city."
                ).format(coaches=R.SMALL_COACHES, tokens=R.TOKENS_PER_CITY),
                lead=_("Coaches and tokens"),
            ),
        ),
        section(
            _("Setup"),
            bullet(
                _(
                    "{active} active tickets are laid out face up, and beside them a row of "
                    "future tickets, one per player. The rest form the ticket pile."
                ).format(active=R.ACTIVE_ROW)
            ),
            bullet(
                _(
                    "Each player draws {n} cards from the regular deck. No coach is on the board "
                    "yet. The first player starts."
                ).format(n=R.STARTING_HAND)
            ),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(
                _(
                    "take {regular} cards from the regular deck, {joker} from the joker deck or "
                    "{vip} from the VIP deck."
                ).format(regular=_DRAWS["regular"], joker=_DRAWS["joker"], vip=_DRAWS["vip"]),
                lead=_("Draw route cards"),
            ),
            bullet(_("travel for one of the active tickets."), lead=_("Journey with a ticket")),
            bullet(
                _("travel anywhere for a 1-point blank ticket."),
                lead=_("Journey with a blank ticket"),
            ),
            _(
                "An empty deck is refilled by shuffling its own discard pile. If that is empty "
                "too, you take what is left — and a deck with nothing left cannot be chosen."
            ),
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
                    "visits a waypoint twice and is at most {n} segments long (one small coach "
                    "per segment)."
                ).format(n=R.SMALL_COACHES),
                lead=_("Path"),
            ),
            bullet(
                _(
                    "A journey is at most {n} segments long because you have {n} small coaches "
                    "and each segment of the journey takes one {house_rule}."
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
                _("You may cancel at most {n} journeys in one turn {house_rule}.").format(
                    n=R.MAX_CANCELS_PER_TURN, **house
                )
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
                _(
                    "When all {n} tokens of a city are taken, a journey there brings no token "
                    "{house_rule}."
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
                    "cards; any VIP card pays a segment alone."
                )
            ),
            bullet(
                _(
                    "You take a blank ticket worth {n} point and no city token. The ticket rows "
                    "do not move."
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
                _(
                    "{points} points, one per city. The first player to hold {tokens} tokens of "
                    "a city takes its card; a player who later holds more tokens of that city "
                    "than the holder takes it from them."
                ).format(points=R.FREQUENT_TRAVELLER_POINTS, tokens=R.FREQUENT_TRAVELLER_TOKENS),
                lead=_("Frequent traveller"),
            ),
            bullet(
                _(
                    "{points} points to the first player holding a token of every city; never lost."
                ).format(points=R.FIRST_ALL_FIVE_POINTS),
                lead=_("First in all five cities"),
            ),
            bullet(
                _(
                    "{points} points at the end to the player with the most city tokens. A tie "
                    "goes to the player with more tickets of the highest value, then of the next "
                    "value, and so on."
                ).format(points=R.MOST_TOKENS_POINTS),
                lead=_("Most city tokens"),
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
            bullet(_("1 point for every full {n} cards left in hand.").format(n=R.CARDS_PER_POINT)),
            _(
                "The most points wins; players tied for the most points all win {house_rule}."
            ).format(**house),
        ),
    )


__all__ = ["rules_help"]
