"""Keep the app's log setup (``tabletop.logs``) from leaking between tests: the handler a test
adds to the ``tabletop`` logger, and the exception hooks ``ui.main.run`` installs, go away with
the test."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator

import pytest

from tabletop import logs


@pytest.fixture
def own_log(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    handlers, level = list(logs.log.handlers), logs.log.level
    try:
        yield
    finally:
        for handler in logs.log.handlers:
            if handler not in handlers:
                handler.close()
        logs.log.handlers[:] = handlers
        logs.log.setLevel(level or logging.NOTSET)
