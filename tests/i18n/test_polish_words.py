"""The Polish words a native reading of the catalog asked for (issue 27, the Polish review and
rules-help H3–H7, new-player #16): the rulebooks' terms, one word for the computer player,
"tura" for a turn, the Great Tour's places as the Polish rulebook writes them, one form for the
words on the cards, and every help sentence starting with a capital letter."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.controller.ttr.words import TtrNames
from tabletop.core.help import help_text
from tabletop.core.i18n import _, set_language
from tabletop.games import rules_help
from tabletop.games.great_tour import GREAT_TOUR
from tabletop.games.great_tour.names import Names, city_code
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS
from tabletop.ui.words import on_off
from tools import i18n as tool

GAMES = ("ttr_europe", "ttr_paris", "metro", "great_tour")


@pytest.fixture
def polish() -> Iterator[None]:
    set_language("pl")
    yield
    set_language("en")


def _help(game_id: str) -> str:
    sections = rules_help(game_id)
    assert sections is not None
    return help_text(sections)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_polish_help_sentence_starts_with_a_capital_letter(
    polish: None, game_id: str
) -> None:
    """rules-help H5: "…drugą kartą. lokomotywa dobrana w ciemno…" — a word filled in at the
    start of a sentence kept its lower case."""
    for line in _help(game_id).splitlines():
        text = line.removeprefix("• ")
        text = text.split(": ", 1)[1] if re.match(r"^[^.:]{1,40}: ", text) else text  # a lead
        for sentence in re.split(r"(?<![0-9])(?<!itd)(?<!np)(?<!pkt)\. ", text)[1:]:
            assert sentence[:1].isupper() or not sentence[:1].isalpha(), (game_id, sentence)


def test_europe_calls_its_purple_cards_purple_as_the_rulebook_does(polish: None) -> None:
    """rules-help H4: the Polish rulebook's colours are "fioletowe, niebieskie, …", not pink."""
    text = _help("ttr_europe")
    assert "fioletowych" in text and "różow" not in text
    names = TtrNames(TTR_EUROPE)
    assert names.colour("pink") == "fioletowa"
    assert names.color_label("pink") == "Fioletowa"
    assert names.card("pink", 5) == "fioletowych kart"


def test_the_great_tour_calls_the_frequent_traveller_value_published(polish: None) -> None:
    """rules-help H3: the rulebook has no number for any bonus; the value is a published one."""
    text = _help("great_tour")
    assert "częsty podróżnik 3 to wartość opublikowana" in text
    assert "z instrukcji" not in text


def test_metro_line_colours_agree_with_the_line(polish: None) -> None:
    """rules-help H6: "linię 1 (kolor żółta)" — the colour agrees with "linię"."""
    text = _help("metro")
    assert "miejsce 1 ma linię 1 (żółtą), miejsce 2 – linię 2 (niebieską)" in text
    assert "kolejno linię pomarańczową, zieloną, fioletową i czarną" in text
    assert "kolor żółta" not in text


def test_the_actions_are_named_as_their_rulebooks_name_them(polish: None) -> None:
    """rules-help H7, polish #10: Paris's action is "Utworzenie połączenia" (its rulebook's
    name, which the claim dialog keeps); every action a noun. The page says what it does in
    the table's word, a "trasa", once beside it, and its section is about claiming a "trasa"
    (the table's word: tests/tutorial/test_polish_rules_words.py)."""
    paris, europe = _help("ttr_paris"), _help("ttr_europe")
    assert "Utworzenie połączenia: zajmij trasę — zapłać kartami" in paris
    assert "Zajmowanie trasy" in paris and "Zajęcie trasy" not in paris
    for text in (paris, europe):
        assert "Dobranie biletów: weź" in text and "Dobierz bilety:" not in text
    assert "Zajęcie trasy: zapłać kartami" in europe
    assert "karty pociągów" in europe and "wagonów" not in europe


def test_the_great_tour_says_its_places_as_the_polish_rulebook_does(polish: None) -> None:
    """polish #8: Paryż, Wiedeń, Mediolan on the board, in the texts and in the help; the ids
    and the English labels stay as the map writes them."""
    names = Names(GREAT_TOUR.board)
    assert [names.city(c) for c in ("AMS", "BER", "PAR", "VIE", "MIL")] == [
        "Amsterdam",
        "Berlin",
        "Paryż",
        "Wiedeń",
        "Mediolan",
    ]
    assert names.node("prg") == "Praga" and names.node("muc") == "Monachium"
    assert [city_code(c) for c in ("PAR", "VIE", "MIL")] == ["PAR", "WIE", "MED"]
    assert "Amsterdamem, Berlinem, Paryżem, Wiedniem i Mediolanem" in _help("great_tour")
    set_language("en")
    assert names.city("VIE") == "Wien" and city_code("VIE") == "VIE"


def test_polish_cards_wear_one_form_of_their_colour(polish: None) -> None:
    """new-player #16, polish #20: "Róż", "Zieleń", "Żółć" beside "Niebieski" — now every card
    says its colour as "karta" would: Czerwona, Żółta, Niebieska…"""
    for game in (TTR_EUROPE, TTR_PARIS):
        names = TtrNames(game)
        labels = [names.color_label(c) for c in game.rules.colors]
        assert all(label.endswith("a") for label in labels), labels
    assert TtrNames(TTR_EUROPE).color_label("yellow") == "Żółta"


def test_one_word_for_the_computer_player_and_tura_for_a_turn(polish: None) -> None:
    """polish #7 and #9: "AI", "SI" and "komputer" were mixed; "ruch" meant a turn too."""
    catalog = tool.read_catalog(tool.po_path("pl"), "pl")
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            assert not re.search(r"\b(AI|SI)\b", text), message.id
    assert _("AI · {agent}").format(agent="Standardowy") == "Komputer · Standardowy"
    assert _("Your turn") == "Twoja tura" and _("YOUR TURN") == "TWOJA TURA"
    assert "Każda tura kończy się" in _help("metro")


def test_switches_say_on_and_off_alike_everywhere(polish: None) -> None:
    """polish: "Tak/Nie" on switches beside "Wył." on the volume."""
    assert (on_off(True), on_off(False)) == ("Wł.", "Wył.")


def test_two_designers_are_the_games_authors(polish: None) -> None:
    """polish: "{game}: autor gry {designers}" for the Great Tour's two designers."""
    from tabletop.games import DESCRIPTORS

    lines = {found.id: found.credit.line() for found in DESCRIPTORS}
    assert "autorzy gry Dennis Merx i Kees Meis" in lines["great_tour"]
    assert "autor gry Alan R. Moon" in lines["ttr_europe"]


def test_a_move_done_reads_as_done(polish: None) -> None:
    """polish: "{name} wykonuje ruch" read as if it were still going on."""
    assert _("{name} moved").format(name="Ala") == "Ala: ruch wykonany"
