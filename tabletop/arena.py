"""``python -m tabletop.arena``: which agent is stronger, measured fairly.

    python -m tabletop.arena --game GAME --players 4 --agents strong,greedy --games 200

Seats are rotated: the lineup (the named agents, the last name filling the remaining seats, so
``--players 4 --agents strong,greedy`` is one strong against three greedy) is played on every
deal once in each of its N rotations, so every agent sits in every seat equally often and on the
same cards (``--games`` is rounded up to a whole number of deals). Deal ``d`` uses seed
``S + d``. ``--balanced`` (two agents, an odd number of players) also plays the lineup with
their seat counts swapped (A,B,B and B,A,A at three players), so that each agent holds half the
seats and 50% is the fair share, as in a 2-player game. Searching agents run their fixed
iteration budget: a run is reproducible whatever the load, and games run in parallel worker
processes (``--workers``).

A searching level may play in a style, ``strong:blocker`` (``tabletop.ai.styles``; the seats'
syntax, saves and history use the same names): ``--agents strong:blocker,strong`` measures the
blocker against the balanced style. An unknown style is refused with the level's styles; a
style plays with knob overrides too, ``strong:blocker{worlds=12}``.

An agent may carry knob overrides, ``strong{worlds=12;horizon=4}``: attributes of the agent,
``settings.X`` (a searching level's ``SearchSettings``), and for Ticket to Ride ``style`` fields,
``planner.X``, ``pace.X`` and ``knowledge.X`` — to try a budget or a setting without editing
the level.

Printed per agent: its seats per game, its win share (a shared win counts 1/k for each of k
winners; an agent with several seats adds them up) with a 95% Wilson confidence interval, its
fair share (seats / players), its mean score, its mean and 95th-percentile decision time in CPU
seconds (what the agent costs on one core, however busy the machine is) and its mean wall-clock
decision time, and the command line that produced the table.

``--app-mode`` plays every game the way the app plays it (``tabletop.arena_app``): a
``Match`` at its real table in the app's own loop, drawn offscreen at the app's window size
and frame rate, its searching seats deciding in the match's worker process with their
level's time budget (``seconds``; ``strong{seconds=0.05}`` sets another — the only knob that
reaches the worker, which builds a level by its name as in the app), so that the search
competes for the CPU with the drawing as in the player's window. Seats rotate and deals are
shared as in the fixed mode; ``--workers K`` plays K such games at once, each with its own
worker process. The table adds, per agent, the 95th percentile of its wall decision time
(from asking to the answer), the iterations (or sampled worlds) per searched decision and
the decisions made in the worker (its CPU columns are the worker's), and the frame time of
the drawing loop (mean and 95th percentile). The deals are reproducible, the results are
not: a time budget buys fewer iterations on a busier machine, so they depend on its load.

``--cpu-time`` gives every agent its time in the app instead of the fixed budget (a level's
``seconds``, its longer time over tickets; ``strong{seconds=…}`` sets another), counted in
the CPU time of the process that plays the game (``tabletop.ai.playout.counted_in_cpu_time``):
the thinking the app's worker process gets on a machine with a core to spare for it, whatever
the load of this one, so runs play in parallel (``--workers``) and a crowded machine only
makes them slower. Every knob applies, as in the fixed mode. The table adds the iterations
(or sampled worlds) per searched decision. The games are not reproducible (a world more or
less changes a move), the deals are.

``--append-results FILE`` also adds the run to a results file (docs/AI_RESULTS.md keeps every
measured run): a heading with the date and the lineup, the command, and the printed table.
The file is only ever appended to; a file that cannot be written is refused before any game
is played.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import re
import shlex
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import nullcontext
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.ai.styles import split_agent
from tabletop.arena_results import append_results, results_entry, results_problem
from tabletop.arena_stop import worker_pool

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion ``successes / trials`` (successes may be
    fractional: a shared win counts 1/k)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


def lineup(agents: Sequence[str], players: int) -> tuple[str, ...]:
    """One agent per seat: the names in order, the last one filling the remaining seats."""
    if not agents:
        raise ValueError("name at least one agent")
    if len(agents) > players:
        raise ValueError(f"{len(agents)} agents for {players} seats")
    return (*agents, *[agents[-1]] * (players - len(agents)))


def rotation(names: Sequence[str], turn: int) -> tuple[str, ...]:
    """The lineup turned by ``turn`` seats: seat s gets lineup entry (s + turn) mod N."""
    n = len(names)
    return tuple(names[(seat + turn) % n] for seat in range(n))


@dataclass(frozen=True)
class Job:
    game_id: str
    seats: tuple[str, ...]
    seed: int
    options: dict[str, object]
    #: The board played (``tabletop.games.catalog``: "" for the game's own board).
    board: str = ""
    #: ``--cpu-time``: each agent thinks for its time in the app, counted in CPU time.
    cpu_time: bool = False


@dataclass(frozen=True)
class Played:
    job: Job
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decision_times: tuple[tuple[float, ...], ...]
    decision_cpu: tuple[tuple[float, ...], ...]
    #: Timed runs (``--app-mode``, ``--cpu-time``): per seat, the iterations (or worlds) of
    #: each searched decision. App mode only: the decisions made in the worker process and
    #: the drawing loop's frame seconds (``decision_cpu`` then holds the worker's decisions).
    decision_effort: tuple[tuple[int, ...], ...] = ()
    in_worker: tuple[int, ...] = ()
    frames: tuple[float, ...] = ()


def balanced(agents: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """For two agents at an odd table, both lineups (A,B,B… and B,A,A…): together each agent
    holds half the seats, so a win share above 50% means stronger, as in a 2-player game."""
    if len(set(agents)) != 2 or len(agents) != 2:
        raise ValueError("--balanced needs exactly two different agents")
    first, second = agents
    return [lineup([first, second], players), lineup([second, first], players)]


def jobs(
    game_id: str,
    lineups: Sequence[Sequence[str]],
    games: int,
    seed: int,
    options: dict[str, object],
    board: str = "",
    cpu_time: bool = False,
) -> Iterator[Job]:
    """Every game of a run: each deal in every rotation of every lineup."""
    per_deal = sum(len(names) for names in lineups)
    deals = math.ceil(games / per_deal)
    for deal in range(deals):
        for names in lineups:
            for turn in range(len(names)):
                yield Job(game_id, rotation(names, turn), seed + deal, options, board, cpu_time)


def agent_name(spec: str) -> str:
    """The level or agent name, with its style, of ``name{knob=value;…}``."""
    return spec.partition("{")[0]


def knobs(spec: str) -> dict[str, Any]:
    """The knob overrides of ``name{knob=value;…}`` (values are Python literals), in order;
    ``ValueError`` or ``SyntaxError`` for a value that is not one."""
    rest = spec.partition("{")[2]
    found: dict[str, Any] = {}
    for item in rest.rstrip("}").split(";"):
        if item:
            knob, _, text = item.partition("=")
            found[knob] = ast.literal_eval(text)
    return found


def build_agent(game_id: str, spec: str, board: str = "") -> Any:
    """An agent by name, with the knob overrides of ``name{knob=value;…}`` (values are Python
    literals), for ``board`` (a key of ``tabletop.games.catalog``). ``ValueError`` for a knob
    the agent does not have."""
    from tabletop.games import make_agent
    from tabletop.games.catalog import engine

    name = agent_name(spec)
    agent: Any = make_agent(game_id, name, engine(game_id, board))
    for knob, value in knobs(spec).items():
        if knob.startswith("settings."):
            search = agent.search
            search.settings = replace(search.settings, **{knob.split(".", 1)[1]: value})
        elif knob.startswith("planner."):
            setattr(agent.knowledge.planner, knob.split(".", 1)[1], value)
        elif knob.startswith("knowledge."):
            setattr(agent.knowledge, knob.split(".", 1)[1], value)
        elif knob.startswith("pace."):
            evaluator = agent.knowledge.evaluator
            evaluator.pace = replace(evaluator.pace, **{knob.split(".", 1)[1]: value})
        elif hasattr(agent, "style") and hasattr(agent.style, knob):
            agent.style = replace(agent.style, **{knob: value})
            agent.knowledge = type(agent.knowledge)(agent.game, agent.style)
        elif hasattr(agent, knob):
            setattr(agent, knob, value)
        else:
            raise ValueError(f"{name} has no knob {knob!r}")
    return agent


def play(job: Job) -> Played:
    from tabletop.ai.playout import counted_in_cpu_time
    from tabletop.play.runner import play_agents

    agents = [build_agent(job.game_id, spec, job.board) for spec in job.seats]
    with counted_in_cpu_time() if job.cpu_time else nullcontext():
        result = play_agents(
            job.game_id,
            list(job.seats),
            agents,
            job.seed,
            dict(job.options),
            board=job.board,
            timed=job.cpu_time,
        )
    return Played(
        job,
        result.outcome.scores,
        result.outcome.winners,
        tuple(tuple(times) for times in result.decision_times),
        tuple(tuple(times) for times in result.decision_cpu),
        tuple(tuple(done) for done in result.decision_effort) if job.cpu_time else (),
    )


def play_as_app(job: Job) -> Played:
    """``job`` played as the app plays it (``tabletop.arena_app``): its time budgets (a
    seat's ``{seconds=…}`` in place of its level's), the worker process, the table drawn."""
    from tabletop.arena_app import play_app_game

    budgets = tuple(knobs(spec).get("seconds") for spec in job.seats)
    names = tuple(agent_name(spec) for spec in job.seats)
    game = play_app_game(job.game_id, names, job.seed, dict(job.options), job.board, budgets)
    return Played(
        job,
        game.scores,
        game.winners,
        tuple(map(tuple, game.wall)),
        tuple(map(tuple, game.cpu)),
        tuple(map(tuple, game.effort)),
        tuple(game.in_worker),
        tuple(game.frames),
    )


def app_mode_problem(agents: Sequence[str]) -> str | None:
    """Why these agents cannot play in app mode (None: they can). The worker process builds
    a level by its name (with its style), as the app does: of the knobs, only the time
    budget reaches it (``seconds``, handed over with each decision)."""
    for spec in agents:
        for knob, value in knobs(spec).items():
            if knob != "seconds":
                return f"agent {spec!r}: only {{seconds=…}} can be set in --app-mode, not {knob!r}"
            if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
                return f"agent {spec!r}: seconds must be a positive number, not {value!r}"
    return None


@dataclass
class Tally:
    """One agent's results over a run."""

    agent: str
    #: Seats per game (a mean over the lineups of a balanced run).
    seats: float
    games: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    score_count: int = 0

    def __post_init__(self) -> None:
        self.times: list[float] = []
        self.cpu: list[float] = []
        #: App mode: iterations (or worlds) of each searched decision; decisions in the worker.
        self.effort: list[int] = []
        self.in_worker = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def tally(lineups: Sequence[Sequence[str]], results: Sequence[Played]) -> list[Tally]:
    """Per distinct agent name (in lineup order): wins, scores and decision times."""
    order = list(dict.fromkeys(name for names in lineups for name in names))
    tallies = {
        name: Tally(name, sum(names.count(name) for names in lineups) / len(lineups))
        for name in order
    }
    for played in results:
        for t in tallies.values():
            t.games += 1
        for seat in played.winners:
            tallies[played.job.seats[seat]].wins += 1 / len(played.winners)
        for seat, name in enumerate(played.job.seats):
            t = tallies[name]
            t.score_sum += played.scores[seat]
            t.score_count += 1
            t.times.extend(played.decision_times[seat])
            t.cpu.extend(played.decision_cpu[seat])
            if played.decision_effort:
                t.effort.extend(played.decision_effort[seat])
            if played.in_worker:
                t.in_worker += played.in_worker[seat]
    return [tallies[name] for name in order]


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def report(
    title: str,
    players: int,
    tallies: Sequence[Tally],
    games: int,
    seconds: float,
    command: str,
    lineups: int = 1,
    frames: Sequence[float] | None = None,
    timed: bool = False,
) -> list[str]:
    """The run's table. ``frames`` (app mode: the drawing loop's frame seconds) adds, per
    agent, the 95th percentile of its wall decision time, the iterations (or worlds) per
    searched decision and the decisions made in the worker process, and a line on the
    frames; its CPU times are then the worker's ("-" for an agent that never used it).
    ``timed`` (``--cpu-time``) adds the iterations (or worlds) per searched decision."""
    width = max([10, *(len(t.agent) for t in tallies)])  # a styled agent: "strong:blocker"
    app = frames is not None
    lines = [
        f"{title}, {players} players: {games} games ({games // (players * lineups)} deals × "
        f"{players * lineups} seatings), {seconds:.0f} s",
        f"{'agent':<{width}} {'seats':>5} {'win share':>9} {'95% CI':>15} {'fair':>5} "
        f"{'mean score':>10} {'cpu ms':>8} {'p95 cpu':>8} {'wall ms':>8} "
        + (f"{'p95 wall':>8} {'iters':>7} {'worker':>6} " if app else "")
        + (f"{'iters':>7} " if timed and not app else "")
        + f"{'decisions':>9}",
    ]

    def ms(values: Sequence[float], q: float | None = None) -> str:
        if app and not values:
            return f"{'-':>8}"
        value = percentile(values, q) if q is not None else _mean(values)
        return f"{1000 * value:>8.1f}"

    for t in tallies:
        low, high = wilson(t.wins, t.games)
        mean_score = t.score_sum / t.score_count if t.score_count else 0.0
        searched = f"{_mean(t.effort):>7.0f}" if t.effort else f"{'-':>7}"
        lines.append(
            f"{t.agent:<{width}} {t.seats:>5g} {100 * t.share:>8.1f}% "
            f"{f'[{100 * low:.1f}, {100 * high:.1f}]':>15} {100 * t.seats / players:>4.0f}% "
            f"{mean_score:>10.1f} {ms(t.cpu)} {ms(t.cpu, 0.95)} {ms(t.times)} "
            + (f"{ms(t.times, 0.95)} {searched} {t.in_worker:>6} " if app else "")
            + (f"{searched} " if timed and not app else "")
            + f"{len(t.times):>9}"
        )
    if frames is not None:
        from tabletop.arena_app import WINDOW

        mean, p95 = 1000 * _mean(frames), 1000 * percentile(frames, 0.95)
        lines.append(
            f"frames: {len(frames)} drawn at {WINDOW[0]}×{WINDOW[1]}, mean {mean:.1f} ms, "
            f"p95 {p95:.1f} ms (a frame's own time: the clock's pacing sleep left out)"
        )
    lines.append(f"command: {command}")
    return lines


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from tabletop.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m tabletop.arena", description=__doc__)
    parser.add_argument("--game", help=f"game id: {', '.join(GAMES)} (or give --board)")
    parser.add_argument(
        "--board", help="a board: its name, or a .tmx map file (its map says the game)"
    )
    parser.add_argument("--players", type=int, required=True, help="players at the table")
    parser.add_argument(
        "--agents",
        required=True,
        help="comma-separated agents (name or name{knob=value;…}); the last fills the other seats",
    )
    parser.add_argument("--games", type=int, required=True, help="games (whole deals)")
    parser.add_argument("--workers", type=int, default=1, help="parallel processes (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=JSON", help="a game option"
    )
    parser.add_argument(
        "--balanced",
        action="store_true",
        help="two agents, odd table: play A,B,B… and B,A,A… so each holds half the seats",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress line per game")
    parser.add_argument(
        "--tally",
        metavar="LOG",
        help="no games: report the whole deals of an earlier run from its progress lines",
    )
    parser.add_argument(
        "--app-mode",
        action="store_true",
        help="play as the app does: time budgets, the worker process, the table drawn "
        "(results depend on the machine's load)",
    )
    parser.add_argument(
        "--cpu-time",
        action="store_true",
        help="each agent thinks for its time in the app, counted in CPU time: what a "
        "player's machine with a core to spare gives, whatever the load here",
    )
    parser.add_argument(
        "--append-results",
        metavar="FILE",
        type=Path,
        help="also add the run (date, lineup, command, table) at the end of FILE, "
        "e.g. docs/AI_RESULTS.md",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    command = "python -m tabletop.arena " + shlex.join(sys.argv[1:] if argv is None else argv)
    from tabletop.games import GAMES, agent_names
    from tabletop.play.runner import command_table

    def fail(message: str) -> int:
        print(f"error: {message}", file=sys.stderr)
        return 2

    try:
        args.game, board = command_table(args.game, args.board, args.players)
    except ValueError as exc:
        return fail(str(exc))
    spec = GAMES[args.game].spec
    title = (
        f"{spec.title}, app mode"
        if args.app_mode
        else f"{spec.title}, app time in CPU"
        if args.cpu_time
        else spec.title
    )
    # Commas inside a knob list (``{to_the_end=(12,5)}``) do not separate agents.
    agents = [a.strip() for a in re.split(r",(?![^{]*\})", args.agents) if a.strip()]
    try:
        lineups = (
            balanced(agents, args.players) if args.balanced else [lineup(agents, args.players)]
        )
    except ValueError as exc:
        return fail(str(exc))
    levels = [split_agent(agent_name(a))[0] for a in agents]
    unknown = [a for a in levels if a not in agent_names(args.game)]
    if unknown:
        known = ", ".join(agent_names(args.game))
        return fail(f"unknown agent {unknown[0]!r} for {args.game} (known: {known})")
    if args.games < 1 or args.workers < 1:
        return fail("--games and --workers must be at least 1")
    for entry in agents:
        try:
            build_agent(args.game, entry, board)
        except (ValueError, SyntaxError, TypeError) as exc:
            return fail(f"agent {entry!r}: {exc}")
    if args.cpu_time and (args.app_mode or args.tally):
        return fail(
            "--cpu-time plays its own games in this process: not with --app-mode or --tally"
        )
    if args.app_mode:
        if args.tally:
            return fail("--tally reads progress lines, which hold no app-mode times: not both")
        if (problem := app_mode_problem(agents)) is not None:
            return fail(problem)
    options: dict[str, object] = {}
    for item in args.option:
        name, _, raw = item.partition("=")
        try:
            options[name] = json.loads(raw)
        except json.JSONDecodeError:
            return fail(f"option {name!r}: {raw!r} is not a JSON value")
    results: Path | None = args.append_results
    if results is not None and (problem := results_problem(results)) is not None:
        return fail(problem)

    def finish(lines: list[str]) -> int:
        """Print the run's table and, if asked, append it to the results file."""
        for line in lines:
            print(line)
        if results is None:
            return 0
        when = datetime.now()
        entry = results_entry(when, title, args.players, lineups, command, lines)
        try:
            append_results(results, entry)
        except OSError as exc:
            print(f"error: --append-results: {results}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(f"appended to {results}")
        return 0

    if args.tally:
        try:  # a log that cannot be read (missing, a folder, not text): one line
            progress = Path(args.tally).read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            return fail(f"--tally: cannot read {args.tally}: {getattr(exc, 'strerror', 0) or exc}")
        earlier, _per_deal = tally_progress(progress, args.game, sum(map(len, lineups)))
        lines = [f"tallied from the progress lines of {args.tally} (no decision times there)"]
        lines += report(
            title,
            args.players,
            tally(lineups, earlier),
            len(earlier),
            0.0,
            command,
            len(lineups),
        )
        return finish(lines)
    todo = list(jobs(args.game, lineups, args.games, args.seed, options, board, args.cpu_time))
    if len(todo) != args.games:
        print(f"note: {args.games} games rounded up to {len(todo)} (whole deals)")
    started = time.perf_counter()
    played: list[Played] = []
    run = play_as_app if args.app_mode else play
    if args.workers == 1:
        stream: Iterator[Played] = map(run, todo)
        played = _collect(stream, len(todo), args.quiet, started)
    else:
        with worker_pool(args.workers) as pool:  # stopped (Ctrl-C, SIGTERM): workers end too
            played = _collect(pool.map(run, todo), len(todo), args.quiet, started)
    seconds = time.perf_counter() - started
    lines = report(
        title,
        args.players,
        tally(lineups, played),
        len(played),
        seconds,
        command,
        len(lineups),
        [f for p in played for f in p.frames] if args.app_mode else None,
        args.cpu_time,
    )
    if len(lineups) > 1:
        lines += lineup_lines(lineups, played)
    return finish(lines)


def lineup_lines(lineups: Sequence[Sequence[str]], results: Sequence[Played]) -> list[str]:
    """For a balanced run, each lineup's own result: its lone agent's win share against the
    others (e.g. one expert against two strong)."""
    lines = []
    for names in lineups:
        wanted = Counter(names)
        games = [p for p in results if Counter(p.job.seats) == wanted]
        lone = min(wanted, key=lambda name: wanted[name])
        (t,) = [t for t in tally([names], games) if t.agent == lone]
        low, high = wilson(t.wins, t.games)
        lines.append(
            f"  lineup {','.join(names)}: {lone} {100 * t.share:.1f}% "
            f"[{100 * low:.1f}, {100 * high:.1f}] of {t.games} games "
            f"(fair {100 * wanted[lone] / len(names):.0f}%)"
        )
    return lines


#: A progress line: ``[3/100] seed 2 strong/greedy: scores [90, 71], won by strong (12 s)``.
PROGRESS = re.compile(
    r"^\[(\d+)/(\d+)\] seed (-?\d+) (\S+): scores \[([^\]]*)\], won by (\S*) \((\d+) s\)$"
)


def tally_progress(
    lines: Sequence[str], game_id: str = "", per_deal: int | None = None
) -> tuple[list[Played], int]:
    """The games of a run read back from its progress lines (a run stopped early still
    counts; logs of runs with other ``--seed`` values may be joined), whole deals only, so
    that every agent sat in every seat equally often. Returns
    (the games, the seatings per deal). Decision times are not in the lines (left empty)."""
    played: list[Played] = []
    for line in lines:
        found = PROGRESS.match(line.strip())
        if found is None:
            continue
        seats = tuple(found.group(4).split("/"))
        scores = tuple(int(x) for x in found.group(5).split(",") if x.strip())
        winners = _winner_seats(seats, found.group(6))
        job = Job(game_id, seats, int(found.group(3)), {})
        empty = tuple(() for _ in seats)
        played.append(Played(job, scores, tuple(winners), empty, empty))
    if not played:
        return [], 0
    # Every seating of a deal (``per_deal``, else the most games any deal has; logs of runs
    # from other --seed values may be joined); a deal cut short by the stop is left out.
    per_seed = Counter(p.job.seed for p in played)
    per_deal = per_deal or max(per_seed.values())
    return [p for p in played if per_seed[p.job.seed] == per_deal], per_deal


def _winner_seats(seats: Sequence[str], named: str) -> list[int]:
    """The winners' seats from "won by a,b": in seat order, each name once per seat, read
    by the seats' names (a knob value may hold a comma itself: ``strong{x=(1,2)}``)."""
    winners: list[int] = []
    rest = named
    while rest:
        for seat, name in enumerate(seats):
            if (
                seat not in winners
                and rest.startswith(name)
                and rest[len(name) : len(name) + 1] in ("", ",")
            ):
                winners.append(seat)
                rest = rest[len(name) + 1 :]
                break
        else:
            raise ValueError(f"no seat named {rest!r} in {'/'.join(seats)}")
    return winners


def _collect(stream: Iterator[Played], total: int, quiet: bool, started: float) -> list[Played]:
    results = []
    for index, played in enumerate(stream, start=1):
        results.append(played)
        if not quiet:
            winners = ",".join(played.job.seats[s] for s in played.winners)
            print(
                f"[{index}/{total}] seed {played.job.seed} {'/'.join(played.job.seats)}: "
                f"scores {list(played.scores)}, won by {winners} "
                f"({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
    return results


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
