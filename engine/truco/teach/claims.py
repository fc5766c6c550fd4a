"""Claims: the facts a gallery puzzle's teaching point states, in a form the engine checks.

A point is prose (es, pt, en); next to it an entry carries ``"claims"``, a list of JSON objects,
each with a ``kind``. :func:`check_claims` works every claim out with the engine and returns what
does not hold: a point whose claims hold says nothing the engine contradicts. A claim restates no
answer: it checks the lesson (a rule, a card order, the coach's values), often on other cards than
the puzzle's.

Where a claim is checked: at the puzzle's position (its scenario after every action, seen from
the student's seat), or at a variant given by ``"actions"`` (other actions from the same deal,
written as in a scenario code: ``"3c"`` plays, ``"c3c"`` covers, ``"s2"`` plays blind,
``"raise"``, ``"accept"``, ``"fold"``; ``[]`` is the start of the hand) or by ``"scenario"`` (a
whole scenario code, seen from the seat to act, or seat 0 once the hand is over). Every kind
accepts either key.

The coach's values, for the seat to act (a ``play`` puzzle, or a variant where a seat has a
choice; :func:`truco.coach.analysis.analyse` as :meth:`truco.teach.puzzles.Puzzle.solution` runs it):

- ``{"kind": "best", "action": A}``: A is one of the coach's best actions.
- ``{"kind": "chance", "action": A, "is": "certain" | "never"}``, or with ``"at_least"`` and/or
  ``"at_most"`` (0 to 1): A's chance of winning the hand. ``certain`` is exactly 1.0 and ``never``
  exactly 0.0, as the coach reports them (to three decimals): 0.997 is not certain.
- ``{"kind": "margin", "action": A, "over": B, "at_least": d, "at_most": d}`` (either bound):
  A's expected points minus B's.
- ``{"kind": "grade", "action": A, "no_better_than": G, "no_worse_than": G}`` (either bound):
  A's grade (:data:`truco.coach.grades.GRADE_NAMES`, best first).

Facts of the rules at the position (its rules, vira, seats, score):

- ``{"kind": "manilhas", "cards": [four cards, strongest first], "vira"?: V}``: the manilhas
  (under vira V instead of the position's).
- ``{"kind": "compare", "cards": S, "against": S, "result": R}``: every card of one set against
  every card of the other (the same card is skipped) ends as R for the first: ``win``, ``lose``,
  ``tie`` or ``win-or-tie``. A set is a card (``"3c"``), a rank (``"3"``: its four suits), a list
  of those, or ``"manilhas"``, ``"ordinary"``, ``"face-up"`` (every card but the vira),
  ``"covered"`` (a covered card) or ``"opponents"``: every card an opponent of the seat may still
  hold, over every deal consistent with what the seat has seen.
- ``{"kind": "round", "first": seat, "plays": ["3c", "c4d", ...], "winner": team | null,
  "lead"?: seat}``: a round with these plays, in seat order from ``first``.
- ``{"kind": "rounds", "results": [team | null, ...], "winner": team | null | "open", "why"?:
  code}``: how these round results settle the hand (``open``: it goes on), and by which ruling.
- ``{"kind": "ladder", "values": [...], "fold_pays"?: [...], "names"?: [...]}``: the ladder, what
  folding each call pays and the calls' names.
- ``{"kind": "position", ...}``: facts of the hand there, any of ``value``, ``mao``, ``decider``
  (the seat deciding a hand of eleven, or null), ``blind``, ``can_raise`` (the seat to act may
  raise), ``finished``, ``rounds`` (the round winners so far), ``lead`` (who leads after the last
  round), ``to_act`` (the seat to act, or null), ``played`` (cards played so far), and once the
  hand is over ``winner``, ``points`` (what it pays), ``why`` (the ruling's code) and ``score``
  (the match score after it, capped at the target).
- ``{"kind": "sees", "seat": S, "whose": T, "sees"?: true | false}``: whether seat S's view
  shows every card seat T holds.

>>> from truco.gallery import entry
>>> check_claims(entry("manilhas-1"))
[]
>>> made_up = {**entry("first-round-3"), "claims": [
...     {"kind": "chance", "action": "play 5c", "is": "certain"}, {"kind": "luck"}]}
>>> for failure in check_claims(made_up):
...     print(failure)
claim 1 (chance): 'play 5c' wins the hand with a chance of 0.997, not for certain (1.0)
claim 2: unknown claim kind 'luck'; kinds are best, chance, margin, grade, manilhas, compare, round, \
rounds, ladder, position, sees
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from truco import gallery
from truco.coach.answer import ActionValue, Analysis
from truco.coach.grades import GRADE_NAMES, grade
from truco.core.cards import DECK, Card, Rank
from truco.core.errors import TrucoError
from truco.core.hand import Hand, Outcome
from truco.core.ladder import calls
from truco.core.rounds import Play, RoundResult, settle_hand, settle_round
from truco.core.score import add_points
from truco.core.seats import team_of
from truco.core.strength import compare, manilhas, strength_table
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.search.worlds import Knowledge, exact_fills
from truco.teach.puzzles import ENTRY_FIELDS, Puzzle

#: Results a ``compare`` claim may state.
RESULTS = ("win", "lose", "tie", "win-or-tie")
#: Named card sets of a ``compare`` claim.
CARD_SETS = ("manilhas", "ordinary", "face-up", "covered", "opponents")
#: The most consistent deals enumerated for ``opponents`` (beyond: every unseen card counts).
WORLDS_LIMIT = 5000
#: Counterexamples a failure names at most.
SHOWN = 3
#: An action as a scenario code writes it (``3c``, ``c3c``, ``s2``, ``raise``...).
_TOKEN = re.compile(r"[A-Za-z0-9]{2,6}")


class ClaimError(Exception):
    """A claim that cannot be checked where it stands (reported, never raised to the caller)."""


# -- shapes ------------------------------------------------------------------------------------------

Check = Callable[[Any], bool]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_chance(value: Any) -> bool:
    return _is_number(value) and 0 <= value <= 1


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _is_texts(value: Any) -> bool:
    return isinstance(value, list) and all(_is_text(v) for v in value)


def _is_team(value: Any) -> bool:
    return value is None or (value in (0, 1) and _is_int(value))


def _is_seat(value: Any) -> bool:
    return _is_int(value) and 0 <= value <= 3


def _is_ints(value: Any) -> bool:
    return isinstance(value, list) and all(_is_int(v) for v in value)


def _is_set(value: Any) -> bool:
    return _is_text(value) or (isinstance(value, list) and bool(value) and _is_texts(value))


def _is_grade(value: Any) -> bool:
    return value in GRADE_NAMES


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_results(value: Any) -> bool:
    return isinstance(value, list) and 1 <= len(value) <= 3 and all(_is_team(v) for v in value)


@dataclass(frozen=True)
class Kind:
    """A claim kind: its keys (required, and optional ones of which ``some`` must appear at
    least one) and how its values look."""

    required: dict[str, tuple[Check, str]]
    optional: dict[str, tuple[Check, str]] = field(default_factory=dict)
    some: tuple[str, ...] = ()


_ACTION = (_is_text, "an action, such as \"play 3c\"")
_CHANCE = (_is_chance, "a chance from 0 to 1")
_POINTS = (_is_number, "a number of points")
_GRADE = (_is_grade, "a grade: " + ", ".join(GRADE_NAMES))
_SET = (_is_set, "a card, a rank, a list of them, or one of " + ", ".join(CARD_SETS))
_SEAT = (_is_seat, "a seat from 0 to 3")
_TEAM = (_is_team, "a team (0 or 1) or null")
_INT = (_is_int, "an integer")
_BOOL = (_is_bool, "true or false")

KINDS: dict[str, Kind] = {
    "best": Kind({"action": _ACTION}),
    "chance": Kind({"action": _ACTION},
                   {"is": (lambda v: v in ("certain", "never"), "\"certain\" or \"never\""),
                    "at_least": _CHANCE, "at_most": _CHANCE}, ("is", "at_least", "at_most")),
    "margin": Kind({"action": _ACTION, "over": _ACTION},
                   {"at_least": _POINTS, "at_most": _POINTS}, ("at_least", "at_most")),
    "grade": Kind({"action": _ACTION}, {"no_better_than": _GRADE, "no_worse_than": _GRADE},
                  ("no_better_than", "no_worse_than")),
    "manilhas": Kind({"cards": (lambda v: _is_texts(v) and len(v) == 4, "four cards")},
                     {"vira": (_is_text, "a card")}),
    "compare": Kind({"cards": _SET, "against": _SET,
                     "result": (lambda v: v in RESULTS, "one of " + ", ".join(RESULTS))}),
    "round": Kind({"first": _SEAT, "plays": (lambda v: _is_texts(v) and len(v) in (2, 4),
                                             "the round's cards (2 or 4)"), "winner": _TEAM},
                  {"lead": _SEAT}),
    "rounds": Kind({"results": (_is_results, "one to three results, each a team or null"),
                    "winner": (lambda v: v == "open" or _is_team(v), "a team, null or \"open\"")},
                   {"why": (_is_text, "a ruling's code")}),
    "ladder": Kind({"values": (_is_ints, "a list of integers")},
                   {"fold_pays": (_is_ints, "a list of integers"),
                    "names": (_is_texts, "a list of names")}),
    "position": Kind({}, {"value": _INT, "mao": _SEAT, "decider": (lambda v: v is None or _is_seat(v),
                                                                    "a seat or null"),
                          "blind": _BOOL, "can_raise": _BOOL, "finished": _BOOL,
                          "rounds": (lambda v: isinstance(v, list) and all(_is_team(r) for r in v),
                                     "a list of round winners"),
                          "lead": _SEAT, "to_act": (lambda v: v is None or _is_seat(v), "a seat or null"),
                          "played": _INT, "winner": _TEAM, "points": _INT, "why": (_is_text, "a code"),
                          "score": (lambda v: _is_ints(v) and len(v) == 2, "two integers")},
                     ("value", "mao", "decider", "blind", "can_raise", "finished", "rounds", "lead",
                      "to_act", "played", "winner", "points", "why", "score")),
    "sees": Kind({"seat": _SEAT, "whose": _SEAT}, {"sees": _BOOL}),
}
#: Keys every kind accepts: where the claim is checked (one of them at most).
WHERE: dict[str, tuple[Check, str]] = {
    "scenario": (_is_text, "a scenario code"),
    "actions": (lambda v: isinstance(v, list) and all(isinstance(t, str) and _TOKEN.fullmatch(t)
                                                      for t in v),
                "a list of actions as in a scenario code (\"3c\", \"c3c\", \"raise\"...)"),
}


def shape_problems(claims: object) -> list[str]:
    """What is wrong with a list of claims as data (the engine is not asked)."""
    if not isinstance(claims, list) or not claims:
        return ["claims are a non-empty list"]
    found: list[str] = []
    for i, claim in enumerate(claims):
        problem = claim_shape(claim)
        if problem is not None:
            found.append(f"claim {i + 1}: {problem}")
    return found


def claim_shape(claim: object) -> str | None:
    """What is wrong with one claim as data, or ``None``."""
    if not isinstance(claim, dict):
        return "a claim is an object with a \"kind\""
    name = claim.get("kind")
    kind = KINDS.get(name) if isinstance(name, str) else None
    if kind is None:
        shown = str(name)[:40] if name is not None else "(none)"
        return f"unknown claim kind {shown!r}; kinds are {', '.join(KINDS)}"
    keys = {**kind.required, **kind.optional, **WHERE}
    for key in claim:
        if key != "kind" and key not in keys:
            return f"{name}: unknown key {str(key)[:40]!r}; keys are {', '.join(keys)}"
    for key in kind.required:
        if key not in claim:
            return f"{name}: {key!r} is missing"
    for key, (ok, what) in keys.items():
        if key in claim and not ok(claim[key]):
            return f"{name}: {key!r} is {what}"
    if kind.some and not any(key in claim for key in kind.some):
        return f"{name}: states nothing: give one of {', '.join(kind.some)}"
    if "scenario" in claim and "actions" in claim:
        return f"{name}: give \"scenario\" or \"actions\", not both"
    return None


# -- where a claim is checked ------------------------------------------------------------------------


@dataclass
class Position:
    """A hand, the seat whose view counts, and the coach's analysis there when asked for."""

    scenario: Scenario
    seat: int
    puzzle: Puzzle | None = None  # the puzzle itself; for a variant, a ``play`` puzzle made when needed
    _hand: Hand | None = None

    @property
    def hand(self) -> Hand:
        if self._hand is None:
            self._hand = self.scenario.play()
        return self._hand

    def analysis(self) -> Analysis:
        if self.puzzle is not None and self.puzzle.kind != "play":
            raise ClaimError("the coach judges the choice of a 'play' puzzle, not a "
                             f"{self.puzzle.kind!r} question (give a \"scenario\" or \"actions\" "
                             "where a seat chooses)")
        if self.puzzle is None:
            hand = self.hand
            if hand.to_act is None or len(hand.legal_actions()) < 2:
                raise ClaimError("the coach judges a choice: here nobody has one (give a "
                                 "\"scenario\" or \"actions\" where a seat chooses)")
            self.puzzle = Puzzle.from_json({"scenario": self.scenario.to_code(), "kind": "play"})
        return self.puzzle.analysis()


def puzzle_of(entry: dict[str, Any]) -> Puzzle:
    """The entry's puzzle (its scenario, question kind, seat...), read and checked."""
    return Puzzle.from_json({k: entry[k] for k in ENTRY_FIELDS if k in entry}, id=entry.get("id"))


def position(puzzle: Puzzle, claim: dict[str, Any], here: Position | None = None) -> Position:
    """Where ``claim`` is checked: the puzzle's position (``here``, if already made), or the
    variant the claim names."""
    if "scenario" in claim:
        scenario = Scenario.from_code(claim["scenario"])
        hand = scenario.play()
        return Position(scenario, 0 if hand.to_act is None else hand.to_act, None, hand)
    if "actions" in claim:
        start = puzzle.scenario.with_actions(()).to_code()
        tokens = claim["actions"]
        scenario = Scenario.from_code(start + (".a" + "-".join(tokens) if tokens else ""))
        return Position(scenario, puzzle.seat)
    return here if here is not None else Position(puzzle.scenario, puzzle.seat, puzzle)


# -- checking ------------------------------------------------------------------------------------------


def check_claims(entry: dict[str, Any]) -> list[str]:
    """Every claim of a gallery entry that the engine does not confirm, in words (empty: all
    hold). A malformed claim, an unknown kind or a claim that cannot be checked where it stands
    is reported too, never raised."""
    claims = entry.get("claims")
    if claims is None or claims == []:
        return ["no claims: the point states nothing the engine checks"]
    if not isinstance(claims, list):
        return shape_problems(claims)
    try:
        puzzle = puzzle_of(entry)
    except TrucoError as exc:
        return [f"the puzzle cannot be read: {exc}"]
    here = position(puzzle, {})
    failures: list[str] = []
    for i, claim in enumerate(claims):
        problem = claim_shape(claim)
        if problem is not None:
            failures.append(f"claim {i + 1}: {problem}")
            continue
        name = claim["kind"]
        try:
            found = _CHECKS[name](claim, position(puzzle, claim, here))
        except (TrucoError, ClaimError) as exc:
            found = [f"cannot be checked: {exc}"]
        failures += [f"claim {i + 1} ({name}): {text}" for text in found]
    return failures


def _action(analysis: Analysis, action: str) -> ActionValue:
    for entry in analysis.actions:
        if entry.action == action:
            return entry
    legal = ", ".join(repr(a.action) for a in analysis.actions)
    raise ClaimError(f"{action!r} is not an action here; the actions are {legal}")


def _best(claim: dict[str, Any], where: Position) -> list[str]:
    analysis = where.analysis()
    action = claim["action"]
    entry = _action(analysis, action)
    graded = grade(analysis, action)
    if graded.grade == "best":
        return []
    top = analysis.top
    return [f"{action!r} is not one of the best actions: it is graded {graded.grade!r} "
            f"({entry.ev:+.2f} points against {top.ev:+.2f} for {top.action!r})"]


def _chance(claim: dict[str, Any], where: Position) -> list[str]:
    action = claim["action"]
    win = _action(where.analysis(), action).win
    said = claim.get("is")
    if said == "certain" and win != 1.0:
        return [f"{action!r} wins the hand with a chance of {win:.3f}, not for certain (1.0)"]
    if said == "never" and win != 0.0:
        return [f"{action!r} wins the hand with a chance of {win:.3f}, not never (0.0)"]
    out = []
    if "at_least" in claim and win < claim["at_least"]:
        out.append(f"{action!r} wins the hand with a chance of {win:.3f}, below {claim['at_least']}")
    if "at_most" in claim and win > claim["at_most"]:
        out.append(f"{action!r} wins the hand with a chance of {win:.3f}, above {claim['at_most']}")
    return out


def _margin(claim: dict[str, Any], where: Position) -> list[str]:
    analysis = where.analysis()
    action, other = claim["action"], claim["over"]
    mine, theirs = _action(analysis, action).ev, _action(analysis, other).ev
    diff = round(mine - theirs, 2) + 0.0
    said = f"{action!r} is worth {mine:+.2f} points and {other!r} {theirs:+.2f}: a margin of {diff:+.2f}"
    out = []
    if "at_least" in claim and diff < claim["at_least"]:
        out.append(f"{said}, less than {claim['at_least']:+}")
    if "at_most" in claim and diff > claim["at_most"]:
        out.append(f"{said}, more than {claim['at_most']:+}")
    return out


def _grade(claim: dict[str, Any], where: Position) -> list[str]:
    analysis = where.analysis()
    action = claim["action"]
    _action(analysis, action)
    got = grade(analysis, action).grade
    if got is None:
        return [f"{action!r} is forced: it has no grade"]
    rank = GRADE_NAMES.index(got)
    out = []
    if "no_better_than" in claim and rank < GRADE_NAMES.index(claim["no_better_than"]):
        out.append(f"{action!r} is graded {got!r}, better than {claim['no_better_than']!r}")
    if "no_worse_than" in claim and rank > GRADE_NAMES.index(claim["no_worse_than"]):
        out.append(f"{action!r} is graded {got!r}, worse than {claim['no_worse_than']!r}")
    return out


def _manilhas(claim: dict[str, Any], where: Position) -> list[str]:
    rules = where.scenario.rules
    vira = Card.parse(claim["vira"]) if "vira" in claim else where.scenario.deal.vira
    found = manilhas(rules, vira)
    table = strength_table(rules, vira)
    stated = [Card.parse(c) for c in claim["cards"]]
    out = []
    if [str(c) for c in found] != [str(c) for c in stated]:
        out.append("the manilhas, strongest first, are " + " ".join(str(c) for c in found)
                   + ", not " + " ".join(str(c) for c in stated))
    if any(table[a] <= table[b] for a, b in pairwise(found)):
        out.append("the manilhas do not rank strictly one above the other")
    return out


def _card_set(spec: Any, where: Position) -> list[Card | None]:
    """The cards a ``compare`` set names (``None``: a covered card)."""
    if isinstance(spec, list):
        return [card for part in spec for card in _card_set(part, where)]
    scenario = where.scenario
    vira = scenario.deal.vira
    deck = [c for c in DECK if c != vira]
    top = set(manilhas(scenario.rules, vira))
    named: dict[str, Callable[[], list[Card | None]]] = {
        "manilhas": lambda: [c for c in deck if c in top],
        "ordinary": lambda: [c for c in deck if c not in top],
        "face-up": lambda: list(deck),
        "covered": lambda: [None],
        "opponents": lambda: list(opponents_cards(where.hand, where.seat)),
    }
    if spec in named:
        return named[spec]()
    text = str(spec)
    if len(text.strip()) == 1:
        rank = Rank.parse(text)
        return [c for c in deck if c.rank is rank]
    return [Card.parse(text)]


def opponents_cards(hand: Hand, seat: int) -> list[Card]:
    """Every card an opponent of ``seat`` may still hold, over every deal consistent with what
    the seat has seen (cards of equal strength stand for each other); every card the seat has not
    seen when there are more than :data:`WORLDS_LIMIT` such deals."""
    knowledge = Knowledge(observe(hand, seat))
    team = team_of(seat)
    others = [s for s in range(hand.players) if team_of(s) != team]
    fills = exact_fills(knowledge, WORLDS_LIMIT)
    if fills is None:
        return sorted(set(knowledge.unseen) | {c for s in others for c in hand.hands[s]})
    found: set[Card] = set()
    for fill, _ in fills:
        world = knowledge.build(fill)
        for s in others:
            found.update(world.hands[s])
    table = hand.strengths
    strengths = {table[c] for c in found}
    found.update(c for c in knowledge.unseen if table[c] in strengths)
    return sorted(found)


def _outcome(a: Card | None, b: Card | None, where: Position) -> str:
    """``win``, ``lose`` or ``tie`` for ``a`` against ``b`` (``None``: covered)."""
    ruling = compare(where.scenario.rules, where.scenario.deal.vira, a, b)
    winner = ruling.params.get("winner")
    if winner is None:
        return "tie"
    if a is None:
        return "lose"
    return "win" if b is None or winner == str(a) else "lose"


def _compare(claim: dict[str, Any], where: Position) -> list[str]:
    cards, against = _card_set(claim["cards"], where), _card_set(claim["against"], where)
    if not cards or not against:
        raise ClaimError("a set names no card")
    wanted = claim["result"]
    allowed = ("win", "tie") if wanted == "win-or-tie" else (wanted,)
    wrong = []
    for a in cards:
        for b in against:
            if a is not None and a == b:
                continue
            got = _outcome(a, b, where)
            if got not in allowed:
                wrong.append(f"{_shown(a)} against {_shown(b)}: {got}")
    if not wrong:
        return []
    more = f" (and {len(wrong) - SHOWN} more)" if len(wrong) > SHOWN else ""
    return [f"not every card ends as {wanted!r}: " + "; ".join(wrong[:SHOWN]) + more]


def _shown(card: Card | None) -> str:
    return "a covered card" if card is None else str(card)


def _round(claim: dict[str, Any], where: Position) -> list[str]:
    hand = where.hand
    players = hand.players
    tokens: list[str] = claim["plays"]
    if len(tokens) != players:
        raise ClaimError(f"a round has {players} cards here, not {len(tokens)}")
    first: int = claim["first"]
    if first >= players:
        raise ClaimError(f"there is no seat {first} with {players} players")
    plays = []
    for i, token in enumerate(tokens):
        covered = token.startswith("c")
        plays.append(Play((first + i) % players, Card.parse(token[1:] if covered else token), covered))
    if len({p.card for p in plays}) != len(plays):
        raise ClaimError("a card is played twice")
    result = settle_round(tuple(plays), hand.strengths, players=players)
    out = []
    if result.winner != claim["winner"]:
        out.append(f"the round goes to {_team(result.winner)}, not {_team(claim['winner'])}")
    if "lead" in claim and result.lead != claim["lead"]:
        out.append(f"seat {result.lead} leads next, not seat {claim['lead']}")
    return out


def _team(team: int | None) -> str:
    return "nobody (a tie)" if team is None else f"team {team}"


def _rounds(claim: dict[str, Any], where: Position) -> list[str]:
    hand = where.hand
    eleven = None if hand.decider is None else team_of(hand.decider)
    results: list[int | None] = list(claim["results"])
    settled = settle_hand(results, hand.rules, kind=hand.kind, mao=hand.mao, dealer=hand.dealer,
                          eleven_team=eleven)
    got: int | str | None = "open" if settled is None else settled.team
    said = ("the hand goes on" if settled is None
            else f"the hand goes to {_team(settled.team)} ({settled.ruling.code})")
    out = []
    if got != claim["winner"] or isinstance(got, bool) != isinstance(claim["winner"], bool):
        wanted = "not on" if claim["winner"] == "open" else f"not to {_team(claim['winner'])}"
        out.append(f"after rounds {_results(results)} {said}, {wanted}")
    if "why" in claim and (settled is None or settled.ruling.code != claim["why"]):
        out.append(f"after rounds {_results(results)} {said}, not by {claim['why']!r}")
    return out


def _results(results: list[int | None]) -> str:
    return "[" + ", ".join("tie" if r is None else f"team {r}" for r in results) + "]"


def _ladder(claim: dict[str, Any], where: Position) -> list[str]:
    rules = where.scenario.rules
    steps = calls(rules)
    found = {"values": list(rules.ladder), "fold_pays": [c.fold_pays for c in steps],
             "names": [c.name for c in steps]}
    return [f"the ladder's {key} are {found[key]}, not {claim[key]}"
            for key in ("values", "fold_pays", "names") if key in claim and claim[key] != found[key]]


def _position(claim: dict[str, Any], where: Position) -> list[str]:
    hand = where.hand
    facts: dict[str, Callable[[], Any]] = {
        "value": lambda: hand.value,
        "mao": lambda: hand.mao,
        "decider": lambda: hand.decider,
        "blind": lambda: hand.blind,
        "can_raise": lambda: hand.can_raise(),
        "finished": lambda: hand.finished,
        "rounds": lambda: [r.winner for r in hand.rounds],
        "lead": lambda: _last_round(hand).lead,
        "to_act": lambda: hand.to_act,
        "played": lambda: sum(len(r.plays) for r in hand.rounds) + len(hand.table),
        "winner": lambda: _over(hand).winner,
        "points": lambda: max(_over(hand).points),
        "why": lambda: _over(hand).ruling.code,
        "score": lambda: list(add_points(hand.score, _over(hand).points, hand.rules.target)),
    }
    out = []
    for key, fact in facts.items():
        if key in claim:
            got = fact()
            if got != claim[key] or isinstance(got, bool) != isinstance(claim[key], bool):
                out.append(f"{key} is {got!r}, not {claim[key]!r}")
    return out


def _last_round(hand: Hand) -> RoundResult:
    if not hand.rounds:
        raise ClaimError("no round has been played here")
    return hand.rounds[-1]


def _over(hand: Hand) -> Outcome:
    if hand.outcome is None:
        raise ClaimError("the hand is not over here")
    return hand.outcome


def _sees(claim: dict[str, Any], where: Position) -> list[str]:
    hand = where.hand
    seat, whose = claim["seat"], claim["whose"]
    if max(seat, whose) >= hand.players:
        raise ClaimError(f"there are {hand.players} seats here")
    shown = observe(hand, seat).hands[whose]
    sees = shown is not None and tuple(shown) == hand.hands[whose]
    wanted = claim.get("sees", True)
    if sees == wanted:
        return []
    return [f"seat {seat} {'sees' if sees else 'does not see'} the cards of seat {whose}"]


_CHECKS: dict[str, Callable[[dict[str, Any], Position], list[str]]] = {
    "best": _best, "chance": _chance, "margin": _margin, "grade": _grade, "manilhas": _manilhas,
    "compare": _compare, "round": _round, "rounds": _rounds, "ladder": _ladder,
    "position": _position, "sees": _sees,
}
assert set(_CHECKS) == set(KINDS)


def gallery_problems() -> list[str]:
    """What is wrong with the gallery's data as data (the answers and the claims are checked
    against the engine by the tests: :func:`truco.teach.claims.check_claims`)."""
    found: list[str] = []
    if len(gallery.ENTRIES_BY_ID) != len(gallery.ENTRIES):
        found.append("two gallery puzzles share an id")
    for e in gallery.ENTRIES:
        where = e.get("id", "?")
        if not str(where).startswith(e["topic"] + "-"):
            found.append(f"{where}: the id starts with its topic")
        if e.get("level") not in gallery.LEVELS:
            found.append(f"{where}: level is one of {gallery.LEVELS}")
        for part in ("title", "point"):
            texts = e.get(part)
            if not isinstance(texts, dict) or any(not str(texts.get(lang, "")).strip()
                                                  for lang in gallery.LANGUAGES):
                found.append(f"{where}: {part} needs es, pt and en")
        if not isinstance(e.get("answer"), dict):
            found.append(f"{where}: an answer is stated")
        if "claims" not in e:
            found.append(f"{where}: claims check the point")
        else:
            found += [f"{where}: {problem}" for problem in shape_problems(e["claims"])]
    return found
