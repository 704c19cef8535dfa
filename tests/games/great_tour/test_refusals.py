"""Every reason The Great Tour gives for a refusal has one sentence and a test that triggers it."""

from __future__ import annotations

import re

from tabletop.core import explain
from tabletop.core.refusals import missing_words
from tabletop.games.great_tour import GreatTourRefusal
from tests.support.paths import REPO

#: Where the Great Tour's refusal tests live (engine, controller, table).
TEST_FILES = [
    *sorted((REPO / "tests" / "games" / "great_tour").glob("test_*.py")),
    REPO / "tests" / "controller" / "test_great_tour.py",
    *sorted((REPO / "tests" / "ui" / "tables" / "great_tour").glob("test_*.py")),
]


def test_every_reason_has_its_sentence() -> None:
    assert missing_words(GreatTourRefusal) == []
    assert explain(GreatTourRefusal.NO_JOURNEY) == "No journey is being paid."


def test_counted_sentences_agree_with_their_number() -> None:
    assert explain(GreatTourRefusal.TOO_MANY_CANCELS, n=1) == (
        "You may cancel at most 1 journey in one turn."
    )
    assert explain(GreatTourRefusal.TOO_MANY_CANCELS, n=3) == (
        "You may cancel at most 3 journeys in one turn."
    )


def test_every_reason_is_triggered_by_a_test() -> None:
    """A test that expects a reason names it as ``GreatTourRefusal.<NAME>``."""
    here = __file__
    text = "\n".join(p.read_text(encoding="utf-8") for p in TEST_FILES if str(p) != here)
    named = set(re.findall(r"GreatTourRefusal\.([A-Z_]+)", text))
    untested = [reason.name for reason in GreatTourRefusal if reason.name not in named]
    assert untested == []
