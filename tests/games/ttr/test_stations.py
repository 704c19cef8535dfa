"""Stations (rules/ttr.md, "Build a station" and "Final scoring")."""

from __future__ import annotations

from tabletop.games.ttr import BuildStation, DrawBlind
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal as R

from .scenario import (
    EUROPE,
    PARIS,
    act,
    finish,
    give_routes,
    give_station,
    hand,
    refused,
    rigged,
    set_hand,
    set_tickets,
    step,
)


def _stations(state) -> list[BuildStation]:
    return [a for a in EUROPE.legal_actions(state) if isinstance(a, BuildStation)]


def _next_turn(state):
    """Seat 1 draws two blind cards; seat 0 is to act again."""
    state = act(EUROPE, state, DrawBlind())
    return act(EUROPE, state, DrawBlind())


def test_station_costs_one_then_two_then_three_cards_of_one_colour() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"red": 4, "blue": 1, "locomotive": 1})
    # First station: any one card, one action per city and payment.
    paris = [a for a in _stations(s) if a.city == "paris"]
    assert paris == [
        BuildStation("paris", "red", 0),
        BuildStation("paris", "blue", 0),
        BuildStation("paris", None, 1),
    ]
    assert len(_stations(s)) == 47 * 3
    result = step(EUROPE, s, BuildStation("paris", "red", 0))
    s = result.state
    assert ev.StationBuilt(0, "paris", "red", 0) in result.events
    assert hand(EUROPE, s, 0) == {"red": 3, "blue": 1, "locomotive": 1}
    s = _next_turn(set_hand(s, 0, {"red": 3, "blue": 1, "locomotive": 1}))
    # Second: two cards of one colour, wilds allowed; never one red and one blue.
    wien = [a for a in _stations(s) if a.city == "wien"]
    assert wien == [
        BuildStation("wien", "red", 0),
        BuildStation("wien", "red", 1),
        BuildStation("wien", "blue", 1),
    ]
    s = act(EUROPE, s, BuildStation("wien", "blue", 1))
    s = _next_turn(set_hand(s, 0, {"red": 3}))
    roma = [a for a in _stations(s) if a.city == "roma"]
    assert roma == [BuildStation("roma", "red", 0)]
    s = act(EUROPE, s, BuildStation("roma", "red", 0))
    assert s.stations_left[0] == 0
    s = _next_turn(set_hand(s, 0, {"red": 4}))
    assert _stations(s) == []
    refused(EUROPE, s, BuildStation("berlin", "red", 0), R.NO_STATIONS_LEFT)


def test_station_cost_must_be_paid_in_full() -> None:
    s = give_station(set_hand(rigged(EUROPE, 2), 0, {"red": 1, "blue": 1}), 0, "paris")
    refused(EUROPE, s, BuildStation("wien", "red", 0), R.CANNOT_PAY)
    refused(EUROPE, s, BuildStation("wien", "red", 2), R.ALL_WILD_WITH_COLOUR)


def test_one_station_per_city() -> None:
    s = give_station(set_hand(rigged(EUROPE, 2), 0, {"red": 2}), 1, "paris")
    refused(EUROPE, s, BuildStation("paris", "red", 0), R.STATION_TAKEN)
    assert all(a.city != "paris" for a in _stations(s))


def test_paris_has_no_stations() -> None:
    assert "build_station" not in PARIS.action_types
    s = rigged(PARIS, 2)
    assert PARIS.view(s, 0)["players"][0]["stations_left"] == 0


def _network():
    """Seat 0 owns Paris–Frankfurt, München–Wien and Pamplona–Paris; seat 1 owns
    Frankfurt–München and Amsterdam–Frankfurt."""
    s = rigged(EUROPE, 2)
    s = give_routes(s, 0, ["frankfurt-paris-orange", "munchen-wien", "pamplona-paris-blue"])
    s = give_routes(s, 1, ["frankfurt-munchen", "amsterdam-frankfurt"])
    s = set_tickets(s, 0, ["paris-wien", "amsterdam-pamplona"])
    return set_tickets(s, 1, [])


def _revealed(state, seat: int) -> dict[str, bool]:
    return {r["id"]: r["completed"] for r in EUROPE.view(state, None)["revealed"][seat]}


def test_station_borrows_the_one_route_that_serves_its_owner_best() -> None:
    s = finish(EUROPE, give_station(_network(), 0, "frankfurt"))
    view = EUROPE.view(s, 1)
    # Paris–Wien (8) beats Amsterdam–Pamplona (7): one route only, for all tickets.
    assert view["borrowed"] == {"frankfurt": "frankfurt-munchen"}
    assert _revealed(s, 0) == {"paris-wien": True, "amsterdam-pamplona": False}
    assert EUROPE.outcome(s).breakdown[0]["tickets"] == 8 - 7
    assert EUROPE.outcome(s).breakdown[0]["stations"] == 2 * 4


def test_stations_are_assigned_together_for_the_best_total() -> None:
    # Frankfurt's station alone would take Amsterdam–Frankfurt or Frankfurt–München; with a
    # second station in Amsterdam, the best assignment completes both tickets.
    s = give_station(give_station(_network(), 0, "frankfurt"), 0, "amsterdam")
    s = finish(EUROPE, s)
    assert EUROPE.view(s, 0)["borrowed"] == {
        "amsterdam": "amsterdam-frankfurt",
        "frankfurt": "frankfurt-munchen",
    }
    assert _revealed(s, 0) == {"paris-wien": True, "amsterdam-pamplona": True}
    assert EUROPE.outcome(s).breakdown[0]["tickets"] == 15


def test_station_never_borrows_for_the_longest_path() -> None:
    s = finish(EUROPE, give_station(_network(), 0, "frankfurt"))
    assert EUROPE.view(s, 0)["longest"][0]["length"] == 3 + 4  # Wien–München not joined


def test_unbuilt_stations_score_four_each() -> None:
    s = finish(EUROPE, give_station(rigged(EUROPE, 2), 1, "roma"))
    assert EUROPE.outcome(s).breakdown[0]["stations"] == 12
    assert EUROPE.outcome(s).breakdown[1]["stations"] == 8


#: A station in Essen between two of seat 1's routes (rules/ttr.md, "Final scoring": the engine
#: picks "the route that gives the owner the best ticket total, and among equal totals the most
#: completed tickets"). Seat 0 holds Amsterdam–Wilno (12), Frankfurt–København (5) and
#: London–Berlin (7) and owns Essen–Berlin–Warszawa–Wilno with Essen–København, and apart from
#: it Frankfurt–Bruxelles–Dieppe–London. Borrowing Amsterdam–Essen completes 12 points of
#: tickets, Essen–Frankfurt 5 + 7: the same total, 0, but two completed tickets instead of one.
#: Amsterdam–Essen comes first at Essen, so keeping the first best total would take it.
ESSEN_SEAT_0 = [
    "berlin-essen",
    "berlin-warszawa-pink",
    "warszawa-wilno",
    "essen-kobenhavn-1",
    "bruxelles-frankfurt",
    "bruxelles-dieppe",
    "dieppe-london-1",
]
#: Seat 1: the two routes at Essen, a completed Budapest–Sofia (5) and 41 points in all, the
#: same as seat 0, with a longest path under seat 0's 12 cars.
ESSEN_SEAT_1 = [
    "amsterdam-essen",
    "essen-frankfurt",
    "amsterdam-bruxelles",
    "amsterdam-frankfurt",
    "budapest-sarajevo",
    "athina-sarajevo",
    "athina-sofia",
]


def test_equal_borrowings_go_to_the_one_completing_more_tickets() -> None:
    s = rigged(EUROPE, 2)
    s = set_tickets(s, 0, ["amsterdam-wilno", "frankfurt-kobenhavn", "london-berlin"])
    s = set_tickets(s, 1, ["budapest-sofia"])
    s = give_routes(s, 0, ESSEN_SEAT_0)
    s = give_routes(s, 1, ESSEN_SEAT_1)
    t = s.t
    essen = [t.route_ids[r] for r in t.city_routes[t.city_index["essen"]]]
    assert essen.index("amsterdam-essen") < essen.index("essen-frankfurt")
    s = finish(EUROPE, give_station(s, 0, "essen"))
    view = EUROPE.view(s, 0)
    assert view["borrowed"] == {"essen": "essen-frankfurt"}
    assert _revealed(s, 0) == {
        "amsterdam-wilno": False,
        "frankfurt-kobenhavn": True,
        "london-berlin": True,
    }
    outcome = EUROPE.outcome(s)
    assert outcome.breakdown[0]["tickets"] == 0
    # It decides the game: 41 points each, and seat 0's two completed tickets beat seat 1's
    # one (with one, the next tie-break, fewest stations built, would give seat 1 the win).
    assert outcome.scores == (41, 41)
    assert outcome.winners == (0,)
