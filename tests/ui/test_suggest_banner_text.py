"""The Suggest banner says its move and reason whole where they fit, and a text too long for it
ends in "…" — never cut after a colon as if the sentence were over (seen at 960×600 in Polish:
the reason "Największa szansa na wygraną w 115 symulowanych partiach:" lost its figures)."""

from __future__ import annotations

from tabletop.ui.table_suggest import BANNER_LINES, _cut


def test_a_reason_of_three_lines_is_said_whole() -> None:
    lines = ["Największa szansa na wygraną", "w 115 symulowanych partiach:", "41% (dalej 35%)"]
    assert _cut(lines) == lines


def test_a_text_longer_than_the_banner_ends_in_an_ellipsis() -> None:
    lines = [f"line {n}:" for n in range(BANNER_LINES + 2)]
    cut = _cut(lines)
    assert len(cut) == BANNER_LINES
    assert cut[:-1] == lines[: BANNER_LINES - 1]
    assert cut[-1] == f"line {BANNER_LINES - 1}…"
