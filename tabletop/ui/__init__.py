"""The desktop app (pygame-ce): window, scene stack, widgets, tables, ``--check``, screenshots.

The only package that imports pygame. Screens open one another through ``app.screens``
(``screens.py``), which imports each when it first opens, so the title screen comes up fast and
no screen imports another; an import inside a function anywhere else here says why, on its line
(``# lazily: …``: it keeps start-up short). ``tests/test_import_cycles.py`` holds both.
"""
