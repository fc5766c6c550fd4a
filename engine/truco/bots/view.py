"""A bot's reading of its observation: cards as objects, strengths, unseen cards, round state.

Only what the observation holds is used; the strength of a card comes from the engine's table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from truco.cards import DECK, Card
from truco.observation import Observation
from truco.rules import Rules
from truco.strength import COVERED, MANILHA_BASE, strength_table


@dataclass(frozen=True)
class View:
    obs: Observation

    @property
    def data(self) -> dict[str, object]:
        return self.obs.data

    @cached_property
    def rules(self) -> Rules:
        return Rules.from_spec(self.obs.data["rules"])

    @cached_property
    def vira(self) -> Card | None:
        v = self.obs.data["vira"]
        return None if v is None else Card.parse(str(v))

    @cached_property
    def strengths(self) -> dict[Card, int]:
        return strength_table(self.rules, self.vira)

    @property
    def seat(self) -> int:
        return self.obs.seat

    @property
    def team(self) -> int:
        return self.obs.seat % 2

    @property
    def players(self) -> int:
        return int(self.obs.data["players"])

    @cached_property
    def hand(self) -> list[Card]:
        """Own cards still held (empty in a blind hand)."""
        cards = self.obs.hand
        return [] if cards is None else [Card.parse(c) for c in cards]

    @cached_property
    def partner_hand(self) -> list[Card]:
        cards = self.obs.data.get("partner_hand")
        return [] if not cards else [Card.parse(str(c)) for c in cards]

    @cached_property
    def seen(self) -> set[Card]:
        """Every card this seat knows the place of: own, partner's if shown, vira, face-up plays."""
        known = set(self.hand) | set(self.partner_hand)
        if self.vira is not None:
            known.add(self.vira)
        for step in self.obs.data["history"]:
            if "card" in step:
                known.add(Card.parse(step["card"]))
        return known

    @cached_property
    def unseen(self) -> list[Card]:
        """Cards whose place this seat does not know (in others' hands, covered, or undealt)."""
        return [c for c in DECK if c not in self.seen]

    def power(self, card: Card) -> float:
        """Share of the unseen cards that ``card`` beats (ties count half)."""
        mine = self.strengths[card]
        pool = self.unseen
        if not pool:
            return 1.0
        score = 0.0
        for other in pool:
            theirs = self.strengths[other]
            score += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        return score / len(pool)

    def is_manilha(self, card: Card) -> bool:
        return self.strengths[card] >= MANILHA_BASE

    @cached_property
    def results(self) -> list[int | None]:
        """Round winners so far (team, or ``None`` for a tie)."""
        return [r["winner"] for r in self.obs.data["rounds"]]

    @cached_property
    def table(self) -> list[tuple[int, int]]:
        """(seat, strength) of the cards on the table this round; covered cards are weakest."""
        out = []
        for play in self.obs.data["table"]:
            covered = play["covered"]
            card = play["card"]
            out.append((play["seat"], COVERED if covered or card is None
                        else self.strengths[Card.parse(card)]))
        return out

    def best_on_table(self, team: int) -> int | None:
        """The strongest strength on the table played by ``team``."""
        values = [s for seat, s in self.table if seat % 2 == team]
        return max(values) if values else None

    def win_chance(self) -> float:
        """A rough chance that this seat's team wins the hand from here."""
        powers = sorted((self.power(c) for c in self.hand), reverse=True)
        if self.partner_hand:
            extra = sorted((self.power(c) for c in self.partner_hand), reverse=True)
            powers = [1 - (1 - a) * (1 - b) for a, b in zip(powers, extra, strict=False)] or powers
        return hand_chance(powers, self.results, self.team, self.players)


def hand_chance(powers: list[float], results: list[int | None], team: int, players: int) -> float:
    """A rough chance of winning the hand from the powers of the cards held (best first) and the
    round results so far. Powers are the share of unseen cards each card beats."""
    if players == 4:
        powers = [min(1.0, p * 1.1) for p in powers]
    won = results.count(team)
    lost = results.count(1 - team)
    ties = results.count(None)
    if not powers:
        return 0.5
    p = powers + [0.5] * (3 - len(powers))
    if won == 1 and lost == 0:  # a tie or a win from here takes it
        return 1 - (1 - p[0]) * (1 - p[1]) if len(results) == 1 else p[0]
    if lost == 1 and won == 0 and ties == 0:
        return p[0] * p[1] if len(results) == 1 else 0.0
    if ties >= 1 and won == 0 and lost == 0:
        return p[0]
    if won == 1 and lost == 1:
        return p[0]
    # the start of the hand: two of three
    a, b, c = p[0], p[1], p[2]
    return a * b + a * (1 - b) * c + (1 - a) * b * c
