"""``tabletop --check``: a self-check of an installed copy, with no display.

For every registered game: a match of AI seats played to the end through the game's real
table scene (frames rendered, game-over screen reached), saved, reloaded and compared. One
summary line and exit 0, or the error and exit 1. Saves go to a temporary folder.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from pathlib import Path

from tabletop.core import GameConfig, TabletopError
from tabletop.core.formats import format_number
from tabletop.core.i18n import _, ngettext

from .app import App
from .settings import Settings

#: Frames with no new move before a game counts as stuck.
STALL_SECONDS = 30.0


class CheckError(Exception):
    pass


def check_game(app: App, game_id: str, seed: int, saves: Path) -> str:
    """Play one game through its table; a short report, or ``CheckError``."""
    from tabletop.games import GAMES
    from tabletop.play import Match, load_save
    from tabletop.saves import state_digest

    from .scenes.game_over import GameOverScene
    from .screenshot import ai_seats

    spec = GAMES[game_id].spec
    players = spec.min_players
    match = Match.new(
        game_id,
        GameConfig(players),
        ai_seats(game_id, players, "random"),
        seed,
        autosave=True,
        saves_dir=saves,
    )
    table = app.start_match(match)
    last_ply, last_change = -1, time.monotonic()
    while not isinstance(app.top, GameOverScene):
        app.frame(dt=0.05)
        if match.thinking:
            time.sleep(0.0005)  # give the agent's thread the interpreter (no frame cap here)
        if match.ply != last_ply:
            last_ply, last_change = match.ply, time.monotonic()
        elif time.monotonic() - last_change > STALL_SECONDS:
            raise CheckError(
                _("no move for {seconds} s at move {number}").format(
                    seconds=f"{STALL_SECONDS:.0f}", number=match.ply
                )
            )
        if match.ply > spec.max_actions:
            raise CheckError(_("more than {n} moves").format(n=spec.max_actions))
        if app.top is not table and not isinstance(app.top, GameOverScene):
            raise CheckError(
                _("unexpected screen {screen} over the table").format(screen=type(app.top).__name__)
            )
    outcome = match.outcome()
    if outcome is None:
        raise CheckError(_("the game-over screen opened before the game ended"))
    for _frame in range(3):
        app.frame(dt=0.05)
    path = match.save_as(f"check {game_id}")
    reloaded = load_save(path, saves_dir=saves)
    if reloaded.log != match.log:
        raise CheckError(_("the reloaded save has a different move log"))
    if state_digest(reloaded.game, reloaded.state) != state_digest(match.game, match.state):
        raise CheckError(_("the reloaded save does not reach the same position"))
    if reloaded.outcome() != outcome:
        raise CheckError(_("the reloaded save has a different result"))
    autosaved = load_save(match.autosave_path, saves_dir=saves)
    if autosaved.log != match.log:
        raise CheckError(_("the autosave is behind the game"))
    reloaded.close()
    autosaved.close()
    return ngettext("{game} {players}p {n} move", "{game} {players}p {n} moves", match.ply).format(
        game=game_id, players=players, n=match.ply
    )


def run_check(size: tuple[int, int] = (1280, 800)) -> int:
    from tabletop.games import GAMES

    started = time.perf_counter()
    reports: list[str] = []
    game_id = _("(setup)")
    with tempfile.TemporaryDirectory(prefix="tabletop-check-") as tmp:
        try:
            app = App(
                size,
                settings=Settings(animation_speed="fast", ai_delay=0.0),
                saves_dir=Path(tmp),
                autosave=True,
            )
            try:
                for seed, game_id in enumerate(GAMES, start=1):
                    reports.append(check_game(app, game_id, seed, Path(tmp)))
            finally:
                app.close()
        except Exception as error:  # any failure is the check's answer, reported plainly
            print(
                _("tabletop check FAILED in {game}: {problem}").format(game=game_id, problem=error)
            )
            if not isinstance(error, TabletopError):  # a refusal in plain words needs no trace
                traceback.print_exc(file=sys.stderr)
            return 1
    elapsed = time.perf_counter() - started
    print(
        ngettext(
            "tabletop check ok: {n} game played, saved and reloaded ({reports}) in {seconds} s",
            "tabletop check ok: {n} games played, saved and reloaded ({reports}) in {seconds} s",
            len(reports),
        ).format(
            n=len(reports), reports="; ".join(reports), seconds=format_number(elapsed, decimals=1)
        )
    )
    return 0
