"""Why Ticket to Ride refuses a move: one reason per situation, one sentence per reason.

The engine raises ``IllegalActionError(TtrRefusal.X, **params)``; the controller answers a click
with ``Reply.refuse(TtrRefusal.X, **params)``; both read the sentence registered here, so a
refusal reads the same in the engine's error, the tooltip and the toast. The values are the
stable codes tests use (rules/ttr.md).
"""

from __future__ import annotations

from tabletop.core import Counted, Refusal, register_words
from tabletop.core.i18n import N_


class TtrRefusal(Refusal):
    # ---- the pending sub-step (rules/ttr.md, "A turn")
    KEEP_TICKETS_FIRST = "keep_tickets_first"
    SECOND_CARD_FIRST = "second_card_first"
    TUNNEL_FIRST = "tunnel_first"
    WRONG_STEP = "wrong_step"
    # ---- drawing cards
    SLOT_EMPTY = "slot_empty"
    WILD_SECOND_CARD = "wild_second_card"
    DECK_EMPTY = "deck_empty"
    # ---- claiming a route: who may
    CLAIMED = "claimed"
    OWN_OTHER_TRACK = "own_other_track"
    DOUBLE_CLOSED = "double_closed"
    TOO_FEW_TRAINS = "too_few_trains"
    TOO_FEW_BUSES = "too_few_buses"
    # ---- paying (routes, stations)
    WILD_AS_COLOUR = "wild_as_colour"
    WILDS_OUT_OF_RANGE = "wilds_out_of_range"
    COLOUR_NOT_NAMED = "colour_not_named"
    ALL_WILD_WITH_COLOUR = "all_wild_with_colour"
    WRONG_COLOUR = "wrong_color"
    FERRY_NEEDS_WILDS = "ferry_needs_wilds"
    CANNOT_PAY = "cannot_pay"
    # ---- a tunnel's extra cards
    TUNNEL_WILDS_OUT_OF_RANGE = "tunnel_wilds_out_of_range"
    TUNNEL_WILDS_ONLY = "tunnel_wilds_only"
    TUNNEL_CANNOT_PAY = "tunnel_cannot_pay"
    # ---- tickets
    TICKET_DECK_EMPTY = "ticket_deck_empty"
    DUPLICATE_TICKET = "duplicate_ticket"
    NOT_OFFERED = "not_offered"
    KEEP_TOO_FEW = "keep_too_few"
    TICKET_ORDER = "ticket_order"
    # ---- stations
    NO_STATIONS_LEFT = "no_stations_left"
    STATION_TAKEN = "station_taken"
    # ---- passing (house rule)
    MUST_ACT = "must_act"
    # ---- the controller's, for a click that names no complete action
    WATCHING = "watching"
    NO_PAYMENT = "no_payment"
    STATION_UNAFFORDABLE = "station_unaffordable"
    NO_TICKETS_TO_KEEP = "no_tickets_to_keep"
    CANNOT_CLAIM_NOW = "cannot_claim_now"
    CANNOT_TAKE_NOW = "cannot_take_now"
    # No route at all can be claimed (the "Claimable routes (C)" key with nothing to light).
    NO_TRAINS_FOR_ANY = "no_trains_for_any"
    NO_BUSES_FOR_ANY = "no_buses_for_any"
    NO_PAYMENT_FOR_ANY = "no_payment_for_any"


register_words(
    {
        TtrRefusal.KEEP_TICKETS_FIRST: N_("Choose which tickets to keep first."),
        TtrRefusal.SECOND_CARD_FIRST: N_("Draw your second card first."),
        TtrRefusal.TUNNEL_FIRST: N_("Pay for the tunnel or give it up first."),
        TtrRefusal.WRONG_STEP: N_("That is not part of this turn."),
        TtrRefusal.SLOT_EMPTY: N_("That face-up slot is empty."),
        TtrRefusal.WILD_SECOND_CARD: N_("A face-up wild card cannot be your second card."),
        TtrRefusal.DECK_EMPTY: N_("There is no card left to draw."),
        TtrRefusal.CLAIMED: N_("Someone has claimed this route already."),
        TtrRefusal.OWN_OTHER_TRACK: N_("You own the other track of this double route."),
        TtrRefusal.DOUBLE_CLOSED: Counted(
            N_("With {n} player only one track of a double route may be used."),
            N_("With {n} players only one track of a double route may be used."),
        ),
        TtrRefusal.TOO_FEW_TRAINS: N_("You have too few trains left for this route."),
        TtrRefusal.TOO_FEW_BUSES: N_("You have too few buses left for this route."),
        TtrRefusal.WILD_AS_COLOUR: N_(
            "Name the colour of the cards that are not wild (none if all are)."
        ),
        TtrRefusal.WILDS_OUT_OF_RANGE: Counted(
            N_("The payment must hold 0 or {n} wild card."),
            N_("The payment must hold between 0 and {n} wild cards."),
        ),
        TtrRefusal.COLOUR_NOT_NAMED: N_("Name the colour of the cards that are not wild."),
        TtrRefusal.ALL_WILD_WITH_COLOUR: N_("An all-wild payment has no colour."),
        TtrRefusal.WRONG_COLOUR: N_("The cards must have the route's colour."),
        TtrRefusal.FERRY_NEEDS_WILDS: Counted(
            N_("This ferry needs at least {n} locomotive."),
            N_("This ferry needs at least {n} locomotives."),
        ),
        TtrRefusal.CANNOT_PAY: N_("You do not hold those cards."),
        TtrRefusal.TUNNEL_WILDS_OUT_OF_RANGE: Counted(
            N_("The tunnel needs {n} more card: 0 or {n} wild."),
            N_("The tunnel needs {n} more cards: 0 to {n} wilds."),
        ),
        TtrRefusal.TUNNEL_WILDS_ONLY: N_("After an all-wild payment the tunnel takes wilds only."),
        TtrRefusal.TUNNEL_CANNOT_PAY: N_("You do not hold the extra cards."),
        TtrRefusal.TICKET_DECK_EMPTY: N_("The ticket deck is empty."),
        TtrRefusal.DUPLICATE_TICKET: N_("A ticket is named twice."),
        TtrRefusal.NOT_OFFERED: N_("You can only keep tickets you were offered."),
        TtrRefusal.KEEP_TOO_FEW: Counted(
            N_("Keep at least {n} ticket."), N_("Keep at least {n} tickets.")
        ),
        TtrRefusal.TICKET_ORDER: N_("Name the kept tickets in the order they were offered."),
        TtrRefusal.NO_STATIONS_LEFT: N_("You have built all your stations."),
        TtrRefusal.STATION_TAKEN: N_("This city has a station already."),
        TtrRefusal.MUST_ACT: N_("You can still do something; passing is only for when nothing is."),
        TtrRefusal.WATCHING: N_("You are watching: there is no hand to play from."),
        TtrRefusal.NO_PAYMENT: N_("You do not hold the cards to pay for this route."),
        TtrRefusal.STATION_UNAFFORDABLE: Counted(
            N_("Your next station costs {n} card; you do not hold it."),
            N_("Your next station costs {n} cards of one colour; you do not hold them."),
        ),
        TtrRefusal.NO_TICKETS_TO_KEEP: N_("There are no tickets to keep now."),
        TtrRefusal.CANNOT_CLAIM_NOW: N_("You cannot claim this route now."),
        TtrRefusal.CANNOT_TAKE_NOW: N_("You cannot take that card now."),
        TtrRefusal.NO_TRAINS_FOR_ANY: N_("You have too few trains left for any route."),
        TtrRefusal.NO_BUSES_FOR_ANY: N_("You have too few buses left for any route."),
        TtrRefusal.NO_PAYMENT_FOR_ANY: N_("Your cards pay for none of the routes open to you."),
    }
)

__all__ = ["TtrRefusal"]
