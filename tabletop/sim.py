"""``python -m tabletop.sim``: headless matches between agents, with results and timings.

Game ``i`` of a run uses seed ``S + i``. Prints per seat the agent, wins (a shared win counts
1/number of winners), mean score, mean and 95th-percentile decision time, then games/second.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
import time
from pathlib import Path

from tabletop.core import TabletopError, to_json


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = max(0, math.ceil(q * len(ordered)) - 1)
    return ordered[index]


#: Longest number an option may be, in digits (Python refuses more than 4,300 with a
#: ValueError; no option is anywhere near this).
MAX_OPTION_DIGITS = 40


def _bounded_int(text: str) -> int:
    if len(text) > MAX_OPTION_DIGITS:
        raise ValueError("too long")
    return int(text)


def _option_problem(raw: str) -> str | None:
    """Why ``raw`` is not an option value we accept (a plain JSON value), or None."""
    try:
        json.loads(raw, parse_int=_bounded_int)
    except json.JSONDecodeError:
        return "is not a JSON value"
    except RecursionError:
        return "is nested far too deeply"
    except ValueError:
        return f"holds a number longer than {MAX_OPTION_DIGITS} digits"
    return None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from tabletop.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m tabletop.sim", description=__doc__)
    parser.add_argument("--game", help=f"game id: {', '.join(GAMES)} (or give --board)")
    parser.add_argument(
        "--board", help="a board: its name, or a .tmx map file (its map says the game)"
    )
    parser.add_argument("--players", type=int, required=True, help="players at the table")
    parser.add_argument("--agents", help="comma-separated agent per seat (default: random)")
    parser.add_argument("--games", type=int, default=1, help="games to play (1)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (1)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=JSON",
        help="a game option, e.g. --option hand_size=2",
    )
    parser.add_argument("--jsonl", type=Path, metavar="FILE", help="write one JSON line per game")
    parser.add_argument(
        "--dump-final",
        type=Path,
        metavar="DIR",
        help="write each final spectator view into this folder, as SEED.json",
    )
    parser.add_argument(
        "--save-dir", type=Path, metavar="DIR", help="write a save file per game into this folder"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from tabletop.ai.styles import split_agent
    from tabletop.games import GAMES, agent_names, make_agent

    from .games.catalog import lookup
    from .play.runner import command_table, play_game

    def fail(message: str) -> int:
        print(f"error: {message}", file=sys.stderr)
        return 2

    try:
        args.game, board = command_table(args.game, args.board, args.players)
    except ValueError as exc:
        return fail(str(exc))
    spec = GAMES[args.game].spec
    agents = (args.agents or ",".join(["random"] * args.players)).split(",")
    if len(agents) != args.players:
        return fail(f"{len(agents)} agents given for {args.players} players")
    # A seat may name a style too (``strong:blocker``), as in the arena and the saves.
    levels = [split_agent(a)[0] for a in agents]
    unknown = [a for a in levels if a not in agent_names(args.game)]
    if unknown:
        known = ", ".join(agent_names(args.game))
        return fail(f"unknown agent {unknown[0]!r} for {args.game} (known: {known})")
    for name in agents:
        try:
            make_agent(args.game, name)
        except ValueError as exc:  # an unknown style, with the level's styles
            return fail(str(exc))
    if args.games < 1:
        return fail("--games must be at least 1")
    options: dict[str, object] = {}
    for item in args.option:
        name, _, raw = item.partition("=")
        problem = _option_problem(raw)
        if problem is not None:
            return fail(f"option {name!r}: {raw[:40]!r} {problem}")
        options[name] = json.loads(raw)

    try:
        for folder in (args.dump_final, args.save_dir):
            if folder is not None:
                folder.mkdir(parents=True, exist_ok=True)
        jsonl = args.jsonl.open("w", encoding="utf-8") if args.jsonl else None
    except OSError as exc:
        return fail(f"cannot write {exc.filename}: {exc.strerror}")
    wins = [0.0] * args.players
    score_sums = [0] * args.players
    times: list[list[float]] = [[] for _ in agents]
    started = time.perf_counter()
    try:  # an output that fails mid-run (disk full, /dev/full, a folder that vanished)
        for i in range(args.games):
            seed = args.seed + i
            try:
                result = play_game(args.game, agents, seed, options, board=board)
            except TabletopError as exc:
                return fail(str(exc))
            outcome = result.outcome
            for seat in outcome.winners:
                wins[seat] += 1 / len(outcome.winners)
            for seat, score in enumerate(outcome.scores):
                score_sums[seat] += score
            for seat, seat_times in enumerate(result.decision_times):
                times[seat].extend(seat_times)
            if jsonl is not None:
                line = {
                    "game": args.game,
                    "seed": seed,
                    "players": args.players,
                    "agents": agents,
                    "scores": list(outcome.scores),
                    "winners": list(outcome.winners),
                    "actions": result.actions,
                    "seconds": round(result.seconds, 6),
                    "breakdown": [dict(b) for b in outcome.breakdown],
                }
                jsonl.write(json.dumps(line) + "\n")
            if args.dump_final is not None:
                (args.dump_final / f"{seed}.json").write_text(
                    json.dumps(to_json(result.final_view), indent=1), encoding="utf-8"
                )
            if args.save_dir is not None:
                result.match.saves_dir = args.save_dir
                result.match.save_as(f"{args.game}-{seed}")
        if jsonl is not None:
            jsonl.flush()
    except OSError as exc:
        return fail(f"cannot write {exc.filename or args.jsonl}: {exc.strerror or exc}")
    finally:
        if jsonl is not None:
            with contextlib.suppress(OSError):  # already reported above
                jsonl.close()
    elapsed = time.perf_counter() - started

    on = "" if args.board is None else f" on {lookup(args.board, args.game).name}"
    print(
        f"{spec.title}{on}: {args.games} games, {args.players} players, seeds {args.seed}–"
        f"{args.seed + args.games - 1}"
    )
    print(
        f"{'seat':>4}  {'agent':<10} {'wins':>8} {'win %':>6} {'mean score':>10} "
        f"{'mean ms':>8} {'p95 ms':>8}"
    )
    for seat, agent in enumerate(agents):
        seat_times = times[seat]
        mean_ms = 1000 * sum(seat_times) / len(seat_times) if seat_times else 0.0
        p95_ms = 1000 * _percentile(seat_times, 0.95)
        print(
            f"{seat:>4}  {agent:<10} {wins[seat]:>8.2f} {100 * wins[seat] / args.games:>5.1f}% "
            f"{score_sums[seat] / args.games:>10.2f} {mean_ms:>8.3f} {p95_ms:>8.3f}"
        )
    print(f"{args.games / elapsed:.1f} games per second ({elapsed:.2f} s)")
    return 0


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
