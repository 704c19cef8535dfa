"""The in-game rules help for The Great Tour: European Cities, as this engine plays it
(``rules/great_tour.md``; the engine's own list of house rules is ``rules.HOUSE_RULES``).

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section

from . import rules as R

_IN_PLAY = ", ".join(f"{n} players {t}" for n, t in R.TICKETS_IN_PLAY.items())
_DRAWS = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))

RULES_HELP: tuple[Section, ...] = (
    section(
        "The idea",
        f"{R.MIN_PLAYERS}–{R.MAX_PLAYERS} players tour Europe by coach between five cities — "
        "Amsterdam, Berlin, Paris, Wien and Milano. Pay route cards for every stretch of "
        "road to complete journeys: each journey wins a ticket worth points and a token of "
        "the city you reach. Bonus cards reward frequent travellers, the first to see all "
        "five cities and the greatest collector of city tokens.",
    ),
    section(
        "About this board",
        para(
            "the printed board and ticket list are not available, so the board (5 cities, "
            "23 waypoints, 42 segments, 5 of them red) and the 40 tickets are a designed "
            "substitute. A ticket is worth the fewest segments its journey can take.",
            lead="Note",
        ),
    ),
    section(
        "Components",
        bullet(
            "cities are joined by roads of round waypoints. A segment joins a city and a "
            f"waypoint, or two waypoints. Red segments are used only with {R.RED_MIN_PLAYERS} "
            f"or more players.",
            lead="Board",
        ),
        bullet(
            f"regular deck: {R.REGULAR_CITY_CARDS} city cards per city; joker deck: "
            f"{R.JOKER_DECK_CITY_CARDS} city cards per city and {R.JOKER_DECK_JOKERS} jokers; "
            f"VIP deck: per city {R.VIP_DECK_CITY_CARDS} city cards and {R.VIP_DECK_VIP_CARDS} "
            f"VIP cards, and {R.VIP_DECK_VIP_JOKERS} VIP jokers. Each deck has its own "
            "discard pile.",
            lead="Route cards",
        ),
        bullet(
            "a joker stands for a city card of any city. A VIP card is a city card that can "
            "also pay a whole segment on its own, whatever coaches stand on it. A VIP joker "
            "is a VIP card of any city.",
            lead="Jokers and VIPs",
        ),
        bullet(
            f"40 city tickets (start city or cities → destination city or cities, points) and "
            f"{R.BLANK_TICKETS} blank tickets worth {R.BLANK_POINTS} point each. Tickets in "
            f"play: {_IN_PLAY}; the rest are removed at random.",
            lead="Tickets",
        ),
        bullet(
            f"1 big coach and {R.SMALL_COACHES} small coaches per player; "
            f"{R.TOKENS_PER_CITY} tokens per city.",
            lead="Coaches and tokens",
        ),
    ),
    section(
        "Setup",
        bullet(
            f"{R.ACTIVE_ROW} active tickets are laid out face up, and beside them a row of "
            "future tickets, one per player. The rest form the ticket pile."
        ),
        bullet(
            f"Each player draws {R.STARTING_HAND} cards from the regular deck. No coach is on "
            "the board yet. The first player starts."
        ),
    ),
    section(
        "Your turn",
        "Do exactly one of these:",
        bullet(
            f"take {_DRAWS['regular']} cards from the regular deck, {_DRAWS['joker']} from "
            f"the joker deck or {_DRAWS['vip']} from the VIP deck.",
            lead="Draw route cards",
        ),
        bullet("travel for one of the active tickets.", lead="Journey with a ticket"),
        bullet("travel anywhere for a 1-point blank ticket.", lead="Journey with a blank ticket"),
        "An empty deck is refilled by shuffling its own discard pile. If that is empty too, "
        "you take what is left — and a deck with nothing left cannot be chosen.",
    ),
    section(
        "A journey",
        bullet(
            "your first journey may start in any start city of the ticket; later journeys "
            "start where your big coach stands, which must be a start city of the ticket. "
            "You travel to one of its destination cities.",
            lead="Where",
        ),
        bullet(
            "you choose it — a chain of segments from start to destination that never "
            f"visits a waypoint twice and is at most {R.SMALL_COACHES} segments long (one "
            "small coach per segment).",
            lead="Path",
        ),
        bullet(
            f"A journey is at most {R.SMALL_COACHES} segments long because you have "
            f"{R.SMALL_COACHES} small coaches and each segment of the journey takes one "
            f"{HOUSE_RULE}."
        ),
        bullet(
            f"A journey passes through no city other than its start and destination {HOUSE_RULE}."
        ),
        bullet(
            "each segment costs 1 card, plus 1 for every other player's small coach on it. "
            "A VIP card of the start or destination city, or a VIP joker, pays a segment "
            "alone.",
            lead="Cost",
        ),
        bullet(
            "every card must be of the start or destination city, or a joker or VIP joker, "
            "and the payment must include at least one card of each of the two cities "
            "(jokers may stand in for either).",
            lead="Which cards",
        ),
        bullet(
            "pay card by card; the journey is made on the card that makes the payment exact. "
            "Before that you may cancel it and take your cards back.",
            lead="Paying",
        ),
        bullet(
            f"You may cancel at most {R.MAX_CANCELS_PER_TURN} journeys in one turn {HOUSE_RULE}."
        ),
    ),
    section(
        "After a journey",
        bullet(
            "Your small coaches leave their previous path and stand one on each segment of "
            "the new one; your big coach moves to the destination."
        ),
        bullet(
            "You take the ticket (its points count at the end) and a token of the destination city."
        ),
        bullet(
            f"When all {R.TOKENS_PER_CITY} tokens of a city are taken, a journey there "
            f"brings no token {HOUSE_RULE}."
        ),
        bullet(
            "The first future ticket moves into the active row, the future row moves up and "
            "the ticket pile refills it. When the pile's last ticket enters the future row, "
            "the final round starts."
        ),
    ),
    section(
        "Blank tickets",
        bullet(
            "While blank tickets remain, you may travel to any city other than the one you "
            "are in (your first journey: between any two cities), paying with any cards; "
            "any VIP card pays a segment alone."
        ),
        bullet(
            f"You take a blank ticket worth {R.BLANK_POINTS} point and no city token. The "
            "ticket rows do not move."
        ),
    ),
    section(
        "Passing",
        bullet(f"You may pass only when you can neither draw nor travel {HOUSE_RULE}."),
        bullet(
            "When every player passes, one after another, nothing can change any more and "
            f"the game ends {HOUSE_RULE}."
        ),
    ),
    section(
        "Bonus cards",
        bullet(
            f"{R.FREQUENT_TRAVELLER_POINTS} points, one per city. The first player to hold "
            f"{R.FREQUENT_TRAVELLER_TOKENS} tokens of a city takes its card; a player who "
            "later holds more tokens of that city than the holder takes it from them.",
            lead="Frequent traveller",
        ),
        bullet(
            f"{R.FIRST_ALL_FIVE_POINTS} points to the first player holding a token of every "
            "city; never lost.",
            lead="First in all five cities",
        ),
        bullet(
            f"{R.MOST_TOKENS_POINTS} points at the end to the player with the most city "
            "tokens. A tie goes to the player with more tickets of the highest value, then "
            "of the next value, and so on.",
            lead="Most city tokens",
        ),
        bullet(
            "In that tie-break blank tickets count as 1-point tickets, and players still "
            f"tied all score the bonus {HOUSE_RULE}."
        ),
        bullet(f"Nobody scores the most-tokens bonus without at least one token {HOUSE_RULE}."),
        bullet(
            f"Bonus values: frequent traveller {R.FREQUENT_TRAVELLER_POINTS} is the "
            f"published value; first in all five cities {R.FIRST_ALL_FIVE_POINTS} and most "
            f"city tokens {R.MOST_TOKENS_POINTS} are house values {HOUSE_RULE}."
        ),
    ),
    section(
        "End of the game",
        "When the last ticket enters the future row, every player — the one who moved it "
        "included — gets exactly one more turn. Then the game ends. The final score adds up:",
        bullet("Ticket points (blank tickets 1 each)."),
        bullet("Bonus cards."),
        bullet(f"1 point for every full {R.CARDS_PER_POINT} cards left in hand."),
        f"The most points wins; players tied for the most points all win {HOUSE_RULE}.",
    ),
)
