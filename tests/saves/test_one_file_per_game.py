"""One save file per game (issue 10 §3): a new game never overwrites an unfinished one.

Every game has its own file from its first move to its end, named for a person; Continue opens
the most recent unfinished game; finished games stay as history; old single-slot saves are still
found; start-up reads an index, never replaying the saves.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match, load_save
from tabletop.saves import SaveFolder, latest_unfinished, list_saves, read_save, store
from tabletop.saves import format as save_format

SEATS = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]


def _game(tmp: Path, seed: int, moves: int, game_id: str = "ttr_europe") -> Match:
    match = Match.new(game_id, GameConfig(2), SEATS, seed, autosave=True, saves_dir=tmp)
    for _ in range(moves):
        match.step_ai()
    return match


def _files(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("*.json") if not p.name.startswith(".")}


def test_a_new_game_never_overwrites_an_unfinished_one(tmp_path: Path) -> None:
    first = _game(tmp_path, 1, 6)
    kept = first.autosave_path.read_bytes()
    assert _files(tmp_path) == {first.autosave_path.name}
    second = _game(tmp_path, 2, 3)  # the same game, the same players, the same minute
    assert second.autosave_path != first.autosave_path
    assert first.autosave_path.read_bytes() == kept
    assert _files(tmp_path) == {first.autosave_path.name, second.autosave_path.name}
    assert len(read_save(first.autosave_path).log) == 6
    assert len(read_save(second.autosave_path).log) == 3


def test_a_games_file_is_made_at_its_first_move_and_named_for_a_person(tmp_path: Path) -> None:
    match = Match.new("metro", GameConfig(2), SEATS, 4, autosave=True, saves_dir=tmp_path)
    assert _files(tmp_path) == set()  # a game abandoned before its first move leaves nothing
    match.step_ai()
    path = match.autosave_path
    stamp = match.started_at.astimezone()
    assert path.name == f"Metro-Ala-Olek-{stamp:%Y-%m-%d_%H%M}.json"
    info = list_saves(tmp_path)[0]
    assert info.name == f"Metro – Ala, Olek – {stamp:%Y-%m-%d %H:%M}"
    assert info.is_autosave and info.seats == ("Ala", "Olek") and info.turn == match.turn


def test_a_finished_game_stays_as_history_with_its_final_scores(tmp_path: Path) -> None:
    match = _game(tmp_path, 3, 10_000, "metro")
    assert match.is_over()
    unfinished = _game(tmp_path, 5, 4, "metro")
    infos = {info.path: info for info in list_saves(tmp_path)}
    done = infos[match.autosave_path]
    assert done.finished and done.scores == match.outcome().scores  # type: ignore[union-attr]
    assert not infos[unfinished.autosave_path].finished
    assert latest_unfinished(tmp_path).path == unfinished.autosave_path  # type: ignore[union-attr]


def test_continue_is_the_most_recently_played_unfinished_game(tmp_path: Path) -> None:
    older = _game(tmp_path, 1, 4)
    newer = _game(tmp_path, 2, 4)
    newer.save_as("a copy")  # a copy is never what Continue opens
    _game(tmp_path, 3, 10_000, "metro")  # finished: history, not Continue
    assert latest_unfinished(tmp_path).path == newer.autosave_path  # type: ignore[union-attr]
    older.step_ai()  # playing the older game again makes it the most recent
    assert latest_unfinished(tmp_path).path == older.autosave_path  # type: ignore[union-attr]


def test_a_loaded_game_goes_on_in_its_own_file(tmp_path: Path) -> None:
    match = _game(tmp_path, 1, 4)
    loaded = load_save(match.autosave_path, autosave=True, saves_dir=tmp_path)
    assert loaded.game_file == match.autosave_path and loaded.started_at == match.started_at
    loaded.step_ai()
    assert _files(tmp_path) == {match.autosave_path.name}
    assert len(read_save(match.autosave_path).log) == 5


def test_a_loaded_copy_stays_as_it_is_and_the_game_gets_a_file_of_its_own(
    tmp_path: Path,
) -> None:
    match = _game(tmp_path, 1, 4)
    copy = match.save_as("Before the tunnel")
    loaded = load_save(copy, autosave=True, saves_dir=tmp_path)
    assert loaded.game_file is None
    loaded.step_ai()
    assert len(read_save(copy).log) == 4  # the copy is as it was saved
    assert loaded.game_file not in (None, copy, match.autosave_path)
    assert len(read_save(loaded.autosave_path).log) == 5


def _legacy_document(match: Match) -> dict:
    """A save as the single-slot tabletop wrote it: no kind, start, scores or result."""
    doc = match.save_document("Autosave")
    for key in ("kind", "started_at", "scores", "finished"):
        del doc[key]
    return doc


def test_old_single_slot_saves_are_still_found_and_listed(tmp_path: Path) -> None:
    match = _game(tmp_path, 1, 5)
    match.game_file.unlink()  # type: ignore[union-attr]
    legacy = tmp_path / "autosave-ttr_europe.json"
    legacy.write_text(json.dumps(_legacy_document(match)), encoding="utf-8")
    named = tmp_path / "My_old_save.json"
    doc = _legacy_document(match)
    doc["name"] = "My old save"
    named.write_text(json.dumps(doc), encoding="utf-8")
    infos = {info.path: info for info in SaveFolder(tmp_path).scan()}
    assert infos[legacy].is_autosave and infos[legacy].problem is None
    assert infos[legacy].scores == save_format.scores_so_far(match.view(None))
    assert not infos[named].is_autosave and infos[named].name == "My old save"
    # Continue finds the old slot, and playing on writes it in place.
    assert latest_unfinished(tmp_path).path == legacy  # type: ignore[union-attr]
    loaded = load_save(legacy, autosave=True, saves_dir=tmp_path)
    loaded.step_ai()
    assert len(read_save(legacy).log) == 6 and _files(tmp_path) == {legacy.name, named.name}


def test_start_up_reads_the_index_and_never_replays_a_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """250 saves: the first listing reads display fields only; the next ones the index only.
    Neither replays a single save (the replay is what made start-up take 1.67 s)."""
    document = _game(tmp_path, 1, 30).save_document("x", kind="game")
    for path in tmp_path.glob("*.json"):
        path.unlink()
    for n in range(250):
        document["name"] = f"Game {n}"
        document["saved_at"] = f"2024-01-01T00:{n // 60:02d}:{n % 60:02d}+00:00"
        (tmp_path / f"game-{n}.json").write_text(json.dumps(document), encoding="utf-8")
    replays = []
    real = store.decode

    def counting(doc, path=None):  # type: ignore[no-untyped-def]
        replays.append(path)
        return real(doc, path)

    monkeypatch.setattr(store, "decode", counting)
    started = time.perf_counter()
    cold = SaveFolder(tmp_path).latest_unfinished()
    cold_s = time.perf_counter() - started
    started = time.perf_counter()
    warm = SaveFolder(tmp_path).latest_unfinished()
    warm_s = time.perf_counter() - started
    with capsys.disabled():
        print(f"\n250 saves: Continue found in {cold_s:.3f} s (no index), {warm_s:.3f} s (index)")
    assert replays == []
    assert cold is not None and warm is not None and warm.name == cold.name == "Game 249"
    assert warm_s < 0.5 and cold_s < 1.5
    # A file changed since the index was written is read again (and only that one).
    (tmp_path / "game-7.json").write_text(json.dumps({**document, "name": "Changed"}))
    names = {info.name for info in SaveFolder(tmp_path).scan()}
    assert "Changed" in names and "Game 7" not in names


@pytest.mark.parametrize(
    "index",
    [
        b"garbage{",
        b"[1, 2, 3]",
        json.dumps({"version": 1, "entries": {"../../etc/passwd.json": {}}}).encode(),
        json.dumps(
            {"version": 1, "entries": {"x.json": {"signature": [1, 2], "info": 5}}}
        ).encode(),
        b'{"version": 1, "entries": {"a.json": {"signature": [' + b"9" * 5000 + b", 1, 1]}}}",
    ],
)
def test_a_damaged_index_is_rebuilt_from_the_files(tmp_path: Path, index: bytes) -> None:
    match = _game(tmp_path, 1, 3)
    (tmp_path / store.INDEX_NAME).write_bytes(index)
    infos = SaveFolder(tmp_path).scan()
    assert [info.path for info in infos] == [match.autosave_path]
    assert infos[0].problem is None and infos[0].ply == 3
    doc = json.loads((tmp_path / store.INDEX_NAME).read_text())
    assert list(doc["entries"]) == [match.autosave_path.name]


def test_the_index_never_outlives_a_changed_file(tmp_path: Path) -> None:
    match = _game(tmp_path, 1, 3)
    assert SaveFolder(tmp_path).scan()[0].ply == 3
    match.step_ai()
    os.utime(match.autosave_path, ns=(1, 1))  # even with an old modification time
    assert SaveFolder(tmp_path).scan()[0].ply == 4


def test_a_copy_named_like_another_games_file_never_overwrites_it(tmp_path: Path) -> None:
    first = _game(tmp_path, 1, 4)
    kept = first.autosave_path.read_bytes()
    second = _game(tmp_path, 2, 2)
    copy = second.save_as(first.autosave_path.stem)  # the very name of the first game's file
    assert copy != first.autosave_path and first.autosave_path.read_bytes() == kept
    assert second.save_as(first.autosave_path.stem) == copy  # its own copy: replaced in place
