"""The hand with the ladder as a sequence-form game over its public tree, with vectorised ranges.

The same form as the locked solver (:mod:`truco.solver.tree`): a public node is what both seats
know (rounds, who leads, the cards shown face up, that a card was covered, the betting), each seat
has *entries* at a node (its class hand plus the class it covered), the seat to act has one
information set per entry and one sequence per private action; leaves below one decision node form
a dense block; the payoff is ``x0 @ A @ x1``. :class:`truco.solver.cfr.Solver` solves the
:class:`truco.solver.tree.Tree` built here and computes exact best responses.

Betting: at a card turn the seat may raise (if it did not make the last raise and the ladder has a
step left), which opens an *answer* node for the other seat (accept: back to the same card turn at
the new value; fold: the raiser scores the value before the call; raise again: the previous raiser
answers). Surrender is an action of every card turn of rounds 1 and 2, covering of round 2.

Round 3, reduced without loss (see :data:`ROUND3`): each seat plays its last card face up and never
surrenders; raises and answers stay. Why nothing is lost: rounds 1 and 2 left the hand open, so
losing round 3 loses the hand and winning it wins. The follower, once the leader's card is down,
knows the result of playing face up, which ends the hand at once; a cover can only turn that into
a lost round, a surrender into a lost hand: both are weakly dominated whatever the leader does.
The leader surrendering pays the current value; playing face up and then folding to any raise never
pays more. The leader covering lets the follower win the round by playing face up; in the strategy
this solver produces the follower does exactly that at once after a round-3 cover (the stated
extension to those nodes), so covering is worth exactly a surrender there and never more than
playing face up. Best responses in this tree therefore equal best responses in the whole game.

A short deck of seven cards of distinct strengths and a one-raise ladder:

>>> from truco.cards import Card
>>> from truco.rules import Rules
>>> from truco.solver.classes import Classes
>>> from truco.solver.full.game import FullGame
>>> cards = [(Card.parse(c),) for c in ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc")]
>>> classes = Classes(tuple(range(7)), tuple(cards))
>>> tree = build(FullGame(Rules().with_options(ladder=[1, 2]), classes))
>>> [p.n_infosets for p in tree.players], len(tree.hands)
([14035, 14315], 35)
>>> round(float(tree.chance.sum()), 12)
1.0
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from truco.solver.full.game import COVERED, MAO, FullGame
from truco.solver.tree import (
    ACCEPT,
    FOLD,
    Node,
    Tree,
    _Entries,
    _Numbering,
    _pair,
)

IntArray = NDArray[np.int64]

#: The private action of raising (truco, seis...): public, like ACCEPT and FOLD.
RAISE = -5
#: The round from which cards are played face up and nobody surrenders (see the module's text).
ROUND3 = 3


@dataclass(frozen=True, slots=True)
class Betting:
    """The ladder at a node: the accepted index, who made the last raise, the pending offer (an
    answer node) and whose card turn it is."""

    step: int = 0
    raiser: int | None = None
    offer: int | None = None
    turn: int = MAO


@dataclass
class FullNode(Node):
    """A public decision node of the hand with the ladder."""

    betting: Betting = Betting()


Level = list[tuple[FullNode, tuple[_Entries, _Entries]]]


class _Builder(_Numbering):
    def __init__(self, game: FullGame) -> None:
        self.game = game
        self.setup(game.classes)

    def build(self) -> Tree:
        self.walk(FullNode(self.game.start(), MAO, 0, ((), ()), (), betting=Betting()))
        if len(self.leaves) >= np.iinfo(np.int16).max:
            raise ValueError("too many distinct results for int16 leaf ids")
        return Tree(self.game, self.hands, self.counts, self.chance,  # type: ignore[arg-type]
                    self.players, self.blocks, self.leaves, self.nodes)

    def expand(self, node: FullNode, entries: tuple[_Entries, _Entries]) -> Level:
        node_id = len(self.nodes)
        self.nodes.append(node)
        if node.betting.offer is not None:
            return self.expand_answer(node, node_id, entries)
        return self.expand_turn(node, node_id, entries)

    def expand_answer(self, node: FullNode, node_id: int, entries: tuple[_Entries, _Entries]
                      ) -> Level:
        """An answer to a pending raise: accept, fold, or raise again."""
        game, bet, seat = self.game, node.betting, node.actor
        assert bet.offer is not None and bet.raiser is not None
        mine, theirs = entries[seat], entries[1 - seat]
        codes = [ACCEPT, FOLD] + ([RAISE] if bet.offer < game.top else [])
        n = len(mine.hand)
        src = np.repeat(np.arange(n), len(codes))
        action = np.tile(np.asarray(codes, dtype=np.int64), n)
        seqs = self.number(seat, node_id, mine, src, action)
        children: Level = []
        for code in codes:
            edges = np.nonzero(action == code)[0]
            child = _Entries(mine.hand, mine.covered, seqs[edges])
            history = (*node.history, code)
            if code == FOLD:
                result = game.fold(bet.raiser, bet.offer)
                self.add_block(seat, seqs[edges], mine.hand, theirs,
                               np.full((len(theirs.hand), n), self.leaf(result), np.int16))
                continue
            if code == ACCEPT:
                after = Betting(bet.offer, bet.raiser, None, bet.turn)
                actor = bet.turn
            else:  # accept the offer and offer the next step: the previous raiser answers
                after = Betting(bet.offer, seat, bet.offer + 1, bet.turn)
                actor = bet.raiser
            nxt = FullNode(node.public, actor, node.level + 1, node.shown, history, betting=after)
            children.append((nxt, _pair(seat, child, theirs)))
        return children

    def expand_turn(self, node: FullNode, node_id: int, entries: tuple[_Entries, _Entries]
                    ) -> Level:
        """A card turn: play or cover a class, surrender, or raise."""
        game, bet, seat = self.game, node.betting, node.actor
        mine, theirs = entries[seat], entries[1 - seat]
        k = self.k
        public = node.public
        held = self.remaining(node, seat, mine)
        last_round = public.round >= ROUND3
        may_raise = bet.raiser != seat and bet.step < game.top
        if last_round and not may_raise:  # the last card, face up: no decision to make
            return self.forced_play(node, mine, theirs, np.argmax(held, axis=1))
        cover = (held > 0) if game.may_cover(public) and not last_round else np.zeros_like(held, bool)
        legal = np.concatenate([held > 0, cover, np.full((len(held), 1), not last_round),
                                np.full((len(held), 1), may_raise)], axis=1)
        codes = np.array([*range(2 * k), FOLD, RAISE])
        src, col = np.nonzero(legal)
        action = codes[col]
        seqs = self.number(seat, node_id, mine, src, action)
        children: Level = []
        leaf_cols: list[IntArray] = []  # edges (indexes into src) that end in a leaf
        leaf_ids: list[NDArray[np.int16]] = []
        value = game.value(bet.step)
        public_action = np.where((action >= k) & (action < 2 * k), COVERED, action)
        for code in np.unique(public_action):
            edges = np.nonzero(public_action == code)[0]
            child = _Entries(mine.hand[src[edges]], mine.covered[src[edges]], seqs[edges])
            if code == RAISE:
                after = Betting(bet.step, seat, bet.step + 1, seat)
                nxt = FullNode(public, 1 - seat, node.level + 1, node.shown,
                               (*node.history, RAISE), betting=after)
                children.append((nxt, _pair(seat, child, theirs)))
                continue
            if code == FOLD:
                leaf_cols.append(edges)
                leaf_ids.append(np.full((len(theirs.hand), len(edges)),
                                        self.leaf(game.surrender(seat, bet.step)), np.int16))
                continue
            shown_class = int(code)
            if shown_class == COVERED:  # the entry now remembers which class it covered
                child.covered = action[edges] - k
            after_public = game.show(public, shown_class, value)
            shown = list(node.shown)
            if shown_class != COVERED:
                shown[seat] = (*shown[seat], shown_class)
            shown_t = (shown[0], shown[1])
            if after_public.result is not None:
                leaf_cols.append(edges)
                leaf_ids.append(np.full((len(theirs.hand), len(edges)),
                                        self.leaf(after_public.result), np.int16))
                continue
            other = theirs
            if shown_class != COVERED:  # card removal: the other seat cannot hold that card too
                fits = (self.counts[theirs.hand, shown_class]
                        + shown_t[seat].count(shown_class)) <= self.caps[shown_class]
                other = theirs.take(np.nonzero(fits)[0])
            after = Betting(bet.step, bet.raiser, None, after_public.to_act)
            nxt = FullNode(after_public, after_public.to_act, node.level + 1, shown_t,
                           (*node.history, shown_class), betting=after)
            children.append((nxt, _pair(seat, child, other)))
        if leaf_cols:
            edges = np.concatenate(leaf_cols)
            ids = np.concatenate(leaf_ids, axis=1)
            self.add_block(seat, seqs[edges], mine.hand[src[edges]], theirs, ids)
        return children

    def forced_play(self, node: FullNode, mine: _Entries, theirs: _Entries, card: IntArray
                    ) -> Level:
        """Round 3 with no raise left to the seat to act: each entry plays its last class face up;
        no information set, the entries keep their last sequences."""
        game, bet, seat = self.game, node.betting, node.actor
        children: Level = []
        for shown_class in np.unique(card).tolist():
            e = mine.take(np.nonzero(card == shown_class)[0])
            after_public = game.show(node.public, shown_class, game.value(bet.step))
            if after_public.result is not None:
                self.add_block(seat, e.last, e.hand, theirs,
                               np.full((len(theirs.hand), len(e.hand)),
                                       self.leaf(after_public.result), np.int16))
                continue
            shown = list(node.shown)
            shown[seat] = (*shown[seat], shown_class)
            fits = (self.counts[theirs.hand, shown_class]
                    + shown[seat].count(shown_class)) <= self.caps[shown_class]
            other = theirs.take(np.nonzero(fits)[0])
            after = Betting(bet.step, bet.raiser, None, after_public.to_act)
            nxt = FullNode(after_public, after_public.to_act, node.level + 1, (shown[0], shown[1]),
                           (*node.history, shown_class), betting=after)
            children.append((nxt, _pair(seat, e, other)))
        return children


def build(game: FullGame) -> Tree:
    """The sequence-form game of the heads-up hand with the ladder."""
    return _Builder(game).build()


