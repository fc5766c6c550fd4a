"""The offline solver of the heads-up hand **with the ladder**, on strength classes.

* :mod:`.spec`: the game as tables, every number from the engine's own rulings (round winners
  and leads, what round results decide, the exposed card, values and fold payouts).
* :mod:`.kernel`, :mod:`.round3`, :mod:`.kernel_base`: the compiled walks (numba) of its public
  tree, carrying per seat the private states it may hold and their reach: counting, CFR passes,
  best responses, evaluation, export.
* :mod:`.solve`: one vira class solved (:class:`~.solve.FullSolver`); :mod:`.task`: a solve with
  checkpoints, progress and a summary; :mod:`.distributed`: the vira classes as Ray tasks;
  :mod:`.report`: a preset's report.

The tree loses nothing a player could use (tests check best responses against the engine played
with every legal action):

* no surrender: playing any card and then folding at the first chance never pays more;
* no raise right after accepting a re-raise in the same turn: it is raising again at once;
* round 3 face up and without surrender: a covered last card loses to any card and a lost hand
  costs what surrendering does, so covering or surrendering there is never better.

Needs numpy and numba (the ``solver`` extra; Ray too for :mod:`.distributed`), never in the browser.
"""
