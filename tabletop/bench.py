"""``python -m tabletop.bench``: the performance figures we track, printed, never asserted.

Engine speed (games per second with random seats), AI decision time (mean and 95th
percentile), and, with ``--frames``, the table's frame time at 1280×800 on a full board; with
``--idle``, the CPU the app uses at the title and at a still table; with ``--zoom``, the time
to draw the largest board at 3×; with ``--memory N``, the memory curve over N all-AI games.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from tabletop.games import DESCRIPTORS, agent_names, descriptor
from tabletop.play.runner import play_game


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)] if ordered else 0.0


def engine_speed(game_id: str, agent: str, players: int, games: int) -> tuple[float, list[float]]:
    times: list[float] = []
    started = time.perf_counter()
    for seed in range(games):
        result = play_game(game_id, [agent] * players, seed)
        for seat_times in result.decision_times:
            times.extend(seat_times)
    return games / (time.perf_counter() - started), times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench", description=__doc__)
    parser.add_argument("--games", nargs="*", default=[d.id for d in DESCRIPTORS], help="game ids")
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    parser.add_argument("--frames", action="store_true", help="also measure frame time")
    parser.add_argument(
        "--idle",
        action="store_true",
        help="also measure the CPU the app uses while nothing happens (title, each table; "
        "a real window under Xvfb when it is installed, 20 s each)",
    )
    parser.add_argument(
        "--memory",
        type=int,
        metavar="GAMES",
        help="also play GAMES all-AI games through their tables and print the memory curve",
    )
    parser.add_argument(
        "--zoom",
        action="store_true",
        help="also time drawing the largest board zoomed 3x, and each table that zooms",
    )
    args = parser.parse_args(argv)
    known = [d.id for d in DESCRIPTORS]
    unknown = [game_id for game_id in args.games if game_id not in known]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (known: {', '.join(known)})")
    for game_id in args.games:
        size = descriptor(game_id).bench
        players, games = size.players, size.games
        if args.quick:
            games = max(5, games // 10)
        for agent in agent_names(game_id):
            n = games if agent == "random" else max(5, games // 10)
            rate, times = engine_speed(game_id, agent, players, n)
            print(
                f"{game_id:<11} {players}p all-{agent:<7} {rate:8.1f} games/s   decision "
                f"mean {1000 * sum(times) / len(times):7.2f} ms  p95 {1000 * _p95(times):7.2f} ms"
                f"   ({n} games)"
            )
    if args.frames:
        from tabletop.ui.bench import frame_report

        for line in frame_report(args.games):
            print(line)
    if args.idle:
        from tabletop.ui.bench import idle_report

        for line in idle_report(["title", *args.games]):
            print(line)
    if args.zoom:
        from tabletop.ui.bench import table_zoom_report, viewport_report

        for line in [*viewport_report(), *table_zoom_report(args.games)]:
            print(line)
    if args.memory:
        from tabletop.ui.bench import memory_report

        for line in memory_report(args.memory):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
