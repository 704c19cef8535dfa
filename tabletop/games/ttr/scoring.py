"""Final scoring (rules/ttr.md, "Final scoring"): tickets with stations, the European Express,
unbuilt stations, tie-breaks.

The game is scored once, when it ends (``final_result``: the ticket search with stations is
costly), and the state keeps the result with the details the results screen shows; ``outcome``
is the scoring's entry, as in every game's ``scoring.py``."""

from __future__ import annotations

from tabletop.core import Outcome, winners_by_keys

from .events import GameEndReason
from .graph import best_borrowing, longest_trail, ticket_total
from .state import FinalResult, TtrState
from .tables import Tables


def outcome(tables: Tables, state: TtrState) -> Outcome | None:
    """The result once the game is over (None before)."""
    return None if state.result is None else state.result.outcome


def final_result(t: Tables, s: TtrState, reason: GameEndReason) -> FinalResult:
    """Score the game that ``reason`` ended: each seat's parts, the winners by the tie-breaks,
    and the tickets, longest paths and borrowed routes behind them."""
    rules = t.rules
    players = s.players
    ra, rb, rlen = t.ra, t.rb, t.rlen
    owned: list[list[int]] = [[] for _ in range(players)]
    for r, seat in enumerate(s.owner):
        if seat >= 0:
            owned[seat].append(r)

    ticket_points = []
    ticket_rows = []
    completed = []
    longest = []
    borrowed: list[tuple[int, int]] = []
    for seat in range(players):
        own = [(r, ra[r], rb[r]) for r in owned[seat]]
        kept = s.tickets[seat]
        tickets = [(t.ta[i], t.tb[i], t.tpoints[i]) for i in kept]
        cities = [c for c, owner in enumerate(s.stations) if owner == seat]
        if cities and tickets:
            # Each station borrows one route of another player at its city: try them all.
            options = [
                [(r, ra[r], rb[r]) for r in t.city_routes[c] if s.owner[r] not in (-1, seat)]
                for c in cities
            ]
            total, done, chosen = best_borrowing(own, options, tickets)
        else:
            total, done = ticket_total(own, tickets)
            chosen = (None,) * len(cities)
        borrowed.extend((c, -1 if r is None else r) for c, r in zip(cities, chosen, strict=True))
        ticket_points.append(total)
        completed.append(sum(done))
        ticket_rows.append(tuple(zip(kept, done, strict=True)))
        length, path = longest_trail([(r, ra[r], rb[r], rlen[r]) for r in owned[seat]])
        longest.append((length, tuple(path)))

    best = max(length for length, _path in longest)
    express = [
        rules.express_bonus if rules.express_bonus and best > 0 and length == best else 0
        for length, _path in longest
    ]
    breakdown = []
    scores = []
    for seat in range(players):
        parts = {"routes": s.route_points[seat], "tickets": ticket_points[seat]}
        if rules.express_bonus:
            parts["longest_path"] = express[seat]
        if rules.has_stations:
            parts["stations"] = s.stations_left[seat] * rules.unbuilt_station_points
        if rules.flag_colors:
            parts["flags"] = s.flag_points[seat]
        breakdown.append(parts)
        scores.append(sum(parts.values()))
    if rules.has_stations:
        # Europe ties: most completed tickets, fewest stations built, the Express.
        keys: list[tuple[int, ...]] = [
            (scores[p], completed[p], s.stations_left[p], express[p] > 0) for p in range(players)
        ]
    else:
        keys = [(scores[p], completed[p]) for p in range(players)]
    result = Outcome(tuple(scores), winners_by_keys(keys), tuple(breakdown))
    borrowed.sort()
    return FinalResult(
        outcome=result,
        tickets=tuple(ticket_rows),
        longest=tuple(longest),
        borrowed=tuple(borrowed),
        final_scores=tuple(scores),
        reason=reason,
    )
