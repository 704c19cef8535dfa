"""The Great Tour on a phone: the cards in hand (city cards, VIP cards, jokers), the seat's
tickets, tokens and bonus cards; drawing cards, setting out on a journey, and paying it card by
card (or cancelling it).

Things are named by ``games.great_tour.names.Names``: a ticket by its cities, a card by its
city, never by an internal id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from tabletop.core import Action, Event, View, to_json
from tabletop.core.i18n import _, ngettext
from tabletop.games.great_tour import (
    BLANK,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourGame,
    GreatTourView,
    Pay,
)
from tabletop.games.great_tour import events as E
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.helpers import journey_places, path_costs
from tabletop.games.great_tour.names import Names as PlaceNames

from ..face import Block, Chip, Move, Names, Prompt, Row
from ..look import WILD_RGB, Look, hex_of, ink_on
from .common import score_rows, turn_status

#: Card faces: a city card is plain, a VIP card gold (with a star), a joker a rainbow.
CITY_RGB = (236, 232, 220)
VIP_RGB = (222, 178, 62)


def _tour(view: View) -> GreatTourView:
    return cast(GreatTourView, view)


class GreatTourFace:
    def __init__(self, game: GreatTourGame, look: Look) -> None:
        self.game = game
        self.look = look
        self.names = PlaceNames(game.board)
        self._ends = {s.id: (s.a, s.b) for s in game.board.segments}

    def chip(self, card: str, count: int | None = None) -> Chip:
        if card in (R.JOKER, R.VIP_JOKER):
            fill, symbol = WILD_RGB, "wild"
        elif card.endswith("*"):
            fill, symbol = VIP_RGB, "star"
        else:
            fill, symbol = CITY_RGB, "none"
        chip: Chip = {
            "label": self.names.card(card),
            "fill": hex_of(fill),
            "ink": hex_of(ink_on(fill)),
            "symbol": symbol,
        }
        if count is not None:
            chip["count"] = count
        return chip

    def ticket_words(self, ticket: str) -> str:
        if ticket == BLANK:
            return self.names.ticket(ticket)
        card = self.game.board.ticket(ticket)
        return _("{ticket} ({points})").format(ticket=self.names.ticket(ticket), points=card.points)

    # ------------------------------------------------------------------ the page
    def blocks(self, view: View) -> list[Block]:
        v = _tour(view)
        seat = v["seat"]
        hand = [self.chip(card, n) for card, n in sorted(v["hand"].items()) if n]
        blocks: list[Block] = [{"title": _("Your cards"), "chips": hand}]
        if not hand:
            blocks[0]["note"] = _("No cards in hand")
        if seat is None:
            return blocks
        me = v["players"][seat]
        tickets: list[Row] = [{"text": self.ticket_words(t), "tone": "done"} for t in me["tickets"]]
        if me["blank_tickets"]:
            n = me["blank_tickets"]
            tickets.append(
                {"text": ngettext("{n} blank ticket", "{n} blank tickets", n).format(n=n)}
            )
        block: Block = {"title": _("Your tickets"), "rows": tickets}
        if not tickets:
            block["note"] = _("No tickets yet")
        blocks.append(block)
        tokens: list[Row] = [
            {"text": self.names.city(city), "badge": str(n)}
            for city, n in me["tokens"].items()
            if n
        ]
        bonuses: list[Row] = [
            {"text": self.names.bonus(bonus), "tone": "done"}
            for bonus, holder in v["bonuses"].items()
            if holder == seat
        ]
        held: Block = {"title": _("City tokens and bonus cards"), "rows": [*tokens, *bonuses]}
        if not held["rows"]:
            held["note"] = _("None yet")
        blocks.append(held)
        return blocks

    def moves(self, view: View, legal: Sequence[Action]) -> list[Move]:
        v = _tour(view)
        out: list[Move] = []
        for action in legal:
            data: dict[str, Any] = to_json(action)
            if isinstance(action, DrawCards):
                out.append(
                    {
                        "group": _("Draw cards"),
                        "item": "",
                        "label": self.label(view, action),
                        "action": data,
                    }
                )
            elif isinstance(action, BeginJourney):
                costs = path_costs(v, action.path)
                detail = ngettext(
                    "{segments} segment, {n} card",
                    "{segments} segments, {n} cards",
                    sum(costs),
                ).format(segments=len(action.path), n=sum(costs))
                out.append(
                    {
                        "group": _("Set out on a journey"),
                        "item": self.ticket_words(action.ticket),
                        "label": f"{self.way(action)} · {detail}",
                        "action": data,
                    }
                )
            elif isinstance(action, Pay):
                out.append(
                    {
                        "group": _("Pay the journey"),
                        "item": "",
                        "label": self.label(view, action),
                        "action": data,
                        "chip": self.chip(action.card),
                    }
                )
            else:
                group = _("Pay the journey") if isinstance(action, CancelJourney) else _("Pass")
                out.append(
                    {"group": group, "item": "", "label": self.label(view, action), "action": data}
                )
        return out

    def way(self, action: BeginJourney) -> str:
        """``Paris → Milano via Dijon, Geneva``: the waypoints tell apart the ways between two
        cities (the big screen shows them on the map; the phone has only these words)."""
        start, end = self.names.city(action.start), self.names.city(action.destination)
        on_the_way = journey_places(self._ends, action.start, action.path)[1:-1]
        places = ", ".join(self.names.node(node) for node in on_the_way)
        if not places:
            return f"{start} → {end}"
        # Translators: a journey's way on the phone: "Paris → Milano via Dijon, Geneva".
        return _("{start} → {end} via {places}").format(start=start, end=end, places=places)

    def prompt(self, view: View, legal: Sequence[Action], moves: list[Move]) -> Prompt | None:
        v = _tour(view)
        journey = v["journey"]
        if journey is None or v["to_act"] != v["seat"]:
            return None
        paid = sum(journey["paid"].values())
        cost = sum(journey["cost"])
        return {
            "kind": "moves",
            "title": _("Your turn: pay the journey"),
            "text": ngettext(
                "{start} → {end}: {paid} of {cost} card paid",
                "{start} → {end}: {paid} of {cost} cards paid",
                cost,
            ).format(
                start=self.names.city(journey["start"]),
                end=self.names.city(journey["destination"]),
                paid=paid,
                cost=cost,
            ),
            "chips": [self.chip(card, n) for card, n in sorted(journey["paid"].items()) if n],
            "moves": [i for i, a in enumerate(legal) if isinstance(a, Pay | CancelJourney)],
        }

    def board(self, view: View) -> dict[str, Any] | None:
        return None  # the board is the big screen's

    def early_prompt(self, view: View) -> Prompt | None:
        return None

    def early_action(self, view: View, action: Action) -> bool:
        return False

    def label(self, view: View, action: Action) -> str:
        names = self.names
        if isinstance(action, BeginJourney):
            where = {"start": names.city(action.start), "end": names.city(action.destination)}
            if action.ticket == BLANK:
                return _("Set out {start} → {end} on a blank ticket").format(**where)
            return _("Set out {start} → {end} for ticket {ticket}").format(
                ticket=names.ticket(action.ticket), **where
            )
        if isinstance(action, DrawCards):
            return _("Draw from the {deck} deck").format(deck=names.deck(action.deck))
        if isinstance(action, Pay):
            return _("Pay with {card}").format(card=names.card(action.card))
        if isinstance(action, CancelJourney):
            return _("Cancel the journey")
        return _("Pass")

    def status(self, view: View, legal: Sequence[Action], names: Names) -> str:
        v = _tour(view)
        if v["journey"] is not None and v["to_act"] == v["seat"] and not v["over"]:
            return _("Your turn: pay the journey")
        return turn_status(v["seat"], v["to_act"], v["over"], names)

    def player_text(self, view: View, seat: int) -> str:
        p = _tour(view)["players"][seat]
        tickets = len(p["tickets"]) + p["blank_tickets"]
        return " · ".join(
            (
                ngettext("{n} point", "{n} points", p["ticket_points"]).format(
                    n=p["ticket_points"]
                ),
                ngettext("{n} card", "{n} cards", p["hand_size"]).format(n=p["hand_size"]),
                ngettext("{n} ticket", "{n} tickets", tickets).format(n=tickets),
            )
        )

    def private_line(self, event: Event) -> str | None:
        if isinstance(event, E.CardsDrawn):
            cards = ", ".join(self.names.card(card) for card in event.cards) or _("nothing")
            return _("You drew {cards}").format(cards=cards)
        return None

    def final(self, view: View, names: Names) -> list[Row]:
        v = _tour(view)
        scores = v.get("scores", [])
        best = max(scores) if scores else 0
        return score_rows(scores, [s for s, n in enumerate(scores) if n == best], names)


__all__ = ["GreatTourFace"]
