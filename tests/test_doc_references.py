"""Every place in the code, the tests and the tools that cites a section of one of our docs
names a section that exists — ``(ARCHITECTURE.md, "Layers")``, ``rules/ttr.md, "Tunnel"`` —
and every doc it names is in the repository. A renamed heading fails here, not in a reader's
head."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("tabletop", "tests", "tools")
#: This test's own examples of citations, good and bad.
THIS_FILE = "tests/test_doc_references.py"

#: A doc's name as the code writes it: ``ARCHITECTURE.md``, ``docs/AI.md``, ``rules/ttr.md``.
_DOC = r"(?P<doc>(?:docs/)?(?:rules/)?[A-Za-z_]+\.md)"
#: …then, after a comma, an opening parenthesis or a colon, one or more quoted names.
_CITATION = re.compile(
    _DOC
    + r"`{0,2}(?P<sep>\s*[,(:])\s*"
    + r'(?P<names>"[^"\n]{1,80}"(?:\s*(?:,|and|or)\s*"[^"\n]{1,80}")*)'
)
_QUOTED = re.compile(r'"([^"]+)"')
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$", re.MULTILINE)
#: A run-in heading: a list item or paragraph that starts with a bold name.
_RUN_IN = re.compile(r"^\s*(?:[-*]|\d+\.)?\s*\*\*([^*]+)\*\*", re.MULTILINE)


@dataclass(frozen=True)
class Citation:
    source: str
    doc: str
    names: tuple[str, ...]
    quoting: bool  # "doc.md: "words"": the words may be a quotation of its text


def _flat(text: str) -> str:
    """The text with line breaks (and the comment marks after them) as spaces, so that a
    citation wrapped over two lines reads as one."""
    return re.sub(r"\n\s*(?:#:?\s*)?", " ", text)


def citations(root: Path = REPO) -> list[Citation]:
    found = []
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            if path.relative_to(root).as_posix() == THIS_FILE:
                continue
            text = path.read_text(encoding="utf-8")
            if ".md" not in text:
                continue  # no doc named, so nothing cited: the search is the slow part
            for match in _CITATION.finditer(_flat(text)):
                found.append(
                    Citation(
                        source=path.relative_to(root).as_posix(),
                        doc=match.group("doc"),
                        names=tuple(_QUOTED.findall(match.group("names"))),
                        quoting=match.group("sep").strip() == ":",
                    )
                )
    return found


def doc_path(doc: str, root: Path = REPO) -> Path | None:
    """The repository's file for a cited name (``ttr.md`` and ``rules/ttr.md`` both mean
    ``docs/rules/ttr.md``; ``README.md`` is at the top)."""
    name = doc.removeprefix("docs/")
    for candidate in (root / "docs" / name, root / "docs" / "rules" / name, root / name):
        if candidate.is_file():
            return candidate
    return None


def _plain(title: str) -> str:
    return re.sub(r"[`*_]", "", title).strip().rstrip(".").casefold()


def sections(text: str) -> set[str]:
    """The names a section can be cited by: each heading, said whole or up to its colon or
    its parenthesis ("A turn: exactly one of" is "A turn"), and each run-in bold heading."""
    names: set[str] = set()
    for title in _HEADING.findall(text) + _RUN_IN.findall(text):
        plain = _plain(title)
        names |= {plain, _plain(re.split(r":|\s\(| — ", plain)[0])}
    return names


def problems(root: Path = REPO) -> list[str]:
    found = []
    for citation in citations(root):
        path = doc_path(citation.doc, root)
        if path is None:
            found.append(f"{citation.source}: cites {citation.doc}, which is not in docs/")
            continue
        text = path.read_text(encoding="utf-8")
        known = sections(text)
        for name in citation.names:
            if _plain(name) in known:
                continue
            if citation.quoting and " ".join(name.split()) in " ".join(text.split()):
                continue
            found.append(f'{citation.source}: {citation.doc} has no section "{name}"')
    return found


def test_every_cited_doc_section_exists() -> None:
    assert len(citations()) >= 30  # the search found the code's citations
    assert problems() == []


def test_a_citation_of_a_missing_section_or_doc_is_found(tmp_path: Path) -> None:
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "GUIDE.md").write_text(
        "# Guide\n\n## A turn: exactly one of\n\n- **Claim a route** — pay for it.\n",
        encoding="utf-8",
    )
    for folder in SOURCES:
        (tmp_path / folder).mkdir()
    (tmp_path / "tabletop" / "fine.py").write_text(
        '"""Turns (GUIDE.md, "A turn"), claims (docs/GUIDE.md, "Claim a route")."""\n',
        encoding="utf-8",
    )
    assert problems(tmp_path) == []
    (tmp_path / "tests" / "stale.py").write_text(
        '# a renamed heading (GUIDE.md, "Turns")\n# a doc that went (OLD.md, "Anything")\n',
        encoding="utf-8",
    )
    assert problems(tmp_path) == [
        'tests/stale.py: GUIDE.md has no section "Turns"',
        "tests/stale.py: cites OLD.md, which is not in docs/",
    ]


@pytest.mark.parametrize(
    ("title", "cited"),
    [
        ("The contract (`tabletop.core`)", "The contract"),
        ("A turn: exactly one of", "A turn"),
        ("Rigging (for tests, tutorials and bug reports)", "Rigging"),
        ("Final scoring", "Final scoring"),
    ],
)
def test_a_heading_is_cited_by_its_name_before_a_colon_or_parenthesis(
    title: str, cited: str
) -> None:
    assert _plain(cited) in sections(f"## {title}\n")
