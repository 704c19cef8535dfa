"""The Great Tour rules engine (``docs/rules/great_tour.md`` is the law; comments cite its
sections). The package's other modules hold the parts: ``state``, ``actions``, ``events``,
``refusals``, ``rules`` (constants), ``tables`` and ``topology`` (the board as indices and every
path), ``payment`` (what pays a journey), ``view``, ``determinize``, ``invariants`` and
``scoring``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from tabletop.core import (
    Action,
    Engine,
    GameConfig,
    GameSpec,
    IllegalActionError,
    InvalidActionError,
    InvalidConfigError,
    Outcome,
    Refusal,
    Rng,
    Step,
    StepLog,
    View,
    check_config,
    handles,
)
from tabletop.core.first_player import first_player_option, first_seat
from tabletop.core.i18n import _, ngettext

from . import rules as R
from .actions import ACTION_TYPES, BeginJourney, CancelJourney, DrawCards, Pass, Pay
from .board import GreatTourBoard, default_great_tour_board, load_great_tour_board
from .determinize import determinize
from .events import (
    BonusTaken,
    CardPaid,
    CardsDrawn,
    CardsDrawnBlind,
    DeckReshuffled,
    FinalRoundStarted,
    GameEnded,
    JourneyBegun,
    JourneyCancelled,
    JourneyCompleted,
    Passed,
    TicketRevealed,
    TokenTaken,
)
from .invariants import check_invariants
from .payment import (
    EMPTY,
    NONE,
    Counts,
    available,
    category,
    completable,
    is_exact,
    journey_refusal,
    path_payable,
    plus,
    profile,
)
from .refusals import GreatTourRefusal
from .scoring import Breakdown, outcome, scores
from .state import Journey, State, state_json
from .tables import Tables
from .topology import Topology
from .view import GreatTourView, ViewCache, build_view

_DRAWS = tuple(DrawCards(d) for d in R.DECKS)
#: The actions of a pending journey (its sub-step): everything else waits until it is done.
_JOURNEY_STEP = frozenset({Pay, CancelJourney})


class GreatTourGame(Engine[State]):
    """``GREAT_TOUR``: the engine object the game's descriptor registers."""

    action_types: Mapping[str, type[Action]] = ACTION_TYPES
    #: Every handler takes ``record``: a play-out's ``advance`` builds no events.
    quiet_handlers = True

    def __init__(self, board: GreatTourBoard | None = None, cities: int = 5) -> None:
        self._board = board
        nc = len(board.cities) if board is not None else cities
        total_cards = sum(len(d) for d in R.deck_contents(nc))
        tickets = max(R.TICKETS_IN_PLAY.values())
        if board is not None:
            tickets = max(tickets, len(board.tickets))
        self.spec = GameSpec(
            id=R.GAME_ID,
            title=R.TITLE,
            min_players=R.MIN_PLAYERS,
            max_players=R.MAX_PLAYERS,
            max_actions=R.max_actions_bound(R.MAX_PLAYERS, total_cards, tickets),
            rules_version=R.RULES_VERSION,
            options=(first_player_option(R.MAX_PLAYERS),),
        )
        self._tables: Tables | None = None
        self._view_cache = ViewCache()

    # ------------------------------------------------------------------ board and card names
    @property
    def tables(self) -> Tables:
        """The board's lookup tables (the shipped board is read on first use)."""
        if self._tables is None:
            self._tables = Tables(self._board or default_great_tour_board())
        return self._tables

    @property
    def topo(self) -> Topology:
        return self.tables.topo

    @property
    def board(self) -> GreatTourBoard:
        return self.tables.board

    def card_types(self) -> tuple[str, ...]:
        """Every card type name, in type-index order."""
        return self.tables.types

    # ------------------------------------------------------------------ setup
    def new_state(self, config: GameConfig, seed: int) -> State:
        check_config(self.spec, config)
        t = self.tables
        topo = t.topo
        nc, nt, n = t.nc, t.nt, config.players
        # check_config has made sure that "rigged", when given, is a mapping.
        rigged = cast(Mapping[str, Any], config.options.get("rigged", {}) or {})
        unknown = set(rigged) - {*R.DECKS, "tickets"}
        if unknown:
            raise InvalidConfigError(f"rigged: unknown key(s) {', '.join(sorted(unknown))}")
        rng = Rng(seed)
        st = State.__new__(State)
        st.players = n
        st.decks = []
        for d, name in enumerate(R.DECKS):
            cards = [t.code(d, card_type) for card_type in t.contents[d]]
            prefix = self._rig_prefix(rigged.get(name, ()), name, cards, d)
            rng.shuffle(cards)
            # The top of a deck is the end of its list: the rigged prefix goes last, reversed.
            st.decks.append(cards + prefix[::-1])
        st.discards = [[], [], []]
        in_play = min(R.TICKETS_IN_PLAY[n], len(topo.tickets))
        tickets = list(range(len(topo.tickets)))
        top = self._rig_tickets(rigged.get("tickets", ()), tickets, in_play)
        rng.shuffle(tickets)
        order = top + tickets  # top first
        st.removed = order[in_play:]
        order = order[:in_play]
        st.active = order[: R.ACTIVE_ROW]
        st.future = order[R.ACTIVE_ROW : R.ACTIVE_ROW + n]
        st.pile = order[R.ACTIVE_ROW + n :][::-1]
        st.blank_left = R.BLANK_TICKETS
        st.hands = []
        for _step in range(n):  # each player draws 3 regular cards, seat by seat
            hand = [0] * (len(R.DECKS) * nt)
            for _step in range(R.STARTING_HAND):
                if st.decks[R.REGULAR_DECK]:
                    hand[st.decks[R.REGULAR_DECK].pop()] += 1
            st.hands.append(hand)
        st.city = [-1] * n
        st.coaches = [()] * n
        st.tickets = [()] * n
        st.blanks = [0] * n
        st.tokens = [[0] * nc for _step in range(n)]
        st.supply = [R.TOKENS_PER_CITY] * nc
        st.frequent = [-1] * nc
        st.first_all = -1
        st.to_act = first_seat(self.spec, config, seed)
        st.journey = None
        st.cancels = 0
        st.final_round = False
        st.turns_left = 0
        st.passes = 0
        st.over = False
        st.rng = rng
        return st

    def _rig_prefix(self, prefix: Any, name: str, cards: list[int], deck: int) -> list[int]:
        if isinstance(prefix, str) or not isinstance(prefix, Sequence):
            raise InvalidConfigError(f"rigged.{name} must be a list of card types")
        chosen: list[int] = []
        for card in prefix:
            card_type = self.tables.type_index.get(card) if isinstance(card, str) else None
            code = None if card_type is None else self.tables.code(deck, card_type)
            if code is None or code not in cards:
                raise InvalidConfigError(
                    f"rigged.{name}: the {name} deck cannot supply {card!r} "
                    f"(after {len(chosen)} rigged cards)"
                )
            cards.remove(code)
            chosen.append(code)
        return chosen

    def _rig_tickets(self, prefix: Any, tickets: list[int], in_play: int) -> list[int]:
        if isinstance(prefix, str) or not isinstance(prefix, Sequence):
            raise InvalidConfigError("rigged.tickets must be a list of ticket ids")
        if len(prefix) > in_play:
            raise InvalidConfigError(f"rigged.tickets: only {in_play} tickets are in play")
        chosen = []
        for ticket_id in prefix:
            i = self.topo.ticket_index.get(ticket_id) if isinstance(ticket_id, str) else None
            if i is None or i not in tickets:
                raise InvalidConfigError(f"rigged.tickets: cannot supply {ticket_id!r}")
            tickets.remove(i)
            chosen.append(i)
        return chosen

    # ------------------------------------------------------------------ the frame's hooks
    def to_act(self, state: State) -> int | None:
        return None if state.over else state.to_act

    def is_over(self, state: State) -> bool:
        return state.over

    def copy(self, state: State) -> State:
        return state.copy()

    def step_refusal(self, state: State, action: Action) -> Refusal | None:
        """A journey being paid takes only ``pay`` and ``cancel_journey`` (rules: "Paying card by
        card"), and those only while a journey is being paid."""
        paying = type(action) in _JOURNEY_STEP
        if paying and state.journey is None:
            return GreatTourRefusal.NO_JOURNEY
        if not paying and state.journey is not None:
            return GreatTourRefusal.JOURNEY_PENDING
        return None

    # ------------------------------------------------------------------ queries
    def _occupancy(self, state: State, seat: int) -> list[int]:
        """Other players' small coaches on each segment (rules: Cost)."""
        occ = [0] * len(self.topo.segments)
        for q, path in enumerate(state.coaches):
            if q != seat:
                for s in path:
                    occ[s] += 1
        return occ

    def _paid_counts(self, journey: Journey) -> Counts:
        """The cards paid so far, per payment category."""
        cur = EMPTY
        blank = journey.ticket < 0
        t = self.tables
        for code in journey.paid:
            cat = category(code % t.nt, t.nc, journey.start, journey.destination, blank)
            cur = plus(cur, cat)
        return cur

    def _journey_options(self, state: State, seat: int) -> list[tuple[int, int, int]]:
        """(ticket index or -1, start, destination) combinations open to ``seat`` now."""
        topo = self.topo
        here = state.city[seat]
        out = []
        for ticket in state.active:
            _id, starts, dests, _pts = topo.tickets[ticket]
            for start in starts if here < 0 else (here,) if here in starts else ():
                for dest in dests:
                    if dest != start:
                        out.append((ticket, start, dest))
        if state.blank_left > 0:
            for start in range(len(topo.cities)) if here < 0 else (here,):
                for dest in range(len(topo.cities)):
                    if dest != start:
                        out.append((-1, start, dest))
        return out

    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        journey = state.journey
        if journey is not None:
            return self._pay_actions(state, journey)
        actions: list[Action] = [_DRAWS[d] for d in range(3) if state.decks[d] or state.discards[d]]
        seat = state.to_act
        t = self.tables
        topo = t.topo
        counts = t.type_counts(state.hands[seat])
        if sum(counts) >= 2:
            cost = [1 + k for k in self._occupancy(state, seat)]
            cost_of = cost.__getitem__
            red = state.players >= R.RED_MIN_PLAYERS
            for ticket, start, dest in self._journey_options(state, seat):
                blank = ticket < 0
                avail = available(counts, t.nc, start, dest, blank)
                n_avail = sum(avail)
                if n_avail < 2:
                    continue
                ticket_id = R.BLANK if blank else topo.tickets[ticket][0]
                for path in topo.paths_between(start, dest, red):
                    if len(path) > n_avail:
                        break  # shortest first: every later path is too long too
                    if path_payable(tuple(sorted(map(cost_of, path))), avail, not blank):
                        actions.append(t.journey(ticket_id, start, dest, path))
        if not actions:
            actions.append(Pass())  # house rule: pass only when nothing else is possible
        return actions

    def _pay_actions(self, state: State, journey: Journey) -> list[Action]:
        t = self.tables
        counts = t.type_counts(state.hands[state.to_act])
        blank = journey.ticket < 0
        prof = profile(journey.costs)
        cur = self._paid_counts(journey)
        avail = available(counts, t.nc, journey.start, journey.destination, blank)
        out: list[Action] = []
        for card_type, n in enumerate(counts):
            if not n:
                continue
            cat = category(card_type, t.nc, journey.start, journey.destination, blank)
            if cat == NONE:
                continue
            if completable(prof, plus(cur, cat), plus(avail, cat, -1), not blank):
                out.append(Pay(t.types[card_type]))
        if state.cancels < R.MAX_CANCELS_PER_TURN:
            out.append(CancelJourney())
        return out

    # ------------------------------------------------------------------ handlers
    @handles(DrawCards)
    def _draw(self, st: State, action: DrawCards, *, record: bool = True) -> Step:
        if action.deck not in R.DECKS:
            raise InvalidActionError(
                _("unknown deck {deck} (known: regular, joker, vip)").format(deck=repr(action.deck))
            )
        d = R.DECKS.index(action.deck)
        if not st.decks[d] and not st.discards[d]:
            raise IllegalActionError(
                GreatTourRefusal.DECK_EMPTY, deck=self.tables.names.deck(action.deck)
            )
        seat = st.to_act
        deck = list(st.decks[d])
        discard = st.discards[d]
        log = StepLog(record)
        log.revealed = True
        hand = list(st.hands[seat])
        drawn: list[int] = []
        for _step in range(R.DRAW_SIZE[d]):
            if not deck:
                if not discard:
                    break  # the player takes what is left
                deck = list(discard)
                st.rng = st.rng.copy()
                st.rng.shuffle(deck)
                discard = []
                if log.record:
                    log.events.append(DeckReshuffled(action.deck, len(deck)))
            code = deck.pop()
            hand[code] += 1
            drawn.append(code)
        st.decks[d] = deck
        st.discards[d] = discard
        st.hands[seat] = hand
        if log.record:
            names = tuple(map(self.tables.card_name, drawn))
            log.events.append(CardsDrawn(seat, action.deck, names, audience=(seat,)))
            log.events.append(CardsDrawnBlind(seat, action.deck, len(drawn), hidden_from=(seat,)))
        st.passes = 0
        self._end_turn(st, log, triggered=False)
        return log.step(st)

    def _check_begin(
        self, state: State, action: BeginJourney
    ) -> tuple[int, int, int, tuple[int, ...]]:
        """Validate a ``begin_journey``; returns (ticket, start, destination, path indices)."""
        topo = self.topo
        names = self.tables.names
        seat = state.to_act
        for name in (action.start, action.destination):
            if name not in topo.city_index:
                raise InvalidActionError(_("unknown city {name}").format(name=repr(name)))
        start = topo.city_index[action.start]
        dest = topo.city_index[action.destination]
        unknown = [s for s in action.path if s not in topo.segment_index]
        if unknown:
            raise InvalidActionError(
                ngettext(
                    "unknown segment {names}", "unknown segments {names}", len(unknown)
                ).format(names=", ".join(map(repr, unknown)))
            )
        here = state.city[seat]
        if action.ticket == R.BLANK:
            ticket = -1
            if state.blank_left <= 0:
                raise IllegalActionError(GreatTourRefusal.NO_BLANK_TICKETS)
            if here >= 0 and start != here:
                raise IllegalActionError(
                    GreatTourRefusal.WRONG_START, city=names.city(topo.cities[here])
                )
            if dest == start:
                raise IllegalActionError(GreatTourRefusal.SAME_CITY)
        else:
            if action.ticket not in topo.ticket_index:
                raise InvalidActionError(
                    _("unknown ticket {ticket}").format(ticket=repr(action.ticket))
                )
            ticket = topo.ticket_index[action.ticket]
            words = names.ticket(action.ticket)
            if ticket not in state.active:
                raise IllegalActionError(GreatTourRefusal.TICKET_NOT_ACTIVE, ticket=words)
            _id, starts, dests, _pts = topo.tickets[ticket]
            if here >= 0 and start != here:
                raise IllegalActionError(
                    GreatTourRefusal.WRONG_START, city=names.city(topo.cities[here])
                )
            if start not in starts:
                raise IllegalActionError(
                    GreatTourRefusal.NOT_A_START, city=names.city(action.start), ticket=words
                )
            if dest not in dests:
                raise IllegalActionError(
                    GreatTourRefusal.WRONG_DESTINATION,
                    city=names.city(action.destination),
                    ticket=words,
                )
        path = tuple(topo.segment_index[s] for s in action.path)
        red = state.players >= R.RED_MIN_PLAYERS
        if path not in topo.path_sets.get((start, dest, red), ()):
            if not red and any(topo.segment_red[s] for s in path):
                raise IllegalActionError(GreatTourRefusal.RED_SEGMENT, players=R.RED_MIN_PLAYERS)
            if len(path) > R.SMALL_COACHES:
                raise IllegalActionError(GreatTourRefusal.PATH_TOO_LONG, n=R.SMALL_COACHES)
            raise IllegalActionError(
                GreatTourRefusal.BAD_PATH,
                start=names.city(action.start),
                destination=names.city(action.destination),
            )
        return ticket, start, dest, path

    @handles(BeginJourney)
    def _begin(self, st: State, action: BeginJourney, *, record: bool = True) -> Step:
        ticket, start, dest, path = self._check_begin(st, action)
        seat = st.to_act
        occ = self._occupancy(st, seat)
        costs = tuple(1 + occ[s] for s in path)
        blank = ticket < 0
        t = self.tables
        avail = available(t.type_counts(st.hands[seat]), t.nc, start, dest, blank)
        refusal = journey_refusal(
            profile(costs),
            avail,
            not blank,
            t.names.city(action.start),
            t.names.city(action.destination),
        )
        if refusal is not None:
            reason, params = refusal
            raise IllegalActionError(reason, **params)
        st.journey = Journey(ticket, start, dest, path, costs, ())
        if not record:
            return Step(st)
        events = (
            JourneyBegun(seat, action.ticket, action.start, action.destination, action.path, costs),
        )
        return Step(st, events)

    @handles(Pay)
    def _pay(self, st: State, action: Pay, *, record: bool = True) -> Step:
        journey = st.journey
        assert journey is not None  # step_refusal: a journey is being paid
        t = self.tables
        card_type = t.type_index.get(action.card) if isinstance(action.card, str) else None
        if card_type is None:
            raise InvalidActionError(_("unknown card type {card}").format(card=repr(action.card)))
        seat = st.to_act
        hand = st.hands[seat]
        origin = next((d for d in range(3) if hand[t.code(d, card_type)] > 0), -1)
        if origin < 0:
            raise IllegalActionError(
                GreatTourRefusal.CARD_NOT_IN_HAND, card=t.names.card(action.card)
            )
        blank = journey.ticket < 0
        cat = category(card_type, t.nc, journey.start, journey.destination, blank)
        if cat == NONE:
            raise IllegalActionError(
                GreatTourRefusal.CARD_NOT_ALLOWED,
                start=t.names.city(t.cities[journey.start]),
                destination=t.names.city(t.cities[journey.destination]),
            )
        avail = available(t.type_counts(hand), t.nc, journey.start, journey.destination, blank)
        cur = plus(self._paid_counts(journey), cat)
        prof = profile(journey.costs)
        if not completable(prof, cur, plus(avail, cat, -1), not blank):
            raise IllegalActionError(
                GreatTourRefusal.PAYMENT_IMPOSSIBLE, card=t.names.card(action.card)
            )
        new_hand = list(hand)
        code = t.code(origin, card_type)
        new_hand[code] -= 1
        st.hands[seat] = new_hand
        journey = Journey(
            journey.ticket,
            journey.start,
            journey.destination,
            journey.path,
            journey.costs,
            (*journey.paid, code),
        )
        st.journey = journey
        log = StepLog(record)
        if record:
            log.events.append(CardPaid(seat, action.card))
        if is_exact(prof, cur, not blank):
            self._complete(st, journey, log)
        return log.step(st)

    @handles(CancelJourney)
    def _cancel(self, st: State, action: CancelJourney, *, record: bool = True) -> Step:
        if st.cancels >= R.MAX_CANCELS_PER_TURN:
            raise IllegalActionError(GreatTourRefusal.TOO_MANY_CANCELS, n=R.MAX_CANCELS_PER_TURN)
        journey = st.journey
        assert journey is not None  # step_refusal: a journey is being paid
        seat = st.to_act
        hand = list(st.hands[seat])
        for code in journey.paid:
            hand[code] += 1
        st.hands[seat] = hand
        st.journey = None
        st.cancels += 1
        return Step(st, (JourneyCancelled(seat, len(journey.paid)),) if record else ())

    @handles(Pass)
    def _pass(self, st: State, action: Pass, *, record: bool = True) -> Step:
        if any(not isinstance(a, Pass) for a in self.legal_actions(st)):
            raise IllegalActionError(GreatTourRefusal.PASS_NOT_ALLOWED)
        seat = st.to_act
        log = StepLog(record)
        if record:
            log.events.append(Passed(seat))
        st.passes += 1
        if st.passes >= st.players:
            # House rule: when every player passes in a row nothing can change any more.
            self._finish(st, log)
        else:
            self._end_turn(st, log, triggered=False)
        return log.step(st)

    # ------------------------------------------------------------------ after a journey
    def _complete(self, st: State, journey: Journey, log: StepLog) -> None:
        """The payment is exact: move the coaches, take the ticket and token, shift the rows
        (``log.revealed`` when a ticket from the pile was revealed)."""
        t = self.tables
        topo = t.topo
        seat = st.to_act
        new_discards = [list(x) for x in st.discards]
        for code in journey.paid:  # each card goes to its own deck's discard pile
            new_discards[t.deck_of(code)].append(code)
        st.discards = new_discards
        st.coaches = list(st.coaches)
        st.coaches[seat] = journey.path  # small coaches leave the previous path
        st.city = list(st.city)
        st.city[seat] = journey.destination
        st.journey = None
        st.passes = 0
        triggered = False
        if log.record:
            ticket_id, _s, _d, points = (
                (R.BLANK, (), (), R.BLANK_POINTS)
                if journey.ticket < 0
                else topo.tickets[journey.ticket]
            )
            log.events.append(
                JourneyCompleted(
                    seat,
                    ticket_id,
                    topo.cities[journey.start],
                    topo.cities[journey.destination],
                    tuple(topo.segments[s] for s in journey.path),
                    points,
                    tuple(t.card_name(c) for c in journey.paid),
                )
            )
        if journey.ticket < 0:
            st.blanks = list(st.blanks)
            st.blanks[seat] += 1
            st.blank_left -= 1
        else:
            st.tickets = list(st.tickets)
            st.tickets[seat] = (*st.tickets[seat], journey.ticket)
            self._take_token(st, seat, journey.destination, log)
            # The first future ticket moves into the active row (in the freed place), the
            # future row moves up, and the pile refills it.
            active = list(st.active)
            future = list(st.future)
            slot = active.index(journey.ticket)
            if future:
                active[slot] = future.pop(0)
            else:
                del active[slot]
            if st.pile:
                pile = list(st.pile)
                ticket = pile.pop()
                future.append(ticket)
                if log.record:
                    log.events.append(TicketRevealed(topo.tickets[ticket][0]))
                log.revealed = True
                st.pile = pile
                if not pile:
                    triggered = True  # the pile's last ticket entered the future row
            st.active = active
            st.future = future
        self._end_turn(st, log, triggered)

    def _take_token(self, st: State, seat: int, city: int, log: StepLog) -> None:
        topo = self.topo
        if st.supply[city] <= 0:
            return  # all ten tokens of this city are taken (house rule)
        st.supply = list(st.supply)
        st.supply[city] -= 1
        st.tokens = list(st.tokens)
        mine = list(st.tokens[seat])
        mine[city] += 1
        st.tokens[seat] = mine
        if log.record:
            log.events.append(TokenTaken(seat, topo.cities[city]))
        # Frequent traveller: first to 2 tokens of the city; later, whoever holds more.
        holder = st.frequent[city]
        if holder != seat and (
            (holder < 0 and mine[city] >= R.FREQUENT_TRAVELLER_TOKENS)
            or (holder >= 0 and mine[city] > st.tokens[holder][city])
        ):
            st.frequent = list(st.frequent)
            st.frequent[city] = seat
            if log.record:
                log.events.append(
                    BonusTaken(
                        seat,
                        R.frequent_traveller(topo.cities[city]),
                        None if holder < 0 else holder,
                    )
                )
        # First in all five cities: never lost.
        if st.first_all < 0 and all(mine):
            st.first_all = seat
            if log.record:
                log.events.append(BonusTaken(seat, R.FIRST_ALL_FIVE, None))

    def _end_turn(self, st: State, log: StepLog, triggered: bool) -> None:
        seat = st.to_act
        st.cancels = 0
        if st.final_round:
            st.turns_left -= 1
            if st.turns_left <= 0:
                self._finish(st, log)
                return
        elif triggered:
            # Everyone, the player who moved the last ticket included, gets one more turn.
            st.final_round = True
            st.turns_left = st.players
            if log.record:
                log.events.append(FinalRoundStarted(seat))
        st.to_act = (seat + 1) % st.players

    def _finish(self, st: State, log: StepLog) -> None:
        st.over = True
        st.journey = None
        result = self.outcome(st)
        assert result is not None
        if log.record:
            log.events.append(GameEnded(result.scores, result.winners))

    # ------------------------------------------------------------------ the rest of the contract
    def view(self, state: State, seat: int | None) -> GreatTourView:
        return build_view(self.tables, self._view_cache, state, seat)

    def determinize(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view``: unseen cards and tickets dealt at random."""
        return determinize(self.tables, cast(GreatTourView, view), rng)

    def check_invariants(self, state: State) -> None:
        check_invariants(self.tables, state)

    def scores(self, state: State) -> tuple[tuple[int, ...], tuple[Breakdown, ...]]:
        """Current scores and breakdown (the most-tokens bonus as if the game ended now)."""
        return scores(self.tables, state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(self.tables, state)

    def state_json(self, state: State) -> dict[str, Any]:
        return state_json(self.tables, state)


GREAT_TOUR = GreatTourGame()


def great_tour_on(path: Path) -> GreatTourGame:
    """The Great Tour on the board of the map at ``path`` (read and checked now)."""
    game = GreatTourGame(load_great_tour_board(path))
    game.tables  # noqa: B018 -- builds the lookup tables now, so a bad board is refused here
    return game
