"""Reason codes: every ruling the engine makes names its reason and parameters.

The site turns each code into a sentence in each language; ``REASONS`` is the closed list
(tests check that every code has a sentence in es, pt and en).

>>> Ruling("manilha-suit", winner="5c", loser="5h").to_json()
{'code': 'manilha-suit', 'params': {'winner': '5c', 'loser': '5h'}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Ruling:
    """A decision of the rules: a reason code and its parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, code: str, /, **params: Any) -> None:
        if code not in REASONS:
            raise KeyError(f"unknown reason code {code!r}")
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", params)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


#: Every reason code, with a one-line English gloss (the site has full sentences per language).
REASONS: dict[str, str] = {
    # comparing two cards
    "manilha-suit": "both are manilhas: the suit decides (clubs > hearts > spades > diamonds)",
    "manilha-beats-ordinary": "a manilha beats every ordinary card",
    "higher-rank": "neither is a manilha: the higher rank wins (4 5 6 7 Q J K A 2 3)",
    "same-rank-tie": "same rank, neither a manilha: suits do not matter, they tie",
    "covered-loses": "a covered card loses to any face-up card",
    "covered-tie": "two covered cards tie",
    # rounds
    "round-won": "the team holding the strongest card wins the round",
    "round-tied": "the strongest card is held by both teams: the round is tied",
    "partners-top": "partners tied at the top: their team wins the round",
    # who leads
    "lead-winner": "the player of the winning card leads the next round",
    "lead-tie": "after a tie, the first player of a tied top card leads",
    # how a hand is decided
    "two-wins": "a team won two rounds",
    "win-plus-tie": "one win and one tie: the team with the win takes the hand",
    "first-round-decides": "one win each and the third round tied: the first round's winner wins",
    "third-round-decides": "two ties: the third round decides",
    "three-ties-mao": "all three rounds tied: the mão's team wins",
    "three-ties-nobody": "all three rounds tied: nobody scores",
    "three-ties-dealer": "all three rounds tied: the dealer's team wins",
    "three-ties-eleven": "all three rounds tied in a hand of eleven: the team at eleven scores "
                         "nothing and the other team scores",
    "three-ties-iron": "all three rounds tied in the iron hand: nobody scores",
    "exposed-card": "a round tied with a card that was already on the table when the last raise "
                    "was made: the raising team loses the hand",
    "fold-pays-previous": "a raise was folded: the raising team scores the value before the raise",
    "surrender": "a player surrendered: the other team scores the current hand value",
    "eleven-fold": "the hand of eleven was declined: the other team scores",
    # payouts and the match
    "hand-value": "the winner scores the hand's value",
    "score-capped": "the score is capped at the target",
    "match-won": "a team reached the target and won the match",
    # decisions of the hand of eleven / iron hand
    "eleven-decides": "the team at eleven decides whether to play the hand",
    "iron-hand": "both teams at eleven: the iron hand is played, worth the eleven value",
    # why an action is illegal
    "hand-over": "the hand is over",
    "not-your-turn": "it is not this seat's turn",
    "raise-pending": "a raise is waiting for an answer",
    "no-raise-pending": "there is no raise to answer",
    "eleven-pending": "the hand of eleven decision comes first",
    "no-eleven-pending": "there is no hand-of-eleven decision to make",
    "card-not-in-hand": "the card is not in this player's hand",
    "cover-too-early": "covering is not allowed in this round",
    "cover-blind": "no covered cards in a blind iron hand",
    "blind-slot": "in a blind iron hand a card is chosen by its position",
    "ladder-locked": "the ladder is locked in a hand of eleven or an iron hand",
    "ladder-top": "nothing above the top step of the ladder",
    "alternation": "the team that made the last raise cannot make the next one",
    "unknown-action": "the action is not one of play, cover, raise, accept, fold",
}


#: Every error code of bad input (the site has a sentence for each, like the reasons).
ERRORS: dict[str, str] = {
    "bad-code": "That link does not hold a valid scenario code.",
    "bad-code-version": "That scenario code is from a version this site does not know.",
    "bad-players": "Truco is played by 2, or by 4 in pairs.",
    "missing-vira": "The vira is missing: pick the turned-up card.",
    "unexpected-vira": "This preset has fixed manilhas and no vira.",
    "bad-score": "Each team's score runs from 0 to one less than the target.",
    "unknown-option": "That rule option does not exist.",
    "bad-option": "That value does not fit that rule option.",
    "unknown-preset": "No such preset: they are paulista, paulista-fpt and mineiro.",
    "bad-rules": "Rules are a preset name, or a preset with options.",
    "duplicate-card": "{card} is already in play (or is the vira): every card exists only once.",
    "card-not-in-deck": "There are no 8s, 9s or 10s in the 40-card deck.",
    "bad-card": "That card cannot be read: write rank and suit, like Qh or 3\u2663.",
    "bad-rank": "No such rank: the ranks are 4 5 6 7 Q J K A 2 3.",
    "bad-suit": "No such suit: the suits are c h s d (\u2663 \u2665 \u2660 \u2666).",
    "bad-cards": "Two cards are needed (or four, in pairs), in playing order.",
    "bad-hands": "Each player needs a list of cards.",
    "bad-hand-size": "Each player gets exactly three cards.",
    "missing-hands": "The hands are missing: three cards for each player.",
    "bad-dealer": "The dealer must be one of the seats at the table.",
    "bad-json": "That text is not valid JSON.",
    "bad-scenario": "That scenario does not describe a valid hand.",
    "unknown-field": "The scenario has an unknown field.",
    "bad-actions": "Actions come as a list of strings.",
    "bad-action": "That action cannot be read: actions are play, cover, raise, accept and fold.",
    "illegal-action": "That action is not allowed right now.",
    "missing-scenario": "The scenario is missing.",
    "bad-outcomes": "Each round is won by a team or tied; there are three at most.",
    "bad-kind": "The kind of hand is normal, eleven or iron.",
    "unknown-game": "That game is no longer open: start a new one.",
    "unknown-bot": "No such opponent.",
    "bad-seed": "The seed must be a whole number.",
    "bad-position": "That position holds a move the rules do not allow.",
    "hand-not-over": "The hand is not over yet.",
    "not-chance": "It is not time to deal.",
    "not-dealt": "No hand has been dealt yet.",
    "nothing-to-undo": "There is nothing to undo.",
    "bad-request": "The request to the engine is malformed.",
    "unknown-op": "The engine does not know that request.",
    "internal": "The engine hit an unexpected error.",
    "unreadable-file": "The file could not be read.",
    "bad-command": "That command is not valid.",
}
