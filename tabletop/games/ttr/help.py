"""The in-game rules help for Ticket to Ride: Europe and Paris, as this engine plays them
(``docs/rules/ttr.md``). One text per rule set: ``rules_help(game_id)``, built when asked so
that it reads in the current language.

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)" (the marker is
filled in untranslated, so the UI still finds it in a translated sentence).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.help import Section, bullet, para, section
from tabletop.core.i18n import _, ngettext, npgettext, pgettext

from .help_parts import (
    counted,
    draw_cards_section,
    draw_tickets_action,
    end_section,
    face_up_row,
    house,
    pass_and_stall_section,
    route_points,
    station_points,
    tickets_section,
)
from .rules import EUROPE, PARIS


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
                    trains=counted(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} train",
                            "{n} trains",
                            r.pieces,
                        ),
                        r.pieces,
                    ),
                    stations=counted(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} station",
                            "{n} stations",
                            r.stations,
                        ),
                        r.stations,
                    ),
                    cards=counted(
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
                + face_up_row(r)
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
                    long=counted(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} long ticket",
                            "{n} long tickets",
                            r.start_long,
                        ),
                        r.start_long,
                    ),
                    regular=counted(
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
                house(
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
            draw_tickets_action(r),
            bullet(_("place a station in a city."), lead=_("Build a station")),
        ),
        draw_cards_section(
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
                ).format(points=route_points(r, (1, 2, 3, 4, 6, 8)))
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
                    cards=counted(
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
                house(
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
                house(
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
        tickets_section(r),
        pass_and_stall_section(r),
        end_section(
            counted(
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
            bullet(station_points(r)),
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
                house(
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
                    buses=counted(
                        npgettext(
                            "rules help: a count a player has, is dealt or takes",
                            "{n} bus",
                            "{n} buses",
                            r.pieces,
                        ),
                        r.pieces,
                    ),
                    cards=counted(
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
                + face_up_row(r)
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
                    tickets=counted(
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
            draw_tickets_action(r),
        ),
        draw_cards_section(
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
                ).format(points=route_points(r, (1, 2, 3)))
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
        tickets_section(r),
        pass_and_stall_section(r),
        end_section(
            counted(
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
