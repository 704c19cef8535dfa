"""A tiny game for UI tests that need exact behaviour (undo, hidden draws, many humans).

Each turn the seat to act plays a card from its hidden hand (scores its value; reveals nothing,
so it can be undone) or draws one (reveals a card: cannot be undone). Eight moves each.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ai import RandomAgent
from tabletop.core import (
    Action,
    BenchSize,
    Credit,
    Event,
    GameConfig,
    GameDescriptor,
    GameFact,
    GameSpec,
    IllegalActionError,
    InvalidActionError,
    OptionSpec,
    Outcome,
    Refusal,
    Rng,
    ScorePart,
    SeatColor,
    Step,
    check_config,
    winners_by_keys,
)
from tabletop.core.refusals import register_words


class DemoPart(ScorePart):
    CARDS = "cards"
    BONUS = "bonus"


class DemoFact(GameFact):
    pass


class DemoRefusal(Refusal):
    """The demo game's one reason (a typed refusal like every game's)."""

    NOT_ALLOWED = "not_allowed"


register_words({DemoRefusal.NOT_ALLOWED: "You cannot do that now."})


@dataclass(frozen=True)
class PlayCard(Action):
    kind = "play_card"
    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class DrawCard(Action):
    kind = "draw_card"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class CardDrawnBlind(Event):
    seat: int


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    scores: tuple[int, ...]
    turn: int
    plies: int


class DemoGame:
    spec = GameSpec(
        "demo",
        "Demo Cards",
        2,
        4,
        200,
        1,
        (OptionSpec("hand", "Cards in hand", 2, (1, 2, 3), "Starting hand."),),
    )
    action_types = {"play_card": PlayCard, "draw_card": DrawCard}

    def new_state(self, config: GameConfig, seed: int) -> State:
        check_config(self.spec, config)
        deck = [value for value in range(1, 10) for _ in range(6)]
        Rng(seed).shuffle(deck)
        size = config.options.get("hand", 2)
        hands = tuple(tuple(deck.pop() for _ in range(size)) for _ in range(config.players))
        return State(hands, tuple(deck), (0,) * config.players, 0, 0)

    def to_act(self, state: State) -> int | None:
        return None if state.plies >= 8 * len(state.hands) else state.turn

    def legal_actions(self, state: State) -> list[Action]:
        if self.to_act(state) is None:
            return []
        actions: list[Action] = [PlayCard(c) for c in sorted(set(state.hands[state.turn]))]
        if state.deck:
            actions.append(DrawCard())
        return actions

    def apply(self, state: State, action: Action) -> Step:
        if not isinstance(action, (PlayCard, DrawCard)):
            raise InvalidActionError(f"not a demo action: {action!r}")
        if action not in self.legal_actions(state):
            raise IllegalActionError(DemoRefusal.NOT_ALLOWED)
        seat, n = state.turn, len(state.hands)
        hands = list(state.hands)
        following = dict(turn=(seat + 1) % n, plies=state.plies + 1)
        if isinstance(action, PlayCard):
            hand = list(hands[seat])
            hand.remove(action.card)
            hands[seat] = tuple(hand)
            scores = list(state.scores)
            scores[seat] += action.card
            new = State(tuple(hands), state.deck, tuple(scores), **following)
            return Step(new, (CardPlayed(seat, action.card),))
        card = state.deck[-1]
        hands[seat] = (*hands[seat], card)
        new = State(tuple(hands), state.deck[:-1], state.scores, **following)
        others = tuple(s for s in range(n) if s != seat)
        events = (CardDrawn(seat, card, audience=(seat,)), CardDrawnBlind(seat, audience=others))
        return Step(new, events, revealed=True)

    def view(self, state: State, seat: int | None) -> dict:
        return {
            "game": "demo",
            "seat": seat,
            "to_act": self.to_act(state),
            "hand": list(state.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(h) for h in state.hands],
            "deck": len(state.deck),
            "scores": list(state.scores),
            "plies": state.plies,
        }

    def outcome(self, state: State) -> Outcome | None:
        if self.to_act(state) is not None:
            return None
        winners = winners_by_keys([(s,) for s in state.scores])
        breakdown = tuple({"cards": s, "bonus": 0} for s in state.scores)
        return Outcome(state.scores, winners, breakdown)

    def determinize(self, view: dict, rng: Rng) -> State:
        """Deal the unseen cards (full deck less the viewer's hand) to the others and the deck."""
        unseen = [value for value in range(1, 10) for _ in range(6)]
        for card in view["hand"]:
            unseen.remove(card)
        rng.shuffle(unseen)
        hands = []
        for seat, size in enumerate(view["hand_sizes"]):
            hands.append(tuple(view["hand"]) if seat == view["seat"] else tuple(unseen[:size]))
            unseen = unseen if seat == view["seat"] else unseen[size:]
        deck = tuple(unseen[: view["deck"]])
        return State(tuple(hands), deck, tuple(view["scores"]), view["to_act"], view["plies"])

    def state_json(self, state: State) -> dict:
        return {
            "hands": [list(h) for h in state.hands],
            "deck": list(state.deck),
            "scores": list(state.scores),
            "turn": state.turn,
            "plies": state.plies,
        }


DEMO = DemoGame()


#: The demo game as the registry knows it (tests register it with the ``demo_game`` fixture).
DEMO_DESCRIPTOR = GameDescriptor(
    game=DEMO,
    map_name="demo",
    load_board=lambda path: None,
    agents={"random": RandomAgent},
    rules_help=lambda: (),
    seat_colors=(SeatColor("red", "#d33b32"), SeatColor("blue", "#2f6fd0")),
    bench=BenchSize(players=2, games=10),
    view_type=dict,
    credit=Credit("Demo Cards", ("tests",), None),
    rules_page="demo",
    score_parts=DemoPart,
    facts=DemoFact,
    read_facts=lambda view, outcome: [{} for _ in outcome.scores],
    example=True,
)
