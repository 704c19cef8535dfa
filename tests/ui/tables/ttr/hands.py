"""A TTR table where seat 0 holds a chosen hand, reached by real play: the train deck is rigged
(the engine's ``rigged`` option) and every seat draws two cards from the deck per turn until
seat 0 holds ``hand``; the other seats get whatever is left (the face-up row gets no wild, so
it never resets)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.games.ttr import DrawBlind, KeepTickets, TtrGame
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import run_frames


def cards(**counts: int) -> list[str]:
    """``cards(red=3, locomotive=4)`` → a hand as a list of card names."""
    return [name for name, n in counts.items() for _ in range(n)]


#: The longest names the new-game screen takes (20 characters), all different.
LONG_NAMES = (
    "Maximiliana Wojciech",
    "Bartholomew Ashcroft",
    "Konstantynopolitańcz",
    "Wilhelmina Oppenheim",
    "Alessandro Bonaccors",
)


#: A gray route of two spaces (any one colour).
GRAY_TWO = "danzig-warszawa"
#: 20 cards that pay for it in 12 ways: two each for five colours (no or one locomotive),
#: one for pink (with a locomotive), and two locomotives alone.
TWELVE_WAYS = cards(red=3, orange=3, yellow=3, green=3, blue=3, pink=1, locomotive=4)
#: All nine kinds of card, 20 in all: 17 ways to pay for a gray route of two.
NINE_KINDS = cards(
    red=2, orange=2, yellow=2, green=2, blue=2, pink=2, white=2, black=2, locomotive=4
)


def rigged_deck(
    game_id: str, players: int, hand: Sequence[str], then: Sequence[str] = ()
) -> list[str]:
    """The top of the train deck that deals ``hand`` to seat 0: its first cards in the deal,
    the rest two per round of blind draws; ``then`` comes next (a tunnel's turned cards…)."""
    game = GAMES[game_id]
    assert isinstance(game, TtrGame)
    rules = game.rules
    first = rules.hand_size
    assert len(hand) >= first and (len(hand) - first) % 2 == 0, "seat 0 draws two at a time"
    left = Counter(dict(zip(rules.cards, rules.deck, strict=True)))
    left.subtract(Counter(hand))
    left.subtract(Counter(then))
    assert min(left.values()) >= 0, "the deck has not that many cards of a colour"

    def filler(n: int, kinds: Sequence[str] = rules.cards) -> list[str]:
        out = []
        for _ in range(n):
            colour = max(kinds, key=lambda c: left[c])
            left[colour] -= 1
            out.append(colour)
        return out

    deck = list(hand[:first])
    for _seat in range(1, players):
        deck += filler(first)
    deck += filler(rules.face_up, rules.colors)  # no wild face up: the row never resets
    for k in range(first, len(hand), 2):
        deck += hand[k : k + 2]
        for _seat in range(1, players):
            deck += filler(2)
    return deck + list(then)


def table_with_hand(
    app: App,
    hand: Sequence[str],
    *,
    game_id: str = "ttr_europe",
    players: int = 2,
    names: Sequence[str] = (),
    then: Sequence[str] = (),
    seed: int = 3,
) -> TtrTable:
    """Seat 0 (human) holds ``hand`` and is to act; the other seats are greedy AIs that wait
    (a long AI delay). Every seat kept all its starting tickets."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    colors = theme.player_colors(game_id)
    seats = [
        Seat(
            names[i] if i < len(names) else f"P{i + 1}",
            colors[i % len(colors)][1],
            None if i == 0 else "greedy",
        )
        for i in range(players)
    ]
    deck = rigged_deck(game_id, players, hand, then)
    match = Match.new(game_id, GameConfig(players, {"rigged": {"train_deck": deck}}), seats, seed)
    while match.view(match.to_act())["setup"]:
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    while sum(match.view(0)["hand"].values()) < len(hand) or match.to_act() != 0:
        match._apply(match.to_act(), DrawBlind())
    assert match.to_act() == 0 and Counter(match.view(0)["hand"]) == Counter(hand)
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


__all__ = [
    "GRAY_TWO",
    "LONG_NAMES",
    "NINE_KINDS",
    "TWELVE_WAYS",
    "cards",
    "rigged_deck",
    "table_with_hand",
]
