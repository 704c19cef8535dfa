"""Tiled maps → frozen board data. The only pytmx import outside ``ui``."""

from .tmx import MapError

__all__ = ["MapError"]
