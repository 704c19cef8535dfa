"""A small history whose statistics are worked out by hand in tests/ui/test_statistics.py.

Dates are counted back from now, so the period filter has something in each period:

    G1 ttr_europe  400 days ago  Anna 100 (won)  Ben 90          Robot[greedy] 80
    G2 metro       200 days ago  Anna 50 (won)   Ben 50 (won)    Cleo 30
    G3 great_tour  100 days ago  Ben 40 (won)    Cleo 35         Robot[greedy] 20  Rand[random] 10
    G4 ttr_paris    40 days ago  Cleo 20 (won)   Anna 20 (won)   Ben 20 (won)
    G5 metro         3 days ago  Anna 70 (won)   Rand[random] 60

Facts: longest path G1 Anna 12, Ben 15, Robot 9 — G4 Cleo 7, Anna 5, Ben 4; tickets completed
G1 Anna 4, Ben 2, Robot 3 — G4 Cleo 5, Anna 1, Ben 2; best Metro line G2 Anna 20, Ben 24,
Cleo 10 — G5 Anna 30, Rand 12; centre doublings G2 Anna 1, Ben 2, Cleo 0 — G5 Anna 2, Rand 0;
Great Tour tickets G3 Ben 6, Cleo 5, Robot 3, Rand 2.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from tabletop.core import GameConfig, GameFact, Outcome
from tabletop.games.great_tour.scoring import GreatTourFact
from tabletop.games.metro.scoring import MetroFact
from tabletop.games.ttr.scoring import TtrFact
from tabletop.history import GameRecord, History, SeatResult, places

COLOURS = {
    "Anna": "#cc2200",
    "Ben": "#0044cc",
    "Cleo": "#00aa44",
    "Robot": "#777777",
    "Rand": "#aa44aa",
}
AGENTS = {"Robot": "greedy", "Rand": "random"}


def _game(
    number: int,
    game_id: str,
    days_ago: int,
    results: list[tuple[str, int]],
    winners: tuple[int, ...],
    facts: dict[str, dict[GameFact, int]],
    now: datetime,
) -> GameRecord:
    scores = tuple(score for _name, score in results)
    seat_places = places(Outcome(scores, winners, tuple({} for _ in scores)))
    seats = tuple(
        SeatResult(
            seat=index,
            name=name,
            color=COLOURS[name],
            agent=AGENTS.get(name),
            score=score,
            place=seat_places[index],
            win_share=1 / len(winners) if index in winners else 0.0,
            breakdown={"total": score},
            facts=facts.get(name, {}),
        )
        for index, (name, score) in enumerate(results)
    )
    return GameRecord(
        key=f"hand-{number}",
        game_id=game_id,
        rules_version=1,
        board_version="hand",
        finished_at=now - timedelta(days=days_ago),
        duration_seconds=600.0,
        moves=10 * number,
        turns=5 * number,
        seed=number,
        options={},
        seats=seats,
        config=GameConfig(len(results)),
        log=(),
    )


def hand_history(now: datetime | None = None) -> list[GameRecord]:
    now = now or datetime.now(UTC)
    return [
        _game(
            1,
            "ttr_europe",
            400,
            [("Anna", 100), ("Ben", 90), ("Robot", 80)],
            (0,),
            {
                "Anna": {TtrFact.LONGEST_PATH: 12, TtrFact.TICKETS_DONE: 4},
                "Ben": {TtrFact.LONGEST_PATH: 15, TtrFact.TICKETS_DONE: 2},
                "Robot": {TtrFact.LONGEST_PATH: 9, TtrFact.TICKETS_DONE: 3},
            },
            now,
        ),
        _game(
            2,
            "metro",
            200,
            [("Anna", 50), ("Ben", 50), ("Cleo", 30)],
            (0, 1),
            {
                "Anna": {MetroFact.BEST_LINE: 20, MetroFact.CENTRE_DOUBLINGS: 1},
                "Ben": {MetroFact.BEST_LINE: 24, MetroFact.CENTRE_DOUBLINGS: 2},
                "Cleo": {MetroFact.BEST_LINE: 10, MetroFact.CENTRE_DOUBLINGS: 0},
            },
            now,
        ),
        _game(
            3,
            "great_tour",
            100,
            [("Ben", 40), ("Cleo", 35), ("Robot", 20), ("Rand", 10)],
            (0,),
            {
                "Ben": {GreatTourFact.TICKETS: 6},
                "Cleo": {GreatTourFact.TICKETS: 5},
                "Robot": {GreatTourFact.TICKETS: 3},
                "Rand": {GreatTourFact.TICKETS: 2},
            },
            now,
        ),
        _game(
            4,
            "ttr_paris",
            40,
            [("Cleo", 20), ("Anna", 20), ("Ben", 20)],
            (0, 1, 2),
            {
                "Cleo": {TtrFact.LONGEST_PATH: 7, TtrFact.TICKETS_DONE: 5},
                "Anna": {TtrFact.LONGEST_PATH: 5, TtrFact.TICKETS_DONE: 1},
                "Ben": {TtrFact.LONGEST_PATH: 4, TtrFact.TICKETS_DONE: 2},
            },
            now,
        ),
        _game(
            5,
            "metro",
            3,
            [("Anna", 70), ("Rand", 60)],
            (0,),
            {
                "Anna": {MetroFact.BEST_LINE: 30, MetroFact.CENTRE_DOUBLINGS: 2},
                "Rand": {MetroFact.BEST_LINE: 12, MetroFact.CENTRE_DOUBLINGS: 0},
            },
            now,
        ),
    ]


def build_history(path: Path, now: datetime | None = None) -> Path:
    """Write the hand history into a new database at ``path``."""
    with History.open(path) as history:
        for record in hand_history(now):
            history.add(record)
    return path
