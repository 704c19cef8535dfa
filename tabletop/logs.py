"""The app's log: a small rotating file in the user log folder, for the traceback of anything
that went wrong (a windowed app has no console to print it to).

``platformdirs.user_log_dir("tabletop")``: ``~/.local/state/tabletop/log`` on Linux,
``~/Library/Logs/tabletop`` on macOS, ``%LOCALAPPDATA%\\tabletop\\tabletop\\Logs`` on Windows.
The file is ``tabletop.log`` with ``BACKUPS`` older copies beside it, each at most ``MAX_BYTES``.
Only the ``tabletop`` logger writes there; nothing is written until something is logged.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from pathlib import Path
from types import TracebackType

from tabletop.core.i18n import _

LOGGER_NAME = "tabletop"
LOG_FILE = "tabletop.log"
#: One file holds a few hundred tracebacks; three older files are kept beside it.
MAX_BYTES = 512 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s [%(threadName)s] %(name)s: %(message)s"

log = logging.getLogger(LOGGER_NAME)


def log_dir() -> Path:
    """The user log folder (not created here)."""
    import platformdirs

    return Path(platformdirs.user_log_dir("tabletop"))


def _file_handler() -> logging.handlers.RotatingFileHandler | None:
    for handler in log.handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            return handler
    return None


def log_file() -> Path:
    """The file the log is written to: the one in use, or where ``setup_logging`` will put it."""
    handler = _file_handler()
    return Path(handler.baseFilename) if handler is not None else log_dir() / LOG_FILE


def setup_logging(directory: Path | None = None) -> Path:
    """Send the ``tabletop`` logger to ``directory/tabletop.log`` (default: the user log
    folder), rotating; returns the file. Calling it again with the same folder changes nothing;
    with another folder (the user folders moved, as in tests) the log follows. A folder that
    cannot be made leaves the app without a log file, never without a window."""
    path = (directory or log_dir()) / LOG_FILE
    handler = _file_handler()
    if handler is not None and Path(handler.baseFilename) == path.resolve():
        return path
    if handler is not None:
        log.removeHandler(handler)
        handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        # A log that cannot be written is no reason not to play (or not to show the crash
        # screen): say so once where a terminal may see it, and carry on without the file.
        print(
            _("tabletop: no log file in {folder} ({reason})").format(
                folder=path.parent, reason=error.strerror
            ),
            file=sys.stderr,
        )
        return path
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
    )
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)
    return path


def flush() -> None:
    """Write out what is buffered (before the file is shown or the process ends)."""
    for handler in log.handlers:
        handler.flush()


def _log_uncaught(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        log.critical("uncaught exception", exc_info=(kind, error, trace))
        flush()


def install_hooks() -> None:
    """Log what escapes every handler: the main thread's last resort (``sys.excepthook``) and
    any other thread's (``threading.excepthook``); the previous hooks still run after."""
    previous_hook = sys.excepthook
    previous_thread_hook = threading.excepthook
    if getattr(previous_hook, "_tabletop", False):
        return

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        _log_uncaught(kind, error, trace)
        previous_hook(kind, error, trace)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            _log_uncaught(args.exc_type, args.exc_value, args.exc_traceback)
        previous_thread_hook(args)

    hook._tabletop = True  # type: ignore[attr-defined]
    sys.excepthook = hook
    threading.excepthook = thread_hook
