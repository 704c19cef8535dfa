"""Static lookup tables built once per (board, rules): indices instead of ids, so the hot
paths (legal actions, apply) work on small ints and tuples."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .actions import BuildStation, ClaimRoute, DrawFaceUp
from .board import TtrBoard
from .payments import route_payments
from .refusals import TtrRefusal
from .rules import TtrRules

GRAY = -1


class Tables:
    """Cities, tracks and tickets of one board as parallel tuples, with the rules attached."""

    def __init__(self, board: TtrBoard, rules: TtrRules) -> None:
        if board.game != rules.game_id:
            raise ValueError(f"a {board.game} map cannot be played as {rules.game_id}")
        self.board = board
        self.rules = rules
        self.cards: tuple[str, ...] = rules.cards
        self.wild = len(rules.colors)  # index of the wild card
        self.ncards = len(self.cards)
        self.card_index: Mapping[str, int] = {c: i for i, c in enumerate(self.cards)}

        self.city_ids: tuple[str, ...] = tuple(board.cities)
        self.city_index: Mapping[str, int] = {c: i for i, c in enumerate(self.city_ids)}

        routes = list(board.routes.values())
        self.route_ids: tuple[str, ...] = tuple(r.id for r in routes)
        self.route_index: Mapping[str, int] = {r: i for i, r in enumerate(self.route_ids)}
        self.ra = tuple(self.city_index[r.a] for r in routes)
        self.rb = tuple(self.city_index[r.b] for r in routes)
        self.rlen = tuple(r.length for r in routes)
        colours = []
        for r in routes:
            if r.color == "gray":
                colours.append(GRAY)
            elif r.color in self.card_index and r.color != rules.wild:
                colours.append(self.card_index[r.color])
            else:
                raise ValueError(f"route {r.id}: colour {r.color!r} has no cards in this game")
        self.rcol = tuple(colours)
        self.rtunnel = tuple(r.tunnel for r in routes)
        self.rferry = tuple(r.ferry_locomotives for r in routes)
        for r in routes:
            if r.length not in rules.route_scores:
                raise ValueError(f"route {r.id}: no score for length {r.length}")
        self.rpoints = tuple(rules.route_scores[r.length] for r in routes)
        groups: dict[str, list[int]] = {}
        for i, r in enumerate(routes):
            if r.double_group is not None:
                groups.setdefault(r.double_group, []).append(i)
        self.rpartners: tuple[tuple[int, ...], ...] = tuple(
            tuple(j for j in groups[r.double_group] if j != i) if r.double_group else ()
            for i, r in enumerate(routes)
        )
        touching: list[list[int]] = [[] for _ in self.city_ids]
        for i in range(len(routes)):
            touching[self.ra[i]].append(i)
            touching[self.rb[i]].append(i)
        self.city_routes: tuple[tuple[int, ...], ...] = tuple(tuple(t) for t in touching)

        tickets = list(board.tickets.values())
        self.ticket_ids: tuple[str, ...] = tuple(t.id for t in tickets)
        self.ticket_index: Mapping[str, int] = {t: i for i, t in enumerate(self.ticket_ids)}
        self.ta = tuple(self.city_index[t.a] for t in tickets)
        self.tb = tuple(self.city_index[t.b] for t in tickets)
        self.tpoints = tuple(t.points for t in tickets)
        self.tlong = tuple(t.long for t in tickets)
        self.regular: tuple[int, ...] = tuple(i for i, t in enumerate(tickets) if not t.long)
        self.long: tuple[int, ...] = tuple(i for i, t in enumerate(tickets) if t.long)

        # Flag colours as card indices (Paris).
        self.flag_cards: tuple[int, ...] = tuple(self.card_index[c] for c in rules.flag_colors)

        # Every claim and station action, built once: legal_actions hands out the same few
        # thousand again and again. Complete from the start rather than a memo filled as hands
        # allow them, so that the tables every agent is handed hold nothing of anyone's hand
        # (tests/ai/test_sealed.py).
        self.claim_actions: dict[tuple[int, int, int], ClaimRoute] = self._all_claims()
        self.station_actions: dict[tuple[int, int, int], BuildStation] = self._all_stations()
        self.face_up_actions: tuple[DrawFaceUp, ...] = tuple(
            DrawFaceUp(i) for i in range(rules.face_up)
        )

    def _all_claims(self) -> dict[tuple[int, int, int], ClaimRoute]:
        """(route, colour paid, wilds) → the action, for every payment any hand could make."""
        plenty = [max(self.rlen, default=0)] * self.ncards
        return {
            (r, c, w): ClaimRoute(self.route_ids[r], self.color_name(c), w)
            for r in range(len(self.route_ids))
            for c, w in route_payments(
                plenty, self.wild, self.rcol[r], self.rlen[r], self.rferry[r]
            )
        }

    def _all_stations(self) -> dict[tuple[int, int, int], BuildStation]:
        """(city, colour paid, wilds) → the action, for every station payment of any cost."""
        rules = self.rules
        if not rules.has_stations:
            return {}
        plenty = [max(rules.station_costs)] * self.ncards
        return {
            (city, c, w): BuildStation(self.city_ids[city], self.color_name(c), w)
            for cost in sorted(set(rules.station_costs))
            for city in range(len(self.city_ids))
            for c, w in route_payments(plenty, self.wild, GRAY, cost)
        }

    @property
    def nroutes(self) -> int:
        return len(self.route_ids)

    @property
    def ncities(self) -> int:
        return len(self.city_ids)

    def color_name(self, card: int) -> str | None:
        return None if card < 0 else self.cards[card]

    def route_blocker(
        self, owner: Sequence[int], seat: int, players: int, pieces: int, r: int
    ) -> TtrRefusal | None:
        """Why ``seat`` (with ``pieces`` left) may not claim route ``r`` whatever it pays, or
        None (rules/ttr.md, "Claim a route"). ``owner``: route index → seat, -1 when free.
        The engine asks it of a state, the view helpers of a view: one rule, one place. The
        sentences take ``n``, the number of players (``DOUBLE_CLOSED`` says it)."""
        if owner[r] >= 0:
            return TtrRefusal.CLAIMED
        for p in self.rpartners[r]:
            o = owner[p]
            if o == seat:
                return TtrRefusal.OWN_OTHER_TRACK
            if o >= 0 and players <= self.rules.doubles_single_up_to:
                return TtrRefusal.DOUBLE_CLOSED
        if pieces < self.rlen[r]:
            if self.rules.piece == "bus":
                return TtrRefusal.TOO_FEW_BUSES
            return TtrRefusal.TOO_FEW_TRAINS
        return None
