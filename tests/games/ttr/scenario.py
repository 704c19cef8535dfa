"""Building rigged TTR positions for scenario tests.

Positions start from ``new_state`` with rigged decks; a few helpers then move things around
the way play would (cards between deck and hand, routes to a seat) while keeping every
conservation rule, so ``check_invariants`` holds on every position a test builds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tabletop.core import Action, GameConfig, Refusal
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, KeepTickets, TtrGame, TtrState
from tests.support.refusals import assert_refused
from tests.support.scenario import act as shared_act
from tests.support.scenario import step as step  # the tests take the shared step from here

EUROPE = TTR_EUROPE
PARIS = TTR_PARIS


def rigged(
    game: TtrGame,
    players: int,
    hands: Sequence[Sequence[str]] = (),
    row: Sequence[str] = (),
    then: Sequence[str] = (),
    tickets: Sequence[str] = (),
    long_tickets: Sequence[str] = (),
    seed: int = 1,
    keep_all: bool = True,
) -> TtrState:
    """A new game whose deck starts with each seat's hand, then the face-up row, then ``then``
    (the next cards drawn). With ``keep_all`` every seat keeps all its starting tickets."""
    size = game.rules.hand_size
    train: list[str] = []
    if hands:
        assert len(hands) == players and all(len(h) == size for h in hands)
        for hand in hands:
            train += hand
    if row:
        assert hands and len(row) == 5
        train += row
    if then:
        assert row
        train += then
    rig: dict[str, list[str]] = {}
    if train:
        rig["train_deck"] = train
    if tickets:
        rig["tickets"] = list(tickets)
    if long_tickets:
        rig["long_tickets"] = list(long_tickets)
    state = game.new_state(GameConfig(players, {"rigged": rig} if rig else {}), seed)
    game.check_invariants(state)
    if keep_all:
        for _seat in range(players):
            offered = game.view(state, state.current)["offered_tickets"]
            state = act(game, state, KeepTickets(tuple(offered)))
    return state


def act(game: TtrGame, state: TtrState, action: Action) -> TtrState:
    """The shared scenario step (offered, input untouched, invariants), typed for TTR."""
    result: TtrState = shared_act(game, state, action)
    return result


def refused(game: TtrGame, state: TtrState, action: Action, reason: Refusal) -> str:
    """The action is refused for ``reason`` with words, changes nothing (the shared
    ``assert_refused``), and is not among the legal actions either; returns the words."""
    error = assert_refused(game, state, action, reason)
    assert action not in game.legal_actions(state), f"{action} is refused but offered"
    return error.message


def hand(game: TtrGame, state: TtrState, seat: int) -> dict[str, int]:
    """A seat's cards, zero counts left out."""
    return {c: n for c, n in game.state_json(state)["hands"][seat].items() if n}


def set_hand(state: TtrState, seat: int, cards: Mapping[str, int]) -> TtrState:
    """A copy where ``seat`` holds exactly ``cards``; the difference goes to / comes from the
    BOTTOM of the deck, so rigged cards on top stay where they are."""
    s = state.copy()
    t = s.t
    want = [0] * t.ncards
    for name, n in cards.items():
        want[t.card_index[name]] = n
    h = s.hands[seat]
    for c in range(t.ncards):
        while h[c] > want[c]:
            h[c] -= 1
            s.deck.insert(0, c)
        while h[c] < want[c]:
            s.deck.remove(c)  # the lowest (bottom-most) card of that colour
            h[c] += 1
    return s


def set_deck(state: TtrState, top: Sequence[str], discard_rest: bool = False) -> TtrState:
    """A copy whose deck starts with ``top`` (cards taken from anywhere in the deck or the
    discard); with ``discard_rest`` every other deck card goes to the discard pile."""
    s = state.copy()
    t = s.t
    pool = list(s.deck)
    for c, n in enumerate(s.discard):
        pool += [c] * n
    chosen = []
    for name in top:
        c = t.card_index[name]
        pool.remove(c)
        chosen.append(c)
    s.discard = [0] * t.ncards
    rest = pool
    if discard_rest:
        for c in rest:
            s.discard[c] += 1
        rest = []
    s.deck = [*rest, *reversed(chosen)]  # top at the end
    return s


def empty_deck(state: TtrState, keep: Sequence[str] = ()) -> TtrState:
    """A copy whose deck is exactly ``keep`` (top first) and whose discard pile is empty; every
    other card goes to the LAST seat's hand, out of the way of the seat the test plays."""
    s = state.copy()
    t = s.t
    sink = s.hands[s.players - 1]
    for c in s.deck:
        sink[c] += 1
    for c, n in enumerate(s.discard):
        sink[c] += n
    s.discard = [0] * t.ncards
    s.deck = []
    for name in reversed(keep):
        c = t.card_index[name]
        assert sink[c] > 0, f"no {name} card left to keep"
        sink[c] -= 1
        s.deck.append(c)
    return s


def set_row(state: TtrState, row: Sequence[str | None]) -> TtrState:
    """A copy with the face-up row ``row`` (None = empty slot): the cards are swapped with the
    LAST seat's hand (use after ``empty_deck``, which fills it)."""
    s = state.copy()
    t = s.t
    sink = s.hands[s.players - 1]
    for c in s.face_up:
        if c >= 0:
            sink[c] += 1
    s.face_up = []
    for name in row:
        if name is None:
            s.face_up.append(-1)
            continue
        c = t.card_index[name]
        assert sink[c] > 0, f"no {name} card to put face up"
        sink[c] -= 1
        s.face_up.append(c)
    return s


def give_routes(state: TtrState, seat: int, routes: Iterable[str]) -> TtrState:
    """A copy where ``seat`` owns ``routes`` (pieces and route points as if claimed)."""
    s = state.copy()
    t = s.t
    for route in routes:
        r = t.route_index[route]
        assert s.owner[r] < 0, route
        s.owner[r] = seat
        s.pieces[seat] -= t.rlen[r]
        s.route_points[seat] += t.rpoints[r]
    assert s.pieces[seat] >= 0
    return s


def burn_pieces(state: TtrState, seat: int, left: int, avoid: Iterable[str] = ()) -> TtrState:
    """A copy where ``seat`` owns enough unclaimed routes (not touching the cities of
    ``avoid``'s routes) to have exactly ``left`` pieces."""
    t = state.t
    banned_cities = set()
    for route in avoid:
        r = t.route_index[route]
        banned_cities |= {t.ra[r], t.rb[r]}
    need = state.pieces[seat] - left
    chosen: list[str] = []
    owned = set()
    for r in sorted(range(t.nroutes), key=lambda r: (-t.rlen[r], r)):
        length = t.rlen[r]
        if need == 0:
            break
        if state.owner[r] >= 0 or length > need or t.ra[r] in banned_cities:
            continue
        if t.rb[r] in banned_cities or any(p in owned for p in t.rpartners[r]):
            continue
        if any(state.owner[p] >= 0 for p in t.rpartners[r]):
            continue
        chosen.append(t.route_ids[r])
        owned.add(r)
        need -= length
    assert need == 0, "could not burn the pieces exactly"
    return give_routes(state, seat, chosen)


def to_seat(game: TtrGame, state: TtrState, seat: int) -> TtrState:
    """Blind-draw turns (the deck must allow it) until ``seat`` is to act at a turn start."""
    from tabletop.games.ttr import DrawBlind

    for _ in range(4 * state.players):
        if state.current == seat and state.pending is None:
            return state
        state = act(game, state, DrawBlind())
    raise AssertionError("could not reach the seat")


def set_tickets(state: TtrState, seat: int, tickets: Iterable[str]) -> TtrState:
    """A copy where ``seat`` holds exactly ``tickets``: its old ones go to the box, the new
    ones come from the ticket deck, the box or another seat."""
    s = state.copy()
    t = s.t
    box = [*s.box, *s.tickets[seat]]
    deck = list(s.ticket_deck)
    mine = []
    for name in tickets:
        i = t.ticket_index[name]
        if i in deck:
            deck.remove(i)
        elif i in box:
            box.remove(i)
        else:  # another seat holds it: it goes without
            other = next(p for p, kept in enumerate(s.tickets) if i in kept)
            s.tickets[other] = tuple(k for k in s.tickets[other] if k != i)
        mine.append(i)
    s.tickets[seat] = tuple(mine)
    s.ticket_deck = tuple(deck)
    s.box = tuple(box)
    return s


def give_station(state: TtrState, seat: int, city: str) -> TtrState:
    """A copy with a station of ``seat`` built in ``city``."""
    s = state.copy()
    c = s.t.city_index[city]
    assert s.stations[c] < 0 and s.stations_left[seat] > 0
    s.stations[c] = seat
    s.stations_left[seat] -= 1
    return s


def set_flags(state: TtrState, seat: int, colours: Sequence[str]) -> TtrState:
    """A copy where ``seat``'s French flag set holds ``colours`` (cards from the deck's bottom)."""
    s = state.copy()
    t = s.t
    for c in s.flags[seat]:
        s.deck.insert(0, c)
    cards = []
    for name in colours:
        c = t.card_index[name]
        s.deck.remove(c)
        cards.append(c)
    s.flags[seat] = tuple(cards)
    return s


def finish(game: TtrGame, state: TtrState) -> TtrState:
    """Play the seat to act's last turn (blind draws) as the final turn of the game."""
    from tabletop.games.ttr import DrawBlind

    s = state.copy()
    s.final_left = 1
    while s.result is None:
        s = act(game, s, DrawBlind())
    return s
