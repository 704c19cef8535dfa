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
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.ai import PlainKnowledge, Why
from tabletop.ai.styles import BALANCED, BALANCED_INFO, StyleInfo
from tabletop.core import Action, Rng, View
from tabletop.core.i18n import N_

from . import rules as R
from .actions import BeginJourney, CancelJourney, DrawCards, Pay
from .engine import GreatTourGame
from .payment import Counts, completable, path_payable, profile
from .rules import BLANK
from .scoring import GreatTourScorePart as Part
from .state import State
from .why import payment_why

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


@dataclass(frozen=True)
class GreatTourStyle:
    """The knobs a style shifts (``STYLES``): what a city token is worth to a journey (×),
    the value per card a journey needs before the policy takes it rather than draws, the
    deck the policy draws from first, and the evaluation's weights of ticket points and
    bonus cards."""

    token_scale: float = 1.0
    take_ratio: float = TAKE_RATIO
    deck: int = R.REGULAR_DECK
    tickets_weight: float = 1.0
    bonuses_weight: float = 1.0


#: The searching levels' styles (``tabletop.ai.styles``): the knobs shifted, never the
#: rules. Measured in docs/AI.md, "Styles".
STYLES: MappingProxyType[str, tuple[StyleInfo, GreatTourStyle]] = MappingProxyType(
    {
        BALANCED: (BALANCED_INFO, GreatTourStyle()),
        "tickets_first": (
            StyleInfo(
                "tickets_first",
                N_("Tickets first"),
                N_("Travels as soon as a ticket pays and cares little for tokens."),
            ),
            GreatTourStyle(token_scale=0.5, take_ratio=0.45, tickets_weight=1.2),
        ),
        "vip_tokens": (
            StyleInfo(
                "vip_tokens",
                N_("VIP & tokens"),
                N_("Draws VIP cards and chases city tokens for the bonus cards."),
            ),
            GreatTourStyle(token_scale=1.6, deck=R.VIP_DECK, bonuses_weight=1.3),
        ),
    }
)


class GreatTourKnowledge(PlainKnowledge):
    """Journey values and a quick policy on ``State`` for the search.

    Playouts never ask the engine for the whole legal list (every path of every journey): the
    policy builds its few candidate journeys itself — the cheapest path of each (ticket, start,
    destination), checked affordable with the engine's own payment rules (``payment``) — and
    pays card by card with the cheapest card that keeps the payment possible.
    """

    game: GreatTourGame

    def __init__(self, game: GreatTourGame, style: GreatTourStyle = GreatTourStyle()) -> None:
        super().__init__(game)
        self.style = style
        topo = game.topo
        self.topo = topo
        self.types = game.card_types()
        nc = len(topo.cities)
        self.nc = nc
        self.nt = len(self.types)
        self.points = {t[0]: t[3] for t in topo.tickets}
        self.points[BLANK] = R.BLANK_POINTS
        self.city_index = topo.city_index
        self.segment_index = topo.segment_index
        # Card types, cheapest to part with first: city cards, joker, VIP cards, VIP joker.
        joker, vip_joker = 2 * nc, 2 * nc + 1
        self.pay_order = (*range(nc), joker, *range(nc, 2 * nc), vip_joker)
        self.pays: tuple[Pay, ...] = tuple(Pay(name) for name in self.types)
        self.draws = tuple(DrawCards(deck) for deck in R.DECKS)

    # ------------------------------------------------------------------ cards
    def _type_counts(self, state: State, seat: int) -> list[int]:
        hand, nt = state.hands[seat], self.nt
        return [hand[t] + hand[nt + t] + hand[2 * nt + t] for t in range(nt)]

    def _category(self, t: int, start: int, destination: int, blank: bool) -> int:
        """The payment category of card type ``t`` (see ``payment``), -1 if it may not pay."""
        nc = self.nc
        vip = nc <= t < 2 * nc or t == 2 * nc + 1
        if blank:
            return 5 if vip else 4
        if t >= 2 * nc:
            return 5 if vip else 4
        city = t - nc if vip else t
        if city == start:
            return 1 if vip else 0
        if city == destination:
            return 3 if vip else 2
        return -1

    def _avail(self, counts: list[int], start: int, destination: int, blank: bool) -> Counts:
        nc = self.nc
        j, jv = counts[2 * nc], counts[2 * nc + 1]
        if blank:
            vip = sum(counts[nc : 2 * nc]) + jv
            return (0, 0, 0, 0, sum(counts) - vip, vip)
        return (
            counts[start],
            counts[nc + start],
            counts[destination],
            counts[nc + destination],
            j,
            jv,
        )

    def next_pay(self, state: State) -> Pay | None:
        """The cheapest card that keeps the pending journey payable (None: none does)."""
        journey = state.journey
        assert journey is not None
        blank = journey.ticket < 0
        start, dest = journey.start, journey.destination
        counts = self._type_counts(state, state.to_act)
        cur = [0] * 6
        for code in journey.paid:
            cur[self._category(code % self.nt, start, dest, blank)] += 1
        avail = list(self._avail(counts, start, dest, blank))
        prof = profile(journey.costs)
        for t in self.pay_order:
            if not counts[t]:
                continue
            cat = self._category(t, start, dest, blank)
            if cat < 0:
                continue
            cur[cat] += 1
            avail[cat] -= 1
            ok = completable(prof, tuple(cur), tuple(avail), not blank)  # type: ignore[arg-type]
            cur[cat] -= 1
            avail[cat] += 1
            if ok:
                pay: Pay = self.pays[t]
                return pay
        return None

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
        return value * self.style.token_scale

    def _position_value(
        self, state: State, city: int, taken: int, known: dict[tuple[int, int], float]
    ) -> float:
        """How good ``city`` is as the start of the next journey (active and future rows);
        ``known`` holds the answers already given for this state (one journey plan asks the
        same ones for many journeys)."""
        found = known.get((city, taken))
        if found is not None:
            return found
        best, count = 0, 0
        tickets = self.topo.tickets
        for ticket in (*state.active, *state.future):
            if ticket != taken and city in tickets[ticket][1]:
                best = max(best, tickets[ticket][3])
                count += 1
        value = known[city, taken] = POSITION_SHARE * best + POSITION_COUNT * min(count, 3)
        return value

    def _value(
        self, state: State, seat: int, ticket: int, dest: int, known: dict[tuple[int, int], float]
    ) -> float:
        final = state.final_round
        if ticket < 0:
            value = float(R.BLANK_POINTS)
            if not final:
                value += self._position_value(state, dest, -1, known) - BLANK_RESERVE
                here = state.city[seat]
                if here >= 0:
                    value -= self._position_value(state, here, -1, known)
            return value
        value = self.topo.tickets[ticket][3] + self._token_value(state, seat, dest)
        if not final:
            value += self._position_value(state, dest, ticket, known)
        return value

    def journey_plan(self, state: State) -> list[tuple[float, float, BeginJourney]]:
        """(value, cost, action) for the cheapest affordable path of every (ticket, start,
        destination) open to the seat to act, best value per card first. Every action is
        legal: the same path and payment rules as the engine's."""
        seat = state.to_act
        topo = self.topo
        tables = self.game.tables
        counts = self._type_counts(state, seat)
        if sum(counts) < 2:
            return []
        cost = [1] * len(topo.segments)
        for q, coaches in enumerate(state.coaches):
            if q != seat:
                for s in coaches:
                    cost[s] += 1
        red = state.players >= R.RED_MIN_PLAYERS
        here = state.city[seat]
        combos: list[tuple[int, int, int]] = []
        for ticket in state.active:
            _id, starts, dests, _pts = topo.tickets[ticket]
            for start in starts if here < 0 else (here,) if here in starts else ():
                for dest in dests:
                    if dest != start:
                        combos.append((ticket, start, dest))
        if state.blank_left > 0:
            for start in range(self.nc) if here < 0 else (here,):
                for dest in range(self.nc):
                    if dest != start:
                        combos.append((-1, start, dest))
        out = []
        cost_of = cost.__getitem__
        known: dict[tuple[int, int], float] = {}  # position values asked for this state
        for ticket, start, dest in combos:
            blank = ticket < 0
            avail = self._avail(counts, start, dest, blank)
            n_avail = sum(avail)
            if n_avail < 2:
                continue
            best: tuple[int, ...] | None = None
            best_cost = 1 << 30
            for path in topo.paths_between(start, dest, red):
                if len(path) > n_avail or len(path) >= best_cost:
                    break  # shortest first: no later path is affordable or cheaper
                c = sum(map(cost_of, path))
                if c < best_cost:
                    best, best_cost = path, c
            if best is None:
                continue
            if not path_payable(tuple(sorted(map(cost_of, best))), avail, not blank):
                continue
            ticket_id = BLANK if blank else topo.tickets[ticket][0]
            action = tables.journey(ticket_id, start, dest, best)
            out.append((self._value(state, seat, ticket, dest, known), float(best_cost), action))
        out.sort(key=lambda vca: -vca[0] / max(vca[1], 1.0))
        return out

    # ------------------------------------------------------------------ Knowledge
    def playout_action(self, state: State, legal: Sequence[Action], rng: Rng) -> Action:
        if state.journey is not None:
            return self.next_pay(state) or legal[0]
        plan = self.journey_plan(state)
        draws = [d for i, d in enumerate(self.draws) if state.decks[i] or state.discards[i]]
        if plan:
            value, cost, action = plan[0]
            if state.final_round or not draws or value >= self.style.take_ratio * cost:
                return action
            hand = sum(state.hands[state.to_act])
            if hand >= BIG_HAND and value >= BIG_HAND_RATIO * cost:
                return action
        if draws:
            if rng.random() < 0.3:
                return draws[rng.below(len(draws))]
            favourite = self.draws[self.style.deck]
            return favourite if favourite in draws else draws[0]
        return legal[0]  # nothing to do: the engine offers only a pass

    def why(self, view: View, legal: Sequence[Action], action: Action) -> Why | None:
        """Why a card of a journey's payment: the order ``next_pay`` pays in (``why.py``);
        the search's own figures say why any other move."""
        return payment_why(view, legal, action)

    def candidates(self, state: State, legal: Sequence[Action]) -> Sequence[Action]:
        if state.journey is not None:
            pay = self.next_pay(state)
            return [pay] if pay is not None else [a for a in legal if isinstance(a, CancelJourney)]
        draws: list[Action] = [a for a in legal if isinstance(a, DrawCards)]
        ranked: list[Action] = [action for _v, _c, action in self.journey_plan(state)]
        if not ranked:
            return draws or list(legal)
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
            style = self.style
            tickets = style.tickets_weight * parts[Part.TICKETS]
            out.append(tickets + style.bonuses_weight * parts[Part.BONUSES] + rate_here * cards)
        return out

    def evaluate(self, state: State) -> Sequence[float]:
        values = self.expected_scores(state)
        temperature = TEMP_BASE + TEMP_PER_TICKET * len(state.pile)
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        total = sum(weights)
        return [w / total for w in weights]


__all__ = ["STYLES", "GreatTourKnowledge", "GreatTourStyle"]
