"""The search kit: what the ``search`` and ``coach`` bots and the coach's analysis share.

A seat's :class:`~truco.view.HandView` is all they start from. The kit reads it
(:mod:`~truco.search.view`: the cards the seat has not seen, a rough win chance), deals the
cards it cannot see into possible worlds (:mod:`~truco.search.worlds`), weighs each world by how
well it explains what the other seats did (:mod:`~truco.search.belief`) and plays worlds out with
the greedy model (:mod:`~truco.search.model`, fast on strengths in :mod:`~truco.search.simulate`;
the ``search`` bot's own playouts in :mod:`~truco.search.rollout`). Card powers and the win
chance they give are in :mod:`~truco.search.power`.

The kit never imports a bot nor the analysis: ``bots`` and ``analysis`` import it.

>>> from truco.search.power import hand_chance
>>> hand_chance([1.0, 1.0, 1.0], [], team=0, players=2)
1.0
"""
