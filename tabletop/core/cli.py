"""How every ``python -m tabletop…`` command ends: its exit code, also when its reader goes away.

A command piped into ``head`` (``python -m tabletop.boards check … | head``) loses its reader
after a few lines; Python then raises ``BrokenPipeError`` on the next write (or on the flush at
exit) and prints a traceback over the user's terminal. The reader chose to stop reading, so that
is not an error of ours worth a traceback: end quietly with the status a closed pipe gives in a
shell (the ``signal`` module documents this recipe). Ctrl-C ends a long run (a balance, an
arena) with one line instead of a traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from tabletop.core.i18n import _

#: The shell's status for a process ended by SIGPIPE (128 + 13) and by SIGINT (128 + 2).
EXIT_CLOSED_PIPE = 141
EXIT_INTERRUPTED = 130


def run(main: Callable[[], int | None]) -> int:
    """Run a command's ``main`` and return its exit status."""
    try:
        status = main()
        sys.stdout.flush()  # inside the try: a closed pipe shows here at the latest
    except BrokenPipeError:
        # Point stdout at devnull so that the interpreter's own flush at exit does not fail too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_CLOSED_PIPE
    except KeyboardInterrupt:
        # Translators: a long command-line run (a balance, an arena) stopped with Ctrl-C.
        print(_("Interrupted."), file=sys.stderr)
        return EXIT_INTERRUPTED
    return int(status or 0)
