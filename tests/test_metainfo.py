"""The AppStream metainfo (issue 22): ``assets/metainfo/<APP_ID>.metainfo.xml`` describes tabletop
to software centres in English and Polish, under the application id, the project's address and
the version of the package. ``appstreamcli validate`` runs on it in tests/test_desktop.py."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.desktop import APP_ID, COMMAND, HOMEPAGE, shipped_metainfo

REPO = Path(__file__).resolve().parents[1]
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
#: Where the screenshots of docs/screenshots are served from, on the project's address.
RAW = HOMEPAGE.replace("https://github.com/", "https://raw.githubusercontent.com/") + "/main/"


@pytest.fixture(scope="module")
def component() -> ET.Element:
    return ET.parse(shipped_metainfo()).getroot()


def _text(element: ET.Element | None) -> str:
    assert element is not None
    return " ".join("".join(element.itertext()).split())


def test_the_metainfo_is_named_and_identified_by_the_application_id(
    component: ET.Element,
) -> None:
    assert shipped_metainfo().name == f"{APP_ID}.metainfo.xml"
    assert component.get("type") == "desktop-application"
    assert _text(component.find("id")) == APP_ID
    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert _text(launchable) == f"{APP_ID}.desktop"  # the entry desktop.install writes
    assert _text(component.find("provides/binary")) == COMMAND


def test_the_metainfo_names_the_licences_the_package_declares(component: ET.Element) -> None:
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert _text(component.find("metadata_license")) == "CC0-1.0"
    assert _text(component.find("project_license")) == project["license"]


def test_the_newest_release_is_this_version_with_its_date(component: ET.Element) -> None:
    releases = component.findall("releases/release")
    assert releases, "no <release>"
    newest = releases[0]
    assert newest.get("version") == __version__, (
        "tabletop/__init__.py has a new version: add its <release> (with a date and what "
        "changed) at the top of the metainfo's <releases>"
    )
    date.fromisoformat(newest.get("date", ""))  # YYYY-MM-DD, as AppStream asks


def test_everything_a_software_centre_shows_is_in_english_and_polish(
    component: ET.Element,
) -> None:
    summaries = {element.get(LANG): _text(element) for element in component.findall("summary")}
    assert set(summaries) == {None, "pl"} and summaries["pl"] != summaries[None]
    for parent in ("description", "releases/release/description"):
        for block in component.findall(parent):
            for tag in ("p", "li"):
                english = [e for e in block.iter(tag) if e.get(LANG) is None]
                polish = [e for e in block.iter(tag) if e.get(LANG) == "pl"]
                assert len(english) == len(polish), f"{parent}/{tag}: not every one in Polish"
    for screenshot in component.findall("screenshots/screenshot"):
        captions = {c.get(LANG) for c in screenshot.findall("caption")}
        assert captions == {None, "pl"}


def test_the_addresses_are_the_projects(component: ET.Element) -> None:
    urls = {url.get("type"): _text(url) for url in component.findall("url")}
    assert urls["homepage"] == HOMEPAGE
    assert urls["bugtracker"] == f"{HOMEPAGE}/issues"


def test_the_screenshots_are_the_ones_in_docs_screenshots(component: ET.Element) -> None:
    images = [_text(image) for image in component.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        assert url.startswith(RAW), url
        assert (REPO / url.removeprefix(RAW)).is_file(), url
    shipped = sorted(path.name for path in (REPO / "docs" / "screenshots").glob("*.png"))
    assert sorted(url.rsplit("/", 1)[1] for url in images) == shipped


def test_it_is_a_board_game_for_everyone(component: ET.Element) -> None:
    categories = [_text(category) for category in component.findall("categories/category")]
    assert categories == ["Game", "BoardGame"]  # as the desktop entry's Categories
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
