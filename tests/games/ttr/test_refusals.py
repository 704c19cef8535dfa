"""TTR's refusals: one typed reason per situation, one sentence per reason, every reason
triggered by a test, and no refusal left in the old string form."""

from __future__ import annotations

import re

import pytest

from tabletop.core import explain
from tabletop.core.refusals import missing_words
from tabletop.games.ttr import TtrGame
from tabletop.games.ttr.refusals import TtrRefusal
from tabletop.games.ttr.state import Pending
from tests.support.paths import REPO

#: The code that refuses TTR moves (the engine, its helpers, the controller).
SOURCES = [
    *sorted((REPO / "tabletop" / "games" / "ttr").glob("*.py")),
    *sorted((REPO / "tabletop" / "controller" / "ttr").glob("*.py")),
]


def test_every_reason_has_one_sentence() -> None:
    assert missing_words(TtrRefusal) == []


@pytest.mark.parametrize("reason", list(TtrRefusal), ids=lambda r: r.value)
def test_every_sentence_reads_as_words(reason: TtrRefusal) -> None:
    for n in (1, 2, 3):
        text = explain(reason, n=n)
        assert text and text != reason.value and "{" not in text
        assert text[0].isupper() and text.endswith(".")


def test_the_values_are_the_stable_codes() -> None:
    assert all(reason.value == reason.value.lower() for reason in TtrRefusal)
    assert len({reason.value for reason in TtrRefusal}) == len(TtrRefusal)


def test_every_pending_step_has_its_own_refusal() -> None:
    """The engine and the controller refuse an action outside the pending sub-step with the
    same reason (``TtrGame.WAITING_FOR``), one per sub-step."""
    assert set(TtrGame.WAITING_FOR) == set(Pending)
    assert len(set(TtrGame.WAITING_FOR.values())) == len(Pending)


def test_every_reason_is_triggered_by_a_test() -> None:
    tests = "".join(
        path.read_text(encoding="utf-8")
        for folder in ("tests/games/ttr", "tests/controller", "tests/ui/tables/ttr")
        for path in (REPO / folder).glob("*.py")
        if path.name != "test_refusals.py"
    )
    untested = [
        reason.name
        for reason in TtrRefusal
        if not re.search(rf"\b(TtrRefusal|R)\.{reason.name}\b", tests)
    ]
    assert untested == []


def test_no_refusal_in_the_old_string_form() -> None:
    """``IllegalActionError("code", "words")`` is gone: every refusal names a typed reason."""
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"IllegalActionError\(\s*f?\"", text), path.name
