"""The arena's results file (``python -m tabletop.arena --append-results FILE``;
docs/AI_RESULTS.md keeps every measured run): one entry per run, only ever appended."""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path


def results_entry(
    when: datetime,
    title: str,
    players: int,
    lineups: Sequence[Sequence[str]],
    command: str,
    lines: Sequence[str],
) -> str:
    """One run as the results file keeps it: a heading with the date, the game and the lineup
    (each lineup of a balanced run), the command, and the table the run printed."""
    seated = " and ".join(", ".join(names) for names in lineups)
    return "\n".join(
        [
            f"#### {when:%Y-%m-%d %H:%M}: {title}, {players} players: {seated}",
            "",
            f"`{command}`",
            "",
            "```",
            *lines,
            "```",
            "",
        ]
    )


def results_problem(path: Path) -> str | None:
    """Why a run could not be appended to ``path`` (None: it can), asked before any game."""
    if path.exists():
        if not path.is_file():
            return f"--append-results: {path} is not a file"
        if not os.access(path, os.W_OK):
            return f"--append-results: {path} cannot be written"
        return None
    folder = path.parent
    if not folder.is_dir():
        return f"--append-results: there is no folder {folder}"
    if not os.access(folder, os.W_OK):
        return f"--append-results: nothing can be written in {folder}"
    return None


def append_results(path: Path, entry: str) -> None:
    """Add ``entry`` at the end of ``path`` (made if missing), a blank line before it; what the
    file holds is never rewritten."""
    before = path.read_text(encoding="utf-8") if path.exists() else ""
    gap = "" if not before or before.endswith("\n\n") else "\n" if before.endswith("\n") else "\n\n"
    with path.open("a", encoding="utf-8") as out:
        out.write(gap + entry)
