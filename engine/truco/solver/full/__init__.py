"""The offline solver of the heads-up hand **with the ladder** (issue 22), on strength classes.

* :mod:`.game` states the game through the engine's own rulings (round winners and leads from
  :func:`truco.rounds.settle_round`, the hand from :func:`truco.rounds.decide` and
  :func:`truco.rounds.settle_three_ties`, values and fold payouts from :func:`truco.ladder.calls`).
* :mod:`.tree` builds its public tree as a sequence-form game (the same form as the locked solver's
  :mod:`truco.solver.tree`, so :mod:`truco.solver.cfr` solves it and computes exact best responses).
* :mod:`.run` solves one vira class with checkpoints and progress; :mod:`.distributed` runs the
  vira classes as Ray tasks.

Standard library only: :mod:`.game`. The rest needs numpy (and Ray for :mod:`.distributed`).
"""
