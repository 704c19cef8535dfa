"""``speaking(code)``: a language spoken for a while in one thread only (each phone's page in
its player's language), while the process — the window — keeps its own."""

from __future__ import annotations

import threading

from tabletop.core.i18n import (
    _,
    language,
    ngettext,
    npgettext,
    pgettext,
    set_language,
    speaking,
)


def test_speaking_polish_inside_the_block_leaves_the_process_in_english() -> None:
    with speaking("pl"):
        assert language() == "pl"
        assert _("Undo") == "Cofnij"
        assert ngettext("{n} card", "{n} cards", 5).format(n=5) == "5 kart"
        assert pgettext("animation speed", "Off") != "Off"
    assert language() == "en"
    assert _("Undo") == "Undo"


def test_speaking_is_for_this_thread_only() -> None:
    heard: list[str] = []
    inside, done = threading.Event(), threading.Event()

    def other() -> None:
        inside.wait(5)
        heard.append(_("Undo"))
        done.set()

    thread = threading.Thread(target=other)
    thread.start()
    with speaking("pl"):
        inside.set()
        done.wait(5)
        assert _("Undo") == "Cofnij"
    thread.join(5)
    assert heard == ["Undo"]


def test_speaking_english_while_the_process_speaks_polish() -> None:
    set_language("pl")
    try:
        with speaking("en"):
            assert _("Undo") == "Undo"
        assert _("Undo") == "Cofnij"
    finally:
        set_language("en")


def test_an_unknown_language_is_spoken_as_english() -> None:
    with speaking("xx"):
        assert language() == "en" and _("Undo") == "Undo"


def test_speaking_says_counted_phrases_in_their_case_too() -> None:
    """``npgettext`` read the process's language, not the one spoken: inside ``speaking("pl")``
    the rules help said "Każdy gracz ma 15 buses i dostaje 2 cards" (a Polish phone under an
    English window would mix its counts the same way)."""
    context = "rules help: a count a player has, is dealt or takes"
    with speaking("pl"):
        assert npgettext(context, "{n} bus", "{n} buses", 15).format(n=15) == "15 autobusów"
    assert npgettext(context, "{n} bus", "{n} buses", 15).format(n=15) == "15 buses"
