"""What the search knows about The Great Tour (``tabletop.ai.knowledge.Knowledge``), on full
states.

- A **journey's value** for the seat to act: the ticket's points, what the destination's city
  token is worth towards the bonus cards (frequent traveller, first in all five, most tokens),
  and how good the destination is as the start of the next tickets; against its **cost**, the
  cards the cheapest legal path takes now (other players' coaches make segments dearer).
- ``playout_action`` takes the journey with the best value per card when that ratio is good
  enough (always in the final round), else draws; pays with the cheapest card that keeps the
  payment possible (city cards before jokers before VIP cards); never cancels.
- ``candidates`` offers the best few journeys (cheapest path each) and every deck; while a
  journey is being paid, only the cheapest card (payment is not worth searching).
- ``evaluate`` counts each seat's points so far, the bonus cards as they stand, and its hand at
  what cards are still worth before the end; a softmax turns that into win shares.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop.core import Action, Rng

from . import rules as R
from .actions import BeginJourney, CancelJourney, DrawCards, Pay
from .engine import BLANK, GreatTourGame
from .state import State

#: Journey value: a token is worth this towards the most-tokens bonus ...
TOKEN_MOST = 0.6
#: ... a destination as a start for the next tickets: this share of the best one's points,
#: plus this much per ticket (up to 3) that starts there.
POSITION_SHARE = 0.45
POSITION_COUNT = 0.25
#: A blank ticket used now is a blank ticket not there when stuck later.
BLANK_RESERVE = 0.75
#: Playouts take a journey when its value per card reaches this (or has a big hand).
TAKE_RATIO = 0.6
BIG_HAND = 14
BIG_HAND_RATIO = 0.35
#: How much the cards of each kind are missed once paid (keep VIP cards and jokers).
PAY_WEIGHT = {"city": 1.0, "joker": 1.6, "vip": 3.0, "vip_joker": 3.5}
#: Journeys the search considers at a node (cheapest path of each, best value per card first).
CANDIDATE_JOURNEYS = 4
#: Evaluation: a card in hand is worth ``CARD_LATE`` at the end (1 point per 5) and up to
#: ``CARD_EARLY`` while the pile still holds ``CARD_HORIZON`` tickets or more.
CARD_EARLY = 0.55
CARD_LATE = 0.2
CARD_HORIZON = 6
#: Softmax temperature of ``evaluate``, in points: base + per ticket left in the pile.
TEMP_BASE = 3.0
TEMP_PER_TICKET = 0.6


class GreatTourKnowledge:
    """Journey values and a quick policy on ``State`` for the search."""

    def __init__(self, game: GreatTourGame) -> None:
        self.game = game
        self.topo = game.topo
        types = game.card_types()
        nc = len(self.topo.cities)
        self.nc = nc
        self.pay_weight = {
            name: PAY_WEIGHT["vip_joker"]
            if name == R.VIP_JOKER
            else PAY_WEIGHT["joker"]
            if name == R.JOKER
            else PAY_WEIGHT["vip"]
            if name.endswith("*")
            else PAY_WEIGHT["city"]
            for name in types
        }
        self.points = {t[0]: t[3] for t in self.topo.tickets}
        self.points[BLANK] = R.BLANK_POINTS
        self.city_index = self.topo.city_index
        self.segment_index = self.topo.segment_index
        self.starts_of = [t[1] for t in self.topo.tickets]

    # ------------------------------------------------------------------ journey values
    def _token_value(self, state: State, seat: int, city: int) -> float:
        if state.supply[city] <= 0:
            return 0.0
        mine = state.tokens[seat]
        have = mine[city] + 1
        value = TOKEN_MOST
        holder = state.frequent[city]
        if holder != seat:
            if holder < 0:
                value += R.FREQUENT_TRAVELLER_POINTS if have >= 2 else 1.0
            elif have > state.tokens[holder][city]:
                value += R.FREQUENT_TRAVELLER_POINTS * 1.5  # we gain it and they lose it
        if state.first_all < 0 and mine[city] == 0:
            cities = sum(1 for n in mine if n > 0)
            value += R.FIRST_ALL_FIVE_POINTS if cities == self.nc - 1 else 0.8
        return value

    def _position_value(self, state: State, city: int, taken: int) -> float:
        """How good ``city`` is as the start of the next journey (active and future rows)."""
        best, count = 0, 0
        tickets = self.topo.tickets
        for ticket in (*state.active, *state.future):
            if ticket != taken and city in tickets[ticket][1]:
                best = max(best, tickets[ticket][3])
                count += 1
        return POSITION_SHARE * best + POSITION_COUNT * min(count, 3)

    def journey_options(
        self, state: State, journeys: Sequence[BeginJourney]
    ) -> list[tuple[float, float, BeginJourney]]:
        """(value, cost, action) for the cheapest legal path of each (ticket, start,
        destination), best value per card first."""
        seat = state.to_act
        occupied = [0] * len(self.topo.segments)
        for q, path in enumerate(state.coaches):
            if q != seat:
                for s in path:
                    occupied[s] += 1
        index = self.segment_index
        cheapest: dict[tuple[str, str, str], tuple[int, BeginJourney]] = {}
        for action in journeys:
            cost = sum(1 + occupied[index[s]] for s in action.path)
            key = (action.ticket, action.start, action.destination)
            known = cheapest.get(key)
            if known is None or cost < known[0]:
                cheapest[key] = (cost, action)
        final = state.final_round
        here = state.city[seat]
        out = []
        for (ticket, _start, destination), (cost, action) in cheapest.items():
            dest = self.city_index[destination]
            if ticket == BLANK:
                value = float(R.BLANK_POINTS)
                if not final:
                    value += self._position_value(state, dest, -1) - BLANK_RESERVE
                    if here >= 0:
                        value -= self._position_value(state, here, -1)
            else:
                taken = self.topo.ticket_index[ticket]
                value = self.points[ticket] + self._token_value(state, seat, dest)
                if not final:
                    value += self._position_value(state, dest, taken)
            out.append((value, float(cost), action))
        out.sort(key=lambda vca: -vca[0] / max(vca[1], 1.0))
        return out

    def _cheapest_pay(self, legal: Sequence[Action]) -> Action | None:
        pays = [a for a in legal if isinstance(a, Pay)]
        if not pays:
            return None
        return min(pays, key=lambda a: (self.pay_weight[a.card], a.card))

    # ------------------------------------------------------------------ Knowledge
    def playout_action(self, state: State, legal: Sequence[Action], rng: Rng) -> Action:
        if state.journey is not None:
            return self._cheapest_pay(legal) or legal[0]
        journeys = [a for a in legal if isinstance(a, BeginJourney)]
        draws = [a for a in legal if isinstance(a, DrawCards)]
        if journeys:
            value, cost, action = self.journey_options(state, journeys)[0]
            if state.final_round or not draws or value >= TAKE_RATIO * cost:
                return action
            hand = sum(state.hands[state.to_act])
            if hand >= BIG_HAND and value >= BIG_HAND_RATIO * cost:
                return action
        if draws:
            return draws[rng.below(len(draws))] if rng.random() < 0.3 else draws[0]
        return legal[0]

    def candidates(self, state: State, legal: Sequence[Action]) -> Sequence[Action]:
        if state.journey is not None:
            pay = self._cheapest_pay(legal)
            return [pay] if pay is not None else [a for a in legal if isinstance(a, CancelJourney)]
        journeys = [a for a in legal if isinstance(a, BeginJourney)]
        draws: list[Action] = [a for a in legal if isinstance(a, DrawCards)]
        if not journeys:
            return draws or list(legal)
        ranked: list[Action] = [a for _v, _c, a in self.journey_options(state, journeys)]
        return [*ranked[:1], *draws, *ranked[1:CANDIDATE_JOURNEYS]]

    def expected_scores(self, state: State) -> list[float]:
        """Each seat's points so far, bonus cards as they stand, and its hand's worth."""
        game = self.game
        scores, breakdown = game.scores(state)
        if state.over:
            return [float(s) for s in scores]
        pile = len(state.pile)
        horizon = min(1.0, pile / CARD_HORIZON) if not state.final_round else 0.0
        rate = CARD_LATE + (CARD_EARLY - CARD_LATE) * horizon
        out = []
        for seat, parts in enumerate(breakdown):
            cards = sum(state.hands[seat])
            if state.final_round and state.turns_left > 0:
                # Seats still to play in the final round can spend their hand once more.
                left = (seat - state.to_act) % state.players < state.turns_left
                rate_here = CARD_EARLY * 0.6 if left else CARD_LATE
            else:
                rate_here = rate
            out.append(parts["tickets"] + parts["bonuses"] + rate_here * cards)
        return out

    def evaluate(self, state: State) -> Sequence[float]:
        values = self.expected_scores(state)
        temperature = TEMP_BASE + TEMP_PER_TICKET * len(state.pile)
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        total = sum(weights)
        return [w / total for w in weights]


__all__ = ["GreatTourKnowledge"]
