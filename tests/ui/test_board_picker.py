"""New game → Board: a map of the user's own is offered beside the game's board, and *Open a
map…* takes a map file anywhere — and refuses a broken one with its problems, in a dialog
(issue 26 §1)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from tabletop.core.i18n import _ as translate
from tabletop.games.board_check import check_board
from tabletop.games.catalog import DEFAULT
from tabletop.resources import maps_dir, user_maps_dir
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import MessageDialog
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.table import TableScene
from tests.boards.test_catalog import user_board
from tests.support.pilot import click, post_key, run_frames, scene_text_rects, scene_texts
from tests.support.textfit import speaking

DATA = Path(__file__).resolve().parents[1] / "boards" / "data"


def paris_board_with_tickets(key: str, name: str, tickets: int) -> None:
    """A Paris board of the user's keeping only its first ``tickets`` tickets (T01…)."""
    made = user_board(key, name=name)
    text = made.read_text()
    for ticket in range(tickets + 1, 21):
        start = text.index(f'name="T{ticket:02d}"')
        begin = text.rindex("  <object ", 0, start)
        end = text.index("</object>\n", start) + len("</object>\n")
        text = text[:begin] + text[end:]
    made.write_text(text)


def test_a_users_board_is_offered_and_the_game_starts_on_it(app: App) -> None:
    user_board("left_bank", name="Left Bank", author="Ada")
    app.go_to_title()
    scene = NewGameScene(app, "ttr_paris")
    app.push(scene)
    picker = scene.board_picker
    assert picker.choice.visible
    assert [label for _, label in picker.choice.choices] == [
        "Ticket to Ride: Paris",
        "by Ada · Left Bank",
    ]
    click(app, picker.choice.right_rect())
    assert picker.key == "left_bank"
    click(app, scene.start_button)
    (table,) = [s for s in app.stack if isinstance(s, TableScene)]
    assert table.match.board == "left_bank"
    assert table.match.board_stamp["name"] == "Left Bank"


def test_a_game_with_only_its_own_board_shows_no_board_choice(app: App) -> None:
    scene = NewGameScene(app, "metro")
    app.push(scene)
    assert not scene.board_picker.choice.visible
    assert scene.board_picker.key == DEFAULT


def test_open_a_map_picks_its_game_and_board(app: App, tmp_path: Path) -> None:
    made = user_board("elsewhere", name="Elsewhere")
    path = tmp_path / "elsewhere.tmx"
    path.write_text(made.read_text())
    made.unlink()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    scene.board_picker.open_path(str(path))
    assert scene.game_id == "ttr_paris"
    assert scene.board_picker.key == str(path.resolve())


def test_open_a_broken_map_is_refused_in_a_dialog_and_the_choice_stays(
    app: App, tmp_path: Path
) -> None:
    path = tmp_path / "broken.tmx"
    path.write_text("<map><properties><property name='game' value='metro'/></properties></map>")
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    scene.board_picker.open_path(str(path))
    assert isinstance(app.top, MessageDialog)
    assert scene.game_id == "ttr_europe" and scene.board_picker.key == DEFAULT


def test_a_broken_map_in_the_users_folder_is_refused_with_its_problems_when_chosen(
    app: App,
) -> None:
    # Paris deals 2 tickets a player: with 3 tickets left, 2 players cannot be dealt.
    paris_board_with_tickets("few_tickets", "Few Tickets", 3)
    scene = NewGameScene(app, "ttr_paris")
    app.push(scene)
    picker = scene.board_picker
    assert [label for _, label in picker.choice.choices][1] == "Few Tickets — cannot be used"
    click(app, picker.choice.right_rect())
    assert isinstance(app.top, MessageDialog)
    assert "too few tickets to deal 2 players" in app.top.message
    assert picker.key == DEFAULT


def test_a_map_in_the_users_folder_that_cannot_be_read_is_named_on_the_new_game_screen(
    app: App,
) -> None:
    """A map that is not even a Tiled file belongs to no game's list: without a word the player
    who put it there would look for it in vain (new-player review, screens)."""
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    (user_maps_dir() / "broken.tmx").write_text('<map version="1.0"><layer name="x"')
    app.go_to_title()
    click(app, app.top.new_button)  # type: ignore[attr-defined]
    assert isinstance(app.top, NewGameScene)
    (toast,) = app.toasts
    assert toast.kind == "error"
    assert toast.text.startswith("A map in your maps folder cannot be used: broken.tmx: ")
    run_frames(app, 1)
    for button in (app.top.start_button, app.top.back_button):
        assert button.rect.collidelist(app.toast_rects) == -1  # the buttons stay in sight
    click(app, app.top.back_button)
    click(app, app.top.new_button)  # type: ignore[attr-defined]
    assert len(app.toasts) == 2  # said again on each visit, while it is there


def test_no_word_when_every_map_of_the_users_folder_can_be_read(app: App) -> None:
    user_board("left_bank", name="Left Bank", author="Ada")
    app.go_to_title()
    click(app, app.top.new_button)  # type: ignore[attr-defined]
    assert isinstance(app.top, NewGameScene)
    assert app.toasts == []


def test_a_board_listed_after_a_broken_map_can_still_be_chosen(app: App) -> None:
    """Seen in the standalone build: "Broken Corners" sorted before "Five Corners"; each › onto
    it was refused and went back to the shipped board, and the arrows do not wrap round, so
    Five Corners could never be chosen. Broken maps are listed last; a refusal goes back to the
    board chosen before."""
    broken = user_board("a_broken", name="A Broken Board")
    broken.write_text(broken.read_text().replace('name="tunnel"', 'name="tunel"', 1))
    user_board("b_good", name="B Good Board")
    scene = NewGameScene(app, "ttr_paris")
    app.push(scene)
    picker = scene.board_picker
    assert [label for _, label in picker.choice.choices] == [
        "Ticket to Ride: Paris",
        "B Good Board",
        "A Broken Board — cannot be used",
    ]
    click(app, picker.choice.right_rect())
    assert picker.key == "b_good"
    click(app, picker.choice.right_rect())
    assert isinstance(app.top, MessageDialog)
    app.pop()
    assert picker.key == "b_good"


def test_a_long_list_of_problems_stays_inside_its_dialog_and_scrolls_to_the_last(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The outsider's board with its 17 problems: at 1280×800 they once ran on under the OK
    # button and off the dialog, the last ones unreadable.
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / "broken_lakes.tmx", user_maps_dir() / "broken_lakes.tmx")
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    click(app, scene.board_picker.choice.right_rect())
    dialog = app.top
    assert isinstance(dialog, MessageDialog)
    # The file named once, then each of check's problems a paragraph of its own (each began
    # with the file's name, and wrapped together no reader could tell where one ended).
    problems = check_board(user_maps_dir() / "broken_lakes.tmx").problems
    assert len(problems) > 10
    assert dialog.message.split("\n\n") == ["broken_lakes.tmx"] + [
        problem.removeprefix("broken_lakes.tmx, ") for problem in problems
    ]
    assert dialog.message.splitlines()[-1].startswith("layer 'cities'")
    last = dialog.message.splitlines()[-1]  # drawn wrapped: its words end the last line

    def message_drawn() -> list[tuple[str, pygame.Rect]]:
        return [
            (text, rect)
            for text, rect in scene_text_rects(monkeypatch, dialog, app.size)
            if text not in (dialog.title, dialog.ok.label)
        ]

    drawn = message_drawn()
    assert drawn, "no message drawn"
    for text, rect in drawn:
        assert dialog.panel.contains(rect) and rect.bottom <= dialog.ok.rect.top, (text, rect)
    assert not any(last.endswith(text) for text, _ in drawn)  # more than fits: the end is below
    for _ in range(20):
        post_key(pygame.K_PAGEDOWN)
    run_frames(app)
    drawn = message_drawn()
    assert last.endswith(drawn[-1][0]), drawn
    for text, rect in drawn:
        assert dialog.panel.contains(rect) and rect.bottom <= dialog.ok.rect.top, (text, rect)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=30, flipped=False))
    run_frames(app)
    assert dialog.first_line == 0
    click(app, dialog.ok)
    assert app.top is scene


def test_a_map_for_no_game_of_tabletops_is_named_with_the_checks_words(app: App) -> None:
    # The app refuses a map with the reasons `boards check` gives: the toast said "the map is
    # for a game tabletop does not have", without the check's list of the games there are.
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    path = user_maps_dir() / "asia.tmx"
    text = (maps_dir() / "ttr_paris.tmx").read_text(encoding="utf-8")
    path.write_text(text.replace('value="ttr_paris"', 'value="ttr_asia"', 1), encoding="utf-8")
    (problem,) = check_board(path).problems
    assert problem == (
        "asia.tmx: the map's 'game' property is 'ttr_asia', which is no game of tabletop's — set "
        "it to one of: ttr_europe, ttr_paris, metro, great_tour"
    )
    app.go_to_title()
    click(app, app.top.new_button)  # type: ignore[attr-defined]
    (toast,) = app.toasts
    assert toast.text == f"A map in your maps folder cannot be used: {problem}"


def test_only_the_player_counts_a_users_board_deals_for_are_offered(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Paris deals 2 tickets a player: 6 tickets deal 2 or 3 players, not 4. The screen offered
    # 4 and refused it only at Start game ("this map has too few tickets for 4 players").
    paris_board_with_tickets("six_tickets", "Six Tickets", 6)
    scene = NewGameScene(app, "ttr_paris")
    app.push(scene)
    assert [n for n, _label in scene.players.choices] == [2, 3, 4]  # the shipped board's
    for _ in range(2):
        click(app, scene.players.right_rect())
    assert scene.players.value == 4
    click(app, scene.board_picker.choice.right_rect())
    assert scene.board_picker.board is not None and scene.board_picker.board.name == "Six Tickets"
    assert [n for n, _label in scene.players.choices] == [2, 3]
    assert scene.players.value == 3  # 4 is no longer offered
    assert "2–3 players" in scene_texts(monkeypatch, scene, app.size)
    click(app, scene.board_picker.choice.left_rect())  # back to the shipped board: 2–4 again
    assert [n for n, _label in scene.players.choices] == [2, 3, 4]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize(
    ("name", "stems"),
    [
        ("Kraków trams", ("krakow_trams", "krakow_trams_night_version")),
        (
            "The trams of Kraków and Nowa Huta in the winter of 1912",
            ("trams_of_krakow_and_nowa_huta_winter_1912", "trams_of_krakow_and_nowa_huta_1912"),
        ),
    ],
)
def test_two_boards_of_one_name_show_different_file_names_in_the_narrow_choice(
    app: App, size: tuple[int, int], name: str, stems: tuple[str, str]
) -> None:
    """Two copies of one map (one renamed) were both listed as "Kraków trams (…": the file
    name that tells them apart was cut off. It now comes first, small above the name, cut in
    its middle when it must be, so each board's choice reads differently at every size."""
    from tabletop.ui.textfit import recording

    text = (DATA / "krakow_trams.tmx").read_text(encoding="utf-8")
    text = text.replace('value="Kraków trams"', f'value="{name}"', 1)
    folder = user_maps_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for stem in stems:
        (folder / f"{stem}.tmx").write_text(text, encoding="utf-8")
    app.resize(size)
    scene = NewGameScene(app, "metro")
    app.push(scene)
    run_frames(app, 1)
    choice = scene.board_picker.choice
    shown: list[tuple[str, ...]] = []
    for stem in sorted(stems):
        click(app, choice.right_rect())
        assert scene.board_picker.key == stem
        with recording() as drawn:
            choice.draw(pygame.Surface(size))
        assert all(choice.rect.contains(d.rect) for d in drawn)
        shown.append(tuple(d.shown for d in drawn))
    assert shown[0] != shown[1], shown
    for lines in shown:
        assert any(name[:6] in line for line in lines), lines  # the name is there too


def test_choosing_a_map_with_a_property_tabletop_does_not_read_says_so_and_plays_it(
    app: App,
) -> None:
    """A typo in a map property was ignored without a word; now choosing the board says it
    (the board is not refused: a map made for a later version may carry more)."""
    user_board("left_bank", name="Left Bank", autor="Ada")  # "author" misspelt
    scene = NewGameScene(app, "ttr_paris")
    app.push(scene)
    click(app, scene.board_picker.choice.right_rect())
    assert scene.board_picker.key == "left_bank"  # chosen, not refused
    (toast,) = app.toasts
    assert toast.text == (
        "Left Bank can be played, with a warning: left_bank.tmx: tabletop does not read the "
        "property 'autor' (did you mean 'author'?); it is ignored"
    )
    # Said while the board stays chosen: back to the game's own board, it is gone.
    click(app, scene.board_picker.choice.left_rect())
    run_frames(app, 1)
    assert app.toasts == []


def test_a_problem_of_the_map_itself_does_not_stop_the_file_being_named_once(app: App) -> None:
    """Kraków's broken copy has a problem of the map itself ("broken_krakow.tmx: the map
    property …") among its objects' ("broken_krakow.tmx, layer …"): the dialog repeated the
    file's name before each of its problems."""
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / "broken_krakow.tmx", user_maps_dir() / "broken_krakow.tmx")
    problems = check_board(user_maps_dir() / "broken_krakow.tmx").problems
    assert any(p.startswith("broken_krakow.tmx: ") for p in problems)
    scene = NewGameScene(app, "metro")
    app.push(scene)
    click(app, scene.board_picker.choice.right_rect())
    dialog = app.top
    assert isinstance(dialog, MessageDialog)
    paragraphs = dialog.message.split("\n\n")
    assert paragraphs[0] == "broken_krakow.tmx" and len(paragraphs) == len(problems) + 1
    assert not any("broken_krakow.tmx" in paragraph for paragraph in paragraphs[1:])


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize(
    ("game_id", "key"),
    [("ttr_europe", DEFAULT), ("ttr_europe", "ttr_europe_example"), ("metro", "metro_example")],
)
def test_the_chosen_boards_whole_name_is_drawn_under_its_picture(
    app: App, size: tuple[int, int], game_id: str, key: str
) -> None:
    """At the smallest window the board choice beside the games is too narrow for a board's
    name ("Example Coa…", "Ticket to Ri…"): the name under the picture says it whole,
    wrapped when it must be, above the first game's card."""
    from tabletop.ui.textfit import recording, violations

    folder = user_maps_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for example in (maps_dir() / "examples").glob("*.tmx"):
        shutil.copy(example, folder / example.name)
    app.resize(size)
    scene = NewGameScene(app, game_id)
    app.push(scene)
    picker = scene.board_picker
    while picker.key != key:
        click(app, picker.choice.right_rect())
    label = picker.choice.choices[picker.choice.value][1]
    with recording() as drawn:
        scene.draw(pygame.Surface(size))
    under = [d for d in drawn if scene.preview.bottom <= d.rect.top < scene.cards[0].rect.top]
    assert " ".join(d.shown for d in under if d.role == "body_bold") == label
    assert not violations(under)


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_a_maps_warning_is_read_whole_beside_the_title_and_the_controls(
    app: App, size: tuple[int, int], language: str
) -> None:
    """A map's warnings (three misspelt properties) said when it is chosen: the toast, long
    and in Polish longer, spanned the window over the screen's title and, with more lines
    than the room above the players' panel, went past the window's top edge. It stands
    whole in the window, over no control and not over the title."""
    user_board("left_bank", name="Left Bank", autor="Ada", lenght="3", wieght="2")
    with speaking(language):
        app.resize(size)
        scene = NewGameScene(app, "ttr_paris")
        app.push(scene)
        click(app, scene.board_picker.choice.right_rect())
        assert scene.board_picker.key == "left_bank"
        (toast,) = app.toasts
        assert "lenght" in toast.text and "wieght" in toast.text
        run_frames(app, 1)
        (rect,) = app.toast_rects
        assert app.screen.get_rect().contains(rect)
        assert not any(rect.colliderect(w.rect) for w in scene.widgets if w.visible)
        title = pygame.Rect(
            (theme.px(theme.SCREEN_MARGIN), theme.px(theme.SCREEN_TITLE_TOP)),
            theme.font("title").size(translate("New game")),
        )
        assert not rect.colliderect(title)
