"""Why The Great Tour refuses an action: one typed reason each, one sentence each.

The engine raises ``IllegalActionError(GreatTourRefusal.X, **params)``; the controller answers a
click with ``Reply.refuse(GreatTourRefusal.X, **params)`` computed from the view
(``helpers.begin_refusal`` / ``helpers.pay_refusal``), so the player reads the same sentence
whoever noticed. The values are the stable codes that tests and JSON use. City and ticket
parameters are already in the player's words (city names, ``"Amsterdam/Paris → Berlin"``).
"""

from __future__ import annotations

from tabletop.core import Counted, Refusal, register_words
from tabletop.core.i18n import N_


class GreatTourRefusal(Refusal):
    # ------------------------------------------------------------------ sub-steps
    NO_JOURNEY = "no_journey"
    JOURNEY_PENDING = "journey_pending"
    # ------------------------------------------------------------------ drawing
    DECK_EMPTY = "deck_empty"
    # ------------------------------------------------------------------ beginning a journey
    NO_BLANK_TICKETS = "no_blank_tickets"
    WRONG_START = "wrong_start"
    NOT_A_START = "not_a_start"
    WRONG_DESTINATION = "wrong_destination"
    SAME_CITY = "same_city"
    TICKET_NOT_ACTIVE = "ticket_not_active"
    FUTURE_TICKET = "future_ticket"
    RED_SEGMENT = "red_segment"
    PATH_TOO_LONG = "path_too_long"
    BAD_PATH = "bad_path"
    NO_PATH = "no_path"
    NO_PATH_VIA = "no_path_via"
    # ------------------------------------------------------------------ can the hand pay?
    SHORT_OF_CARDS = "short_of_cards"
    SHORT_OF_ANY_CARDS = "short_of_any_cards"
    NEEDS_CITY_CARD = "needs_city_card"
    CANNOT_AFFORD = "cannot_afford"
    # ------------------------------------------------------------------ paying
    CARD_NOT_IN_HAND = "card_not_in_hand"
    CARD_NOT_ALLOWED = "card_not_allowed"
    PAYMENT_IMPOSSIBLE = "payment_impossible"
    NO_AUTO_PAYMENT = "no_auto_payment"
    TOO_MANY_CANCELS = "too_many_cancels"
    # ------------------------------------------------------------------ passing
    PASS_NOT_ALLOWED = "pass_not_allowed"


register_words(
    {
        GreatTourRefusal.NO_JOURNEY: N_("No journey is being paid."),
        GreatTourRefusal.JOURNEY_PENDING: N_("Finish paying the journey or cancel it first."),
        GreatTourRefusal.DECK_EMPTY: N_("The {deck} deck has no cards left."),
        GreatTourRefusal.NO_BLANK_TICKETS: N_("No blank tickets are left."),
        GreatTourRefusal.WRONG_START: N_(
            "Your journey must start where your big coach stands ({city})."
        ),
        GreatTourRefusal.NOT_A_START: N_("{city} is not a start city of the ticket {ticket}."),
        GreatTourRefusal.WRONG_DESTINATION: N_(
            "{city} is not a destination of the ticket {ticket}."
        ),
        GreatTourRefusal.SAME_CITY: N_("A blank ticket goes to a city other than the start."),
        GreatTourRefusal.TICKET_NOT_ACTIVE: N_("The ticket {ticket} is not in the active row."),
        GreatTourRefusal.FUTURE_TICKET: N_(
            "Future tickets cannot be used yet: the first one moves into the active row when "
            "someone travels with an active ticket."
        ),
        GreatTourRefusal.RED_SEGMENT: Counted(
            N_("Red segments are used only with {players} or more player."),
            N_("Red segments are used only with {players} or more players."),
            count="players",
        ),
        GreatTourRefusal.PATH_TOO_LONG: Counted(
            N_("A journey is at most {n} segment long (one small coach on each)."),
            N_("A journey is at most {n} segments long (one small coach on each)."),
        ),
        GreatTourRefusal.BAD_PATH: N_(
            "The path must lead from {start} to {destination} through waypoints only, "
            "without passing a waypoint twice."
        ),
        GreatTourRefusal.NO_PATH: N_("No path leads from {start} to {destination} here."),
        GreatTourRefusal.NO_PATH_VIA: N_(
            "No path from {start} to {destination} passes {waypoint} (a path may not pass "
            "another city or a waypoint twice)."
        ),
        GreatTourRefusal.SHORT_OF_CARDS: Counted(
            N_("This journey needs {n} card of {start}, {destination} or jokers; you hold {held}."),
            N_(
                "This journey needs {n} cards of {start}, {destination} or jokers; you hold {held}."
            ),
        ),
        GreatTourRefusal.SHORT_OF_ANY_CARDS: Counted(
            N_("This journey needs {n} card; you hold {held}."),
            N_("This journey needs {n} cards; you hold {held}."),
        ),
        GreatTourRefusal.NEEDS_CITY_CARD: N_(
            "The payment must include a card of {city} or a joker; you hold neither."
        ),
        GreatTourRefusal.CANNOT_AFFORD: N_(
            "Your cards cannot pay this journey exactly (a VIP card pays a whole segment "
            "alone, whatever it costs)."
        ),
        GreatTourRefusal.CARD_NOT_IN_HAND: N_("You hold no {card} card."),
        GreatTourRefusal.CARD_NOT_ALLOWED: N_(
            "Pay with cards of {start} or {destination}, or jokers."
        ),
        GreatTourRefusal.PAYMENT_IMPOSSIBLE: N_(
            "With {card} the payment could no longer be completed."
        ),
        GreatTourRefusal.NO_AUTO_PAYMENT: N_(
            "Auto-pay found no payment: pay card by card or cancel."
        ),
        GreatTourRefusal.TOO_MANY_CANCELS: Counted(
            N_("You may cancel at most {n} journey in one turn."),
            N_("You may cancel at most {n} journeys in one turn."),
        ),
        GreatTourRefusal.PASS_NOT_ALLOWED: N_(
            "You may pass only when you can neither draw nor travel."
        ),
    }
)

__all__ = ["GreatTourRefusal"]
