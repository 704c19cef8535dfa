"""``python -m tabletop.bench``: the performance figures we track, printed, never asserted.

Printed by default, for every game:

- Engine speed: games per second with all-``random`` and all-``greedy`` seats, with their
  decision times (mean and 95th percentile).
- Decision time of each level (beginner, standard, strong, expert) in the largest game (most
  players): the levels decide, with their fixed iteration budgets (what the arena and the
  simulator play), at positions spread over a whole greedy game; mean and 95th percentile in
  CPU seconds (what a decision costs on one core) and wall clock. In the app the searching
  levels think for their time budget instead (``seconds``), printed beside them.
- Play-outs per second: the Strong level's knowledge plays sampled worlds to the end of the
  game, from positions spread over a greedy game, at the most players and the fewest; CPU time
  on one core (what each play-out a search makes costs; ``--no-playouts`` leaves it out).
- The table's frame time while Expert thinks in its worker process (every seat an Expert, its
  app time budget, the real app loop) against the same table with nobody thinking: median and
  95th percentile, so we know the window never freezes.

``--no-engine``, ``--no-levels``, ``--no-playouts``, ``--no-thinking`` leave a part out. With
``--frames``, the table's frame time at 1280×800 on a full board; with ``--idle``, the CPU the
app uses at the title and at a still table; with ``--zoom``, the time to draw the largest board
at 3×; with ``--memory N``, the memory curve over N all-AI games; with ``--phones``, the frame
time of the table with a phone on every seat, joined and idle and playing, against the same
table with its phones' server stopped (``ui/phone_bench.py``).
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from tabletop.ai import Knowledge, SearchingAgent
from tabletop.games import DESCRIPTORS, agent_names, descriptor, make_agent
from tabletop.play.runner import play_game

#: Agents whose whole games ``engine_speed`` plays (searching levels are timed by ``--levels``).
ENGINE_AGENTS = ("random", "greedy")
#: Positions each level decides in ``--levels``.
LEVEL_POSITIONS = 24
#: Positions the play-out rate starts from, and the sampled worlds played out from each.
PLAYOUT_POSITIONS = 12
PLAYOUT_WORLDS = 8


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


def level_times(
    game_id: str, level: str, players: int, positions: int = LEVEL_POSITIONS, seed: int = 1
) -> tuple[list[float], list[float]]:
    """(CPU seconds, wall seconds) of ``level``'s decisions at ``positions`` positions spread
    over a greedy game of ``players`` (every decision counts, quick ones included)."""
    from tabletop.ai import UNTIMED
    from tabletop.core import GameConfig, Rng
    from tabletop.games import get_game, make_agent
    from tabletop.play.agent_inputs import seat_view

    game = get_game(game_id)
    log = play_game(game_id, ["greedy"] * players, seed).log
    agent = make_agent(game_id, level)
    step = max(1, len(log) // positions)
    state = game.new_state(GameConfig(players), seed)
    cpu: list[float] = []
    wall: list[float] = []
    for index, (seat, action) in enumerate(log):
        if index % step == 0 and len(cpu) < positions:
            legal = game.legal_actions(state)
            view = seat_view(game, state, seat, agent)
            c0, w0 = time.process_time(), time.perf_counter()
            agent.choose(view, legal, Rng(seed * 1000 + index), UNTIMED)
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
        state = game.advance(state, action)
    return cpu, wall


def playout_rate(
    game_id: str,
    players: int,
    level: str = "strong",
    positions: int = PLAYOUT_POSITIONS,
    worlds: int = PLAYOUT_WORLDS,
    seed: int = 1,
) -> float:
    """Play-outs per CPU second of ``level``'s knowledge: from
    ``positions`` positions spread over a greedy game of ``players``, ``worlds`` worlds each
    sampled from the seat to act's view and played to the end of the game, as a search plays
    them (each position with a fresh agent: a decision's caches start empty)."""
    from tabletop.ai.playout import play_out
    from tabletop.core import GameConfig, Rng
    from tabletop.games import get_game
    from tabletop.play.agent_inputs import seat_view

    game = get_game(game_id)
    log = play_game(game_id, ["greedy"] * players, seed).log
    step = max(1, len(log) // positions)
    state = game.new_state(GameConfig(players), seed)
    cpu = 0.0
    playouts = 0
    for index, (seat, action) in enumerate(log):
        if index % step == 0 and playouts < positions * worlds:
            agent = make_agent(game_id, level)
            knowledge = _knowledge(agent)
            view = seat_view(game, state, seat, agent)
            rng = Rng(seed * 1000 + index)
            for world_index in range(worlds):
                world = knowledge.determinize(view, rng)
                started = time.process_time()
                play_out(game, knowledge, world, rng.fork(world_index), cutoff=None, turn_of=seat)
                cpu += time.process_time() - started
                playouts += 1
        state = game.advance(state, action)
    return playouts / cpu if cpu > 0 else math.inf


def _knowledge(agent: object) -> Knowledge:
    """The knowledge a searching level plays its play-outs with."""
    found: Knowledge | None = getattr(agent, "knowledge", None)
    if found is None:  # the information-set search's levels keep it in their search
        found = getattr(getattr(agent, "search", None), "knowledge", None)
    if found is None:
        raise TypeError(f"{type(agent).__name__} plays no play-outs")
    return found


def thinking_frames(
    game_id: str, players: int, seconds: float = 10.0, level: str = "expert", seed: int = 1
) -> tuple[list[float], list[float], int]:
    """Frame times of the real app loop at 1280×800 (60 frames a second at most): first with
    every seat human (nothing thinks: the baseline), then with every seat a ``level`` agent
    thinking in the worker process. Returns (baseline frame seconds, frame seconds while an AI
    was thinking, AI moves made)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tabletop.core import GameConfig, Seat
    from tabletop.play import Match
    from tabletop.ui import theme
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings
    from tabletop.ui.tables import open_table

    colors = theme.player_colors(game_id)
    app = App((1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)

    def run(match: Match, until: float, thinking_only: bool) -> list[float]:
        times: list[float] = []
        while time.monotonic() < until and not match.is_over():
            thinking = match.thinking and not match.answer_ready
            started = time.perf_counter()
            app.frame(dt=1 / 60)
            if thinking or not thinking_only:
                times.append(time.perf_counter() - started)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - started)))
        return times

    try:
        humans = [Seat(f"Player {i + 1}", colors[i % len(colors)][1]) for i in range(players)]
        idle = Match.new(game_id, GameConfig(players), humans, seed)
        app.reset(open_table(app, idle, viewer=0))
        baseline = run(idle, time.monotonic() + seconds / 2, thinking_only=False)
        seats = [Seat(f"{level} {i + 1}", s.color, level) for i, s in enumerate(humans)]
        match = Match.new(game_id, GameConfig(players), seats, seed)
        app.reset(open_table(app, match, viewer=0))
        # The worker process starts on the first poll; time only once it thinks for real.
        deadline = time.monotonic() + 60
        while match.ply == 0 and time.monotonic() < deadline:
            app.frame(dt=1 / 60)
            time.sleep(1 / 60)
        first = match.ply
        frames = run(match, time.monotonic() + seconds, thinking_only=True)
        return baseline, frames, match.ply - first
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.bench", description=__doc__)
    parser.add_argument("--games", nargs="*", default=[d.id for d in DESCRIPTORS], help="game ids")
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    parser.add_argument("--frames", action="store_true", help="also measure frame time")
    parser.add_argument("--no-engine", action="store_true", help="skip the engine speed figures")
    parser.add_argument(
        "--no-levels", action="store_true", help="skip the decision time of every level"
    )
    parser.add_argument(
        "--no-playouts", action="store_true", help="skip the play-outs per second of every game"
    )
    parser.add_argument(
        "--no-thinking", action="store_true", help="skip the frame time while Expert thinks"
    )
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
        "--phones",
        action="store_true",
        help="also time the table's frames with a phone on every seat (joined and idle, "
        "playing) against the same table with its phones' server stopped",
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
        names = agent_names(game_id)
        for agent in ENGINE_AGENTS if not args.no_engine else ():
            if agent not in names:
                continue
            n = games if agent == "random" else max(5, games // 10)
            rate, times = engine_speed(game_id, agent, players, n)
            print(
                f"{game_id:<11} {players}p all-{agent:<7} {rate:8.1f} games/s   decision "
                f"mean {1000 * sum(times) / len(times):7.2f} ms  p95 {1000 * _p95(times):7.2f} ms"
                f"   ({n} games)",
                flush=True,
            )
        if not args.no_levels:
            largest = descriptor(game_id).game.spec.max_players
            positions = LEVEL_POSITIONS // 2 if args.quick else LEVEL_POSITIONS
            for level in ("beginner", "standard", "strong", "expert"):
                if level not in names:
                    continue
                cpu, wall = level_times(game_id, level, largest, positions)
                level_agent = make_agent(game_id, level)
                app = (
                    f"   app budget {level_agent.seconds:.1f} s"
                    if isinstance(level_agent, SearchingAgent)
                    else ""
                )
                print(
                    f"{game_id:<11} {largest}p {level:<9} decision cpu mean "
                    f"{1000 * sum(cpu) / len(cpu):7.1f} ms  p95 {1000 * _p95(cpu):7.1f} ms   "
                    f"wall mean {1000 * sum(wall) / len(wall):7.1f} ms  p95 "
                    f"{1000 * _p95(wall):7.1f} ms   ({len(cpu)} positions){app}",
                    flush=True,
                )
        if not args.no_playouts and "strong" in names:
            spec = descriptor(game_id).game.spec
            positions = PLAYOUT_POSITIONS // 2 if args.quick else PLAYOUT_POSITIONS
            for seats in sorted({spec.max_players, spec.min_players}, reverse=True):
                rate = playout_rate(game_id, seats, positions=positions)
                print(
                    f"{game_id:<11} {seats}p strong play-outs {rate:8.1f} /s cpu   "
                    f"(to the end, {positions * PLAYOUT_WORLDS} from {positions} positions)",
                    flush=True,
                )
        if not args.no_thinking and "expert" in names:
            players = min(4, descriptor(game_id).game.spec.max_players)
            idle, busy, moves = thinking_frames(game_id, players, 6.0 if args.quick else 12.0)
            line = f"{game_id:<11} frames {players}p 1280x800:"
            for label, frames in (("nobody thinks", idle), ("expert thinks", busy)):
                ms = sorted(1000 * f for f in frames)
                median = ms[len(ms) // 2] if ms else 0.0
                line += f"  {label}: median {median:6.2f} ms p95 {_p95(ms):6.2f} ms ({len(ms)})"
            print(f"{line}  [{moves} expert moves]", flush=True)
    if args.frames:
        from tabletop.ui.bench import frame_report

        for line in frame_report(args.games):
            print(line)
    if args.idle:
        from tabletop.ui.bench import idle_report

        for line in idle_report(["title", *args.games]):
            print(line)
    if args.phones:
        from tabletop.ui.phone_bench import phone_frame_report

        for line in phone_frame_report():
            print(line, flush=True)
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
    from tabletop.core import cli

    sys.exit(cli.run(main))
