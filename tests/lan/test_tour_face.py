"""The Great Tour on a phone: the ways between two cities read apart. The big screen shows a
journey's way on the map; the phone lists every journey in words, so each says the places it
passes ("Paris → Milano via Dijon, Geneva"), in order from the start, in the phone's language."""

from __future__ import annotations

import json
from collections import Counter

from tests.support.phones import Served


def journeys(served: Served, seat: int = 0) -> list[str]:
    page = json.loads(served.session.page(seat))
    return [
        f"{m['item']}: {m['label']}"
        for m in page["moves"]
        if m["action"]["kind"] == "begin_journey"
    ]


def test_every_journey_the_phone_offers_reads_differently() -> None:
    with Served("great_tour", "phone,phone,phone", seed=4) as served:
        offered = journeys(served)
        assert [line for line, n in Counter(offered).items() if n > 1] == []
        paris_milano = [line for line in offered if ": Paris → Milano" in line]
        assert len(paris_milano) == 3
        assert "a blank ticket: Paris → Milano via Dijon, Geneva · 3 segments, 3 cards" in offered
        # From the start, whichever way round the map stores the roads.
        assert any(": Milano → Paris via Geneva, Dijon · " in line for line in offered)
        assert any(": Amsterdam → Paris via Brussels · " in line for line in offered)


def test_a_polish_phone_says_the_way_in_polish() -> None:
    with Served("great_tour", "phone,phone,phone", seed=4, language="pl") as served:
        assert "pusty bilet: Paryż → Mediolan przez Dijon, Genewa · 3 odc., 3 karty" in journeys(
            served
        )
