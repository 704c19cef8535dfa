"""Every screen of the app in Polish, at the smallest window (960×600) and the default one
(1280×800): no word cut short and none drawn outside the window (``tests/support/textfit.py``
watches ``theme.text`` and ``theme.fit_text``). Polish runs 20–30% longer than English; the
layouts make room.

The screens: the title (with a game to continue), new game for each game, settings, load (with
a damaged file), pass-the-device (both steps), the in-game menu, the dialogs, each table mid-game
(Ticket to Ride Europe and Paris, Metro, The Great Tour) with its hover texts, a tunnel, a
ticket choice, a refusal (a hover card and a toast), the rules help of each game (scrolled
through), each game-over screen (every section), statistics (every tab) and the replay viewer.
Finished and half-played games are made once per module and saved; each screen loads its own.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pygame
import pytest

from tabletop.controller.metro import CellTarget, PoolTarget, StationTarget
from tabletop.controller.ttr import RouteTarget
from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import set_language
from tabletop.games import offered
from tabletop.games.ttr import DrawBlind, KeepTickets
from tabletop.play import Match, load_save
from tabletop.saves.store import default_saves_dir
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.crash import CrashScene, SaveStatus
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.desktop_offer import DesktopOfferDialog
from tabletop.ui.scenes.dialogs import ConfirmDialog, MessageDialog, PromptDialog
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.load import LoadScene, offer_to_watch
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.scenes.replay import ReplayScene, watch_save
from tabletop.ui.scenes.rules import open_rules
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.statistics import TABS, StatisticsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tabletop.ui.tables.great_tour import GreatTourTable
from tabletop.ui.tables.metro import MetroTable
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import headless_app, hover, run_frames, run_until
from tests.support.played import play_on
from tests.support.textfit import watch_text

from .statistics_history import build_history

#: The window sizes: the layouts scale with the window (theme.px), so 960×600 and 1280×800 are
#: one layout at 0.75 and 1.0 of the reference size. The default suite checks the smaller
#: (where whole-pixel rounding and small type leave the least room); the reference size, the same
#: screens again, runs in the slow set.
SIZES = [
    pytest.param((960, 600), id="960x600"),
    pytest.param((1280, 800), id="1280x800-slow", marks=pytest.mark.slow),
]
LONG_NAME = "Łucja Wiśniewska-Zając"


def _board_names() -> tuple[str, ...]:
    """The places the Ticket to Ride boards print (a ticket's line starts with one)."""
    from tabletop.games.ttr.board import default_ttr_board

    return tuple(
        city.name
        for game_id in ("ttr_europe", "ttr_paris")
        for city in default_ttr_board(game_id).cities.values()
    )


#: Names the players typed or the boards print, and save names: a screen may cut those.
NAMES = ("Komputer ", "Gracz ", LONG_NAME, "Anna", "Ben", "Cleo", "Robot", "Rand", *_board_names())
#: A tunnel's rig (Europe): the human's hand, the other hand, the face-up row, then the three
#: cards the tunnel turns (a blue: one extra card).
TUNNEL_RIG = {
    "train_deck": [
        *["blue", "blue", "locomotive", "locomotive"],
        *["green", "yellow", "orange", "pink"],
        *["white", "black", "orange", "green", "yellow"],
        *["blue", "white", "black"],
    ]
}
TUNNEL = "munchen-venezia"


#: Moves played before a table is looked at mid-game (default: two rounds), and options that
#: show the most (Metro's larger hands).
MID_GAME = {"ttr_europe": 60, "ttr_paris": 40, "metro": 30, "great_tour": 40}
OPTIONS = {"metro": {"hand_size": 3, "rotation": True}}


# ---------------------------------------------------------------------------- games, once
def _seats(game_id: str, agents: list[str | None]) -> list[Seat]:
    colours = theme.player_colors(game_id)
    return [
        Seat(LONG_NAME if a is None else f"Komputer {i + 1}", colours[i][1], a)
        for i, a in enumerate(agents)
    ]


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Saved games: ``<game>-mid`` (the human to act, mid-game) and ``<game>-over``."""
    folder = tmp_path_factory.mktemp("polish-games")
    set_language("en")
    out: dict[str, Path] = {}
    for found in offered():
        game_id, n = found.id, found.game.spec.max_players  # the fullest table
        agents: list[str | None] = [None] + ["greedy"] * (n - 1)
        options = OPTIONS.get(game_id, {})
        seats = _seats(game_id, agents)
        match = Match.new(game_id, GameConfig(n, options), seats, 4, saves_dir=folder)
        play_on(match, MID_GAME.get(game_id, 2 * n), to_a_human=True)
        out[f"{game_id}-mid"] = match.save_as(f"{game_id} mid")
        bots = _seats(game_id, ["greedy"] * n)
        over = Match.new(game_id, GameConfig(n, options), bots, 5, saves_dir=folder)
        play_on(over)
        out[f"{game_id}-over"] = over.save_as(f"{game_id} over")
    return out


@pytest.fixture(params=SIZES)
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    set_language("pl")
    with headless_app(request.param, autosave=False) as application:
        application.go_to_title()
        yield application
    set_language("en")


def _open(app: App, path: Path) -> TableScene:
    table = app.start_match(load_save(path))
    run_frames(app, 2)
    return table


# ---------------------------------------------------------------------------- the screens
def _title(app: App, games: dict[str, Path]) -> None:
    """The title with a game to continue (its line under the menu)."""
    saves = default_saves_dir()
    saves.mkdir(parents=True, exist_ok=True)
    match = load_save(games["ttr_europe-mid"], autosave=True, saves_dir=saves)
    match.write_autosave()
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and title.autosave is not None


def _new_game(game_id: str, players: int) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        scene = NewGameScene(app, game_id)
        app.push(scene)
        scene.players.set_value(players)
        scene.rebuild()

    return show


def _settings(app: App, games: dict[str, Path]) -> None:
    app.settings_problem = "Plik ustawień settings.json jest uszkodzony; używam domyślnych."
    app.push(SettingsScene(app))


def _load(tab: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        saves = default_saves_dir()
        saves.mkdir(parents=True, exist_ok=True)
        for key in ("ttr_europe-mid", "great_tour-mid", "metro-over", "ttr_paris-over"):
            (saves / games[key].name).write_bytes(games[key].read_bytes())
        (saves / "uszkodzony.json").write_text("{ to nie jest zapis", encoding="utf-8")
        scene = LoadScene(app)
        app.push(scene)
        scene.verify_some(10.0)
        scene.show_tab(tab)
        assert scene.list.items

    return show


def _two_humans(app: App) -> TtrTable:
    seats = _seats("ttr_europe", [None, None])
    seats[1] = Seat("Gracz 2", seats[1].color)
    match = Match.new("ttr_europe", GameConfig(2, {"rigged": TUNNEL_RIG}), seats, 3)
    while match.view(match.to_act())["setup"]:
        match.submit(KeepTickets(tuple(match.view(match.to_act())["offered_tickets"])))
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


def _pass_device(step: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        table = _two_humans(app)
        first = app.top
        if isinstance(first, PassDeviceScene):  # the first player takes the device
            first.ready()
        assert table.can_act
        for _draw in range(2):
            table.submit(DrawBlind())
            run_frames(app, 1)
        run_until(app, lambda: isinstance(app.top, PassDeviceScene), seconds=10)
        scene = app.top
        assert isinstance(scene, PassDeviceScene) and scene.step == "drawn"
        if step == "handover":
            scene.hide()
        assert scene.step == step

    return show


def _menu(app: App, games: dict[str, Path]) -> None:
    table = _open(app, games["ttr_paris-mid"])
    app.push(GameMenu(app, table))


def _message(app: App, games: dict[str, Path]) -> None:
    app.push(
        MessageDialog(
            app,
            "Tego zapisu nie można wczytać",
            "ruch 12 (claim munchen-venezia) przy odtwarzaniu jest niedozwolony: Ktoś już zajął "
            "tę trasę.",
            error=True,
        )
    )


def _confirm(app: App, games: dict[str, Path]) -> None:
    scene = LoadScene(app)
    app.push(scene)
    saves = default_saves_dir()
    saves.mkdir(parents=True, exist_ok=True)
    (saves / games["metro-mid"].name).write_bytes(games["metro-mid"].read_bytes())
    scene.refresh()
    scene.confirm_delete()
    assert isinstance(app.top, ConfirmDialog)


def _prompt(app: App, games: dict[str, Path]) -> None:
    table = _open(app, games["great_tour-mid"])
    menu = GameMenu(app, table)
    app.push(menu)
    menu.ask_save_name()
    assert isinstance(app.top, PromptDialog)


def _table(key: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        table = _open(app, games[key])
        assert table.can_act, f"{key}: the human is not to act"
        if isinstance(table, MetroTable):
            cells = table.controller.legal_cells(table.view, table.legal())
            hover(app, table.rect_of(CellTarget(*sorted(cells)[0])))
        elif isinstance(table, TtrTable):
            hover(app, table.board_panel.screen_cities["wien" if table.europe else "opera"])
        elif isinstance(table, GreatTourTable):
            hover(app, table.players_panel.rect.center)
        # The hover card is whole and inside the window (its words are judged with the rest).
        assert table.tooltip_lines
        assert app.screen.get_rect().contains(table.tooltip.rect)

    return show


def _metro_tooltips(app: App, games: dict[str, Path]) -> None:
    table = _open(app, games["metro-mid"])
    assert isinstance(table, MetroTable)
    hover(app, table.rect_of(PoolTarget()))
    hover(app, table.rect_of(StationTarget(5)))
    assert table.tooltip_lines


def _tunnel(app: App, games: dict[str, Path]) -> None:
    colours = theme.player_colors("ttr_europe")
    seats = [Seat(LONG_NAME, colours[0][1]), Seat("Komputer 2", colours[1][1], "greedy")]
    match = Match.new("ttr_europe", GameConfig(2, {"rigged": TUNNEL_RIG}), seats, 7)
    while match.view(match.to_act())["setup"]:
        seat = match.to_act()
        if match.seats[seat].is_human:
            match.submit(KeepTickets(tuple(match.view(seat)["offered_tickets"])))
        else:
            match.step_ai()
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    claim = next(
        a
        for a in table.legal()
        if getattr(a, "route", None) == TUNNEL and a.color == "blue" and a.wilds == 0
    )
    table.submit(claim)
    run_until(app, lambda: isinstance(app.top, TunnelChooser), seconds=10)
    run_frames(app, 30)  # the turned cards show one by one


def _tickets(app: App, games: dict[str, Path]) -> None:
    colours = theme.player_colors("ttr_europe")
    seats = [Seat(LONG_NAME, colours[0][1]), Seat("Komputer 2", colours[1][1], "greedy")]
    app.start_match(Match.new("ttr_europe", GameConfig(2), seats, 11))
    run_until(app, lambda: isinstance(app.top, TicketChooser), seconds=10)


def _refusal_card(app: App, games: dict[str, Path]) -> None:
    """A track the player cannot pay for, at the start of their turn: the hover card says why,
    in red words (the top bar says the whole turn's choices)."""
    colours = theme.player_colors("ttr_europe")
    seats = [Seat(LONG_NAME, colours[0][1]), Seat("Komputer 2", colours[1][1], "greedy")]
    match = Match.new("ttr_europe", GameConfig(2, {"rigged": TUNNEL_RIG}), seats, 7)
    while match.view(match.to_act())["setup"]:
        seat = match.to_act()
        if match.seats[seat].is_human:
            match.submit(KeepTickets(tuple(match.view(seat)["offered_tickets"])))
        else:
            match.step_ai()
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_until(app, lambda: table.can_act)
    points = table.board_panel.route_points("kyiv-smolensk")
    hover(app, points[len(points) // 2])
    assert table.hover == RouteTarget("kyiv-smolensk")
    card = table.hover_card(table.hover)
    assert card is not None and card.lines[-1].text == "Nie masz kart, żeby zapłacić za tę trasę."
    assert table.tooltip_lines == card.texts
    assert app.screen.get_rect().contains(table.tooltip.rect)


def _refusal_toast(app: App, games: dict[str, Path]) -> None:
    """A click the rules refuse: its reason in a toast over the table."""
    table = _open(app, games["ttr_europe-mid"])
    assert isinstance(table, TtrTable)
    taken = next(iter(table.view["routes"]))
    table.click(RouteTarget(taken))
    assert app.toasts, "no refusal was said"


def _rules(game_id: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        assert open_rules(app, game_id)

    return show


def _game_over(key: str, section: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        table = _open(app, games[key])
        run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=10)
        scene = app.top
        assert isinstance(scene, GameOverScene)
        keys = [k for k, _label in scene.sections]
        scene.show_section(keys[{"first": 0, "chart": -2, "scoring": -1}[section]])
        run_until(app, lambda: scene.track.done(), seconds=20)
        assert table.match.is_over()

    return show


def _statistics(tab: str) -> Callable[[App, dict[str, Path]], None]:
    def show(app: App, games: dict[str, Path]) -> None:
        folder = default_saves_dir().parent
        db = build_history(folder / "polish-history.sqlite3", datetime.now(UTC))
        app.history = HistoryService(db, folder / "saves")
        scene = StatisticsScene(app)
        app.push(scene)
        run_until(app, lambda: scene.page is not None and not scene.loading, seconds=20)
        scene.show_tab(tab)
        run_frames(app, 1)

    return show


def _replay(app: App, games: dict[str, Path]) -> None:
    assert watch_save(app, games["great_tour-over"])
    scene = app.top
    assert isinstance(scene, ReplayScene)
    scene.seek(scene.replay.last // 2)
    scene.toggle_moves()
    run_frames(app, 1)


def _open_elsewhere(app: App, games: dict[str, Path]) -> None:
    offer_to_watch(app, games["metro-mid"])
    assert isinstance(app.top, ConfirmDialog)


def _unwritten_ending(app: App, games: dict[str, Path]) -> TableScene:
    """The Great Tour's end, whose final save a full disk refused (and refuses again)."""
    table = _open(app, games["great_tour-over"])
    match = table.match
    match.autosave, match.autosave_problem = True, "Brak miejsca na urządzeniu"
    match.write_autosave = lambda: None  # type: ignore[method-assign]
    run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=10)
    return table


def _unwritten_ending_leaving(app: App, games: dict[str, Path]) -> None:
    _unwritten_ending(app, games).leave_to_title()
    assert isinstance(app.top, ConfirmDialog)


def _crash(app: App, games: dict[str, Path]) -> None:
    status = SaveStatus(None, "brak miejsca na dysku")
    screen = CrashScene(app, RuntimeError("coś"), status, Path("/tmp/tabletop/log.txt"))
    screen.unopened_folder = Path("/tmp/tabletop")
    app.push(screen)


Screen = Callable[[App, dict[str, Path]], None]
SCREENS: dict[str, Screen] = {
    "title": _title,
    "new game, Metro, 6 players": _new_game("metro", 6),
    "new game, Ticket to Ride: Europe": _new_game("ttr_europe", 5),
    "new game, Ticket to Ride: Paris": _new_game("ttr_paris", 4),
    "new game, The Great Tour": _new_game("great_tour", 6),
    "settings": _settings,
    "load, unfinished": _load("unfinished"),
    "load, finished": _load("finished"),
    "pass the device, what you drew": _pass_device("drawn"),
    "pass the device, hand over": _pass_device("handover"),
    "menu": _menu,
    "dialog, message": _message,
    "dialog, confirm": _confirm,
    "dialog, prompt": _prompt,
    "dialog, open in another window": _open_elsewhere,
    "game over, the final save not written": lambda app, games: _unwritten_ending(app, games),
    "dialog, leaving with the final save not written": _unwritten_ending_leaving,
    "about": lambda app, games: app.push(AboutScene(app)),
    "crash screen": _crash,
    "menu entry offer": lambda app, games: app.push(DesktopOfferDialog(app)),
    **{
        # The screens players see: the example game is never offered.
        f"{found.id} table, {found.game.spec.max_players} players": _table(f"{found.id}-mid")
        for found in offered()
    },
    "Metro table, tooltips": _metro_tooltips,
    "a tunnel": _tunnel,
    "ticket choice": _tickets,
    "a refusal, hover card": _refusal_card,
    "a refusal, toast": _refusal_toast,
    **{f"rules help, {found.id}": _rules(found.id) for found in offered()},
    **{
        f"game over, {found.id}, {section}": _game_over(f"{found.id}-over", section)
        for found in offered()
        for section in ("first", "chart", "scoring")
    },
    **{f"statistics, {key}": _statistics(key) for key, _title in TABS},
    "replay": _replay,
}


def _keep_picture(app: App, screen: str) -> None:
    """With TABLETOP_SHOTS=DIR set, keep each screen as a PNG there, to be looked at."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        name = "".join(c if c.isalnum() else "-" for c in screen)
        path = Path(folder) / f"pl-{app.size[0]}x{app.size[1]}-{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(path))


@pytest.mark.parametrize("screen", list(SCREENS))
def test_polish_fits(
    app: App, games: dict[str, Path], monkeypatch: pytest.MonkeyPatch, screen: str
) -> None:
    SCREENS[screen](app, games)
    run_frames(app, 1)
    scene = app.top
    assert scene is not None
    with watch_text(monkeypatch) as watch:
        app.draw()  # the whole stack: a dialog with the screen under it, the toasts
        _keep_picture(app, screen)
        if screen.startswith("rules"):  # every part of the help, scrolled through
            while scene.scroll < scene.max_scroll:
                scene.scroll_by(scene.page)
                scene.shown = float(scene.scroll)
                scene.draw(app.screen)
    assert watch.drawn, "nothing was drawn"
    english = ("GAME LOG", "YOUR TILE", "Close", "Back", "Cancel", "Settings", "TICKETS")
    assert not [t for t in watch.drawn if t in english]
    problems = watch.problems(expected=NAMES)
    assert not problems, "\n".join(f"{m.why}: {m.text!r} → {m.shown!r}" for m in problems)
    assert pygame.display.get_surface() is not None


def test_a_long_refusal_toast_wraps_and_is_never_cut(
    app: App, games: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.core import explain
    from tabletop.games.metro import MetroRefusal

    _open(app, games["metro-mid"])
    sentence = explain(MetroRefusal.ONE_TILE_LINE)
    assert sentence.startswith("To zamknęłoby linię")
    app.toast(sentence, "error")
    with watch_text(monkeypatch) as watch:
        app.draw()
    shown = [t for t in watch.drawn if t and t in sentence]
    assert len(shown) >= 2 and " ".join(shown) == sentence  # every word, on two lines or more
    assert not watch.problems(expected=NAMES)
