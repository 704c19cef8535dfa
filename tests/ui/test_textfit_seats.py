"""Text that fits at every table with the seats a real game has: a human at seat 0 among
computer players, with the longest names a player may type or with the default ones ("Player 1",
"Computer 2"), at window sizes between the ones the tables' own text-fit tests use.

Each table's own test plays all-computer seats with long names; these caught what that missed:
the Paris ticket pile cut to "Tic…" beside the default names' narrower side column, the Great
Tour's Polish "komputer" tag cutting a long name, the Metro pool's "żetonów" in a tall window
and its "… is playing" caption under the waiting tile."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.screenshot import screenshot
from tabletop.ui.settings import Settings
from tabletop.ui.tables import open_table
from tabletop.ui.words import default_name
from tests.support.pilot import headless_app, run_frames
from tests.support.played import play_on
from tests.support.textfit import LONG_NAMES, speaking

#: (language, window size): the Polish words are the longest; 1024×700 sits between the
#: tables' tested sizes, 1200×1000 is a tall window (a narrow side column, tall panels).
CASES = [("pl", (1024, 700)), ("pl", (1200, 1000)), ("en", (1024, 700))]


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    with speaking(request.param) as spoken:
        yield spoken


def _seats(game_id: str, players: int, long_names: bool) -> list[Seat]:
    colors = theme.player_colors(game_id)
    seats = []
    for i in range(players):
        agent = None if i == 0 else "greedy"
        name = LONG_NAMES[i] if long_names else default_name(i, agent)
        seats.append(Seat(name, colors[i][1], agent))
    return seats


@pytest.mark.parametrize("long_names", [True, False], ids=["long-names", "default-names"])
@pytest.mark.parametrize(
    ("language", "size"),
    CASES,
    ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}" for c in CASES],
    indirect=["language"],
)
@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris", "metro", "great_tour"])
def test_every_word_fits_with_a_human_among_computer_players(
    game_id: str, language: str, size: tuple[int, int], long_names: bool
) -> None:
    players = GAMES[game_id].spec.max_players
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        match = Match.new(game_id, GameConfig(players), _seats(game_id, players, long_names), 5)
        play_on(match, 30)  # a computer seat is on the move: the human's hand waits
        assert match.to_act() != 0
        table = app.start_match(match)
        run_frames(app, 2)
        found = textfit.check_scene(app, table)
        assert not found, f"{game_id} at {size} ({language}):\n{textfit.describe(found)}"


@pytest.mark.parametrize(
    ("language", "fewest"), [("en", False), ("pl", True)], indirect=["language"]
)
@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris", "metro", "great_tour"])
def test_the_screenshot_command_draws_every_word_whole(
    game_id: str, language: str, fewest: bool, tmp_path: pathlib.Path
) -> None:
    """``tabletop --screenshot``: every seat a computer named "Computer N", seat 0 viewing — the
    side column as narrow as the names make it (Paris's ticket pile was cut to "Tic…"; in
    Polish the row "Komputer 1 · komputer · ty" lost its end beside two-digit scores)."""
    spec = GAMES[game_id].spec
    players = spec.min_players if fewest else spec.max_players
    out = tmp_path / "table.png"
    with textfit.recording() as drawn:
        assert screenshot(game_id, out, players=players, size=(1024, 700), ply=30) == 0
    assert out.stat().st_size > 0
    found = textfit.violations(drawn)
    assert not found, f"{game_id}, {players} players ({language}):\n{textfit.describe(found)}"


def test_metros_hand_title_fits_its_column_in_polish() -> None:
    """Seen in the standalone build's ``--screenshot metro out.png --ply 30 --lang pl`` (seat
    0's view while another seat moves): the hand column's "TWÓJ NASTĘPNY ŻETON" ran past the
    column's edge at 1280×800; it was drawn with no width to keep to, so no check saw it."""
    colors = theme.player_colors("metro")
    seats = [Seat(f"Komputer {i + 1}", colors[i][1], "greedy") for i in range(3)]
    with speaking("pl"), headless_app((1280, 800), autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        match = Match.new("metro", GameConfig(3), seats, 1)
        play_on(match, 30)
        table = open_table(app, match, viewer=0)
        app.push(table)
        with textfit.recording() as drawn:
            run_frames(app, 1)
    (title,) = {d.value: d for d in drawn if d.value.startswith("TWÓJ")}.values()
    assert table.hand_panel.rect.contains(title.rect), (title.rect, table.hand_panel.rect)
