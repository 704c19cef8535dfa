"""What pyproject.toml promises for issue 14: a ``build`` extra with PyInstaller, and a wheel
that carries the icons (``--install-desktop`` and the window read them from the package)."""

from __future__ import annotations

import tomllib
from pathlib import Path

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
