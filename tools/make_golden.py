"""Write the golden games in tests/data/golden/: whole greedy games with their expected results.

Run after an intentional rules change (and say so in the commit):
    python tools/make_golden.py
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.core import digest, to_json
from tabletop.play.runner import play_game

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "data" / "golden"

#: game id → (players, agents, seed, options)
GAMES = {
    "metro": (3, ["greedy", "random", "greedy"], 101, {}),
    "metro_hand3_rotation": (4, ["greedy"] * 4, 102, {"hand_size": 3, "rotation": True}),
    "ttr_europe": (4, ["greedy", "greedy", "random", "greedy"], 103, {}),
    "ttr_paris": (3, ["greedy", "random", "greedy"], 104, {}),
    "great_tour": (5, ["greedy", "random", "greedy", "greedy", "random"], 105, {}),
}


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (players, agents, seed, options) in GAMES.items():
        game_id = name.split("_hand")[0]
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
    main()
