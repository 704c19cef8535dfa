"""View helpers for the table and the agents: path costs, cheapest paths, can_pay, auto-pay."""

from __future__ import annotations

from tabletop.core import (
    Action,
    IllegalActionError,
    InvalidActionError,
)
from tabletop.games.great_tour import (
    BLANK,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourRefusal,
    GreatTourView,
    Pass,
    Pay,
)
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.helpers import (
    auto_payment,
    can_pay,
    cheapest_paths,
    journey_paths,
    path_costs,
    refusal,
)
from tests.support.playout import random_playout

from .scenario import TOPO, G, begin, give, new, pay, route, setup

ROWS = ["T19", "T01", "T02", "T03", "T04", "T05", "T06"]


def _with_coaches(st, seat_coaches: dict[int, tuple[str, ...]]):
    coaches = list(st.coaches)
    city = list(st.city)
    for seat, segs in seat_coaches.items():
        coaches[seat] = tuple(TOPO.segment_index[s] for s in segs)
        city[seat] = TOPO.city_index["BER"]  # where the big coach stands does not matter here
    return setup(st, coaches=coaches, city=city)


def test_path_costs_count_other_players_coaches_only() -> None:
    st = _with_coaches(new(3), {0: ("AMS-osn",), 1: ("AMS-osn", "osn-han"), 2: ("AMS-osn",)})
    view = G.view(st, 0)
    assert path_costs(view, route("AMS", "osn", "han", "BER")) == [3, 2, 1]
    assert path_costs(view, route("AMS", "osn", "han", "BER"), seat=1) == [3, 1, 1]


def test_cheapest_paths_between_two_cities() -> None:
    view = G.view(new(3), 0)
    best = cheapest_paths(view, "MIL", "PAR")
    assert {p for p, _c in best} == {
        route("MIL", "gen", "dij", "PAR"),
        route("MIL", "zur", "str", "PAR"),
        route("MIL", "zur", "bas", "PAR"),
    }
    assert all(c == [1, 1, 1] for _p, c in best)
    # A coach on Geneva–Milano makes that way dearer.
    view = G.view(_with_coaches(new(3), {1: ("gen-MIL",)}), 0)
    assert {p for p, _c in cheapest_paths(view, "MIL", "PAR")} == {
        route("MIL", "zur", "str", "PAR"),
        route("MIL", "zur", "bas", "PAR"),
    }
    paths = journey_paths(view, "MIL", "PAR")
    assert [sum(c) for _p, c in paths] == sorted(sum(c) for _p, c in paths)
    assert all(len(p) <= 10 for p, _c in paths)


def test_can_pay_from_the_view() -> None:
    path = route("MIL", "gen", "dij", "PAR")
    assert can_pay(G.view(new(3, regular=["MIL", "PAR", "PAR"]), 0), "T19", "MIL", "PAR", path)
    three_paris = G.view(new(3, regular=["PAR", "PAR", "PAR"]), 0)
    assert not can_pay(three_paris, "T19", "MIL", "PAR", path)
    assert can_pay(three_paris, "blank", "MIL", "PAR", path)  # any cards on a blank ticket
    five_segments = route("MIL", "zur", "str", "lux", "bru", "PAR")
    assert not can_pay(three_paris, "blank", "MIL", "PAR", five_segments)


def test_auto_payment_keeps_the_vip_card_when_it_can() -> None:
    st = _with_coaches(new(3, regular=["BER", "BER", "BER"], tickets=ROWS), {1: ("han-BER",)})
    st = give(give(st, 0, "AMS"), 0, "AMS*", deck="vip")
    path = route("AMS", "osn", "han", "BER")
    plan = auto_payment(G.view(st, 0), "T01", "AMS", "BER", path)
    assert plan is not None and sorted(plan) == ["AMS", "BER", "BER", "BER"]
    # Without the spare Berlin card the VIP card must pay the occupied segment alone.
    st = _with_coaches(new(3, regular=["BER", "BER", "VIE"], tickets=ROWS), {1: ("han-BER",)})
    st = give(st, 0, "AMS*", deck="vip")
    plan = auto_payment(G.view(st, 0), "T01", "AMS", "BER", path)
    assert plan == ["BER", "BER", "AMS*"]
    st = pay(begin(st, "T01", "AMS", "osn", "han", "BER"), *plan)
    assert G.view(st, 0)["players"][0]["city"] == "BER"


def test_auto_payment_completes_a_pending_journey() -> None:
    st = begin(
        new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS), "T19", "MIL", "gen", "dij", "PAR"
    )
    st = pay(st, "PAR")
    assert sorted(auto_payment(G.view(st, 0)) or []) == ["MIL", "PAR"]
    assert (
        auto_payment(
            G.view(new(3, regular=["PAR"] * 3), 0),
            "T19",
            "MIL",
            "PAR",
            route("MIL", "gen", "dij", "PAR"),
        )
        is None
    )


def test_auto_payment_always_pays_exactly() -> None:
    # Over states of random games: for every affordable journey the plan is paid by legal
    # `pay` actions and completes the journey at its last card at the latest.
    checked = 0
    for players, seed in ((3, 4), (5, 6)):
        for state, _seat, _action, _after in random_playout(G, players, seed):
            if checked >= 400:
                break
            legal = G.legal_actions(state)
            for action in [a for a in legal if isinstance(a, BeginJourney)][:6]:
                view = G.view(state, state.to_act)
                plan = auto_payment(
                    view, action.ticket, action.start, action.destination, action.path
                )
                assert plan is not None
                st = G.apply(state, action).state
                for card in plan:
                    if st.journey is None:
                        break
                    assert Pay(card) in G.legal_actions(st)
                    st = G.apply(st, Pay(card)).state
                assert st.journey is None
                checked += 1
    assert checked > 50


def _candidates(view: GreatTourView, legal: list[Action]) -> list[Action]:
    """The legal actions and many illegal ones: every deck, card, ticket and pair of cities."""
    out: list[Action] = [*legal, Pass(), CancelJourney()]
    out += [DrawCards(d) for d in R.DECKS]
    out += [Pay(card) for card in G.card_types()]
    cities = G.topo.cities
    tickets = [*view["active"], *view["future"][:1], BLANK]
    for ticket in tickets:
        for start in cities:
            for destination in cities:
                if start == destination:
                    out.append(BeginJourney(ticket, start, destination, ()))
                    continue
                a, b = G.topo.city_index[start], G.topo.city_index[destination]
                paths = G.topo.paths_between(a, b, True)  # red segments too: refused under 5
                for path in (paths[0], paths[-1]):
                    ids = G.topo.path_ids[path]
                    out.append(BeginJourney(ticket, start, destination, ids))
                out.append(BeginJourney(ticket, start, destination, ids[::-1]))  # a bad path
    return out


def test_the_view_helpers_refuse_for_the_engines_reason_in_its_words() -> None:
    """``helpers.refusal`` reads from the view alone what the engine would answer to any
    action: the same typed reason and the same sentence, or no refusal at all."""
    reasons: set[object] = set()
    for players, seed in ((3, 2), (5, 9)):
        for ply, (state, _seat, _action, _after) in enumerate(random_playout(G, players, seed)):
            if ply >= 160:
                break
            legal = list(G.legal_actions(state))
            view = G.view(state, G.to_act(state))
            if ply % 7 == 0 or view["journey"]:
                for action in _candidates(view, legal):
                    try:
                        G.apply(state, action)
                        engine = None
                    except IllegalActionError as error:
                        engine = (error.reason, error.message)
                    except InvalidActionError:
                        continue
                    why = refusal(view, action)
                    helper = None if why is None else (why.reason, why.message)
                    assert helper == engine, (action, helper, engine)
                    reasons.add(None if engine is None else engine[0])
    # The comparison met every kind of answer a playout meets, not only "allowed".
    assert {
        None,
        GreatTourRefusal.JOURNEY_PENDING,
        GreatTourRefusal.NO_JOURNEY,
        GreatTourRefusal.PASS_NOT_ALLOWED,
        GreatTourRefusal.WRONG_START,
        GreatTourRefusal.WRONG_DESTINATION,
        GreatTourRefusal.RED_SEGMENT,
        GreatTourRefusal.SHORT_OF_CARDS,
        GreatTourRefusal.CARD_NOT_IN_HAND,
        GreatTourRefusal.TICKET_NOT_ACTIVE,
        GreatTourRefusal.SAME_CITY,
        GreatTourRefusal.BAD_PATH,
    } <= reasons, reasons
