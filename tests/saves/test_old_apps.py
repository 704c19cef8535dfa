"""A player who updates keeps everything: files written by older tabletops (real ones, played in
a window — ``old_apps/README.md`` says which commit wrote each and how) are read by today's code
as the player saw them then: each save listed with its line, loaded and played on; the settings
kept; the history's games counted. If reading old data breaks, these fail."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from tabletop.history import History
from tabletop.history.stats import AI_KEY, Scope, player_label
from tabletop.play import load_save
from tabletop.resources import user_maps_dir
from tabletop.saves import SaveFolder, earlier_board, list_saves, saves_dir
from tabletop.saves.store import INDEX_NAME
from tabletop.ui.settings import load_settings

OLD = Path(__file__).parent / "old_apps"

#: What the Load screen lists for each save the old apps wrote (file → name, game, seats,
#: round, scores, finished), as those apps showed them.
LISTED = {
    "Quick_save_Ticket_to_Ride_Europe.json": (
        "Quick save Ticket to Ride: Europe",
        "ttr_europe",
        ("Ala", "Computer 2", "Olek"),
        1,
        (0, 2, 0),
        False,
    ),
    "Quick_save_Ticket_to_Ride_Paris.json": (
        "Quick save Ticket to Ride: Paris",
        "ttr_paris",
        ("Player 1", "Computer 2", "Computer 3"),
        2,
        (0, 0, 2),
        False,
    ),
    "Quick_save_Metro.json": (
        "Quick save Metro",
        "metro",
        ("Player 1", "Computer 2", "Computer 3"),
        2,
        (2, 0, 0),
        False,
    ),
    "Quick_save_The_Great_Tour_European_Cities.json": (
        "Quick save The Great Tour: European Cities",
        "great_tour",
        ("Player 1", "Computer 2", "Computer 3"),
        2,
        (0, 1, 1),
        False,
    ),
    "autosave-metro.json": (
        "Autosave",
        "metro",
        ("Computer 1", "Computer 2"),
        30,
        (95, 105),
        True,
    ),
    "The_Great_Tour_European_Cities-Gracz_1-Komputer_2-Komputer_3-2026-11-28_1229.json": (
        "The Great Tour: European Cities – Gracz 1, Komputer 2, Komputer 3 – 2026-11-28…",
        "great_tour",
        ("Gracz 1", "Komputer 2", "Komputer 3"),
        2,
        (0, 1, 1),
        False,
    ),
    "Ticket_to_Ride_Europe-Gracz_1-Komputer_2-2026-11-28_1231.json": (
        "Ticket to Ride: Europe – Gracz 1, Komputer 2 – 2026-11-28 12:31",
        "ttr_europe",
        ("Gracz 1", "Komputer 2"),
        2,
        (0, 0),
        False,
    ),
    "Ticket_to_Ride_Paris-Gracz_1-Komputer_2-2026-11-28_1231.json": (
        "Ticket to Ride: Paris – Gracz 1, Komputer 2 – 2026-11-28 12:31",
        "ttr_paris",
        ("Gracz 1", "Komputer 2"),
        2,
        (0, 1),
        False,
    ),
    "Metro-Komputer_1-Computer_2-2026-11-28_1232.json": (
        "Metro – Komputer 1, Computer 2 – 2026-11-28 12:32",
        "metro",
        ("Komputer 1", "Computer 2"),
        30,
        (74, 80),
        True,
    ),
}
#: a3778a9's game on the example board "Example Town (Paris rules)" (a map of the player's).
ON_EXAMPLE_BOARD = "Ticket_to_Ride_Paris-Gracz_1-Komputer_2-2026-11-28_1231-2.json"


def _digest(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def _old_saves_folder() -> Path:
    """The player's saves folder as the old apps left it (their index included)."""
    folder = saves_dir()
    for path in [*OLD.glob("*/*.json"), *OLD.glob("*/saves/*.json")]:
        if path.name == "settings.json":
            continue
        if path.name == "index.json":
            shutil.copyfile(path, folder / INDEX_NAME)
        else:
            shutil.copyfile(path, folder / path.name)
    return folder


def test_every_old_save_is_listed_as_it_was_and_none_is_written() -> None:
    folder = _old_saves_folder()
    before = {k: v for k, v in _digest(folder).items() if k != INDEX_NAME}
    listed = {info.path.name: info for info in list_saves()}
    assert set(listed) == {*LISTED, ON_EXAMPLE_BOARD}
    for name, (shown, game, seats, round_, scores, finished) in LISTED.items():
        info = listed[name]
        assert info.problem is None, (name, info.problem)
        assert (info.name, info.game, info.seats) == (shown, game, seats), name
        assert (info.round, info.scores, info.finished) == (round_, scores, finished), name
    # Listing never rewrites a save; the old index (version 3) is read again, not trusted.
    assert {k: v for k, v in _digest(folder).items() if k != INDEX_NAME} == before
    assert json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))["version"] == 4


def test_continue_offers_the_latest_unfinished_game_of_the_old_apps() -> None:
    _old_saves_folder()
    latest = SaveFolder().latest_unfinished()
    assert latest is not None
    assert latest.path.name == "Ticket_to_Ride_Europe-Gracz_1-Komputer_2-2026-11-28_1231.json"


def test_a_save_on_a_players_board_loads_with_that_map_and_says_why_without_it() -> None:
    _old_saves_folder()
    (info,) = [i for i in list_saves() if i.path.name == ON_EXAMPLE_BOARD]
    assert info.board_problem and info.problem is not None
    assert "Example Town (Paris rules) is not available" in info.problem
    assert (info.name, info.seats) == (
        "Ticket to Ride: Paris – Gracz 1, Komputer 2 – 2026-11-28 12:31",
        ("Gracz 1", "Komputer 2"),
    )
    # The player puts the map back as it was (the example a3778a9 shipped, which its player
    # copied; the example shipped since has more routes).
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    shutil.copyfile(
        OLD / "a3778a9" / "maps" / "ttr_example.tmx", user_maps_dir() / "ttr_example.tmx"
    )
    (info,) = [i for i in list_saves() if i.path.name == ON_EXAMPLE_BOARD]
    assert info.problem is None and info.board_name == "Example Town (Paris rules)"
    assert info.round == 2


@pytest.mark.parametrize(
    "name",
    ["Quick_save_Ticket_to_Ride_Europe.json", "Quick_save_The_Great_Tour_European_Cities.json"],
)
def test_an_old_save_loads_and_plays_on(name: str) -> None:
    """Loaded where it was left (the listed round), a human move and the AIs' replies play on,
    and the game saves again in today's format, read back whole."""
    folder = _old_saves_folder()
    match = load_save(folder / name)
    try:
        assert match.round == LISTED[name][3] and match.is_human_turn()
        moves = len(match.log)
        match.submit(match.legal_actions()[0])
        while match.step_ai():
            pass
        assert len(match.log) > moves and not match.is_over()
        again = match.save_as("Played on")
        assert len(load_save(again).log) == len(match.log)
    finally:
        match.close()


def test_the_oldest_settings_are_kept_and_the_newer_ones_get_their_defaults() -> None:
    settings, problem = load_settings(OLD / "0f133bd" / "settings.json")
    assert problem is None
    assert (settings.animation_speed, settings.ai_delay) == ("fast", 0.0)
    assert settings.confirm_claims is False and settings.language == ""
    assert settings.tutorial_offered is False  # the first start's offer is still made


def test_the_newest_old_settings_are_kept_whole() -> None:
    settings, problem = load_settings(OLD / "a3778a9" / "settings.json")
    assert problem is None
    assert (settings.language, settings.colorblind, settings.music_volume) == ("en", True, 0.0)
    assert settings.confirm_claims is True and settings.tutorial_offered is True
    assert settings.seat_setups["ttr_paris"]["seats"][1]["agent"] == "standard"


def test_the_old_history_counts_every_game_by_board_and_by_player(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    shutil.copyfile(OLD / "a3778a9" / "history.sqlite3", db)
    with History.open(db) as history:
        assert history.set_aside is None and history.rebuilt is None
        assert history.game_count() == 4
        assert [(b.game_id, b.board, b.games) for b in history.boards()] == [("metro", "", 4)]
        # Computers are counted by their level; rows from before the levels by the agent
        # they had: "Computer 2" (4 games, 3 won) and "Computer 1" (2, 1) played greedy,
        # "Komputer 1" (2, 0) beginner.
        players = history.players()
        assert {name: (p.games, p.wins) for name, p in players.items()} == {
            AI_KEY + "greedy": (6, 4.0),
            AI_KEY + "beginner": (2, 0.0),
        }
        assert [player_label(name) for name in players] == ["AI · Greedy", "AI · Beginner"]
        assert history.game_count(Scope("metro")) == 4


def test_the_oldest_apps_finished_game_enters_a_new_history_from_its_save(tmp_path: Path) -> None:
    """0f133bd kept no history: today's first start builds it from the finished saves."""
    folder = _old_saves_folder()
    with History.open(tmp_path / "history.sqlite3", rebuild_from=folder) as history:
        report = history.rebuilt
        # Only the game whose board (a map of the player's) is not there is left out.
        assert report is not None
        assert [path.name for path, _problem in report.problems] == [ON_EXAMPLE_BOARD]
        assert report.recorded == 2  # 0f133bd's and a3778a9's finished Metro games
        # Both games' seats, by level: "Computer 2" played greedy in both, "Computer 1" greedy
        # and "Komputer 1" beginner in one each.
        players = history.players()
        assert {name: p.games for name, p in players.items()} == {
            AI_KEY + "greedy": 3,
            AI_KEY + "beginner": 1,
        }


def test_which_old_saves_were_played_on_an_earlier_board() -> None:
    """0f133bd's Paris and Great Tour saves record no board and were dealt tickets changed
    since; its Europe and Metro saves, and a3778a9's stamped saves of today's boards, were not.
    A stamped save whose own board's map differs now (here the player's replacing map, edited
    by a comment only: its moves still hold) was played on an earlier version too."""
    from tests.boards.test_catalog import user_board

    oldest = OLD / "0f133bd"
    assert earlier_board(oldest / "Quick_save_Ticket_to_Ride_Paris.json") == (
        "Ticket to Ride: Paris"
    )
    assert earlier_board(oldest / "Quick_save_The_Great_Tour_European_Cities.json") == (
        "The Great Tour: European Cities"
    )
    assert earlier_board(oldest / "Quick_save_Ticket_to_Ride_Europe.json") is None
    assert earlier_board(oldest / "Quick_save_Metro.json") is None
    stamped = (
        OLD / "a3778a9" / "saves" / "Ticket_to_Ride_Paris-Gracz_1-Komputer_2-2026-11-28_1231.json"
    )
    assert earlier_board(stamped) is None
    own = user_board("ttr_paris")
    own.write_text(own.read_text(encoding="utf-8") + "<!-- edited -->\n", encoding="utf-8")
    assert earlier_board(stamped) == "Ticket to Ride: Paris"
