"""Which language tabletop speaks (issue 12): the user's choice in the settings file, else the
system's (any pl_* locale → Polish, anything else English); ``--lang`` for one run; the CLI's
own words (argparse's too) in that language."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.__main__ import main, start_language
from tabletop.core.i18n import language, language_of_locale, set_language, system_language
from tabletop.ui import theme
from tabletop.ui.settings import Settings, load_settings, save_settings, settings_path


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("pl_PL.UTF-8", "pl"),
        ("pl_PL", "pl"),
        ("pl", "pl"),
        ("pl-PL", "pl"),
        ("Polish_Poland.1250", "pl"),
        ("en_GB.UTF-8", "en"),
        ("en_US", "en"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("POSIX", None),
        ("", None),
        (None, None),
    ],
)
def test_a_locale_name_means_one_of_our_languages_or_none(name: str | None, code: str | None):
    assert language_of_locale(name) == code


@pytest.mark.parametrize(
    ("environ", "platform", "code"),
    [
        ({"LANG": "pl_PL.UTF-8"}, None, "pl"),
        ({"LANG": "en_GB.UTF-8"}, None, "en"),
        ({"LANG": "de_DE.UTF-8"}, None, "en"),
        ({"LANGUAGE": "pl:en", "LANG": "en_US.UTF-8"}, None, "pl"),
        ({"LC_ALL": "pl_PL.UTF-8", "LANG": "en_US.UTF-8"}, None, "pl"),
        ({"LC_MESSAGES": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, None, "pl"),
        ({"LC_ALL": "C.UTF-8", "LANG": "pl_PL.UTF-8"}, None, "pl"),
        ({"LANG": "C"}, "pl_PL", "pl"),
        ({}, "Polish_Poland", "pl"),
        ({}, "en_US", "en"),
        ({}, None, "en"),
    ],
)
def test_the_first_start_follows_the_system_locale(
    environ: dict[str, str], platform: str | None, code: str
) -> None:
    assert system_language(environ, platform) == code


def test_the_language_is_remembered_in_the_settings_file() -> None:
    save_settings(Settings(language="pl"))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "pl"
    assert load_settings() == (Settings(language="pl"), None)


def test_a_language_tabletop_does_not_speak_is_refused_plainly() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "klingon", "ai_delay": 2.0}), encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings(ai_delay=2.0)
    assert problem is not None and "language" in problem


def test_the_default_is_the_system_language_until_the_user_chooses() -> None:
    assert Settings().language == ""


def test_lang_beats_the_settings_which_beat_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "pl_PL")
    assert start_language([]) == "pl" and language() == "pl"
    save_settings(Settings(language="en"))
    assert start_language([]) == "en" and language() == "en"
    assert start_language(["--check", "--lang", "pl"]) == "pl" and language() == "pl"
    assert start_language(["--lang=en"]) == "en"


def test_the_help_is_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help", "--lang", "pl"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("użycie: tabletop")
    assert "pokaż tę pomoc i zakończ" in out
    assert "wypisz wersję i zakończ" in out
    assert "język okna i tych komunikatów" in out


def test_a_bad_argument_is_refused_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "--size", "big"])
    err = capsys.readouterr().err
    assert "tabletop: błąd: argument --size: rozmiar ma wyglądać jak 1280x800, a nie 'big'" in err
    set_language("en")
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--size", "big"])
    assert "tabletop: error: argument --size: size must look like 1280x800" in (
        capsys.readouterr().err
    )


@pytest.mark.parametrize(
    ("code", "said", "unsaid"),
    [
        ("pl", ("PRZEBIEG GRY", "Menu", "Cofnij", "TWÓJ ŻETON", "PULA"), ("GAME LOG",)),
        ("en", ("GAME LOG", "Menu", "Undo", "YOUR TILE", "POOL"), ("PRZEBIEG GRY",)),
    ],
)
def test_a_screenshot_renders_in_the_language_asked_for(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    code: str,
    said: tuple[str, ...],
    unsaid: tuple[str, ...],
) -> None:
    drawn: list[str] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(value)
        return real(surface, value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    out = tmp_path / "metro.png"
    assert main(["--screenshot", "metro", str(out), "--ply", "12", "--lang", code]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 800)
    line = capsys.readouterr().out
    assert line.startswith(f"{out}: Metro, 3 ")
    assert ("3 graczy, ziarno 1, po 12 ruchach" if code == "pl" else "3 players, seed 1") in line
    for text in said:
        assert text in drawn, text
    rounds = [t for t in drawn if t.startswith(("Runda ", "Round "))]
    assert rounds and rounds[0].startswith("Runda " if code == "pl" else "Round ")
    for text in unsaid:
        assert text not in drawn, text
    # One word for the computer player in Polish (the Polish review): "komputer", never "AI";
    # with the name "Komputer 1" its level (the screenshot's seats are Standard, what a new
    # game's AI seats start at), leading the line under the name or, where that line has no
    # room for it, beside the name.
    assert ("Komputer 1" if code == "pl" else "Computer 1") in drawn
    level = "Standardowy" if code == "pl" else "Standard"
    assert any(text == level or text.startswith(f"{level} · ") for text in drawn), drawn
    assert not any(text.startswith(("Zachłanny", "Greedy")) for text in drawn), drawn
    assert not any(" AI" in text for text in drawn) or code == "en"


def test_the_history_table_follows_the_language() -> None:
    from tabletop.history.__main__ import format_summary
    from tabletop.history.stats import PlayerStats, Summary

    summary = Summary(
        games=1234,
        players={
            "Ala": PlayerStats("Ala", 1234, 617.5, 41.25, 80),
            "Komputer 2": PlayerStats("Komputer 2", 3, 0.0, 7.0, 9),
        },
    )
    english = format_summary(summary).splitlines()
    # The Statistics screen's figures in its forms (617.5 wins, "50 %" in English), with its
    # best-score column.
    assert english == [
        "1,234 games recorded",
        "Player      Games   Wins  Win share  Mean score  Best score",
        "Ala         1,234  617.5       50 %        41.2          80",
        "Komputer 2      3      0        0 %         7.0           9",
    ]
    set_language("pl")
    polish = format_summary(summary).splitlines()
    assert polish == [
        "1\u00a0234 zapisane gry",  # 1234 ends in 4 (not 14): "gry", as 22 or 24
        "Gracz         Gry  Wygrane  Odsetek wygranych  Średni wynik  Najlepszy wynik",
        "Ala         1\u00a0234    617,5                50%          41,2               80",
        "Komputer 2      3        0                 0%           7,0                9",
    ]
