"""Bots see only their own seat's observation and return legal actions."""

from __future__ import annotations

import random

import pytest
from engine_kit import ELEVEN_AT, PRESETS, random_hand

from truco.bots import BOTS, DEFAULT_OPPONENT, OPPONENTS, PARTNER, get_bot
from truco.core.actions import Action
from truco.core.cards import DECK
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.observation import observe
from truco.play.arena import run_arena


def test_bots_registry() -> None:
    assert "random" in BOTS
    assert get_bot("random").name == "random"
    with pytest.raises(ValueError, match="unknown bot"):
        get_bot("oracle")
    # the site's opponents (its page data: the Play page's menu) are bots, and so are its defaults
    assert set(OPPONENTS) <= set(BOTS) and len(set(OPPONENTS)) == len(OPPONENTS)
    assert DEFAULT_OPPONENT in OPPONENTS and PARTNER in BOTS


def test_a_newcomer_starts_against_the_beginner() -> None:
    """A table starts against the beginner bot (issue 35): the weakest opponent that plays like a
    person, not the random one, nor the club player."""
    assert DEFAULT_OPPONENT == "beginner"
    assert OPPONENTS.index(DEFAULT_OPPONENT) == OPPONENTS.index("random") + 1


def legal_strings(hand: Hand, seat: int) -> set[str]:
    return {str(a) for a in observe(hand, seat).legal}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_random_bot_only_returns_legal_actions(preset: str, players: int) -> None:
    rules = Rules.preset(preset)
    e = ELEVEN_AT[preset]
    bot = get_bot("random")
    for seed, score in enumerate([(0, 0), (e, 1), (1, e), (e, e)] * 10):
        rng = random.Random(seed)
        hand = random_hand(rules, players, score, seed)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            obs = observe(hand, seat)
            action = bot.choose(obs, rng)
            assert isinstance(action, Action)
            assert str(action) in legal_strings(hand, seat)
            hand.apply(action)  # the engine agrees


def test_random_bot_plays_by_position_in_a_blind_hand() -> None:
    hand = random_hand(Rules.preset("mineiro"), 2, (10, 10), 1)
    seat = hand.to_act
    assert seat is not None
    action = get_bot("random").choose(observe(hand, seat), random.Random(0))
    assert action.card is None  # it cannot name a card it cannot see


def test_random_bot_with_nothing_to_do_refuses() -> None:
    hand = random_hand(Rules(), 2, (0, 0), 3)
    idle = 1 - (hand.to_act or 0)
    with pytest.raises(ValueError, match="nothing to do"):
        get_bot("random").choose(observe(hand, idle), random.Random(0))


def test_random_bot_uses_every_kind_of_action() -> None:
    seen: set[str] = set()
    bot = get_bot("random")
    for seed in range(60):
        rng = random.Random(seed)
        hand = random_hand(Rules(), 2, (0, 0), seed)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            action = bot.choose(observe(hand, seat), rng)
            seen.add(action.kind.value)
            hand.apply(action)
    assert seen == {"play", "cover", "raise", "accept", "fold"}


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_only_returns_legal_actions(name: str) -> None:
    """Whatever the bot, in normal hands, hands of eleven and blind iron hands, 2 and 4 players."""
    bot = get_bot(name)
    cheap = name in ("random", "heuristic")
    cases = [("paulista", 2, (0, 0)), ("paulista", 4, (11, 3)), ("paulista-fpt", 2, (11, 11)),
             ("mineiro", 4, (10, 10)), ("mineiro", 2, (4, 10)), ("paulista-fpt", 4, (2, 7))]
    for seed, (preset, players, score) in enumerate(cases * (3 if cheap else 1)):
        rng = random.Random(seed)
        hand = random_hand(Rules.preset(preset), players, score, seed)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            action = bot.choose(observe(hand, seat), rng)
            assert str(action) in legal_strings(hand, seat), (name, preset, str(action))
            hand.apply(action)


def _reshuffled(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """The same position for ``seat`` with every card it cannot see dealt again at random."""
    played = [{p.card for r in hand.rounds for p in r.plays if p.seat == s}
              | {p.card for p in hand.table if p.seat == s} for s in range(hand.players)]
    hidden = [c for s in range(hand.players) if s != seat for c in hand.hands[s]]
    used = {c for h in hand.deal.hands for c in h} | ({hand.deal.vira} if hand.deal.vira else set())
    pool = hidden + [c for c in DECK if c not in used]
    rng.shuffle(pool)
    hands = []
    for s in range(hand.players):
        if s == seat:
            hands.append(hand.deal.hands[s])
            continue
        # played cards keep their dealt positions (a blind hand plays by position)
        hands.append(tuple(c if c in played[s] else pool.pop() for c in hand.deal.hands[s]))
    twin = Hand(hand.rules, Deal(tuple(hands), hand.deal.vira), dealer=hand.dealer, score=hand.score)
    for step in hand.log:
        twin.apply(step.action)
    return twin


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bots_decision_depends_only_on_its_observation(name: str) -> None:
    """Same observation and seed, hidden cards reshuffled: the same decision."""
    bot = get_bot(name)
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        players = 2 if seed % 2 else 4
        hand = random_hand(Rules.preset(PRESETS[seed % len(PRESETS)]), players, (0, 0), seed)
        for _ in range(rng.randrange(0, 5)):  # a few face-up moves into the hand
            if hand.finished:
                break
            moves = [a for a in hand.legal_actions() if a.kind.value != "cover" and str(a) != "fold"]
            hand.apply(rng.choice(moves))
        if hand.finished:
            continue
        seat = hand.to_act
        assert seat is not None
        twin = _reshuffled(hand, seat, random.Random(seed + 100))
        assert observe(twin, seat).to_json() == observe(hand, seat).to_json()
        first = bot.choose(observe(hand, seat), random.Random(seed))
        second = bot.choose(observe(twin, seat), random.Random(seed))
        assert first == second, (name, seed)
        checked += 1
    assert checked >= 6


def test_the_arena_is_reproducible_for_a_seed() -> None:
    first = run_arena("heuristic", "random", matches=6, seed=5, players=4)
    assert first == run_arena("heuristic", "random", matches=6, seed=5, players=4)
    assert sum(first["wins"]) == 6
    low, high = first["ci95"]
    assert 0 <= low <= first["win_rate"] <= high <= 1
    search = run_arena("search", "heuristic", matches=2, seed=9)
    assert search == run_arena("search", "heuristic", matches=2, seed=9)
