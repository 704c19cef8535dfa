"""Save files: round-trips at random plies, and every kind of broken file refused cleanly."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Rng, Seat, canonical_json
from tabletop.games import GAMES
from tabletop.play import Match, load_save
from tabletop.saves import SaveError, list_saves, read_save
from tabletop.saves.__main__ import main as saves_main


def _random_match(game_id: str, players: int, seed: int, plies: int, tmp: Path) -> Match:
    seats = [Seat(f"P{i}", "#123456", "random" if i else None) for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed, saves_dir=tmp)
    rng = Rng(seed)
    while match.ply < plies and not match.is_over():
        legal = match.legal_actions()
        match._apply(match.to_act(), legal[rng.below(len(legal))])
    return match


def _state(match: Match) -> str:
    return canonical_json(match.game.state_json(match.state))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_save_round_trip_at_random_plies(game_id: str, tmp_path: Path) -> None:
    game = GAMES[game_id]
    rng = Rng(7)
    for trial in range(4):
        players = game.spec.min_players + rng.below(
            game.spec.max_players - game.spec.min_players + 1
        )
        plies = rng.below(120)
        match = _random_match(game_id, players, 100 + trial, plies, tmp_path)
        path = match.save_as(f"trial {trial}")
        loaded = load_save(path, saves_dir=tmp_path)
        assert loaded.log == match.log
        assert loaded.seats == match.seats and loaded.config == match.config
        assert _state(loaded) == _state(match)
        # Both continue identically.
        for _ in range(10):
            if match.is_over():
                break
            action = match.legal_actions()[0]
            match._apply(match.to_act(), action)
            loaded._apply(loaded.to_act(), action)
        assert _state(loaded) == _state(match)


def test_autosave_after_every_action(tmp_path: Path) -> None:
    game_id = next(iter(GAMES))
    players = GAMES[game_id].spec.min_players
    seats = [Seat(f"P{i}", "#123456", "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 5, saves_dir=tmp_path, autosave=True)
    for _ in range(3):
        match.step_ai()
        assert len(read_save(match.autosave_path).log) == match.ply


@pytest.fixture
def good_save(tmp_path: Path) -> Path:
    game_id = next(iter(GAMES))
    return _random_match(game_id, GAMES[game_id].spec.min_players, 3, 20, tmp_path).save_as("g")


def _mutate(path: Path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


BROKEN = {
    "truncated": lambda p: p.write_bytes(p.read_bytes()[: len(p.read_bytes()) // 2]),
    "garbage": lambda p: p.write_bytes(os.urandom(300)),
    "empty": lambda p: p.write_bytes(b""),
    "not a save": lambda p: p.write_text('{"hello": "world"}'),
    "foreign game": lambda p: _mutate(p, lambda d: d.update(game="chess")),
    "newer format": lambda p: _mutate(p, lambda d: d.update(format_version=99)),
    "other rules version": lambda p: _mutate(p, lambda d: d.update(rules_version=99)),
    "digest": lambda p: _mutate(p, lambda d: d["check"].update(state_digest="0" * 64)),
    "illegal action": lambda p: _mutate(
        p, lambda d: d["log"][-1].update(action=d["log"][0]["action"])
    ),
    "bad action": lambda p: _mutate(p, lambda d: d["log"][3].update(action={"kind": "fly"})),
    "out of turn": lambda p: _mutate(p, lambda d: d["log"][0].update(seat=1)),
    "bad players": lambda p: _mutate(p, lambda d: d["config"].update(players=99)),
    "missing log": lambda p: _mutate(p, lambda d: d.pop("log")),
}
EXPECTED_WORDS = {
    "truncated": "cut short",
    "garbage": "not text",
    "empty": "empty",
    "not a save": "not a tabletop save",
    "foreign game": "does not have",
    "newer format": "newer tabletop",
    "other rules version": "rules version",
    "digest": "altered",
    "illegal action": "not legal on replay",
    "bad action": "not a valid action",
    "out of turn": "out of turn",
    "bad players": "settings are not valid",
    "missing log": "no 'log' field",
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_broken_save_is_refused_in_plain_words_and_left_alone(case, good_save, tmp_path, capsys):
    BROKEN[case](good_save)
    before = good_save.read_bytes()
    with pytest.raises(SaveError) as info:
        load_save(good_save)
    assert EXPECTED_WORDS[case] in info.value.message
    assert good_save.name in str(info.value)
    # Listed with its problem, not hidden, and still there byte for byte.
    listed = {i.path: i for i in list_saves(tmp_path)}
    assert listed[good_save].problem == info.value.message
    assert saves_main(["verify", str(good_save)]) == 1
    assert EXPECTED_WORDS[case] in capsys.readouterr().out
    assert good_save.read_bytes() == before


def test_a_broken_file_is_never_overwritten(tmp_path: Path) -> None:
    game_id = next(iter(GAMES))
    match = _random_match(game_id, GAMES[game_id].spec.min_players, 3, 5, tmp_path)
    broken = match.autosave_path
    broken.write_text("{ cut")
    written = match.write_autosave()
    assert written != broken and broken.read_text() == "{ cut"
    assert read_save(written).log == tuple(match.log)


def test_overwriting_a_save_keeps_a_backup(tmp_path: Path) -> None:
    game_id = next(iter(GAMES))
    match = _random_match(game_id, GAMES[game_id].spec.min_players, 3, 5, tmp_path)
    first = match.save_as("mine")
    old = first.read_bytes()
    match.step_ai() if not match.is_human_turn() else match.submit(match.legal_actions()[0])
    second = match.save_as("mine")
    assert second == first
    assert first.with_name(first.name + ".bak").read_bytes() == old
    assert len(read_save(first).log) == match.ply


def test_verify_reports_ok(good_save: Path, capsys) -> None:
    assert saves_main(["verify", str(good_save)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"ok: {next(iter(GAMES))}, 20 actions")


ODD = {
    "time without zone": lambda d: d.update(saved_at="2024-01-01T00:00:00"),
    "bad colour": lambda d: d["seats"][0].update(color="not-a-colour"),
    "unknown agent": lambda d: d["seats"][1].update(agent="nonexistent"),
    "seat as true": lambda d: d["log"][1].update(seat=True),
}
ODD_WORDS = {
    "time without zone": None,  # loads fine and sorts with the others
    "bad colour": "not a #rrggbb colour",
    "unknown agent": "does not have",
    "seat as true": "damaged",
}


@pytest.mark.parametrize("case", list(ODD))
def test_odd_saves_load_or_are_refused_in_plain_words(case, good_save, tmp_path, capsys):
    _mutate(good_save, ODD[case])
    other = _random_match(next(iter(GAMES)), 2, 4, 3, tmp_path).save_as("other")
    listed = list_saves(tmp_path)  # sorting mixed times must not fail
    assert {info.path for info in listed} >= {good_save, other}
    if ODD_WORDS[case] is None:
        assert load_save(good_save).ply == 20
        return
    with pytest.raises(SaveError) as info:
        load_save(good_save)
    assert ODD_WORDS[case] in info.value.message
    assert saves_main(["verify", str(good_save)]) == 1
    assert ODD_WORDS[case] in capsys.readouterr().out


def test_deeply_nested_and_bom_files(good_save: Path, tmp_path: Path) -> None:
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000)
    with pytest.raises(SaveError, match="nested far too deeply"):
        load_save(nested)
    assert next(i for i in list_saves(tmp_path) if i.path == nested).problem
    good_save.write_bytes(b"\xef\xbb\xbf" + good_save.read_bytes())
    assert load_save(good_save).ply == 20


def test_a_damaged_autosave_costs_one_side_file_not_one_per_move(tmp_path: Path) -> None:
    game_id = next(iter(GAMES))
    seats = [Seat(f"P{i}", "#123456", "random") for i in range(2)]
    match = Match.new(game_id, GameConfig(2), seats, 5, saves_dir=tmp_path, autosave=True)
    broken = match.autosave_path
    broken.write_text("garbage{")
    for _ in range(6):
        match.step_ai()
    side = broken.with_name(broken.stem + "-2.json")
    assert {p.name for p in tmp_path.glob("*.json")} == {broken.name, side.name}
    assert broken.read_text() == "garbage{"
    assert match.autosave_path == side
    assert len(read_save(side).log) == 6


def test_an_altered_save_is_never_overwritten(good_save: Path, tmp_path: Path) -> None:
    """A file that fails on replay (here its digest) is kept as it is, backup included."""
    _mutate(good_save, lambda d: d["check"].update(state_digest="0" * 64))
    altered = good_save.read_bytes()
    match = _random_match(next(iter(GAMES)), 2, 9, 4, tmp_path)
    for _ in range(2):
        written = match.save_as("g")
        assert written != good_save
    assert good_save.read_bytes() == altered
    assert not good_save.with_name(good_save.name + ".bak").exists()


def test_verify_reports_the_scores_so_far_of_an_unfinished_game(tmp_path, capsys) -> None:
    match = _random_match("metro", 2, 3, 6, tmp_path)
    path = match.save_as("unfinished")
    assert saves_main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    scores = " ".join(str(s) for s in match.view(None)["scores"])
    assert out.strip() == f"ok: metro, 6 actions, scores so far {scores}"


def test_a_save_whose_own_board_changed_since_says_so_not_that_it_was_altered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game's own board is not checked before the replay (its moves may still hold), but when
    they do not — an update changed the shipped board's tickets, or the player edited the map
    that replaces it — the file was not altered: the board changed since, and the list must say
    that, as it does for a board of the player's own (upgrade review: the words accused the
    player of altering a save they never touched)."""
    import re

    from tabletop.games import catalog
    from tabletop.saves.store import describe
    from tests.boards.test_catalog import user_board

    own = user_board("ttr_paris")  # the player's map replacing the shipped board, as shipped
    seats = [Seat("Ala", "#d33b32", "random"), Seat("Olek", "#2f6fd0", "random")]
    match = Match.new("ttr_paris", GameConfig(2), seats, 5)
    for _ in range(6):
        match.step_ai()
    path = match.save_as("Before the change")
    assert read_save(path).log == tuple(match.log)
    # The board changes: a ticket goes. A new start reads the game's own board afresh (the
    # registered engine is built once a process, so the test builds it from the map as then).
    text = own.read_text(encoding="utf-8")
    edited = re.sub(r'  <object id="\d+" name="T20".*?</object>\n', "", text, flags=re.S)
    assert edited != text
    own.write_text(edited, encoding="utf-8")
    changed = catalog.engine_on(catalog.describe(own, "changed"))
    real = catalog.engine

    def engine(game_id: str, key: str = catalog.DEFAULT) -> object:
        return changed if (game_id, key) == ("ttr_paris", catalog.DEFAULT) else real(game_id, key)

    monkeypatch.setattr(catalog, "engine", engine)
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.message == (
        "the board Ticket to Ride: Paris has changed since this game was saved"
    )
    info = describe(path)
    assert info.board_problem and info.name == "Before the change"
    assert info.problem == refused.value.message
