"""``tabletop``: the desktop app, its self-check and table screenshots.

    tabletop                      open the window (title screen)
    tabletop --check              headless self-check of this installation; exit 0 or 1
    tabletop --screenshot GAME OUT.png [--players N] [--seed S] [--ply K] [--size WxH]
    tabletop --startup-time       open the title screen, print how long that took, exit
    tabletop --version            print the version
    tabletop --install-desktop    add tabletop to the desktop's applications menu (tabletop.desktop)
    tabletop --uninstall-desktop  remove exactly what --install-desktop added
    … --lang pl|en                in that language (default: the one chosen in Settings, else
                                  the system's: any pl_* locale means Polish)

With no display the window cannot open: the app says so in one sentence and exits 1
(``tabletop.ui.main``).

Imports stay inside the branches: the window should be up fast (goal ≤ 1.5 s to the title).
"""

from __future__ import annotations

import time

_STARTED = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

from tabletop import __version__  # noqa: E402
from tabletop.core.i18n import (  # noqa: E402
    LANGUAGES,
    _,
    language,
    say_catalog_problem,
    say_problem,
    set_language,
    speak_argparse,
    system_language,
)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("size must look like 1280x800, not {text!r}").format(text=text)
        ) from None
    # The smallest window the app allows (ui.app.MIN_SIZE; not imported: start-up stays fast).
    if not (960 <= w <= 8192 and 600 <= h <= 8192):
        raise argparse.ArgumentTypeError(
            _(
                "size {width}x{height} is out of range: from 960x600 (the smallest window) to "
                "8192x8192"
            ).format(width=w, height=h)
        )
    return (w, h)


def _language_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help=_(
            "the language of the window and of these messages (default: the one chosen in "
            "Settings, else the system's)"
        ),
    )


def _early_arguments(argv: list[str] | None) -> argparse.Namespace:
    """``--lang``, ``--help`` and ``--version``, read before anything is said (a bad value is
    the full parser's to refuse, once, in the language chosen)."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    early.add_argument("--lang", choices=sorted(LANGUAGES))
    early.add_argument("-h", "--help", action="store_true")
    early.add_argument("--version", action="store_true")
    try:
        return early.parse_known_args(argv)[0]
    except (argparse.ArgumentError, SystemExit):
        return argparse.Namespace(lang=None, help=False, version=False)


def start_language(argv: list[str] | None) -> str:
    """Speak the language of ``--lang``, else the one chosen in Settings, else the system's;
    set before anything is said, so that even the help is in it. Returns its code.

    ``--version`` and ``--help`` read no user file (the system's language, if no ``--lang``).
    A settings file or a catalog that cannot be used is said in one line on stderr: the app
    goes on with the defaults (English, for a damaged catalog)."""
    early = _early_arguments(argv)
    chosen: str | None = early.lang
    problem = None
    if chosen is None and not (early.help or early.version):
        from tabletop.ui.settings import load_settings

        settings, problem = load_settings()
        chosen = settings.language or None
    set_language(chosen or system_language())
    if problem is not None:
        from tabletop.ui.settings import load_settings

        say_problem(load_settings()[1] or problem)  # read again: said in the language now spoken
    say_catalog_problem()
    speak_argparse()
    return language()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description=_(
            "Ticket to Ride Europe and Paris, Metro and The Great Tour: hot-seat and AI."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"tabletop {__version__}",
        help=_("print the version and exit"),
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help=_(
            "add tabletop with its icon to the applications menu (Linux, Windows Start menu, "
            "macOS ~/Applications) and exit"
        ),
    )
    parser.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help=_("remove what --install-desktop added and exit"),
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help=_(
            "play every game to the end with AI seats through its table, headless; save and "
            "reload it; print one line; exit 0 if all is well"
        ),
    )
    parser.add_argument(
        "--board",
        metavar="NAME|FILE",
        help=_(
            "--check: play only this board; --screenshot: draw this board (its name, or a .tmx "
            "map file)"
        ),
    )
    parser.add_argument(
        "--check-tutorials",
        action="store_true",
        help=_(
            "play every tutorial through its table by its script, headless; exit 0 if every "
            "step is reached and every mark fits"
        ),
    )
    parser.add_argument(
        "--screenshot",
        nargs=2,
        metavar=("GAME", "OUT.png"),
        help=_("draw GAME's table after some AI moves, from seat 0's view, into a PNG"),
    )
    parser.add_argument("--players", type=int, help=_("screenshot: number of players"))
    parser.add_argument("--seed", type=int, default=1, help=_("screenshot: the game's seed"))
    parser.add_argument("--ply", type=int, default=12, help=_("screenshot: AI moves played first"))
    parser.add_argument("--size", type=_size, default=None, help=_("window size, e.g. 1920x1080"))
    parser.add_argument(
        "--startup-time",
        action="store_true",
        help=_("print the time to the title screen and exit"),
    )
    _language_argument(parser)
    return parser


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _attach_parent_console() -> None:
    """The standalone Windows build has no console of its own (a double-click must not open
    one); started from a terminal, it writes --version, --check… to that terminal."""
    if sys.platform == "win32" and getattr(sys, "frozen", False) and sys.stdout is None:
        import ctypes

        if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
            sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
            sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    _attach_parent_console()
    start_language(argv)
    args = _parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.install_desktop or args.uninstall_desktop:
        from tabletop.desktop import main as desktop_main

        return desktop_main("install" if args.install_desktop else "uninstall")
    if args.check:
        _headless()
        from tabletop.ui.check import run_check

        return run_check(args.size or (1280, 800), args.board)
    if args.check_tutorials:
        _headless()
        from tabletop.ui.tutorial_check import run_tutorial_check

        return run_tutorial_check(args.size or (1280, 800))
    if args.screenshot:
        _headless()
        from tabletop.ui.screenshot import screenshot

        game_id, out = args.screenshot
        return screenshot(
            game_id,
            out,
            players=args.players,
            seed=args.seed,
            ply=args.ply,
            size=args.size or (1280, 800),
            board=args.board,
        )
    from tabletop.ui.main import run

    return run(args.size, startup_time=_STARTED if args.startup_time else None)


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
