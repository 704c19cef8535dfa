"""Write the golden games in tests/data/golden/: whole greedy games with their expected results.

Every registered game gets one (``tests/games/test_golden.py`` checks it): a game without an
entry in ``SET_UPS`` plays its benchmark's player count, greedy and random seats in turn, from
a seed made of its id. Run after an intentional rules change (and say so in the commit):
    python tools/make_golden.py [GAME_ID …]
"""

from __future__ import annotations

import json
import sys
import zlib
from pathlib import Path
from typing import Any

from tabletop.core import digest, to_json
from tabletop.games import DESCRIPTORS
from tabletop.play.runner import play_game

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "data" / "golden"

#: Golden games set up by hand: file name → (game id, players, agents, seed, options).
SET_UPS: dict[str, tuple[str, int, list[str], int, dict[str, Any]]] = {
    "metro": ("metro", 3, ["greedy", "random", "greedy"], 101, {}),
    "metro_hand3_rotation": (
        "metro",
        4,
        ["greedy"] * 4,
        102,
        {"hand_size": 3, "rotation": True},
    ),
    "ttr_europe": ("ttr_europe", 4, ["greedy", "greedy", "random", "greedy"], 103, {}),
    "ttr_paris": ("ttr_paris", 3, ["greedy", "random", "greedy"], 104, {}),
    "great_tour": ("great_tour", 5, ["greedy", "random", "greedy", "greedy", "random"], 105, {}),
}


def golden_games() -> dict[str, tuple[str, int, list[str], int, dict[str, Any]]]:
    """Every golden game: the ones set up by hand, and one for each other registered game."""
    games = dict(SET_UPS)
    for found in DESCRIPTORS:
        if any(game_id == found.id for game_id, *_rest in games.values()):
            continue
        players = found.bench.players
        agents = ["greedy" if seat % 2 == 0 else "random" for seat in range(players)]
        games[found.id] = (found.id, players, agents, zlib.crc32(found.id.encode()) % 1000, {})
    return games


def main(names: list[str]) -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    games = golden_games()
    for name in names or list(games):
        game_id, players, agents, seed, options = games[name]
        result = play_game(game_id, agents, seed, options)
        match = result.match
        doc = {
            "game": game_id,
            "players": players,
            "options": options,
            "seed": seed,
            "agents": agents,
            "log": [{"seat": seat, "action": to_json(action)} for seat, action in match.log],
            "scores": list(result.outcome.scores),
            "winners": list(result.outcome.winners),
            "breakdown": [dict(b) for b in result.outcome.breakdown],
            "state_digest": digest(match.game.state_json(match.state)),
        }
        path = GOLDEN / f"{name}.json"
        path.write_text(json.dumps(doc, indent=0) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(match.log)} actions, scores {result.outcome.scores}")


if __name__ == "__main__":
    main(sys.argv[1:])
