"""The Great Tour rules engine (``rules/great_tour.md`` is the law; comments cite its sections)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
    winners_by_keys,
)
from tabletop.games.great_tour.board import GreatTourBoard, default_great_tour_board

from . import rules as R
from .actions import ACTION_TYPES, BeginJourney, CancelJourney, DrawCards, Pass, Pay
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
from .payment import Counts, completable, is_exact, profile, profile_sorted
from .state import Journey, State
from .topology import Topology, topology

BLANK = "blank"
_DRAWS = tuple(DrawCards(d) for d in R.DECKS)


class GreatTourGame:
    """``GREAT_TOUR``: the engine object registered in ``tabletop.games.GAMES``."""

    action_types: Mapping[str, type[Action]] = ACTION_TYPES

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
            options=(),
        )
        self._topo: Topology | None = None
        self._view_cache: dict[str, tuple[tuple, Any]] = {}

    # ------------------------------------------------------------------ board and card names

    @property
    def topo(self) -> Topology:
        if self._topo is None:
            self._topo = topology(self._board or default_great_tour_board())
            nc = len(self._topo.cities)
            self.types = R.card_type_names(self._topo.cities)
            self.type_index = {name: i for i, name in enumerate(self.types)}
            self.nt = len(self.types)
            self.contents = R.deck_contents(nc)
            self._tid = tuple(t[0] for t in self._topo.tickets)
            self._ft_names = tuple(R.frequent_traveller(c) for c in self._topo.cities)
        return self._topo

    @property
    def board(self) -> GreatTourBoard:
        return self.topo.board

    def card_types(self) -> tuple[str, ...]:
        """Every card type name, in type-index order."""
        _ = self.topo
        return self.types

    # ------------------------------------------------------------------------------ setup

    def new_state(self, config: GameConfig, seed: int) -> State:
        check_config(self.spec, config)
        topo = self.topo
        nc, nt, n = len(topo.cities), self.nt, config.players
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
            cards = [d * nt + t for t in self.contents[d]]
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
        for _ in range(n):  # each player draws 3 regular cards, seat by seat
            hand = [0] * (3 * nt)
            for _ in range(R.STARTING_HAND):
                if st.decks[R.REGULAR_DECK]:
                    hand[st.decks[R.REGULAR_DECK].pop()] += 1
            st.hands.append(hand)
        st.city = [-1] * n
        st.coaches = [()] * n
        st.tickets = [()] * n
        st.blanks = [0] * n
        st.tokens = [[0] * nc for _ in range(n)]
        st.supply = [R.TOKENS_PER_CITY] * nc
        st.frequent = [-1] * nc
        st.first_all = -1
        st.to_act = 0
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
            t = self.type_index.get(card) if isinstance(card, str) else None
            code = None if t is None else deck * self.nt + t
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

    # ---------------------------------------------------------------------------- queries

    def to_act(self, state: State) -> int | None:
        return None if state.over else state.to_act

    def _type_counts(self, hand: list[int]) -> list[int]:
        nt = self.nt
        return [hand[t] + hand[nt + t] + hand[2 * nt + t] for t in range(nt)]

    def _occupancy(self, state: State, seat: int) -> list[int]:
        """Other players' small coaches on each segment (rules: Cost)."""
        occ = [0] * len(self.topo.segments)
        for q, path in enumerate(state.coaches):
            if q != seat:
                for s in path:
                    occ[s] += 1
        return occ

    def _category(self, t: int, start: int, destination: int, blank: bool) -> int:
        """Payment category of card type ``t`` on this journey, or -1 if it may not pay."""
        nc = len(self.topo.cities)
        vip = nc <= t < 2 * nc or t == 2 * nc + 1
        if blank:
            return 5 if vip else 4
        if t == 2 * nc:
            return 4
        if t == 2 * nc + 1:
            return 5
        city = t - nc if vip else t
        if city == start:
            return 1 if vip else 0
        if city == destination:
            return 3 if vip else 2
        return -1

    def _avail(self, counts: list[int], start: int, destination: int, blank: bool) -> Counts:
        nc = len(self.topo.cities)
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

    def _paid_counts(self, journey: Journey) -> Counts:
        cur = [0] * 6
        blank = journey.ticket < 0
        for code in journey.paid:
            cur[self._category(code % self.nt, journey.start, journey.destination, blank)] += 1
        return tuple(cur)  # type: ignore[return-value]

    def _journey_options(self, state: State, seat: int) -> list[tuple[int, int, int]]:
        """(ticket index or -1, start, destination) combinations open to ``seat`` now."""
        topo = self.topo
        nc = len(topo.cities)
        here = state.city[seat]
        out = []
        for ticket in state.active:
            _id, starts, dests, _pts = topo.tickets[ticket]
            for start in starts if here < 0 else (here,) if here in starts else ():
                for dest in dests:
                    if dest != start:
                        out.append((ticket, start, dest))
        if state.blank_left > 0:
            for start in range(nc) if here < 0 else (here,):
                for dest in range(nc):
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
        topo = self.topo
        counts = self._type_counts(state.hands[seat])
        total = sum(counts)
        if total >= 2:
            cost = [1 + k for k in self._occupancy(state, seat)]
            cost_of = cost.__getitem__
            red = state.players >= R.RED_MIN_PLAYERS
            path_ids = topo.path_ids
            cities = topo.cities
            empty = (0, 0, 0, 0, 0, 0)
            memo: dict[tuple, bool] = {}
            for ticket, start, dest in self._journey_options(state, seat):
                blank = ticket < 0
                avail = self._avail(counts, start, dest, blank)
                n_avail = sum(avail)
                if n_avail < 2:
                    continue
                ticket_id = BLANK if blank else topo.tickets[ticket][0]
                for path in topo.paths_between(start, dest, red):
                    if len(path) > n_avail:
                        break  # shortest first: every later path is too long too
                    costs = tuple(sorted(map(cost_of, path)))
                    key = (costs, avail, blank)
                    ok = memo.get(key)
                    if ok is None:
                        prof = profile_sorted(costs)
                        ok = memo[key] = completable(prof, empty, avail, not blank)
                    if ok:
                        actions.append(
                            BeginJourney(ticket_id, cities[start], cities[dest], path_ids[path])
                        )
        if not actions:
            actions.append(Pass())  # house rule: pass only when nothing else is possible
        return actions

    def _pay_actions(self, state: State, journey: Journey) -> list[Action]:
        counts = self._type_counts(state.hands[state.to_act])
        blank = journey.ticket < 0
        prof = profile(journey.costs)
        cur = self._paid_counts(journey)
        avail = self._avail(counts, journey.start, journey.destination, blank)
        out: list[Action] = []
        for t, n in enumerate(counts):
            if not n:
                continue
            cat = self._category(t, journey.start, journey.destination, blank)
            if cat < 0:
                continue
            c2 = list(cur)
            c2[cat] += 1
            a2 = list(avail)
            a2[cat] -= 1
            if completable(prof, tuple(c2), tuple(a2), not blank):  # type: ignore[arg-type]
                out.append(Pay(self.types[t]))
        if state.cancels < R.MAX_CANCELS_PER_TURN:
            out.append(CancelJourney())
        return out

    # ------------------------------------------------------------------------------ apply

    def apply(self, state: State, action: Action) -> Step:
        if not isinstance(action, Action) or ACTION_TYPES.get(action.kind) is not type(action):
            raise InvalidActionError(f"not a Great Tour action: {action!r}")
        if state.over:
            raise IllegalActionError("game_over", "The game is over.")
        if isinstance(action, (Pay, CancelJourney)):
            if state.journey is None:
                raise IllegalActionError("no_journey", "No journey is being paid.")
            if isinstance(action, Pay):
                return self._apply_pay(state, action)
            return self._apply_cancel(state)
        if state.journey is not None:
            raise IllegalActionError(
                "journey_pending", "Finish paying the journey or cancel it first."
            )
        if isinstance(action, DrawCards):
            return self._apply_draw(state, action)
        if isinstance(action, BeginJourney):
            return self._apply_begin(state, action)
        return self._apply_pass(state)

    def _apply_draw(self, state: State, action: DrawCards) -> Step:
        if action.deck not in R.DECKS:
            raise InvalidActionError(f"unknown deck {action.deck!r} (known: regular, joker, vip)")
        d = R.DECKS.index(action.deck)
        if not state.decks[d] and not state.discards[d]:
            raise IllegalActionError("deck_empty", f"The {action.deck} deck has no cards left.")
        st = state.clone()
        seat = st.to_act
        deck = list(st.decks[d])
        discard = st.discards[d]
        events: list = []
        hand = list(st.hands[seat])
        drawn = []
        for _ in range(R.DRAW_SIZE[d]):
            if not deck:
                if not discard:
                    break  # the player takes what is left
                deck = list(discard)
                st.rng = st.rng.copy()
                st.rng.shuffle(deck)
                discard = []
                events.append(DeckReshuffled(action.deck, len(deck)))
            code = deck.pop()
            hand[code] += 1
            drawn.append(self.types[code % self.nt])
        st.decks[d] = deck
        st.discards[d] = discard
        st.hands[seat] = hand
        events.append(CardsDrawn(seat, action.deck, tuple(drawn), audience=(seat,)))
        events.append(CardsDrawnBlind(seat, action.deck, len(drawn), hidden_from=(seat,)))
        st.passes = 0
        self._end_turn(st, events, triggered=False)
        return Step(st, tuple(events), revealed=True)

    def _check_begin(self, state: State, action: BeginJourney) -> tuple[int, int, int, tuple]:
        """Validate a ``begin_journey``; returns (ticket, start, destination, path indices)."""
        topo = self.topo
        seat = state.to_act
        for name in (action.start, action.destination):
            if name not in topo.city_index:
                raise InvalidActionError(f"unknown city {name!r}")
        start = topo.city_index[action.start]
        dest = topo.city_index[action.destination]
        unknown = [s for s in action.path if s not in topo.segment_index]
        if unknown:
            raise InvalidActionError(f"unknown segment(s) {', '.join(map(repr, unknown))}")
        here = state.city[seat]
        if action.ticket == BLANK:
            ticket = -1
            if state.blank_left <= 0:
                raise IllegalActionError("no_blank_tickets", "No blank tickets are left.")
            if here >= 0 and start != here:
                raise IllegalActionError(
                    "wrong_start",
                    f"Your journey must start where your big coach stands ({topo.cities[here]}).",
                )
            if dest == start:
                raise IllegalActionError(
                    "same_city", "A blank ticket goes to a city other than the start."
                )
        else:
            if action.ticket not in topo.ticket_index:
                raise InvalidActionError(f"unknown ticket {action.ticket!r}")
            ticket = topo.ticket_index[action.ticket]
            if ticket not in state.active:
                raise IllegalActionError(
                    "ticket_not_active", f"Ticket {action.ticket} is not in the active row."
                )
            _id, starts, dests, _pts = topo.tickets[ticket]
            if here >= 0 and start != here:
                raise IllegalActionError(
                    "wrong_start",
                    f"Your journey must start where your big coach stands ({topo.cities[here]}).",
                )
            if start not in starts:
                raise IllegalActionError(
                    "wrong_start", f"{action.start} is not a start city of {action.ticket}."
                )
            if dest not in dests:
                raise IllegalActionError(
                    "wrong_destination",
                    f"{action.destination} is not a destination of {action.ticket}.",
                )
        path = tuple(topo.segment_index[s] for s in action.path)
        red = state.players >= R.RED_MIN_PLAYERS
        if path not in topo.path_sets.get((start, dest, red), ()):
            if not red and any(topo.segment_red[s] for s in path):
                raise IllegalActionError(
                    "red_segment", "Red segments are used only with 5 or 6 players."
                )
            if len(path) > R.SMALL_COACHES:
                raise IllegalActionError(
                    "path_too_long", f"A journey is at most {R.SMALL_COACHES} segments long."
                )
            raise IllegalActionError(
                "bad_path",
                f"The path must lead from {action.start} to {action.destination} through "
                "waypoints only, without passing a waypoint twice.",
            )
        return ticket, start, dest, path

    def _apply_begin(self, state: State, action: BeginJourney) -> Step:
        ticket, start, dest, path = self._check_begin(state, action)
        seat = state.to_act
        occ = self._occupancy(state, seat)
        costs = tuple(1 + occ[s] for s in path)
        blank = ticket < 0
        counts = self._type_counts(state.hands[seat])
        avail = self._avail(counts, start, dest, blank)
        if not completable(profile(costs), (0, 0, 0, 0, 0, 0), avail, not blank):
            raise IllegalActionError("cannot_afford", "Your cards cannot pay this journey.")
        st = state.clone()
        st.journey = Journey(ticket, start, dest, path, costs, ())
        events = (
            JourneyBegun(seat, action.ticket, action.start, action.destination, action.path, costs),
        )
        return Step(st, events)

    def _apply_pay(self, state: State, action: Pay) -> Step:
        journey = state.journey
        assert journey is not None
        t = self.type_index.get(action.card) if isinstance(action.card, str) else None
        if t is None:
            raise InvalidActionError(f"unknown card type {action.card!r}")
        seat = state.to_act
        hand = state.hands[seat]
        nt = self.nt
        origin = next((d for d in range(3) if hand[d * nt + t] > 0), -1)
        if origin < 0:
            raise IllegalActionError("card_not_in_hand", f"You hold no {action.card} card.")
        blank = journey.ticket < 0
        cat = self._category(t, journey.start, journey.destination, blank)
        if cat < 0:
            raise IllegalActionError(
                "card_not_allowed",
                "Pay with cards of the start or destination city, or jokers.",
            )
        counts = self._type_counts(hand)
        cur = list(self._paid_counts(journey))
        avail = list(self._avail(counts, journey.start, journey.destination, blank))
        cur[cat] += 1
        avail[cat] -= 1
        prof = profile(journey.costs)
        if not completable(prof, tuple(cur), tuple(avail), not blank):  # type: ignore[arg-type]
            raise IllegalActionError(
                "payment_impossible",
                f"With {action.card} the payment could no longer be completed.",
            )
        st = state.clone()
        new_hand = list(hand)
        code = origin * nt + t
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
        events: list = [CardPaid(seat, action.card)]
        if not is_exact(prof, tuple(cur), not blank):  # type: ignore[arg-type]
            return Step(st, tuple(events))
        revealed = self._complete(st, journey, events)
        return Step(st, tuple(events), revealed=revealed)

    def _complete(self, st: State, journey: Journey, events: list) -> bool:
        """The payment is exact: move the coaches, take the ticket and token, shift the rows."""
        topo = self.topo
        seat = st.to_act
        nt = self.nt
        new_discards = [list(x) for x in st.discards]
        for code in journey.paid:  # each card goes to its own deck's discard pile
            new_discards[code // nt].append(code)
        st.discards = new_discards
        st.coaches = list(st.coaches)
        st.coaches[seat] = journey.path  # small coaches leave the previous path
        st.city = list(st.city)
        st.city[seat] = journey.destination
        st.journey = None
        st.passes = 0
        revealed = False
        triggered = False
        dest_id = topo.cities[journey.destination]
        cards = tuple(self.types[c % nt] for c in journey.paid)
        path_ids = tuple(topo.segments[s] for s in journey.path)
        if journey.ticket < 0:
            st.blanks = list(st.blanks)
            st.blanks[seat] += 1
            st.blank_left -= 1
            events.append(
                JourneyCompleted(
                    seat,
                    BLANK,
                    topo.cities[journey.start],
                    dest_id,
                    path_ids,
                    R.BLANK_POINTS,
                    cards,
                )
            )
        else:
            ticket_id, _s, _d, points = topo.tickets[journey.ticket]
            st.tickets = list(st.tickets)
            st.tickets[seat] = (*st.tickets[seat], journey.ticket)
            events.append(
                JourneyCompleted(
                    seat, ticket_id, topo.cities[journey.start], dest_id, path_ids, points, cards
                )
            )
            self._take_token(st, seat, journey.destination, events)
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
                events.append(TicketRevealed(topo.tickets[ticket][0]))
                revealed = True
                st.pile = pile
                if not pile:
                    triggered = True  # the pile's last ticket entered the future row
            st.active = active
            st.future = future
        self._end_turn(st, events, triggered)
        return revealed

    def _take_token(self, st: State, seat: int, city: int, events: list) -> None:
        topo = self.topo
        if st.supply[city] <= 0:
            return  # all ten tokens of this city are taken
        st.supply = list(st.supply)
        st.supply[city] -= 1
        st.tokens = list(st.tokens)
        mine = list(st.tokens[seat])
        mine[city] += 1
        st.tokens[seat] = mine
        events.append(TokenTaken(seat, topo.cities[city]))
        # Frequent traveller: first to 2 tokens of the city; later, whoever holds more.
        holder = st.frequent[city]
        if holder != seat and (
            (holder < 0 and mine[city] >= R.FREQUENT_TRAVELLER_TOKENS)
            or (holder >= 0 and mine[city] > st.tokens[holder][city])
        ):
            st.frequent = list(st.frequent)
            st.frequent[city] = seat
            events.append(
                BonusTaken(
                    seat, R.frequent_traveller(topo.cities[city]), None if holder < 0 else holder
                )
            )
        # First in all five cities: never lost.
        if st.first_all < 0 and all(mine):
            st.first_all = seat
            events.append(BonusTaken(seat, R.FIRST_ALL_FIVE, None))

    def _apply_cancel(self, state: State) -> Step:
        if state.cancels >= R.MAX_CANCELS_PER_TURN:
            raise IllegalActionError(
                "too_many_cancels",
                f"You may cancel at most {R.MAX_CANCELS_PER_TURN} journeys in one turn.",
            )
        journey = state.journey
        assert journey is not None
        st = state.clone()
        seat = st.to_act
        hand = list(st.hands[seat])
        for code in journey.paid:
            hand[code] += 1
        st.hands[seat] = hand
        st.journey = None
        st.cancels += 1
        return Step(st, (JourneyCancelled(seat, len(journey.paid)),))

    def _apply_pass(self, state: State) -> Step:
        if any(not isinstance(a, Pass) for a in self.legal_actions(state)):
            raise IllegalActionError(
                "pass_not_allowed", "You may pass only when you can neither draw nor travel."
            )
        st = state.clone()
        seat = st.to_act
        events: list = [Passed(seat)]
        st.passes += 1
        if st.passes >= st.players:
            # House rule: when every player passes in a row nothing can change any more.
            self._finish(st, events)
            return Step(st, tuple(events))
        self._end_turn(st, events, triggered=False)
        return Step(st, tuple(events))

    def _end_turn(self, st: State, events: list, triggered: bool) -> None:
        seat = st.to_act
        st.cancels = 0
        if st.final_round:
            st.turns_left -= 1
            if st.turns_left <= 0:
                self._finish(st, events)
                return
        elif triggered:
            # Everyone, the player who moved the last ticket included, gets one more turn.
            st.final_round = True
            st.turns_left = st.players
            events.append(FinalRoundStarted(seat))
        st.to_act = (seat + 1) % st.players

    def _finish(self, st: State, events: list) -> None:
        st.over = True
        st.journey = None
        outcome = self.outcome(st)
        assert outcome is not None
        events.append(GameEnded(outcome.scores, outcome.winners))

    # ---------------------------------------------------------------------------- scoring

    def most_tokens_seats(
        self, tokens: Sequence[Sequence[int]], ticket_points: Sequence[Sequence[int]]
    ) -> tuple[int, ...]:
        """Who holds the most city tokens; ties broken by more tickets of the highest value,
        then the next value… (blank tickets count as 1-point tickets); still tied: all."""
        totals = [sum(t) for t in tokens]
        best = max(totals)
        if best <= 0:
            return ()
        values = sorted({v for pts in ticket_points for v in pts}, reverse=True)
        keys = [
            (totals[p], *(list(ticket_points[p]).count(v) for v in values))
            for p in range(len(tokens))
        ]
        top = max(keys)
        return tuple(p for p, k in enumerate(keys) if k == top)

    def _ticket_points(self, state: State) -> list[list[int]]:
        topo = self.topo
        return [
            [topo.tickets[t][3] for t in state.tickets[p]] + [R.BLANK_POINTS] * state.blanks[p]
            for p in range(state.players)
        ]

    def scores(self, state: State) -> tuple[tuple[int, ...], tuple[dict[str, int], ...]]:
        """Current scores and breakdown (the most-tokens bonus as if the game ended now)."""
        ticket_points = self._ticket_points(state)
        most = self.most_tokens_seats(state.tokens, ticket_points)
        breakdown = []
        for p in range(state.players):
            bonuses = R.FREQUENT_TRAVELLER_POINTS * sum(1 for h in state.frequent if h == p)
            if state.first_all == p:
                bonuses += R.FIRST_ALL_FIVE_POINTS
            if p in most:
                bonuses += R.MOST_TOKENS_POINTS
            cards = sum(state.hands[p]) // R.CARDS_PER_POINT
            breakdown.append({"tickets": sum(ticket_points[p]), "bonuses": bonuses, "cards": cards})
        scores = tuple(b["tickets"] + b["bonuses"] + b["cards"] for b in breakdown)
        return scores, tuple(breakdown)

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        scores, breakdown = self.scores(state)
        return Outcome(scores, winners_by_keys([(s,) for s in scores]), breakdown)

    # ------------------------------------------------------------------------------- view

    def _hand_json(self, hand: Sequence[int]) -> dict[str, int]:
        counts = self._type_counts(list(hand))
        return {self.types[t]: n for t, n in enumerate(counts) if n}

    def _codes_json(self, codes: Sequence[int]) -> dict[str, dict[str, int]]:
        nt = self.nt
        out: dict[str, dict[str, int]] = {d: {} for d in R.DECKS}
        for code in sorted(codes):
            name = self.types[code % nt]
            bucket = out[R.DECKS[code // nt]]
            bucket[name] = bucket.get(name, 0) + 1
        return out

    def _hand_decks(self, hand: Sequence[int]) -> dict[str, dict[str, int]]:
        nt = self.nt
        return {
            R.DECKS[d]: {self.types[t]: hand[d * nt + t] for t in range(nt) if hand[d * nt + t]}
            for d in range(3)
        }

    def _cached(self, slot: str, keys: tuple, compute: Any) -> Any:
        """A one-entry cache per ``slot`` keyed on the identity of ``keys``.

        States share unchanged containers with their predecessor (``State.clone``), so from one
        step to the next most view parts can be reused. Entry and keys are swapped in as one
        tuple, so agents on a worker thread never see a torn entry.
        """
        entry = self._view_cache.get(slot)
        if entry is not None:
            old, value = entry
            for a, b in zip(old, keys, strict=True):
                if a is not b:
                    break
            else:
                return value
        value = compute()
        self._view_cache[slot] = (keys, value)
        return value

    def _player_parts(self, state: State, p: int) -> tuple:
        """Immutable parts of seat ``p``'s public entry (rebuilt only when they change)."""
        topo = self.topo
        nt = self.nt
        hand = state.hands[p]

        def compute() -> tuple:
            return (
                tuple(topo.segments[s] for s in state.coaches[p]),
                tuple(self._tid[t] for t in state.tickets[p]),
                tuple(zip(topo.cities, state.tokens[p], strict=True)),
                sum(hand),
                tuple((R.DECKS[d], sum(hand[d * nt : (d + 1) * nt])) for d in range(3)),
                sum(topo.tickets[t][3] for t in state.tickets[p]),
            )

        keys = (state.coaches[p], state.tickets[p], state.tokens[p], hand)
        return self._cached(f"player{p}", keys, compute)

    def _discards_parts(self, state: State) -> dict[str, tuple]:
        def compute() -> dict[str, tuple]:
            data = self._codes_json([c for pile in state.discards for c in pile])
            return {d: tuple(v.items()) for d, v in data.items()}

        return self._cached("discards", tuple(state.discards), compute)

    def _most_tokens_cached(self, state: State) -> tuple[int, ...]:
        return self._cached(
            "most",
            (state.tokens, state.tickets, state.blanks),
            lambda: self.most_tokens_seats(state.tokens, self._ticket_points(state)),
        )

    def view(self, state: State, seat: int | None) -> View:
        topo = self.topo
        cities = topo.cities
        tid = self._tid
        players = []
        for p in range(state.players):
            coaches, tickets, tokens, size, by_deck, points = self._player_parts(state, p)
            blanks = state.blanks[p]
            players.append(
                {
                    "city": cities[state.city[p]] if state.city[p] >= 0 else None,
                    "coaches": list(coaches),
                    "tickets": list(tickets),
                    "blank_tickets": blanks,
                    "tokens": dict(tokens),
                    "hand_size": size,
                    "cards_by_deck": dict(by_deck),
                    "ticket_points": points + R.BLANK_POINTS * blanks,
                }
            )
        bonuses: dict[str, int | None] = {
            name: (state.frequent[i] if state.frequent[i] >= 0 else None)
            for i, name in enumerate(self._ft_names)
        }
        bonuses[R.FIRST_ALL_FIVE] = state.first_all if state.first_all >= 0 else None
        most = self._most_tokens_cached(state)
        bonuses[R.MOST_TOKENS] = most[0] if state.over and len(most) == 1 else None
        journey = None
        if state.journey is not None:
            j = state.journey
            journey = {
                "ticket": BLANK if j.ticket < 0 else tid[j.ticket],
                "start": cities[j.start],
                "destination": cities[j.destination],
                "path": [topo.segments[s] for s in j.path],
                "paid": self._hand_json(self._codes_count(j.paid)),
                "cost": list(j.costs),
                "paid_by_deck": self._codes_json(j.paid),
            }
        decks, discards = state.decks, self._discards_parts(state)
        view: dict[str, Any] = {
            "game": R.GAME_ID,
            "seat": seat,
            "to_act": None if state.over else state.to_act,
            "pending": None if state.journey is None else "journey",
            "active": [tid[t] for t in state.active],
            "future": [tid[t] for t in state.future],
            "ticket_pile": len(state.pile),
            "blank_left": state.blank_left,
            "decks": {"regular": len(decks[0]), "joker": len(decks[1]), "vip": len(decks[2])},
            "discards": {d: dict(v) for d, v in discards.items()},
            "players": players,
            "bonuses": bonuses,
            "most_tokens_seats": list(most),
            "hand": self._hand_json(state.hands[seat]) if seat is not None else {},
            "hand_decks": self._hand_decks(state.hands[seat]) if seat is not None else None,
            "journey": journey,
            "final_round": state.final_round,
            "turns_left": state.turns_left if state.final_round else None,
            "passes": state.passes,
            "cancels_left": R.MAX_CANCELS_PER_TURN - state.cancels,
            "tickets_in_play": len(state.active)
            + len(state.future)
            + len(state.pile)
            + sum(len(t) for t in state.tickets),
            "over": state.over,
        }
        if state.over:
            scores, breakdown = self.scores(state)
            view["scores"] = list(scores)
            view["breakdown"] = [dict(b) for b in breakdown]
        return view

    def _codes_count(self, codes: Sequence[int]) -> list[int]:
        counts = [0] * (3 * self.nt)
        for c in codes:
            counts[c] += 1
        return counts

    # ------------------------------------------------------------------------ determinize

    def determinize(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view``: unseen cards and tickets dealt at random."""
        topo = self.topo
        nt, nc = self.nt, len(topo.cities)
        seat = view.get("seat")
        n = len(view["players"])
        st = State.__new__(State)
        st.players = n
        st.rng = Rng(rng.next_u64())
        cindex = topo.city_index
        tindex = topo.ticket_index

        def codes_from(by_deck: Mapping[str, Mapping[str, int]] | None) -> list[int]:
            out = []
            for d, name in enumerate(R.DECKS):
                for card, k in sorted(((by_deck or {}).get(name) or {}).items()):
                    out += [d * nt + self.type_index[card]] * k
            return out

        discards = codes_from(view["discards"])
        st.discards = [[c for c in discards if c // nt == d] for d in range(3)]
        for pile in st.discards:
            rng.shuffle(pile)  # the order of a discard pile matters only after a reshuffle
        journey_view = view.get("journey")
        paid = codes_from(journey_view["paid_by_deck"]) if journey_view else []
        own = codes_from(view.get("hand_decks")) if seat is not None else []
        st.hands = [[0] * (3 * nt) for _ in range(n)]
        if seat is not None:
            for c in own:
                st.hands[seat][c] += 1
        st.decks = []
        for d, name in enumerate(R.DECKS):
            unseen = [d * nt + t for t in self.contents[d]]
            for c in [
                *st.discards[d],
                *(c for c in own if c // nt == d),
                *(c for c in paid if c // nt == d),
            ]:
                unseen.remove(c)
            rng.shuffle(unseen)
            for p in range(n):
                if p == seat:
                    continue
                k = view["players"][p]["cards_by_deck"][name]
                for _ in range(k):
                    st.hands[p][unseen.pop()] += 1
            if len(unseen) != view["decks"][name]:
                raise ValueError(f"view inconsistent: {name} deck size")
            st.decks.append(unseen)
        st.active = [tindex[t] for t in view["active"]]
        st.future = [tindex[t] for t in view["future"]]
        players = view["players"]
        st.tickets = [tuple(tindex[t] for t in p["tickets"]) for p in players]
        seen = set(st.active) | set(st.future) | {t for ts in st.tickets for t in ts}
        rest = [t for t in range(len(topo.tickets)) if t not in seen]
        rng.shuffle(rest)
        st.pile = rest[: view["ticket_pile"]]
        st.removed = rest[view["ticket_pile"] :]
        st.blank_left = view["blank_left"]
        st.city = [cindex[p["city"]] if p["city"] is not None else -1 for p in players]
        st.coaches = [tuple(topo.segment_index[s] for s in p["coaches"]) for p in players]
        st.blanks = [p["blank_tickets"] for p in players]
        st.tokens = [[p["tokens"][c] for c in topo.cities] for p in players]
        st.supply = [R.TOKENS_PER_CITY - sum(t[i] for t in st.tokens) for i in range(nc)]
        bonuses = view["bonuses"]
        st.frequent = [
            -1 if bonuses.get(R.frequent_traveller(c)) is None else bonuses[R.frequent_traveller(c)]
            for c in topo.cities
        ]
        st.first_all = -1 if bonuses.get(R.FIRST_ALL_FIVE) is None else bonuses[R.FIRST_ALL_FIVE]
        st.over = bool(view.get("over"))
        st.to_act = view["to_act"] if view["to_act"] is not None else 0
        st.journey = None
        if journey_view:
            j = journey_view
            ticket = -1 if j["ticket"] == BLANK else tindex[j["ticket"]]
            st.journey = Journey(
                ticket,
                cindex[j["start"]],
                cindex[j["destination"]],
                tuple(topo.segment_index[s] for s in j["path"]),
                tuple(j["cost"]),
                tuple(paid),
            )
        st.cancels = R.MAX_CANCELS_PER_TURN - view["cancels_left"]
        st.final_round = bool(view["final_round"])
        st.turns_left = view["turns_left"] or 0
        st.passes = view["passes"]
        return st

    # ------------------------------------------------------------------------- invariants

    def check_invariants(self, state: State) -> None:
        """Every card, ticket and token counted exactly once; coaches and scores consistent."""
        nt = self.nt
        n = state.players
        counted = [0] * (3 * nt)
        for pile in (*state.decks, *state.discards):
            for code in pile:
                counted[code] += 1
        for hand in state.hands:
            assert all(k >= 0 for k in hand), "negative card count in a hand"
            for code, k in enumerate(hand):
                counted[code] += k
        if state.journey is not None:
            for code in state.journey.paid:
                counted[code] += 1
        expected = [0] * (3 * nt)
        for d, contents in enumerate(self.contents):
            for t in contents:
                expected[d * nt + t] += 1
        assert counted == expected, "cards are not conserved (decks, discards, hands, payment)"
        for d in range(3):
            assert all(code // nt == d for code in (*state.decks[d], *state.discards[d])), (
                "a card is in another deck's pile"
            )
        taken = [t for ts in state.tickets for t in ts]
        tickets = [*state.active, *state.future, *state.pile, *state.removed, *taken]
        assert sorted(tickets) == list(range(len(self.topo.tickets))), "tickets not conserved"
        assert len(state.active) <= R.ACTIVE_ROW and len(state.future) <= n
        assert state.blank_left + sum(state.blanks) == R.BLANK_TICKETS, "blank tickets"
        nc = len(self.topo.cities)
        for i in range(nc):
            held = sum(t[i] for t in state.tokens)
            assert held + state.supply[i] == R.TOKENS_PER_CITY, "city tokens not conserved"
            holder = state.frequent[i]
            if holder >= 0:
                assert state.tokens[holder][i] >= R.FREQUENT_TRAVELLER_TOKENS
                assert all(t[i] <= state.tokens[holder][i] for t in state.tokens)
        for p in range(n):
            assert len(state.coaches[p]) <= R.SMALL_COACHES
            assert (state.city[p] < 0) == (not state.coaches[p]), "big and small coaches"
            assert len(state.tickets[p]) == sum(state.tokens[p]) or any(
                s == 0 for s in state.supply
            ), "one city token per active-ticket journey"
        if state.over:
            outcome = self.outcome(state)
            assert outcome is not None
            for score, parts in zip(outcome.scores, outcome.breakdown, strict=True):
                assert score == sum(parts.values()), "a score is not the sum of its parts"

    # ------------------------------------------------------------------------------ JSON

    def state_json(self, state: State) -> dict[str, Any]:
        topo = self.topo
        tid = [t[0] for t in topo.tickets]
        nt = self.nt

        def cards(codes: Sequence[int]) -> list[str]:
            return [f"{R.DECKS[c // nt]}:{self.types[c % nt]}" for c in codes]

        j = state.journey
        return {
            "players": state.players,
            "rng": state.rng.state,
            "decks": [cards(d) for d in state.decks],
            "discards": [cards(d) for d in state.discards],
            "hands": [list(h) for h in state.hands],
            "active": [tid[t] for t in state.active],
            "future": [tid[t] for t in state.future],
            "pile": [tid[t] for t in state.pile],
            "removed": [tid[t] for t in state.removed],
            "blank_left": state.blank_left,
            "city": list(state.city),
            "coaches": [list(c) for c in state.coaches],
            "tickets": [[tid[t] for t in ts] for ts in state.tickets],
            "blanks": list(state.blanks),
            "tokens": [list(t) for t in state.tokens],
            "supply": list(state.supply),
            "frequent": list(state.frequent),
            "first_all": state.first_all,
            "to_act": state.to_act,
            "journey": None
            if j is None
            else {
                "ticket": j.ticket,
                "start": j.start,
                "destination": j.destination,
                "path": list(j.path),
                "costs": list(j.costs),
                "paid": cards(j.paid),
            },
            "cancels": state.cancels,
            "final_round": state.final_round,
            "turns_left": state.turns_left,
            "passes": state.passes,
            "over": state.over,
        }


GREAT_TOUR = GreatTourGame()
