"""The catalogs (issue 12): every message the source marks is in the English and the Polish
catalog, the Polish one has no empty or fuzzy entry and keeps every placeholder, and the
compiled ``.mo`` files are those of their ``.po`` sources and ship in the wheel.

The extraction runs here, from the source as it is now: a visible string added without its
Polish translation fails ``test_every_message_of_the_source_is_in_both_catalogs``.
"""

from __future__ import annotations

import copy
import io
import re
import string
import tomllib
from collections.abc import Callable
from pathlib import Path

import babel.messages.catalog
import pytest
from babel.messages.catalog import Catalog, Message

from tabletop.core.i18n import LANGUAGES, LOCALE_DIR
from tools import i18n as tool

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def template() -> Catalog:
    return tool.extract()


@pytest.fixture(scope="module")
def catalogs() -> dict[str, Catalog]:
    return {code: tool.read_catalog(tool.po_path(code), code) for code in LANGUAGES}


def _shown(messages: list[Message]) -> list[str]:
    return [repr(m.id) for m in messages]


def test_every_message_of_the_source_is_in_both_catalogs(
    template: Catalog, catalogs: dict[str, Catalog]
) -> None:
    assert len(template) > 300  # the extraction found the source's messages
    for code, catalog in catalogs.items():
        missing = tool.missing(template, catalog)
        assert not missing, f"{code}: run tools/i18n.py update and translate {_shown(missing)}"


def test_the_catalogs_hold_nothing_the_source_no_longer_says(
    template: Catalog, catalogs: dict[str, Catalog]
) -> None:
    for code, catalog in catalogs.items():
        assert not tool.extra(template, catalog), code


def test_polish_has_no_empty_and_no_fuzzy_entry(catalogs: dict[str, Catalog]) -> None:
    polish = catalogs["pl"]
    assert not _shown(tool.untranslated(polish))
    assert not _shown(tool.fuzzy(polish))


def test_english_is_the_source_language_said_as_written(catalogs: dict[str, Catalog]) -> None:
    for message in catalogs["en"]:
        if message.id:
            expected = tuple(message.id) if isinstance(message.id, tuple) else message.id
            assert message.string == expected, message.id


def test_polish_plural_forms_are_the_three_polish_ones(catalogs: dict[str, Catalog]) -> None:
    assert catalogs["pl"].plural_forms == (
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
    )
    for message in catalogs["pl"]:
        if isinstance(message.id, tuple):
            assert len(message.string) == 3, message.id


_PERCENT = re.compile(r"%(?:\((\w+)\))?[#0\- +]*\d*(?:\.\d+)?[sdrfgix%]")


def _placeholders(text: str) -> set[str]:
    """The ``{name}`` fields and ``%(name)s`` / ``%s`` conversions a sentence fills in."""
    fields = {f"{{{name}}}" for _, name, _, _ in string.Formatter().parse(text) if name}
    percent = {f"%({m.group(1)})" if m.group(1) else m.group(0) for m in _PERCENT.finditer(text)}
    return fields | {p for p in percent if p != "%%"}


def test_polish_keeps_every_placeholder(catalogs: dict[str, Catalog]) -> None:
    """A translation fills in what its English fills in: no name, number or card dropped,
    none invented (which would raise when the sentence is said)."""
    for message in catalogs["pl"]:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            one, many = message.id
            wanted = [_placeholders(one) | _placeholders(many)] * 3
            # The singular may say "one" in words where the plural says {n}.
            forms = list(message.string)
            assert _placeholders(forms[1]) == _placeholders(many), message.id
            assert _placeholders(forms[2]) == _placeholders(many), message.id
            assert _placeholders(forms[0]) <= wanted[0], message.id
        else:
            assert _placeholders(message.string) == _placeholders(message.id), message.id


def test_every_polish_sentence_can_be_said(catalogs: dict[str, Catalog]) -> None:
    """Each translation formats with its fields filled in (a typo in a brace would raise)."""

    class Anything(dict[str, object]):
        def __missing__(self, key: str) -> object:
            return 7

    for message in catalogs["pl"]:
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if "python-format" in message.flags:
                continue
            form.format_map(Anything())


def test_each_mo_is_its_po_compiled_and_no_older() -> None:
    for code in LANGUAGES:
        po, mo = tool.po_path(code), tool.mo_path(code)
        assert mo.is_file(), f"run tools/i18n.py compile: {mo} is missing"
        differences = tool.mo_differences(tool.read_catalog(po, code), mo.read_bytes())
        assert differences == [], f"run tools/i18n.py compile: {mo} is stale"
        older = po.stat().st_mtime - mo.stat().st_mtime
        assert older <= tool.MTIME_SLACK, f"run tools/i18n.py compile: {mo} is older than {po}"


def test_a_compiled_catalog_is_compared_by_what_it_says_not_by_its_stamp(
    catalogs: dict[str, Catalog], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another Babel release (or version of tabletop) stamps the header differently: that is
    no difference. A changed translation, a lost plural form or message, a fuzzy entry compiled
    in, another Plural-Forms: each is one."""
    polish = catalogs["pl"]
    compiled = tool.render_mo(polish)
    with monkeypatch.context() as patched:
        patched.setattr(babel.messages.catalog, "VERSION", "99.0.0")
        restamped = tool.render_mo(polish)
    assert restamped != compiled
    assert tool.mo_differences(polish, restamped) == []
    # A plural and a single message without a context (``catalog[id]`` finds those).
    plural = next(m for m in polish if m.id and isinstance(m.id, tuple) and not m.context)
    single = next(m for m in polish if m.id and isinstance(m.id, str) and not m.context)

    def changed(edit: Callable[[Catalog], object]) -> list[str]:
        copied = copy.deepcopy(polish)
        edit(copied)
        return tool.mo_differences(polish, tool.render_mo(copied))

    assert changed(lambda c: setattr(c[single.id], "string", "inaczej"))
    assert changed(lambda c: c.delete(single.id))
    assert changed(lambda c: setattr(c[plural.id], "string", (*plural.string[:2], "")))
    assert changed(lambda c: setattr(c, "_num_plurals", 2))
    unfuzzied = copy.deepcopy(polish)
    unfuzzied[single.id].flags.add("fuzzy")
    assert tool.mo_differences(unfuzzied, compiled)  # the .po now leaves it out


def test_the_template_is_the_sources(template: Catalog) -> None:
    assert tool.TEMPLATE.is_file()
    assert tool._without_stamps(tool.TEMPLATE.read_bytes()) == tool._without_stamps(
        tool.render_po(template)
    ), "run tools/i18n.py update"


def test_a_template_written_by_another_babel_is_still_the_sources(
    template: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(babel.messages.catalog, "VERSION", "99.0.0")
    restamped = tool.render_po(template)
    assert b"Generated-By: Babel 99.0.0" in restamped
    assert tool._without_stamps(restamped) == tool._without_stamps(tool.TEMPLATE.read_bytes())


def test_the_check_command_passes(template: Catalog) -> None:
    assert tool.problems(template) == []


def test_the_catalogs_are_where_the_app_looks_and_go_into_the_wheel() -> None:
    for code in LANGUAGES:
        assert (LOCALE_DIR / code / "LC_MESSAGES" / "tabletop.mo").is_file()
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = project["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert "tabletop" in wheel["packages"]
    assert any(p.endswith(".mo") for p in wheel.get("artifacts", ())), wheel
    assert any(
        req.lower().startswith("babel")
        for req in project["project"]["optional-dependencies"]["test"]
    )
    assert not any("babel" in req.lower() for req in project["project"]["dependencies"])


# ------------------------------------------------------------------ the extraction itself
def _extract(source: str) -> list[tuple[object, str | None]]:
    found = tool.extract_python(
        io.BytesIO(source.encode("utf-8")),
        tool.DEFAULT_KEYWORDS | {"N_plural": (1, 2)},
        tool.COMMENT_TAGS,
        {},
    )
    return [(messages, funcname) for _line, funcname, messages, _comments in found]


def test_a_new_visible_string_is_found_and_reported_missing(
    template: Catalog, catalogs: dict[str, Catalog]
) -> None:
    """What the comparison above does when someone adds a sentence and no translation."""
    extracted = _extract('label = _("A sentence nobody has translated yet")\n')
    assert extracted == [("A sentence nobody has translated yet", "_")]
    grown = Catalog()
    for message in template:
        if message.id:
            grown.add(message.id, context=message.context)
    grown.add("A sentence nobody has translated yet")
    missing = tool.missing(grown, catalogs["pl"])
    assert [m.id for m in missing] == ["A sentence nobody has translated yet"]


def test_a_counted_refusal_is_one_plural_entry() -> None:
    source = (
        "register_words({\n"
        '    R.A: Counted(N_("Keep at least {n} ticket."), N_("Keep at least {n} tickets.")),\n'
        '    R.B: N_("Plain words."),\n'
        "})\n"
        'ARGS = N_plural("expected %s argument", "expected %s arguments")\n'
    )
    extracted = _extract(source)
    assert ("Plain words.", "N_") in extracted
    assert (("Keep at least {n} ticket.", "Keep at least {n} tickets."), "ngettext") in extracted
    assert (("expected %s argument", "expected %s arguments"), "N_plural") in extracted
    assert ("Keep at least {n} ticket.", "N_") not in extracted
