"""Undo a player can reach (issue 10 §2), through ``Match`` with the real games.

Until the next human acts, undo takes back the human's move and the AI replies after it —
unless one of them showed something hidden (a deck draw, a tunnel reveal, new tickets, a tile
from the pool): then it is refused with that reason. The AI seats then choose again from the
same seeds, so the same move gets the same replies.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core import Action, GameConfig, IllegalActionError, Rng, Seat, canonical_json
from tabletop.games import GAMES, make_agent
from tabletop.play import Match
from tabletop.play.refusals import UndoRefusal
from tabletop.saves import read_save
from tests.support.registry import Area, game_ids

OWN_REVEALS = (UndoRefusal.OWN_MOVE_REVEALED, UndoRefusal.OWN_MOVE_TURNED_UP)
REPLY_REVEALS = (UndoRefusal.REPLY_REVEALED, UndoRefusal.REPLY_TURNED_UP)
REVEALED = (*OWN_REVEALS, *REPLY_REVEALS, UndoRefusal.GAME_OVER)


def _digest(match: Match) -> str:
    return canonical_json(match.game.state_json(match.state))


def _human_vs_ai(game_id: str, seed: int, **kw) -> Match:
    """Ann (seat 0, human) against as few greedy AI seats as the game allows."""
    players = GAMES[game_id].spec.min_players
    colors = ["#d33b32", "#2f6fd0", "#3c9a4a"]
    seats = [Seat("Ann", colors[0], None)]
    seats += [Seat(f"Bot {i}", colors[i], "greedy") for i in range(1, players)]
    return Match.new(game_id, GameConfig(players), seats, seed, **kw)


def _choose(match: Match, seed: int) -> Action:
    """The human's move: what a greedy player would do (varied by the ply)."""
    agent = make_agent(match.game_id, "greedy")
    view = match.view(0)
    return agent.choose(view, match.legal_actions(), Rng(seed).fork(1000 + match.ply), 0.05)


def _ai_replies(match: Match) -> None:
    while not match.is_over() and not match.is_human_turn():
        match.step_ai()


def _try_undo_at_every_human_move(game_id: str, seeds: range) -> dict[str, int]:
    """Play human (greedy choices) against a greedy AI; after every human move and the AI's
    replies, undo when allowed — checking the position and the replies on the second try —
    and check the reason when not."""
    seen = {"undone_with_replies": 0, "undone_alone": 0, "own_reveal": 0, "reply_reveal": 0}
    for seed in seeds:
        match = _human_vs_ai(game_id, seed)
        while not match.is_over() and match.ply < 400:
            if not match.is_human_turn():
                match.step_ai()
                continue
            before, start = _digest(match), match.ply
            action = _choose(match, seed)
            match.submit(action)
            _ai_replies(match)
            replies = match.log[start + 1 :]
            refusal = match.undo_refusal(0)
            if refusal is None:
                assert match.undo(0) == 1 + len(replies)
                assert _digest(match) == before and match.ply == start
                match.submit(action)
                _ai_replies(match)
                assert match.log[start + 1 :] == replies  # the same seeds, the same replies
                seen["undone_with_replies" if replies else "undone_alone"] += 1
            else:
                assert refusal.reason in REVEALED, refusal.reason
                with pytest.raises(IllegalActionError):
                    match.undo(0)
                assert match.log[start + 1 :] == replies  # a refusal changes nothing
                if refusal.reason in OWN_REVEALS:
                    seen["own_reveal"] += 1
                elif refusal.reason in REPLY_REVEALS:
                    seen["reply_reveal"] += 1
        if all(seen.values()):
            break
    return seen


@pytest.mark.parametrize("game_id", game_ids(Area.UNDO_WITH_AI_REPLIES))
def test_undo_after_a_move_against_ai_restores_the_position_and_replays_the_same_replies(
    game_id: str,
) -> None:
    seen = _try_undo_at_every_human_move(game_id, range(1, 6))
    assert seen["undone_with_replies"] > 0, seen
    assert seen["own_reveal"] > 0 and seen["reply_reveal"] > 0, seen


def test_metro_undo_is_refused_once_a_tile_came_from_the_pool() -> None:
    """A Metro placement from the hand draws its replacement from the pool, and every AI turn
    draws one: such moves are never taken back. A tile drawn first and then placed can be —
    the placement, back to the drawn tile — until the AI moves."""
    from tabletop.games.metro import DrawTile

    seen = _try_undo_at_every_human_move("metro", range(1, 3))
    assert seen["own_reveal"] > 0 and seen["reply_reveal"] > 0, seen
    assert seen["undone_with_replies"] == 0, seen
    match = _human_vs_ai("metro", 1)
    _ai_replies(match)
    match.submit(DrawTile())
    refusal = match.undo_refusal(0)
    assert refusal is not None and refusal.reason == UndoRefusal.OWN_MOVE_REVEALED
    before = _digest(match)
    match.submit(match.legal_actions()[0])  # the drawn tile placed: nothing new shown
    assert match.can_undo(0)
    assert match.undo(0) == 1 and _digest(match) == before
    match.submit(match.legal_actions()[0])
    match.step_ai()  # the AI's turn starts from the pool
    refusal = match.undo_refusal(0)
    assert refusal is not None and refusal.reason == UndoRefusal.REPLY_REVEALED
    assert refusal.message.startswith("Bot 1's reply drew a hidden card, ticket or tile")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_is_refused_after_a_reveal_with_its_reason(game_id: str) -> None:
    """Hot-seat: every move by a human, undone at once when it may be; each refusal names a
    reveal."""
    players = GAMES[game_id].spec.min_players
    seats = [Seat(f"P{i}", "#abcdef", None) for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 7)
    refused = undone = 0
    for _ in range(200):
        if match.is_over():
            break
        seat = match.to_act()
        before = _digest(match)
        action = match.legal_actions()[-1]
        match.submit(action)
        refusal = match.undo_refusal(seat)
        if refusal is None:
            match.undo(seat)
            assert _digest(match) == before
            undone += 1
            match.submit(action)
        elif not match.is_over():
            assert refusal.reason in OWN_REVEALS
            assert "hidden" in refusal.message or "face up" in refusal.message
            refused += 1
    assert refused > 0 and undone > 0


def test_in_hot_seat_a_move_can_be_undone_until_the_next_player_acts() -> None:
    from tabletop.games.ttr import KeepTickets

    seats = [Seat("Ann", "#d33b32", None), Seat("Ben", "#2f6fd0", None)]
    match = Match.new("ttr_europe", GameConfig(2), seats, 3)
    match.submit(KeepTickets(tuple(match.view(0)["offered_tickets"])))
    assert match.can_undo(0)
    assert match.undo_refusal(1).reason == UndoRefusal.NOTHING_TO_UNDO  # type: ignore[union-attr]
    match.submit(KeepTickets(tuple(match.view(1)["offered_tickets"])))
    refusal = match.undo_refusal(0)
    assert refusal is not None and refusal.reason == UndoRefusal.ANOTHER_PLAYER_MOVED
    assert refusal.message == "Ben has played since your move, so it cannot be taken back."
    assert match.can_undo(1)


def test_undo_takes_back_the_ai_replies_between_two_humans() -> None:
    """Ann, then the AI, then Ben: until Ben acts, Ann takes back her move and the AI's."""
    seats = [Seat("Ann", "#d33b32", None), Seat("Bot", "#2f6fd0", "greedy"), Seat("Ben", "#3c9a4a")]
    for seed in range(1, 40):
        match = Match.new("ttr_europe", GameConfig(3), seats, seed)
        while not match.is_over() and match.ply < 300:
            seat = match.to_act()
            if seat == 1:
                match.step_ai()
                continue
            start, before = match.ply, _digest(match)
            match.submit(_choose_for(match, seat, seed))
            _ai_replies(match)
            if seat == 0 and match.ply > start + 1 and match.can_undo(0):
                assert match.to_act() == 2
                taken = match.ply - start  # Ann's move and the AI's reply
                assert match.undo(0) == taken
                assert _digest(match) == before and match.ply == start
                return
    pytest.fail("no position where Ann's move and the AI's reply revealed nothing")


def _choose_for(match: Match, seat: int, seed: int) -> Action:
    agent = make_agent(match.game_id, "greedy")
    return agent.choose(match.view(seat), match.legal_actions(), Rng(seed).fork(match.ply), 0.05)


def test_the_game_over_cannot_be_undone() -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Ben", "#2f6fd0", None)]
    match = Match.new("metro", GameConfig(2), seats, 5)
    while not match.is_over():
        match.submit(match.legal_actions()[0])
    refusal = match.undo_refusal()
    assert refusal is not None and refusal.reason == UndoRefusal.GAME_OVER


def test_an_ai_seat_and_a_spectator_cannot_undo() -> None:
    match = _human_vs_ai("ttr_europe", 1)
    assert match.undo_refusal(1).reason == UndoRefusal.NOT_A_PLAYER  # type: ignore[union-attr]
    assert match.undo_refusal(7).reason == UndoRefusal.NOT_A_PLAYER  # type: ignore[union-attr]
    assert match.undo_refusal(0).reason == UndoRefusal.NOTHING_TO_UNDO  # type: ignore[union-attr]


def test_undo_rewrites_the_games_own_file(tmp_path: Path) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Ben", "#2f6fd0", None)]
    match = Match.new("ttr_europe", GameConfig(2), seats, 3, autosave=True, saves_dir=tmp_path)
    from tabletop.games.ttr import KeepTickets

    match.submit(KeepTickets(tuple(match.view(0)["offered_tickets"])))
    assert len(read_save(match.autosave_path).log) == 1
    match.undo(0)
    assert read_save(match.autosave_path).log == ()


def test_undo_refusal_after_face_up_draws_says_the_row_was_refilled() -> None:
    """New-player review #7: the AI's reply took face-up cards, and the toast said it "showed a
    hidden card". What it did show everyone is the new card turned face up from the deck to
    refill the row; a reply that drew from the deck is the one that drew a hidden card."""
    from tabletop.games.ttr import DrawBlind, DrawFaceUp

    seen: set[UndoRefusal] = set()
    for seed in range(1, 6):
        match = _human_vs_ai("ttr_paris", seed)
        while not match.is_over() and match.ply < 200 and len(seen) < 2:
            if not match.is_human_turn():
                match.step_ai()
                continue
            start = match.ply
            match.submit(_choose(match, seed))
            if match.undo_refusal(0) is not None or match.is_human_turn():
                continue  # the human's own move showed something, or it is not over yet
            _ai_replies(match)
            refusal = match.undo_refusal(0)
            if refusal is None or refusal.reason not in REPLY_REVEALS:
                continue
            draws = {type(action) for _seat, action in match.log[start + 1 :]}
            if draws == {DrawFaceUp}:
                assert refusal.reason == UndoRefusal.REPLY_TURNED_UP
                assert "turned a new card or tile face up" in refusal.message
                assert "hidden" not in refusal.message
                seen.add(refusal.reason)
            elif draws == {DrawBlind}:
                assert refusal.reason == UndoRefusal.REPLY_REVEALED
                assert "drew a hidden card" in refusal.message
                seen.add(refusal.reason)
    assert seen == set(REPLY_REVEALS), seen
