"""Draw every step of every shipped tutorial to a PNG, as its table shows it (headless).

    python tools/tutorial_screens.py OUT_DIR [--size 1280x800] [--lang pl]

Files are named ``<game>_<step number>_<step key>.png``; the tutorial is played by its script
through the real table (``tabletop.ui.tutorial_check.play_at_table``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.core.i18n import set_language
    from tabletop.tutorial import TUTORIALS
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings
    from tabletop.ui.tutorial_check import play_at_table
    from tabletop.ui.tutorial_marks import CoachMarks

    set_language(args.lang)
    width, height = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(
            (width, height),
            settings=Settings(animation_speed="off", ai_delay=0.0, tutorial_offered=True),
            saves_dir=Path(tmp),
        )
        try:
            for game_id in args.game or list(TUTORIALS):

                def shoot(marks: CoachMarks, index: int, game_id: str = game_id) -> None:
                    for _frame in range(3):
                        app.frame(dt=0.05)
                    key = marks.coach.tutorial.steps[index].key
                    path = args.out / f"{game_id}_{index + 1:02d}_{key}_{args.lang}.png"
                    pygame.image.save(app.screen, str(path))
                    written.append(path)

                marks = play_at_table(app, game_id, shoot)
                for _frame in range(3):
                    app.frame(dt=0.05)
                path = args.out / f"{game_id}_99_play_on_{args.lang}.png"
                pygame.image.save(app.screen, str(path))
                written.append(path)
                assert marks.free_play
                app.go_to_title()
        finally:
            app.close()
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
