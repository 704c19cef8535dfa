"""Conservation rules every state keeps (run by the contract tests after every step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, TtrState

if TYPE_CHECKING:
    from .engine import TtrGame


def check_invariants(game: TtrGame, s: TtrState) -> None:
    t = s.t
    rules = game.rules
    # Cards: deck + discard + row + hands + flag sets + a pending tunnel's cards = the deck.
    counts = [0] * t.ncards
    for c in s.deck:
        counts[c] += 1
    for c, n in enumerate(s.discard):
        assert n >= 0, "negative discard count"
        counts[c] += n
    for c in s.face_up:
        if c >= 0:
            counts[c] += 1
    for hand in s.hands:
        assert min(hand) >= 0, "negative hand count"
        for c, n in enumerate(hand):
            counts[c] += n
    for flag in s.flags:
        assert len(set(flag)) == len(flag), "two cards of one colour in a flag set"
        for c in flag:
            counts[c] += 1
    if s.tunnel is not None:
        tn = s.tunnel
        for c in tn.revealed:
            counts[c] += 1
        counts[t.wild] += tn.wilds
        if tn.color >= 0:
            counts[tn.color] += t.rlen[tn.route] - tn.wilds
    assert tuple(counts) == rules.deck, f"cards not conserved: {counts} != {rules.deck}"
    assert len(s.face_up) == rules.face_up

    # Tickets: deck + kept + offered + box = every ticket, each once.
    every = [*s.ticket_deck, *s.box]
    for kept in s.tickets:
        every += kept
    for offered in s.offered:
        every += offered
    assert sorted(every) == list(range(len(t.ticket_ids))), "tickets not conserved"
    assert all(not t.tlong[i] for i in s.ticket_deck), "a long ticket in the ticket deck"

    # Pieces, stations, route points.
    for seat in range(s.players):
        owned = [r for r, o in enumerate(s.owner) if o == seat]
        assert s.pieces[seat] + sum(t.rlen[r] for r in owned) == rules.pieces, "pieces"
        assert s.pieces[seat] >= 0
        assert s.route_points[seat] == sum(t.rpoints[r] for r in owned), "route points"
        built = sum(1 for o in s.stations if o == seat)
        assert built + s.stations_left[seat] == rules.stations, "stations"
        for r in owned:
            assert all(s.owner[p] != seat for p in t.rpartners[r]), "both tracks of a double"
        assert s.flag_points[seat] % max(1, rules.flag_points) == 0
    if s.players <= rules.doubles_single_up_to:
        for r, o in enumerate(s.owner):
            if o >= 0:
                assert all(s.owner[p] < 0 for p in t.rpartners[r]), "a closed double was used"

    # The sub-step matches what it needs.
    assert (s.tunnel is not None) == (s.pending == TUNNEL)
    if s.pending == KEEP_TICKETS:
        assert s.offered[s.current], "keeping tickets with none offered"
    assert 0 <= s.first < s.players, "no such first player"
    for p, off in enumerate(s.offered):
        if s.setup:  # starting choices go seat after seat from the first player: the later
            # seats still hold theirs
            later = (p - s.first) % s.players >= (s.current - s.first) % s.players
            assert bool(off) == later, "starting tickets out of turn"
        else:
            assert bool(off) == (p == s.current and s.pending == KEEP_TICKETS), "stray offer"
    if s.pending == SECOND_DRAW:
        assert not s.setup
    if s.result is not None:
        assert s.pending is None
    assert s.idle <= rules.idle_rounds * s.players
    if s.final_left is not None:
        assert 0 <= s.final_left <= s.players
