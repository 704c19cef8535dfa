"""``python -m tabletop.saves verify FILE``: replay a save and report ok or the problem."""

from __future__ import annotations

import argparse
import sys

from .format import SaveError, scores_so_far


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.saves")
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help="replay a save file and check its digest")
    verify.add_argument("file")
    args = parser.parse_args(argv)
    # The command-line entry checks everything the app checks when it loads a save (the
    # seats' AI names too), so it loads through tabletop.play, the layer above.
    from tabletop.play import load_save

    try:
        match = load_save(args.file)
    except SaveError as exc:
        print(f"error: {exc}")
        return 1
    outcome = match.outcome()
    if outcome is not None:
        scores = " ".join(str(s) for s in outcome.scores)
    else:
        current = scores_so_far(match.view(None))
        scores = "so far " + " ".join(map(str, current)) if current else "(game not finished)"
    print(f"ok: {match.game_id}, {match.ply} actions, scores {scores}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
