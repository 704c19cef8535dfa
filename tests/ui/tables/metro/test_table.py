"""The Metro table, headless: a whole game played with posted mouse events, hover previews,
hand selection and turning, drawing, station marks, animations and layout at several sizes."""

from __future__ import annotations

import pygame
import pytest

from tabletop.controller.metro import (
    CellTarget,
    DrawnTarget,
    HandTarget,
    PoolTarget,
    StationTarget,
    turn_hint,
)
from tabletop.games.metro import DrawTile, MetroRefusal, PlaceTile
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene, winners_text
from tabletop.ui.settings import Settings
from tabletop.ui.tables import table_for
from tabletop.ui.tables.metro import MetroTable
from tabletop.ui.tooltip import OFFSET as TOOLTIP_OFFSET
from tests.support.pilot import click, hover, press, run_frames, run_until, scene_texts

from .conftest import start


def square(table: MetroTable, row: int, col: int) -> tuple[int, int]:
    """Where to click to place on [row, col]: the middle of the square as the board draws it."""
    rect = table.rect_of(CellTarget(row, col))
    assert rect is not None
    return rect.center


def highlighted(table: MetroTable) -> list[tuple[int, int]]:
    """The squares the table highlights for the tile as turned now, top left first."""
    cells = table.controller.legal_cells(table.view, table.legal())
    return sorted(cell for cell, now in cells.items() if now)


def test_the_metro_table_is_registered() -> None:
    assert table_for("metro") is MetroTable


@pytest.mark.e2e
def test_a_human_plays_a_whole_game_with_the_mouse_against_greedy(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app, [None, "greedy"], seed=11)
    match = table.match
    turns = draws = 0
    while True:
        run_until(app, lambda: isinstance(app.top, GameOverScene) or table.can_act)
        if isinstance(app.top, GameOverScene):
            break
        turns += 1
        if turns % 4 == 0 and table.draw_button.visible:
            # Now and then draw instead of playing the tile in hand: the button, then place.
            click(app, table.draw_button.rect.center)
            assert match.log[-1] == (0, DrawTile()) and table.view["drawn"] is not None
            draws += 1
        tile = table.controller.tile(table.view)
        row, col = highlighted(table)[0]
        click(app, square(table, row, col))
        assert match.log[-1] == (0, PlaceTile(tile, row, col, 0))
    outcome = match.outcome()
    assert outcome is not None and match.is_over()
    assert turns >= 25 and draws >= 3
    human = [a for seat, a in match.log if seat == 0]
    assert sum(isinstance(a, PlaceTile) for a in human) == turns  # one click, one placement
    # The game-over screen itself (not the table under it) shows the engine's results.
    over = app.top
    assert over.outcome == outcome
    texts = scene_texts(monkeypatch, over, app.size)
    for seat, score in enumerate(outcome.scores):
        # A computer seat says its level (here the greedy agent's name).
        name = match.seats[seat].name + ("" if match.seats[seat].is_human else "  ·  AI · Greedy")
        row = texts.index(name)  # each seat's row: its name, then lines, then total
        assert texts[row + 1 : row + 3] == [str(outcome.breakdown[seat]["lines"]), str(score)]
    assert winners_text([match.seats[s].name for s in outcome.winners]) in texts
    assert table.view["scores"] == list(outcome.scores)


def test_hovering_a_square_shows_the_tile_legal_or_illegal_with_the_reason(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T01", "T02"]}})
    hover(app, square(table, 2, 2))
    preview = table.board_panel.preview
    assert preview is not None and not preview.legal
    assert preview.reason is MetroRefusal.NOT_CONNECTED
    assert table.tooltip_lines[0].startswith("✗")
    assert "beside a tile already placed" in table.tooltip_lines[1]
    hover(app, square(table, 0, 2))
    assert table.board_panel.preview is not None and table.board_panel.preview.legal
    assert table.tooltip_lines[0] == "✓ Click to place here"
    # A refused click says why and changes nothing.
    click(app, square(table, 2, 2))
    assert table.match.ply == 0
    assert any("beside a tile already placed" in toast.text for toast in app.toasts)


def test_hover_tells_what_a_placement_would_score(app: App) -> None:
    # T17 is four U-turns: on the top-right corner it closes stations 1 (Ala) and 32.
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    hover(app, square(table, 0, 7))
    assert table.board_panel.preview is not None and table.board_panel.preview.legal
    words = " ".join(table.tooltip_lines)
    assert "Closes your line from station 1 to station 1: +1 point" in words
    assert "Closes Seat 2's line from station 32 to station 32: +1 point" in words


def test_hand_tiles_are_chosen_by_click_and_turned_by_right_click_and_r(app: App) -> None:
    options = {"hand_size": 2, "rotation": True, "rigged": {"tiles": ["T01", "T05", "T02"]}}
    table = start(app, [None, "greedy"], options=options)
    assert table.view["hand"] == ["T01", "T05"]
    slots = table.hand_panel.slots()
    assert [s.tile for s in slots] == ["T01", "T05"]
    click(app, slots[1].rect.center)
    assert table.controller.tile(table.view) == "T05"
    click(app, square(table, 5, 5), button=3)  # right-click on the board turns
    press(app, pygame.K_r)
    assert table.controller.rotation == 2
    press(app, pygame.K_r, pygame.KMOD_SHIFT)  # Shift+R turns back
    click(app, table.turn_right.rect.center)  # the ↻ button
    assert table.controller.rotation == 2
    row, col = highlighted(table)[0]
    click(app, square(table, row, col))
    assert table.match.log[-1] == (0, PlaceTile("T05", row, col, 2))


def test_r_without_the_rotation_rule_says_why(app: App) -> None:
    table = start(app, [None, "greedy"])
    press(app, pygame.K_r)
    assert table.controller.rotation == 0
    assert any("arrow pointing up" in toast.text for toast in app.toasts)
    assert not table.turn_left.visible and not table.turn_right.visible


def test_the_pool_draws_and_the_drawn_tile_must_be_placed(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T01", "T02", "T05"]}})
    assert table.draw_button.visible
    click(app, table.pool_panel.rect.center)  # clicking the pool draws like the button
    assert table.match.log == [(0, DrawTile())]
    assert table.view["drawn"] == "T05" and not table.draw_button.visible
    slots = table.hand_panel.slots()
    assert [(s.target, s.tile) for s in slots] == [(DrawnTarget(), "T05"), (HandTarget(0), "T01")]
    click(app, slots[1].rect.center)  # the kept hand tile cannot be chosen now
    assert any("must place exactly that tile" in toast.text for toast in app.toasts)
    row, col = highlighted(table)[0]
    click(app, square(table, row, col))
    assert table.match.log[-1] == (0, PlaceTile("T05", row, col, 0))
    assert table.view["hand"] == ["T01"]


def test_station_plates_show_owner_and_scored_lines(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    click(app, square(table, 0, 7))
    assert table.match.log[-1] == (0, PlaceTile("T17", 0, 7, 0))
    assert {1, 32} <= set(table.view["scored"])
    # The layer is painted at the picture's own resolution (the viewport scales it).
    layer = table.board_panel.layer()
    geo = table.board_panel.layer_geo
    assert geo is not None and layer.get_size() == table.art.picture_size
    r = geo.plate_radius

    def pixel(number: int, dx: float, dy: float) -> tuple[int, int, int]:
        x, y = geo.plate(number)
        return tuple(layer.get_at((round(x + dx), round(y + dy))))[:3]  # type: ignore[return-value]

    yellow, blue = table.seat_color(0), table.seat_color(1)
    # Scored: the plate is filled with the owner's colour.
    assert pixel(1, 0, -0.8 * r) == yellow
    assert pixel(32, 0, -0.8 * r) == blue
    # Open: only a ring in the owner's colour; the plate itself stays light.
    assert pixel(3, 0, -0.8 * r) != yellow
    assert pixel(3, 0, -(r + 0.05 * r)) == yellow
    assert pixel(2, 0, -(r + 0.05 * r)) == blue
    # The lines just scored are traced with their points, and the last tile is outlined.
    hover(app, (5, 5))
    assert table.view["last_tile"]["row"] == 0 and table.view["last_tile"]["col"] == 7


def test_unowned_stations_are_shaded_with_three_players(app: App) -> None:
    table = start(app, [None, "greedy", "greedy"])
    assert "16" not in table.view["owners"] and "17" not in table.view["owners"]
    hover(app, tuple(round(v) for v in table.board_panel.geo.plate(16)))  # type: ignore[union-attr]
    assert table.tooltip_lines[0] == "Station 16 · nobody's line"


def test_hovering_a_station_describes_its_line(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    click(app, square(table, 0, 7))
    hover(app, tuple(round(v) for v in table.board_panel.geo.plate(1)))  # type: ignore[union-attr]
    assert table.tooltip_lines == [
        "Station 1 · Ala's line",
        "Complete to station 1: length 1, 1 point.",
    ]


def test_ai_moves_are_animated_and_skipping_never_changes_the_board(app: App) -> None:
    app.settings = Settings(animation_speed="normal", ai_delay=0.0)
    options = {"rigged": {"tiles": ["T17", "T01", "T02"]}}
    table = start(app, [None, "greedy"], options=options)
    click(app, square(table, 0, 7))
    # Our own placement: no drop-in (we saw it), but both lines it closed are traced.
    assert len(table.animations.queue) == 2
    run_until(app, lambda: table.match.ply >= 2 and table.match.to_act() == 0)
    # The AI's tile drops in with a ring round its square (one group).
    groups = {a.group for a in table.animations.queue}
    assert any(g is not None and g[0] == "placed" for g in groups)
    board_before = table.view["tiles"]
    click(app, (2, 2))  # a click skips the animations
    assert not table.animations.busy
    assert table.view["tiles"] == board_before == table.match.view(0)["tiles"]


def test_the_log_speaks_plain_words_and_hides_the_tiles_drawn(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01", "T02"]}})
    click(app, square(table, 0, 7))
    mine = [text for seat, text in table.log.lines(0, table.describe_event) if seat == 0]
    # The refill after placing is routine and not logged; nothing names a tile design.
    assert mine == [
        "placed a tile on row 1, column 8",
        "closed line 1 at station 1: Ala scores 1 point",
        "closed line 32 at station 32: Seat 2 scores 1 point",
    ]
    run_until(app, lambda: table.can_act)
    click(app, table.draw_button.rect.center)
    row, col = highlighted(table)[0]
    click(app, square(table, row, col))
    lines = [text for _seat, text in table.log.lines(0, table.describe_event)]
    assert "drew a tile from the pool (it must be placed now)" in lines
    assert f"placed a tile on row {row + 1}, column {col + 1}" in lines
    assert not any("T0" in line or "T1" in line or "T2" in line for line in lines)
    # Seat 2 sees the same public story.
    theirs = [text for _seat, text in table.log.lines(1, table.describe_event)]
    assert theirs == lines


def test_spectators_see_no_hand_and_cannot_place(app: App) -> None:
    table = start(app, ["greedy", "greedy"])
    run_until(app, lambda: table.match.ply >= 2)
    assert table.viewer is None and table.view["hand"] == []
    assert table.hand_panel.slots() == [] and not table.can_act and not table.draw_button.visible
    assert table.legal() == ()


@pytest.mark.parametrize(
    ("size", "players", "options"),
    [
        ((1280, 800), 2, {}),
        ((1920, 1080), 4, {"hand_size": 2}),
        ((960, 600), 6, {"hand_size": 3, "rotation": True}),
    ],
)
def test_the_layout_follows_the_window(size: tuple[int, int], players: int, options: dict) -> None:
    app = App(size, settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)
    try:
        table = start(app, [None] + ["greedy"] * (players - 1), options=options)
        screen = app.screen.get_rect()
        assert screen.size == size
        for rect in (
            table.board_panel.picture_rect,
            table.hand_panel.rect,
            table.seats_rect,
            table.log_rect,
        ):
            assert screen.contains(rect)
        assert not table.board_panel.picture_rect.colliderect(table.hand_panel.rect)
        assert not table.hand_panel.rect.colliderect(table.side_rect)
        assert table.board_panel.picture_rect.width >= 0.5 * size[1]  # the board takes the height
        slots = table.hand_panel.slots()
        assert len(slots) == options.get("hand_size", 1)
        for slot in slots:
            assert table.hand_panel.rect.contains(slot.rect)
            assert slot.rect.bottom < table.pool_panel.rect.top
            assert slot.rect.width >= theme.px(40)
        assert table.hand_panel.rect.contains(table.draw_button.rect)
        # Every square is where a click lands on it.
        for row in range(8):
            for col in range(8):
                assert table.target_at(square(table, row, col)) == CellTarget(row, col)
        run_frames(app, 2)
    finally:
        app.close()


def test_screenshot_cli_draws_the_metro_table(tmp_path) -> None:
    from tabletop.ui.screenshot import screenshot

    out = tmp_path / "metro.png"
    assert screenshot("metro", out, players=2, ply=10, size=(1280, 800)) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)


def test_hovering_the_pool_explains_drawing(app: App) -> None:
    table = start(app, [None, "greedy"])
    hover(app, table.pool_panel.rect.center)
    assert table.tooltip_lines[0] == f"Pool: {table.view['pool']} tiles face down"
    assert "you must then place the drawn tile" in table.tooltip_lines[1]


def test_hot_seat_hides_each_hand_until_the_device_is_passed(app: App) -> None:
    from tabletop.ui.scenes.pass_device import PassDeviceScene

    table = start(app, [None, None], options={"rigged": {"tiles": ["T01", "T02", "T03"]}})
    assert isinstance(app.top, PassDeviceScene)
    assert table.hand_panel.slots() == []  # nothing private shows before the click
    click(app, app.top.ready_button.rect.center)
    assert table.viewer == 0 and [s.tile for s in table.hand_panel.slots()] == ["T01"]
    row, col = highlighted(table)[0]
    click(app, square(table, row, col))
    assert table.match.log[-1] == (0, PlaceTile("T01", row, col, 0))
    assert isinstance(app.top, PassDeviceScene) and table.hand_panel.slots() == []
    click(app, app.top.ready_button.rect.center)
    assert table.viewer == 1 and [s.tile for s in table.hand_panel.slots()] == ["T02"]


def test_a_map_without_pictures_is_drawn_plainly(app: App) -> None:
    from dataclasses import replace

    from tabletop.ui.tables.metro.art import MetroArt

    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    bare = replace(table.board, board_image=None, tileset_image=None, tile_back_image=None)
    table.art = MetroArt(bare)
    assert table.art.picture_offset == (-bare.tile_px, -bare.tile_px)
    table.layout(app.size)
    assert table.art.tile("T05", 1, 64).get_size() == (64, 64)
    assert table.art.back(50).get_size() == (50, 50)
    grid = table.board_panel.geo.grid_rect()  # type: ignore[union-attr]
    # One square of margin all round the 8×8 grid.
    assert abs(grid.width - table.board_panel.picture_rect.width * 8 / 10) <= 2
    click(app, square(table, 0, 7))
    assert table.match.log[-1] == (0, PlaceTile("T17", 0, 7, 0))
    run_frames(app, 2)


def test_occupied_squares_show_no_ghost_but_a_click_says_why(app: App) -> None:
    table = start(app, [None, None], options={"rigged": {"tiles": ["T01", "T02", "T03"]}})
    click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
    click(app, square(table, 0, 2))
    click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
    assert table.viewer == 1
    hover(app, square(table, 0, 2))
    assert table.board_panel.preview is None and table.tooltip_lines == []
    click(app, square(table, 0, 2))
    assert table.match.ply == 1
    assert any("already on that square" in toast.text for toast in app.toasts)
    hover(app, square(table, 3, 3))
    assert table.tooltip_lines[0] == "Central station"


def _pointer_gap(tip: pygame.Rect, pos: tuple[int, int]) -> int:
    """How far the tooltip's nearest edge is from the pointer (0: it covers the pointer)."""
    dx = max(tip.left - pos[0], 0, pos[0] - tip.right)
    dy = max(tip.top - pos[1], 0, pos[1] - tip.bottom)
    return max(dx, dy)


def test_tooltips_stand_by_the_pointer_never_over_it(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    reach = theme.px(TOOLTIP_OFFSET) + 2
    centre = table.board_panel.geo.centre_rect()  # type: ignore[union-attr]
    for target in (StationTarget(12), StationTarget(30), StationTarget(20), CellTarget(0, 7)):
        rect = table.rect_of(target)
        assert rect is not None
        hover(app, rect.center)
        tip = table.tooltip.rect
        assert table.tooltip_lines, target
        assert not tip.collidepoint(rect.center) and 0 < _pointer_gap(tip, rect.center) <= reach
        assert tip.center != centre.center  # stations were described over the centre block
        assert app.screen.get_rect().contains(tip)
    hover(app, table.pool_panel.rect.center)
    assert table.tooltip_lines[0].startswith("Pool:")
    assert 0 < _pointer_gap(table.tooltip.rect, table.pool_panel.rect.center) <= reach


def test_a_square_that_fits_only_turned_says_so_when_hovered(app: App) -> None:
    # T16 has U-turns on its top and bottom: unturned on [0, 4] it closes station 4's line.
    options = {"rotation": True, "rigged": {"tiles": ["T01", "T02", "T16"]}}
    table = start(app, [None, None], seed=3, options=options)
    click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
    click(app, square(table, 0, 2))
    click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
    click(app, square(table, 0, 1))
    click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
    assert table.viewer == 0 and table.view["hand"] == ["T16"]
    hover(app, square(table, 0, 4))
    assert table.tooltip_lines[0] == "✗ Not here"
    assert table.tooltip_lines[-1] == turn_hint()
    click(app, square(table, 0, 4))
    assert any(turn_hint() in toast.text for toast in app.toasts)
    press(app, pygame.K_r)
    hover(app, square(table, 0, 4))
    assert table.tooltip_lines[0] == "✓ Click to place here"


def test_the_panels_are_where_the_maps_ui_layer_puts_them(app: App) -> None:
    from dataclasses import replace
    from types import MappingProxyType

    table = start(app, [None, "greedy"])
    # The shipped map at 1280×800: the board as large as the height allows, at the left.
    assert table.board_panel.picture_rect == pygame.Rect(16, 72, 712, 712)
    assert table.hand_panel.rect.left > table.board_panel.rect.right
    assert table.seats_panel.rect.left > table.hand_panel.rect.right
    assert table.log_panel.rect.top > table.seats_panel.rect.bottom
    # A map that puts the seats and the log before the hand column gets them there.
    ui = dict(table.board.ui)
    hand_x, side_x = ui["hand"][0], ui["players"][0]
    moved = side_x + ui["players"][2] - ui["hand"][2] - hand_x  # the hand column to the right
    for name in ("hand", "pool", "draw_button"):
        x, y, w, h = ui[name]
        ui[name] = (x + moved, y, w, h)
    for name in ("players", "log"):
        x, y, w, h = ui[name]
        ui[name] = (hand_x + (x - side_x), y, w, h)
    table.board = replace(table.board, ui=MappingProxyType(ui))
    table.layout(app.size)
    assert table.seats_panel.rect.left < table.hand_panel.rect.left
    assert table.hand_panel.rect.contains(table.pool_panel.rect)
    assert table.hand_panel.rect.contains(table.draw_button.rect)
    run_frames(app, 2)
    assert table.rect_of(PoolTarget()) is not None
    hover(app, table.pool_panel.rect.center)
    assert table.tooltip_lines[0].startswith("Pool:")


def test_during_another_seats_turn_the_hand_says_whose_tile_it_is(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New-player review #11: during the AI's turn the greyed tile under "YOUR TILE" was read as
    the AI's. It is the viewer's own tile for their next turn, and the panel now says so and
    who is playing."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, [None, "greedy"])
    texts = scene_texts(monkeypatch, table, app.size)
    assert "YOUR TILE" in texts and "Seat 2 is playing" not in texts
    table.submit(table.legal()[0])
    run_frames(app, 1)
    assert table.match.to_act() == 1 and table.viewer == 0
    texts = scene_texts(monkeypatch, table, app.size)
    assert "YOUR NEXT TILE" in texts and "YOUR TILE" not in texts
    assert "Seat 2 is playing" in texts


def test_a_doubled_line_chip_reads_its_points_before_and_after_doubling(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New-player review #12: the chip "44 ×2" of a line to the central station (22 doubled)
    read as 88. It now reads "22" and "×2 = 44"."""
    from tabletop.core import GameConfig, Seat
    from tabletop.play import Match
    from tabletop.ui.tables.metro.game_over import scored_lines

    for seed in range(1, 30):
        seats = [Seat(f"Bot {i + 1}", "#abcdef", "random") for i in range(3)]
        match = Match.new("metro", GameConfig(3), seats, seed)
        while match.step_ai():
            pass
        view = match.view(None)
        doubled = [line for seat in range(3) for line in scored_lines(view, seat) if line.central]
        if doubled:
            break
    assert doubled, "no line reached the central station in 30 games"
    app.start_match(match)
    run_until(app, lambda: isinstance(app.top, GameOverScene), 5.0)
    texts = scene_texts(monkeypatch, app.top, app.size)
    for line in doubled:
        assert str(line.points // 2) in texts and f"×2 = {line.points}" in texts
    assert "×2" not in texts
