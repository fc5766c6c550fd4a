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


#: Every reason code, with a one-line gloss for developers (the site words each code in its i18n
#: files, per language; these glosses are never shown to readers).
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
    # the match
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
    "card-not-in-hand": "the card is not in this player's hand",
    "cover-too-early": "covering is not allowed in this round",
    "cover-never": "these rules never allow a covered card",
    "cover-blind": "no covered cards in a blind iron hand",
    "blind-slot": "in a blind iron hand a card is chosen by its position",
    "slot-not-blind": "a card is chosen by its position only in a blind iron hand",
    "ladder-locked": "the ladder is locked in a hand of eleven or an iron hand",
    "ladder-top": "nothing above the top step of the ladder",
    "alternation": "the team that made the last raise cannot make the next one",
}


#: Every error code of bad input. The engine keeps codes and parameters; the sentences live in
#: the site's i18n files (``site_src/i18n/reasons.json``), one per code and language.
ERRORS: tuple[str, ...] = (
    # scenarios, codes and rules
    "bad-code", "bad-code-version", "bad-players", "missing-vira", "unexpected-vira", "bad-score",
    "unknown-option", "bad-option", "unknown-preset", "bad-rules", "duplicate-card",
    "card-not-in-deck", "bad-card", "bad-rank", "bad-suit", "bad-cards", "bad-hands",
    "bad-hand-size", "missing-hands", "bad-dealer", "bad-viewer", "bad-scenario", "unknown-field",
    "bad-actions", "bad-action", "illegal-action", "missing-scenario", "bad-outcomes", "bad-kind",
    "too-many-actions", "vira-in-hand", "ladder-too-long", "above-target",
    # the training game
    "unknown-game", "unknown-bot", "bad-seed", "bad-position", "bad-token", "hand-not-over",
    "not-chance", "not-dealt", "nothing-to-undo", "blind-secret",
    # puzzles (truco.teach.puzzles, truco.gallery)
    "bad-puzzle", "unknown-puzzle", "puzzle-kind", "puzzle-needs-choice", "puzzle-needs-round",
    "puzzle-needs-end", "puzzle-show-play", "bad-answer",
    # ... and the reasons of a bad-puzzle refusal of a teacher's words (truco.teach.puzzles.plain_text)
    "puzzle-title-long", "puzzle-title-control", "puzzle-note-long", "puzzle-note-control",
    # the solved hand of eleven (op eleven_solution); the solved hand asked where it does not apply
    "not-eleven-decision", "no-solution",
    # the spot trainer (truco.teach.trainer)
    "bad-spot", "no-spot", "solution-not-loaded",
    # the boundary: the facade and the command line
    "bad-json", "bad-request", "bad-text", "too-large", "too-deep", "number-too-large",
    "unknown-op", "internal", "unreadable-file", "bad-command", "over-budget",
    # the offline solver's command line (python -m truco solve)
    "bad-iterations", "missing-numpy",
)
