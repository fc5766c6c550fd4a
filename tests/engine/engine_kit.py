"""Small helpers shared by the engine tests: build scenarios, play them, read results.

Test deals avoid every card that is a manilha in some preset (the ``5``s under the default
vira ``4d``, and ``4c 7h As 7d`` in ``mineiro``), so one deal means the same in every preset.
"""

from __future__ import annotations

import json
import re
from typing import Any

from truco.core.cards import DECK, Card
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.notation.replay import replay
from truco.notation.scenario import Scenario
from truco.observation import observe

PRESETS = ("paulista", "paulista-fpt", "mineiro")
VIRA_PRESETS = ("paulista", "paulista-fpt")
#: The vira used when a test does not care: it makes the 5s manilhas, which test deals avoid.
VIRA = "4d"
#: Cards that are ordinary in every preset under :data:`VIRA`.
NEUTRAL = tuple(str(c) for c in DECK
                if c.rank.value != "5" and str(c) not in ("4c", "7h", "As", "7d", "4d"))

LADDERS = {"paulista": [1, 3, 6, 9, 12], "paulista-fpt": [1, 3, 6, 9, 12],
           "mineiro": [2, 4, 6, 10, 12]}
ELEVEN_AT = {"paulista": 11, "paulista-fpt": 11, "mineiro": 10}
ELEVEN_VALUE = {"paulista": 3, "paulista-fpt": 3, "mineiro": 4}
ELEVEN_FOLD_PAYS = {"paulista": 1, "paulista-fpt": 1, "mineiro": 2}


def spec(preset: str = "paulista", **options: Any) -> str | dict[str, Any]:
    """A rules spec: the preset name, or the preset with overrides."""
    return {"preset": preset, **options} if options else preset


def scenario(hands: list[list[str]], actions: list[str] | tuple[str, ...] = (), *,
             rules: str = "paulista", vira: str | None = VIRA, score: tuple[int, int] | None = None,
             dealer: int | None = None, **options: Any) -> dict[str, Any]:
    """Scenario JSON; the vira is dropped for fixed-manilha presets."""
    rules_spec = spec(rules, **options)
    data: dict[str, Any] = {"rules": rules_spec, "players": len(hands), "hands": hands,
                            "actions": list(actions)}
    if Rules.from_spec(rules_spec).uses_vira and vira is not None:
        data["vira"] = vira
    if score is not None:
        data["score"] = list(score)
    if dealer is not None:
        data["dealer"] = dealer
    return data


def play(data: dict[str, Any]) -> Hand:
    """The hand after the scenario's actions."""
    return Scenario.from_json(data).play()


def result(data: dict[str, Any]) -> dict[str, Any]:
    """The replay result of a scenario."""
    return replay(Scenario.from_json(data))


def legal(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def subset(full: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any]:
    """The keys of ``full`` named by ``expected`` (for readable assertion diffs)."""
    return {k: full.get(k) for k in expected}


_CARD_TOKENS = {str(c): re.compile(rf"(?<![A-Za-z0-9]){re.escape(str(c))}(?![A-Za-z0-9])")
                for c in DECK}


def cards_in_text(text: str) -> set[str]:
    """Every card name that appears as a token in ``text``."""
    return {name for name, rx in _CARD_TOKENS.items() if rx.search(text)}


def observation_text(hand: Hand, seat: int) -> str:
    """A seat's observation as JSON text, without the ``manilhas`` list (public by definition:
    it names the four strongest cards, not who holds them)."""
    data = observe(hand, seat).to_json()
    data.pop("manilhas", None)
    return json.dumps(data)


def visible_cards(hand: Hand, seat: int) -> set[str]:
    """The cards a seat may know about: the vira, face-up cards on the table and in finished
    rounds, its own cards (unless blind) and covered cards, and its partner's three dealt cards when
    it decides a hand of eleven in pairs (it saw them before any card: one the partner covers later
    is still known to it)."""
    seen: set[Card] = set()
    if hand.deal.vira is not None:
        seen.add(hand.deal.vira)
    plays = [*hand.table, *(p for r in hand.rounds for p in r.plays)]
    seen.update(p.card for p in plays if not p.covered or p.seat == seat)
    if not hand.blind:
        seen.update(hand.hands[seat])
    if hand.players == 4 and hand.decider == seat:
        seen.update(hand.deal.hands[(seat + 2) % 4])
    return {str(c) for c in seen}


#: Per round: (rank of the higher card, rank of the lower card); a tie uses the higher rank twice.
_SEQUENCE_RANKS = (("3", "6"), ("2", "J"), ("A", "Q"))


def sequence_scenario(outcomes: str, *, rules: str = "paulista", dealer: int = 1,
                      **kwargs: Any) -> dict[str, Any]:
    """A 2-player scenario whose rounds go as ``outcomes`` says, one letter per round:
    ``0``/``1`` the seat (= team) that wins it, ``T`` a tie. Seat 0 plays clubs, seat 1 hearts.
    Rounds not listed are not played (their cards stay in hand)."""
    hands: list[list[str]] = [[], []]
    plays: list[tuple[str, str]] = []
    for i, (high, low) in enumerate(_SEQUENCE_RANKS):
        outcome = outcomes[i] if i < len(outcomes) else "T"
        ranks = {"0": (high, low), "1": (low, high), "T": (high, high)}[outcome]
        card0, card1 = ranks[0] + "c", ranks[1] + "h"
        hands[0].append(card0)
        hands[1].append(card1)
        plays.append((card0, card1))
    actions: list[str] = []
    lead = (dealer + 1) % 2
    for i, outcome in enumerate(outcomes):
        card0, card1 = plays[i]
        first, second = (card0, card1) if lead == 0 else (card1, card0)
        actions += [f"play {first}", f"play {second}"]
        if outcome != "T":
            lead = int(outcome)
    return by_position(scenario(hands, actions, rules=rules, dealer=dealer, **kwargs))


def by_position(data: dict[str, Any]) -> dict[str, Any]:
    """In a blind iron hand cards are played by position: ``play Kc`` becomes ``play #2``."""
    if not Scenario.from_json({**data, "actions": []}).start().blind:
        return data
    actions = []
    for action in data["actions"]:
        kind, _, card = action.partition(" ")
        seat = next((s for s, hand in enumerate(data["hands"]) if card in hand), None)
        actions.append(f"play #{data['hands'][seat].index(card) + 1}"
                       if kind == "play" and seat is not None else action)
    return {**data, "actions": actions}


def random_hand(rules: Rules, players: int, score: tuple[int, int], seed: int) -> Hand:
    """A freshly dealt hand (dealer chosen by the seed)."""
    import random

    from truco.core.deal import Deal

    rng = random.Random(seed)
    deal = Deal.random(rules, players, rng)
    return Hand(rules, deal, dealer=rng.randrange(players), score=score)


def random_playout(hand: Hand, seed: int) -> list[Hand]:
    """Play random legal actions to the end; return a copy of the hand at every step."""
    import random

    rng = random.Random(seed)
    states = [hand.copy()]
    while not hand.finished:
        hand.apply(rng.choice(hand.legal_actions()))
        states.append(hand.copy())
    return states
