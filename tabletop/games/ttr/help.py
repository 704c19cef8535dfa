"""The in-game rules help for Ticket to Ride: Europe and Paris, as this engine plays them
(``docs/rules/ttr.md``). One text per rule set: ``rules_help(game_id)``, built when asked so
that it reads in the current language.

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)" (the marker is
filled in untranslated, so the UI still finds it in a translated sentence).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.help import HOUSE_RULE, Block, Section, bullet, para, section
from tabletop.core.i18n import N_, _, ngettext, pgettext

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


def _reset_bullet(rules: TtrRules, wilds: str) -> Block:
    return bullet(
        _house(
            _(
                "Whenever {n} or more of the face-up cards are {wilds}, all {row} are discarded "
                "and {row} new ones are turned up, again if needed — but after the {nth} reset "
                "in a row the row stays as it is, so resets can never go on forever "
                "{house_rule}."
            ),
            n=rules.reset_wilds,
            wilds=wilds,
            row=rules.face_up,
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


def _end(rules: TtrRules, pieces: str) -> Section:
    return section(
        _("End of the game"),
        _(
            "When a player ends a turn with {n} or fewer {pieces} left, every player — that "
            "player included — gets exactly one more turn. Then the game ends. This happens "
            "only once."
        ).format(n=rules.end_pieces, pieces=pieces),
    )


def _tickets(rules: TtrRules) -> Section:
    return section(
        _("Destination tickets"),
        bullet(
            _(
                "Draw {n} tickets (fewer if the pile has fewer) and keep at least {keep}; the "
                "others go to the bottom of the pile. Only while the ticket pile is not empty."
            ).format(n=rules.draw_tickets, keep=rules.draw_keep)
        ),
        bullet(_("Kept tickets stay with you until the end of the game.")),
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
                _(
                    "Each player has {pieces} trains and {stations} stations and is dealt "
                    "{hand} train cards; then {row} cards are turned face up."
                ).format(pieces=r.pieces, stations=r.stations, hand=r.hand_size, row=r.face_up)
            ),
            bullet(
                _(
                    "The deck: 110 cards — 12 each of red, orange, yellow, green, blue, pink, "
                    "white and black, and 14 locomotives, which are wild."
                )
            ),
            bullet(
                _(
                    "Each player is dealt {long} long ticket and {regular} regular tickets and "
                    "keeps at least {keep} of them; the others leave the game. Players choose one "
                    "after another before the first turn, each seeing only their own tickets."
                ).format(long=r.start_long, regular=r.start_regular, keep=r.start_keep)
            ),
            bullet(_("The first player starts.")),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(_("take 2 train cards."), lead=_("Draw cards")),
            bullet(_("pay cards to put your trains on a route."), lead=_("Claim a route")),
            bullet(
                _("take {n} destination tickets and keep at least {keep}.").format(
                    n=r.draw_tickets, keep=r.draw_keep
                ),
                lead=_("Draw tickets"),
            ),
            bullet(_("place a station in a city."), lead=_("Build a station")),
        ),
        _draw_cards(
            r,
            pgettext("the wild card in the rules help", "locomotive"),
            pgettext("the wild cards in the rules help", "locomotives"),
        ),
        section(
            _("Claiming a route"),
            bullet(
                _(
                    "Pay as many cards as the route is long, all of one colour: the route's "
                    "colour, or any one colour for a gray route. Locomotives stand in for any "
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
                _("Place your trains and score at once, by length: {points} points.").format(
                    points=_points(r, (1, 2, 3, 4, 6, 8))
                )
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
                    "after you put your cards down, the top {n} cards of the deck are turned. "
                    "Each one that is a locomotive, or has the colour you paid with, asks for one "
                    "more card of that colour or a locomotive. If you paid only with "
                    "locomotives, only turned locomotives count, and they must be paid with "
                    "locomotives."
                ).format(n=r.tunnel_reveal),
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
                _("Each station you never build scores {n} points at the end.").format(
                    n=r.unbuilt_station_points
                )
            ),
        ),
        _tickets(r),
        _pass_and_stall(r),
        _end(r, pgettext("a player's pieces in the rules help", "trains")),
        section(
            _("Final scoring"),
            bullet(_("Route points, already scored during play.")),
            bullet(
                _(
                    "Each ticket: plus its value when your own routes join its two cities "
                    "(stations help, see above), minus its value when they do not."
                )
            ),
            bullet(
                _("{n} points for each station never built.").format(n=r.unbuilt_station_points)
            ),
            bullet(
                _(
                    "{n} points to every player with the longest continuous path of their own "
                    "routes. A path may visit a city again but never use a route twice; stations "
                    "do not count."
                ).format(n=r.express_bonus),
                lead=_("European Express"),
            ),
            bullet(
                _(
                    "the most points. Ties go to the most completed tickets, then the fewest "
                    "stations built, then the European Express; players still tied share the "
                    "win."
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
                    "a designed substitute that follows the game's known facts (no gray routes, "
                    "routes at most 3 long, mostly double routes). Ticket values equal the "
                    "shortest connection in spaces."
                ),
                lead=_("Note"),
            ),
        ),
        section(
            _("Setup"),
            bullet(
                _(
                    "Each player has {pieces} buses and is dealt {hand} cards; then {row} cards "
                    "are turned face up."
                ).format(pieces=r.pieces, hand=r.hand_size, row=r.face_up)
            ),
            bullet(
                _(
                    "The deck: 46 cards — 8 multicolour Bus cards, which are wild, 8 white, and "
                    "6 each of blue, red, yellow, green and purple."
                )
            ),
            bullet(
                _(
                    "Each player is dealt {n} tickets and keeps at least {keep}; returned "
                    "tickets go to the bottom of the ticket pile. Players choose one after "
                    "another before the first turn."
                ).format(n=r.start_regular, keep=r.start_keep)
            ),
            bullet(_("The first player starts.")),
        ),
        section(
            _("Your turn"),
            _("Do exactly one of these:"),
            bullet(_("take 2 cards."), lead=_("Draw cards")),
            bullet(_("pay cards to put your buses on a route."), lead=_("Claim a route")),
            bullet(
                _("take {n} destination tickets and keep at least {keep}.").format(
                    n=r.draw_tickets, keep=r.draw_keep
                ),
                lead=_("Draw tickets"),
            ),
        ),
        _draw_cards(
            r,
            pgettext("the wild card in the rules help", "Bus card"),
            pgettext("the wild cards in the rules help", "Bus cards"),
        ),
        section(
            _("Claiming a route"),
            bullet(
                _(
                    "Pay as many cards as the route is long, all in the route's colour; Bus "
                    "cards stand in for any card. There are no gray routes."
                )
            ),
            bullet(
                _("The route must be free, and you need at least as many buses left as its length.")
            ),
            bullet(
                _("Place your buses and score at once, by length: {points} points.").format(
                    points=_points(r, (1, 2, 3))
                )
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
                _(
                    "At the end of your turn, a flag with blue, white and red scores {n} points "
                    "and its 3 cards are discarded; you may start a new one."
                ).format(n=r.flag_points)
            ),
        ),
        _tickets(r),
        _pass_and_stall(r),
        _end(r, pgettext("a player's pieces in the rules help", "buses")),
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
