"""``python -m tabletop.saves verify FILE``: replay a save and report ok or the problem (in
the system's language, as the other command lines)."""

from __future__ import annotations

import argparse
import sys

from tabletop.core.i18n import _, ngettext, speak_system_language

from .format import SaveError, read_save


def main(argv: list[str] | None = None) -> int:
    speak_system_language()
    parser = argparse.ArgumentParser(prog="python -m tabletop.saves")
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help=_("replay a save file and check its digest"))
    verify.add_argument("file", metavar="FILE", help=_("a save file (.json)"))
    args = parser.parse_args(argv)
    # Everything the app checks when it loads a save: the replay, its digest, the seats' AI.
    try:
        data = read_save(args.file)
    except SaveError as exc:
        print(_("error: {problem}").format(problem=exc))
        return 1
    if data.scores is not None:
        scores = _("scores {scores}").format(scores=" ".join(map(str, data.scores)))
    elif data.current_scores:
        scores = _("scores so far {scores}").format(scores=" ".join(map(str, data.current_scores)))
    else:
        scores = _("scores (game not finished)")
    # Translators: {game} is the game's id (as the file names it: a code, not a title).
    line = ngettext(
        "ok: {game}, {n} action, {scores}", "ok: {game}, {n} actions, {scores}", len(data.log)
    )
    print(line.format(game=data.game_id, n=len(data.log), scores=scores))
    return 0


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
