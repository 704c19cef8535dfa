"""Property tests: the scoring algorithms against plain brute force on random small graphs."""

from __future__ import annotations

from itertools import product

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tabletop.games.ttr.graph import best_borrowing, connected, longest_trail, ticket_path

NODES = st.integers(0, 5)
EDGES = st.lists(st.tuples(NODES, NODES, st.integers(1, 4)), max_size=8)


def _brute_longest(edges: list[tuple[int, int, int, int]]) -> int:
    """Every trail from every start, walked out in full: the plain definition."""
    best = 0

    def walk(v: int, used: frozenset[int], run: int) -> None:
        nonlocal best
        best = max(best, run)
        for i, (_eid, a, b, length) in enumerate(edges):
            if i in used or v not in (a, b):
                continue
            walk(b if v == a else a, used | {i}, run + length)

    for v in {x for _e, a, b, _l in edges for x in (a, b)}:
        walk(v, frozenset(), 0)
    return best


def _is_trail(edges, path) -> int:
    """The length of ``path`` (edge ids) if it is a trail over ``edges``; raises if not."""
    by_id = {e[0]: e for e in edges}
    assert len(set(path)) == len(path), "a route used twice"
    if not path:
        return 0
    first = by_id[path[0]]
    # Try both ends of the first edge as the start.
    for start in (first[1], first[2]):
        v, total, ok = start, 0, True
        for eid in path:
            _e, a, b, length = by_id[eid]
            if v == a:
                v = b
            elif v == b:
                v = a
            else:
                ok = False
                break
            total += length
        if ok:
            return total
    raise AssertionError(f"{path} is not a continuous path")


@settings(max_examples=300, deadline=None)
@given(EDGES)
def test_longest_path_matches_brute_force(raw) -> None:
    edges = [(f"r{i}", a, b, length) for i, (a, b, length) in enumerate(raw)]
    length, path = longest_trail(edges)
    assert length == _brute_longest(edges)
    assert _is_trail(edges, path) == length


def _plain_reach(edges, a) -> set:
    reached = {a}
    changed = True
    while changed:
        changed = False
        for _eid, x, y in edges:
            if (x in reached) != (y in reached):
                reached |= {x, y}
                changed = True
    return reached


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(NODES, NODES), max_size=8), NODES, NODES)
def test_ticket_completion_matches_a_plain_search(raw, a, b) -> None:
    edges = [(f"r{i}", x, y) for i, (x, y) in enumerate(raw)]
    expected = b in _plain_reach(edges, a)
    assert connected(edges, a, b) == expected
    path = ticket_path(edges, a, b)
    assert (path is not None) == expected
    if path:
        by_id = {e[0]: e for e in edges}
        v = a
        for eid in path:
            _e, x, y = by_id[eid]
            assert v in (x, y)
            v = y if v == x else x
        assert v == b


def _ticket_total(edges, tickets) -> int:
    return sum(p if b in _plain_reach(edges, a) else -p for a, b, p in tickets)


def _completed(edges, tickets) -> int:
    return sum(1 for a, b, _p in tickets if b in _plain_reach(edges, a))


def _key(edges, tickets) -> tuple[int, int]:
    """What a borrowing is judged by: the ticket total, then the completed tickets."""
    return _ticket_total(edges, tickets), _completed(edges, tickets)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(NODES, NODES), max_size=5),
    st.lists(st.lists(st.tuples(NODES, NODES), max_size=3), max_size=3),
    st.lists(st.tuples(NODES, NODES, st.integers(1, 9)), min_size=1, max_size=4),
)
# Random graphs seldom tie on points with different completed tickets; this one does: either
# route gives 0 points, the second completes two tickets.
@example(own_raw=[], options_raw=[[(0, 1), (0, 2)]], tickets=[(0, 1, 2), (0, 2, 1), (0, 2, 1)])
def test_station_borrowing_matches_every_assignment(own_raw, options_raw, tickets) -> None:
    own = [(f"o{i}", a, b) for i, (a, b) in enumerate(own_raw)]
    options = [
        [(f"s{k}r{i}", a, b) for i, (a, b) in enumerate(station)]
        for k, station in enumerate(options_raw)
    ]
    total, done, chosen = best_borrowing(own, options, tickets)
    brute = max(
        _key([*own, *(e for e in choice if e is not None)], tickets)
        for choice in product(*([None, *station] for station in options))
    )
    # The best total, and among equal totals the most completed tickets (rules/ttr.md).
    assert (total, sum(done)) == brute
    # The reported choice really gives that total, one route (or none) per station.
    assert len(chosen) == len(options)
    picked = []
    for station, eid in zip(options, chosen, strict=True):
        if eid is not None:
            picked.append(next(e for e in station if e[0] == eid))
    assert _ticket_total([*own, *picked], tickets) == total
    assert sum(p if ok else -p for (_a, _b, p), ok in zip(tickets, done, strict=True)) == total
