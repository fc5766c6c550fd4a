"""The differential check "re-deal what the seat cannot see": the same hand with every card a seat
cannot see dealt anew (other seats' held and covered cards, the undealt deck, and in a blind iron
hand the seat's own unplayed cards) must give that seat exactly the same answers — its
observation, the coach's analysis of it, every bot's decision from it, the review of its
decisions, a game opened there.
Used by ``tests/support/fuzz.py`` and ``test_redeal.py``."""

from __future__ import annotations

import json
import random
from typing import Any

from engine_kit import visible_cards

from truco.bots import get_bot
from truco.bots.search import SearchBot
from truco.coach.analysis import analyse
from truco.coach.review import review
from truco.core.actions import Action, Kind
from truco.core.cards import DECK, Card
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.play.game import HUMAN, Game


def author_text(action: Action) -> str:
    """An applied action as the author of a fully dealt scenario writes it (a blind play by its
    card, which a fully dealt scenario may name)."""
    if action.slot is not None and action.card is not None:
        return str(Action(Kind.PLAY, card=action.card))
    return str(action)


def redeal(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """``hand`` with every card ``seat`` cannot see replaced by a random unseen card."""
    seen = {Card.parse(c) for c in visible_cards(hand, seat)}
    dealt = [c for held in hand.deal.hands for c in held]
    hidden = [c for c in dealt if c not in seen]
    pool = [c for c in DECK if c not in seen]  # hidden dealt cards and the undealt deck
    rng.shuffle(pool)
    new = dict(zip(hidden, pool, strict=False))
    hands = tuple(tuple(new.get(c, c) for c in held) for held in hand.deal.hands)
    actions = []
    for step in hand.log:
        text = author_text(step.action)
        card = step.action.card
        if card is not None and card in new:  # a covered card nobody else saw
            text = text.replace(str(card), str(new[card]))
        actions.append(text)
    scenario = Scenario(hand.rules, Deal(hands, hand.deal.vira), hand.players, hand.score,
                        hand.dealer, tuple(actions))
    return scenario.play()


def code_of(hand: Hand) -> str:
    return Scenario(hand.rules, hand.deal, hand.players, hand.score, hand.dealer,
                    tuple(author_text(s.action) for s in hand.log)).to_code()


def _same(a: Any, b: Any, what: str) -> None:
    if a != b:
        raise AssertionError(f"{what} depends on cards the seat cannot see:\n{json.dumps(a)[:600]}"
                             f"\n{json.dumps(b)[:600]}")


def check_redeal(hand: Hand, seat: int, rng: random.Random, *, worlds: int = 30) -> list[str]:
    """Check every answer to ``seat`` at this position against a re-dealt twin; the checks made."""
    twin = redeal(hand, seat, rng)
    done = ["observation"]
    _same(observe(hand, seat).to_json(), observe(twin, seat).to_json(), "the observation")
    if hand.to_act == seat:
        seed = rng.randrange(1000)
        _same(analyse(observe(hand, seat), seed=seed, worlds=worlds).to_json(),
              analyse(observe(twin, seat), seed=seed, worlds=worlds).to_json(), "the analysis")
        done.append("analysis")
        for bot in [get_bot(b) for b in ("random", "heuristic", "greedy")] + [
                SearchBot(worlds=8, playouts=24)]:  # a bot decides from the observation only
            picks = [str(bot.choose(observe(h, seat), random.Random(seed))) for h in (hand, twin)]
            _same(picks[0], picks[1], f"the {bot.name} bot's decision")
        done.append("bots")
    if hand.finished:
        _same(review(hand, seat=seat, worlds=worlds), review(twin, seat=seat, worlds=worlds),
              "the review")
        done.append("review")
    if seat == HUMAN and hand.to_act == HUMAN:  # a game opened here: nobody moves before seat 0
        states = [Game.new(code=code_of(h), opponents="random", seed=1).state() for h in (hand, twin)]
        for state in states:
            state.pop("token")  # the token carries the code: it is the page's, not the seat's
        _same(states[0], states[1], "a game opened at this position")
        done.append("game")
    return done
