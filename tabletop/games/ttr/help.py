"""The in-game rules help for Ticket to Ride: Europe and Paris, as this engine plays them
(``docs/rules/ttr.md``). One text per rule set: ``rules_help(game_id)``, built when asked so
that it reads in the current language.

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)" (the marker is
filled in untranslated, so the UI still finds it in a translated sentence).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.help import HOUSE_RULE, Block, Section, bullet, para, section
from tabletop.core.i18n import N_, _, ngettext, npgettext, pgettext

from .rules import EUROPE, PARIS, TtrRules

#: Ordinal words for the reset cap ("after the third reset in a row").
ORDINALS = {
    # Translators: as it stands in "after the first reset in a row" (a language with cases
    # writes the form that phrase takes).
    1: N_("first"),
    2: N_("second"),
    3: N_("third"),
    4: N_("fourth"),
    5: N_("fifth"),
}


def _points(rules: TtrRules, lengths: tuple[int, ...]) -> str:
    # No-break spaces: the help never wraps a length away from its points.
    return ", ".join(f"{n}\u00a0→\u00a0{rules.route_scores[n]}" for n in lengths)


def _ordinal(n: int) -> str:
    return _(ORDINALS[n]) if n in ORDINALS else _("{n}th").format(n=n)


def _house(text: str, **params: object) -> str:
    """A sentence that states a house rule: ``{house_rule}`` in it becomes the marker."""
    return text.format(house_rule=HOUSE_RULE, **params)


def _n(text: str, n: int) -> str:
    """A counted phrase (from ``ngettext``/``npgettext``) with its number filled in."""
    return text.format(n=n)


def _reset_bullet(rules: TtrRules, wilds: str) -> Block:
    return bullet(
        _house(
            _(
                "Whenever {n} or more of the face-up cards are {wilds}, the whole row is "
                "discarded and a new row is turned up, again if needed — but after the {nth} "
                "reset in a row the row stays as it is, so resets can never go on forever "
                "{house_rule}."
            ),
            n=rules.reset_wilds,
            wilds=wilds,
            nth=_ordinal(rules.max_resets),
        )
    )


def _draw_cards(rules: TtrRules, wild: str, wilds: str) -> Section:
    return section(
        _("Drawing cards"),
        bullet(
            _(
                "Take 2 cards, one at a time, each from the face-up row or blind from the top "
                "of the deck."
            )
        ),
        bullet(
            _(
                "A face-up {wild} taken as your first card is your whole draw. A face-up {wild} "
                "may never be your second card. A {wild} drawn blind counts as one card."
            ).format(wild=wild)
        ),
        bullet(_("A face-up card you take is replaced at once from the deck.")),
        _reset_bullet(rules, wilds),
        bullet(
            _house(
                _(
                    "When the deck runs out, the discard pile is shuffled into a new deck. If "
                    "both are empty, the row may hold fewer cards and you cannot draw blind, but "
                    "face-up cards still showing may be taken {house_rule}."
                )
            )
        ),
        bullet(
            _(
                "If no second card can be drawn after your first, your turn ends. You may draw "
                "only when at least one card can be taken."
            )
        ),
    )


def _pass_and_stall(rules: TtrRules) -> Section:
    if rules.has_stations:
        can_neither = _(
            "You may pass only when you can neither draw cards, claim a route, build a station "
            "nor draw tickets; this prevents a dead end when the cards run out {house_rule}."
        )
        idle = ngettext(
            "If every turn for {n} whole round in a row is a pass or a declined tunnel, the "
            "game ends and is scored as usual: otherwise a blocked game could never end "
            "{house_rule}.",
            "If every turn for {n} whole rounds in a row is a pass or a declined tunnel, the "
            "game ends and is scored as usual: otherwise a blocked game could never end "
            "{house_rule}.",
            rules.idle_rounds,
        )
    else:
        can_neither = _(
            "You may pass only when you can neither draw cards, claim a route nor draw "
            "tickets; this prevents a dead end when the cards run out {house_rule}."
        )
        idle = ngettext(
            "If every turn for {n} whole round in a row is a pass, the game ends and is "
            "scored as usual: otherwise a blocked game could never end {house_rule}.",
            "If every turn for {n} whole rounds in a row is a pass, the game ends and is "
            "scored as usual: otherwise a blocked game could never end {house_rule}.",
            rules.idle_rounds,
        )
    return section(
        _("Passing"),
        bullet(_house(can_neither)),
        bullet(_house(idle, n=rules.idle_rounds)),
    )


def _end(pieces: str) -> Section:
    """``pieces``: the pieces left that end the game ("2 trains"), counted."""
    return section(
        _("End of the game"),
        _(
            "When a player ends a turn with {pieces} or fewer left, every player — that "
            "player included — gets exactly one more turn. Then the game ends. This happens "
            "only once."
        ).format(pieces=pieces),
    )


def _tickets(rules: TtrRules) -> Section:
    tickets = npgettext(
        "rules help: a count a player has, is dealt or takes",
        "{n} ticket",
        "{n} tickets",
        rules.draw_tickets,
    )
    return section(
        _("Destination tickets"),
        bullet(
            _(
                "Draw {tickets} (fewer if the pile has fewer) and keep at least {keep}; the "
                "others go to the bottom of the pile. Only while the ticket pile is not empty."
            ).format(tickets=_n(tickets, rules.draw_tickets), keep=rules.draw_keep)
        ),
        bullet(_("Kept tickets stay with you until the end of the game.")),
    )


def _face_up_row(rules: TtrRules) -> str:
    return ngettext(
        "Then {n} card is turned face up.", "Then {n} cards are turned face up.", rules.face_up
    ).format(n=rules.face_up)


def _station_points(rules: TtrRules) -> str:
    n = rules.unbuilt_station_points
    return ngettext(
        "{n} point for each station never built.", "{n} points for each station never built.", n
    ).format(n=n)


def _draw_tickets_action(rules: TtrRules) -> Block:
    tickets = npgettext(
        "rules help: a count a player has, is dealt or takes",
        "{n} destination ticket",
        "{n} destination tickets",
        rules.draw_tickets,
    )
    return bullet(
        _("take {tickets} and keep at least {keep}.").format(
            tickets=_n(tickets, rules.draw_tickets), keep=rules.draw_keep
        ),
        # Translators: an action's name beside "Draw cards", "Claim a route" (a noun phrase).
        lead=pgettext("an action in the rules help", "Draw tickets"),
    )


def europe_help() -> tuple[Section, ...]:
    r = EUROPE
    return (
        section(
            _("The idea"),
            _(
                "{least}–{most} players claim railway routes between the cities of Europe to "
                "join the cities on their secret destination tickets. Routes score as you claim "
                "them; at the end every completed ticket adds its value and every unfinished "
                "one takes it away. Tunnels, ferries and stations add twists."
            ).format(least=r.min_players, most=r.max_players),
        ),
        section(
            _("Setup"),
            bullet(
                _("Each player has {trains} and {stations} and is dealt {cards}.").format(
                    trains=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} train",
                            "{n} trains",
                            r.pieces,
                        ),
                        r.pieces,
                    ),
                    stations=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} station",
                            "{n} stations",
                            r.stations,
                        ),
                        r.stations,
                    ),
                    cards=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} train card",
                            "{n} train cards",
                            r.hand_size,
                        ),
                        r.hand_size,
                    ),
                )
                + " "
                + _face_up_row(r)
            ),
            bullet(
                _(
                    "The deck: 110 cards — 12 each of red, orange, yellow, green, blue, pink, "
                    "white and black, and 14 locomotives, which are wild."
                )
            ),
            bullet(
                _(
                    "Each player is dealt {long} and {regular} and keeps at least {keep} of them; "
                    "the others leave the game. Players choose one after another, the first "
                    "player first, before the first turn, each seeing only their own tickets."
                ).format(
                    long=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} long ticket",
                            "{n} long tickets",
                            r.start_long,
                        ),
                        r.start_long,
                    ),
                    regular=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} regular ticket",
                            "{n} regular tickets",
                            r.start_regular,
                        ),
                        r.start_regular,
                    ),
                    keep=r.start_keep,
                )
            ),
            bullet(
                _house(
                    _(
                        "The first player takes the first turn, then play goes round in seat "
                        "order. The rulebook lets whoever has visited the most European "
                        "countries start: choose that seat as the first player on the new-game "
                        "screen. Unless you choose, seat 1 starts {house_rule}."
                    )
                )
            ),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(_("take 2 train cards."), lead=_("Draw cards")),
            bullet(_("pay cards to put your trains on a route."), lead=_("Claim a route")),
            _draw_tickets_action(r),
            bullet(_("place a station in a city."), lead=_("Build a station")),
        ),
        _draw_cards(
            r,
            pgettext("the wild card in the rules help", "locomotive"),
            # Translators: as it stands in "whenever 3 or more of the face-up cards are
            # {wilds}" (a language with cases writes the form its sentence needs).
            pgettext("the wild cards in the rules help", "locomotives"),
        ),
        section(
            _("Claiming a route"),
            bullet(
                _(
                    "Pay as many cards as the route is long, all of one colour: the route's "
                    "colour, or any one colour for a grey route. Locomotives stand in for any "
                    "card."
                )
            ),
            bullet(
                _(
                    "The route must be free, and you need at least as many trains left as its "
                    "length."
                )
            ),
            bullet(
                _(
                    "Place your trains and score at once; the points by the route's length: "
                    "{points}."
                ).format(points=_points(r, (1, 2, 3, 4, 6, 8)))
            ),
            bullet(
                _(
                    "You may never own both tracks of a double route. With 2 or 3 players, once "
                    "one track is claimed the other is closed."
                )
            ),
        ),
        section(
            _("Ferries and tunnels"),
            bullet(
                _(
                    "the payment must include at least as many locomotives as the ferry shows "
                    "locomotive symbols."
                ),
                lead=_("Ferry"),
            ),
            bullet(
                _(
                    "after you put your cards down, you turn the top {cards} of the deck. Each "
                    "one that is a locomotive, or has the colour you paid with, asks for one "
                    "more card of that colour or a locomotive. If you paid only with "
                    "locomotives, only turned locomotives count, and they must be paid with "
                    "locomotives."
                ).format(
                    cards=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} card",
                            "{n} cards",
                            r.tunnel_reveal,
                        ),
                        r.tunnel_reveal,
                    )
                ),
                lead=_("Tunnel"),
            ),
            bullet(
                _(
                    "Pay the extra cards to claim the tunnel, or decline: your cards go back to "
                    "your hand and your turn ends. The turned cards are discarded at the end of "
                    "the turn."
                )
            ),
            bullet(
                _house(
                    _(
                        "If the deck runs short while the cards are turned, the discard pile is "
                        "shuffled into a new deck and the turning goes on; if no card at all can "
                        "be turned, the tunnel is built as it is {house_rule}."
                    )
                )
            ),
        ),
        section(
            _("Stations"),
            bullet(
                _(
                    "Build a station in any city that has none yet. The first costs 1 card, the "
                    "second 2 cards of one colour, the third 3 cards of one colour (locomotives "
                    "allowed)."
                )
            ),
            bullet(
                _house(
                    _(
                        "At the end, each station lets its owner use one route of another player "
                        "that touches its city, for all of their tickets. The game picks, for "
                        "each station, the route that gives the best ticket total, and among "
                        "equal totals the one that completes the most tickets; the player does "
                        "not choose {house_rule}."
                    )
                )
            ),
            bullet(
                ngettext(
                    "Each station you never build scores {n} point at the end.",
                    "Each station you never build scores {n} points at the end.",
                    r.unbuilt_station_points,
                ).format(n=r.unbuilt_station_points)
            ),
        ),
        _tickets(r),
        _pass_and_stall(r),
        _end(
            _n(
                npgettext(
                    "rules help: the pieces a player has left",
                    "{n} train",
                    "{n} trains",
                    r.end_pieces,
                ),
                r.end_pieces,
            )
        ),
        section(
            _("Final scoring"),
            bullet(_("Route points, already scored during play.")),
            bullet(
                _(
                    "Each ticket: plus its value when your own routes join its two cities "
                    "(stations help, see above), minus its value when they do not."
                )
            ),
            bullet(_station_points(r)),
            bullet(
                ngettext(
                    "{n} point to every player with the longest continuous path of their own "
                    "routes. A path may visit a city again but never use a route twice; stations "
                    "do not count.",
                    "{n} points to every player with the longest continuous path of their own "
                    "routes. A path may visit a city again but never use a route twice; stations "
                    "do not count.",
                    r.express_bonus,
                ).format(n=r.express_bonus),
                lead=_("European Express"),
            ),
            bullet(
                _house(
                    _(
                        "the most points. Ties go to the most completed tickets, then the fewest "
                        "stations built, then the European Express; players still tied share "
                        "the win {house_rule}."
                    )
                ),
                lead=_("Winner"),
            ),
        ),
    )


def paris_help() -> tuple[Section, ...]:
    r = PARIS
    return (
        section(
            _("The idea"),
            _(
                "{least}–{most} players claim bus routes between the places of Paris to join "
                "the places on their secret destination tickets. Routes score as you claim "
                "them; at the end every completed ticket adds its value and every unfinished "
                "one takes it away. Blue, white and red cards kept from your claims make French "
                "flags for extra points."
            ).format(least=r.min_players, most=r.max_players),
        ),
        section(
            _("About this board"),
            para(
                _(
                    "the printed Paris board is not available, so the board and its tickets are "
                    "a designed substitute that follows the game's known facts (no grey routes, "
                    "routes at most 3 long, mostly double routes). Ticket values equal the "
                    "shortest connection in spaces."
                ),
                lead=_("Note"),
            ),
        ),
        section(
            _("Setup"),
            bullet(
                _("Each player has {buses} and is dealt {cards}.").format(
                    buses=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} bus",
                            "{n} buses",
                            r.pieces,
                        ),
                        r.pieces,
                    ),
                    cards=_n(
                        npgettext(
                            "rules help: Paris: a count a player has, is dealt or takes",
                            "{n} card",
                            "{n} cards",
                            r.hand_size,
                        ),
                        r.hand_size,
                    ),
                )
                + " "
                + _face_up_row(r)
            ),
            bullet(
                _(
                    "The deck: 46 cards — 8 multicolour Bus cards, which are wild, 8 white, and "
                    "6 each of blue, red, yellow, green and purple."
                )
            ),
            bullet(
                _(
                    "Each player is dealt {tickets} and keeps at least {keep}; returned tickets "
                    "go to the bottom of the ticket pile. Players choose one after another, the "
                    "first player first, before the first turn."
                ).format(
                    tickets=_n(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} ticket",
                            "{n} tickets",
                            r.start_regular,
                        ),
                        r.start_regular,
                    ),
                    keep=r.start_keep,
                )
            ),
            bullet(
                _(
                    "The first player takes the first turn, then play goes round in seat order. "
                    "The rulebook lets any player start: choose the first player on the new-game "
                    "screen (seat 1 unless you choose)."
                )
            ),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(_("take 2 cards."), lead=_("Draw cards")),
            bullet(
                _("pay cards to put your buses on a route."),
                # Translators: Paris's name for the action (its rulebook: "utworzyć połączenie").
                lead=pgettext("Ticket to Ride: Paris", "Claim a route"),
            ),
            _draw_tickets_action(r),
        ),
        _draw_cards(
            r,
            pgettext("the wild card in the rules help", "Bus card"),
            # Translators: as it stands in "whenever 3 or more of the face-up cards are
            # {wilds}" (a language with cases writes the form its sentence needs).
            pgettext("the wild cards in the rules help", "Bus cards"),
        ),
        section(
            pgettext("Ticket to Ride: Paris", "Claiming a route"),
            bullet(
                _(
                    "Pay as many cards as the route is long, all in the route's colour; Bus "
                    "cards stand in for any card. There are no grey routes."
                )
            ),
            bullet(
                _("The route must be free, and you need at least as many buses left as its length.")
            ),
            bullet(
                _(
                    "Place your buses and score at once; the points by the route's length: "
                    "{points}."
                ).format(points=_points(r, (1, 2, 3)))
            ),
            bullet(
                _(
                    "You may never own both tracks of a double route. With 2 players, once one "
                    "track is claimed the other is closed."
                )
            ),
        ),
        section(
            _("French flags"),
            bullet(
                _(
                    "After you claim a blue, white or red route, if your flag has no card of "
                    "that colour yet and you paid with at least one card of that colour (not a "
                    "Bus card), one such card goes to your flag instead of the discard pile. Bus "
                    "cards never join a flag."
                )
            ),
            bullet(
                ngettext(
                    "At the end of your turn, a flag with blue, white and red scores {n} point "
                    "and its cards are discarded; you may start a new one.",
                    "At the end of your turn, a flag with blue, white and red scores {n} points "
                    "and its cards are discarded; you may start a new one.",
                    r.flag_points,
                ).format(n=r.flag_points)
            ),
        ),
        _tickets(r),
        _pass_and_stall(r),
        _end(
            _n(
                npgettext(
                    "rules help: the pieces a player has left",
                    "{n} bus",
                    "{n} buses",
                    r.end_pieces,
                ),
                r.end_pieces,
            )
        ),
        section(
            _("Final scoring"),
            bullet(_("Route points and flags, already scored during play.")),
            bullet(
                _(
                    "Each ticket: plus its value when your own routes join its two places, minus "
                    "its value when they do not."
                )
            ),
            bullet(
                _(
                    "the most points. Ties go to the most completed tickets; players still tied "
                    "share the win."
                ),
                lead=_("Winner"),
            ),
        ),
    )


_HELP: dict[str, Callable[[], tuple[Section, ...]]] = {
    EUROPE.game_id: europe_help,
    PARIS.game_id: paris_help,
}


def rules_help(game_id: str) -> tuple[Section, ...]:
    """The help of one rule set (``ttr_europe`` or ``ttr_paris``), in the current language."""
    try:
        build = _HELP[game_id]
    except KeyError:
        raise KeyError(f"no Ticket to Ride rule set {game_id!r}") from None
    return build()
