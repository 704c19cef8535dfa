"""The pieces both Ticket to Ride rule sets' help is built from (``help.py``): point tables,
ordinals, house-rule sentences and the sections Europe and Paris share, each filled in with
its rule set's numbers."""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Block, Section, bullet, section
from tabletop.core.i18n import N_, _, ngettext, npgettext, pgettext

from .rules import TtrRules

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


def route_points(rules: TtrRules, lengths: tuple[int, ...]) -> str:
    # No-break spaces: the help never wraps a length away from its points.
    return ", ".join(f"{n}\u00a0→\u00a0{rules.route_scores[n]}" for n in lengths)


def ordinal(n: int) -> str:
    return _(ORDINALS[n]) if n in ORDINALS else _("{n}th").format(n=n)


def house(text: str, **params: object) -> str:
    """A sentence that states a house rule: ``{house_rule}`` in it becomes the marker."""
    return text.format(house_rule=HOUSE_RULE, **params)


def counted(text: str, n: int) -> str:
    """A counted phrase (from ``ngettext``/``npgettext``) with its number filled in."""
    return text.format(n=n)


def reset_bullet(rules: TtrRules, wilds: str) -> Block:
    return bullet(
        house(
            _(
                "Whenever {n} or more of the face-up cards are {wilds}, the whole row is "
                "discarded and a new row is turned up, again if needed — but after the {nth} "
                "reset in a row the row stays as it is, so resets can never go on forever "
                "{house_rule}."
            ),
            n=rules.reset_wilds,
            wilds=wilds,
            nth=ordinal(rules.max_resets),
        )
    )


def draw_cards_section(rules: TtrRules, wild: str, wilds: str) -> Section:
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
        reset_bullet(rules, wilds),
        bullet(
            house(
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


def pass_and_stall_section(rules: TtrRules) -> Section:
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
        bullet(house(can_neither)),
        bullet(house(idle, n=rules.idle_rounds)),
    )


def end_section(pieces: str) -> Section:
    """``pieces``: the pieces left that end the game ("2 trains"), counted."""
    return section(
        _("End of the game"),
        _(
            "When a player ends a turn with {pieces} or fewer left, every player — that "
            "player included — gets exactly one more turn. Then the game ends. This happens "
            "only once."
        ).format(pieces=pieces),
    )


def tickets_section(rules: TtrRules) -> Section:
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
            ).format(tickets=counted(tickets, rules.draw_tickets), keep=rules.draw_keep)
        ),
        bullet(_("Kept tickets stay with you until the end of the game.")),
    )


def face_up_row(rules: TtrRules) -> str:
    return ngettext(
        "Then {n} card is turned face up.", "Then {n} cards are turned face up.", rules.face_up
    ).format(n=rules.face_up)


def station_points(rules: TtrRules) -> str:
    n = rules.unbuilt_station_points
    return ngettext(
        "{n} point for each station never built.", "{n} points for each station never built.", n
    ).format(n=n)


def draw_tickets_action(rules: TtrRules) -> Block:
    tickets = npgettext(
        "rules help: a count a player has, is dealt or takes",
        "{n} destination ticket",
        "{n} destination tickets",
        rules.draw_tickets,
    )
    return bullet(
        _("take {tickets} and keep at least {keep}.").format(
            tickets=counted(tickets, rules.draw_tickets), keep=rules.draw_keep
        ),
        # Translators: an action's name beside "Draw cards", "Claim a route" (a noun phrase).
        lead=pgettext("an action in the rules help", "Draw tickets"),
    )
