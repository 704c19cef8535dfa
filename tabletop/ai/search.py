"""Information-set Monte Carlo tree search, for the games whose levels search a tree (docs/AI.md,
"How they search").

The deciding seat knows only its view. Each iteration samples one full state consistent with
that view (``Knowledge.determinize(view, rng)``: hidden cards, tiles and tickets re-dealt at
random) and walks one tree of the seat's information sets with it — single-observer ISMCTS
(Cowling, Powley and Whitehouse, 2012):

- **Selection** follows UCB1 over the children that are legal in this sample, with the
  *availability* count in place of the parent's visits (a child that is often unavailable —
  a card the seat only sometimes draws — is not punished for it).
- **Expansion** adds one child per iteration, in the order ``Knowledge.candidates`` gives;
  progressive widening lets a node consider only its first ``widen_base · visits^widening``
  candidates, so a large move list is searched best first.
- **Opponents**: with ``opponent_nodes`` off (the default) the tree holds the searching seat's
  own decisions only and the other seats move by the playout policy in between; on, every
  seat's decisions are tree nodes (max^n: each node maximises the value of the seat to act).
- **Playout** by ``Knowledge.playout_action`` to the end, or for ``cutoff_turns`` turns and
  then ``Knowledge.evaluate``; ended games score 1 for the winners (shared), 0 for the rest
  (``playout.py``, which the flat search of ``pimc.py`` shares).
- **Backpropagation** of one value per seat; each edge keeps the value of the seat that chose it.

Multi-step turns (a second card, a payment card by card) are decisions like any other: each
step is a node. The move played is the most visited child of the root.

Budgets: ``budget=UNTIMED`` runs exactly ``settings.iterations`` iterations, so a seed always
gives the same move (tests, the simulator, the arena); a finite budget runs for that many
seconds instead (the app). ``should_stop`` ends a search early (the worker process, when the
game moved on).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action, Game, Rng, View
from tabletop.core.i18n import N_

from .knowledge import Knowledge, win_shares
from .playout import UNTIMED, LazyLegal, play_out, search_clock
from .why import Why, search_why


@dataclass(frozen=True)
class SearchSettings:
    """How one level searches (docs/AI_RESULTS.md says what each value gave)."""

    #: Iterations per decision with ``budget=UNTIMED``.
    iterations: int = 200
    #: UCB1 exploration constant (values are win shares in [0, 1]).
    exploration: float = 0.7
    #: Playout turns (changes of the seat to act) before ``Knowledge.evaluate``; None: play to
    #: the end of the game.
    cutoff_turns: int | None = None
    #: Tree nodes for the other seats' decisions too (max^n); off: they move by the policy.
    opponent_nodes: bool = False
    #: Progressive widening: a node looks at its first ``widen_base · visits^widening``
    #: candidates (0 disables it: every candidate at once).
    widening: float = 0.0
    widen_base: float = 2.0
    #: When the first sample's root has a single candidate, play it without searching.
    trust_single_candidate: bool = True


@dataclass(frozen=True)
class EdgeReport:
    action: Action
    visits: int
    #: Mean value for the seat that chose it (its expected share of the win).
    value: float


@dataclass(frozen=True)
class SearchReport:
    """What a search did: the move, how many iterations in how long, the root's children."""

    action: Action
    iterations: int
    seconds: float
    edges: tuple[EdgeReport, ...]


class _Edge:
    __slots__ = ("action", "seat", "visits", "value", "avail", "node")

    def __init__(self, action: Action, seat: int) -> None:
        self.action = action
        self.seat = seat
        self.visits = 0
        self.value = 0.0
        self.avail = 1
        self.node: _Node | None = None


class _Node:
    __slots__ = ("children", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, _Edge] = {}
        self.visits = 0


class InformationSetSearch:
    """One game's search: ``run`` answers one decision from one seat's view."""

    def __init__(self, game: Game, knowledge: Knowledge, settings: SearchSettings) -> None:
        self.game = game
        self.knowledge = knowledge
        self.settings = settings

    def run(
        self,
        view: View,
        legal: Sequence[Action],
        rng: Rng,
        budget: float = UNTIMED,
        should_stop: Callable[[], bool] | None = None,
    ) -> SearchReport:
        started = search_clock()
        if not legal:
            raise ValueError("nothing to choose from: no legal action")
        if len(legal) == 1:
            return SearchReport(legal[0], 0, 0.0, (EdgeReport(legal[0], 0, 0.0),))
        seat = view["seat"]
        if seat is None:
            raise ValueError("a spectator's view cannot choose a move")
        settings = self.settings
        root = _Node()
        deadline = started + budget if budget != UNTIMED else math.inf
        iterations = 0
        while True:
            single = self._iterate(root, view, legal, seat, rng)
            iterations += 1
            if single is not None and iterations == 1 and settings.trust_single_candidate:
                return SearchReport(single, 0, search_clock() - started, ())
            if budget == UNTIMED:
                if iterations >= settings.iterations:
                    break
            elif search_clock() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
        edges = sorted(
            root.children.values(), key=lambda e: (-e.visits, -e.value / max(1, e.visits))
        )
        best = edges[0].action
        report = tuple(EdgeReport(e.action, e.visits, e.value / max(1, e.visits)) for e in edges)
        return SearchReport(best, iterations, search_clock() - started, report)

    # ------------------------------------------------------------------ one iteration
    def _iterate(
        self, root: _Node, view: View, legal: Sequence[Action], me: int, rng: Rng
    ) -> Action | None:
        """One determinize–select–expand–playout–backpropagate pass. Returns the root's only
        candidate when there was just one (else None)."""
        game, knowledge, settings = self.game, self.knowledge, self.settings
        state = knowledge.determinize(view, rng)
        node: _Node | None = root
        path: list[_Edge] = []
        single: Action | None = None
        steps = 0
        limit = game.spec.max_actions
        # Selection and expansion: down the tree until a new child is added.
        while node is not None:
            seat = game.to_act(state)
            if seat is None:
                break
            steps += 1
            if steps > limit:
                raise RuntimeError(f"{game.spec.id}: search found no end in {limit} actions")
            if seat != me and not settings.opponent_nodes:
                lazy = LazyLegal(game, state)
                state = game.advance(state, knowledge.playout_action(state, lazy, rng))
                continue
            moves = legal if node is root else game.legal_actions(state)
            candidates = knowledge.candidates(state, moves) or moves
            if node is root and len(candidates) == 1:
                single = candidates[0]
            if settings.widening > 0.0:
                width = max(1, int(settings.widen_base * (node.visits + 1) ** settings.widening))
                candidates = candidates[:width]
            node.visits += 1
            edge = self._select(node, candidates, seat)
            path.append(edge)
            state = game.advance(state, edge.action)
            if edge.visits == 0:
                break  # just expanded: the playout starts here
            if edge.node is None:
                edge.node = _Node()
            node = edge.node
        values = self._playout(state, rng, steps)
        for edge in path:
            edge.visits += 1
            edge.value += values[edge.seat]
        return single

    def _select(self, node: _Node, candidates: Sequence[Action], seat: int) -> _Edge:
        """The first candidate without an edge (now added), else the UCB1 best of those
        available here (each one's availability counted)."""
        children = node.children
        fresh: Action | None = None
        available: list[_Edge] = []
        for action in candidates:
            edge = children.get(action)
            if edge is None:
                if fresh is None:
                    fresh = action
            else:
                edge.avail += 1
                available.append(edge)
        if fresh is not None:
            edge = _Edge(fresh, seat)
            children[fresh] = edge
            return edge
        c = self.settings.exploration
        best = available[0]
        best_score = -math.inf
        for edge in available:
            # Every available edge has been visited: an edge is only added by an iteration
            # that then plays it out.
            score = edge.value / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
            if score > best_score:
                best, best_score = edge, score
        return best

    def _playout(self, state: Any, rng: Rng, steps: int) -> Sequence[float]:
        game = self.game
        cutoff = self.settings.cutoff_turns
        end = play_out(
            game, self.knowledge, state, rng, cutoff=cutoff, turn_of=game.to_act(state), steps=steps
        )
        if game.to_act(end) is None:
            return win_shares(game, end)
        return self.knowledge.evaluate(end)


class SearchAgent:
    """An agent that answers every decision with ``InformationSetSearch``: a
    ``SearchingAgent``.

    Levels subclass it with their ``name``, ``description``, knowledge and settings. ``seconds``
    is the level's thinking time in the app (``tabletop.play.Match.poll`` passes it as the
    budget); the headless runner passes ``UNTIMED`` and gets the fixed iteration budget.
    """

    name = "search"
    description = N_("Looks ahead through many possible games before each move.")
    #: Its search ends after the iteration it is in once ``should_stop`` says so (the worker
    #: process asks when the game moved on).
    interruptible = True

    def __init__(
        self, game: Game, knowledge: Knowledge, settings: SearchSettings, seconds: float
    ) -> None:
        self.game = game
        self.search = InformationSetSearch(game, knowledge, settings)
        self.seconds = seconds
        self.last_report: SearchReport | None = None

    def choose(
        self,
        view: View,
        legal: Sequence[Action],
        rng: Rng,
        budget: float,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action:
        report = self.search.run(view, legal, rng, budget, should_stop)
        self.last_report = report
        return report.action

    def why(self, view: View, legal: Sequence[Action], action: Action) -> Why | None:
        """Why ``action``, just chosen: what the game's knowledge says of it (a payment's
        order, say: its optional ``why``), else the search's own figures (``search_why``)."""
        knowledge_why = getattr(self.search.knowledge, "why", None)
        found = knowledge_why(view, legal, action) if callable(knowledge_why) else None
        return found if found is not None else search_why(self.last_report, action)


__all__ = [
    "UNTIMED",
    "EdgeReport",
    "InformationSetSearch",
    "SearchAgent",
    "SearchReport",
    "SearchSettings",
]
