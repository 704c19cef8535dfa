"""Where the repository keeps what the tests read: reference facts, rule pages, golden games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
#: Reference facts for every board (counts, ends, lengths, colours, tickets): the map lint's truth.
DATA = REPO / "tests" / "data"
#: Recorded whole games with their expected results (tools/make_golden.py).
GOLDEN = DATA / "golden"
#: The rules as the engines implement them, house rules marked.
RULES = REPO / "docs" / "rules"


def reference_data(name: str) -> dict[str, Any]:
    """``tests/data/<name>``, e.g. ``reference_data("metro.json")``."""
    return json.loads((DATA / name).read_text(encoding="utf-8"))
