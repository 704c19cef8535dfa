"""``python -m tabletop.saves verify FILE``: replay a save and report ok or the problem."""

from __future__ import annotations

import argparse
import sys

from .format import SaveError, read_save


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.saves")
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help="replay a save file and check its digest")
    verify.add_argument("file")
    args = parser.parse_args(argv)
    try:
        data = read_save(args.file)
    except SaveError as exc:
        print(f"error: {exc}")
        return 1
    scores = " ".join(str(s) for s in data.scores) if data.scores else "(game not finished)"
    print(f"ok: {data.game_id}, {len(data.log)} actions, scores {scores}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
