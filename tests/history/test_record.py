"""Recording a finished game: the engine's outcome and the final view's facts, once per game,
in one transaction."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tabletop.core import Outcome
from tabletop.games import DESCRIPTORS, descriptor
from tabletop.games.great_tour.scoring import GreatTourFact
from tabletop.games.metro.scoring import MetroFact
from tabletop.games.ttr.scoring import TtrFact
from tabletop.history import (
    History,
    HistoryError,
    make_record,
    places,
    record_finished_game,
)
from tabletop.replay import Replay
from tabletop.saves import read_save
from tests.support.registry import game_ids

from .conftest import finished_match, unfinished_match


def _rows(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_record_keeps_the_engines_outcome_and_seats(game_id: str, tmp_path: Path) -> None:
    match = finished_match(game_id)
    outcome = match.outcome()
    assert outcome is not None
    db = tmp_path / "history.sqlite3"
    row, new = record_finished_game(match, db, saves_dir=tmp_path, duration_seconds=754.0)
    assert new
    with History.open(db) as history:
        (line,) = history.games()
        assert line.row == row and line.game_id == game_id
        assert line.moves == match.ply and line.turns == match.turn
        assert line.duration_seconds == 754.0
        assert [s.score for s in line.seats] == list(outcome.scores)
        assert [s.name for s in line.seats] == [s.name for s in match.seats]
        assert [s.agent for s in line.seats] == [s.agent for s in match.seats]
        assert {s.seat for s in line.seats if s.win_share > 0} == set(outcome.winners)
        parts = history.conn.execute(
            "SELECT seat, part, points FROM score_parts ORDER BY seat, part"
        ).fetchall()
        expected = sorted(
            (seat, part, points)
            for seat, breakdown in enumerate(outcome.breakdown)
            for part, points in breakdown.items()
        )
        assert sorted(parts) == expected
        # The history's own copy of the moves replays to the same end.
        replay = history.replay(row)
        assert replay.outcome == outcome and replay.log == tuple(match.log)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_keeps_its_own_facts_for_every_seat(game_id: str) -> None:
    """The facts are the game's own (its descriptor's enum), one set per seat, read from the
    final view; no two games give one stored name two meanings."""
    found = descriptor(game_id)
    record = make_record(finished_match(game_id))
    assert all(set(seat.facts) <= set(found.facts) for seat in record.seats)
    assert any(seat.facts for seat in record.seats)
    for other in DESCRIPTORS:
        if other.facts is not found.facts:
            assert not {str(f) for f in other.facts} & {str(f) for f in found.facts}, other.id


def test_ttr_facts_come_from_the_final_view() -> None:
    match = finished_match("ttr_europe")
    record = make_record(match)
    view = match.view(None)
    for seat in record.seats:
        tickets = view["revealed"][seat.seat]
        done = sum(1 for t in tickets if t["completed"])
        assert seat.facts[TtrFact.TICKETS_DONE] == done
        assert seat.facts[TtrFact.TICKETS_FAILED] == len(tickets) - done
        assert seat.facts[TtrFact.LONGEST_PATH] == view["longest"][seat.seat]["length"]
        owned = [city for city, owner in view["stations"].items() if owner == seat.seat]
        assert seat.facts[TtrFact.STATIONS_USED] == len(owned)
        assert seat.facts[TtrFact.ROUTES_CLAIMED] == sum(
            1 for owner in view["routes"].values() if owner == seat.seat
        )
    assert any(seat.facts[TtrFact.TICKETS_DONE] for seat in record.seats)


def test_paris_has_no_stations_fact() -> None:
    record = make_record(finished_match("ttr_paris"))
    assert all(TtrFact.STATIONS_USED not in seat.facts for seat in record.seats)
    assert all(TtrFact.TICKETS_DONE in seat.facts for seat in record.seats)


def test_metro_facts_count_lines_best_line_and_centre_doublings() -> None:
    match = finished_match("metro")
    record = make_record(match)
    lines = match.view(None)["lines"].values()
    for seat in record.seats:
        mine = [line for line in lines if line["owner"] == seat.seat and line["complete"]]
        assert seat.facts[MetroFact.LINES_COMPLETED] == len(mine)
        assert seat.facts[MetroFact.BEST_LINE] == max(line["points"] for line in mine)
        assert seat.facts[MetroFact.CENTRE_DOUBLINGS] == sum(1 for line in mine if line["central"])
        # Metro's score is its lines: the best line cannot be worth more than the total.
        assert seat.facts[MetroFact.BEST_LINE] <= seat.score
    assert sum(seat.facts[MetroFact.CENTRE_DOUBLINGS] for seat in record.seats) > 0


def test_great_tour_facts_count_tickets_tokens_and_bonuses() -> None:
    match = finished_match("great_tour")
    record = make_record(match)
    view = match.view(None)
    for seat in record.seats:
        player = view["players"][seat.seat]
        assert seat.facts[GreatTourFact.TICKETS] == len(player["tickets"]) + player["blank_tickets"]
        assert seat.facts[GreatTourFact.TOKENS] == sum(player["tokens"].values())
        assert seat.facts[GreatTourFact.BONUS_POINTS] == seat.breakdown["bonuses"]
    assert sum(seat.facts[GreatTourFact.BONUS_CARDS] for seat in record.seats) > 0


def test_the_same_game_is_recorded_once(tmp_path: Path) -> None:
    match = finished_match("metro", tmp_path)
    db = tmp_path / "history.sqlite3"
    first = record_finished_game(match, db, saves_dir=tmp_path / "none")
    again = record_finished_game(Replay.from_match(match), db, saves_dir=tmp_path / "none")
    from_save = record_finished_game(
        read_save(match.save_as("kept")), db, saves_dir=tmp_path / "none"
    )
    assert first[1] and not again[1] and not from_save[1]
    assert first[0] == again[0] == from_save[0]
    assert _rows(db, "games") == 1 and _rows(db, "seats") == 4


def test_a_duration_learned_later_fills_the_gap(tmp_path: Path) -> None:
    match = finished_match("ttr_paris")
    db = tmp_path / "history.sqlite3"
    record_finished_game(match, db, saves_dir=tmp_path)
    record_finished_game(match, db, saves_dir=tmp_path, duration_seconds=300.0)
    record_finished_game(match, db, saves_dir=tmp_path, duration_seconds=999.0)
    with History.open(db) as history:
        assert [line.duration_seconds for line in history.games()] == [300.0]


def test_an_unfinished_game_is_not_recorded(tmp_path: Path) -> None:
    match = unfinished_match("metro", tmp_path)
    db = tmp_path / "history.sqlite3"
    with pytest.raises(HistoryError, match="has not ended"):
        record_finished_game(match, db, saves_dir=tmp_path)
    assert _rows(db, "games") == 0


def test_a_game_is_written_in_one_transaction(tmp_path: Path) -> None:
    """A failure while writing the facts leaves no game, seat or score part behind."""
    record = make_record(finished_match("metro"))
    seats = list(record.seats)
    seats[-1] = replace(seats[-1], facts={MetroFact.BEST_LINE: None})  # type: ignore[dict-item]
    broken = replace(record, seats=tuple(seats))
    db = tmp_path / "history.sqlite3"
    with History.open(db) as history:
        with pytest.raises(sqlite3.IntegrityError):
            history.add(broken)
        assert not history.conn.in_transaction
    for table in ("games", "seats", "score_parts", "facts", "moves"):
        assert _rows(db, table) == 0
    with History.open(db) as history:
        assert history.add(record)[1]


def test_a_save_is_recorded_at_its_save_time(tmp_path: Path) -> None:
    match = finished_match("ttr_paris", tmp_path)
    data = read_save(match.save_as("done"))
    record = make_record(data)
    assert record.finished_at == data.saved_at
    later = datetime(2030, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert make_record(data, finished_at=later).finished_at == later


def test_places_put_every_winner_first_and_a_lost_tie_break_second() -> None:
    # TTR Europe: equal points, the tie-break (most tickets) decides.
    assert places(Outcome((50, 50, 40), (1,), ({}, {}, {}))) == (2, 1, 3)
    assert places(Outcome((30, 30, 10), (0, 1), ({}, {}, {}))) == (1, 1, 3)
    assert places(Outcome((5, 9, 9, 2), (1, 2), ({}, {}, {}, {}))) == (3, 1, 1, 4)
