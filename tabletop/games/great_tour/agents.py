"""A greedy agent for The Great Tour.

It takes the journey with the best value per card spent, where value is the ticket's points,
what the destination's city token is worth for the bonus cards, and how good the destination is
as the start of the next tickets (active and future rows); among paths it prefers the cheapest
given other players' coaches, then the least congested. When no journey is worth its cards it
draws from the deck that best serves its next journey. While paying it follows
``auto_payment`` (city cards first, VIP cards and jokers kept when possible).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from tabletop.core import Action, Game, Rng, View

from . import rules as R
from .actions import BeginJourney, DrawCards, Pay
from .helpers import auto_payment, path_costs, seat_of
from .rules import BLANK
from .view import GreatTourView, deck_size

# Value of a journey = points + token value + position value; taken when value per weighted
# card reaches this ratio (or always in the final round).
TAKE_RATIO = 0.6
POSITION_SHARE = 0.45  # of the best next ticket's points from the destination
POSITION_COUNT = 0.25  # per ticket (up to 3) that starts there
BLANK_RESERVE = 0.75  # what keeping a blank journey for later is worth
TOKEN_MOST = 0.6  # each token counts toward the most-tokens bonus
CONGESTION = 0.15  # extra dislike per segment shared with other coaches
SPEND_WEIGHT = {"city": 1.0, "joker": 1.25, "vip": 1.6}
CANDIDATES = 6  # journeys checked with a full payment plan


class GreatTourGreedyAgent:
    name = "greedy"

    def __init__(self, game: Game) -> None:
        self.game = game
        self.topo = game.topo  # type: ignore[attr-defined]
        self.tickets = {t[0]: t for t in self.topo.tickets}

    # --------------------------------------------------------------------------- choose

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        tour = cast(GreatTourView, view)
        if len(legal) == 1:
            return legal[0]
        if tour.get("journey"):
            return self._pay(tour, legal)
        journeys = [a for a in legal if isinstance(a, BeginJourney)]
        draws = [a for a in legal if isinstance(a, DrawCards)]
        best = self._best_journey(tour, journeys)
        if best is not None:
            action, value, spent = best
            if tour.get("final_round") or not draws or value >= TAKE_RATIO * spent:
                return action
            if sum(tour["hand"].values()) >= 14 and value >= 0.35 * spent:
                return action  # a big hand is worth little: spend it
        if draws:
            return self._best_draw(tour, draws)
        return journeys[0] if journeys else legal[0]

    def _pay(self, view: GreatTourView, legal: Sequence[Action]) -> Action:
        pays = {a.card: a for a in legal if isinstance(a, Pay)}
        for card in auto_payment(view) or ():
            if card in pays:
                return pays[card]
        return next(iter(pays.values()), legal[0])

    # ------------------------------------------------------------------------- journeys

    def _points(self, ticket: str) -> int:
        return R.BLANK_POINTS if ticket == BLANK else self.tickets[ticket][3]

    def _token_value(self, view: GreatTourView, city: str) -> float:
        seat = seat_of(view)
        me = view["players"][seat]
        mine = me["tokens"][city] + 1
        value = TOKEN_MOST
        holder = view["bonuses"].get(R.frequent_traveller(city))
        if holder != seat:
            if holder is None:
                value += R.FREQUENT_TRAVELLER_POINTS if mine >= 2 else 1.0
            elif mine > view["players"][holder]["tokens"][city]:
                value += R.FREQUENT_TRAVELLER_POINTS * 1.5  # we gain it and they lose it
        if view["bonuses"].get(R.FIRST_ALL_FIVE) is None:
            have = sum(1 for n in me["tokens"].values() if n > 0)
            if me["tokens"][city] == 0:
                value += R.FIRST_ALL_FIVE_POINTS if have == len(me["tokens"]) - 1 else 0.8
        return value

    def _position_value(self, view: GreatTourView, city: str | None, taken: str | None) -> float:
        """How good ``city`` is as the start of our next journey: the best ticket starting
        there (active or future row) and how many there are."""
        if city is None:
            return 0.0
        best, count = 0, 0
        index = self.topo.city_index[city]
        for ticket in [*view["active"], *view["future"]]:
            if ticket == taken:
                continue
            _id, starts, _dests, points = self.tickets[ticket]
            if index in starts:
                best = max(best, points)
                count += 1
        return POSITION_SHARE * best + POSITION_COUNT * min(count, 3)

    def _estimate(
        self, view: GreatTourView, action: BeginJourney
    ) -> tuple[float, float, list[int]]:
        costs = path_costs(view, action.path)
        final = bool(view.get("final_round"))
        if action.ticket == BLANK:
            # A blank ticket is worth 1 point; we use it mainly to leave a poor city, and keep
            # the supply for when we are stuck.
            here = view["players"][seat_of(view)]["city"]
            value = float(R.BLANK_POINTS)
            if not final:
                value += self._position_value(view, action.destination, None)
                value -= self._position_value(view, here, None) + BLANK_RESERVE
        else:
            value = self._points(action.ticket) + self._token_value(view, action.destination)
            if not final:
                value += self._position_value(view, action.destination, action.ticket)
        crowded = sum(1 for c in costs if c > 1)
        return value, sum(costs) + CONGESTION * crowded, costs

    def _spent(self, cards: Sequence[str]) -> float:
        total = 0.0
        for card in cards:
            if card.endswith("*"):
                total += SPEND_WEIGHT["vip"]
            elif card == R.JOKER:
                total += SPEND_WEIGHT["joker"]
            else:
                total += SPEND_WEIGHT["city"]
        return total

    def _best_journey(
        self, view: GreatTourView, journeys: Sequence[BeginJourney]
    ) -> tuple[BeginJourney, float, float] | None:
        if not journeys:
            return None
        # Cheapest estimate per (ticket, start, destination) first: the path's card cost.
        by_trip: dict[tuple[str, str, str], tuple[float, float, BeginJourney]] = {}
        for action in journeys:
            value, cost, _costs = self._estimate(view, action)
            key = (action.ticket, action.start, action.destination)
            known = by_trip.get(key)
            if known is None or cost < known[1]:
                by_trip[key] = (value, cost, action)
        ranked = sorted(by_trip.values(), key=lambda vca: -vca[0] / max(vca[1], 1.0))
        best: tuple[BeginJourney, float, float] | None = None
        for value, _cost, action in ranked[:CANDIDATES]:
            plan = auto_payment(view, action.ticket, action.start, action.destination, action.path)
            if plan is None:
                continue
            spent = self._spent(plan)
            if view.get("final_round"):
                spent = len(plan) * 0.05  # cards are nearly worthless now
            if best is None or value / max(spent, 0.1) > best[1] / max(best[2], 0.1):
                best = (action, value, spent)
        return best

    # ---------------------------------------------------------------------------- draws

    def _target(self, view: GreatTourView) -> tuple[str, str, list[int]] | None:
        """The next journey we would like to make: (start, destination, its cheapest costs)."""
        seat = seat_of(view)
        here = view["players"][seat]["city"]
        best = None
        for rank, ticket in enumerate([*view["active"], *view["future"]]):
            _id, starts, dests, points = self.tickets[ticket]
            names = [self.topo.cities[i] for i in starts]
            if here is not None and here not in names:
                continue
            for start in [here] if here is not None else names:
                for d in dests:
                    dest = self.topo.cities[d]
                    costs = self._cheapest_costs(view, start, dest)
                    if costs is None:
                        continue
                    score = points / sum(costs) - (0.05 * rank)
                    if best is None or score > best[0]:
                        best = (score, start, dest, costs)
        return None if best is None else best[1:]

    def _cheapest_costs(self, view: GreatTourView, start: str, dest: str) -> list[int] | None:
        red = len(view["players"]) >= R.RED_MIN_PLAYERS
        a, b = self.topo.city_index[start], self.topo.city_index[dest]
        best = None
        for path in self.topo.paths_between(a, b, red):
            costs = path_costs(view, self.topo.path_ids[path])
            if best is None or sum(costs) < sum(best):
                best = costs
        return best

    def _unseen(self, view: GreatTourView) -> dict[str, dict[str, int]]:
        """Per deck, the cards not in a discard pile or our hand (the deck + others' hands)."""
        types = self.game.card_types()  # type: ignore[attr-defined]
        out: dict[str, dict[str, int]] = {}
        hand_decks: Mapping[str, Mapping[str, int]] = view.get("hand_decks") or {}
        for d, name in enumerate(R.DECKS):
            counts: dict[str, int] = {}
            for t in R.deck_contents(len(self.topo.cities))[d]:
                counts[types[t]] = counts.get(types[t], 0) + 1
            for source in (view["discards"].get(name, {}), hand_decks.get(name, {})):
                for card, n in source.items():
                    counts[card] = counts.get(card, 0) - n
            out[name] = counts
        return out

    def _best_draw(self, view: GreatTourView, draws: Sequence[DrawCards]) -> DrawCards:
        target = self._target(view)
        unseen = self._unseen(view)
        best: tuple[float, DrawCards] | None = None
        for action in draws:
            d = R.DECKS.index(action.deck)
            pool = unseen[action.deck]
            total = sum(max(0, n) for n in pool.values())
            if total <= 0:
                value = 0.1  # only the discard pile: unknown, still cards
            else:
                value = sum(self._card_value(card, target) * max(0, n) for card, n in pool.items())
                value /= total
            value *= min(R.DRAW_SIZE[d], deck_size(view, action.deck) or R.DRAW_SIZE[d])
            if best is None or value > best[0]:
                best = (value, action)
        assert best is not None
        return best[1]

    def _card_value(self, card: str, target: tuple[str, str, list[int]] | None) -> float:
        if target is None:
            return 1.0 if not card.endswith("*") else 1.2
        start, dest, costs = target
        saving = max(costs) - 1 if costs else 0
        if card == R.JOKER:
            return 1.1
        if card == R.VIP_JOKER:
            return 1.1 + 0.8 * saving
        vip = card.endswith("*")
        city = card[:-1] if vip else card
        if city in (start, dest):
            return 1.0 + (0.8 * saving if vip else 0.0)
        return 0.25  # useful for a blank ticket or a later journey
