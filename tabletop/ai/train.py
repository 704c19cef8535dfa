"""``python -m tabletop.ai.train GAME``: fit a game's learned evaluation on self-play.

    python -m tabletop.ai.train GAME --players 4 --positions 100000 --seed 1 [--out FILE]

Plays games with the game's own fast agents (its descriptor's ``learning``: which agents,
which positions, which features), samples positions from them, labels each with who won in
the end (a shared win counts 1/k), and fits the weights of ``tabletop.ai.learned``'s model —
a conditional logit over each seat's features, its weights changing linearly with the share of
the game still to play — by Newton's method with a small ridge penalty. Every tenth game is
held out: its log loss — and that of the game's hand-made evaluation and of the uniform guess,
on the same positions — is printed and kept with the weights.

The result is a Python module of plain data (``WEIGHTS``), by default the one the game ships
(``--out`` writes elsewhere); with ``--players`` only that table size's weights are replaced,
the others kept. Reproducible: the same arguments write the same file (the self-play is
seeded; the weights are rounded to 6 significant digits, far below what the fit can tell).
Training needs numpy (the test extra: ``pip install -e ".[test]"``); playing never does.
Defaults: every table size of the game, 100,000 positions a size, seed 1, 16 positions a game.
"""

from __future__ import annotations

import argparse
import ast
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.core import Rng

from .learned import Learning, PlayedGame

if TYPE_CHECKING:
    from numpy.typing import NDArray

#: Ridge penalty on the standardised weights, and Newton's stopping rule.
RIDGE = 1e-3
MAX_STEPS = 50
TOLERANCE = 1e-9
#: Significant digits kept in the file.
DIGITS = 6
#: Positions sampled from each self-play game (``--per-game``).
PER_GAME = 16
#: Every HOLD_OUT-th game is kept out of the fit to measure it.
HOLD_OUT = 10


class Progress:
    """A one-line progress bar on ``out`` (stderr): done of total, the rate and time left."""

    def __init__(self, total: int, label: str, out: TextIO | None = None, width: int = 30) -> None:
        self.total = max(1, total)
        self.label = label
        self.out = out if out is not None else sys.stderr
        self.width = width
        self.started = time.monotonic()
        self.shown = -1.0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self.shown < 0.5:
            return  # at most two redraws a second
        self.shown = now
        share = min(1.0, done / self.total)
        filled = round(self.width * share)
        elapsed = now - self.started
        left = elapsed * (1 - share) / share if share > 0 else 0.0
        bar = "#" * filled + "-" * (self.width - filled)
        self.out.write(
            f"\r{self.label} [{bar}] {100 * share:5.1f}% {done}/{self.total} "
            f"{elapsed:.0f} s, {left:.0f} s left "
        )
        if done >= self.total:
            self.out.write("\n")
        self.out.flush()


def collect(
    learning: Learning,
    players: int,
    positions: int,
    per_game: int,
    seed: int,
    progress: Progress | None = None,
) -> list[PlayedGame]:
    """Self-play games until ``positions`` positions are sampled. Game ``g`` is played from
    its own stream ``Rng(seed).fork(g)``, so a run is the same whatever stops it."""
    games: list[PlayedGame] = []
    sampled = 0
    base = Rng(seed * 1_000 + players)
    while sampled < positions:
        wanted = min(per_game, positions - sampled)
        played = learning.self_play(players, wanted, base.fork(len(games)))
        games.append(played)
        sampled += len(played.samples)
        if progress is not None:
            progress.update(sampled)
    return games


def arrays(games: Sequence[PlayedGame]) -> tuple[NDArray[Any], NDArray[Any]]:
    """The design (positions × seats × 2·features: each feature, then it times the phase)
    and the targets (positions × seats: each seat's share of the win)."""
    import numpy as np

    rows = [sample.rows for game in games for sample in game.samples]
    phases = [sample.phase for game in games for sample in game.samples]
    targets = [game.shares for game in games for _ in game.samples]
    x = np.asarray(rows, dtype=np.float64)
    phase = np.asarray(phases, dtype=np.float64)[:, None, None]
    return np.concatenate([x, x * phase], axis=2), np.asarray(targets, dtype=np.float64)


def fit(design: NDArray[Any], targets: NDArray[Any]) -> NDArray[Any]:
    """The conditional logit's weights by Newton's method on standardised columns, with the
    ridge penalty ``RIDGE`` (a column that never varies between seats gets weight 0)."""
    import numpy as np

    count, _seats, width = design.shape
    # Only differences between seats matter: scale each column by its spread within positions.
    centred = design - design.mean(axis=1, keepdims=True)
    scale = np.sqrt((centred**2).mean(axis=(0, 1)))
    scale[scale < 1e-12] = 1.0
    z = design / scale
    theta = np.zeros(width)
    for _ in range(MAX_STEPS):
        p = _probabilities(z, theta)
        gradient = np.einsum("ps,psd->d", p - targets, z) / count + RIDGE * theta
        mean = np.einsum("ps,psd->pd", p, z)
        hessian = (
            np.einsum("ps,psd,pse->de", p, z, z) / count
            - np.einsum("pd,pe->de", mean, mean) / count
            + RIDGE * np.eye(width)
        )
        step = np.linalg.solve(hessian, gradient)
        theta = theta - step
        if float(np.abs(step).max()) < TOLERANCE:
            break
    result: NDArray[Any] = theta / scale
    return result


def _probabilities(z: NDArray[Any], theta: NDArray[Any]) -> NDArray[Any]:
    import numpy as np

    s = z @ theta
    s = s - s.max(axis=1, keepdims=True)
    e = np.exp(s)
    result: NDArray[Any] = e / e.sum(axis=1, keepdims=True)
    return result


def log_loss(design: NDArray[Any], targets: NDArray[Any], theta: NDArray[Any]) -> float:
    """Mean cross-entropy of the model's shares against who won (nats per position)."""
    import numpy as np

    p = _probabilities(design, theta)
    return float(-(targets * np.log(np.maximum(p, 1e-300))).sum(axis=1).mean())


def reference_loss(games: Sequence[PlayedGame]) -> float:
    """Mean cross-entropy of the game's hand-made evaluation against who won."""
    losses = [
        -math.fsum(
            won * math.log(max(share, 1e-300))
            for won, share in zip(game.shares, sample.reference, strict=True)
        )
        for game in games
        for sample in game.samples
    ]
    return math.fsum(losses) / len(losses)


def rounded(x: float) -> float:
    return float(f"{x:.{DIGITS}g}")


def train_size(
    learning: Learning,
    players: int,
    positions: int,
    per_game: int,
    seed: int,
    out: TextIO | None = None,
) -> dict[str, Any]:
    """One table size's weights and what they were made from (the file's ``models`` entry)."""
    import numpy as np

    label = f"{learning.game_id}, {players} players"
    games = collect(learning, players, positions, per_game, seed, Progress(positions, label, out))
    held = [g for i, g in enumerate(games) if i % HOLD_OUT == HOLD_OUT - 1]
    used = [g for i, g in enumerate(games) if i % HOLD_OUT != HOLD_OUT - 1]
    design, targets = arrays(used)
    theta = np.array([rounded(x) for x in fit(design, targets)])
    width = len(learning.features)
    entry: dict[str, Any] = {
        "at_end": [float(x) for x in theta[:width]],
        "per_phase": [float(x) for x in theta[width:]],
        "positions": int(design.shape[0]),
        "games": len(used),
    }
    if held:
        test_design, test_targets = arrays(held)
        entry["held_out"] = {
            "positions": int(test_design.shape[0]),
            "log_loss": rounded(log_loss(test_design, test_targets, theta)),
            "reference": rounded(reference_loss(held)),
            "uniform": rounded(math.log(players)),
        }
    return entry


def command(game_id: str, players: int, made: dict[str, Any]) -> str:
    """The command that fitted one table size's weights, from the arguments kept with them
    (``made``: positions, seed, positions a game)."""
    words = [
        game_id,
        f"--players {players}",
        f"--positions {made['positions']}",
        f"--seed {made['seed']}",
    ]
    if made["per_game"] != PER_GAME:
        words.append(f"--per-game {made['per_game']}")
    return "python -m tabletop.ai.train " + " ".join(words)


def render(data: dict[str, Any]) -> str:
    """The weights module: a docstring naming the commands, then ``WEIGHTS`` as plain data,
    one item a line (the layout ``ruff format`` keeps)."""
    commands = [
        f"    {command(data['game'], int(players), entry['made'])}"
        for players, entry in data["models"].items()
    ]
    lines = [
        f'"""Learned evaluation weights of {data["game"]}, written by the train commands:',
        "",
        *commands,
        "",
        'Do not edit: retrain (docs/AI.md, "The learned evaluation").',
        '"""',
        "",
        "WEIGHTS = " + _literal(data, 0),
        "",
    ]
    return "\n".join(lines)


def _literal(value: Any, depth: int) -> str:
    pad = "    " * (depth + 1)
    end = "    " * depth
    if isinstance(value, dict):
        items = [f"{pad}{_literal(str(k), 0)}: {_literal(v, depth + 1)}," for k, v in value.items()]
        return "{\n" + "\n".join(items) + "\n" + end + "}"
    if isinstance(value, list):
        items = [f"{pad}{_literal(v, depth + 1)}," for v in value]
        return "[\n" + "\n".join(items) + "\n" + end + "]"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, float):
        return repr(rounded(value))
    return repr(value)


def existing(path: Path, game_id: str) -> dict[str, Any] | None:
    """The weights already in ``path`` (None if there is no file); ``ValueError`` if the file
    is not a weights module of this game, which is then never overwritten."""
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8")
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "WEIGHTS" for t in node.targets
        ):
            data = ast.literal_eval(node.value)
            if isinstance(data, dict) and data.get("game") == game_id and _complete(data):
                return data
    raise ValueError(f"{path} is not a weights module of {game_id}: not overwritten")


def _complete(data: dict[str, Any]) -> bool:
    """Whether every table size in ``data`` keeps the arguments that made it (``made``)."""
    models = data.get("models")
    return isinstance(models, dict) and all(
        isinstance(entry, dict)
        and isinstance(entry.get("made"), dict)
        and {"positions", "seed", "per_game"} <= set(entry["made"])
        for entry in models.values()
    )


def module_path(module: str) -> Path:
    """Where the shipped weights module of ``module`` (dotted) lives in this checkout."""
    package = Path(__file__).resolve().parents[1]
    parts = module.split(".")
    if parts[0] != "tabletop":
        raise ValueError(f"{module} is not a tabletop module")
    return package.joinpath(*parts[1:]).with_suffix(".py")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.ai.train",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", help="the game's id (one with a learned evaluation)")
    parser.add_argument("--players", type=int, help="one table size (default: every size)")
    parser.add_argument("--positions", type=int, default=100_000, help="positions a table size")
    parser.add_argument("--seed", type=int, default=1, help="seed of the self-play")
    parser.add_argument("--per-game", type=int, default=PER_GAME, help="positions sampled a game")
    parser.add_argument("--out", type=Path, help="the weights module to write (default: shipped)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from tabletop.games import GAMES, descriptor

    def fail(message: str) -> int:
        print(f"error: {message}", file=sys.stderr)
        return 2

    if args.game not in GAMES:
        return fail(f"unknown game {args.game!r} (known: {', '.join(sorted(GAMES))})")
    found = descriptor(args.game)
    if found.learning is None:
        return fail(f"{args.game} has no learned evaluation")
    spec = found.game.spec
    sizes = list(range(spec.min_players, spec.max_players + 1))
    if args.players is not None:
        if args.players not in sizes:
            return fail(f"{spec.title} is for {sizes[0]}-{sizes[-1]} players, not {args.players}")
        sizes = [args.players]
    if args.positions < 10 or args.per_game < 1:
        return fail("--positions must be at least 10 and --per-game at least 1")
    try:
        import numpy  # noqa: F401
    except ModuleNotFoundError:
        return fail('training needs numpy: pip install -e ".[test]"')
    learning: Learning = found.learning()
    path: Path = args.out if args.out is not None else module_path(learning.module)
    try:
        data = existing(path, args.game)
    except (ValueError, SyntaxError) as exc:
        return fail(str(exc))
    if data is None or list(data.get("features", ())) != list(learning.features):
        data = {"game": args.game, "features": list(learning.features), "models": {}}
    models = {int(k): v for k, v in data["models"].items()}
    for players in sizes:
        entry = train_size(learning, players, args.positions, args.per_game, args.seed)
        entry["made"] = {"positions": args.positions, "seed": args.seed, "per_game": args.per_game}
        models[players] = entry
        held = entry.get("held_out")
        if held:
            print(
                f"{args.game}, {players} players: held-out log loss {held['log_loss']:.4f} "
                f"(hand-made evaluation {held['reference']:.4f}, uniform {held['uniform']:.4f}) "
                f"on {held['positions']} positions"
            )
    data["models"] = {str(k): models[k] for k in sorted(models)}
    data.pop("made", None)
    try:
        path.write_text(render(data), encoding="utf-8")
    except OSError as exc:
        return fail(f"cannot write {path}: {exc.strerror or exc}")
    print(f"wrote {path}")
    return 0


__all__ = ["Progress", "collect", "fit", "log_loss", "main", "render", "train_size"]


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
