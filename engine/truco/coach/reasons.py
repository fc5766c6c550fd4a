"""Why a move: for every legal action of a seat, a reason code and its parameters saying what the
move does, from the seat's observation only.

The coach attaches one to each action it values (:func:`truco.coach.analysis.analyse`, key ``reason``:
``{"code": ..., **params}``); the site turns each code into one sentence per language (strings
``coach.why.<code>``). A reason is a fact of the position, never a guess about hidden cards:
which of the seat's cards beat, tie or lose to the strongest card the other team has on the
table, whether the seat's team already holds the round, whether taking or tying the round settles
the hand (only where nobody plays after the seat), what a call risks. The chances are the coach's
(``win``: the chance of winning the hand its analysis gives the action) or follow from the points
at stake (``need``).

Parameters: cards are card strings (``"4c"``; ``"covered"`` for a card nobody may see), seats are
ints, points are ints, chances are floats from 0 to 1.

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]],
...                            "actions": ["play 7h"]}).play()
>>> seat1 = observe(hand, 1)  # seat 1 answers 7h holding Q, 3 and A: Q and A and 3 all beat it
>>> reason(seat1, "play Qh")
{'code': 'wins-round-cheaply', 'card': 'Qh', 'beaten': '7h', 'kept': '3s'}
>>> reason(seat1, "play 3s")["code"], reason(seat1, "play 3s")["cheaper"]
('wins-round-high', 'Qh')
>>> reason(seat1, "raise", win=0.8)
{'code': 'raise', 'call': 'truco', 'offer': 3, 'win': 0.8}
"""

from __future__ import annotations

from typing import Any

from truco.core.actions import Action
from truco.core.cards import Card
from truco.core.hand import Meaning
from truco.core.rounds import settle_hand
from truco.core.seats import team_of
from truco.core.strength import COVERED
from truco.view import Choice, HandView, SeenPlay

#: Every code a reason may have, with a gloss for developers (the site words each one).
CODES: dict[str, str] = {
    # a card face up, answering cards on the table
    "wins-hand": "takes the round, and with it the hand (nobody plays after the seat)",
    "wins-round-cheaply": "the lowest of the seat's cards that beats the other team's best card "
                          "on the table, while a stronger one (kept) would beat it too",
    "wins-round": "beats the other team's best card on the table: no other card of the seat does",
    "wins-round-high": "beats the other team's best card, but a lower card (cheaper) would too",
    "ties-wins-hand": "ties the round, and the tie settles the hand for the seat's team",
    "ties-round": "the round ends up tied: the two teams' best cards are equally strong",
    "partner-holds": "the partner's card already holds the round: the seat throws its lowest",
    "partner-holds-high": "the partner's card already holds the round, yet a card above the "
                          "seat's lowest is spent",
    "cannot-win": "no card of the seat beats or ties the other team's best: it throws its lowest",
    "cannot-win-high": "no card of the seat beats or ties the other team's best, and this is "
                       "not its lowest",
    "keeps-best": "a lower card, keeping the seat's strongest (kept) for later",
    # a card face up, leading the round
    "leads-strongest": "leads the round with the seat's strongest card",
    "last-card": "leads with the only card left",
    # other plays
    "cover": "covers a card: it counts as the weakest card and nobody else sees it",
    "blind-card": "the blind iron hand: nobody sees their own cards, any position is alike",
    # calls
    "raise": "raises the hand (call, offer) on the seat's turn; win: the coach's chance",
    "reraise": "accepts the raise (accepted) and raises again (offer)",
    "accept": "accepts the raise: need is the chance of winning above which accepting beats "
              "folding (from the offer and what folding pays), win the coach's chance",
    "fold": "folds to the raise: the raisers score pays instead of playing for offer",
    "surrender": "gives the hand up on the seat's turn: the others score pays",
    "play-eleven": "plays the hand of eleven (value): need and win as for accept",
    "decline-eleven": "declines the hand of eleven: the others score pays",
}


def reason(view: HandView, action: str | Action, *, win: float | None = None) -> dict[str, Any]:
    """The reason of one legal action of the seat to act: ``{"code": ..., **params}``.

    ``view`` is the observation of the seat to act; ``win`` the chance of winning the hand the
    coach gives the action (the calls' reasons quote it). Raises ``ValueError`` for an action
    that is not legal here.

    >>> from truco.notation.scenario import Scenario
    >>> from truco.observation import observe
    >>> hand = Scenario.from_json({"vira": "4d", "hands": [["7h", "Kc", "4s"], ["Qh", "6s", "4h"]],
    ...                            "actions": ["play 7h"]}).play()
    >>> [reason(observe(hand, 1), a)["code"] for a in ("play Qh", "play 6s", "play 4h")]
    ['wins-round', 'keeps-best', 'keeps-best']
    """
    text = str(action)
    for choice in view.choices:
        if str(choice.action) == text:
            return choice_reason(view, choice, win=win)
    raise ValueError(f"{text!r} is not a legal action of the seat to act")


def choice_reason(view: HandView, choice: Choice, *, win: float | None = None) -> dict[str, Any]:
    """:func:`reason` of one of ``view.choices``."""
    meaning = choice.step.meaning
    chance = {} if win is None else {"win": round(win, 3)}
    if meaning in (Meaning.PLAY, Meaning.COVER, Meaning.BLIND_PLAY):
        card = choice.action.card
        if meaning is Meaning.BLIND_PLAY or card is None or card not in view.own:
            return {"code": "blind-card", "slot": choice.action.slot}
        if meaning is Meaning.COVER:
            return {"code": "cover", "card": str(card)}
        return _play(view, card)
    if meaning is Meaning.RAISE:
        return {"code": "raise", "call": choice.step.call_name, "offer": choice.step.offer,
                **chance}
    pending = view.pending
    if meaning is Meaning.RERAISE and pending is not None:
        return {"code": "reraise", "call": choice.step.call_name, "offer": choice.step.offer,
                "accepted": pending.offer, **chance}
    if meaning is Meaning.ACCEPT and pending is not None:
        pays = _pays(view, Meaning.FOLD)
        return {"code": "accept", "offer": pending.offer, "pays": pays,
                "need": _break_even(pending.offer, pays), **chance}
    if meaning is Meaning.ACCEPT_ELEVEN:
        pays = _pays(view, Meaning.DECLINE_ELEVEN)
        return {"code": "play-eleven", "value": view.value, "pays": pays,
                "need": _break_even(view.value, pays), **chance}
    if meaning is Meaning.DECLINE_ELEVEN:
        return {"code": "decline-eleven", "value": view.value, "pays": choice.pays}
    if meaning is Meaning.FOLD:
        offer = None if pending is None else pending.offer
        return {"code": "fold", "pays": choice.pays, "offer": offer}
    return {"code": "surrender", "pays": choice.pays}


def _break_even(value: int, pays: int) -> float:
    """The chance of winning above which playing for ``value`` beats giving up ``pays``: a won
    hand brings ``value``, a lost one costs it, so ``value * (2p - 1) = -pays`` (leaving out
    later raises and hands nobody wins).

    >>> _break_even(3, 1), _break_even(6, 3)
    (0.333, 0.25)
    """
    return round((value - pays) / (2 * value), 3) if value else 0.0


def _pays(view: HandView, meaning: Meaning) -> int:
    """What giving up this way would pay the other team (0 when it is not a legal action)."""
    return next((c.pays or 0 for c in view.choices if c.step.meaning is meaning), 0)


def _strength(view: HandView, play: SeenPlay) -> int:
    return COVERED if play.covered or play.card is None else view.strengths[play.card]


def _shown(play: SeenPlay) -> str:
    return "covered" if play.covered or play.card is None else str(play.card)


def _play(view: HandView, card: Card) -> dict[str, Any]:
    """A card of the seat's, face up: what it does to the round."""
    strengths = view.strengths
    own = sorted(view.own, key=lambda c: strengths[c])  # weakest first
    mine = strengths[card]
    lowest = strengths[own[0]]
    others = [c for c in own if c != card]
    kept = max(others, key=lambda c: strengths[c]) if others else None
    team = view.team
    ours = [p for p in view.table if team_of(p.seat) == team]
    theirs = [p for p in view.table if team_of(p.seat) != team]
    if not theirs:  # leading the round (in pairs, the other team always plays before a partner)
        if kept is None:
            return {"code": "last-card", "card": str(card)}
        if mine >= strengths[kept]:
            return {"code": "leads-strongest", "card": str(card)}
        return {"code": "keeps-best", "card": str(card), "kept": str(kept)}
    top = max(theirs, key=lambda p: _strength(view, p))
    their_best = _strength(view, top)
    beaten = _shown(top)
    partner = max(ours, key=lambda p: _strength(view, p)) if ours else None
    held = -2 if partner is None else _strength(view, partner)  # below even a covered card
    if held > their_best:  # the partner already holds the round
        assert partner is not None
        if mine == lowest:
            return {"code": "partner-holds", "card": str(card), "partner": _shown(partner),
                    "seat": partner.seat}
        return {"code": "partner-holds-high", "card": str(card), "partner": _shown(partner),
                "seat": partner.seat, "lowest": str(own[0])}
    last = len(view.table) == view.players - 1
    best_after = max(held, mine)
    if best_after > their_best:  # the card takes the round (so far, if others play after)
        if last and _settles(view, team):
            return {"code": "wins-hand", "card": str(card), "beaten": beaten}
        winners = [c for c in own if strengths[c] > their_best]
        if len(winners) == 1:
            return {"code": "wins-round", "card": str(card), "beaten": beaten}
        if mine == strengths[winners[0]]:
            stronger = max((c for c in winners if c != card), key=lambda c: strengths[c])
            return {"code": "wins-round-cheaply", "card": str(card), "beaten": beaten,
                    "kept": str(stronger)}
        return {"code": "wins-round-high", "card": str(card), "beaten": beaten,
                "cheaper": str(winners[0])}
    if best_after == their_best:  # the round ends up tied
        tying = str(card) if mine == their_best or partner is None else _shown(partner)
        if last and not _may_expose(view) and _settles(view, None):
            return {"code": "ties-wins-hand", "card": tying, "tied": beaten}
        return {"code": "ties-round", "card": tying, "tied": beaten}
    if all(strengths[c] < their_best for c in own) and held < their_best:
        if mine == lowest:
            return {"code": "cannot-win", "card": str(card), "beaten": beaten}
        return {"code": "cannot-win-high", "card": str(card), "beaten": beaten,
                "lowest": str(own[0])}
    assert kept is not None  # another card would have taken or tied the round
    return {"code": "keeps-best", "card": str(card), "kept": str(kept)}


def _settles(view: HandView, winner: int | None) -> bool:
    """Whether this round going to ``winner`` (``None``: a tie) settles the hand for the seat's
    team (its team wins the hand at once)."""
    settled = settle_hand([*view.results, winner], view.rules, kind=view.kind, mao=view.mao,
                          dealer=view.dealer,
                          eleven_team=None if view.decider is None else team_of(view.decider))
    return settled is not None and settled.team == view.team and settled.points != 0


def _may_expose(view: HandView) -> bool:
    """Whether a tie in this round could fall under the federation's exposed card (a raise made
    in this round while a card was on the table): the tie then may lose the hand instead."""
    if not view.rules.exposed_card:
        return False
    return any(s.round == view.round and s.meaning in (Meaning.RAISE, Meaning.RERAISE)
               for s in view.history)
