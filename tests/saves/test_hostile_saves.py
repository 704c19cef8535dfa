"""Nothing in the saves folder can crash, hang or brick the app (issue 10 §4).

A hostile saves folder is built in ``tmp_path``: huge numbers, links to ``/dev/zero`` and to
nowhere, a FIFO named ``*.json``, a folder named ``*.json``, NULs, lone surrogates and 15 MB
names, a ``.bak`` link pointing outside, orphan ``.tmp`` files. The listing never raises and
lists each with its problem; the good game is still found, loaded and written.
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match, load_save
from tabletop.saves import SaveError, SaveFolder, list_saves, read_save, store
from tabletop.saves.__main__ import main as saves_main
from tabletop.saves.format import MAX_NAME, MAX_SEAT_NAME

SEATS = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]
HUGE_INT = "9" * 5000  # Python refuses to parse more than 4,300 digits (ValueError)


def _good_game(folder: Path, moves: int = 6) -> Match:
    match = Match.new("metro", GameConfig(2), SEATS, 11, autosave=True, saves_dir=folder)
    for _ in range(moves):
        match.step_ai()
    return match


def _with(document: dict, **changes: object) -> str:
    return json.dumps({**document, **changes})


def _raw_with_huge_int(document: dict, key: str) -> str:
    return json.dumps({**document, key: 0}).replace(f'"{key}": 0', f'"{key}": {HUGE_INT}')


def hostile_folder(folder: Path, outside: Path) -> tuple[Match, dict[str, str]]:
    """Every hostile entry of the issue beside one good game; name → words of its problem."""
    good = _good_game(folder)
    # The hostile files are copies of the good game's file (so that the loadable ones load).
    document = {**json.loads(good.autosave_path.read_text(encoding="utf-8")), "kind": "copy"}
    expected: dict[str, str] = {}

    for key in ("seed", "format_version", "turn"):
        (folder / f"huge-{key}.json").write_text(_raw_with_huge_int(document, key))
        expected[f"huge-{key}"] = "number no save has"
    (folder / "huge-in-log.json").write_text(
        json.dumps(document).replace('"row": ', f'"row": {HUGE_INT}0', 1)
    )
    expected["huge-in-log"] = "number no save has"
    os.symlink("/dev/zero", folder / "zero.json")
    expected["zero"] = "link"
    os.mkfifo(folder / "fifo.json")
    expected["fifo"] = "not a regular file"
    os.symlink(folder / "nowhere.json", folder / "dangling.json")
    expected["dangling"] = "link"
    (folder / "folder.json").mkdir()
    expected["folder"] = "folder"
    with open(folder / "sparse.json", "wb") as handle:  # 200 MB that costs no disk
        handle.truncate(200 * 1024 * 1024)
    expected["sparse"] = "too large"
    (folder / "nan.json").write_text(_with(document).replace('"seed": 11', '"seed": NaN'))
    expected["nan"] = "number no save has"
    (folder / "many-seats.json").write_text(_with(document, seats=[document["seats"][0]] * 10**5))
    expected["many-seats"] = "seats"
    (folder / "not-utf8.json").write_bytes(b'{"name": "\xff\xfe"}')
    expected["not-utf8"] = "not text"
    (folder / "empty.json").write_bytes(b"")
    expected["empty"] = "empty"

    # Names a screen cannot show: loadable saves (names are not part of the check digest).
    nul = [dict(s) for s in document["seats"]]
    nul[0]["name"] = "Ala\x00\x07Kot"
    (folder / "nul-names.json").write_text(_with(document, name="a\x00b", seats=nul))
    surrogate = json.dumps({**document, "name": "x"}).replace('"name": "x"', '"name": "A\\ud800B"')
    (folder / "surrogate-name.json").write_text(surrogate)
    huge = [dict(s) for s in document["seats"]]
    huge[1]["name"] = "O" * (15 * 1024 * 1024)
    (folder / "huge-names.json").write_text(_with(document, name="N" * 1000, seats=huge[:2]))
    # Odd file names: bytes that are not UTF-8, and a hidden one (never listed).
    os.close(os.open(os.path.join(os.fsencode(folder), b"bad-\xff-name.json"), os.O_CREAT))
    expected["bad-\udcff-name"] = "empty"
    (folder / ".hidden.json").write_text("{}")
    # A backup link pointing outside the folder: writing the game must never follow it.
    outside.write_text("precious")
    backup = good.autosave_path.with_name(good.autosave_path.name + ".bak")
    backup.unlink()
    os.symlink(outside, backup)
    # Orphans of interrupted writes: an old one (cleaned) and one being written now (kept).
    old = folder / ".tmp-orphan.json"
    old.write_text('{"cut')
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    (folder / ".tmp-fresh.json").write_text('{"cut')
    return good, expected


def test_a_hostile_saves_folder_is_listed_entry_by_entry(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    good, expected = hostile_folder(folder, tmp_path / "outside.txt")
    started = time.perf_counter()
    infos = {info.path.stem: info for info in list_saves(folder)}
    elapsed = time.perf_counter() - started
    assert elapsed < 10, elapsed
    for stem, words in expected.items():
        assert infos[stem].problem is not None and words in infos[stem].problem, (stem, infos[stem])
    assert infos[good.autosave_path.stem].problem is None
    assert ".hidden" not in infos
    # The loadable ones with unshowable names: cleaned and bounded.
    assert infos["nul-names"].problem is None and infos["nul-names"].name == "ab"
    assert infos["nul-names"].seats[0] == "AlaKot"
    assert infos["surrogate-name"].problem is None and infos["surrogate-name"].name == "AB"
    assert len(infos["huge-names"].name) == MAX_NAME
    assert len(infos["huge-names"].seats[1]) == MAX_SEAT_NAME
    for info in infos.values():  # everything listed can be drawn and written as UTF-8
        for text in (info.name, *info.seats, info.problem or ""):
            text.encode("utf-8")
            assert "\x00" not in text
    # Continue still finds the good game.
    assert SaveFolder(folder).latest_unfinished().path == good.autosave_path  # type: ignore[union-attr]


def test_saves_with_unshowable_names_load_and_are_written_back_clean(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    hostile_folder(folder, tmp_path / "outside.txt")
    for stem in ("nul-names", "surrogate-name", "huge-names"):
        match = load_save(folder / f"{stem}.json", saves_dir=folder, autosave=True)
        for seat in match.seats:
            assert "\x00" not in seat.name and len(seat.name) <= MAX_SEAT_NAME
        match.step_ai()  # autosave after a move: never blocked by a name
        assert match.autosave_problem is None
        written = read_save(match.autosave_path)
        assert all(len(seat.name) <= MAX_SEAT_NAME for seat in written.seats)


def test_writing_never_follows_a_link(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    outside = tmp_path / "outside.txt"
    good, _ = hostile_folder(folder, outside)
    good.step_ai()  # rewrites the game's file: its old version becomes the backup
    assert outside.read_text() == "precious"
    backup = good.autosave_path.with_name(good.autosave_path.name + ".bak")
    assert not backup.is_symlink() and len(read_save(backup).log) == 6
    # A save that is itself a link is never written through either: a new file is made.
    target = tmp_path / "target.json"
    target.write_text("mine")
    link = folder / "linked.json"
    os.symlink(target, link)
    written = good._write(link, "x", kind="copy")
    assert written != link and link.is_symlink() and target.read_text() == "mine"


def test_orphan_temporary_files_are_cleaned_at_start(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    hostile_folder(folder, tmp_path / "outside.txt")
    os.symlink(tmp_path / "outside.txt", folder / ".tmp-link.json")
    assert SaveFolder(folder).clean_orphans() == 1
    assert not (folder / ".tmp-orphan.json").exists()
    assert (folder / ".tmp-fresh.json").exists()  # maybe another tabletop writing right now
    assert (folder / ".tmp-link.json").is_symlink()  # not ours: left alone


def test_the_verify_command_refuses_hostile_files_in_words(tmp_path: Path, capsys) -> None:
    folder = tmp_path / "saves"
    hostile_folder(folder, tmp_path / "outside.txt")
    for name in ("fifo.json", "zero.json", "huge-seed.json", "sparse.json", "folder.json"):
        started = time.perf_counter()
        assert saves_main(["verify", str(folder / name)]) == 1
        assert time.perf_counter() - started < 5
        assert capsys.readouterr().out.startswith("error: ")


def test_read_save_never_blocks_on_a_fifo(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(tmp_path / "pipe.json")


# ---------------------------------------------------------------------- failed autosave


def test_an_uncreatable_saves_folder_keeps_the_game_running(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    match = _good_game(blocker / "saves", moves=0)
    match.step_ai()
    assert match.ply == 1 and match.autosave_problem == "Not a directory"
    match.step_ai()  # every move tries again, and the game goes on
    assert match.ply == 2 and match.autosave_problem is not None
    blocker.unlink()
    match.step_ai()
    assert match.autosave_problem is None
    assert len(read_save(match.autosave_path).log) == 3


@pytest.mark.parametrize(
    ("where", "code"),
    [("mkstemp", errno.ENOSPC), ("fsync", errno.ENOSPC), ("mkstemp", errno.EROFS)],
)
def test_a_full_or_read_only_disk_keeps_the_game_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, code: int
) -> None:
    match = _good_game(tmp_path, moves=2)
    before = match.autosave_path.read_bytes()

    def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(code, os.strerror(code))

    target = store.tempfile if where == "mkstemp" else store.os
    with monkeypatch.context() as patch:
        patch.setattr(target, where, fail)
        match.step_ai()
        assert match.ply == 3 and match.autosave_problem == os.strerror(code)
    assert match.autosave_path.read_bytes() == before  # the last good save is intact
    assert not list(tmp_path.glob(".tmp-*"))  # and no half-written file is left
    match.step_ai()
    assert match.autosave_problem is None and len(read_save(match.autosave_path).log) == 4
