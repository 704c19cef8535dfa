"""Rules constants of The Great Tour (``rules/great_tour.md``): decks, card types, limits, bonuses.

Card types are strings: a city card is the city id (``"PAR"``), a VIP card the id with a star
(``"PAR*"``), a joker ``"J"`` and a VIP joker ``"J*"``. Inside the engine a card type is an
index: city i → i, VIP card of city i → NC + i, joker → 2·NC, VIP joker → 2·NC + 1 (NC = number of
cities). Because a city card can come from any of the three decks and goes back to its own
deck's discard pile, a card in a hand is a *code* ``deck · T + type`` (T = number of types).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.i18n import N_

GAME_ID = "great_tour"
TITLE = N_("The Great Tour: European Cities")
RULES_VERSION = 1
MIN_PLAYERS, MAX_PLAYERS = 3, 6

DECKS = ("regular", "joker", "vip")
REGULAR_DECK, JOKER_DECK, VIP_DECK = 0, 1, 2  # indices into DECKS
#: Cards taken by one draw from each deck.
DRAW_SIZE = (3, 2, 2)
#: Per-city composition of each deck (rules: Components).
REGULAR_CITY_CARDS = 13
JOKER_DECK_CITY_CARDS = 4
JOKER_DECK_JOKERS = 20
VIP_DECK_CITY_CARDS = 3
VIP_DECK_VIP_CARDS = 5
VIP_DECK_VIP_JOKERS = 5
STARTING_HAND = 3  # from the regular deck, seat by seat

ACTIVE_ROW = 3
TICKETS_IN_PLAY = {3: 21, 4: 27, 5: 33, 6: 39}
BLANK_TICKETS = 20
BLANK_POINTS = 1
SMALL_COACHES = 10  # at most 10 segments per journey, one small coach on each
RED_MIN_PLAYERS = 5
TOKENS_PER_CITY = 10

FREQUENT_TRAVELLER_POINTS = 3
FREQUENT_TRAVELLER_TOKENS = 2
FIRST_ALL_FIVE = "FIRST_ALL_FIVE"
FIRST_ALL_FIVE_POINTS = 5  # house value
MOST_TOKENS = "MOST_TOKENS"
MOST_TOKENS_POINTS = 5  # house value
CARDS_PER_POINT = 5  # 1 point per full 5 cards in hand at the end

#: House rule: a player may cancel at most this many journeys in one turn (keeps every game
#: finite: a cancel changes nothing, so unlimited cancels could loop forever).
MAX_CANCELS_PER_TURN = 3

JOKER = "J"
VIP_JOKER = "J*"
#: The ticket id a journey with a blank ticket names.
BLANK = "blank"

_FREQUENT_PREFIX = "FT_"


def frequent_traveller(city: str) -> str:
    """The id of ``city``'s frequent-traveller bonus card (``"FT_PAR"``)."""
    return f"{_FREQUENT_PREFIX}{city}"


def frequent_traveller_city(bonus: str) -> str | None:
    """The city of a frequent-traveller bonus id, or None for another bonus."""
    return bonus[len(_FREQUENT_PREFIX) :] if bonus.startswith(_FREQUENT_PREFIX) else None


def card_type_names(cities: Sequence[str]) -> tuple[str, ...]:
    """Type index → name: city cards, VIP cards, joker, VIP joker."""
    return (*cities, *(f"{c}*" for c in cities), JOKER, VIP_JOKER)


def deck_contents(nc: int) -> tuple[tuple[int, ...], ...]:
    """For each deck, the list of card types it holds (one entry per card)."""
    joker, vip_joker = 2 * nc, 2 * nc + 1
    regular = [t for t in range(nc) for _ in range(REGULAR_CITY_CARDS)]
    jokers = [t for t in range(nc) for _ in range(JOKER_DECK_CITY_CARDS)]
    jokers += [joker] * JOKER_DECK_JOKERS
    vips = [t for t in range(nc) for _ in range(VIP_DECK_CITY_CARDS)]
    vips += [nc + t for t in range(nc) for _ in range(VIP_DECK_VIP_CARDS)]
    vips += [vip_joker] * VIP_DECK_VIP_JOKERS
    return (tuple(regular), tuple(jokers), tuple(vips))


def max_cost(players: int) -> int:
    """Most cards one journey can cost: 10 segments × (1 + one coach of every other player)."""
    return SMALL_COACHES * players


def max_actions_bound(players: int, total_cards: int, tickets: int) -> int:
    """A true upper bound on the actions of one game (see the comments for each term)."""
    journeys = tickets + BLANK_TICKETS  # every completed journey takes a ticket
    paid = journeys * max_cost(players)  # cards that can come back through discards
    draw_turns = total_cards + paid  # every draw takes at least one card
    busy_turns = draw_turns + journeys
    # A pass is legal only when nothing else is; `players` passes in a row end the game.
    turns = busy_turns + (players - 1) * (busy_turns + 1) + 1
    journey_actions = 1 + max_cost(players)  # begin + one pay per card
    per_turn = MAX_CANCELS_PER_TURN * (journey_actions + 1) + journey_actions
    return turns * per_turn


#: What this engine decides where the rulebook is silent, for the in-game rules help.
HOUSE_RULES = (
    "A journey passes through no city other than its start and destination.",
    "Pass is allowed only when you can neither draw nor travel; when every player passes in a "
    "row, nothing can change any more and the game ends.",
    f"You may cancel at most {MAX_CANCELS_PER_TURN} journeys in one turn.",
    "Most city tokens: a tie goes to more tickets of the highest value, then the next value "
    "(blank tickets count as 1-point tickets); players still tied all score the bonus; "
    "a player needs at least one token.",
    "When all ten tokens of a city are taken, a journey there brings no token.",
    "Bonus values: first in all five cities 5, most city tokens 5.",
    f"A journey is at most {SMALL_COACHES} segments long because a player has {SMALL_COACHES} "
    "small coaches, one for each segment.",
    "Players tied for the most points all win.",
    "On a blank ticket any city's VIP card pays a segment alone.",
    "An empty deck is refilled from its own discard pile; with both empty the player takes what "
    "is left, and an empty deck cannot be chosen.",
    "Most city tokens: tickets worth more than 5 points count before the 5-point tickets.",
    "Seat 1 starts unless the players choose the first player the rulebook names.",
)
