"""History fixtures: real finished games played by the headless runner, and a folder of saves
(finished, unfinished, damaged and foreign files) made from them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.play.runner import play_game
from tests.support.registry import few_players

#: Finished games set up by hand (whose facts the tests below know): (agents, seed).
FINISHED = {
    "ttr_europe": (["greedy", "random", "random"], 21),
    "ttr_paris": (["greedy", "random"], 22),
    "metro": (["greedy", "random", "random", "random"], 23),
    "great_tour": (["greedy", "random", "random"], 24),
}


def finished_match(game_id: str, saves_dir: Path | None = None) -> Match:
    """A whole game of ``game_id`` played by the headless runner, as a ``Match`` (a game not
    set up in ``FINISHED``: greedy against random at a small table)."""
    players = few_players(game_id)
    agents, seed = FINISHED.get(game_id, (["greedy"] + ["random"] * (players - 1), 25))
    match = play_game(game_id, agents, seed).match
    match.saves_dir = saves_dir
    return match


def unfinished_match(game_id: str, saves_dir: Path, plies: int = 25) -> Match:
    players = GAMES[game_id].spec.min_players
    seats = [Seat(f"Bot {i + 1}", "#336699", "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 99, saves_dir=saves_dir)
    while match.ply < plies and not match.is_over():
        match.step_ai()
    return match


@dataclass
class SavesFolder:
    path: Path
    finished: dict[str, Path]
    unfinished: Path
    damaged: list[Path]


@pytest.fixture
def saves_folder(tmp_path: Path) -> SavesFolder:
    """Four finished games (one in a sub-folder), one unfinished, two files that are not saves."""
    folder = tmp_path / "saves"
    folder.mkdir()
    finished = {}
    for game_id in FINISHED:
        where = folder / "finished" if game_id == "metro" else folder
        where.mkdir(exist_ok=True)
        finished[game_id] = finished_match(game_id, where).save_as(f"{game_id} final")
    unfinished = unfinished_match("ttr_paris", folder).save_as("paris half way")
    cut = folder / "cut short.json"
    cut.write_text(finished["ttr_paris"].read_text()[:300], encoding="utf-8")
    foreign = folder / "notes.json"
    foreign.write_text('{"shopping": ["milk"]}', encoding="utf-8")
    return SavesFolder(folder, finished, unfinished, [cut, foreign])
