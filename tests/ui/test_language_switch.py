"""Switching the language at once, without a restart (issue 12): ``App.set_language`` makes
every open screen say its words again — a table mid-game, the rules help over it, the new-game
screen, the dialogs — and the game goes on where it was. Settings → Language (round two) saves
the choice and calls ``App.apply_settings``, which switches when the choice changed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop.controller.ttr import RouteTarget
from tabletop.core import GameConfig, Seat, i18n
from tabletop.games.ttr import ClaimRoute, KeepTickets
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.crash import CrashScene, SaveStatus
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.desktop_offer import DesktopOfferDialog
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.great_tour import GreatTourTable
from tabletop.ui.tables.metro import MetroTable
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import (
    click,
    drawn_texts,
    headless_app,
    press,
    run_frames,
    run_until,
    scene_texts,
    type_text,
)

COLOURS = ("#f2c531", "#2f7fd8", "#ef7d26")


@pytest.fixture
def app() -> Iterator[App]:
    with headless_app(autosave=False) as application:
        application.go_to_title()
        yield application


def _metro(app: App, agents: tuple[str | None, ...], seed: int = 5) -> MetroTable:
    seats = [Seat("Ala" if a is None else f"Bot {i}", COLOURS[i], a) for i, a in enumerate(agents)]
    table = app.start_match(Match.new("metro", GameConfig(len(seats)), seats, seed))
    assert isinstance(table, MetroTable)
    run_frames(app, 1)
    return table


def _play_one_tile(app: App, table: MetroTable) -> None:
    """The human places their tile on the first highlighted square, by a click."""
    run_until(app, lambda: table.can_act)
    cells = table.controller.legal_cells(table.view, table.legal())
    row, col = sorted(cell for cell, now in cells.items() if now)[0]
    rect = table.board_panel.geo.cell_rect(row, col)
    ply = table.match.ply
    click(app, rect.center)
    assert table.match.ply > ply


def test_switching_mid_game_redraws_the_table_and_the_rules_over_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _metro(app, (None, "greedy"))
    for _ in range(3):
        _play_one_tile(app, table)
    run_until(app, lambda: table.can_act)
    english = drawn_texts(monkeypatch, app)
    assert "GAME LOG" in english and "YOUR TILE" in english
    assert any(t.startswith("Ala: placed a tile on row") for t in english)
    press(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    rules.scroll_to(rules.doc.section_tops[2])  # the reader's place survives the switch
    fraction = rules.scroll / rules.doc.height

    app.set_language("pl")
    run_frames(app, 1)
    assert i18n.language() == "pl"
    shown = scene_texts(monkeypatch, rules, app.size)
    assert {"JAK GRAĆ", "SPIS TREŚCI", "O co chodzi", "Punktacja", "Zamknij"} <= set(shown)
    assert rules.sections[0].heading == "O co chodzi"
    assert abs(rules.scroll / rules.doc.height - fraction) < 0.05
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    polish = drawn_texts(monkeypatch, app)
    assert {"PRZEBIEG GRY", "TWÓJ ŻETON", "PULA", "Menu", "Cofnij"} <= set(polish)
    assert any(t.startswith("Runda ") for t in polish)
    assert any(t.startswith("Ala: kładzie żeton w rzędzie") for t in polish)  # the old lines too
    assert "GAME LOG" not in polish
    assert pygame.display.get_caption()[0] == "Metro — Tabletop"
    # The game goes on, in Polish, and back in English.
    _play_one_tile(app, table)
    app.set_language("en")
    run_frames(app, 1)
    back = drawn_texts(monkeypatch, app)
    assert "GAME LOG" in back and "PRZEBIEG GRY" not in back
    assert table.undo_button.label == "Undo"


def test_a_refusal_is_said_in_the_language_of_the_moment(app: App) -> None:
    table = _metro(app, (None, "greedy"))
    app.set_language("pl")
    run_until(app, lambda: table.can_act)
    table.controller.rotation = 0
    press(app, pygame.K_r)  # turning is an optional rule, off here
    assert app.toasts[-1].text == (
        "Żetony leżą strzałką do góry (obracanie ich to zasada opcjonalna, w tej grze wyłączona)."
    )
    app.set_language("en")
    assert not app.toasts  # what was said in Polish is gone with it
    press(app, pygame.K_r)
    assert app.toasts[-1].text.startswith("Tiles keep their arrow pointing up")


def test_the_new_game_screen_switches_keeping_what_the_player_typed(app: App) -> None:
    scene = NewGameScene(app, "metro")
    app.push(scene)
    run_frames(app, 1)
    scene.players.set_value(3)
    scene.rebuild()
    click(app, scene.rows[0].name)
    scene.rows[0].name.set_text("")
    type_text(app, "Łucja")
    assert [s.name for s in scene.setups[:3]] == ["Łucja", "Computer 2", "Computer 3"]
    app.set_language("pl")
    assert [s.name for s in scene.setups[:3]] == ["Łucja", "Komputer 2", "Komputer 3"]
    assert scene.rows[1].name.text == "Komputer 2"
    assert scene.start_button.label == "Rozpocznij grę"
    assert scene.players.choices[scene.players.index] == (3, "3 graczy")
    assert scene.rows[0].player.choices[:2] == [("phone", "Człowiek (telefon)"), (None, "Człowiek")]
    assert scene.players.value == 3
    assert dict(scene.options[1][1].choices) == {False: "Wył.", True: "Wł."}
    assert scene.first.choice.choices[1][1] == "Miejsce 1: Łucja"  # who starts, in Polish
    click(app, scene.start_button)
    table = app.top
    assert isinstance(table, MetroTable)
    assert [s.name for s in table.match.seats] == ["Łucja", "Komputer 2", "Komputer 3"]


def test_each_dialog_says_its_words_again(app: App, tmp_path: Path) -> None:
    table = _metro(app, ("greedy", "greedy"))
    while not table.match.is_over():
        table.match.step_ai()
    table.refresh()
    over = GameOverScene(app, table)
    about = AboutScene(app)
    crash = CrashScene(app, RuntimeError("boom"), SaveStatus(tmp_path / "a.save"), tmp_path / "l")
    crash.unopened_folder = tmp_path
    offer = DesktopOfferDialog(app)
    for scene in (over, about, crash, offer):
        app.push(scene)
    app.set_language("pl")
    assert (over.again_button.label, over.title_button.label) == ("Rewanż", "Menu główne")
    assert (about.title, about.close_button.label) == ("O programie Tabletop", "Zamknij")
    assert (crash.title, crash.back_button.label) == ("Coś poszło nie tak.", "Menu główne")
    assert crash.folder_note == f"Log jest w {tmp_path}"
    assert crash.message.startswith("Twoja gra jest zapisana.")
    assert (offer.title, offer.confirm.label, offer.cancel.label) == (
        "Dodać Tabletop do menu?",
        "Tak, dodaj",
        "Nie, dziękuję",
    )
    app.set_language("en")
    assert offer.cancel.label == "No, thanks" and over.board_button.label == "View board"


def test_saved_settings_switch_only_when_the_language_changed(app: App) -> None:
    app.apply_settings(replace(app.settings, language="pl"))
    assert i18n.language() == "pl"
    i18n.set_language("en")  # as if --lang en was asked for this run
    app.apply_settings(replace(app.settings, ai_delay=0.25))
    assert i18n.language() == "en"  # the language choice did not change: left alone
    app.apply_settings(replace(app.settings, language="en"))
    assert i18n.language() == "en"
    assert isinstance(app.stack[0], TitleScene)


#: Europe, rigged: the human's hand, the other hand, the face-up row, then the three cards the
#: tunnel turns (a blue: one card more to pay).
TUNNEL_RIG = {
    "train_deck": [
        *["blue", "blue", "locomotive", "locomotive"],
        *["green", "yellow", "orange", "pink"],
        *["white", "black", "orange", "green", "yellow"],
        *["blue", "white", "black"],
    ]
}


def _ttr(app: App, game_id: str, options: dict[str, object], seed: int) -> TtrTable:
    """A TTR table, the human (seat 0) to act after every seat kept its starting tickets."""
    colours = theme.player_colors(game_id)
    seats = [Seat("Ala", colours[0][1]), Seat("Bot 1", colours[1][1], "greedy")]
    match = Match.new(game_id, GameConfig(2, options), seats, seed)
    while match.view(match.to_act())["setup"]:
        seat = match.to_act()
        match._apply(seat, KeepTickets(tuple(match.view(seat)["offered_tickets"])))
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_until(app, lambda: table.can_act)
    return table


def test_a_ttr_table_with_its_tunnel_dialog_switches_at_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _ttr(app, "ttr_europe", {"rigged": TUNNEL_RIG}, seed=7)
    claim = next(
        a
        for a in table.legal()
        if isinstance(a, ClaimRoute) and a.route == "munchen-venezia" and a.color == "blue"
        if a.wilds == 0
    )
    table.submit(claim)
    run_until(app, lambda: isinstance(app.top, TunnelChooser))
    chooser = app.top
    assert isinstance(chooser, TunnelChooser)
    assert chooser.title == "Tunnel: Munchen – Venezia"
    assert chooser.decline.label == "Give up the tunnel"

    app.set_language("pl")
    assert chooser.title == "Tunel: Munchen – Venezia"  # the board's names stay as printed
    assert chooser.decline.label == "Zrezygnuj z tunelu"
    picker = chooser.picker
    assert [o.words for o in picker.options] == ["Dopłać: 1 lokomotywa"]  # the blues are down
    assert picker.hint == "i zajmij tunel"
    assert table.claim_button.label == "Dostępne trasy  (C)"
    assert table.status_text() == "Twoja tura: tunel"
    texts = drawn_texts(monkeypatch, app)
    assert {"WYKŁADASZ", "ODKRYTE Z TALII", "Tunel wymaga jeszcze 1 karty:"} <= set(texts)
    assert {"ODKRYTE KARTY", "RĘKA: ALA", "BILETY", "GRACZE"} <= set(texts)
    assert any(t.startswith("Ala drąży tunel Munchen – Venezia: odkryto") for t in texts)
    assert "YOU PUT DOWN" not in texts and "FACE-UP CARDS" not in texts
    # Paying in Polish plays on, and the log says it in Polish.
    click(app, chooser.picker.option_rect(0).center)
    assert table.match.view(None)["routes"]["munchen-venezia"] == 0
    assert any(t == "Ala dopłaca za tunel" for t in drawn_texts(monkeypatch, app))
    app.set_language("en")
    assert table.claim_button.label == "Claimable routes  (C)"


def test_a_ttr_payment_dialog_says_its_options_again(app: App) -> None:
    table = _ttr(app, "ttr_europe", {"rigged": TUNNEL_RIG}, seed=7)
    claims = [a for a in table.legal() if isinstance(a, ClaimRoute)]
    route = next(c.route for c in claims if sum(d.route == c.route for d in claims) > 1)
    table.click(RouteTarget(route))
    chooser = app.top
    assert isinstance(chooser, ActionChooser) and len(chooser.options) > 1
    app.set_language("pl")
    assert chooser.title.startswith("Zajęcie trasy ")
    assert all(option.words.startswith("Zapłać: ") for option in chooser.options)
    assert chooser.cancel.label == "Anuluj"
    assert chooser.lines[0].endswith(("punkt", "punkty", "punktów"))
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_a_great_tour_table_with_the_menu_over_it_switches_at_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colours = theme.player_colors("great_tour")
    seats = [Seat("Ala", colours[0][1])] + [
        Seat(f"Bot {i}", colours[i][1], "greedy") for i in range(1, 3)
    ]
    table = app.start_match(Match.new("great_tour", GameConfig(3), seats, 3))
    assert isinstance(table, GreatTourTable)
    run_until(app, lambda: table.can_act)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, GameMenu) and menu.title == "Paused"

    app.set_language("pl")
    assert menu.title == "Pauza"
    assert [b.label for b in menu.widgets][:3] == ["Wróć do gry", "Zasady", "Zapisz kopię…"]
    assert (table.autopay_button.label, table.pass_button.label) == ("Autopłata", "Pas")
    texts = drawn_texts(monkeypatch, app)
    assert {"KARTY TRAS", "AKTYWNE BILETY", "PRZYSZŁE BILETY", "KARTY BONUSOWE"} <= set(texts)
    assert "ROUTE CARDS" not in texts
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    assert not any("Regular" in line for line in table.tooltip_lines)


def test_settings_language_is_chosen_by_mouse_remembered_and_switched_on_save(app: App) -> None:
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.settings import load_settings

    title = app.top
    assert isinstance(title, TitleScene)
    click(app, title.settings_button)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    label, _help, language = scene.rows[-1]  # the last row: the language
    assert label == "Language"
    assert language.choices == [("en", "English"), ("pl", "Polski")]  # each in its own words
    assert language.value == "en"
    click(app, language.right_rect())
    assert i18n.language() == "en"  # nothing changes before Save
    click(app, scene.save_button)
    assert i18n.language() == "pl"
    assert load_settings()[0].language == "pl"  # remembered
    assert app.top is title and title.settings_button.label == "Ustawienia"
    assert app.toasts[-1].text == "Zapisano ustawienia."
    # The next start speaks Polish: the settings say so.
    from tabletop.__main__ import start_language

    i18n.set_language("en")
    assert start_language([]) == "pl"
