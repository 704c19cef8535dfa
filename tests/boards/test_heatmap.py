"""``python -m tabletop.boards balance … --heatmap PNG``: the board drawn with each route, road
segment or Metro station and square coloured by its balance figure on a colour-blind-safe
scale, with a legend; a path it may not write is refused in one line before any game is played;
and ``check``/``balance`` without it never load pygame (issue 26 §4)."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import pygame
import pytest

from tabletop.boards.__main__ import main
from tabletop.games import load_board
from tabletop.games.catalog import Board, lookup
from tabletop.play.balance import BalanceReport
from tabletop.play.heat import square_key, station_key
from tabletop.resources import maps_dir
from tabletop.ui.heatmap import (
    BOTTOM,
    TOP,
    HeatmapRefused,
    check_target,
    heat_colour,
    write_heatmap,
)
from tabletop.ui.pictures import PNG_MAGIC

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = maps_dir() / "examples"
TTR = EXAMPLES / "ttr_example.tmx"

Point = tuple[float, float]


def report_of(board: Board, heat: dict[str, float], games: int = 10) -> BalanceReport:
    """A balance report of ``games`` games whose heatmap numbers average to ``heat``."""
    report = BalanceReport(board.game_id, board.key, 3, "standard", games=games)
    report.heat_sums = {element: value * games for element, value in heat.items()}
    return report


def drawn(board: Board, heat: dict[str, float], tmp_path: Path) -> pygame.Surface:
    out = tmp_path / "heat.png"
    write_heatmap(board, report_of(board, heat), out)
    assert out.read_bytes().startswith(PNG_MAGIC)
    return pygame.image.load(str(out))


def along(points: Sequence[Point], step: float = 4.0) -> Iterable[tuple[int, int]]:
    """Pixels along a polyline's middle, its ends left out (where cities and others meet)."""
    for a, b in zip(points, points[1:], strict=False):
        n = max(1, int(math.dist(a, b) / step))
        for i in range(n + 1):
            t = 0.15 + 0.7 * i / n
            yield (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))


def share_in(picture: pygame.Surface, pixels: Iterable[tuple[int, int]], colour: object) -> float:
    seen = [tuple(picture.get_at(p))[:3] for p in pixels]
    return sum(c == colour for c in seen) / len(seen)


def test_the_scale_runs_from_pale_never_to_dark_always() -> None:
    assert heat_colour(0.0) == BOTTOM and heat_colour(1.0) == TOP
    luma = [0.299 * r + 0.587 * g + 0.114 * b for r, g, b in map(heat_colour, (0, 0.25, 0.5, 1))]
    assert luma == sorted(luma, reverse=True)  # lighter to darker all the way: no hue needed


@pytest.mark.parametrize("tmx", [TTR, maps_dir() / "ttr_europe.tmx"], ids=["example", "europe"])
def test_a_ttr_route_claimed_every_game_is_top_colour_and_one_never_claimed_bottom(
    tmx: Path, tmp_path: Path
) -> None:
    board = lookup(str(tmx))
    data = load_board(tmx)
    long_routes = [r.id for r in data.routes.values() if len(r.spaces) >= 2]
    hot, cold = long_routes[0], long_routes[-1]
    picture = drawn(board, {hot: 1.0, long_routes[1]: 0.5}, tmp_path)
    legend = picture.get_height() - data.height
    assert picture.get_width() == data.width and 100 <= legend <= data.height // 4
    assert share_in(picture, along(data.routes[hot].spaces), TOP) > 0.9
    assert share_in(picture, along(data.routes[cold].spaces), BOTTOM) > 0.9


@pytest.mark.parametrize(
    "tmx", [EXAMPLES / "great_tour_example.tmx", maps_dir() / "great_tour.tmx"]
)
def test_a_great_tour_segment_claimed_every_game_is_top_colour_and_one_never_bottom(
    tmx: Path, tmp_path: Path
) -> None:
    board = lookup(str(tmx))
    data = load_board(tmx)
    x, y, w, h = data.ui["board"]
    hot, cold = data.segments[0], data.segments[-1]
    picture = drawn(board, {hot.id: 1.0}, tmp_path)
    assert picture.get_width() == round(w) and picture.get_height() > round(h)
    shifted = [[(px - x, py - y) for px, py in s.points] for s in (hot, cold)]
    assert share_in(picture, along(shifted[0]), TOP) > 0.9
    assert share_in(picture, along(shifted[1]), BOTTOM) > 0.9


@pytest.mark.parametrize("tmx", [EXAMPLES / "metro_example.tmx", maps_dir() / "metro.tmx"])
def test_the_best_scoring_metro_station_and_square_are_top_colour_a_line_never_scoring_bottom(
    tmx: Path, tmp_path: Path
) -> None:
    board = lookup(str(tmx))
    data = load_board(tmx)
    best, worst = data.stations[0], data.stations[1]
    heat = {station_key(best.number): 24.0, square_key(0, 0): 24.0, square_key(0, 1): 12.0}
    picture = drawn(board, heat, tmp_path)
    # The canvas is the board picture's, the grid at its offset (a square's margin if none).
    ox, oy = (-data.board_offset[0], -data.board_offset[1]) if data.board_image else (128, 128)
    assert picture.get_width() == data.size * data.tile_px + 2 * ox
    px = data.tile_px

    def beside_number(station: object) -> tuple[int, int]:  # off the number, on the disc
        return (round(ox + station.x + px * 0.24), round(oy + station.y))  # type: ignore[attr-defined]

    assert tuple(picture.get_at(beside_number(best)))[:3] == TOP
    assert tuple(picture.get_at(beside_number(worst)))[:3] == BOTTOM
    assert tuple(picture.get_at((ox + px // 2, oy + px // 2)))[:3] == TOP
    assert tuple(picture.get_at((ox + px + px // 2, oy + px // 2)))[:3] == heat_colour(0.5)


# ------------------------------------------------------------------ through the command line
BALANCE = ["balance", str(TTR), "--players", "2", "--games", "2", "--level", "beginner"]


def test_the_command_writes_the_heatmap_of_the_games_it_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "town.png"
    assert main([*BALANCE, "--heatmap", str(out)]) == 0
    assert f"heatmap written to {out}" in capsys.readouterr().err
    picture = pygame.image.load(str(out))
    assert picture.get_width() == load_board(TTR).width


def test_an_existing_png_the_user_names_is_replaced(tmp_path: Path) -> None:
    out = tmp_path / "old.png"
    pygame.image.save(pygame.Surface((3, 3)), str(out))
    assert main([*BALANCE, "--heatmap", str(out)]) == 0
    assert pygame.image.load(str(out)).get_width() == load_board(TTR).width
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.png"]  # no part file left


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("", "is a folder"),
        ("missing/heat.png", "does not exist"),
        ("heat.jpg", "give a name ending in .png"),
        ("notes.png", "is not a PNG picture; it was left as it is"),
    ],
)
def test_a_heatmap_path_it_may_not_write_is_refused_in_one_line_before_playing(
    name: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.png").write_text("my notes", encoding="utf-8")
    target = tmp_path / name if name else tmp_path
    assert main([*BALANCE, "--heatmap", str(target)]) == 1
    err = capsys.readouterr().err
    assert said in err and err.startswith("error: ") and err.count("\n") == 1
    assert "2/2" not in err  # refused before any game was played
    assert (tmp_path / "notes.png").read_text(encoding="utf-8") == "my notes"


def test_a_board_of_a_game_no_heatmap_is_drawn_for_is_refused_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["balance", "branch_line", "--players", "2", "--games", "2", "--level", "random"]
    assert main([*args, "--heatmap", str(tmp_path / "h.png")]) == 1
    err = capsys.readouterr().err
    assert "no heatmap is drawn for boards of branch_line" in err and "2/2" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_file_put_in_the_way_while_the_games_ran_is_not_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "heat.png"
    board = lookup(str(TTR))
    check_target(out, board)  # fine before the games
    out.write_text("written meanwhile", encoding="utf-8")
    with pytest.raises(HeatmapRefused, match="is not a PNG picture"):
        write_heatmap(board, report_of(board, {}), out)
    assert out.read_text(encoding="utf-8") == "written meanwhile"


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in any folder")
def test_a_folder_it_cannot_write_in_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert main([*BALANCE, "--heatmap", str(locked / "h.png")]) == 1
    assert "cannot write in the folder" in capsys.readouterr().err


def test_check_and_balance_without_a_heatmap_load_no_ui_and_no_display(tmp_path: Path) -> None:
    # pytmx itself imports the pygame module (its loaders); what must not come is our UI
    # (the heatmap's drawing with it) or an SDL display.
    code = (
        "import sys\n"
        "from tabletop.boards.__main__ import main\n"
        f"assert main(['check', {str(TTR)!r}]) == 0\n"
        f"assert main({BALANCE!r}) == 0\n"
        "assert 'tabletop.ui' not in sys.modules, 'the UI was imported'\n"
        "pygame = sys.modules.get('pygame')\n"
        "assert pygame is None or not pygame.display.get_init(), 'SDL display initialised'\n"
        "print('ok')\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO), "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")


@pytest.mark.parametrize("width", [960, 480])
def test_the_legend_wraps_every_text_to_the_picture_at_narrow_widths(
    width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Metro's caption ("mean points of a station's line, and of the lines through a square")
    was cut at its column's width on a 960-pixel-wide map; a smaller map lost more. Now every
    line of the legend is whole and inside the picture, the band as tall as it needs."""
    from tabletop.ui import heatmap
    from tabletop.ui.board_sketch import Sketch, sketch
    from tabletop.ui.textfit import recording, violations

    def narrow(data: object) -> Sketch:  # the board at ``width``, its drawing left out
        assert sketch(data) is not None
        return Sketch((width, 600), lambda surface, ink, order: None)

    monkeypatch.setattr(heatmap, "sketch", narrow)
    board = lookup(str(EXAMPLES / "metro_example.tmx"))
    report = BalanceReport(board.game_id, board.key, 6, "expert", games=1000)
    with recording() as texts:
        picture = heatmap.draw_heatmap(board, report)
    assert picture.get_width() == width
    legend = [t for t in texts if t.rect.top >= 600]
    assert violations(legend) == [], [str(v) for v in violations(legend)]
    assert all(picture.get_rect().contains(t.rect) for t in legend)
    words = " ".join(t.shown for t in legend).split()
    caption = "mean points of a station's line, and of the lines through a square"
    assert " ".join(words).find(caption) >= 0, words
