"""Final scoring (rules/ttr.md, "Final scoring"): tickets with stations, the European Express,
unbuilt stations, tie-breaks; the parts of a score (``TtrScorePart``) and the facts the history
keeps (``TtrFact``, ``read_facts``).

The game is scored once, when it ends (``final_result``: the ticket search with stations is
costly), and the state keeps the result with the details the results screen shows; ``outcome``
is the scoring's entry, as in every game's ``scoring.py``."""

from __future__ import annotations

from tabletop.core import GameFact, Outcome, ScorePart, winners_by_keys
from tabletop.core.i18n import N_, _, ngettext

from .events import GameEndReason
from .graph import best_borrowing, longest_trail, ticket_total
from .rules import EUROPE, PARIS, ROUTE_SCORES
from .state import FinalResult, TtrState
from .tables import Tables
from .view import TtrView


class TtrScorePart(ScorePart):
    """The parts of a final score (``Outcome.breakdown`` keys)."""

    ROUTES = "routes"
    TICKETS = "tickets"
    #: Europe only: the European Express.
    LONGEST_PATH = "longest_path"
    #: Europe only: stations never built.
    STATIONS = "stations"
    #: Paris only: the French flags.
    FLAGS = "flags"

    def label(self) -> str:
        return _(_PART_LABELS[self])

    def explanation(self) -> str:
        if self is TtrScorePart.ROUTES:
            table = ", ".join(f"{length}→{points}" for length, points in ROUTE_SCORES.items())
            return _(
                "Each route claimed scores by its length in cars (length→points: {table})."
            ).format(table=table)
        if self is TtrScorePart.TICKETS:
            return _(
                "A ticket whose two cities are joined by the player's routes adds its value; "
                "a ticket not joined takes it away."
            )
        if self is TtrScorePart.LONGEST_PATH:
            return ngettext(
                "European Express: {points} point to each player with the longest continuous "
                "path of their own routes.",
                "European Express: {points} points to each player with the longest continuous "
                "path of their own routes.",
                EUROPE.express_bonus,
            ).format(points=EUROPE.express_bonus)
        if self is TtrScorePart.STATIONS:
            return ngettext(
                "{points} point for each station never built.",
                "{points} points for each station never built.",
                EUROPE.unbuilt_station_points,
            ).format(points=EUROPE.unbuilt_station_points)
        return ngettext(
            "French flags: {points} point for each set of a blue, a white and a red card "
            "completed during play.",
            "French flags: {points} points for each set of a blue, a white and a red card "
            "completed during play.",
            PARIS.flag_points,
        ).format(points=PARIS.flag_points)


_PART_LABELS = {
    TtrScorePart.ROUTES: N_("Routes"),
    TtrScorePart.TICKETS: N_("Tickets"),
    TtrScorePart.LONGEST_PATH: N_("Express"),
    TtrScorePart.STATIONS: N_("Stations"),
    TtrScorePart.FLAGS: N_("Flags"),
}


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
        parts: dict[str, int] = {
            TtrScorePart.ROUTES: s.route_points[seat],
            TtrScorePart.TICKETS: ticket_points[seat],
        }
        if rules.express_bonus:
            parts[TtrScorePart.LONGEST_PATH] = express[seat]
        if rules.has_stations:
            parts[TtrScorePart.STATIONS] = s.stations_left[seat] * rules.unbuilt_station_points
        if rules.flag_colors:
            parts[TtrScorePart.FLAGS] = s.flag_points[seat]
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


class TtrFact(GameFact):
    """What the history keeps about each seat (rules/ttr.md, "Final scoring")."""

    TICKETS_DONE = "tickets_done"
    TICKETS_FAILED = "tickets_failed"
    LONGEST_PATH = "longest_path"
    ROUTES_CLAIMED = "routes_claimed"
    #: Europe only (Paris has no stations).
    STATIONS_USED = "stations_used"

    def record_title(self) -> str | None:
        title = _RECORD_TITLES.get(self)
        return _(title) if title is not None else None


_RECORD_TITLES = {
    TtrFact.LONGEST_PATH: N_("Longest path (Ticket to Ride)"),
    TtrFact.TICKETS_DONE: N_("Most tickets completed (Ticket to Ride)"),
}


def read_facts(view: TtrView, outcome: Outcome) -> list[dict[GameFact, int]]:
    """Each seat's facts from the final spectator view: its tickets with ``completed``, its
    longest trail, and which routes and cities hold its trains and stations."""
    revealed = view["revealed"]
    longest = view["longest"]
    out: list[dict[GameFact, int]] = []
    for seat, parts in enumerate(outcome.breakdown):
        done = sum(1 for ticket in revealed[seat] if ticket["completed"])
        facts: dict[GameFact, int] = {
            TtrFact.TICKETS_DONE: done,
            TtrFact.TICKETS_FAILED: len(revealed[seat]) - done,
            TtrFact.LONGEST_PATH: longest[seat]["length"],
            TtrFact.ROUTES_CLAIMED: sum(1 for owner in view["routes"].values() if owner == seat),
        }
        if TtrScorePart.STATIONS in parts:  # the game has stations (Europe)
            facts[TtrFact.STATIONS_USED] = sum(
                1 for owner in view["stations"].values() if owner == seat
            )
        out.append(facts)
    return out
