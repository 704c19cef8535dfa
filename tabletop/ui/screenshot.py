"""``tabletop --screenshot GAME OUT.png``: a game's table after K AI moves, seat 0's view."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from tabletop.core import GameConfig, Seat, TabletopError

from . import theme
from .app import App
from .settings import Settings
from .tables import table_for


def ai_seats(game_id: str, players: int, agent: str) -> list[Seat]:
    colors = theme.player_colors(game_id)
    return [Seat(f"Computer {i + 1}", colors[i % len(colors)][1], agent) for i in range(players)]


def screenshot(
    game_id: str,
    out: str | Path,
    *,
    players: int | None = None,
    seed: int = 1,
    ply: int = 12,
    size: tuple[int, int] = (1280, 800),
) -> int:
    from tabletop.games import GAMES, agent_names
    from tabletop.play import Match

    from .scenes.new_game import best_agent

    game = GAMES.get(game_id)
    if game is None:
        print(f"error: unknown game {game_id!r} (known: {', '.join(GAMES)})", file=sys.stderr)
        return 2
    spec = game.spec
    players = players or min(spec.max_players, max(spec.min_players, 3))
    agent = best_agent(agent_names(game_id)) or "random"
    try:
        match = Match.new(game_id, GameConfig(players), ai_seats(game_id, players, agent), seed)
    except (TabletopError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    while match.ply < ply and match.step_ai():
        pass
    app = App(size, settings=Settings(animation_speed="off"), autosave=False)
    try:
        table = table_for(game_id)(app, match, viewer=0)
        app.push(table)
        table.update(0.0)  # widget states; no poll: the position stays at ``ply``
        app.draw()
        try:
            pygame.image.save(app.screen, str(out))
        except (pygame.error, OSError) as error:
            print(f"error: cannot write {out}: {error}", file=sys.stderr)
            return 1
    finally:
        app.close()
    print(f"{out}: {spec.title}, {players} players, seed {seed}, after {match.ply} moves")
    return 0
