"""The locked card game as a sequence-form game over its public tree, with vectorised ranges.

A *public node* is what both seats know (rounds, who leads, the cards shown face up, that a card
was covered). At each node each seat has *entries*: its possible private states, a class hand plus,
after covering in round 2, the class it covered (the opponent only saw "covered"). The seat to act
has one information set per entry and one *sequence* per private action (play a class, cover a
class, fold; at the hand of eleven: accept or decline). Card removal between the two hands is the
chance weight of each pair of class hands.

Payoffs depend on public plays alone, so every leaf below one decision node forms one dense
*block*: the other seat's entries (by their last sequence) times the actor's leaf sequences,
holding chance weight times the result. The game's payoff is ``x0 @ A @ x1`` with ``A`` the sum of
the blocks and ``x`` the realization plans.

Round 3 is collapsed: with one card each, playing it face up is at least as good as covering it or
surrendering whatever the opponent knows (a round-3 win is never worse than a tie, a tie never worse
than a loss, a covered card loses to any face-up card, and losing the hand costs exactly what
surrendering does), so round 3 is played face up and its leaves are evaluated directly. The
surrender and the cover stay actions in rounds 1 and 2, and the accept/decline in front.

>>> from truco.core.rules import Rules
>>> from truco.solved.classes import vira_classes
>>> rules = Rules.preset("mineiro")
>>> tree = build(LockedGame(rules, vira_classes(rules)[0].classes, "iron"))
>>> [p.n_infosets > 0 for p in tree.players], len(tree.hands)
([True, True], 503)
>>> round(float(tree.chance.sum()), 12)
1.0
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from math import comb
from typing import Any

import numpy as np
from numpy.typing import NDArray

from truco.solved.classes import Classes, ClassHand
from truco.solver.locked import COVERED, LockedGame, Public, Result

IntArray = NDArray[np.int64]
FloatArray = NDArray[np.float64]

#: Private action codes beyond the classes: play ``k`` is ``k``, cover ``k`` is ``K + k``.
FOLD, ACCEPT, DECLINE = -2, -3, -4  # (-1 is COVERED, what others see of a cover)


@dataclass
class Treeplex:
    """One seat's sequences and information sets, numbered level by level (sequence 0 is empty).

    The information sets of a level are contiguous, and so are the sequences of an information set.
    """

    n_seq: int = 1
    parent: list[int] = field(default_factory=list)  # per information set: its parent sequence
    first: list[int] = field(default_factory=list)  # per information set: its first sequence
    seq_infoset: list[int] = field(default_factory=lambda: [-1])
    seq_action: list[int] = field(default_factory=lambda: [0])
    inf_node: list[int] = field(default_factory=list)  # per information set: its public node
    inf_hand: list[int] = field(default_factory=list)
    inf_covered: list[int] = field(default_factory=list)
    levels: list[tuple[int, int, int, int]] = field(default_factory=list)  # inf and seq ranges

    @property
    def n_infosets(self) -> int:
        return len(self.parent)

    def arrays(self) -> dict[str, IntArray]:
        """The numbering as numpy arrays, for the solver."""
        return {"parent": np.asarray(self.parent, dtype=np.int64),
                "first": np.asarray(self.first, dtype=np.int64),
                "seq_infoset": np.asarray(self.seq_infoset, dtype=np.int64)}


@dataclass
class Block:
    """The leaves under one decision node: seat-0 sequences by seat-1 sequences."""

    rows: IntArray
    cols: IntArray
    row_hands: IntArray  # the class hand of each row's entry (for the chance weight)
    col_hands: IntArray
    leaf: NDArray[np.int16]  # index into ``Tree.leaves`` of each pair's result


@dataclass
class Node:
    """A public decision node."""

    public: Public
    actor: int  # the seat to act (the decider at the hand-of-eleven decision)
    level: int
    shown: tuple[tuple[int, ...], tuple[int, ...]]  # face-up classes by seat, in play order
    history: tuple[int, ...]  # the public actions so far: ACCEPT, then classes shown or COVERED
    deciding: bool = False  # the accept/decline decision in front of a hand of eleven


@dataclass
class Tree:
    """The built game: hands, chance, both treeplexes, the leaf blocks and the public nodes."""

    game: LockedGame
    hands: tuple[ClassHand, ...]
    counts: IntArray  # hands x classes
    chance: FloatArray  # hands x hands: probability that the mão gets one and the dealer the other
    players: tuple[Treeplex, Treeplex]
    blocks: list[Block]
    leaves: list[Result]
    nodes: list[Node]
    _by_history: dict[tuple[int, ...], int] = field(default_factory=dict)
    _infosets: dict[tuple[int, int, int], int] = field(default_factory=dict)

    def node_of(self, history: tuple[int, ...]) -> int | None:
        """The public decision node reached by ``history`` (``None`` if none: a leaf or round 3)."""
        if not self._by_history:
            self._by_history.update((n.history, i) for i, n in enumerate(self.nodes))
        return self._by_history.get(history)

    def infoset(self, history: tuple[int, ...], hand: int, covered: int) -> int | None:
        """The information set of the seat to act at ``history`` holding class hand ``hand``
        (index in ``hands``) after covering ``covered`` (-1: nothing)."""
        node = self.node_of(history)
        if node is None:
            return None
        if not self._infosets:  # one seat acts at a node: (node, hand, covered) names one set
            for p in self.players:
                self._infosets.update(((p.inf_node[i], p.inf_hand[i], p.inf_covered[i]), i)
                                      for i in range(p.n_infosets))
        return self._infosets.get((node, hand, covered))

    def actions(self, seat: int, infoset: int) -> list[tuple[int, int]]:
        """The sequences of an information set: ``(sequence, action code)`` pairs."""
        p = self.players[seat]
        end = p.first[infoset + 1] if infoset + 1 < p.n_infosets else p.n_seq
        return [(s, p.seq_action[s]) for s in range(p.first[infoset], end)]

    def payoff(self, of: Callable[[Result], float], chance: FloatArray | None = None
               ) -> list[tuple[IntArray, IntArray, FloatArray]]:
        """The blocks of ``A`` for a payoff of results (seat 0's view), duplicates merged;
        ``chance`` replaces the deal's chance matrix (e.g. to condition on one hand)."""
        table = np.array([of(r) for r in self.leaves], dtype=np.float64)
        weights = self.chance if chance is None else chance
        out = []
        for b in self.blocks:
            matrix = weights[np.ix_(b.row_hands, b.col_hands)] * table[b.leaf]
            rows, matrix = _merge(b.rows, matrix)
            cols, merged = _merge(b.cols, matrix.T)
            out.append((rows, cols, np.ascontiguousarray(merged.T)))
        return out


def _merge(index: IntArray, matrix: FloatArray) -> tuple[IntArray, FloatArray]:
    unique, inverse = np.unique(index, return_inverse=True)
    if len(unique) == len(index):
        return index, matrix
    merged = np.zeros((len(unique), matrix.shape[1]))
    np.add.at(merged, inverse, matrix)
    return unique, merged


def hand_counts(caps: tuple[int, ...], hands: tuple[ClassHand, ...]) -> IntArray:
    """How many cards of each class each hand holds (hands x classes)."""
    counts = np.zeros((len(hands), len(caps)), dtype=np.int64)
    for i, h in enumerate(hands):
        for c in h:
            counts[i, c] += 1
    return counts


def deal_counts(caps: tuple[int, ...], counts: IntArray) -> IntArray:
    """How many real deals give the mão hand i and the dealer hand j (card removal included):
    :func:`truco.solved.classes.deal_count` for every pair at once."""
    cap = np.asarray(caps, dtype=np.int64)
    binom = np.array([[comb(c, n) for n in range(4)] for c in range(max(caps) + 1)], dtype=np.int64)
    first = counts[:, None, :]
    second = counts[None, :, :]
    left = cap[None, None, :] - first
    ways = binom[cap[None, None, :], first] * binom[np.clip(left, 0, None), np.minimum(second, 3)]
    ways = np.where(left >= second, ways, 0)
    result: IntArray = np.prod(ways, axis=2)
    return result


def chance_matrix(caps: tuple[int, ...], counts: IntArray) -> FloatArray:
    """P(mão holds hand i and dealer hand j): exact deal counts over the number of deals."""
    total = sum(caps)
    result: FloatArray = deal_counts(caps, counts) / (comb(total, 3) * comb(total - 3, 3))
    return result


@dataclass
class _Entries:
    """A seat's private states at a public node: hand, covered class (or -1), last sequence."""

    hand: IntArray
    covered: IntArray
    last: IntArray

    def take(self, index: IntArray) -> _Entries:
        return _Entries(self.hand[index], self.covered[index], self.last[index])


class _Numbering:
    """What the tree builder needs besides expanding a node:
    the classes' hands and chance, the level-by-level walk from the root, numbering a node's
    information sets and sequences, the leaf results and the leaf blocks. A builder adds
    ``expand`` (a node's children with each seat's entries there)."""

    def setup(self, classes: Classes) -> None:
        self.k = classes.size
        self.caps = np.asarray(classes.caps, dtype=np.int64)
        self.hands = classes.hands()
        self.counts = hand_counts(classes.caps, self.hands)
        self.chance = chance_matrix(classes.caps, self.counts)
        self.players = (Treeplex(), Treeplex())
        self.blocks: list[Block] = []
        self.leaves: list[Any] = []
        self.leaf_ids: dict[Any, int] = {}
        self.nodes: list[Node] = []

    def leaf(self, result: Any) -> int:
        if result not in self.leaf_ids:
            self.leaf_ids[result] = len(self.leaves)
            self.leaves.append(result)
        return self.leaf_ids[result]

    def remaining(self, node: Node, seat: int, e: _Entries) -> IntArray:
        """Counts of the classes each entry still holds."""
        held = self.counts[e.hand].copy()
        for c in node.shown[seat]:
            held[:, c] -= 1
        covered = e.covered >= 0
        held[np.nonzero(covered)[0], e.covered[covered]] -= 1
        return held

    def expand(self, node: Any, entries: tuple[_Entries, _Entries]) -> list[Any]:
        raise NotImplementedError

    def walk(self, root: Node) -> None:
        """Expand every node from ``root``, one level at a time, marking each seat's levels."""
        everyone = np.arange(len(self.hands))
        start = _Entries(everyone, np.full_like(everyone, -1), np.zeros_like(everyone))
        level: list[tuple[Node, tuple[_Entries, _Entries]]] = [(root, (start, start))]
        while level:
            following: list[tuple[Node, tuple[_Entries, _Entries]]] = []
            marks = [(p.n_infosets, p.n_seq) for p in self.players]
            for node, entries in level:
                following += self.expand(node, entries)
            for seat, p in enumerate(self.players):
                if p.n_infosets > marks[seat][0]:
                    p.levels.append((marks[seat][0], p.n_infosets, marks[seat][1], p.n_seq))
            level = following

    def number(self, seat: int, node_id: int, mine: _Entries, src: IntArray,
               action: IntArray) -> IntArray:
        """Number the information sets (one per entry) and sequences (one per legal action)."""
        p = self.players[seat]
        base_inf, base_seq = p.n_infosets, p.n_seq
        n = len(mine.hand)
        starts = np.searchsorted(src, np.arange(n)) + base_seq
        p.parent += mine.last.tolist()
        p.first += starts.tolist()
        p.inf_node += [node_id] * n
        p.inf_hand += mine.hand.tolist()
        p.inf_covered += mine.covered.tolist()
        p.seq_infoset += (src + base_inf).tolist()
        p.seq_action += action.tolist()
        p.n_seq += len(src)
        return np.arange(base_seq, p.n_seq, dtype=np.int64)

    def add_block(self, seat: int, seqs: IntArray, hands: IntArray, theirs: _Entries,
                  ids: NDArray[np.int16]) -> None:
        """Leaves below a node: the other seat's entries (rows) by the actor's leaf sequences."""
        if seat == 1:
            self.blocks.append(Block(theirs.last, seqs, theirs.hand, hands, ids))
        else:
            self.blocks.append(Block(seqs, theirs.last, hands, theirs.hand,
                                     np.ascontiguousarray(ids.T)))


class _Builder(_Numbering):
    def __init__(self, game: LockedGame) -> None:
        if game.rules.cover_from_round < 2:
            raise ValueError("the solver needs cover_from_round >= 2 (no covering in round 1)")
        self.game = game
        self.setup(game.classes)
        self.round3: dict[tuple[tuple[int | None, ...], int], NDArray[np.int16]] = {}

    def build(self) -> Tree:
        game = self.game
        self.walk(Node(game.start(), MAO if game.decider is None else game.decider, 0, ((), ()), (),
                       deciding=game.decider is not None))
        return Tree(game, self.hands, self.counts, self.chance, self.players, self.blocks,
                    self.leaves, self.nodes)

    def expand(self, node: Node, entries: tuple[_Entries, _Entries]
               ) -> list[tuple[Node, tuple[_Entries, _Entries]]]:
        node_id = len(self.nodes)
        self.nodes.append(node)
        seat = node.actor
        mine, theirs = entries[seat], entries[1 - seat]
        k = self.k
        held = self.remaining(node, seat, mine)
        if node.deciding:
            codes = np.array([ACCEPT, DECLINE])
            legal = np.ones((len(mine.hand), 2), dtype=bool)
        else:
            codes = np.array([*range(2 * k), FOLD])
            cover = held > 0 if self.game.may_cover(node.public) else np.zeros_like(held, bool)
            legal = np.concatenate([held > 0, cover, np.ones((len(held), 1), bool)], axis=1)
        src, col = np.nonzero(legal)
        action = codes[col]
        seqs = self.number(seat, node_id, mine, src, action)
        children: list[tuple[Node, tuple[_Entries, _Entries]]] = []
        leaf_cols: list[IntArray] = []  # edges (indexes into src) that end in a leaf
        leaf_ids: list[NDArray[np.int16]] = []  # per leaf edge: a leaf, or a row of leaves by entry
        theirs_left = None
        public_action = np.where(action >= k, COVERED, action)  # every cover looks the same
        for code in np.unique(public_action):
            edges = np.nonzero(public_action == code)[0]
            child = _Entries(mine.hand[src[edges]], mine.covered[src[edges]], seqs[edges])
            if code == ACCEPT:
                nxt = Node(node.public, MAO, node.level + 1, node.shown, (*node.history, ACCEPT))
                children.append((nxt, _pair(seat, child, theirs)))
                continue
            if code in (DECLINE, FOLD):
                result = self.game.decline() if code == DECLINE else self.game.fold(node.public)
                leaf_cols.append(edges)
                leaf_ids.append(np.full((len(theirs.hand), len(edges)), self.leaf(result), np.int16))
                continue
            shown_class = int(code)
            if shown_class == COVERED:  # the entry now remembers which class it covered
                child.covered = action[edges] - k
            public = self.game.show(node.public, shown_class)
            shown = list(node.shown)
            if shown_class != COVERED:
                shown[seat] = (*shown[seat], shown_class)
            shown_t = (shown[0], shown[1])
            if public.result is not None:
                leaf_cols.append(edges)
                leaf_ids.append(np.full((len(theirs.hand), len(edges)), self.leaf(public.result),
                                        np.int16))
                continue
            if public.round == 3 and public.led is None:
                if theirs_left is None:
                    theirs_left = np.argmax(self.remaining(node, 1 - seat, theirs), axis=1)
                mine_left = np.argmax(held[src[edges]] - _onehot(k, action[edges] % k), axis=1)
                table = self.round3_table(public)
                if public.lead == seat:
                    ids = table[mine_left[None, :], theirs_left[:, None]]
                else:
                    ids = table[theirs_left[:, None], mine_left[None, :]]
                leaf_cols.append(edges)
                leaf_ids.append(ids)
                continue
            other = theirs
            if shown_class != COVERED:  # card removal: the other seat cannot hold that card too
                fits = (self.counts[theirs.hand, shown_class]
                        + shown_t[seat].count(shown_class)) <= self.caps[shown_class]
                other = theirs.take(np.nonzero(fits)[0])
            nxt = Node(public, public.to_act, node.level + 1, shown_t,
                       (*node.history, shown_class))
            children.append((nxt, _pair(seat, child, other)))
        if leaf_cols:
            edges = np.concatenate(leaf_cols)
            ids = np.concatenate(leaf_ids, axis=1)
            self.add_block(seat, seqs[edges], mine.hand[src[edges]], theirs, ids)
        return children

    def round3_table(self, public: Public) -> NDArray[np.int16]:
        """Leaf of every round 3 played face up: [leader's class, follower's class]."""
        key = (public.results, public.lead)
        if key not in self.round3:
            k = self.k
            table = np.zeros((k, k), dtype=np.int16)
            for a in range(k):
                after = self.game.show(public, a)
                for b in range(k):
                    result = self.game.show(after, b).result
                    assert result is not None
                    table[a, b] = self.leaf(result)
            self.round3[key] = table
        return self.round3[key]


MAO = 0


def _onehot(k: int, classes: IntArray) -> IntArray:
    out = np.zeros((len(classes), k), dtype=np.int64)
    out[np.arange(len(classes)), classes] = 1
    return out


def _pair(seat: int, mine: _Entries, theirs: _Entries) -> tuple[_Entries, _Entries]:
    return (mine, theirs) if seat == 0 else (theirs, mine)


def build(game: LockedGame) -> Tree:
    """The sequence-form game of a locked heads-up hand."""
    return _Builder(game).build()
