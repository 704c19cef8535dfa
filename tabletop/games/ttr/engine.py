"""The TTR rules engine: one class, two rule sets (Europe, Paris). The law is rules/ttr.md.

Length of a game (``max_actions``): the turns that do something — a claim, a station, kept
tickets, drawn cards — are bounded by the pieces, tickets and cards in play (Europe, 5 players:
at most 101 claims + 15 stations + 46 ticket draws + 419 card draws, two actions each), and
``idle_rounds`` whole rounds in which nothing is done (passes, declined tunnels) end the game
(house rule: passing changes nothing, so a blocked game could never end otherwise). So at most
(581 + 1) × 3 × 5 idle turns of two actions come between them: about 18,600 in all.

The engine's steps are here, one handler per action; a new game is dealt by ``deal.py``, the
legal actions are listed by ``legal.py``, and the train cards are drawn and turned face up by
``cards.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar, cast

from tabletop.boards.tmx import MapError
from tabletop.core import (
    Action,
    Engine,
    GameConfig,
    GameSpec,
    IllegalActionError,
    Outcome,
    Refusal,
    Rng,
    Step,
    StepLog,
    View,
    check_config,
    handles,
)
from tabletop.core.first_player import first_player_option

from . import events as ev
from .actions import (
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
from .board import TtrBoard, default_ttr_board, load_ttr_board
from .cards import can_draw_second, refill_row, take_card
from .deal import deal
from .determinize import determinize
from .events import DrawEndReason, GameEndReason
from .invariants import check_invariants
from .legal import blocker, check_ids, has_turn_action, keep_minimum, legal_actions
from .payments import ALL_WILD, payment_error, tunnel_extra
from .payments import tunnel_payments as _tunnel_payments
from .refusals import TtrRefusal
from .rules import TtrRules
from .scoring import final_result, outcome
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, Pending, TtrState, Tunnel
from .tables import GRAY, Tables
from .view import TtrView, build_view


class TtrGame(Engine[TtrState]):
    """A Ticket to Ride rule set on a board (the shipped map unless one is given)."""

    #: The sub-steps each action belongs to (None: the start of a turn; rules/ttr.md, "A turn").
    STEPS: ClassVar[Mapping[type[Action], frozenset[Pending | None]]] = {
        KeepTickets: frozenset({KEEP_TICKETS}),
        DrawFaceUp: frozenset({None, SECOND_DRAW}),
        DrawBlind: frozenset({None, SECOND_DRAW}),
        ClaimRoute: frozenset({None}),
        PayTunnel: frozenset({TUNNEL}),
        DeclineTunnel: frozenset({TUNNEL}),
        DrawTickets: frozenset({None}),
        BuildStation: frozenset({None}),
        Pass: frozenset({None}),
    }
    #: Every handler takes ``record``: a play-out's ``advance`` builds no events.
    quiet_handlers = True
    #: What a pending sub-step waits for, as the refusal of any other action.
    WAITING_FOR: ClassVar[Mapping[Pending | None, TtrRefusal]] = {
        KEEP_TICKETS: TtrRefusal.KEEP_TICKETS_FIRST,
        SECOND_DRAW: TtrRefusal.SECOND_CARD_FIRST,
        TUNNEL: TtrRefusal.TUNNEL_FIRST,
    }

    def __init__(self, rules: TtrRules, board: TtrBoard | None = None) -> None:
        self.rules = rules
        self.spec = GameSpec(
            id=rules.game_id,
            title=rules.title,
            min_players=rules.min_players,
            max_players=rules.max_players,
            max_actions=rules.max_actions,
            rules_version=rules.rules_version,
            options=(first_player_option(rules.max_players),),
            setup_round=True,  # the starting tickets are chosen seat by seat before turn 1
        )
        self.action_types: Mapping[str, type[Action]] = action_types(rules.has_stations)
        self._board = board
        self._tables: Tables | None = None

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
        return deal(self.spec, self.tables, config, seed)

    # ------------------------------------------------------------------ queries

    def to_act(self, state: TtrState) -> int | None:
        return None if state.result is not None else state.current

    def outcome(self, state: TtrState) -> Outcome | None:
        return outcome(state.t, state)

    def state_json(self, state: TtrState) -> dict[str, Any]:
        return state.to_json()

    def legal_actions(self, state: TtrState) -> list[Action]:
        return legal_actions(state)

    # ------------------------------------------------------------------ the frame's hooks

    def is_over(self, state: TtrState) -> bool:
        return state.result is not None

    def copy(self, state: TtrState) -> TtrState:
        return state.copy()

    def step_refusal(self, state: TtrState, action: Action) -> Refusal | None:
        # Malformed input (an unknown id) is invalid whatever the step, so it is named first.
        check_ids(self.tables, action)
        if state.pending in self.STEPS[type(action)]:
            return None
        return self.WAITING_FOR.get(state.pending, TtrRefusal.WRONG_STEP)

    # --- cards

    def _after_first_card(self, s: TtrState, log: StepLog, ended_by_wild: bool) -> Step:
        if ended_by_wild:
            if log.record:
                log.events.append(ev.DrawEnded(s.current, DrawEndReason.FACE_UP_WILD))
            self._end_turn(s, log, productive=True)
        elif can_draw_second(s):
            s.pending = SECOND_DRAW
        else:
            if log.record:
                log.events.append(ev.DrawEnded(s.current, DrawEndReason.NO_SECOND_CARD))
            self._end_turn(s, log, productive=True)
        return log.step(s)

    @handles(DrawFaceUp)
    def _draw_face_up(self, s: TtrState, action: DrawFaceUp, *, record: bool = True) -> Step:
        slot = action.slot
        card = s.face_up[slot]
        if card < 0:
            raise IllegalActionError(TtrRefusal.SLOT_EMPTY)
        second = s.pending == SECOND_DRAW
        wild = s.t.wild
        if second and card == wild:
            raise IllegalActionError(TtrRefusal.WILD_SECOND_CARD)
        log = StepLog(record)
        seat = s.current
        s.face_up[slot] = -1
        s.hands[seat][card] += 1
        if log.record:
            log.events.append(ev.FaceUpCardTaken(seat, slot, s.t.cards[card]))
        refill_row(s, log)  # a taken face-up card is replaced at once
        if second:
            self._end_turn(s, log, productive=True)
            return log.step(s)
        return self._after_first_card(s, log, ended_by_wild=card == wild)

    @handles(DrawBlind)
    def _draw_blind(self, s: TtrState, action: DrawBlind, *, record: bool = True) -> Step:
        if not s.deck and not any(s.discard):
            raise IllegalActionError(TtrRefusal.DECK_EMPTY)
        second = s.pending == SECOND_DRAW
        log = StepLog(record)
        seat = s.current
        card = take_card(s, log)
        s.hands[seat][card] += 1
        if log.record:
            log.events.append(ev.CardDrawn(seat, s.t.cards[card], audience=(seat,)))
            log.events.append(ev.HiddenCardDrawn(seat, hidden_from=(seat,)))
        if second:
            self._end_turn(s, log, productive=True)
            return log.step(s)
        return self._after_first_card(s, log, ended_by_wild=False)  # a blind wild is one card

    # --- routes

    def _paid_colour(self, color: str | None) -> int:
        """The card index of a payment's non-wild colour (``check_ids`` knows it exists)."""
        if color is None:
            return ALL_WILD
        t = self.tables
        c = t.card_index[color]
        if c == t.wild:
            raise IllegalActionError(TtrRefusal.WILD_AS_COLOUR)
        return c

    @handles(ClaimRoute)
    def _claim_route(self, s: TtrState, action: ClaimRoute, *, record: bool = True) -> Step:
        t = s.t
        r = t.route_index[action.route]
        paid = self._paid_colour(action.color)
        seat = s.current
        refusal = blocker(s, seat, r)
        if refusal is not None:
            raise IllegalActionError(refusal, n=s.players)  # DOUBLE_CLOSED says how many
        length = t.rlen[r]
        error = payment_error(
            s.hands[seat], t.wild, t.rcol[r], length, t.rferry[r], paid, action.wilds
        )
        if error is not None:
            raise error
        log = StepLog(record)
        hand = s.hands[seat]
        wilds = action.wilds
        hand[t.wild] -= wilds
        if paid >= 0:
            hand[paid] -= length - wilds
        if not t.rtunnel[r]:
            self._claimed(s, log, r, paid, length - wilds, wilds)
            self._end_turn(s, log, productive=True)
            return log.step(s)
        # Tunnel: the cards are down; turn up to 3 from the deck (reshuffling the discards
        # when it runs short: house rule, rules/ttr.md).
        revealed = []
        for _step in range(self.rules.tunnel_reveal):
            card = take_card(s, log)
            if card < 0:
                break
            revealed.append(card)
        extra = tunnel_extra(revealed, t.wild, paid)
        if log.record:
            log.events.append(
                ev.TunnelCardsRevealed(
                    seat, t.route_ids[r], tuple(t.cards[c] for c in revealed), extra
                )
            )
        if extra == 0:
            for c in revealed:
                s.discard[c] += 1
            self._claimed(s, log, r, paid, length - wilds, wilds)
            self._end_turn(s, log, productive=True)
        else:
            s.tunnel = Tunnel(r, paid, wilds, tuple(revealed), extra)
            s.pending = TUNNEL
        return log.step(s)

    def _claimed(
        self, s: TtrState, log: StepLog, r: int, paid: int, coloured: int, wilds: int
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
        if log.record:
            log.events.append(
                ev.RouteClaimed(seat, t.route_ids[r], t.color_name(paid), wilds, t.rpoints[r])
            )
        if keep_flag:
            s.flags[seat] = tuple(c for c in t.flag_cards if c in (*s.flags[seat], paid))
            if log.record:
                log.events.append(ev.FlagCardKept(seat, t.cards[paid]))

    @handles(PayTunnel)
    def _pay_tunnel(self, s: TtrState, action: PayTunnel, *, record: bool = True) -> Step:
        tn = s.tunnel
        assert tn is not None
        t = s.t
        seat = s.current
        if action.wilds < 0 or action.wilds > tn.extra:
            raise IllegalActionError(TtrRefusal.TUNNEL_WILDS_OUT_OF_RANGE, n=tn.extra)
        if action.wilds not in _tunnel_payments(s.hands[seat], t.wild, tn.color, tn.extra):
            if tn.color == ALL_WILD and action.wilds != tn.extra:
                raise IllegalActionError(TtrRefusal.TUNNEL_WILDS_ONLY)
            raise IllegalActionError(TtrRefusal.TUNNEL_CANNOT_PAY)
        log = StepLog(record)
        hand = s.hands[seat]
        extra_coloured = tn.extra - action.wilds
        hand[t.wild] -= action.wilds
        if extra_coloured:
            hand[tn.color] -= extra_coloured
        for c in tn.revealed:
            s.discard[c] += 1
        if log.record:
            log.events.append(
                ev.TunnelPaid(seat, t.route_ids[tn.route], t.color_name(tn.color), action.wilds)
            )
        length = t.rlen[tn.route]
        self._claimed(
            s,
            log,
            tn.route,
            tn.color,
            length - tn.wilds + extra_coloured,
            tn.wilds + action.wilds,
        )
        s.tunnel = None
        self._end_turn(s, log, productive=True)
        return log.step(s)

    @handles(DeclineTunnel)
    def _decline_tunnel(self, s: TtrState, action: DeclineTunnel, *, record: bool = True) -> Step:
        tn = s.tunnel
        assert tn is not None
        log = StepLog(record)
        t = s.t
        hand = s.hands[s.current]
        hand[t.wild] += tn.wilds  # the cards put down go back to the hand
        if tn.color >= 0:
            hand[tn.color] += t.rlen[tn.route] - tn.wilds
        for c in tn.revealed:
            s.discard[c] += 1
        s.tunnel = None
        if log.record:
            log.events.append(ev.TunnelDeclined(s.current, t.route_ids[tn.route]))
        self._end_turn(s, log, productive=False)
        return log.step(s)

    # --- tickets

    @handles(DrawTickets)
    def _draw_tickets(self, s: TtrState, action: DrawTickets, *, record: bool = True) -> Step:
        if not s.ticket_deck:
            raise IllegalActionError(TtrRefusal.TICKET_DECK_EMPTY)
        log = StepLog(record)
        seat = s.current
        n = min(self.rules.draw_tickets, len(s.ticket_deck))
        s.offered[seat] = s.ticket_deck[:n]
        s.ticket_deck = s.ticket_deck[n:]
        s.pending = KEEP_TICKETS
        log.revealed = True
        if log.record:
            ids = tuple(s.t.ticket_ids[i] for i in s.offered[seat])
            log.events.append(ev.TicketsDrawn(seat, ids, audience=(seat,)))
            log.events.append(ev.HiddenTicketsDrawn(seat, n, hidden_from=(seat,)))
        return log.step(s)

    @handles(KeepTickets)
    def _keep_tickets(self, s: TtrState, action: KeepTickets, *, record: bool = True) -> Step:
        t = s.t
        chosen = [t.ticket_index[name] for name in action.tickets]
        seat = s.current
        offered = s.offered[seat]
        if len(set(chosen)) != len(chosen):
            raise IllegalActionError(TtrRefusal.DUPLICATE_TICKET)
        if any(i not in offered for i in chosen):
            raise IllegalActionError(TtrRefusal.NOT_OFFERED)
        minimum = min(keep_minimum(s), len(offered))
        if len(chosen) < minimum:
            raise IllegalActionError(TtrRefusal.KEEP_TOO_FEW, n=minimum)
        if chosen != sorted(chosen, key=offered.index):
            # One action per choice (legal_actions lists each subset once, in offer order).
            raise IllegalActionError(TtrRefusal.TICKET_ORDER)
        log = StepLog(record)
        kept = tuple(i for i in offered if i in chosen)
        returned = tuple(i for i in offered if i not in chosen)
        s.tickets[seat] = (*s.tickets[seat], *kept)
        s.offered[seat] = ()
        if s.setup and not self.rules.start_returns_to_deck:
            s.box = (*s.box, *returned)  # Europe: refused starting tickets leave the game
        else:
            s.ticket_deck = (*s.ticket_deck, *returned)  # to the bottom, in the order drawn
        if log.record:
            log.events.append(
                ev.TicketsKept(seat, tuple(t.ticket_ids[i] for i in kept), audience=(seat,))
            )
            log.events.append(
                ev.HiddenTicketsKept(seat, len(kept), len(returned), hidden_from=(seat,))
            )
        if s.setup:
            # Starting choices go seat after seat, the first player first, before the first
            # turn, which is the first player's.
            following = (seat + 1) % s.players
            if following != s.first:
                s.current = following
            else:
                s.setup = False
                s.pending = None
                s.current = s.first
                if log.record:
                    log.events.append(ev.TurnStarted(s.first))
            return log.step(s)
        self._end_turn(s, log, productive=True)
        return log.step(s)

    # --- stations, pass

    @handles(BuildStation)
    def _build_station(self, s: TtrState, action: BuildStation, *, record: bool = True) -> Step:
        t = s.t
        city = t.city_index[action.city]
        paid = self._paid_colour(action.color)
        seat = s.current
        left = s.stations_left[seat]
        if not left:
            raise IllegalActionError(TtrRefusal.NO_STATIONS_LEFT)
        if s.stations[city] >= 0:
            raise IllegalActionError(TtrRefusal.STATION_TAKEN)
        cost = self.rules.station_costs[self.rules.stations - left]
        error = payment_error(s.hands[seat], t.wild, GRAY, cost, 0, paid, action.wilds)
        if error is not None:
            raise error
        log = StepLog(record)
        hand = s.hands[seat]
        hand[t.wild] -= action.wilds
        s.discard[t.wild] += action.wilds
        if paid >= 0:
            hand[paid] -= cost - action.wilds
            s.discard[paid] += cost - action.wilds
        s.stations[city] = seat
        s.stations_left[seat] -= 1
        if log.record:
            log.events.append(ev.StationBuilt(seat, action.city, action.color, action.wilds))
        self._end_turn(s, log, productive=True)
        return log.step(s)

    @handles(Pass)
    def _pass(self, s: TtrState, action: Pass, *, record: bool = True) -> Step:
        if has_turn_action(s):
            raise IllegalActionError(TtrRefusal.MUST_ACT)
        log = StepLog(record)
        if log.record:
            log.events.append(ev.Passed(s.current))
        self._end_turn(s, log, productive=False)
        return log.step(s)

    # --- end of a turn, end of the game

    def _end_turn(self, s: TtrState, log: StepLog, productive: bool) -> None:
        t = s.t
        seat = s.current
        flags = t.flag_cards
        if flags and len(s.flags[seat]) == len(flags):
            # Paris: a full blue + white + red set scores at the end of its owner's turn.
            for c in s.flags[seat]:
                s.discard[c] += 1
            s.flags[seat] = ()
            s.flag_points[seat] += self.rules.flag_points
            if log.record:
                log.events.append(ev.FlagSetScored(seat, self.rules.flag_points))
        if any(c < 0 for c in s.face_up):
            refill_row(s, log)  # cards came back: fill the gaps of a short row
        s.pending = None
        s.tunnel = None
        s.idle = 0 if productive else s.idle + 1
        if s.final_left is not None:
            s.final_left -= 1
            if s.final_left == 0:
                self._end_game(s, log, GameEndReason.FINAL_ROUND)
                return
        elif s.pieces[seat] <= self.rules.end_pieces:
            # Every player, this one included, gets exactly one more turn; triggered once.
            s.final_left = s.players
            if log.record:
                log.events.append(ev.FinalRoundStarted(seat, s.pieces[seat]))
        if s.idle >= self.rules.idle_rounds * s.players:
            self._end_game(s, log, GameEndReason.IDLE_ROUND)
            return
        s.current = (seat + 1) % s.players
        if log.record:
            log.events.append(ev.TurnStarted(s.current))

    def _end_game(self, s: TtrState, log: StepLog, reason: GameEndReason) -> None:
        s.result = final_result(s.t, s, reason)
        outcome = s.result.outcome
        if log.record:
            log.events.append(ev.GameEnded(reason, outcome.scores, outcome.winners))

    # ------------------------------------------------------------------ view

    def view(self, state: TtrState, seat: int | None) -> TtrView:
        return build_view(self, state, seat)

    def determinize(self, view: View, rng: Rng) -> TtrState:
        return determinize(self, cast(TtrView, view), rng)

    def check_invariants(self, state: TtrState) -> None:
        check_invariants(self, state)


def ttr_on(rules: TtrRules, path: Path) -> TtrGame:
    """``rules`` played on the board of the map at ``path`` (read and checked now)."""
    game = TtrGame(rules, load_ttr_board(path))
    try:
        game.tables  # noqa: B018 -- builds the lookup tables now, so a bad board is refused here
    except ValueError as error:
        raise MapError(path, str(error)) from None
    return game
