"""``pay`` legality matches a brute force over the remaining hand (hypothesis)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.great_tour import BeginJourney, Journey, Pay
from tabletop.games.great_tour.payment import EMPTY, completable, path_payable, profile

from .scenario import TOPO, G, R, new, setup

START, DEST = "AMS", "BER"
# Card types that matter, plus cards of a third city that may never pay a ticket journey.
TYPES = ["AMS", "AMS*", "BER", "BER*", "J", "J*", "MIL", "MIL*"]


def _deck_of(card: str) -> int:
    if card == "J":
        return R.JOKER_DECK
    return R.VIP_DECK if card.endswith("*") else R.REGULAR_DECK


def _code(card: str) -> int:
    return _deck_of(card) * G.tables.nt + G.tables.type_index[card]


def _exact(cards: list[str], costs: list[int], blank: bool) -> bool:
    """Brute force: every card used, each segment paid by one VIP card alone or by exactly its
    cost in cards, and (ticket journeys) a card for each city with jokers standing in."""
    if not blank:
        if any(c.rstrip("*") not in (START, DEST, "J") for c in cards):
            return False
        start_ok = [i for i, c in enumerate(cards) if c.rstrip("*") in (START, "J")]
        dest_ok = [i for i, c in enumerate(cards) if c.rstrip("*") in (DEST, "J")]
        if not any(i != j for i in start_ok for j in dest_ok):
            return False
    vip = sum(1 for c in cards if c.endswith("*"))
    for modes in itertools.product((False, True), repeat=len(costs)):
        alone = sum(modes)
        needed = alone + sum(c for c, m in zip(costs, modes, strict=True) if not m)
        if alone <= vip and needed == len(cards):
            return True
    return False


def _completable(paid: list[str], rest: dict[str, int], costs: list[int], blank: bool) -> bool:
    names = sorted(rest)
    for counts in itertools.product(*(range(rest[n] + 1) for n in names)):
        extra = [n for n, k in zip(names, counts, strict=True) for _ in range(k)]
        if _exact(paid + extra, costs, blank):
            return True
    return False


hands = st.dictionaries(st.sampled_from(TYPES), st.integers(1, 3), max_size=5)


@settings(max_examples=400, deadline=None)
@given(
    hand=hands,
    costs=st.lists(st.integers(1, 3), min_size=2, max_size=4),
    paid_share=st.lists(st.integers(0, 2), min_size=len(TYPES), max_size=len(TYPES)),
    blank=st.booleans(),
)
def test_pay_legality_matches_brute_force(
    hand: dict[str, int], costs: list[int], paid_share: list[int], blank: bool
) -> None:
    paid = []
    for card, share in zip(TYPES, paid_share, strict=True):
        if not blank and card.rstrip("*") not in (START, DEST, "J"):
            continue  # a reachable payment never holds a card that may not pay
        k = min(share, hand.get(card, 0))
        paid += [card] * k
        if k:
            hand = {**hand, card: hand[card] - k}
    hand = {c: n for c, n in hand.items() if n > 0}
    state = new(3)
    codes = [0] * (3 * G.tables.nt)
    for card, n in hand.items():
        codes[_code(card)] += n
    start, dest = TOPO.city_index[START], TOPO.city_index[DEST]
    ticket = -1 if blank else TOPO.ticket_index["T01"]
    journey = Journey(
        ticket, start, dest, tuple(range(len(costs))), tuple(costs), tuple(_code(c) for c in paid)
    )
    state = setup(state, hands=[codes, state.hands[1], state.hands[2]], journey=journey)
    legal = {a.card for a in G.legal_actions(state) if isinstance(a, Pay)}
    expected = set()
    for card in hand:
        rest = {**hand, card: hand[card] - 1}
        if _completable([*paid, card], rest, costs, blank):
            expected.add(card)
    assert legal == expected


def test_a_memoised_path_payment_answers_as_the_payment_rules_do() -> None:
    """``path_payable`` (memoised for the legal moves and the play-outs) is ``completable``
    from nothing, whatever it was asked before."""
    start, dest = TOPO.city_index[START], TOPO.city_index[DEST]
    paths = TOPO.paths_between(start, dest, True)[:6]
    hands = list(itertools.product(range(3), repeat=6))
    for path in paths:
        for costs in (tuple(1 for _ in path), tuple(sorted(1 + s % 3 for s in path))):
            for avail in hands[::7]:
                for roles in (True, False):
                    expected = completable(profile(costs), EMPTY, avail, roles)
                    assert path_payable(costs, avail, roles) == expected


def test_a_journey_action_is_made_once_and_names_its_cities_and_path() -> None:
    t = G.tables
    start, dest = TOPO.city_index[START], TOPO.city_index[DEST]
    path = TOPO.paths_between(start, dest, True)[0]
    action = t.journey("T1", start, dest, path)
    assert action == BeginJourney("T1", START, DEST, TOPO.path_ids[path])
    assert t.journey("T1", start, dest, path) is action
