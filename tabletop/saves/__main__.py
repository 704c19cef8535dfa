"""``python -m tabletop.saves verify FILE``: replay a save and report ok or the problem (in
the system's language, as the other command lines)."""

from __future__ import annotations

import argparse
import sys

from tabletop.core.i18n import _, ngettext, speak_system_language

from .format import SaveError, scores_so_far


def main(argv: list[str] | None = None) -> int:
    speak_system_language()
    parser = argparse.ArgumentParser(prog="python -m tabletop.saves")
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help=_("replay a save file and check its digest"))
    verify.add_argument("file")
    args = parser.parse_args(argv)
    # The command-line entry checks everything the app checks when it loads a save (the
    # seats' AI names too), so it loads through tabletop.play, the layer above.
    from tabletop.play import load_save

    try:
        match = load_save(args.file)
    except SaveError as exc:
        print(_("error: {problem}").format(problem=exc))
        return 1
    outcome = match.outcome()
    numbers = " ".join(str(s) for s in (outcome.scores if outcome is not None else ()))
    if outcome is not None:
        scores = _("scores {scores}").format(scores=numbers)
    else:
        current = scores_so_far(match.view(None))
        scores = (
            _("scores so far {scores}").format(scores=" ".join(map(str, current)))
            if current
            else _("scores (game not finished)")
        )
    # Translators: {game} is the game's id (metro, ttr_europe…), as the file names it.
    line = ngettext(
        "ok: {game}, {n} action, {scores}", "ok: {game}, {n} actions, {scores}", match.ply
    )
    print(line.format(game=match.game_id, n=match.ply, scores=scores))
    return 0


if __name__ == "__main__":
    sys.exit(main())
