"""The in-game rules help for Ticket to Ride: Europe and Paris, as this engine plays them
(``rules/ttr.md``). One text per rule set: ``rules_help(game_id)``.

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section

from .rules import EUROPE, PARIS, TtrRules


def _points(rules: TtrRules, lengths: tuple[int, ...]) -> str:
    # No-break spaces: the help never wraps a length away from its points.
    return ", ".join(f"{n}\u00a0→\u00a0{rules.route_scores[n]}" for n in lengths)


def _reset_bullet(rules: TtrRules, wild: str) -> str:
    return (
        f"Whenever {rules.reset_wilds} or more of the face-up cards are {wild}s, all "
        f"{rules.face_up} are discarded and {rules.face_up} new ones are turned up, again if "
        f"needed — but after the {_ordinal(rules.max_resets)} reset in a row the row stays as "
        f"it is, so resets can never go on forever {HOUSE_RULE}."
    )


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


def _draw_cards(rules: TtrRules, wild: str) -> Section:
    return section(
        "Drawing cards",
        bullet(
            "Take 2 cards, one at a time, each from the face-up row or blind from the top of "
            "the deck."
        ),
        bullet(
            f"A face-up {wild} taken as your first card is your whole draw. A face-up {wild} "
            f"may never be your second card. A {wild} drawn blind counts as one card."
        ),
        bullet("A face-up card you take is replaced at once from the deck."),
        bullet(_reset_bullet(rules, wild)),
        bullet(
            "When the deck runs out, the discard pile is shuffled into a new deck. If both "
            "are empty, the row may hold fewer cards and you cannot draw blind, but face-up "
            f"cards still showing may be taken {HOUSE_RULE}."
        ),
        bullet(
            "If no second card can be drawn after your first, your turn ends. You may draw "
            "only when at least one card can be taken."
        ),
    )


def _pass_and_stall(rules: TtrRules, tunnels: bool) -> Section:
    return section(
        "Passing",
        bullet(
            "You may pass only when you can neither draw cards, claim a route"
            + (", build a station" if rules.has_stations else "")
            + " nor draw tickets; this prevents a dead end when the cards run out "
            f"{HOUSE_RULE}."
        ),
        bullet(
            f"If every turn for {rules.idle_rounds} whole rounds in a row is a "
            "pass" + (" or a declined tunnel" if tunnels else "") + ", the game "
            "ends and is scored as usual: otherwise a blocked game could never end "
            f"{HOUSE_RULE}."
        ),
    )


def _end(rules: TtrRules, pieces: str) -> Section:
    return section(
        "End of the game",
        f"When a player ends a turn with {rules.end_pieces} or fewer {pieces} left, every "
        "player — that player included — gets exactly one more turn. Then the game ends. "
        "This happens only once.",
    )


EUROPE_HELP: tuple[Section, ...] = (
    section(
        "The idea",
        f"{EUROPE.min_players}–{EUROPE.max_players} players claim railway routes between the "
        "cities of Europe to join the cities on their secret destination tickets. Routes "
        "score as you claim them; at the end every completed ticket adds its value and every "
        "unfinished one takes it away. Tunnels, ferries and stations add twists.",
    ),
    section(
        "Setup",
        bullet(
            f"Each player has {EUROPE.pieces} trains and {EUROPE.stations} stations and is "
            f"dealt {EUROPE.hand_size} train cards; then {EUROPE.face_up} cards are turned "
            "face up."
        ),
        bullet(
            "The deck: 110 cards — 12 each of red, orange, yellow, green, blue, pink, white "
            "and black, and 14 locomotives, which are wild."
        ),
        bullet(
            f"Each player is dealt {EUROPE.start_long} long ticket and {EUROPE.start_regular} "
            f"regular tickets and keeps at least {EUROPE.start_keep} of them; the others "
            "leave the game. Players choose one after another before the first turn, each "
            "seeing only their own tickets."
        ),
        bullet("The first player starts."),
    ),
    section(
        "Your turn",
        "Do exactly one of these:",
        bullet("take 2 train cards.", lead="Draw cards"),
        bullet("pay cards to put your trains on a route.", lead="Claim a route"),
        bullet(
            f"take {EUROPE.draw_tickets} destination tickets and keep at least {EUROPE.draw_keep}.",
            lead="Draw tickets",
        ),
        bullet("place a station in a city.", lead="Build a station"),
    ),
    _draw_cards(EUROPE, "locomotive"),
    section(
        "Claiming a route",
        bullet(
            "Pay as many cards as the route is long, all of one colour: the route's colour, "
            "or any one colour for a gray route. Locomotives stand in for any card."
        ),
        bullet("The route must be free, and you need at least as many trains left as its length."),
        bullet(
            "Place your trains and score at once, by length: "
            + _points(EUROPE, (1, 2, 3, 4, 6, 8))
            + " points."
        ),
        bullet(
            "You may never own both tracks of a double route. With 2 or 3 players, once one "
            "track is claimed the other is closed."
        ),
    ),
    section(
        "Ferries and tunnels",
        bullet(
            "the payment must include at least as many locomotives as the ferry shows "
            "locomotive symbols.",
            lead="Ferry",
        ),
        bullet(
            f"after you put your cards down, the top {EUROPE.tunnel_reveal} cards of the "
            "deck are turned. Each one that is a locomotive, or has the colour you paid "
            "with, asks for one more card of that colour or a locomotive. If you paid only "
            "with locomotives, only turned locomotives count, and they must be paid with "
            "locomotives.",
            lead="Tunnel",
        ),
        bullet(
            "Pay the extra cards to claim the tunnel, or decline: your cards go back to your "
            "hand and your turn ends. The turned cards are discarded at the end of the turn."
        ),
        bullet(
            "If the deck runs short while the cards are turned, the discard pile is shuffled "
            "into a new deck and the turning goes on; if no card at all can be turned, the "
            f"tunnel is built as it is {HOUSE_RULE}."
        ),
    ),
    section(
        "Stations",
        bullet(
            "Build a station in any city that has none yet. The first costs 1 card, the "
            "second 2 cards of one colour, the third 3 cards of one colour (locomotives "
            "allowed)."
        ),
        bullet(
            "At the end, each station lets its owner use one route of another player that "
            "touches its city, for all of their tickets. The game picks, for each station, "
            "the route that gives the best ticket total, and among equal totals the one that "
            f"completes the most tickets; the player does not choose {HOUSE_RULE}."
        ),
        bullet(
            f"Each station you never build scores {EUROPE.unbuilt_station_points} points at "
            "the end."
        ),
    ),
    section(
        "Destination tickets",
        bullet(
            f"Draw {EUROPE.draw_tickets} tickets (fewer if the pile has fewer) and keep at "
            f"least {EUROPE.draw_keep}; the others go to the bottom of the pile. Only while "
            "the ticket pile is not empty."
        ),
        bullet("Kept tickets stay with you until the end of the game."),
    ),
    _pass_and_stall(EUROPE, tunnels=True),
    _end(EUROPE, "trains"),
    section(
        "Final scoring",
        bullet("Route points, already scored during play."),
        bullet(
            "Each ticket: plus its value when your own routes join its two cities (stations "
            "help, see above), minus its value when they do not."
        ),
        bullet(f"{EUROPE.unbuilt_station_points} points for each station never built."),
        bullet(
            f"{EUROPE.express_bonus} points to every player with the longest continuous path "
            "of their own routes. A path may visit a city again but never use a route twice; "
            "stations do not count.",
            lead="European Express",
        ),
        bullet(
            "the most points. Ties go to the most completed tickets, then the fewest "
            "stations built, then the European Express; players still tied share the win.",
            lead="Winner",
        ),
    ),
)


PARIS_HELP: tuple[Section, ...] = (
    section(
        "The idea",
        f"{PARIS.min_players}–{PARIS.max_players} players claim bus routes between the "
        "places of Paris to join the places on their secret destination tickets. Routes "
        "score as you claim them; at the end every completed ticket adds its value and every "
        "unfinished one takes it away. Blue, white and red cards kept from your claims make "
        "French flags for extra points.",
    ),
    section(
        "About this board",
        para(
            "the printed Paris board is not available, so the board and its tickets are a "
            "designed substitute that follows the game's known facts (no gray routes, routes "
            "at most 3 long, mostly double routes). Ticket values equal the shortest "
            "connection in spaces.",
            lead="Note",
        ),
    ),
    section(
        "Setup",
        bullet(
            f"Each player has {PARIS.pieces} buses and is dealt {PARIS.hand_size} cards; then "
            f"{PARIS.face_up} cards are turned face up."
        ),
        bullet(
            "The deck: 46 cards — 8 multicolour Bus cards, which are wild, 8 white, and 6 "
            "each of blue, red, yellow, green and purple."
        ),
        bullet(
            f"Each player is dealt {PARIS.start_regular} tickets and keeps at least "
            f"{PARIS.start_keep}; returned tickets go to the bottom of the ticket pile. "
            "Players choose one after another before the first turn."
        ),
        bullet("The first player starts."),
    ),
    section(
        "Your turn",
        "Do exactly one of these:",
        bullet("take 2 cards.", lead="Draw cards"),
        bullet("pay cards to put your buses on a route.", lead="Claim a route"),
        bullet(
            f"take {PARIS.draw_tickets} destination tickets and keep at least {PARIS.draw_keep}.",
            lead="Draw tickets",
        ),
    ),
    _draw_cards(PARIS, "Bus card"),
    section(
        "Claiming a route",
        bullet(
            "Pay as many cards as the route is long, all in the route's colour; Bus cards "
            "stand in for any card. There are no gray routes."
        ),
        bullet("The route must be free, and you need at least as many buses left as its length."),
        bullet(
            "Place your buses and score at once, by length: "
            + _points(PARIS, (1, 2, 3))
            + " points."
        ),
        bullet(
            "You may never own both tracks of a double route. With 2 players, once one track "
            "is claimed the other is closed."
        ),
    ),
    section(
        "French flags",
        bullet(
            "After you claim a blue, white or red route, if your flag has no card of that "
            "colour yet and you paid with at least one card of that colour (not a Bus card), "
            "one such card "
            "goes to your flag instead of the discard pile. Bus cards never join a flag."
        ),
        bullet(
            f"At the end of your turn, a flag with blue, white and red scores "
            f"{PARIS.flag_points} points and its 3 cards are discarded; you may start a new "
            "one."
        ),
    ),
    section(
        "Destination tickets",
        bullet(
            f"Draw {PARIS.draw_tickets} tickets (fewer if the pile has fewer) and keep at "
            f"least {PARIS.draw_keep}; the others go to the bottom of the pile. Only while "
            "the ticket pile is not empty."
        ),
        bullet("Kept tickets stay with you until the end of the game."),
    ),
    _pass_and_stall(PARIS, tunnels=False),
    _end(PARIS, "buses"),
    section(
        "Final scoring",
        bullet("Route points and flags, already scored during play."),
        bullet(
            "Each ticket: plus its value when your own routes join its two places, minus its "
            "value when they do not."
        ),
        bullet(
            "the most points. Ties go to the most completed tickets; players still tied "
            "share the win.",
            lead="Winner",
        ),
    ),
)

_HELP = {EUROPE.game_id: EUROPE_HELP, PARIS.game_id: PARIS_HELP}


def rules_help(game_id: str) -> tuple[Section, ...]:
    """The help of one rule set (``ttr_europe`` or ``ttr_paris``)."""
    try:
        return _HELP[game_id]
    except KeyError:
        raise KeyError(f"no Ticket to Ride rule set {game_id!r}") from None
