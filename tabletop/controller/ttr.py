"""Ticket to Ride (Europe and Paris): what a click on the table means.

The table hands over a pointer target — ``("route", id)``, ``("city", id)``, ``("face_up",
slot)``, ``("deck",)``, ``("tickets",)`` — with the viewer's view and the engine's legal
actions; the controller answers with a ``Reply``: play one action now, ask to confirm one,
let the player choose among several payments, or refuse in plain words. It never decides a
rule itself: every action it proposes is one of ``legal_actions``, and refusals come from the
engine's view helpers (``claim_blocker``) or name the sub-step the engine is waiting for.
No pygame here: the tests drive it with views and legal actions only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tabletop.core import Action, View
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
)
from tabletop.games.ttr.helpers import claim_blocker

#: Targets the table can point at.
Target = tuple[object, ...]

#: Reply kinds.
PLAY = "play"  # submit ``actions[0]`` now
CONFIRM = "confirm"  # ask "are you sure?" before ``actions[0]``
CHOOSE = "choose"  # let the player pick one of ``actions`` (each is one way to pay)
REFUSE = "refuse"  # show ``message``; nothing happens
NONE = "none"  # the click means nothing (e.g. a city in Paris)


@dataclass(frozen=True)
class Reply:
    kind: str
    actions: tuple[Action, ...] = field(default=())
    message: str = ""

    @property
    def action(self) -> Action | None:
        return self.actions[0] if self.actions else None


def _refuse(message: str) -> Reply:
    return Reply(REFUSE, (), message)


#: What the engine waits for in each sub-step, in the engine's words (engine._wrong_step).
PENDING_WORDS = {
    "keep_tickets": "Choose which tickets to keep first.",
    "second_draw": "Draw your second card first.",
    "tunnel": "Pay for the tunnel or give it up first.",
}


class TtrController:
    """Clicks → actions for one TTR rule set. Stateless: the table keeps the UI sub-state
    (which modal is open, which tickets are ticked) and passes what matters in."""

    def __init__(self, game: TtrGame) -> None:
        self.game = game
        self.rules = game.rules
        self.board = game.board

    # ------------------------------------------------------------------ words
    def card_name(self, color: str | None, count: int = 1) -> str:
        """``red``, ``locomotive(s)``, ``Bus card(s)``: how a card colour reads in a sentence."""
        if color is None or color == self.rules.wild:
            if self.rules.wild == "bus":
                return "Bus card" if count == 1 else "Bus cards"
            return "locomotive" if count == 1 else "locomotives"
        return color

    def payment_text(self, color: str | None, wilds: int, total: int) -> str:
        """``2 red + 1 locomotive`` for ``total`` cards of which ``wilds`` are wild."""
        coloured = total - wilds
        parts = []
        if coloured and color is not None:
            parts.append(f"{coloured} {color}")
        if wilds:
            parts.append(f"{wilds} {self.card_name(None, wilds)}")
        return " + ".join(parts) if parts else "nothing"

    def station_cost(self, view: View) -> int:
        """Cards the viewer's next station costs (0 when none is left or no stations)."""
        seat = view.get("seat")
        if seat is None or not self.rules.has_stations:
            return 0
        left = view["players"][seat]["stations_left"]
        return self.rules.station_costs[self.rules.stations - left] if left else 0

    def describe(self, action: Action, view: View) -> str:
        """A payment option as the chooser lists it: ``2 red + 1 locomotive``."""
        if isinstance(action, ClaimRoute):
            length = self.board.routes[action.route].length
            return self.payment_text(action.color, action.wilds, length)
        if isinstance(action, BuildStation):
            return self.payment_text(action.color, action.wilds, self.station_cost(view))
        if isinstance(action, PayTunnel) and view.get("tunnel"):
            return self.tunnel_payment_text(view, action)
        if isinstance(action, DeclineTunnel):
            return "give up the tunnel"
        return str(action)

    # ------------------------------------------------------------------ clicks
    def click(
        self, target: Target, view: View, legal: Sequence[Action], *, confirm: bool = True
    ) -> Reply:
        """What a click on ``target`` means for the viewer of ``view`` (``legal``: the engine's
        legal actions, empty when it is not the viewer's turn)."""
        kind = target[0]
        if kind == "city" and not self.rules.has_stations:
            return Reply(NONE)
        if view.get("seat") is None:
            return _refuse("You are watching: there is no hand to play from.")
        if view.get("over"):
            return _refuse("The game is over.")
        if view.get("to_act") != view["seat"] or not legal:
            return _refuse("It is not your turn.")
        if kind == "route":
            return self._route(str(target[1]), view, legal, confirm)
        if kind == "city":
            return self._city(str(target[1]), view, legal, confirm)
        if kind == "face_up":
            return self._face_up(int(target[1]), view, legal)  # type: ignore[call-overload]
        if kind == "deck":
            return self._deck(view, legal)
        if kind == "tickets":
            return self._tickets(view, legal, confirm)
        return Reply(NONE)

    def _step_refusal(self, view: View, allowed: Iterable[str | None]) -> Reply | None:
        pending = view.get("pending")
        if pending in allowed:
            return None
        return _refuse(PENDING_WORDS.get(str(pending), "That is not part of this turn."))

    def _offer(self, options: Sequence[Action], confirm: bool) -> Reply:
        if len(options) > 1:
            return Reply(CHOOSE, tuple(options))
        return Reply(CONFIRM if confirm else PLAY, tuple(options))

    def _route(self, route: str, view: View, legal: Sequence[Action], confirm: bool) -> Reply:
        options = [a for a in legal if isinstance(a, ClaimRoute) and a.route == route]
        if options:
            return self._offer(options, confirm)
        refusal = self._step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        blocker = claim_blocker(self.game, view, route)
        if blocker is not None:
            return _refuse(blocker[1])
        return _refuse("You cannot claim this route now.")

    def _city(self, city: str, view: View, legal: Sequence[Action], confirm: bool) -> Reply:
        options = [a for a in legal if isinstance(a, BuildStation) and a.city == city]
        if options:
            return self._offer(options, confirm)
        refusal = self._step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        if city in view["stations"]:
            return _refuse("This city has a station already.")
        cost = self.station_cost(view)
        if not cost:
            return _refuse("You have built all your stations.")
        cards = "1 card" if cost == 1 else f"{cost} cards of one colour"
        return _refuse(f"Your next station costs {cards}; you do not hold them.")

    def _face_up(self, slot: int, view: View, legal: Sequence[Action]) -> Reply:
        action = DrawFaceUp(slot)
        if action in legal:
            return Reply(PLAY, (action,))
        refusal = self._step_refusal(view, (None, "second_draw"))
        if refusal is not None:
            return refusal
        row = view["face_up"]
        if slot >= len(row) or row[slot] is None:
            return _refuse("That face-up slot is empty.")
        if view.get("pending") == "second_draw" and row[slot] == self.rules.wild:
            wild = self.card_name(None)
            return _refuse(f"A face-up {wild} cannot be taken as your second card.")
        return _refuse("You cannot take that card now.")

    def _deck(self, view: View, legal: Sequence[Action]) -> Reply:
        action = DrawBlind()
        if action in legal:
            return Reply(PLAY, (action,))
        refusal = self._step_refusal(view, (None, "second_draw"))
        if refusal is not None:
            return refusal
        return _refuse("There is no card left to draw.")

    def _tickets(self, view: View, legal: Sequence[Action], confirm: bool) -> Reply:
        action = DrawTickets()
        if action in legal:
            return Reply(CONFIRM if confirm else PLAY, (action,))
        refusal = self._step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        return _refuse("The ticket deck is empty.")

    # ------------------------------------------------------------------ sub-steps
    @staticmethod
    def keep_minimum(legal: Sequence[Action]) -> int:
        """The fewest tickets the engine lets the player keep now (from its legal actions)."""
        sizes = [len(a.tickets) for a in legal if isinstance(a, KeepTickets)]
        return min(sizes) if sizes else 0

    @staticmethod
    def keep_action(selected: Iterable[str], legal: Sequence[Action]) -> KeepTickets | None:
        """The legal ``KeepTickets`` keeping exactly ``selected`` (None: not allowed)."""
        wanted = set(selected)
        for action in legal:
            if isinstance(action, KeepTickets) and set(action.tickets) == wanted:
                return action
        return None

    def keep_refusal(self, selected: Iterable[str], legal: Sequence[Action]) -> str | None:
        """Why ``selected`` cannot be kept (None when it can)."""
        if self.keep_action(selected, legal) is not None:
            return None
        minimum = self.keep_minimum(legal)
        if not minimum:
            return "There are no tickets to keep now."
        return f"Keep at least {minimum} ticket{'s' if minimum > 1 else ''}."

    @staticmethod
    def tunnel_options(legal: Sequence[Action]) -> tuple[list[PayTunnel], DeclineTunnel | None]:
        """The ways to pay a pending tunnel (fewest wilds first) and the way to give it up."""
        pays = sorted((a for a in legal if isinstance(a, PayTunnel)), key=lambda a: a.wilds)
        decline = next((a for a in legal if isinstance(a, DeclineTunnel)), None)
        return pays, decline

    def tunnel_payment_text(self, view: View, action: PayTunnel) -> str:
        """``2 red`` / ``1 red + 1 locomotive`` for the extra tunnel cards."""
        tunnel = view["tunnel"]
        return self.payment_text(tunnel["color"], action.wilds, tunnel["extra"])


__all__ = [
    "CHOOSE",
    "CONFIRM",
    "NONE",
    "PLAY",
    "REFUSE",
    "Reply",
    "Target",
    "TtrController",
]
