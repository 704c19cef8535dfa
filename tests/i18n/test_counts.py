"""No number glued to a fixed plural form (issue 27, the Polish review's systemic finding): a
count goes through ``ngettext``, so "{n} punkty" is right for 2, 3 and 4 only and must be a
plural entry. A message that is not a plural entry may not put a number before a counted noun
("{hand} karty", "{row} kart", "{active} aktywne bilety": the noun's form is fixed whatever the
number), nor work round it ("tyle podróży: {n}", "miejsca w liczbie {n}", "ma ich {n}").

The check reads every translation of the Polish catalog and every English msgid. A
placeholder counts as a number unless its name says it holds a name (``NAMES``); the word
before the noun may be an adjective ("{n} zakryte żetony"). A range's noun agrees with its
upper end, which is always several ("2–5 graczy", "od 2 do 5 graczy"), so ranges may stay.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Catalog

from tabletop.core.i18n import LANGUAGES
from tools import i18n as tool


def _words(text: str) -> list[str]:
    return text.split()


#: Every form, singular and plural, of the nouns the app counts (Polish and English).
POLISH_NOUNS = _words(
    """
    karta karty kart kartę kartą  punkt punkty punktów punktu  bilet bilety biletów
    żeton żetony żetonów  wagonik wagoniki wagoników  wagon wagony wagonów
    stacja stacje stacji stację  podróż podróże podróży  odcinek odcinki odcinków
    autokar autokary autokarów  autobus autobusy autobusów  plakietka plakietki plakietek
    gracz gracze graczy  miejsce miejsca miejsc  ruch ruchy ruchów  dżoker dżokery dżokerów
    lokomotywa lokomotywy lokomotyw  tura tury tur  runda rundy rund  gra gry gier
    sekunda sekundy sekund  piksel piksele pikseli  pole pola pól  tor tory torów
    linia linie linii  raz razy  plik pliki plików  zapis zapisy zapisów
    """
)
ENGLISH_PAIRS = _words(
    """
    card cards point points ticket tickets tile tiles train trains bus buses station stations
    player players segment segments coach coaches token tokens joker jokers second seconds
    move moves seat seats pixel pixels game games turn turns round rounds journey journeys
    locomotive locomotives square squares space spaces route routes track tracks file files
    car cars action actions save saves line lines
    """
)
ENGLISH_SINGULAR = frozenset(ENGLISH_PAIRS[0::2])
ENGLISH_NOUNS = ENGLISH_PAIRS
#: Placeholders that hold a name or a word, never a number.
NAMES = frozenset(
    _words(
        """
        name names last city station start end destination game title side problem ticket
        tickets route card colour key value path program output method element option deck
        wild wilds where reason kind line a b id group waypoint screen driver player bonus
        """
    )
)
WORD = r"[^\W\d_]"  # a letter, in any script
#: An adjective between the number and the noun: "{n} zakryte żetony", "{coaches} small coaches".
POLISH_ADJECTIVE = rf"{WORD}+(?:e|y|i|a|ą|ych|ich|ej|ego|ym|im)"
ENGLISH_WORD = rf"(?!(?:per|of|a|an|the|for|to|in|from|and|or)\b){WORD}+"
#: The upper end of a range ("{low}–{high}", "od {low} do {high}") or a size ("{w}×{h}").
RANGE_BEFORE = re.compile(r"(?:\{\w+\}\s*[–-]\s*|\b[Oo]d \{\w+\} do |×\s*)$")
#: The ways round a plural entry the review found.
WORKAROUNDS = (
    re.compile(r"\bw liczbie \{\w+\}"),
    re.compile(rf"\btyle {WORD}+: \{{\w+\}}"),
    re.compile(r"\b(?:ma|mają|jest) ich \{\w+\}"),
)


def _before_noun(nouns: list[str], adjective: str) -> re.Pattern[str]:
    forms = "|".join(sorted(nouns, key=len, reverse=True))
    return re.compile(rf"\{{(\w+)\}}\s+(?:{adjective}\s+)?({forms})(?!\w)")


POLISH_COUNT = _before_noun(POLISH_NOUNS, POLISH_ADJECTIVE)
OR_MORE = re.compile(r"\{(\w+)\} or (?:more|fewer) (\w+)")
ENGLISH_COUNT = _before_noun(ENGLISH_NOUNS, ENGLISH_WORD)


def _numbers_before_nouns(text: str, language: str) -> list[re.Match[str]]:
    pattern = POLISH_COUNT if language == "pl" else ENGLISH_COUNT
    return [
        match
        for match in pattern.finditer(text)
        if match.group(1) not in NAMES and not RANGE_BEFORE.search(text[: match.start()])
    ]


def glued_counts(text: str, language: str, counted: frozenset[str] = frozenset()) -> list[str]:
    """The places in ``text`` where a number stands before a noun whose form is fixed, or is
    worked round. ``counted``: in a plural entry, the placeholders it is counted by (their
    nouns take the entry's forms)."""
    found = [
        match.group(0)
        for match in _numbers_before_nouns(text, language)
        if match.group(1) not in counted
    ]
    if language == "pl":
        found += [
            match.group(0) for workaround in WORKAROUNDS for match in workaround.finditer(text)
        ]
    return found


def _singular_messages(catalog: Catalog) -> list[tuple[str, str]]:
    return [
        (str(message.id), str(message.string))
        for message in catalog
        if message.id and not isinstance(message.id, (tuple, list))
    ]


def counted_by(singular: str) -> frozenset[str]:
    """The placeholders a plural entry is counted by: in its English singular, those standing
    before a noun in the singular ("{n} card" in "{segments} segments · {n} card"); ``n`` when
    no noun says."""
    found = {
        match.group(1)
        for match in _numbers_before_nouns(singular, "en")
        if match.group(2) in ENGLISH_SINGULAR
    }
    found |= {  # "with {players} or more player"
        match.group(1) for match in OR_MORE.finditer(singular) if match.group(2) in ENGLISH_SINGULAR
    }
    return frozenset(found) or frozenset({"n"})


@pytest.fixture(scope="module")
def catalogs() -> dict[str, Catalog]:
    return {code: tool.read_catalog(tool.po_path(code), code) for code in LANGUAGES}


def test_no_polish_sentence_glues_a_number_to_a_fixed_plural_form(
    catalogs: dict[str, Catalog],
) -> None:
    found = {
        msgid: glued
        for msgid, translation in _singular_messages(catalogs["pl"])
        if (glued := glued_counts(translation, "pl"))
    }
    assert not found, "make these plural entries (ngettext):\n" + "\n".join(
        f"{msgid!r}: {glued}" for msgid, glued in found.items()
    )


def test_no_english_sentence_glues_a_number_to_a_fixed_plural_form(
    catalogs: dict[str, Catalog],
) -> None:
    found = {
        msgid: glued
        for msgid, _translation in _singular_messages(catalogs["en"])
        if (glued := glued_counts(msgid, "en"))
    }
    assert not found, "make these plural entries (ngettext):\n" + "\n".join(
        f"{msgid!r}: {glued}" for msgid, glued in found.items()
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Każda niezbudowana stacja daje na końcu {n} punkty.",
        "Każdy gracz ma {pieces} autobusów i dostaje {hand} karty Lokomocji.",
        "potem odkrywa się {row} kart.",
        "{active} aktywne bilety leżą odkryte",
        "Gdy co najmniej {n} odkryte karty to lokomotywy",
        "Możesz anulować najwyżej tyle podróży: {n}",
        "plik wymienia miejsca w liczbie {n}",
        "zapis ruchów ma ich {n}, a plik podaje {ply}",
        "każdy wart {points} punkt",
    ],
)
def test_the_check_finds_what_the_polish_review_found(sentence: str) -> None:
    assert glued_counts(sentence, "pl")


@pytest.mark.parametrize(
    "sentence",
    [
        "Pula: {n}",
        "Od {low} do {high} graczy układa żetony",
        "{game} to gra dla {low}–{high} graczy",
        "{name} dobiera bilety: {tickets}",
        "Ruch {number} wykonało miejsce {seat}",
        "od razu dolicz punkty według długości: {points} pkt.",
        "mapa ma {width}×{height} pikseli",
    ],
)
def test_the_check_leaves_names_ranges_sizes_and_labels_alone(sentence: str) -> None:
    assert not glued_counts(sentence, "pl")


def test_the_check_reads_english_too() -> None:
    assert glued_counts("Each player has {pieces} trains and {stations} stations", "en") == [
        "{pieces} trains",
        "{stations} stations",
    ]
    assert glued_counts("take {n} destination tickets", "en") == ["{n} destination tickets"]
    assert not glued_counts("{least}–{most} players claim railway routes", "en")
    assert not glued_counts("{name} drew tickets: {tickets}", "en")


def test_a_plural_entry_puts_no_other_number_before_a_fixed_form(
    catalogs: dict[str, Catalog],
) -> None:
    """A plural entry takes its forms from one count; any other number in it before a noun is
    as fixed as in a plain message ("{segments} segments · {n} card")."""
    found: dict[str, list[str]] = {}
    for message in catalogs["pl"]:
        if not isinstance(message.id, (tuple, list)):
            continue
        counted = counted_by(message.id[0])
        glued = glued_counts(message.id[0], "en", counted) + [
            hit for form in message.string for hit in glued_counts(form, "pl", counted)
        ]
        if glued:
            found[message.id[0]] = glued
    assert not found, "count these too (a plural entry of their own):\n" + "\n".join(
        f"{msgid!r}: {glued}" for msgid, glued in found.items()
    )


def test_a_plural_entry_is_counted_by_the_number_before_its_singular_noun() -> None:
    assert counted_by("{segments} segments · {n} card") == {"n"}
    assert glued_counts("{segments} segments · {n} card", "en", frozenset({"n"})) == [
        "{segments} segments"
    ]
    assert not glued_counts("{name} drew {n} ticket", "en", counted_by("{name} drew {n} ticket"))
    assert counted_by("Red segments are used only with {players} or more player.") == {"players"}
