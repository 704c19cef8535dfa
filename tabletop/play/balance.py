"""The balance lab: a board measured by self-play (``python -m tabletop.boards balance``).

Every seat plays the same level, so a seat's win share measures the seat (who starts, who
follows), not the player; games run on consecutive seeds, one process or several. What is
kept from each game is what its final spectator view and its log say: the winners, the scores,
the length, each ticket held and whether it was completed, each route claimed and why the game
ended.

The Great Tour has no owned routes and no tickets in hand, so its figures are read in its own
terms: a ticket is *held* in a game when it reached the active row (where anyone could take it)
and *completed* when someone took it; a segment is *claimed* in a game when a completed journey
went along it; the game ended by the rulebook's final round, or by the house rule's round in
which every player had to pass.

A Great Tour segment is never owned, and with twenty to forty journeys a game almost every
segment is travelled in almost every game, so its claim rate says little. Its *journey share*
says how much of the traffic it carries: in each game, the share of that game's completed
journeys that went along it, averaged over the games. That is the figure the route targets of
``docs/BOARDS.md`` read for this game: a segment on fewer than 5% of journeys is barely in
play, one on more than 90% is a road every journey needs.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tabletop.games.catalog import engine

from .heat import heat_of
from .runner import GameResult, play_game

#: z for a 95% interval.
Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (a shared win counts its
    share, so ``successes`` may be fractional)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class GameFacts:
    """What one self-play game says about the board (picklable: it comes back from a worker)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    moves: int
    end_reason: str | None
    #: (ticket id, completed) for every ticket held at the end.
    tickets: tuple[tuple[str, bool], ...]
    #: Route ids claimed by anyone.
    claimed: tuple[str, ...]
    #: Every route id of the board (so a route never claimed is counted at 0).
    routes: tuple[str, ...]
    #: Each board element's number for the heatmap (``tabletop.play.heat``).
    heat: tuple[tuple[str, float], ...] = ()
    #: The Great Tour: each travelled segment's share of the game's completed journeys (None
    #: for a game without journeys: Ticket to Ride, Metro).
    journey_shares: tuple[tuple[str, float], ...] | None = None


#: rules/great_tour.md: red segments are in play only with this many players or more.
RED_SEGMENTS_FROM = 5
#: Why a game ended, as the lab names it where the game's view does not say (The Great Tour).
FINAL_ROUND = "final_round"
ALL_PASSED = "all_passed"


def facts_of(result: GameResult) -> GameFacts:
    view: Mapping[str, Any] = result.final_view
    if "active" in view and "passes" in view:
        # An open row of tickets taken by journeys (The Great Tour): read in its own terms.
        return tour_facts(result)
    owners = view.get("routes")
    if not isinstance(owners, Mapping):
        owners = {}
    routes = tuple(owners)
    claimed = tuple(r for r, o in owners.items() if o is not None and o >= 0)
    tickets = tuple(
        (str(t["id"]), bool(t["completed"])) for seat in view.get("revealed", []) for t in seat
    )
    reason = view.get("end_reason")
    return GameFacts(
        winners=tuple(result.outcome.winners),
        scores=tuple(result.outcome.scores),
        moves=result.actions,
        end_reason=str(reason) if reason is not None else None,
        tickets=tickets,
        claimed=claimed,
        routes=routes,
        heat=tuple(heat_of(view).items()),
    )


def tour_facts(result: GameResult) -> GameFacts:
    """A Great Tour game's figures: its view says which tickets were taken and which wait in
    the active row (a ticket leaves that row only when taken), its log which journeys were
    completed (a journey begun and not cancelled) and so which segments were travelled."""
    view: Mapping[str, Any] = result.final_view
    players = view["players"]
    taken = {str(t) for p in players for t in p["tickets"]}
    offered = sorted(taken | {str(t) for t in view["active"]})
    journeys: list[tuple[str, ...]] = []
    log = [action for _seat, action in result.log]
    for i, action in enumerate(log):
        if action.kind != "begin_journey":
            continue
        after = next((a for a in log[i + 1 :] if a.kind != "pay"), None)
        if after is None or after.kind != "cancel_journey":
            journeys.append(tuple(getattr(action, "path", ())))
    along = Counter(segment for path in journeys for segment in set(path))
    everyone_passed = view["passes"] >= len(players)
    return GameFacts(
        winners=tuple(result.outcome.winners),
        scores=tuple(result.outcome.scores),
        moves=result.actions,
        end_reason=ALL_PASSED if everyone_passed else FINAL_ROUND,
        tickets=tuple((t, t in taken) for t in offered),
        claimed=tuple(sorted(along)),
        routes=(),
        heat=tuple(heat_of(view).items()),
        journey_shares=tuple((s, n / len(journeys)) for s, n in sorted(along.items())),
    )


def board_routes(game_id: str, board: str, players: int) -> tuple[str, ...]:
    """Every route of the board that can be claimed with ``players`` (so one never claimed
    shows at 0): Ticket to Ride's routes, The Great Tour's segments (red ones with enough
    players only)."""
    played = getattr(engine(game_id, board), "board", None)
    routes = getattr(played, "routes", None)
    if isinstance(routes, Mapping):
        return tuple(routes)
    segments = getattr(played, "segments", None) or ()
    red_in_play = players >= RED_SEGMENTS_FROM
    return tuple(s.id for s in segments if red_in_play or not s.red)


@dataclass(frozen=True)
class Job:
    game_id: str
    board: str
    level: str
    players: int
    seed: int


def play_one(job: Job) -> GameFacts:
    result = play_game(job.game_id, [job.level] * job.players, job.seed, board=job.board)
    return facts_of(result)


@dataclass
class BalanceReport:
    """The figures of a balance run."""

    game_id: str
    board: str
    players: int
    level: str
    games: int = 0
    seat_wins: list[float] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    end_reasons: Counter[str] = field(default_factory=Counter)
    ticket_held: Counter[str] = field(default_factory=Counter)
    ticket_done: Counter[str] = field(default_factory=Counter)
    route_claims: Counter[str] = field(default_factory=Counter)
    #: Sums over the games of each board element's heatmap number.
    heat_sums: dict[str, float] = field(default_factory=dict)
    #: The Great Tour: sums over the games of each segment's journey share (None: a game
    #: without journeys, whose report has no such figure).
    journey_share_sums: dict[str, float] | None = None

    def add(self, facts: GameFacts) -> None:
        if not self.seat_wins:
            self.seat_wins = [0.0] * self.players
            self.score_sums = [0] * self.players
        self.games += 1
        for seat in facts.winners:
            self.seat_wins[seat] += 1 / len(facts.winners)
        for seat, score in enumerate(facts.scores):
            self.score_sums[seat] += score
        self.moves.append(facts.moves)
        if facts.end_reason is not None:
            self.end_reasons[facts.end_reason] += 1
        for ticket, done in facts.tickets:
            self.ticket_held[ticket] += 1
            self.ticket_done[ticket] += done
        for route in facts.routes:
            self.route_claims[route] += 0
        for route in facts.claimed:
            self.route_claims[route] += 1
        for element, value in facts.heat:
            self.heat_sums[element] = self.heat_sums.get(element, 0.0) + value
        if facts.journey_shares is not None:
            sums = self.journey_share_sums if self.journey_share_sums is not None else {}
            for segment, share in facts.journey_shares:
                sums[segment] = sums.get(segment, 0.0) + share
            self.journey_share_sums = sums

    def heat(self) -> dict[str, float]:
        """Each board element's heatmap number, averaged over the games (an element absent
        from every game is absent here: the heatmap draws it at 0)."""
        return {e: s / self.games for e, s in sorted(self.heat_sums.items())} if self.games else {}

    def to_json(self) -> dict[str, Any]:
        n = self.games
        return {
            "game": self.game_id,
            "board": self.board,
            "players": self.players,
            "level": self.level,
            "games": n,
            "fair_share": 1 / self.players,
            "seats": [
                {
                    "seat": seat + 1,
                    "win_share": wins / n if n else 0.0,
                    "interval95": list(wilson(wins, n)),
                    "mean_score": self.score_sums[seat] / n if n else 0.0,
                }
                for seat, wins in enumerate(self.seat_wins)
            ],
            "moves": {
                "mean": sum(self.moves) / n if n else 0.0,
                "min": min(self.moves, default=0),
                "max": max(self.moves, default=0),
            },
            "end_reasons": dict(self.end_reasons),
            "tickets": {
                t: {"held": held, "completion_rate": self.ticket_done[t] / held}
                for t, held in sorted(self.ticket_held.items())
            },
            "routes": {r: self._route_figures(r, c) for r, c in sorted(self.route_claims.items())},
            "heat": self.heat(),
        }

    def _route_figures(self, route: str, claims: int) -> dict[str, float]:
        figures = {"claim_rate": claims / self.games if self.games else 0.0}
        if self.journey_share_sums is not None and self.games:
            figures["journey_share"] = self.journey_share_sums.get(route, 0.0) / self.games
        return figures


def run_balance(
    game_id: str,
    board: str,
    players: int,
    games: int,
    *,
    level: str = "standard",
    seed: int = 1,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
) -> BalanceReport:
    """Play ``games`` self-play games on ``board`` and gather the figures; ``progress`` is
    told the number of games done after each one."""
    report = BalanceReport(game_id, board, players, level)
    report.route_claims.update({route: 0 for route in board_routes(game_id, board, players)})
    jobs = [Job(game_id, board, level, players, seed + i) for i in range(games)]
    for done, facts in enumerate(_played(jobs, workers), start=1):
        report.add(facts)
        if progress is not None:
            progress(done)
    return report


def _played(jobs: list[Job], workers: int) -> Iterator[GameFacts]:
    if workers <= 1:
        yield from map(play_one, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play_one, jobs)
