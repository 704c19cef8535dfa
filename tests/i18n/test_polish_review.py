"""The Polish review's wordings stay as they were mended (issue 27, ../shared/reviews/polish.md):
each finding whose fix lives only in the catalog is pinned here by its words, so a later catalog
merge cannot quietly bring the old wording back."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

CATALOG = Path(__file__).resolve().parents[2] / "tabletop/locale/pl/LC_MESSAGES/tabletop.po"

#: Finding number → words a Polish entry says now.
MENDED = {
    3: "Patrzy dalej naprzód i sprawdza znacznie więcej możliwych przebiegów gry",
    4: "Zanim położy żeton, sprawdza każde dobre pole w stu możliwych przebiegach gry.",
    5: "Patrzy naprzód: sprawdza kilka najlepszych ruchów w wielu możliwych rozdaniach.",
    6: "Ocenia każdą podróż i dobranie kart na stu możliwych przebiegach gry.",
    12: "Na koniec tury odkryte karty trafiają na stos kart odrzuconych.",
    13: "połączone drogami z okrągłych punktów pośrednich",
    14: "Tasuje się 60 zakrytych żetonów torów – to pula.",
    17: "gracz komputerowy na tym miejscu nie ma poprawnej nazwy; plik jest uszkodzony",
    18: "Rozstrzygnięte przez aplikację tam, gdzie instrukcja nic nie mówi.",
    19: "Talia {deck} jest pusta.",
    23: "Więcej wyboru, dłuższy namysł.",
    24: "na każdym odcinku podróży staje jeden z nich",
}


def _translations() -> list[str]:
    with CATALOG.open("rb") as file:
        catalog = read_po(file)
    found: list[str] = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [" ".join(text.split()) for text in strings if text]
    return found


@pytest.mark.parametrize("finding", sorted(MENDED))
def test_the_mended_polish_wording_is_kept(finding: int) -> None:
    words = MENDED[finding]
    assert any(words in text for text in _translations()), f"finding {finding}: {words!r}"


def test_no_card_is_named_as_karta_with_its_colour_in_brackets() -> None:
    """Finding 25: "karta (czerwona)" read as a form; each colour has its own whole entry."""
    assert not [text for text in _translations() if "karta (" in text]
