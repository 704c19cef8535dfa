"""What pyproject.toml promises: a ``build`` extra with PyInstaller, and a wheel that carries the
icons (issue 14); one version read everywhere, the licence About names, the project's address,
authors and classifiers, and one application id (issue 22)."""

from __future__ import annotations

import ast
import importlib.metadata
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from tabletop import __version__
from tabletop.credits import DATA_SOURCES, LICENCE
from tabletop.desktop import APP_ID, BUNDLE_ID, COMMAND, HOMEPAGE
from tabletop.resources import assets_dir

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_build_extra_brings_pyinstaller() -> None:
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert any(req.lower().startswith("pyinstaller") for req in extras["build"])
    assert not any("pyinstaller" in req.lower() for req in PYPROJECT["project"]["dependencies"])


def test_the_wheel_carries_the_assets_with_the_icons_inside_the_package() -> None:
    included = PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert included["assets"] == "tabletop/assets"
    assert included["maps"] == "tabletop/maps"
    icons = REPO / "assets" / "icons"
    assert (icons / "tabletop.ico").is_file() and (icons / "tabletop.icns").is_file()
    assert (icons / "hicolor" / "256x256" / "apps" / "tabletop.png").is_file()
    # The code finds them where the wheel puts them (or in the checkout).
    assert assets_dir() / "icons" == icons or (assets_dir() / "icons").is_dir()


def test_a_gui_script_starts_the_app_without_a_console() -> None:
    assert PYPROJECT["project"]["gui-scripts"]["tabletop"] == "tabletop.__main__:main"


# ---------------------------------------------------------------------- one version (issue 22)
def test_the_version_is_written_once_in_the_package() -> None:
    """pyproject.toml takes it from tabletop/__init__.py (hatchling's dynamic version); no
    other source or tool writes the number again."""
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "tabletop/__init__.py"
    init = ast.parse((REPO / "tabletop" / "__init__.py").read_text(encoding="utf-8"))
    assigned = [
        node.value.value
        for node in init.body
        if isinstance(node, ast.Assign)
        and [getattr(target, "id", None) for target in node.targets] == ["__version__"]
        and isinstance(node.value, ast.Constant)
    ]
    assert assigned == [__version__]  # a literal: hatchling reads it without importing
    written = f'"{__version__}"'
    elsewhere = [
        str(path.relative_to(REPO))
        for folder in ("tabletop", "tools")
        for path in (REPO / folder).rglob("*.py")
        if written in path.read_text(encoding="utf-8") and path.name != "__init__.py"
    ]
    assert elsewhere == []


def test_every_place_that_shows_the_version_shows_the_same_one(tmp_path: Path) -> None:
    from tabletop.desktop import desktop_entry
    from tabletop.ui.scenes.about import AboutScene
    from tests.support.pilot import headless_app
    from tools import build_app, i18n

    assert importlib.metadata.version("tabletop") == __version__, (
        "the installed metadata is older than tabletop/__init__.py: "
        'python -m pip install -e ".[test]" again'
    )
    shown = subprocess.run(
        [sys.executable, "-m", "tabletop", "--version"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert shown.stdout.strip() == f"tabletop {__version__}", shown.stderr
    with headless_app() as app:
        assert AboutScene(app).paragraphs()[0][1] == f"Version {__version__}"
    spec = build_app.make_spec("macos", tmp_path / "entry.py")
    assert f"# PyInstaller spec for tabletop {__version__} on macos." in spec
    assert f"version={__version__!r}" in spec
    assert i18n.new_catalog("pl").version == __version__
    for catalog in (i18n.TEMPLATE, i18n.po_path("en"), i18n.po_path("pl")):
        header = f'"Project-Id-Version: tabletop {__version__}\\n"'
        assert header in catalog.read_text(encoding="utf-8"), f"{catalog}: run tools/i18n.py update"
    assert f"X-Tabletop-Installed-By=tabletop {__version__}\n" in desktop_entry(["tabletop"])


def test_a_checkout_that_was_never_installed_knows_its_version() -> None:
    """No site-packages (``-S``): no installed metadata to read, only the source."""
    code = (
        "import importlib.metadata, tabletop\n"
        "try:\n"
        "    importlib.metadata.version('tabletop')\n"
        "    print('installed')\n"
        "except importlib.metadata.PackageNotFoundError:\n"
        "    print(tabletop.__version__)\n"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", code],
        cwd=REPO,
        env={"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == __version__


# ---------------------------------------------------------------------- licence (issue 22)
def test_the_licence_file_is_the_licence_about_names() -> None:
    licence = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith(f"{LICENCE} License\n")
    assert "Copyright (c) 2026 the tabletop authors" in licence
    assert "Permission is hereby granted, free of charge" in licence


def test_the_package_declares_its_licence_and_the_fonts_one() -> None:
    """tabletop is MIT; the DejaVu fonts it ships keep the Bitstream Vera licence (credits.py).
    The SPDX expression replaces the licence classifiers (PEP 639): none may be there too."""
    project = PYPROJECT["project"]
    assert project["license"] == f"{LICENCE} AND Bitstream-Vera"
    assert project["license-files"] == ["LICENSE", "assets/fonts/LICENSE.txt"]
    for name in project["license-files"]:
        assert (REPO / name).is_file(), name
    assert "Bitstream" in (REPO / "assets" / "fonts" / "LICENSE.txt").read_text(encoding="utf-8")
    assert not [c for c in project["classifiers"] if c.startswith("License ::")]
    assert "Bitstream Vera" in " ".join(DATA_SOURCES)  # the About screen says so


# ---------------------------------------------------------------------- the project (issue 22)
def test_the_project_has_its_address_authors_classifiers_and_keywords() -> None:
    project = PYPROJECT["project"]
    urls = project["urls"]
    assert urls["Homepage"] == urls["Source"] == HOMEPAGE
    assert urls["Issues"] == f"{HOMEPAGE}/issues"
    assert project["authors"] == [{"name": "The tabletop authors"}]
    classifiers = set(project["classifiers"])
    for python in ("3.11", "3.12", "3.13"):
        assert f"Programming Language :: Python :: {python}" in classifiers
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert {"Natural Language :: English", "Natural Language :: Polish"} <= classifiers
    assert project["classifiers"] == sorted(project["classifiers"])
    assert "board game" in project["keywords"]
    # The oldest Python named is the one required.
    assert project["requires-python"] == ">=3.11"


def test_the_application_id_is_valid_everywhere_it_is_used() -> None:
    """Desktop Entry spec: dot-separated elements of letters, digits and "_", none starting
    with a digit (a "-" is allowed there but AppStream discourages it); Apple: letters, digits,
    "-" and "."; both from the project's address."""
    assert re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*){2,}", APP_ID) and len(APP_ID) <= 255
    owner = HOMEPAGE.removeprefix("https://github.com/").split("/")[0]
    expected = f"io.github.{owner}.Tabletop"
    assert expected.replace("-", "_") == APP_ID
    assert re.fullmatch(r"[A-Za-z0-9.-]+", BUNDLE_ID)
    assert expected == BUNDLE_ID
    # The executable and the user's folders keep the short name.
    assert COMMAND == "tabletop" in PYPROJECT["project"]["gui-scripts"]
