"""A toy game for the generic search's tests: Nim with a hidden bonus card.

A pile of stones; the seat to act takes 1–3; whoever takes the last stone wins. Perfect play is
known (leave a multiple of 4), so a search that finds it is searching. Each seat also holds a
hidden card (0 or 1) that changes nothing: ``determinize`` re-deals the other seat's card, so
the search runs on samples exactly as it does in the real games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core import Action, GameConfig, GameSpec, Outcome, Rng, Step, View


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    stones: int


@dataclass(frozen=True)
class NimState:
    pile: int
    to_act: int
    cards: tuple[int, int]
    winner: int | None = None


class Nim:
    spec = GameSpec("toy_nim", "Nim", 2, 2, max_actions=100, rules_version=1)
    action_types: Mapping[str, type[Action]] = {"take": Take}

    def __init__(self, pile: int = 7) -> None:
        self.pile = pile
        #: Every state ``determinize`` built (the tests check the search samples, never peeks).
        self.determinized: list[NimState] = []

    def new_state(self, config: GameConfig, seed: int) -> NimState:
        rng = Rng(seed)
        return NimState(self.pile, 0, (rng.below(2), rng.below(2)))

    def to_act(self, state: NimState) -> int | None:
        return None if state.winner is not None else state.to_act

    def legal_actions(self, state: NimState) -> Sequence[Action]:
        if state.winner is not None:
            return []
        return [Take(n) for n in (1, 2, 3) if n <= state.pile]

    def apply(self, state: NimState, action: Action) -> Step:
        assert isinstance(action, Take) and action in self.legal_actions(state)
        pile = state.pile - action.stones
        winner = state.to_act if pile == 0 else None
        return Step(NimState(pile, 1 - state.to_act, state.cards, winner))

    def advance(self, state: NimState, action: Action) -> NimState:
        return self.apply(state, action).state  # Nim's steps tell no events

    def view(self, state: NimState, seat: int | None) -> View:
        return {
            "seat": seat,
            "pile": state.pile,
            "to_act": self.to_act(state),
            "card": None if seat is None else state.cards[seat],
            "winner": state.winner,
        }

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(int(s == state.winner) for s in (0, 1))
        return Outcome(scores, (state.winner,), ({}, {}))

    def determinize(self, view: View, rng: Rng) -> NimState:
        seat = view["seat"]
        cards = [rng.below(2), rng.below(2)]
        cards[seat] = view["card"]
        state = NimState(view["pile"], view["to_act"], (cards[0], cards[1]), view["winner"])
        self.determinized.append(state)
        return state

    def state_json(self, state: NimState) -> dict[str, Any]:
        return {"pile": state.pile, "to_act": state.to_act, "cards": list(state.cards)}

    def check_invariants(self, state: NimState) -> None:
        assert state.pile >= 0
