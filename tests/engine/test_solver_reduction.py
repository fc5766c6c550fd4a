"""The solver's reduction is lossless: strength classes, card removal, and the locked card game
against the card-level engine (RULES.md sections 1, 3 and 5)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import numpy as np
import pytest

from truco.core.actions import Kind
from truco.core.cards import DECK, MANILHA_SUIT_ORDER, RANKS, Card, Rank
from truco.core.deal import Deal
from truco.core.hand import Hand, Phase
from truco.core.rules import Rules
from truco.solved.classes import Classes, deal_count, hand_weight, vira_class_of, vira_classes
from truco.solver import bridge
from truco.solver.locked import COVERED, DEALER, MAO, LockedGame, Public, Result
from truco.solver.tree import Tree, build
from truco.solver.variants import Variant, solve

PRESETS = ("paulista", "paulista-fpt", "mineiro")
#: (kind, decider) of every locked heads-up hand.
KINDS = (("eleven", MAO), ("eleven", DEALER), ("iron", None))


def engine_hand(rules: Rules, deal: Deal, kind: str, decider: int | None) -> Hand:
    """A heads-up locked hand with dealer seat 1 (the mão is seat 0, as in the solver). The
    solver's iron hand is the open one (the blind one is a lottery: see ``test_solver_blind``)."""
    at = rules.eleven_at
    score = (at, at) if kind == "iron" else ((at, 3) if decider == MAO else (3, at))
    if kind == "iron":
        rules = rules.with_options(iron_hand="open")
    return Hand(rules, deal, dealer=DEALER, score=score)


def mirror(game: LockedGame, hand: Hand) -> tuple[Public, Result | None]:
    """Replay a hand's log in the reduced game."""
    classes = game.classes
    public, result = game.start(), None
    deciding = game.decider is not None
    for act in (step.action for step in hand.log):
        if act.kind is Kind.ACCEPT:
            deciding = False
        elif act.kind is Kind.FOLD:
            result = game.decline() if deciding else game.fold(public)
        else:
            assert act.card is not None
            shown = COVERED if act.kind is Kind.COVER else classes.class_of(act.card)
            public = game.show(public, shown)
            result = public.result
    return public, result


def assert_same_outcome(game: LockedGame, hand: Hand) -> None:
    public, result = mirror(game, hand)
    outcome = hand.outcome
    assert outcome is not None and result is not None
    assert (result.winner, result.points, result.code) == (outcome.winner, outcome.points,
                                                           outcome.ruling.code)
    assert public.results == tuple(r.winner for r in hand.rounds)


# -- section 1: strength classes and the vira ------------------------------------------------------


def test_viras_2_and_3_are_one_game_and_the_other_viras_are_not() -> None:
    groups = [[r.value for r in g.viras] for g in vira_classes(Rules())]
    assert groups == [["4"], ["5"], ["6"], ["7"], ["Q"], ["J"], ["K"], ["A"], ["2", "3"]]
    assert [g.viras for g in vira_classes(Rules.preset("paulista-fpt"))] == \
        [g.viras for g in vira_classes(Rules())]


@pytest.mark.parametrize("rank", RANKS)
def test_the_vira_suit_does_not_change_the_game(rank: Rank) -> None:
    caps = {Classes.of(Rules(), Card(rank, suit)).caps for suit in MANILHA_SUIT_ORDER}
    assert len(caps) == 1


def test_classes_are_the_engine_strengths_of_the_39_cards_left() -> None:
    vira = Card.parse("7d")
    classes = Classes.of(Rules(), vira)
    assert classes.caps == (4, 4, 4, 3, 4, 4, 4, 4, 4, 1, 1, 1, 1)  # the 7s lose the vira
    zap = classes.class_of(Card.parse("Qc"))
    assert zap == classes.size - 1 and classes.cards[zap] == (Card.parse("Qc"),)
    assert classes.class_of(Card.parse("3c")) == classes.class_of(Card.parse("3d"))


def test_mineiro_is_one_game_whose_4s_7s_and_aces_lose_their_manilha() -> None:
    (group,) = vira_classes(Rules.preset("mineiro"))
    c = group.classes
    assert group.viras == () and sum(c.caps) == 40
    by_rank = {cards[0].rank.value: len(cards) for cards in c.cards if len(cards) > 1}
    assert by_rank == {"4": 3, "5": 4, "6": 4, "7": 2, "Q": 4, "J": 4, "K": 4, "A": 3, "2": 4, "3": 4}
    assert [str(cards[0]) for cards in c.cards[-4:]] == ["7d", "As", "7h", "4c"]


@pytest.mark.parametrize(("preset", "vira"), [("paulista", "4h"), ("paulista", "Kd"),
                                              ("mineiro", None)])
def test_deal_weights_count_the_real_deals(preset: str, vira: str | None) -> None:
    rules = Rules.preset(preset)
    v = None if vira is None else Card.parse(vira)
    classes = vira_class_of(rules, v).classes
    real = Classes.of(rules, v)
    assert real.caps == classes.caps
    deck = [c for c in DECK if c != v]
    rng = random.Random(5)
    for _ in range(3):
        first = rng.sample(deck, 3)
        rest = [c for c in deck if c not in first]
        h1 = real.hand_of(first)
        seen = Counter(real.hand_of(h) for h in combinations(rest, 3))
        assert sum(seen.values()) == len(list(combinations(rest, 3)))
        for h2, n in seen.items():  # deal_count counts the first hand's realizations too
            assert deal_count(real, h1, h2) == n * hand_weight(real.caps, h1)


def test_chance_matrix_is_the_exact_deal_count_over_all_deals() -> None:
    rules = Rules()
    classes = Classes.of(rules, Card.parse("Ac"))
    tree = build(LockedGame(rules, classes, "iron"))
    total = sum(deal_count(classes, a, b) for a in tree.hands for b in tree.hands[:5])
    assert total == pytest.approx(float(tree.chance[:, :5].sum()) * 9139 * 7140, rel=1e-12)
    rng = random.Random(1)
    for _ in range(50):
        i, j = rng.randrange(len(tree.hands)), rng.randrange(len(tree.hands))
        exact = deal_count(classes, tree.hands[i], tree.hands[j]) / (9139 * 7140)
        assert tree.chance[i, j] == pytest.approx(exact, rel=1e-12, abs=0)
    assert np.allclose(tree.chance, tree.chance.T)


# -- sections 3 and 5: the reduced game plays like the engine ---------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("kind", "decider"), KINDS)
def test_random_plays_end_the_same_in_the_engine_and_the_reduced_game(
        preset: str, kind: str, decider: int | None) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"{preset}{kind}{decider}")
    for _ in range(150):
        deal = Deal.random(rules, 2, rng)
        hand = engine_hand(rules, deal, kind, decider)
        game = LockedGame(rules, Classes.of(rules, deal.vira), kind, decider)  # type: ignore[arg-type]
        actions = 0
        while not hand.finished:
            legal = hand.legal_actions()
            if hand.phase is Phase.PLAY and rng.random() < 0.9:  # surrender now and then
                legal = [a for a in legal if a.kind is not Kind.FOLD]
            hand.apply(rng.choice(legal))
            actions += 1
        assert_same_outcome(game, hand)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_ladder_stays_locked_so_the_exposed_card_rule_never_applies(preset: str) -> None:
    """RULES.md 4/5/7: no raise in a locked hand, so no exposed card even with the option on."""
    rules = Rules.preset(preset).with_options(exposed_card=True)
    rng = random.Random(preset)
    ties = 0
    for _ in range(200):
        for kind, decider in KINDS:
            hand = engine_hand(rules, Deal.random(rules, 2, rng), kind, decider)
            while not hand.finished:
                legal = hand.legal_actions()
                assert all(a.kind is not Kind.RAISE for a in legal) and hand.next_offer() is None
                hand.apply(rng.choice([a for a in legal if a.kind is not Kind.FOLD] or legal))
            assert hand.outcome is not None and hand.outcome.ruling.code != "exposed-card"
            ties += sum(r.winner is None for r in hand.rounds)
            game = LockedGame(rules, Classes.of(rules, hand.deal.vira), kind,  # type: ignore[arg-type]
                              decider)
            assert_same_outcome(game, hand)
    assert ties > 20  # tied rounds happened: where an exposed card would have counted


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("kind", "decider"), KINDS)
def test_round_3_face_up_is_never_worse_than_covering_or_surrendering(
        preset: str, kind: str, decider: int | None) -> None:
    """Why the solver plays round 3 face up: for the follower whatever was led, and for the leader
    against a follower who plays face up, so no best response gains by deviating there."""
    rules = Rules.preset(preset)
    game = LockedGame(rules, vira_classes(rules)[-1].classes, kind, decider)  # type: ignore[arg-type]
    k = game.classes.size
    sign = {MAO: 1, DEALER: -1}

    def u(p: Public, seat: int) -> int:
        assert p.result is not None
        return sign[seat] * p.result.margin

    checked = 0
    for results, lead in [((0, 1), 1), ((1, 0), 0), ((None, None), 0), ((None, None), 1)]:
        public = Public(results, lead)
        led_up = {a: game.show(public, a) for a in range(k)}
        led_covered = game.show(public, COVERED)
        for a in range(k):
            for b in range(k):
                follower = 1 - lead
                for led in (led_up[a], led_covered):
                    face_up = u(game.show(led, b), follower)
                    assert face_up >= u(game.show(led, COVERED), follower)
                    assert face_up >= sign[follower] * game.fold(led).margin
                leader_up = u(game.show(led_up[a], b), lead)
                assert leader_up >= u(game.show(led_covered, b), lead)
                assert leader_up >= sign[lead] * game.fold(public).margin
                checked += 1
    assert checked == 4 * k * k


# -- the expected value of strategies: reduced game vs card-level enumeration ----------------------


def engine_value(tree: Tree, classes: Classes, sigmas: tuple[list[float], list[float]],
                 hand: Hand) -> float:
    """The mão's expected points margin of a hand under class-level strategies, by the engine."""
    if hand.finished:
        assert hand.outcome is not None
        return float(hand.outcome.points[0] - hand.outcome.points[1])
    total = 0.0
    for action, p in bridge.policy(tree, classes, sigmas, hand):
        if p > 0:
            hand.apply(action)
            total += p * engine_value(tree, classes, sigmas, hand)
            hand.undo()
    return total


def reduced_value(tree: Tree, sigmas: tuple[np.ndarray, np.ndarray], hand_index: int) -> float:
    """The mão's expected margin given the first actor's class hand, from the sequence form."""
    from truco.solver.cfr import Payoff, Plex

    plex = (Plex(tree.players[0]), Plex(tree.players[1]))
    plans = [plex[s].realize(sigmas[s]) for s in (0, 1)]
    payoff = Payoff(tree.payoff(lambda r: float(r.margin)), plex[0].n_seq, plex[1].n_seq)
    seat = tree.nodes[0].actor
    gradient = payoff.times(plans[1]) if seat == 0 else -payoff.times_t(plans[0])
    _, inf_value = plex[seat].values(gradient, sigmas[seat])
    infoset = tree.infoset((), hand_index, -1)
    assert infoset is not None
    value = float(inf_value[infoset] / tree.chance[hand_index].sum())
    return value if seat == 0 else -value


def random_strategy(tree: Tree, seed: int, mixed: float) -> tuple[np.ndarray, np.ndarray]:
    """A random behaviour strategy: one action per information set, or with chance ``mixed``
    two actions at random weights (sparse, so exact enumeration stays cheap)."""
    rng = np.random.default_rng(seed)
    out = []
    for p in tree.players:  # drawn for every information set at once (a loop took seconds)
        starts = np.asarray(p.first)
        sizes = np.diff([*p.first, p.n_seq])
        one = rng.integers(0, sizes)  # an action of each information set
        other = (one + 1 + rng.integers(0, np.maximum(sizes - 1, 1))) % sizes  # another one
        mix = (rng.random(len(sizes)) < mixed) & (sizes > 1)
        w = rng.random(len(sizes))
        sigma = np.zeros(p.n_seq)
        sigma[0] = 1.0
        sigma[starts + one] = np.where(mix, w, 1.0)
        sigma[(starts + other)[mix]] = 1.0 - w[mix]
        out.append(sigma)
    return out[0], out[1]


@pytest.mark.parametrize(("preset", "vira", "kind", "decider", "first"), [
    ("paulista", "4d", "iron", None, "5c 4c Kh"),
    ("paulista", "2s", "eleven", DEALER, "3c 4h 2h"),
    ("paulista-fpt", "Jc", "eleven", MAO, "Qd Qh 7s"),
    ("mineiro", None, "iron", None, "7h 7c 6s"),
])
def test_expected_value_of_strategies_equals_card_level_enumeration(
        preset: str, vira: str | None, kind: str, decider: int | None, first: str) -> None:
    """Fix the first actor's real hand, enumerate every real hand of the other seat, play each
    deal in the engine under the strategies: the average equals the reduced game's value."""
    rules = Rules.preset(preset)
    v = None if vira is None else Card.parse(vira)
    group = vira_class_of(rules, v)
    tree = build(Variant(rules, kind, group, decider).game())  # type: ignore[arg-type]
    cards = [Card.parse(c) for c in first.split()]
    classes = Classes.of(rules, v)
    index = tree.hands.index(classes.hand_of(cards))
    seat = tree.nodes[0].actor
    rest = [c for c in DECK if c != v and c not in cards]
    # one strategy, pure at most information sets and mixed at about a third (both kinds of play)
    for sigmas in (random_strategy(tree, 4, mixed=0.3),):
        lists = (sigmas[0].tolist(), sigmas[1].tolist())
        total, deals = 0.0, 0
        for other in combinations(rest, 3):
            hands = (tuple(cards), other) if seat == 0 else (other, tuple(cards))
            total += engine_value(tree, classes, lists,
                                  engine_hand(rules, Deal(hands, v), kind, decider))
            deals += 1
        assert deals == 7140 if v is not None else 7770
        assert total / deals == pytest.approx(reduced_value(tree, sigmas, index), abs=1e-9)


@pytest.mark.parametrize("preset", PRESETS)
def test_solved_strategy_plays_are_legal_and_end_the_same_in_the_engine(preset: str) -> None:
    rules = Rules.preset(preset)
    group = vira_classes(rules)[0]
    variant = Variant(rules, "eleven", group, DEALER)
    solution = solve(variant, iterations=10)
    tree = solution.tree
    sigmas = tuple(p.behaviour(p.mean_plan).tolist() for p in solution.solver.plex)
    rng = random.Random(preset)
    vira = group.viras[0] if group.viras else None
    deck = [c for c in DECK if vira is None or c != Card(vira, MANILHA_SUIT_ORDER[-1])]
    for _ in range(150):
        picked = rng.sample(deck, 6)
        deal = Deal((tuple(picked[:3]), tuple(picked[3:])),
                    None if vira is None else Card(vira, MANILHA_SUIT_ORDER[-1]))
        hand = engine_hand(rules, deal, "eleven", DEALER)
        while not hand.finished:
            options = bridge.policy(tree, group.classes, (sigmas[0], sigmas[1]), hand)
            assert sum(p for _, p in options) == pytest.approx(1.0)
            action = rng.choices([a for a, _ in options], [p for _, p in options])[0]
            assert action in hand.legal_actions()
            hand.apply(action)
        assert_same_outcome(LockedGame(rules, group.classes, "eleven", DEALER), hand)
