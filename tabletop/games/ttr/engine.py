"""The TTR rules engine: one class, two rule sets (Europe, Paris). The law is rules/ttr.md.

Length of a game (``max_actions``): the turns that do something — a claim, a station, kept
tickets, drawn cards — are bounded by the pieces, tickets and cards in play (Europe, 5 players:
at most 101 claims + 15 stations + 46 ticket draws + 419 card draws, two actions each), and
``idle_rounds`` whole rounds in which nothing is done (passes, declined tunnels) end the game
(house rule: passing changes nothing, so a blocked game could never end otherwise). So at most
(581 + 1) × 3 × 5 idle turns of two actions come between them: about 18,600 in all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import combinations
from typing import Any, cast

from tabletop.core import (
    Action,
    GameConfig,
    GameSpec,
    IllegalActionError,
    InvalidActionError,
    InvalidConfigError,
    Outcome,
    Rng,
    Step,
    View,
    check_config,
)
from tabletop.games.ttr.board import TtrBoard, default_ttr_board

from . import events as ev
from .actions import (
    DECLINE_TUNNEL,
    DRAW_BLIND,
    DRAW_TICKETS,
    PASS,
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
    action_types,
)
from .determinize import determinize
from .invariants import check_invariants
from .payments import ALL_WILD, can_pay_route, payment_error, route_payments, tunnel_extra
from .payments import tunnel_payments as _tunnel_payments
from .rules import TtrRules
from .scoring import final_result
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, TtrState, Tunnel
from .tables import GRAY, Tables
from .view import build_view


class _Ctx:
    """What one ``apply`` produced besides the state: events, and whether it showed a card."""

    __slots__ = ("events", "revealed")

    def __init__(self) -> None:
        self.events: list[ev.Event] = []
        self.revealed = False


class TtrGame:
    """A Ticket to Ride rule set on a board (the shipped map unless one is given)."""

    def __init__(self, rules: TtrRules, board: TtrBoard | None = None) -> None:
        self.rules = rules
        self.spec = GameSpec(
            id=rules.game_id,
            title=rules.title,
            min_players=rules.min_players,
            max_players=rules.max_players,
            max_actions=rules.max_actions,
            rules_version=rules.rules_version,
        )
        self.action_types: Mapping[str, type[Action]] = action_types(rules.has_stations)
        self._board = board
        self._tables: Tables | None = None
        self._handlers: dict[type[Action], Callable[[TtrState, Any], Step]] = {
            KeepTickets: self._keep_tickets,
            DrawFaceUp: self._draw_face_up,
            DrawBlind: self._draw_blind,
            ClaimRoute: self._claim_route,
            PayTunnel: self._pay_tunnel,
            DeclineTunnel: self._decline_tunnel,
            DrawTickets: self._draw_tickets,
            BuildStation: self._build_station,
            Pass: self._pass,
        }

    def __repr__(self) -> str:
        return f"TtrGame({self.rules.game_id})"

    @property
    def tables(self) -> Tables:
        """The board's lookup tables, loaded on first use (keeps importing the registry cheap)."""
        if self._tables is None:
            board = self._board if self._board is not None else default_ttr_board(self.spec.id)
            self._tables = Tables(board, self.rules)
        return self._tables

    @property
    def board(self) -> TtrBoard:
        return self.tables.board

    # ------------------------------------------------------------------ setup

    def new_state(self, config: GameConfig, seed: int) -> TtrState:
        check_config(self.spec, config)
        t = self.tables
        rules = self.rules
        players = config.players
        # check_config has made sure that "rigged", when given, is a mapping.
        rigged = cast(Mapping[str, Any], config.options.get("rigged") or {})
        train, regular, long = self._rigging(rigged)
        rng = Rng(seed)

        counts = list(rules.deck)
        for c in train:
            counts[c] -= 1
        rest = [c for c in range(t.ncards) for _ in range(counts[c])]
        rng.shuffle(rest)
        order = [*train, *rest]  # top first

        rest_regular = [i for i in t.regular if i not in set(regular)]
        rng.shuffle(rest_regular)
        regular_order = [*regular, *rest_regular]
        rest_long = [i for i in t.long if i not in set(long)]
        rng.shuffle(rest_long)
        long_order = [*long, *rest_long]
        if len(long_order) < players * rules.start_long:
            raise InvalidConfigError(f"this map has too few long tickets for {players} players")
        if len(regular_order) < players * rules.start_regular:
            raise InvalidConfigError(f"this map has too few tickets for {players} players")

        s = TtrState.__new__(TtrState)
        s.t = t
        s.players = players
        s.rng = rng
        s.deck = order[::-1]
        s.discard = [0] * t.ncards
        s.face_up = [-1] * rules.face_up
        s.hands = []
        for _seat in range(players):  # seat 0 takes the first cards, then seat 1, …
            hand = [0] * t.ncards
            for _ in range(rules.hand_size):
                hand[s.deck.pop()] += 1
            s.hands.append(hand)
        ctx = _Ctx()
        self._refill_row(s, ctx)
        offered = []
        for _seat in range(players):  # Europe: the long ticket first, then 3 regular
            mine = [long_order.pop(0) for _ in range(rules.start_long)]
            mine += [regular_order.pop(0) for _ in range(rules.start_regular)]
            offered.append(tuple(mine))
        s.tickets = [() for _ in range(players)]
        s.offered = offered
        s.ticket_deck = tuple(regular_order)
        s.box = tuple(long_order)  # the long tickets nobody was dealt leave the game
        s.owner = [-1] * t.nroutes
        s.stations = [-1] * t.ncities
        s.pieces = [rules.pieces] * players
        s.stations_left = [rules.stations] * players
        s.route_points = [0] * players
        s.flag_points = [0] * players
        s.flags = [() for _ in range(players)]
        s.current = 0
        s.pending = KEEP_TICKETS
        s.setup = True
        s.tunnel = None
        s.final_left = None
        s.idle = 0
        s.result = None
        return s

    def _rigging(self, rigged: Mapping[str, Any]) -> tuple[list[int], list[int], list[int]]:
        t = self.tables
        allowed = {"train_deck", "tickets"} | ({"long_tickets"} if t.long else set())
        unknown = sorted(set(rigged) - allowed)
        if unknown:
            raise InvalidConfigError(
                f"rigged: unknown deck {unknown[0]!r} (known: {', '.join(sorted(allowed))})"
            )

        def names(key: str) -> list[str]:
            value = rigged.get(key, [])
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise InvalidConfigError(f"rigged: {key!r} must be a list of names")
            return list(value)

        counts = list(self.rules.deck)
        train = []
        for name in names("train_deck"):
            c = t.card_index.get(name)
            if c is None:
                raise InvalidConfigError(f"rigged train_deck: no card colour {name!r}")
            counts[c] -= 1
            if counts[c] < 0:
                raise InvalidConfigError(
                    f"rigged train_deck: more {name!r} cards than the deck has"
                )
            train.append(c)

        def tickets(key: str, long: bool) -> list[int]:
            out = []
            for name in names(key):
                i = t.ticket_index.get(name)
                if i is None or t.tlong[i] != long:
                    kind = "long ticket" if long else "regular ticket"
                    raise InvalidConfigError(f"rigged {key}: no {kind} {name!r}")
                if i in out:
                    raise InvalidConfigError(f"rigged {key}: ticket {name!r} twice")
                out.append(i)
            return out

        return train, tickets("tickets", False), tickets("long_tickets", True)

    # ------------------------------------------------------------------ queries

    def to_act(self, state: TtrState) -> int | None:
        return None if state.result is not None else state.current

    def outcome(self, state: TtrState) -> Outcome | None:
        return None if state.result is None else state.result.outcome

    def state_json(self, state: TtrState) -> dict[str, Any]:
        return state.to_json()

    def legal_actions(self, state: TtrState) -> list[Action]:
        if state.result is not None:
            return []
        pending = state.pending
        if pending == KEEP_TICKETS:
            return self._keep_options(state)
        if pending == SECOND_DRAW:
            return self._draw_options(state, second=True)
        if pending == TUNNEL:
            tn = state.tunnel
            assert tn is not None
            hand = state.hands[state.current]
            out: list[Action] = [
                PayTunnel(w) for w in _tunnel_payments(hand, state.t.wild, tn.color, tn.extra)
            ]
            out.append(DECLINE_TUNNEL)
            return out
        out = self._draw_options(state, second=False)
        out += self._claim_options(state)
        if state.ticket_deck:
            out.append(DRAW_TICKETS)
        out += self._station_options(state)
        return out or [PASS]

    def _keep_options(self, s: TtrState) -> list[Action]:
        offered = s.offered[s.current]
        minimum = min(self._keep_minimum(s), len(offered))
        ids = [s.t.ticket_ids[i] for i in offered]
        # Every subset of at least the minimum, keeping the most first.
        return [
            KeepTickets(tuple(combo))
            for size in range(len(ids), minimum - 1, -1)
            for combo in combinations(ids, size)
        ]

    def _keep_minimum(self, s: TtrState) -> int:
        return self.rules.start_keep if s.setup else self.rules.draw_keep

    def _draw_options(self, s: TtrState, second: bool) -> list[Action]:
        t = s.t
        wild = t.wild
        faces = t.face_up_actions
        if not faces:
            faces = t.face_up_actions = tuple(DrawFaceUp(i) for i in range(self.rules.face_up))
        out: list[Action] = [
            faces[i] for i, c in enumerate(s.face_up) if c >= 0 and not (second and c == wild)
        ]
        if s.deck or any(s.discard):
            out.append(DRAW_BLIND)
        return out

    def _claim_options(self, s: TtrState) -> list[Action]:
        t = s.t
        seat = s.current
        hand = s.hands[seat]
        wild = t.wild
        have_wild = hand[wild]
        most = max(hand[:wild]) if wild else 0
        reach = have_wild + most if most else have_wild
        pieces = s.pieces[seat]
        owner = s.owner
        small = s.players <= self.rules.doubles_single_up_to
        rlen, rcol, rferry, rpartners = t.rlen, t.rcol, t.rferry, t.rpartners
        cache = t.claim_actions
        route_ids = t.route_ids
        cards = t.cards
        out: list[Action] = []
        for r in range(t.nroutes):
            if owner[r] >= 0:
                continue
            length = rlen[r]
            if length > pieces or length > reach:
                continue
            blocked = False
            for p in rpartners[r]:
                o = owner[p]
                if o == seat or (o >= 0 and small):
                    blocked = True
            if blocked:
                continue
            color = rcol[r]
            if color >= 0 and hand[color] + have_wild < length:
                continue
            for c, w in route_payments(hand, wild, color, length, rferry[r]):
                key = (r, c, w)
                action = cache.get(key)
                if action is None:
                    action = cache[key] = ClaimRoute(route_ids[r], cards[c] if c >= 0 else None, w)
                out.append(action)
        return out

    def _station_options(self, s: TtrState) -> list[Action]:
        seat = s.current
        left = s.stations_left[seat]
        if not left:
            return []
        t = s.t
        cost = self.rules.station_costs[self.rules.stations - left]
        pays = route_payments(s.hands[seat], t.wild, GRAY, cost)
        if not pays:
            return []
        cache = t.station_actions
        out: list[Action] = []
        for city, holder in enumerate(s.stations):
            if holder >= 0:
                continue
            for c, w in pays:
                key = (city, c, w)
                action = cache.get(key)
                if action is None:
                    action = cache[key] = BuildStation(
                        t.city_ids[city], t.cards[c] if c >= 0 else None, w
                    )
                out.append(action)
        return out

    def claim_blocker(self, s: TtrState, seat: int, r: int) -> tuple[str, str] | None:
        """Why ``seat`` may not claim route ``r`` whatever it pays (or None)."""
        t = s.t
        if s.owner[r] >= 0:
            return "claimed", "Someone has claimed this route already."
        for p in t.rpartners[r]:
            o = s.owner[p]
            if o == seat:
                return "own_other_track", "You own the other track of this double route."
            if o >= 0 and s.players <= self.rules.doubles_single_up_to:
                return "double_closed", (
                    f"With {s.players} players only one track of a double route may be used."
                )
        if s.pieces[seat] < t.rlen[r]:
            return "too_few_pieces", "You have too few pieces left for this route."
        return None

    def _has_turn_action(self, s: TtrState) -> bool:
        """Anything but passing possible at the start of a turn? (cheap, no action objects)"""
        if s.ticket_deck or s.deck or any(s.discard) or any(c >= 0 for c in s.face_up):
            return True
        t = s.t
        seat = s.current
        hand = s.hands[seat]
        for r in range(t.nroutes):
            if self.claim_blocker(s, seat, r) is None and can_pay_route(
                hand, t.wild, t.rcol[r], t.rlen[r], t.rferry[r]
            ):
                return True
        left = s.stations_left[seat]
        if left and any(h < 0 for h in s.stations):
            cost = self.rules.station_costs[self.rules.stations - left]
            return can_pay_route(hand, t.wild, GRAY, cost)
        return False

    # ------------------------------------------------------------------ apply

    def apply(self, state: TtrState, action: Action) -> Step:
        cls = type(action)
        if self.action_types.get(getattr(cls, "kind", "")) is not cls:
            raise InvalidActionError(f"{action!r} is not an action of {self.spec.title}")
        if state.result is not None:
            raise IllegalActionError("game_over", "The game is over.")
        return self._handlers[cls](state, action)

    @staticmethod
    def _wrong_step(s: TtrState) -> IllegalActionError:
        if s.pending == KEEP_TICKETS:
            words = "Choose which tickets to keep first."
        elif s.pending == SECOND_DRAW:
            words = "Draw your second card first."
        elif s.pending == TUNNEL:
            words = "Pay for the tunnel or decline it first."
        else:
            words = "That is not part of this turn."
        return IllegalActionError("wrong_step", words)

    def _finish_step(self, s: TtrState, ctx: _Ctx) -> Step:
        return Step(s, tuple(ctx.events), ctx.revealed)

    # --- cards

    def _take_card(self, s: TtrState, ctx: _Ctx) -> int:
        """The top card of the deck (reshuffling the discard when empty); -1 if none is left."""
        if not s.deck:
            n = sum(s.discard)
            if not n:
                return -1
            deck = [c for c, k in enumerate(s.discard) for _ in range(k)]
            s.rng.shuffle(deck)
            s.deck = deck
            s.discard = [0] * s.t.ncards
            ctx.events.append(ev.DeckReshuffled(n))
        ctx.revealed = True
        return s.deck.pop()

    def _refill_row(self, s: TtrState, ctx: _Ctx) -> None:
        """Turn cards into the empty face-up slots, then apply the three-wilds reset."""
        turned = False
        cards = s.t.cards
        for slot, c in enumerate(s.face_up):
            if c < 0:
                card = self._take_card(s, ctx)
                if card < 0:
                    break
                s.face_up[slot] = card
                turned = True
                ctx.events.append(ev.FaceUpCardTurned(slot, cards[card]))
        if turned:
            self._check_row(s, ctx)

    def _check_row(self, s: TtrState, ctx: _Ctx) -> None:
        """Three or more face-up wilds: discard the row and turn a new one, repeated, but the
        third reset in a row is the last (house rule, rules/ttr.md)."""
        rules = self.rules
        wild = s.t.wild
        cards = s.t.cards
        resets = 0
        while resets < rules.max_resets and s.face_up.count(wild) >= rules.reset_wilds:
            discarded = [c for c in s.face_up if c >= 0]
            for c in discarded:
                s.discard[c] += 1
            s.face_up = [-1] * rules.face_up
            for slot in range(rules.face_up):
                card = self._take_card(s, ctx)
                if card < 0:
                    break
                s.face_up[slot] = card
            resets += 1
            ctx.events.append(
                ev.FaceUpRowReset(
                    tuple(cards[c] for c in discarded),
                    tuple(cards[c] if c >= 0 else None for c in s.face_up),
                    resets,
                )
            )

    def _can_draw_second(self, s: TtrState) -> bool:
        wild = s.t.wild
        return bool(s.deck) or any(s.discard) or any(c >= 0 and c != wild for c in s.face_up)

    def _after_first_card(self, s: TtrState, ctx: _Ctx, ended_by_wild: bool) -> Step:
        if ended_by_wild:
            ctx.events.append(ev.DrawEnded(s.current, "face-up wild"))
            self._end_turn(s, ctx, productive=True)
        elif self._can_draw_second(s):
            s.pending = SECOND_DRAW
        else:
            ctx.events.append(ev.DrawEnded(s.current, "no second card"))
            self._end_turn(s, ctx, productive=True)
        return self._finish_step(s, ctx)

    def _draw_face_up(self, state: TtrState, action: DrawFaceUp) -> Step:
        slot = action.slot
        if not 0 <= slot < self.rules.face_up:
            raise InvalidActionError(f"there is no face-up slot {slot}")
        if state.pending not in (None, SECOND_DRAW) or state.setup:
            raise self._wrong_step(state)
        card = state.face_up[slot]
        if card < 0:
            raise IllegalActionError("slot_empty", "That face-up slot is empty.")
        second = state.pending == SECOND_DRAW
        wild = state.t.wild
        if second and card == wild:
            raise IllegalActionError(
                "wild_second_card", "A face-up wild cannot be taken as the second card."
            )
        s = state.copy()
        ctx = _Ctx()
        seat = s.current
        s.face_up[slot] = -1
        s.hands[seat][card] += 1
        ctx.events.append(ev.FaceUpCardTaken(seat, slot, s.t.cards[card]))
        self._refill_row(s, ctx)  # a taken face-up card is replaced at once
        if second:
            self._end_turn(s, ctx, productive=True)
            return self._finish_step(s, ctx)
        return self._after_first_card(s, ctx, ended_by_wild=card == wild)

    def _draw_blind(self, state: TtrState, action: DrawBlind) -> Step:
        if state.pending not in (None, SECOND_DRAW) or state.setup:
            raise self._wrong_step(state)
        if not state.deck and not any(state.discard):
            raise IllegalActionError("deck_empty", "There is no card left to draw.")
        s = state.copy()
        ctx = _Ctx()
        seat = s.current
        card = self._take_card(s, ctx)
        s.hands[seat][card] += 1
        ctx.events.append(ev.CardDrawn(seat, s.t.cards[card], audience=(seat,)))
        ctx.events.append(ev.HiddenCardDrawn(seat, hidden_from=(seat,)))
        if state.pending == SECOND_DRAW:
            self._end_turn(s, ctx, productive=True)
            return self._finish_step(s, ctx)
        return self._after_first_card(s, ctx, ended_by_wild=False)  # a blind wild is one card

    # --- routes

    def _paid_colour(self, color: str | None) -> int:
        if color is None:
            return ALL_WILD
        t = self.tables
        c = t.card_index.get(color)
        if c is None:
            raise InvalidActionError(f"there is no card colour {color!r} in {self.spec.title}")
        if c == t.wild:
            raise IllegalActionError(
                "bad_payment", "Name the colour of the cards that are not wild (none if all are)."
            )
        return c

    def _claim_route(self, state: TtrState, action: ClaimRoute) -> Step:
        t = state.t
        r = t.route_index.get(action.route)
        if r is None:
            raise InvalidActionError(f"there is no route {action.route!r}")
        paid = self._paid_colour(action.color)
        if state.pending is not None or state.setup:
            raise self._wrong_step(state)
        seat = state.current
        blocker = self.claim_blocker(state, seat, r)
        if blocker is not None:
            raise IllegalActionError(*blocker)
        length = t.rlen[r]
        error = payment_error(
            state.hands[seat], t.wild, t.rcol[r], length, t.rferry[r], paid, action.wilds
        )
        if error is not None:
            raise IllegalActionError(*error)
        s = state.copy()
        ctx = _Ctx()
        hand = s.hands[seat]
        wilds = action.wilds
        hand[t.wild] -= wilds
        if paid >= 0:
            hand[paid] -= length - wilds
        if not t.rtunnel[r]:
            self._claimed(s, ctx, r, paid, length - wilds, wilds)
            self._end_turn(s, ctx, productive=True)
            return self._finish_step(s, ctx)
        # Tunnel: the cards are down; turn up to 3 from the deck.
        revealed = []
        for _ in range(self.rules.tunnel_reveal):
            card = self._take_card(s, ctx)
            if card < 0:
                break
            revealed.append(card)
        extra = tunnel_extra(revealed, t.wild, paid)
        ctx.events.append(
            ev.TunnelCardsRevealed(seat, t.route_ids[r], tuple(t.cards[c] for c in revealed), extra)
        )
        if extra == 0:
            for c in revealed:
                s.discard[c] += 1
            self._claimed(s, ctx, r, paid, length - wilds, wilds)
            self._end_turn(s, ctx, productive=True)
        else:
            s.tunnel = Tunnel(r, paid, wilds, tuple(revealed), extra)
            s.pending = TUNNEL
        return self._finish_step(s, ctx)

    def _claimed(
        self, s: TtrState, ctx: _Ctx, r: int, paid: int, coloured: int, wilds: int
    ) -> None:
        """The route is paid (cards already out of the hand): discard, place, score."""
        t = s.t
        seat = s.current
        # Paris French flag: after a blue, white or red route, one card of its colour joins
        # the player's set if the set lacks that colour (wilds never join).
        keep_flag = (
            coloured > 0
            and paid in t.flag_cards
            and paid == t.rcol[r]
            and paid not in s.flags[seat]
        )
        s.discard[t.wild] += wilds
        if coloured:
            s.discard[paid] += coloured - keep_flag
        s.owner[r] = seat
        s.pieces[seat] -= t.rlen[r]
        s.route_points[seat] += t.rpoints[r]
        ctx.events.append(
            ev.RouteClaimed(seat, t.route_ids[r], t.color_name(paid), wilds, t.rpoints[r])
        )
        if keep_flag:
            s.flags[seat] = tuple(c for c in t.flag_cards if c in (*s.flags[seat], paid))
            ctx.events.append(ev.FlagCardKept(seat, t.cards[paid]))

    def _pay_tunnel(self, state: TtrState, action: PayTunnel) -> Step:
        if state.pending != TUNNEL:
            raise self._wrong_step(state)
        tn = state.tunnel
        assert tn is not None
        t = state.t
        seat = state.current
        if action.wilds < 0 or action.wilds > tn.extra:
            raise IllegalActionError(
                "bad_payment", f"The tunnel needs {tn.extra} more card(s): 0 to {tn.extra} wilds."
            )
        if action.wilds not in _tunnel_payments(state.hands[seat], t.wild, tn.color, tn.extra):
            if tn.color == ALL_WILD and action.wilds != tn.extra:
                raise IllegalActionError(
                    "bad_payment", "After an all-wild payment the tunnel takes wilds only."
                )
            raise IllegalActionError("cannot_pay", "You do not hold the extra cards.")
        s = state.copy()
        ctx = _Ctx()
        hand = s.hands[seat]
        extra_coloured = tn.extra - action.wilds
        hand[t.wild] -= action.wilds
        if extra_coloured:
            hand[tn.color] -= extra_coloured
        for c in tn.revealed:
            s.discard[c] += 1
        ctx.events.append(
            ev.TunnelPaid(seat, t.route_ids[tn.route], t.color_name(tn.color), action.wilds)
        )
        length = t.rlen[tn.route]
        self._claimed(
            s,
            ctx,
            tn.route,
            tn.color,
            length - tn.wilds + extra_coloured,
            tn.wilds + action.wilds,
        )
        s.tunnel = None
        self._end_turn(s, ctx, productive=True)
        return self._finish_step(s, ctx)

    def _decline_tunnel(self, state: TtrState, action: DeclineTunnel) -> Step:
        if state.pending != TUNNEL:
            raise self._wrong_step(state)
        tn = state.tunnel
        assert tn is not None
        s = state.copy()
        ctx = _Ctx()
        t = s.t
        hand = s.hands[s.current]
        hand[t.wild] += tn.wilds  # the cards put down go back to the hand
        if tn.color >= 0:
            hand[tn.color] += t.rlen[tn.route] - tn.wilds
        for c in tn.revealed:
            s.discard[c] += 1
        s.tunnel = None
        ctx.events.append(ev.TunnelDeclined(s.current, t.route_ids[tn.route]))
        self._end_turn(s, ctx, productive=False)
        return self._finish_step(s, ctx)

    # --- tickets

    def _draw_tickets(self, state: TtrState, action: DrawTickets) -> Step:
        if state.pending is not None or state.setup:
            raise self._wrong_step(state)
        if not state.ticket_deck:
            raise IllegalActionError("ticket_deck_empty", "The ticket deck is empty.")
        s = state.copy()
        ctx = _Ctx()
        seat = s.current
        n = min(self.rules.draw_tickets, len(s.ticket_deck))
        s.offered[seat] = s.ticket_deck[:n]
        s.ticket_deck = s.ticket_deck[n:]
        s.pending = KEEP_TICKETS
        ctx.revealed = True
        ids = tuple(s.t.ticket_ids[i] for i in s.offered[seat])
        ctx.events.append(ev.TicketsDrawn(seat, ids, audience=(seat,)))
        ctx.events.append(ev.HiddenTicketsDrawn(seat, n, hidden_from=(seat,)))
        return self._finish_step(s, ctx)

    def _keep_tickets(self, state: TtrState, action: KeepTickets) -> Step:
        t = state.t
        chosen = []
        for name in action.tickets:
            i = t.ticket_index.get(name)
            if i is None:
                raise InvalidActionError(f"there is no ticket {name!r}")
            chosen.append(i)
        if state.pending != KEEP_TICKETS:
            raise self._wrong_step(state)
        seat = state.current
        offered = state.offered[seat]
        if len(set(chosen)) != len(chosen):
            raise IllegalActionError("duplicate_ticket", "A ticket is named twice.")
        if any(i not in offered for i in chosen):
            raise IllegalActionError("not_offered", "You can only keep tickets you were offered.")
        minimum = min(self._keep_minimum(state), len(offered))
        if len(chosen) < minimum:
            raise IllegalActionError("keep_too_few", f"Keep at least {minimum} ticket(s).")
        if chosen != sorted(chosen, key=offered.index):
            # One action per choice (legal_actions lists each subset once, in offer order).
            raise IllegalActionError(
                "ticket_order", "Name the kept tickets in the order they were offered."
            )
        s = state.copy()
        ctx = _Ctx()
        kept = tuple(i for i in offered if i in chosen)
        returned = tuple(i for i in offered if i not in chosen)
        s.tickets[seat] = (*s.tickets[seat], *kept)
        s.offered[seat] = ()
        if s.setup and not self.rules.start_returns_to_deck:
            s.box = (*s.box, *returned)  # Europe: refused starting tickets leave the game
        else:
            s.ticket_deck = (*s.ticket_deck, *returned)  # to the bottom, in the order drawn
        ctx.events.append(
            ev.TicketsKept(seat, tuple(t.ticket_ids[i] for i in kept), audience=(seat,))
        )
        ctx.events.append(ev.HiddenTicketsKept(seat, len(kept), len(returned), hidden_from=(seat,)))
        if s.setup:
            # Starting choices go seat after seat, seat 0 first, before the first turn.
            if seat + 1 < s.players:
                s.current = seat + 1
            else:
                s.setup = False
                s.pending = None
                s.current = 0
                ctx.events.append(ev.TurnStarted(0))
            return self._finish_step(s, ctx)
        self._end_turn(s, ctx, productive=True)
        return self._finish_step(s, ctx)

    # --- stations, pass

    def _build_station(self, state: TtrState, action: BuildStation) -> Step:
        t = state.t
        city = t.city_index.get(action.city)
        if city is None:
            raise InvalidActionError(f"there is no city {action.city!r}")
        paid = self._paid_colour(action.color)
        if state.pending is not None or state.setup:
            raise self._wrong_step(state)
        seat = state.current
        left = state.stations_left[seat]
        if not left:
            raise IllegalActionError("no_stations_left", "You have built all your stations.")
        if state.stations[city] >= 0:
            raise IllegalActionError("station_taken", "This city has a station already.")
        cost = self.rules.station_costs[self.rules.stations - left]
        error = payment_error(state.hands[seat], t.wild, GRAY, cost, 0, paid, action.wilds)
        if error is not None:
            raise IllegalActionError(*error)
        s = state.copy()
        ctx = _Ctx()
        hand = s.hands[seat]
        hand[t.wild] -= action.wilds
        s.discard[t.wild] += action.wilds
        if paid >= 0:
            hand[paid] -= cost - action.wilds
            s.discard[paid] += cost - action.wilds
        s.stations[city] = seat
        s.stations_left[seat] -= 1
        ctx.events.append(ev.StationBuilt(seat, action.city, action.color, action.wilds))
        self._end_turn(s, ctx, productive=True)
        return self._finish_step(s, ctx)

    def _pass(self, state: TtrState, action: Pass) -> Step:
        if state.pending is not None or state.setup:
            raise self._wrong_step(state)
        if self._has_turn_action(state):
            raise IllegalActionError(
                "must_act", "You can still do something; passing is only for when nothing is."
            )
        s = state.copy()
        ctx = _Ctx()
        ctx.events.append(ev.Passed(s.current))
        self._end_turn(s, ctx, productive=False)
        return self._finish_step(s, ctx)

    # --- end of a turn, end of the game

    def _end_turn(self, s: TtrState, ctx: _Ctx, productive: bool) -> None:
        t = s.t
        seat = s.current
        flags = t.flag_cards
        if flags and len(s.flags[seat]) == len(flags):
            # Paris: a full blue + white + red set scores at the end of its owner's turn.
            for c in s.flags[seat]:
                s.discard[c] += 1
            s.flags[seat] = ()
            s.flag_points[seat] += self.rules.flag_points
            ctx.events.append(ev.FlagSetScored(seat, self.rules.flag_points))
        if any(c < 0 for c in s.face_up):
            self._refill_row(s, ctx)  # cards came back: fill the gaps of a short row
        s.pending = None
        s.tunnel = None
        s.idle = 0 if productive else s.idle + 1
        if s.final_left is not None:
            s.final_left -= 1
            if s.final_left == 0:
                self._end_game(s, ctx, "final_round")
                return
        elif s.pieces[seat] <= self.rules.end_pieces:
            # Every player, this one included, gets exactly one more turn; triggered once.
            s.final_left = s.players
            ctx.events.append(ev.FinalRoundStarted(seat, s.pieces[seat]))
        if s.idle >= self.rules.idle_rounds * s.players:
            self._end_game(s, ctx, "idle_round")
            return
        s.current = (seat + 1) % s.players
        ctx.events.append(ev.TurnStarted(s.current))

    def _end_game(self, s: TtrState, ctx: _Ctx, reason: str) -> None:
        s.result = final_result(s, reason)
        outcome = s.result.outcome
        ctx.events.append(ev.GameEnded(reason, outcome.scores, outcome.winners))

    # ------------------------------------------------------------------ view

    def view(self, state: TtrState, seat: int | None) -> View:
        return build_view(self, state, seat)

    def determinize(self, view: View, rng: Rng) -> TtrState:
        return determinize(self, view, rng)

    def check_invariants(self, state: TtrState) -> None:
        check_invariants(self, state)

    # ------------------------------------------------------------------ helpers for tests

    def with_board(self, board: TtrBoard) -> TtrGame:
        """The same rule set on another board (tests, user maps)."""
        return TtrGame(self.rules, board)
