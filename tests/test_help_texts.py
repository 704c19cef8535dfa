"""Every command's ``--help`` says what each option and argument is (the brief's "complete"):
an option listed with no words beside it (``--players PLAYERS`` and nothing more) once left
the user to guess, e.g. that ``--dump-final`` names a folder."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Iterator

import pytest

#: (module, the arguments that print one parser's help).
COMMANDS = [
    ("tabletop.__main__", []),
    ("tabletop.sim", []),
    ("tabletop.arena", []),
    ("tabletop.bench", []),
    ("tabletop.boards.__main__", ["check"]),
    ("tabletop.boards.__main__", ["balance"]),
    ("tabletop.history.__main__", ["rebuild"]),
    ("tabletop.history.__main__", ["summary"]),
    ("tabletop.history.__main__", ["export"]),
    ("tabletop.saves.__main__", ["verify"]),
    ("tabletop.lan.__main__", ["host"]),
    ("tabletop.lan.__main__", ["addresses"]),
    ("tabletop.lan.__main__", ["bench"]),
]


def _undocumented(parser: argparse.ArgumentParser) -> Iterator[str]:
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):
            continue
        if not (action.help or "").strip():
            yield "/".join(action.option_strings) or str(action.metavar or action.dest)


@pytest.mark.parametrize(
    ("module", "args"), COMMANDS, ids=lambda v: v if isinstance(v, str) else " ".join(v)
)
def test_every_option_of_every_command_has_its_help(
    module: str, args: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[argparse.ArgumentParser] = []

    def record(parser: argparse.ArgumentParser, file: object = None) -> None:
        shown.append(parser)

    monkeypatch.setattr(argparse.ArgumentParser, "print_help", record)
    with pytest.raises(SystemExit):
        importlib.import_module(module).main([*args, "--help"])
    (parser,) = shown
    assert list(_undocumented(parser)) == [], parser.prog
