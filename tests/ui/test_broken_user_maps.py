"""The app with broken (not hostile) maps in the user's folder — boards its check refuses, that
once passed and then crashed (too few tickets, a Great Tour colour that is not #rrggbb): it
starts, offers the new-game screen for every game and plays each game on its shipped board,
saying why the user's copy was not used (issue 26 item 3). A fresh process: boards are cached
once loaded."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tabletop.resources import maps_dir, user_maps_dir

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "boards" / "data"

SCRIPT = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"
from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import MessageDialog
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.settings import Settings

app = App(settings=Settings(animation_speed="fast", ai_delay=0.0), autosave=False)
app.go_to_title()
for game_id in GAMES:
    scene = NewGameScene(app, game_id)
    app.push(scene)
    app.frame(dt=0.02)
    print(game_id, "| boards", len(scene.board_picker.boards))
    app.pop()
for game_id in ("ttr_europe", "great_tour"):
    players = GAMES[game_id].spec.min_players
    seats = [Seat(f"P{i}", "#123456", "greedy") for i in range(players)]
    app.start_match(Match.new(game_id, GameConfig(players), seats, 1))
    for _ in range(40):
        app.frame(dt=0.02)
    if isinstance(app.top, MessageDialog):
        print(game_id, "|", app.top.title, "|", app.top.message.splitlines()[0])
        app.pop()
        for _ in range(40):
            app.frame(dt=0.02)
    print(game_id, "| played", app.table().match.ply)
app.close()
"""


def _broken_maps(folder: Path) -> None:
    folder.mkdir(parents=True)
    # Copies replacing shipped boards: Europe with 1 long ticket left (2 players need 2)…
    text = (maps_dir() / "ttr_europe.tmx").read_text(encoding="utf-8")
    text = re.sub(r" <imagelayer.*?</imagelayer>\n", "", text, flags=re.S)
    text = text.replace(
        'name="long" type="bool" value="true"', 'name="long" type="bool" value="false"'
    )
    text = text.replace(
        'name="long" type="bool" value="false"', 'name="long" type="bool" value="true"', 1
    )
    (folder / "ttr_europe.tmx").write_text(text, encoding="utf-8")
    # …the Great Tour with a colour that once crashed the table.
    text = (maps_dir() / "great_tour.tmx").read_text(encoding="utf-8")
    text = re.sub(r" <imagelayer.*?</imagelayer>\n", "", text, flags=re.S)
    text = re.sub(
        r'name="card_colour_hex" value="#\w+"',
        'name="card_colour_hex" value="purple"',
        text,
        count=1,
    )
    (folder / "great_tour.tmx").write_text(text, encoding="utf-8")
    # And boards of their own: the outsider's 16 mistakes.
    shutil.copy(DATA / "broken_lakes.tmx", folder / "broken_lakes.tmx")


def test_the_app_starts_and_plays_with_broken_maps_in_the_users_folder() -> None:
    _broken_maps(user_maps_dir())
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=240,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    assert "ttr_europe | boards 2" in lines, lines  # its own board and broken_lakes, listed
    told = {line.split(" | ")[0]: line for line in lines if "Your map was not used" in line}
    assert set(told) == {"ttr_europe", "great_tour"}, lines
    assert "add 1 more long ticket" in told["ttr_europe"]
    assert "#rrggbb" in told["great_tour"]
    played = [line for line in lines if "| played" in line]
    assert len(played) == 2 and all(int(line.split()[-1]) > 0 for line in played), lines
