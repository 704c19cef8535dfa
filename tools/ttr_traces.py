"""Trace how a Ticket to Ride agent handles its tickets and cards, over whole games.

    python tools/ttr_traces.py --game ttr_europe --agents strong,standard --games 20 --seed 1
    python tools/ttr_traces.py … --show 3      # also print three games turn by turn

Issue 28 asks that, in traced games, Strong "draws tickets mid-game when it pays, and ends with
few unused cards". For each seat this plays the lineup (seats rotated between games, so each
agent sits in each seat) and prints, per agent: ticket draws after the opening choice (how many
a game, at how many pieces left, how many tickets kept from them and how many of those were then
completed), the tickets kept in all and the share completed, and the train cards still in hand
at the end (cards drawn and never spent). ``--show N`` prints the first N games as one line per
turn of the first agent: what it did, its hand size and pieces left.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.arena import agent_name, build_agent
from tabletop.core import Seat
from tabletop.games.ttr.actions import ClaimRoute, DrawTickets, KeepTickets
from tabletop.play.runner import GameResult, play_agents
from tabletop.replay import Replay


@dataclass
class SeatTrace:
    """One seat's tickets and cards in one game."""

    agent: str
    won: bool
    score: int
    kept: int = 0
    completed: int = 0
    #: Per ticket draw after the opening: (pieces left, tickets kept, of those completed).
    mid_draws: list[tuple[int, int, int]] = field(default_factory=list)
    cards_left: int = 0
    turns: list[str] = field(default_factory=list)


def trace(result: GameResult) -> list[SeatTrace]:
    """Each seat's trace of a finished game, rebuilt from its log by the engine."""
    replay = Replay.from_log(
        result.game_id,
        result.config,
        # Seats by level name: an agent's label may carry knob overrides.
        [Seat(f"seat {i + 1}", "#888888", agent_name(a)) for i, a in enumerate(result.agents)],
        result.seed,
        result.log,
        result.board,
    )
    final = replay.state(replay.last)
    done = final.result
    seats = [
        SeatTrace(agent, seat in result.outcome.winners, result.outcome.scores[seat])
        for seat, agent in enumerate(result.agents)
    ]
    completed = {
        (seat, ticket): ok for seat, rows in enumerate(done.tickets) for ticket, ok in rows
    }
    opening_done = [False] * len(seats)
    drew_at: dict[int, int] = {}
    for number, (seat, action) in enumerate(result.log, start=1):
        before = replay.state(number - 1)
        pieces = before.pieces[seat]
        if isinstance(action, DrawTickets):
            drew_at[seat] = pieces
        elif isinstance(action, KeepTickets):
            ids = before.t.ticket_ids
            kept = [ids.index(t) for t in action.tickets]
            if opening_done[seat] and seat in drew_at:
                wins = sum(completed.get((seat, k), False) for k in kept)
                seats[seat].mid_draws.append((drew_at.pop(seat), len(kept), wins))
            opening_done[seat] = True
        hand = sum(before.hands[seat])
        what = str(action) if not isinstance(action, ClaimRoute) else f"claim {action.route}"
        seats[seat].turns.append(f"{number:>3} pieces {pieces:>2} hand {hand:>2}  {what}")
    for seat, rows in enumerate(done.tickets):
        seats[seat].kept = len(rows)
        seats[seat].completed = sum(ok for _t, ok in rows)
        seats[seat].cards_left = sum(final.hands[seat])
    return seats


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/ttr_traces.py", description=__doc__)
    parser.add_argument("--game", default="ttr_europe", choices=("ttr_europe", "ttr_paris"))
    parser.add_argument("--agents", required=True, help="one agent per seat, comma-separated")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print N games turn by turn")
    args = parser.parse_args(argv)
    lineup = [a.strip() for a in args.agents.split(",") if a.strip()]
    by_agent: dict[str, list[SeatTrace]] = {}
    for game in range(args.games):
        shift = game % len(lineup)  # rotate the seats
        agents = lineup[shift:] + lineup[:shift]
        # Agents as the arena builds them, so a knob override (``strong{worlds=12}``)
        # is traced as it is measured.
        players = [build_agent(args.game, spec) for spec in agents]
        result = play_agents(args.game, agents, players, args.seed + game // len(lineup))
        seats = trace(result)
        for seat in seats:
            by_agent.setdefault(seat.agent, []).append(seat)
        if game < args.show:
            first = next(s for s in seats if s.agent == lineup[0])
            print(f"game {game + 1} (seed {args.seed + game // len(lineup)}), {first.agent}:")
            print("\n".join("  " + line for line in first.turns))
            print(
                f"  end: score {first.score}, tickets {first.completed}/{first.kept} completed,"
                f" cards left in hand {first.cards_left}, mid-game draws {first.mid_draws}"
            )
        print(f"{game + 1}/{args.games}", file=sys.stderr, flush=True)
    print(f"{args.game}, {args.games} games, agents {','.join(lineup)}, seats rotated")
    for agent, traces in by_agent.items():
        draws = [d for t in traces for d in t.mid_draws]
        kept_mid = sum(k for _p, k, _w in draws)
        won_mid = sum(w for _p, _k, w in draws)
        kept = sum(t.kept for t in traces)
        completed = sum(t.completed for t in traces)
        games_with = sum(bool(t.mid_draws) for t in traces)
        cards = [t.cards_left for t in traces]
        pieces = [p for p, _k, _w in draws]
        print(
            f"{agent}: mid-game ticket draws {len(draws) / len(traces):.2f} a game "
            f"(in {games_with} of {len(traces)} games"
            + (f", at {statistics.median(pieces):.0f} pieces left (median)" if pieces else "")
            + f"); tickets kept from them {kept_mid}, completed {won_mid}; "
            f"tickets kept {kept / len(traces):.2f} a game, completed "
            f"{completed / max(kept, 1):.0%}; cards left in hand at the end: mean "
            f"{statistics.mean(cards):.1f}, median {statistics.median(cards):.0f}, "
            f"max {max(cards)}; wins {sum(t.won for t in traces)}/{len(traces)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
