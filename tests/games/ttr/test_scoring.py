"""Final scoring (rules/ttr.md, "Final scoring"): tickets, the European Express, tie-breaks."""

from __future__ import annotations

from .scenario import (
    EUROPE,
    PARIS,
    finish,
    give_routes,
    give_station,
    rigged,
    set_tickets,
)

CADIZ_TO_STOCKHOLM = [
    "cadiz-madrid",
    "madrid-pamplona-black",
    "pamplona-paris-blue",
    "frankfurt-paris-orange",
    "essen-frankfurt",
    "essen-kobenhavn-1",
    "kobenhavn-stockholm-white",
]


def _europe(players: int = 2, tickets: tuple[list[str], ...] = ([], [])):
    s = rigged(EUROPE, players)
    for seat, mine in enumerate(tickets):
        s = set_tickets(s, seat, mine)
    return s


def test_ticket_completed_over_a_long_chain() -> None:
    # Classic mistake: completed tickets missed on long chains of routes.
    s = _europe(tickets=(["cadiz-stockholm", "madrid-dieppe"], []))
    s = give_routes(s, 0, reversed(CADIZ_TO_STOCKHOLM))
    s = finish(EUROPE, s)
    revealed = EUROPE.view(s, None)["revealed"][0]
    assert revealed == [
        {"id": "cadiz-stockholm", "completed": True},
        {"id": "madrid-dieppe", "completed": False},
    ]
    assert EUROPE.outcome(s).breakdown[0]["tickets"] == 21 - 8


def test_ticket_never_completed_through_another_players_route() -> None:
    s = _europe(tickets=(["cadiz-stockholm"], []))
    s = give_routes(s, 0, [r for r in CADIZ_TO_STOCKHOLM if r != "essen-frankfurt"])
    s = give_routes(s, 1, ["essen-frankfurt"])
    s = finish(EUROPE, s)
    assert EUROPE.outcome(s).breakdown[0]["tickets"] == -21


def test_european_express_counts_loops_branches_and_revisited_cities() -> None:
    # Wien–München–Frankfurt, round the Frankfurt–Bruxelles–Paris loop back to Frankfurt,
    # then on to Amsterdam: 3+2+2+2+3+2 = 14, every route once, Frankfurt visited twice.
    routes = [
        "munchen-wien",
        "frankfurt-munchen",
        "bruxelles-frankfurt",
        "bruxelles-paris-red",
        "frankfurt-paris-orange",
        "amsterdam-frankfurt",
    ]
    s = give_routes(_europe(), 0, routes)
    s = give_routes(s, 1, ["cadiz-madrid"])
    s = finish(EUROPE, s)
    longest = EUROPE.view(s, None)["longest"]
    assert longest[0]["length"] == 14
    assert sorted(longest[0]["routes"]) == sorted(routes)
    assert longest[1] == {"length": 3, "routes": ["cadiz-madrid"]}
    assert EUROPE.outcome(s).breakdown[0]["longest_path"] == 10
    assert EUROPE.outcome(s).breakdown[1]["longest_path"] == 0


def test_longest_path_takes_two_branches_of_a_star() -> None:
    # Four branches at Frankfurt: a path can use only two of them (3 + 2).
    routes = [
        "frankfurt-munchen",
        "amsterdam-frankfurt",
        "frankfurt-paris-orange",
        "essen-frankfurt",
    ]
    s = finish(EUROPE, give_routes(_europe(), 0, routes))
    assert EUROPE.view(s, None)["longest"][0]["length"] == 5


def test_longest_path_is_not_off_by_one() -> None:
    # Classic mistake: counting cities instead of cars.
    s = give_routes(_europe(), 0, ["amsterdam-essen", "berlin-essen"])
    s = finish(EUROPE, s)
    longest = EUROPE.view(s, None)["longest"][0]
    assert longest["length"] == 5
    assert longest["routes"] in (
        ["amsterdam-essen", "berlin-essen"],
        ["berlin-essen", "amsterdam-essen"],
    )


def test_european_express_ties_all_score() -> None:
    s = _europe(players=3)
    s = give_routes(s, 0, ["amsterdam-essen", "berlin-essen"])
    s = give_routes(s, 1, ["lisboa-madrid", "barcelona-madrid"])
    s = give_routes(s, 2, ["athina-sarajevo"])
    s = finish(EUROPE, s)
    assert [b["longest_path"] for b in EUROPE.outcome(s).breakdown] == [10, 10, 0]


def test_nobody_gets_the_express_without_a_route() -> None:
    s = finish(EUROPE, _europe())
    assert [b["longest_path"] for b in EUROPE.outcome(s).breakdown] == [0, 0]


def _scores(s) -> tuple[int, ...]:
    return EUROPE.outcome(s).scores


def test_tie_break_europe_most_completed_tickets() -> None:
    s = _europe(tickets=(["athina-angora"], []))
    s = give_routes(s, 0, ["athina-smyrna", "angora-smyrna"])  # 2+4 points, length 5, +5
    s = give_routes(
        s, 1, ["lisboa-madrid", "barcelona-madrid", "danzig-riga", "budapest-wien-red"]
    )  # 4+2+4+1 points, longest 5
    s = finish(EUROPE, s)
    assert _scores(s)[0] == _scores(s)[1] == 11 + 10 + 12
    assert EUROPE.outcome(s).winners == (0,)


def test_tie_break_europe_then_fewest_stations_built() -> None:
    s = _europe()
    s = give_station(s, 0, "roma")
    s = give_routes(s, 0, ["athina-sarajevo", "amsterdam-essen"])  # 7+4 points, longest 4
    s = give_routes(s, 1, ["warszawa-wien"])  # 7 points, longest 4
    s = finish(EUROPE, s)
    assert _scores(s) == (11 + 10 + 8, 7 + 10 + 12)
    assert EUROPE.outcome(s).winners == (1,)


def test_tie_break_europe_then_the_express() -> None:
    s = _europe()
    s = give_routes(s, 0, ["amsterdam-essen", "essen-kobenhavn-1"])  # 8 points, longest 6
    s = give_routes(s, 1, ["athina-sarajevo", "warszawa-wien", "brest-paris"])  # 18, longest 4
    s = finish(EUROPE, s)
    assert _scores(s) == (8 + 10 + 12, 18 + 12)
    assert EUROPE.outcome(s).winners == (0,)


def test_tie_break_paris_most_completed_tickets_then_shared() -> None:
    s = rigged(PARIS, 3)
    s = set_tickets(s, 0, ["T01"])  # Louvre–Montparnasse, 4
    s = set_tickets(s, 1, [])
    s = set_tickets(s, 2, [])
    s = give_routes(s, 0, ["R13", "R19", "R37"])  # 1+1+2 points, completes T01: 8
    s = give_routes(s, 1, ["R46", "R49"])  # 4+4 points: 8
    s = give_routes(s, 2, ["R52", "R54"])  # 4+4 points: 8
    s = finish(PARIS, s)
    assert PARIS.outcome(s).scores == (8, 8, 8)
    assert PARIS.outcome(s).winners == (0,)
    assert set(PARIS.outcome(s).breakdown[0]) == {"routes", "tickets", "flags"}
    t = rigged(PARIS, 2)
    t = set_tickets(set_tickets(t, 0, []), 1, [])
    t = finish(PARIS, give_routes(give_routes(t, 0, ["R46"]), 1, ["R49"]))
    assert PARIS.outcome(t).winners == (0, 1)  # still tied: a shared win


def test_europe_breakdown_keys() -> None:
    s = finish(EUROPE, _europe())
    assert set(EUROPE.outcome(s).breakdown[0]) == {"routes", "tickets", "longest_path", "stations"}
