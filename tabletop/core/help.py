"""The in-game rules help as data: sections of paragraphs and bullets (stdlib only).

Each game package writes its own help (``tabletop/games/<id>/help.py``) with these pieces; the
UI (``tabletop/ui/scenes/rules.py``) lays them out. The rules pages ask that every place where
the engine decides what the rulebook leaves open says so in the help: such text carries the
marker ``HOUSE_RULE``, which the UI draws as a highlighted tag.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Written into a block's text where a house rule is stated (rules/*.md: "(house rule)").
HOUSE_RULE = "(house rule)"


@dataclass(frozen=True)
class Block:
    """One paragraph, or one bullet of a list when ``bullet`` is set; ``lead`` is an optional
    bold lead-in (an action's or an option's name) shown before the text as "Lead: text"."""

    text: str
    bullet: bool = False
    lead: str = ""

    @property
    def house_rule(self) -> bool:
        return HOUSE_RULE in self.text

    @property
    def plain(self) -> str:
        """The block as one line of plain text."""
        return f"{self.lead}: {self.text}" if self.lead else self.text


@dataclass(frozen=True)
class Section:
    """A heading and the blocks under it, in reading order."""

    heading: str
    blocks: tuple[Block, ...]

    @property
    def text(self) -> str:
        """The section as plain text (for searching and for tests)."""
        lines = [self.heading]
        lines += [("• " if b.bullet else "") + b.plain for b in self.blocks]
        return "\n".join(lines)


def bullet(text: str, lead: str = "") -> Block:
    return Block(text, bullet=True, lead=lead)


def para(text: str, lead: str = "") -> Block:
    return Block(text, lead=lead)


def section(heading: str, *blocks: str | Block) -> Section:
    """A section; plain strings are paragraphs."""
    return Section(heading, tuple(b if isinstance(b, Block) else Block(b) for b in blocks))


def help_text(sections: tuple[Section, ...]) -> str:
    """A whole help as plain text, sections separated by a blank line."""
    return "\n\n".join(s.text for s in sections)
