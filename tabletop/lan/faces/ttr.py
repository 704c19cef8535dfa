"""Ticket to Ride (Europe and Paris) on a phone: the hand, the tickets (done or not), the
face-up row; keeping tickets (the opening keep may be chosen before the seat's turn), how to pay
for a route or a station, the tunnel's extra cards, the second card.

Everything is named through ``controller.ttr.words.TtrNames``, so the phone says a card, a route
or a payment exactly as the table does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from tabletop.controller.ttr.words import TtrNames
from tabletop.core import Action, Event, View, to_json
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    PayTunnel,
    TtrGame,
    TtrView,
)
from tabletop.games.ttr.helpers import seat_routes, station_cost, ticket_status
from tabletop.games.ttr.state import Pending

from ..face import Block, Chip, Move, Names, Option, Prompt, Row
from ..look import WILD_RGB, Look
from .common import color_chip, score_rows, turn_status


def _ttr(view: View) -> TtrView:
    return cast(TtrView, view)


class TtrFace:
    def __init__(self, game: TtrGame, look: Look) -> None:
        self.game = game
        self.look = look
        self.names = TtrNames(game)

    # ------------------------------------------------------------------ pieces
    def chip(self, color: str, count: int | None = None) -> Chip:
        """A card as the table draws it: its colour, its symbol (a wild is a rainbow)."""
        label = self.names.color_label(color)
        if self.names.is_wild(color):
            return color_chip(self.look, label, WILD_RGB, "wild", count)
        fill = self.look.card_fill(color)
        return color_chip(self.look, label, fill, self.look.card_symbol(color), count)

    def ticket_option(self, ticket: str) -> Option:
        return {
            "value": ticket,
            "label": self.names.ticket(ticket),
            "badge": str(self.game.board.tickets[ticket].points),
        }

    # ------------------------------------------------------------------ the page
    def blocks(self, view: View) -> list[Block]:
        v = _ttr(view)
        seat = v["seat"]
        hand = [
            self.chip(color, n) for color in self.game.rules.cards if (n := v["hand"].get(color, 0))
        ]
        blocks: list[Block] = [{"title": _("Your cards"), "chips": hand}]
        if not hand:
            blocks[0]["note"] = _("No cards in hand")
        if seat is not None:
            mine = seat_routes(v, seat)
            rows: list[Row] = []
            for ticket in v["tickets"]:
                done = ticket_status(self.game, mine, ticket) is not None
                rows.append(
                    {
                        "text": self.names.ticket(ticket),
                        "badge": str(self.game.board.tickets[ticket].points),
                        "tone": "done" if done else "",
                    }
                )
            tickets: Block = {"title": _("Your tickets"), "rows": rows}
            if not rows:
                tickets["note"] = _("No tickets kept yet")
            blocks.append(tickets)
        row = [self.chip(color) for color in v["face_up"] if color is not None]
        blocks.append({"title": _("Face-up cards"), "chips": row})
        return blocks

    def moves(self, view: View, legal: Sequence[Action]) -> list[Move]:
        v = _ttr(view)
        w = self.names
        out: list[Move] = []
        for action in legal:
            data: dict[str, Any] = to_json(action)
            if isinstance(action, DrawFaceUp):
                color = v["face_up"][action.slot] or ""
                out.append(
                    {
                        "group": _("Draw cards"),
                        "item": _("Face-up cards"),
                        "label": _("Take the face-up {card}").format(card=w.card(color)),
                        "action": data,
                        "chip": self.chip(color),
                    }
                )
            elif isinstance(action, DrawBlind):
                out.append(
                    {
                        "group": _("Draw cards"),
                        "item": _("Deck"),
                        "label": _("Draw a card from the deck"),
                        "action": data,
                    }
                )
            elif isinstance(action, ClaimRoute):
                length = self.game.board.routes[action.route].length
                facts = w.route_facts(action.route)[0]
                move: Move = {
                    "group": w.claim_action(),
                    "item": f"{w.route(action.route)} · {facts}",
                    "label": w.payment(action.color, action.wilds, length),
                    "action": data,
                }
                if action.color is not None:
                    move["chip"] = self.chip(action.color)
                out.append(move)
            elif isinstance(action, BuildStation):
                cost = station_cost(self.game, v)
                out.append(
                    {
                        "group": _("Build a station"),
                        "item": w.city(action.city),
                        "label": w.payment(action.color, action.wilds, cost),
                        "action": data,
                    }
                )
            elif isinstance(action, DrawTickets):
                out.append(
                    {"group": _("Tickets"), "item": "", "label": _("Draw tickets"), "action": data}
                )
            elif isinstance(action, KeepTickets):
                out.append(
                    {
                        "group": _("Tickets"),
                        "item": _("Keep tickets"),
                        "label": self.label(view, action),
                        "action": data,
                    }
                )
            elif isinstance(action, PayTunnel | DeclineTunnel):
                out.append(
                    {
                        "group": _("The tunnel"),
                        "item": "",
                        "label": self.label(view, action),
                        "action": data,
                    }
                )
            else:
                out.append(
                    {
                        "group": _("Pass"),
                        "item": "",
                        "label": self.label(view, action),
                        "action": data,
                    }
                )
        return out

    def keep_prompt(self, v: TtrView, low: int, *, early: bool) -> Prompt:
        offered = v["offered_tickets"]
        return {
            "kind": "pick",
            "title": ngettext("Keep at least {n} ticket", "Keep at least {n} tickets", low).format(
                n=low
            ),
            "text": _("Tap the tickets to keep, then Keep."),
            "options": [self.ticket_option(t) for t in offered],
            "low": low,
            "high": len(offered),
            "template": {"kind": KeepTickets.kind},
            "field": "tickets",
            "submit": _("Keep"),
            "early": early,
        }

    def prompt(self, view: View, legal: Sequence[Action], moves: list[Move]) -> Prompt | None:
        v = _ttr(view)
        pending = v["pending"]
        if pending == Pending.KEEP_TICKETS:
            sizes = [len(a.tickets) for a in legal if isinstance(a, KeepTickets)]
            if sizes:
                return self.keep_prompt(v, min(sizes), early=False)
        kinds: tuple[type[Action], ...] = ()
        prompt: Prompt
        if pending == Pending.TUNNEL and v["tunnel"] is not None:
            tunnel = v["tunnel"]
            kinds = (PayTunnel, DeclineTunnel)
            extra = tunnel["extra"]
            prompt = {
                "kind": "moves",
                "title": _("Your turn: the tunnel"),
                "text": ngettext(
                    "{route}: {n} more card needed", "{route}: {n} more cards needed", extra
                ).format(route=self.names.route(tunnel["route"]), n=extra),
                "chips": [self.chip(color) for color in tunnel["revealed"]],
            }
        elif pending == Pending.SECOND_DRAW:
            kinds = (DrawFaceUp, DrawBlind)
            prompt = {"kind": "moves", "title": _("Your turn: take a second card")}
        else:
            return None
        prompt["moves"] = [
            i for i, action in enumerate(legal) if isinstance(action, kinds) and i < len(moves)
        ]
        return prompt

    def board(self, view: View) -> dict[str, Any] | None:
        return None  # the board is the big screen's

    def early_prompt(self, view: View) -> Prompt | None:
        v = _ttr(view)
        if not v["setup"] or not v["offered_tickets"] or v["to_act"] == v["seat"]:
            return None
        return self.keep_prompt(v, self._opening_keep(v), early=True)

    def _opening_keep(self, v: TtrView) -> int:
        return min(self.game.rules.start_keep, len(v["offered_tickets"]))

    def early_action(self, view: View, action: Action) -> bool:
        v = _ttr(view)
        if not isinstance(action, KeepTickets) or not v["setup"]:
            return False
        offered = v["offered_tickets"]
        chosen = list(action.tickets)
        return (
            bool(offered)
            and len(set(chosen)) == len(chosen) >= self._opening_keep(v)
            and all(t in offered for t in chosen)
            and chosen == sorted(chosen, key=offered.index)
        )

    def label(self, view: View, action: Action) -> str:
        v, w = _ttr(view), self.names
        if isinstance(action, ClaimRoute):
            cards = w.payment(
                action.color, action.wilds, self.game.board.routes[action.route].length
            )
            return _("Claim {route} with {cards}").format(route=w.route(action.route), cards=cards)
        if isinstance(action, BuildStation):
            return _("Build a station in {city}").format(city=w.city(action.city))
        if isinstance(action, DrawFaceUp):
            return _("Take the face-up {card}").format(card=w.card(v["face_up"][action.slot]))
        if isinstance(action, DrawBlind):
            return _("Draw a card from the deck")
        if isinstance(action, DrawTickets):
            return _("Draw tickets")
        if isinstance(action, KeepTickets):
            listed = ", ".join(w.ticket_with_points(t) for t in action.tickets)
            return _("Keep {tickets}").format(tickets=listed)
        if isinstance(action, PayTunnel):
            tunnel = v["tunnel"]
            if tunnel is None:
                return _("Pay for the tunnel")
            payment = w.payment(tunnel["color"], action.wilds, tunnel["extra"])
            return _("Pay {payment} more for the tunnel").format(payment=payment)
        if isinstance(action, DeclineTunnel):
            return _("Give up the tunnel")
        return _("Pass (nothing else is possible)")

    def status(self, view: View, legal: Sequence[Action], names: Names) -> str:
        v = _ttr(view)
        if v["to_act"] is not None and v["to_act"] == v["seat"] and not v["over"]:
            # The table's own words: only the moves the seat can make now.
            return self.names.your_turn(v["pending"], legal)
        return turn_status(v["seat"], v["to_act"], v["over"], names)

    def player_text(self, view: View, seat: int) -> str:
        p = _ttr(view)["players"][seat]
        return " · ".join(
            (
                ngettext("{n} point", "{n} points", p["score"]).format(n=p["score"]),
                self.names.pieces_left(p["pieces"]),
                ngettext("{n} card", "{n} cards", p["hand_size"]).format(n=p["hand_size"]),
                ngettext("{n} ticket", "{n} tickets", p["ticket_count"]).format(
                    n=p["ticket_count"]
                ),
            )
        )

    def private_line(self, event: Event) -> str | None:
        return self.names.said_to_you(event)

    def final(self, view: View, names: Names) -> list[Row]:
        v = _ttr(view)
        scores = [p["score"] for p in v["players"]]
        return score_rows(scores, v.get("winners", []), names)


__all__ = ["TtrFace"]
