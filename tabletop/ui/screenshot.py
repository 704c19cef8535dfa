"""``tabletop --screenshot GAME OUT.png [--board NAME|FILE]``: a game's table (on a board of
the user's, when given) after K AI moves, seat 0's view."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from tabletop.core import GameConfig, Seat, TabletopError
from tabletop.core.i18n import _, ngettext
from tabletop.games import GAMES, agent_names
from tabletop.games.catalog import DEFAULT, BoardMissing, lookup
from tabletop.play import Match

from . import theme
from .app import App
from .pictures import PictureRefused, check_png_target
from .scenes.seat_row import default_agent
from .settings import Settings
from .tables import open_table


def ai_seats(game_id: str, players: int, agent: str) -> list[Seat]:
    colors = theme.player_colors(game_id)
    return [
        Seat(_("Computer {number}").format(number=i + 1), colors[i % len(colors)][1], agent)
        for i in range(players)
    ]


def screenshot(
    game_id: str,
    out: str | Path,
    *,
    players: int | None = None,
    seed: int = 1,
    ply: int = 12,
    size: tuple[int, int] = (1280, 800),
    board: str | None = None,
) -> int:
    """Draw ``game_id``'s table (on ``board``: a board's name or a map file, the game's own
    board by default) into ``out``; exit status 2 for an unknown game or board."""
    key = DEFAULT
    if board is not None:
        try:
            key = lookup(board, game_id).key
        except BoardMissing as missing:
            print(_("error: {problem}").format(problem=missing), file=sys.stderr)
            return 2
    game = GAMES.get(game_id)
    if game is None:
        known = ", ".join(GAMES)
        print(
            _("error: unknown game {game!r} (known: {known})").format(game=game_id, known=known),
            file=sys.stderr,
        )
        return 2
    try:  # before any move is played; a typo must not overwrite a file that is not a PNG
        check_png_target(Path(out))
    except PictureRefused as refused:
        print(_("error: {problem}").format(problem=refused), file=sys.stderr)
        return 1
    spec = game.spec
    players = players or min(spec.max_players, max(spec.min_players, 3))
    # The level a new game's AI seats start at (the seats are labelled with it; the agent
    # draws from the match's seed, so a seed still gives one picture).
    agent = default_agent(agent_names(game_id)) or "random"
    try:
        seats = ai_seats(game_id, players, agent)
        match = Match.new(game_id, GameConfig(players), seats, seed, board=key)
    except (TabletopError, ValueError) as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return 2
    while match.ply < ply and match.step_ai():
        pass
    app = App(size, settings=Settings(animation_speed="off"), autosave=False)
    try:
        table = open_table(app, match, viewer=0)
        app.push(table)
        table.update(0.0)  # widget states; no poll: the position stays at ``ply``
        app.draw()
        try:
            pygame.image.save(app.screen, str(out))
        except (pygame.error, OSError) as error:
            print(
                _("error: cannot write {path}: {problem}").format(path=out, problem=error),
                file=sys.stderr,
            )
            return 1
    finally:
        app.close()
    # Translators: the end of the line below ("…, seed 1, after 12 moves").
    moves = ngettext("after {n} move", "after {n} moves", match.ply).format(n=match.ply)
    print(
        ngettext(
            "{path}: {game}, {n} player, seed {seed}, {moves}",
            "{path}: {game}, {n} players, seed {seed}, {moves}",
            players,
        ).format(path=out, game=_(spec.title), n=players, seed=seed, moves=moves)
    )
    return 0
