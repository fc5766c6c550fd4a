"""The offline solver of the locked-ladder heads-up hand (hand of eleven, iron hand).

When the ladder is locked a heads-up hand is a pure card game. This package reduces it without
loss to strength classes (:mod:`truco.solved.classes`), states its rules through the engine's own
functions (:mod:`truco.solver.locked`), builds the public tree as a sequence-form game
(:mod:`truco.solver.tree`), solves it with CFR+ and measures exploitability by exact best response
(:mod:`truco.solver.cfr`), and writes the small data file the engine ships
(:mod:`truco.solver.export`, read by :mod:`truco.solved.eleven`).

Only :mod:`truco.solved.classes` and :mod:`truco.solver.locked` are standard-library only; the rest
needs numpy, which the command line imports lazily (``python -m truco solve``).
"""
