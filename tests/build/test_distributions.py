"""The wheel and the source distribution as the build backend makes them (issue 22): each carries
tabletop's licence and the fonts', the AppStream metainfo, and the one version with the project's
metadata. ``python -m pytest -m slow tests/build``: the backend named in pyproject.toml is first
installed from the package index into a temporary folder, as pip's isolated build would."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from email.parser import HeaderParser
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.desktop import APP_ID, HOMEPAGE

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
TIMEOUT = 600
METAINFO = f"tabletop/assets/metainfo/{APP_ID}.metainfo.xml"


@pytest.fixture(scope="module")
def distributions(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(wheel, sdist), built from this checkout."""
    root = tmp_path_factory.mktemp("dist")
    backend = root / "backend"
    requires = PYPROJECT["build-system"]["requires"]
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--target", str(backend), *requires],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    built = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-t", "sdist"]
        + ["-d", str(root / "out")],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(backend)},
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = (root / "out").glob("*.whl")
    (sdist,) = (root / "out").glob("*.tar.gz")
    return wheel, sdist


def _metadata(text: str) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for name, value in HeaderParser().parsestr(text).items():
        fields.setdefault(name, []).append(value)
    return fields


def test_the_wheel_carries_the_licences_the_metainfo_and_the_version(
    distributions: tuple[Path, Path],
) -> None:
    wheel, _sdist = distributions
    assert wheel.name == f"tabletop-{__version__}-py3-none-any.whl"
    info = f"tabletop-{__version__}.dist-info"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        assert archive.read(f"{info}/licenses/LICENSE") == (REPO / "LICENSE").read_bytes()
        assert f"{info}/licenses/assets/fonts/LICENSE.txt" in names
        assert (
            archive.read(METAINFO)
            == (REPO / "assets" / "metainfo" / Path(METAINFO).name).read_bytes()
        )
        metadata = _metadata(archive.read(f"{info}/METADATA").decode("utf-8"))
    assert metadata["Version"] == [__version__]
    assert metadata["License-Expression"] == [PYPROJECT["project"]["license"]]
    assert metadata["Author"] == ["The tabletop authors"]
    assert f"Homepage, {HOMEPAGE}" in metadata["Project-URL"]
    assert "Topic :: Games/Entertainment :: Board Games" in metadata["Classifier"]


def test_the_sdist_carries_the_licences_the_metainfo_and_the_version(
    distributions: tuple[Path, Path],
) -> None:
    _wheel, sdist = distributions
    top = f"tabletop-{__version__}"
    assert sdist.name == f"{top}.tar.gz"
    with tarfile.open(sdist) as archive:
        names = set(archive.getnames())
        licence = archive.extractfile(f"{top}/LICENSE")
        assert licence is not None and licence.read() == (REPO / "LICENSE").read_bytes()
        pkg_info = archive.extractfile(f"{top}/PKG-INFO")
        assert pkg_info is not None
        metadata = _metadata(pkg_info.read().decode("utf-8"))
    assert f"{top}/assets/fonts/LICENSE.txt" in names
    assert f"{top}/assets/metainfo/{APP_ID}.metainfo.xml" in names
    assert metadata["Version"] == [__version__]
