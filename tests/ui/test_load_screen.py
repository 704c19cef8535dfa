"""The Load screen lists every save, damaged ones with their problem; delete asks first."""

from __future__ import annotations

import json
import re
import shutil

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.saves import KIND_GAME, list_saves, saves_dir
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog, MessageDialog, PromptDialog
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tests.support.pilot import (
    click,
    drawn_texts,
    press,
    run_frames,
    run_until,
    scene_texts,
    type_text,
)


def _saved_metro_game(name: str) -> Match:
    seats = [Seat("Ala", "#f2c531", "random"), Seat("Olek", "#2f7fd8", "random")]
    match = Match.new("metro", GameConfig(2), seats, 7)
    for _ in range(4):
        match.step_ai()
    match.save_as(name)
    return match


def test_saves_list_shows_a_broken_file_with_its_problem(app: App) -> None:
    _saved_metro_game("Good game")
    (saves_dir() / "cut_short.json").write_text('{"format": "tabletop-save", "log": [', "utf-8")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    by_name = {item.name: item for item in scene.list.items}
    assert set(by_name) == {"Good game", "cut_short"}
    good, broken = by_name["Good game"], by_name["cut_short"]
    assert good.problem is None and good.game == "metro" and good.seats == ("Ala", "Olek")
    assert broken.problem  # the reason, in words
    # Selecting the broken file: Load is disabled, Delete is not.
    click(app, scene.list.row_rect(scene.list.items.index(broken)))
    assert not scene.load_button.enabled and scene.delete_button.enabled
    # Double-clicking it explains the problem instead of loading.
    click(app, scene.list.row_rect(scene.list.items.index(broken)))
    assert isinstance(app.top, MessageDialog)
    assert broken.problem in app.top.message
    click(app, app.top.ok)
    assert app.top is scene
    assert (saves_dir() / "cut_short.json").exists()  # never deleted behind the user's back


def test_delete_asks_for_confirmation(app: App) -> None:
    _saved_metro_game("Keep me")
    _saved_metro_game("Delete me")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    names = [item.name for item in scene.list.items]
    click(app, scene.list.row_rect(names.index("Delete me")))
    click(app, scene.delete_button)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.cancel)  # changing one's mind keeps the file
    assert {item.name for item in scene.list.items} == {"Keep me", "Delete me"}
    click(app, scene.delete_button)
    click(app, app.top.confirm)
    assert app.top is scene
    assert [item.name for item in scene.list.items] == ["Keep me"]
    assert not (saves_dir() / "Delete_me.json").exists()


def test_loading_a_save_opens_its_table_with_the_same_moves(app: App) -> None:
    match = _saved_metro_game("Load me")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    click(app, scene.list.row_rect([i.name for i in scene.list.items].index("Load me")))
    click(app, scene.load_button)
    table = app.table()
    assert table is not None and table is app.top
    assert table.match.log == match.log
    # The log panel was rebuilt from the replayed moves.
    assert [entry.ply for entry in table.log.entries] == list(range(len(match.log)))


# ---------------------------------------------------------------------- one file per game


def _autosaved(game_id: str, seed: int, moves: int) -> Match:
    seats = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]
    match = Match.new(game_id, GameConfig(2), seats, seed, autosave=True)
    for _ in range(moves):
        match.step_ai()
    return match


def test_several_games_of_one_kind_are_listed_newest_first_with_scores_and_turns(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = [_autosaved("ttr_europe", seed, 4 + seed) for seed in range(3)]
    finished = _autosaved("metro", 9, 10_000)
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    assert isinstance(scene, LoadScene)
    run_frames(app, 2)
    unfinished = scene.list.items
    assert [item.path for item in unfinished] == [g.autosave_path for g in reversed(games)]
    for item, match in zip(unfinished, reversed(games), strict=True):
        assert item.turn == match.turn and item.seats == ("Ala", "Olek")
        assert item.scores == tuple(p["score"] for p in match.view(None)["players"]) or (
            item.scores == tuple(match.view(None).get("scores", ()))
        )
    texts = drawn_texts(monkeypatch, app)
    assert "Unfinished (3)" in texts and "Finished (1)" in texts
    assert "LAST PLAYED" in texts and "SCORES" in texts
    assert " · ".join(map(str, unfinished[0].scores)) in texts and "so far" in texts
    # Finished games are history, under their own tab.
    click(app, scene.finished_tab)
    assert [item.path for item in scene.list.items] == [finished.autosave_path]
    texts = drawn_texts(monkeypatch, app)
    assert "final" in texts
    assert " · ".join(map(str, finished.outcome().scores)) in texts  # type: ignore[union-attr]


def test_a_game_is_deleted_only_after_a_confirmation(app: App) -> None:
    keep, drop = _autosaved("metro", 1, 3), _autosaved("metro", 2, 3)
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    assert isinstance(scene, LoadScene)
    click(app, scene.list.row_rect([i.path for i in scene.list.items].index(drop.autosave_path)))
    press(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmDialog)
    click(app, app.top.confirm)
    assert [item.path for item in scene.list.items] == [keep.autosave_path]
    assert not drop.autosave_path.exists() and keep.autosave_path.exists()


def test_continue_opens_the_most_recent_unfinished_game_not_the_last_finished(app: App) -> None:
    unfinished = _autosaved("ttr_europe", 1, 5)
    _autosaved("metro", 9, 10_000)  # finished afterwards
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and title.autosave is not None
    assert title.autosave.path == unfinished.autosave_path
    click(app, title.continue_button)
    table = app.top
    assert isinstance(table, TableScene) and table.match.log == unfinished.log
    assert table.match.game_file == unfinished.autosave_path


def test_old_single_slot_saves_are_listed_and_continued(app: App) -> None:
    match = _autosaved("metro", 3, 4)
    document = match.save_document("Autosave")
    for key in ("kind", "started_at", "scores", "finished"):
        del document[key]
    match.autosave_path.unlink()
    legacy = saves_dir() / "autosave-metro.json"
    legacy.write_text(json.dumps(document), encoding="utf-8")
    app.go_to_title()
    run_frames(app, 1)
    assert app.top.autosave.path == legacy  # type: ignore[union-attr]
    app.push(LoadScene(app))
    assert [item.path for item in app.top.list.items] == [legacy]  # type: ignore[union-attr]


# ---------------------------------------------------------------------- the save-name field


def _prompt(app: App) -> PromptDialog:
    seats = [Seat("Aleksandra", "#f2c531", None), Seat("Bartłomiej", "#2f7fd8", None)]
    match = Match.new("ttr_europe", GameConfig(2), seats, 1)
    table = app.start_match(match)
    app.push(GameMenu(app, table))
    click(app, app.top.save_button)  # type: ignore[union-attr]
    prompt = app.top
    assert isinstance(prompt, PromptDialog)
    return prompt


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


def test_the_save_name_field_fits_its_default_name(app: App) -> None:
    prompt = _prompt(app)
    name = prompt.field.text
    assert name == "Ticket to Ride: Europe – Aleksandra, Bartłomiej – round 1"
    font = theme.font("body")
    assert font.size(name)[0] < prompt.field.rect.width - 2 * theme.px(theme.Space.L)


def test_the_save_name_can_be_edited_with_the_usual_keys(app: App) -> None:
    prompt = _prompt(app)
    field = prompt.field
    assert field.all_selected  # typing replaces the suggested name…
    type_text(app, "Mecz")
    assert field.text == "Mecz"
    _key(app, pygame.K_HOME)
    type_text(app, "Nasz ")
    assert field.text == "Nasz Mecz"
    _key(app, pygame.K_LEFT)
    _key(app, pygame.K_LEFT, pygame.KMOD_CTRL)  # a word left: before "Nasz"
    assert field.caret == 0
    _key(app, pygame.K_DELETE)
    assert field.text == "asz Mecz"
    _key(app, pygame.K_END)
    _key(app, pygame.K_BACKSPACE)
    assert field.text == "asz Mec"
    _key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    assert field.text == "asz "
    _key(app, pygame.K_a, pygame.KMOD_CTRL)  # …and so does Ctrl+A
    _key(app, pygame.K_BACKSPACE)
    assert field.text == ""
    type_text(app, "Żółw")
    press(app, pygame.K_RETURN)
    assert not isinstance(app.top, PromptDialog)
    assert any(info.name == "Żółw" for info in list_saves())


def test_the_save_name_field_never_drops_typing_silently(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    prompt = _prompt(app)
    field = prompt.field
    field.set_text("x" * (field.max_length - 2))
    type_text(app, "abcdef")  # only two fit: the field says why
    assert field.text.endswith("ab") and len(field.text) == field.max_length
    assert field.notice == f"At most {field.max_length} characters."
    assert f"At most {field.max_length} characters." in drawn_texts(monkeypatch, app)
    field.set_text("")
    type_text(app, "a\x00b\ud800c")  # characters no name can hold are refused, in words
    assert field.text == "abc" and field.notice == "A name cannot hold that character."


def _own_game_file(game_id: str, players: int = 2, moves: int = 4) -> Match:
    """A game's own file (the autosave every game keeps), a few AI moves in."""
    names = ["Ala", "Olek", "Ewa"]
    seats = [Seat(names[i], "#f2c531", "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 7)
    for _ in range(moves):
        match.step_ai()
    assert match.write_autosave() is not None
    return match


def test_load_rows_say_every_date_one_way_in_one_font_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New-player review #19: a row read "2026-11-26 23:50" in its name and "26/11/2026, 23:54"
    under LAST PLAYED, and long names took a smaller font."""
    from tabletop.core.formats import format_datetime
    from tabletop.saves.store import local_time

    match = _own_game_file("metro")
    long_seats = [Seat(n, "#f2c531", "random") for n in ("Grzegorz", "Bartholomew", "Wilhelmina")]
    other = Match.new("metro", GameConfig(3), long_seats, 3)
    other.step_ai()
    assert other.write_autosave() is not None
    app.go_to_title()
    app.push(LoadScene(app))
    scales: dict[str, float] = {}
    real = theme.draw_line

    def spy(surface, value, role, color, pos, anchor, max_width, scale, may_cut, box, **kw):  # type: ignore[no-untyped-def]
        scales[value] = scale
        return real(surface, value, role, color, pos, anchor, max_width, scale, may_cut, box, **kw)

    monkeypatch.setattr(theme, "draw_line", spy)
    run_frames(app, 1)
    began = format_datetime(local_time(match.started_at).replace(second=0), "short")
    assert f"Ala, Olek – {began}" in scales
    assert not [text for text in scales if re.search(r"\d{4}-\d{2}-\d{2}", text)]
    names = [text for text in scales if text.startswith(("Ala, Olek –", "Grzegorz, "))]
    assert len(names) == 2 and all(scales[name] == 1.0 for name in names)


def test_the_great_tour_row_has_its_scores_so_far(app: App) -> None:
    match = _own_game_file("great_tour", players=3, moves=12)
    info = next(item for item in list_saves() if item.game == "great_tour")
    points = tuple(player["ticket_points"] for player in match.view(None)["players"])
    assert info.scores == points


def test_deleting_names_the_save_once_and_the_toast_leaves_the_buttons_free(app: App) -> None:
    _own_game_file("metro")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    assert isinstance(scene, LoadScene)
    click(app, scene.list.row_rect(0))
    click(app, scene.delete_button)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    message = dialog.message
    assert message.count("Metro") == 1 and message.startswith("“Ala, Olek – ")
    click(app, dialog.confirm)
    assert app.top is scene and app.toast_rects
    assert app.toasts[-1].text.startswith("Deleted “Ala, Olek – ")
    for rect in app.toast_rects:
        for button in (scene.delete_button, scene.watch_button, scene.load_button):
            assert not rect.colliderect(button.rect)


def _open_load_screen(app: App) -> LoadScene:
    """Title → Load game, and wait until every save has been read completely."""
    app.go_to_title()
    click(app, app.top.load_button)  # type: ignore[attr-defined]
    scene = app.top
    assert isinstance(scene, LoadScene)
    run_until(app, lambda: all(item.verified for item in scene.saves), seconds=10)
    return scene


def test_a_save_refused_for_its_board_loads_again_once_the_board_is_back(app: App) -> None:
    """The index keeps what each save holds against the save file alone: a verdict about the
    board (changed, missing) must not outlive the board's return (new-player review, screens:
    a map put back as it was left its games "cannot be loaded" for good)."""
    from tests.boards.test_catalog import user_board

    map_file = user_board("left_bank", name="Left Bank")
    seats = [Seat("Ala", "#d33b32", "random"), Seat("Olek", "#2f6fd0", "random")]
    match = Match.new("ttr_paris", GameConfig(2), seats, 5, board="left_bank")
    for _ in range(4):
        match.step_ai()
    match.save_as("On the Left Bank")
    original = map_file.read_text(encoding="utf-8")
    map_file.write_text(original.replace("</map>", "<!-- edited -->\n</map>"), encoding="utf-8")
    scene = _open_load_screen(app)
    (item,) = scene.saves
    assert item.problem == "the board Left Bank has changed since this game was saved"
    map_file.unlink()
    (item,) = _open_load_screen(app).saves
    assert item.problem is not None and "Left Bank is not available" in item.problem
    map_file.write_text(original, encoding="utf-8")
    scene = _open_load_screen(app)
    (item,) = scene.saves
    assert item.problem is None
    click(app, scene.list.row_rect(0))
    assert scene.load_button.enabled


def test_a_save_on_a_changed_board_is_listed_by_its_name_game_and_players(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player who edits a map (or updates tabletop) finds the games saved on it by the name
    they gave, its game and players, with the reason — not by the file's name, nor counted
    as damaged, as if the game were lost (upgrade review: a3778a9's saves on an example board
    the player then edited were listed as "Quick_save_Ticket_to_Ride_Paris-2", "2 damaged")."""
    from tests.boards.test_catalog import user_board

    map_file = user_board("left_bank", name="Left Bank")
    seats = [Seat("Ala", "#d33b32", "random"), Seat("Olek", "#2f6fd0", "random")]
    match = Match.new("ttr_paris", GameConfig(2), seats, 5, board="left_bank")
    for _ in range(4):
        match.step_ai()
    match.save_as("On the Left Bank")
    original = map_file.read_text(encoding="utf-8")
    map_file.write_text(original.replace("</map>", "<!-- edited -->\n</map>"), encoding="utf-8")
    scene = _open_load_screen(app)
    (item,) = scene.saves
    assert item.board_problem and item.name == "On the Left Bank"
    assert item.game == "ttr_paris" and item.seats == ("Ala", "Olek")
    assert item.board_name == "Left Bank"
    texts = drawn_texts(monkeypatch, app)
    assert "On the Left Bank" in texts and "Ticket to Ride: Paris" in texts
    assert "1 save" in texts and not any("damaged" in text for text in texts)
    assert any("Left Bank has changed since" in text for text in texts)
    click(app, scene.list.row_rect(0))
    assert not scene.load_button.enabled and scene.delete_button.enabled


@pytest.mark.parametrize(
    ("name", "told"),
    [
        ("Quick_save_Ticket_to_Ride_Paris.json", True),
        ("Quick_save_The_Great_Tour_European_Cities.json", True),
        ("Quick_save_Ticket_to_Ride_Europe.json", False),
        ("Quick_save_Metro.json", False),
    ],
)
def test_a_game_saved_on_an_earlier_board_opens_saying_so(app: App, name: str, told: bool) -> None:
    """0f133bd's Paris and Great Tour saves were played on tickets changed since (that player
    kept Tour Eiffel – Père Lachaise, which today's T20 reads as Trocadéro – Gare de Lyon):
    they play on with today's board, and the player is told as the game opens (upgrade review:
    the tickets in hand changed without a word)."""
    from tests.saves.test_old_apps import OLD

    shutil.copyfile(OLD / "0f133bd" / name, saves_dir() / name)
    scene = _open_load_screen(app)
    click(app, scene.list.row_rect(0))
    click(app, scene.load_button)
    if told:
        dialog = app.top
        assert isinstance(dialog, MessageDialog)
        assert dialog.title == "The board has changed"
        assert "an earlier version of the " in dialog.message
        click(app, dialog.ok)
    # The table (behind the pass-the-device screen when two people share it), no note.
    assert not isinstance(app.top, MessageDialog)
    assert any(isinstance(scene, TableScene) for scene in app.stack)


def test_a_double_click_on_the_viewers_close_does_not_load_the_save_under_it(app: App) -> None:
    """The replay viewer's *Close* stands over the Load screen's *Load*: a double click on
    Close left the viewer and its second click loaded the save selected there — a game
    opened that the player only meant to stop watching (new-player review, screens). A
    second Escape (a key held) must not leave the Load screen either."""
    from tabletop.ui.scenes.replay import ReplayScene
    from tests.support.pilot import double_click, post_key, settle

    _saved_metro_game("Watch me")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    assert isinstance(scene, LoadScene)
    click(app, scene.list.row_rect(0))
    click(app, scene.watch_button)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    spot = viewer.close_button.rect.clip(scene.load_button.rect)
    assert spot.width and spot.height
    double_click(app, spot.center)
    assert app.top is scene, type(app.top).__name__
    # Escape twice at once: out of the viewer, not out of the Load screen too.
    click(app, scene.watch_button)
    assert isinstance(app.top, ReplayScene)
    settle(app)
    post_key(pygame.K_ESCAPE)
    run_frames(app, 1)
    assert app.top is scene
    post_key(pygame.K_ESCAPE)
    run_frames(app, 2)
    assert app.top is scene, type(app.top).__name__


def test_a_game_on_a_board_of_its_own_names_that_board_in_its_row(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player with maps of their own sees which board each game was on (issue 26, saves
    know their board); the game's own board adds nothing."""
    from tests.boards.test_catalog import user_board

    user_board("left_bank", name="Left Bank")
    seats = [Seat("Ala", "#d33b32", "random"), Seat("Olek", "#2f6fd0", "random")]
    Match.new("ttr_paris", GameConfig(2), seats, 5, board="left_bank").save_as("On the Left Bank")
    Match.new("ttr_paris", GameConfig(2), seats, 6).save_as("At home")
    for verified in (False, True):  # from the file's display fields, then replayed
        scene = _open_load_screen(app) if verified else LoadScene(app)
        if not verified:
            app.push(scene)
        boards = {item.name: item.board_name for item in scene.saves}
        assert boards == {"On the Left Bank": "Left Bank", "At home": ""}
        shown = scene_texts(monkeypatch, scene, app.size)
        assert "2 players · Left Bank" in shown and shown.count("2 players") == 1


def test_the_title_and_the_list_say_the_round_the_table_shows(app: App) -> None:
    """ "turn 182" on the title and in the list where the table's top bar said "Round 36": the
    saves now say the round, counted as the table counts it (TTR's tickets are round 1)."""
    seats = [Seat("Ann", "#d33b32", "greedy"), Seat("Ben", "#2f6fd0", "greedy")]
    seats += [Seat("Cy", "#2a9d54", "greedy")]
    match = Match.new("ttr_paris", GameConfig(3), seats, 1, autosave=True)
    while match.ply < 40 and match.step_ai():
        pass
    match.write_autosave()
    match.close()  # as a window leaving it: the title offers it
    assert match.round < match.turn  # three seats: the round is not the turn
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and title.autosave is not None
    assert title.autosave.round == match.round
    lines = " ".join(title.continue_lines(2000))
    assert f"round {match.round}" in lines and f"turn {match.turn}" not in lines
    app.push(LoadScene(app))
    run_frames(app, 1)
    (item,) = app.top.list.items  # type: ignore[union-attr]
    assert item.round == match.round


def test_a_save_from_before_rounds_were_saved_says_its_turn_until_read_again(
    app: App,
) -> None:
    match = _autosaved("metro", 3, 4)
    document = match.save_document("Autosave", kind=KIND_GAME)
    del document["round"]
    match.close()
    match.autosave_path.write_text(json.dumps(document), encoding="utf-8")
    app.go_to_title()
    run_frames(app, 1)
    info = app.top.autosave  # type: ignore[union-attr]
    lines = " ".join(app.top.continue_lines(2000))  # type: ignore[union-attr]
    # Start-up reads the file's header, never replays it: no round there, so its turn.
    assert info.round == 0 and f"turn {match.turn}" in lines
