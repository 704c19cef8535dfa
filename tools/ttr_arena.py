"""A small arena for the Ticket to Ride levels (docs/AI-ttr.md), until ``tabletop.arena``.

    PYTHONPATH=$PWD python tools/ttr_arena.py --game ttr_europe --players 2 \
        --agents strong,standard --games 100 [--seed 1]

Game ``k`` deals seed ``S + k // players`` and seats the agents rotated by ``k % players``,
so every deal is played once from every seat (with fewer agent names than players, the last
name fills the other seats: ``--players 4 --agents strong,greedy`` is one Strong against three
Greedy). Searching levels get the infinite budget (their fixed iteration budget): a run plays
the same games whatever the load. Prints each agent's win share (a shared win counts 1/k) with
a Wilson 95% interval, mean score, and mean and 95th-percentile decision time (wall clock).

An agent name may carry knob overrides, ``strong{belief=2.0;worlds=10}``: attributes of the
agent, ``style`` fields (``standard{keep_model=True}``), ``planner.X`` and ``pace.X``.
"""

from __future__ import annotations

import argparse
import ast
import math
import sys
import time
from dataclasses import replace
from typing import Any

from tabletop.core import Agent, GameConfig
from tabletop.games import get_game, make_agent
from tabletop.play.match import agent_rng


def build(game_id: str, spec: str) -> Agent:
    """An agent by name, with the knob overrides of ``name{knob=value;…}``."""
    name, _, rest = spec.partition("{")
    agent: Any = make_agent(game_id, name)
    for item in rest.rstrip("}").split(";"):
        if not item:
            continue
        knob, _, text = item.partition("=")
        value = ast.literal_eval(text)
        if knob.startswith("planner."):
            setattr(agent.knowledge.planner, knob.split(".", 1)[1], value)
        elif knob.startswith("pace."):
            evaluator = agent.knowledge.evaluator
            evaluator.pace = replace(evaluator.pace, **{knob.split(".", 1)[1]: value})
        elif hasattr(agent, "style") and hasattr(agent.style, knob):
            agent.style = replace(agent.style, **{knob: value})
            agent.knowledge = type(agent.knowledge)(agent.game.tables, agent.style)
        elif hasattr(agent, knob):
            setattr(agent, knob, value)
        else:
            raise SystemExit(f"{name} has no knob {knob!r}")
    return agent  # type: ignore[no-any-return]


def play(game_id: str, specs: list[str], seed: int, rotation: int) -> tuple[Any, ...]:
    """One game; returns (spec index per seat, scores, winners, decision times per seat)."""
    game = get_game(game_id)
    n = len(specs)
    order = [(seat + rotation) % n for seat in range(n)]
    agents = [build(game_id, specs[k]) for k in order]
    state = game.new_state(GameConfig(n), seed)
    times: list[list[float]] = [[] for _ in range(n)]
    ply = 0
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_actions(state)
        view = game.view(state, seat)
        started = time.perf_counter()
        action = agents[seat].choose(view, legal, agent_rng(seed, ply, seat), math.inf)
        times[seat].append(time.perf_counter() - started)
        if action not in legal:
            raise AssertionError(f"{specs[order[seat]]} chose {action}, which is not legal")
        state = game.apply(state, action).state
        ply += 1
    outcome = game.outcome(state)
    assert outcome is not None
    return order, outcome.scores, outcome.winners, times


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share ``p`` observed over ``n`` games."""
    if n == 0:
        return 0.0, 1.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--agents", required=True, help="comma-separated agent names")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    specs = args.agents.split(",")
    while len(specs) < args.players:
        specs.append(specs[-1])
    n = args.players
    labels = list(dict.fromkeys(specs))
    wins = dict.fromkeys(labels, 0.0)
    games = dict.fromkeys(labels, 0)
    seats = dict.fromkeys(labels, 0)
    score = dict.fromkeys(labels, 0.0)
    times: dict[str, list[float]] = {label: [] for label in labels}
    started = time.time()
    for k in range(args.games):
        order, scores, winners, decided = play(args.game, specs, args.seed + k // n, k % n)
        for seat, index in enumerate(order):
            label = specs[index]
            score[label] += scores[seat]
            seats[label] += 1
            times[label] += decided[seat]
            if seat in winners:
                wins[label] += 1 / len(winners)
        for label in {specs[index] for index in order}:
            games[label] += 1
        if (k + 1) % 20 == 0:
            print(f"  {k + 1}/{args.games} games, {time.time() - started:.0f} s", file=sys.stderr)
    last = args.seed + (args.games - 1) // n
    print(f"$ python tools/ttr_arena.py {' '.join(sys.argv[1:] if argv is None else argv)}")
    print(
        f"{args.game}, {n} players, {args.games} games (deals {args.seed}–{last}, every deal "
        f"from every seat), {time.time() - started:.0f} s"
    )
    print(
        f"  {'agent':28s} {'win share':>9s} {'95% interval':>16s} {'score':>6s} "
        f"{'ms mean':>8s} {'ms p95':>8s}"
    )
    for label in labels:
        share = wins[label] / games[label]
        low, high = wilson(min(share, 1.0), games[label])
        ordered = sorted(times[label])
        mean = 1000 * sum(ordered) / len(ordered) if ordered else 0.0
        p95 = 1000 * ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)] if ordered else 0.0
        print(
            f"  {label:28s} {share:9.1%} [{low:6.1%}, {high:6.1%}] "
            f"{score[label] / seats[label]:6.1f} {mean:8.1f} {p95:8.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
