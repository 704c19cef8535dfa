"""Statistics against a small history computed by hand (a shared win counts 1 / number of
winners for each winner).

    G1 ttr_europe 2025-01-05  Anna 100 (won)  Ben 90          Robot[greedy] 80
    G2 metro      2025-02-10  Anna 50 (won)   Ben 50 (won)    Cleo 30
    G3 great_tour 2025-03-15  Ben 40 (won)    Cleo 35         Robot[greedy] 20   Rand[random] 10
    G4 ttr_paris  2025-03-20  Cleo 20 (won)   Anna 20 (won)   Ben 20 (won)
    G5 metro      2025-04-01  Anna 70 (won)   Rand[random] 60
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tabletop.core import GameConfig, GameFact, Outcome, Seat
from tabletop.games.metro.scoring import MetroFact
from tabletop.games.ttr.scoring import TtrFact
from tabletop.history import (
    GameRecord,
    History,
    Scope,
    SeatResult,
    places,
    write_csv,
)
from tabletop.history.__main__ import main as history_main
from tabletop.history.stats import AI_KEY

COLOURS = {"Anna": "#cc0000", "Ben": "#0000cc", "Cleo": "#00aa00", "Robot": "#444444"}
AGENTS = {"Robot": "greedy", "Rand": "random"}
#: How the statistics know Robot and Rand: by their agents (``stats.who``).
GREEDY, RANDOM = AI_KEY + "greedy", AI_KEY + "random"


def _game(
    number: int,
    game_id: str,
    when: str,
    results: list[tuple[str, int]],
    winners: tuple[int, ...],
    facts: dict[str, dict[GameFact, int]] | None = None,
    colours: dict[str, str] | None = None,
) -> GameRecord:
    scores = tuple(score for _name, score in results)
    seat_places = places(Outcome(scores, winners, tuple({} for _ in scores)))
    colours = {**COLOURS, **(colours or {})}
    seats = tuple(
        SeatResult(
            seat=index,
            name=name,
            color=colours.get(name, "#888888"),
            agent=AGENTS.get(name),
            score=score,
            place=seat_places[index],
            win_share=1 / len(winners) if index in winners else 0.0,
            breakdown={"total": score},
            facts=(facts or {}).get(name, {}),
        )
        for index, (name, score) in enumerate(results)
    )
    return GameRecord(
        key=f"game-{number}",
        game_id=game_id,
        rules_version=1,
        board_version="hand",
        finished_at=datetime.fromisoformat(when).replace(tzinfo=UTC),
        duration_seconds=600.0 * number,
        moves=10 * number,
        turns=5 * number,
        seed=number,
        options={},
        seats=seats,
        config=GameConfig(len(results)),
        log=(),
    )


HISTORY = [
    _game(
        1,
        "ttr_europe",
        "2025-01-05T20:00:00",
        [("Anna", 100), ("Ben", 90), ("Robot", 80)],
        (0,),
        {
            "Anna": {TtrFact.LONGEST_PATH: 12, TtrFact.TICKETS_DONE: 4},
            "Ben": {TtrFact.LONGEST_PATH: 15, TtrFact.TICKETS_DONE: 2},
            "Robot": {TtrFact.LONGEST_PATH: 9, TtrFact.TICKETS_DONE: 3},
        },
    ),
    _game(
        2,
        "metro",
        "2025-02-10T19:30:00",
        [("Anna", 50), ("Ben", 50), ("Cleo", 30)],
        (0, 1),
        {
            "Anna": {MetroFact.BEST_LINE: 20},
            "Ben": {MetroFact.BEST_LINE: 24},
            "Cleo": {MetroFact.BEST_LINE: 10},
        },
    ),
    _game(
        3,
        "great_tour",
        "2025-03-15T18:00:00",
        [("Ben", 40), ("Cleo", 35), ("Robot", 20), ("Rand", 10)],
        (0,),
    ),
    _game(
        4,
        "ttr_paris",
        "2025-03-20T21:00:00",
        [("Cleo", 20), ("Anna", 20), ("Ben", 20)],
        (0, 1, 2),
        {
            "Cleo": {TtrFact.LONGEST_PATH: 7, TtrFact.TICKETS_DONE: 5},
            "Anna": {TtrFact.LONGEST_PATH: 8, TtrFact.TICKETS_DONE: 1},
            "Ben": {TtrFact.LONGEST_PATH: 6, TtrFact.TICKETS_DONE: 2},
        },
    ),
    _game(
        5,
        "metro",
        "2025-04-01T20:00:00",
        [("Anna", 70), ("Rand", 60)],
        (0,),
        {"Anna": {MetroFact.BEST_LINE: 30}, "Rand": {MetroFact.BEST_LINE: 12}},
        colours={"Anna": "#ff8800"},
    ),
]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        for record in HISTORY:
            assert history.add(record)[1]
    return path


@pytest.fixture
def history(db: Path) -> Iterator[History]:
    with History.open(db) as opened:
        yield opened


def test_player_figures_count_a_shared_win_as_a_fraction(history: History) -> None:
    players = history.players()
    assert history.game_count() == 5
    anna, ben, cleo = players["Anna"], players["Ben"], players["Cleo"]
    assert (anna.games, ben.games, cleo.games) == (4, 4, 3)
    assert anna.wins == pytest.approx(1 + 1 / 2 + 1 / 3 + 1)
    assert ben.wins == pytest.approx(1 / 2 + 1 + 1 / 3)
    assert cleo.wins == pytest.approx(1 / 3)
    assert anna.mean_score == pytest.approx((100 + 50 + 20 + 70) / 4)
    assert ben.mean_score == pytest.approx((90 + 50 + 40 + 20) / 4)
    assert cleo.mean_score == pytest.approx((30 + 35 + 20) / 3)
    assert (anna.best_score, ben.best_score, cleo.best_score) == (100, 90, 35)
    assert anna.win_share == pytest.approx((1 + 1 / 2 + 1 / 3 + 1) / 4)
    # A computer is known by its level: Robot played greedy, Rand random.
    assert players[GREEDY].wins == 0 and players[GREEDY].mean_score == 50
    assert players[RANDOM].games == 2 and players[RANDOM].mean_score == 35
    # Most wins first.
    assert list(players)[:3] == ["Anna", "Ben", "Cleo"]
    # The wins of all seats add up to the number of games.
    assert sum(p.wins for p in players.values()) == pytest.approx(5)


def test_humans_and_ais_can_be_counted_apart(history: History) -> None:
    assert set(history.players(humans=True)) == {"Anna", "Ben", "Cleo"}
    assert set(history.players(humans=False)) == {GREEDY, RANDOM}


def test_a_period_and_a_game_narrow_the_figures(history: History) -> None:
    spring = Scope(since=datetime(2025, 3, 1, tzinfo=UTC))
    assert history.game_count(spring) == 3
    anna = history.players(spring)["Anna"]
    assert (anna.games, anna.mean_score) == (2, 45)
    assert anna.wins == pytest.approx(1 / 3 + 1)
    winter = Scope(until=datetime(2025, 3, 1))  # a date without zone is UTC
    assert history.game_count(winter) == 2
    metro = Scope("metro")
    assert history.game_count(metro) == 2
    assert history.players(metro)["Anna"].wins == pytest.approx(1.5)
    assert GREEDY not in history.players(metro)
    assert RANDOM in history.players(metro)
    by_game = history.players_by_game()
    assert by_game[("Anna", "metro")].games == 2
    assert by_game[("Ben", "great_tour")].wins == 1
    assert ("Anna", "great_tour") not in by_game


def test_head_to_head_compares_places(history: History) -> None:
    anna_ben = history.head_to_head("Anna", "Ben")
    assert (anna_ben.games, anna_ben.ahead, anna_ben.behind, anna_ben.level) == (3, 1, 0, 2)
    ben_cleo = history.head_to_head("Ben", "Cleo")
    assert (ben_cleo.games, ben_cleo.ahead, ben_cleo.behind, ben_cleo.level) == (3, 2, 0, 1)
    cleo_ben = history.head_to_head("Cleo", "Ben")
    assert (cleo_ben.ahead, cleo_ben.behind) == (0, 2)
    rivals = history.rivals("Anna")
    assert [(r.opponent, r.games) for r in rivals] == [
        ("Ben", 3),
        ("Cleo", 2),
        (GREEDY, 1),
        (RANDOM, 1),
    ]


def test_results_against_each_ai_level(history: History) -> None:
    anna = {r.level: (r.games, r.wins) for r in history.against_ai("Anna")}
    assert anna == {"greedy": (1, 1.0), "random": (1, 1.0)}
    ben = {r.level: (r.games, r.wins) for r in history.against_ai("Ben")}
    assert ben == {"greedy": (2, 1.0), "random": (1, 1.0)}
    everyone = {r.level: (r.games, r.wins) for r in history.against_ai()}
    # greedy: Anna G1 (won), Ben G1, Ben G3 (won), Cleo G3;
    # random: Ben G3 (won), Cleo G3, Anna G5 (won).
    assert everyone == {"greedy": (4, 2.0), "random": (3, 2.0)}


def test_records_list_the_best_values_first(history: History) -> None:
    longest = history.records(TtrFact.LONGEST_PATH)
    assert [(r.name, r.value) for r in longest] == [
        ("Ben", 15),
        ("Anna", 12),
        (GREEDY, 9),
        ("Anna", 8),
        ("Cleo", 7),
    ]
    assert [(r.name, r.value) for r in history.records(TtrFact.LONGEST_PATH, Scope("ttr_paris"))][
        :1
    ] == [("Anna", 8)]
    best_line = history.records(MetroFact.BEST_LINE, limit=2)
    assert [(r.name, r.value, r.game_id) for r in best_line] == [
        ("Anna", 30, "metro"),
        ("Ben", 24, "metro"),
    ]
    assert best_line[0].finished_at == datetime(2025, 4, 1, 20, tzinfo=UTC)
    most_tickets = history.records(TtrFact.TICKETS_DONE, limit=1)
    assert [(r.name, r.value) for r in most_tickets] == [("Cleo", 5)]
    assert [(r.name, r.value) for r in history.best_scores(limit=2)] == [
        ("Anna", 100),
        ("Ben", 90),
    ]
    assert history.fact_totals("Anna") == {"best_line": 50, "longest_path": 20, "tickets_done": 5}


def test_chart_series(history: History) -> None:
    shares = [round(p.win_share, 4) for p in history.win_share_over_time("Anna")]
    assert shares == [1.0, 0.75, round((1 + 0.5 + 1 / 3) / 3, 4), round((17 / 6) / 4, 4)]
    assert [p.games for p in history.win_share_over_time("Anna")] == [1, 2, 3, 4]
    assert history.scores("Anna") == [100, 50, 20, 70]
    assert history.scores("Anna", Scope("metro")) == [50, 70]


def test_games_list_newest_first_with_their_seats(history: History) -> None:
    games = history.games()
    assert [g.game_id for g in games] == ["metro", "ttr_paris", "great_tour", "metro", "ttr_europe"]
    assert [s.place for s in games[2].seats] == [1, 2, 3, 4]
    assert [g.row for g in history.games(player="Cleo")] == [4, 3, 2]
    assert len(history.games(limit=2)) == 2
    assert games[0].duration_seconds == 3000.0


def test_known_players_and_the_last_set_up(history: History) -> None:
    known = history.known_players()
    assert [(p.name, p.color, p.games) for p in known] == [
        ("Anna", "#ff8800", 4),  # her latest colour
        ("Ben", "#0000cc", 4),
        ("Cleo", "#00aa00", 3),
    ]
    assert {p.name for p in history.known_players(humans_only=False)} >= {"Robot", "Rand"}
    assert history.last_seats("metro") == (
        Seat("Anna", "#ff8800", None),
        Seat("Rand", "#888888", "random"),
    )
    assert history.last_seats("great_tour") is not None
    assert history.last_seats("nonexistent") is None


def test_summary_json_from_the_terminal(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert history_main(["summary", "--db", str(db), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 5
    assert set(data["players"]) == {"Anna", "Ben", "Cleo", "AI · Greedy", "AI · Random"}
    anna = data["players"]["Anna"]
    assert anna["games"] == 4
    assert anna["wins"] == pytest.approx(17 / 6)
    assert anna["mean_score"] == pytest.approx(60)
    assert anna["best_score"] == 100  # the Statistics screen's BEST SCORE
    assert set(anna) == {"games", "wins", "mean_score", "best_score"}
    assert history_main(["summary", "--db", str(db), "--json", "--game", "metro"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    assert history_main(["summary", "--db", str(db), "--json", "--since", "2025-03-01"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 3


def test_summary_table_from_the_terminal(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert history_main(["summary", "--db", str(db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "5 games recorded"
    # The Statistics screen's Players tab, its figures in its words (a best score column, a
    # whole number of wins as "2", not "2.00").
    assert lines[1].split() == [
        "Player", "Games", "Wins", "Win", "share", "Mean", "score", "Best", "score"
    ]  # fmt: skip
    assert lines[2].split() == ["Anna", "4", "2.83", "71", "%", "60.0", "100"]
    assert lines[4].split() == ["Cleo", "3", "0.33", "11", "%", "28.3", "35"]


def test_csv_export_has_a_row_per_seat_with_parts_and_facts(history: History) -> None:
    out = io.StringIO()
    assert write_csv(history.conn, out) == 15
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert len(rows) == 15
    first = rows[0]
    assert (first["game"], first["name"], first["score"], first["place"]) == (
        "ttr_europe",
        "Anna",
        "100",
        "1",
    )
    assert first["longest_path"] == "12" and first["score_total"] == "100"
    assert first["best_line"] == "" and first["ai"] == ""
    paris = [row for row in rows if row["game"] == "ttr_paris"]
    assert {row["win_share"] for row in paris} == {"0.333333"}
    assert rows[2]["ai"] == "greedy"
    metro_only = io.StringIO()
    assert write_csv(history.conn, metro_only, Scope("metro")) == 5


def test_csv_export_from_the_terminal(db: Path, tmp_path: Path) -> None:
    target = tmp_path / "history.csv"
    assert history_main(["export", str(target), "--db", str(db)]) == 0
    text = target.read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("game_row,game,finished_at")
    assert len(text.splitlines()) == 16
