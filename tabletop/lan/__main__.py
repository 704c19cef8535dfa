"""``python -m tabletop.lan``: phones without the window.

- ``host GAME --seats phone,phone[,strong…] [--seed S] [--port P] [--urls FILE] [--lang pl|en]
  [--address IP] [--saves DIR] [--colorblind]``: serve a game to phones; AI seats are played
  by the app's agents; one join address per phone seat is printed (and written to FILE, one a
  line, in seat order); exits 0 when the game ends, 2 with a one-line reason on bad arguments.
- ``addresses``: this machine's addresses, best first for phones on the same Wi-Fi.
- ``bench``: the latency from a tap on a phone to its updated page, on loopback.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from pathlib import Path
from typing import Any, NoReturn

from tabletop.core import TabletopError
from tabletop.core.i18n import LANGUAGES, _, set_language, speak_argparse, system_language
from tabletop.games import offered

from .addresses import best_address, lan_addresses
from .host import HostError, new_match, plan, serve, write_urls
from .hub import PhoneHub
from .session import PhoneSession


def _options(pairs: list[str]) -> dict[str, Any]:
    """``name=value`` game options, the value read as JSON (``hand_size=2``, ``rotation=true``)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise HostError(
                _("an option is written name=value, not {text}").format(text=repr(pair))
            )
        try:
            options[name] = json.loads(value)
        except ValueError:
            options[name] = value
    return options


def _port(text: str) -> int:
    """A TCP port, 0 (any free one) to 65535: a bigger number once ended in a traceback."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("invalid int value: {text!r}").format(text=text)
        ) from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(
            _("a port is from 0 to 65535, not {port}").format(port=port)
        )
    return port


class _Parser(argparse.ArgumentParser):
    """Bad arguments are said in one line (the reason), not with the whole usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, _("{prog}: error: {problem}\n").format(prog=self.prog, problem=message))


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m tabletop.lan")
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host", help=_("serve a game to phones, with no window"))
    ids = ", ".join(found.id for found in offered())
    host.add_argument("game", help=_("the game's id: {ids}").format(ids=ids))
    host.add_argument(
        "--seats", required=True, help=_("one kind per seat: phone, or an AI level (strong…)")
    )
    host.add_argument("--seed", type=int, help=_("the deal's seed (default: a random one)"))
    host.add_argument("--port", type=_port, default=0, help=_("the port (default: any free one)"))
    host.add_argument("--urls", type=Path, help=_("write the join addresses to this file"))
    host.add_argument("--lang", choices=sorted(LANGUAGES), help=_("the phones' language"))
    host.add_argument(
        "--address", help=_("the address to listen on (default: the best for phones)")
    )
    host.add_argument("--saves", type=Path, help=_("the saves folder (default: the app's)"))
    host.add_argument("--option", action="append", default=[], help=_("a game option, name=value"))
    host.add_argument("--colorblind", action="store_true", help=_("colour-blind palette"))
    sub.add_parser("addresses", help=_("this machine's addresses, best first for phones"))
    bench = sub.add_parser("bench", help=_("tap-to-update latency on loopback"))
    bench.add_argument(
        "--moves", type=int, default=300, help=_("taps to time, over as many games as needed (300)")
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    set_language(system_language())
    speak_argparse()
    args = _parser().parse_args(argv)
    if args.command == "addresses":
        for found in lan_addresses():
            print(found.label)
        return 0
    if args.command == "bench":
        from .bench import run_bench

        return run_bench(int(args.moves))
    if args.lang:
        set_language(args.lang)
    return _host(args)


def _host(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    try:
        chosen = plan(args.game, args.seats, seed, _options(args.option))
        address = args.address or best_address().ip
        match = new_match(chosen, args.saves)
    except (HostError, ValueError, TabletopError) as error:  # a bad option: the engine says
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return 2
    hub = PhoneHub(chosen.phone_seats, address, args.port)
    try:
        hub.start()
    except OSError as error:
        match.close()
        print(
            _("error: cannot listen on {address}: {problem}").format(
                address=address, problem=error.strerror or error
            ),
            file=sys.stderr,
        )
        return 2
    language = args.lang or system_language()
    session = PhoneSession(match, hub, language=language, colorblind=args.colorblind)
    try:
        urls = [hub.url(seat) for seat in chosen.phone_seats]
        if args.urls is not None:
            try:  # a missing folder, a folder named as the file: one line, not a traceback
                write_urls(args.urls, urls)
            except OSError as error:
                print(
                    _("error: cannot write {path}: {problem}").format(
                        path=args.urls, problem=error.strerror or error
                    ),
                    file=sys.stderr,
                )
                return 2
        for url in urls:
            print(url, flush=True)
        serve(match, hub, session)
    except KeyboardInterrupt:
        return 130
    finally:
        session.close()
        hub.close()
        match.close()
    if match.autosave_problem is not None:
        print(_("The game could not be saved: {problem}").format(problem=match.autosave_problem))
    return 0


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))
