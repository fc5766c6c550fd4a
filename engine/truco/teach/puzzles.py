"""Puzzles: a position, a question about it, and what the student may see of it.

A puzzle is a scenario, a question kind from a fixed list (:data:`KINDS`), the seat the student
sits at (``seat``), the other seats whose cards are shown (``show``), and the teacher's own words,
both optional and plain text: a ``title`` (one line, at most :data:`MAX_TITLE` characters) that names
the puzzle, and a ``note`` (at most :data:`MAX_NOTE` characters). The question kinds:

- ``play``: what do you play? The position is the scenario's end and the student is the seat to
  act. Answers are graded by the coach (:mod:`truco.coach.analysis`, from that seat's observation
  only): ``best`` or ``good`` solve it; ``inaccuracy``, ``mistake`` and ``blunder`` do not.
- ``round``: who wins the round that the scenario's last action completes, and why (the card
  comparison that decides it, or partners tying at the top).
- ``lead``: who leads the round after that one, and why.
- ``hand``: who wins the hand that the last action (a card) ends, and why.
- ``points``: how many points the hand that the last action ends pays.

For every kind but ``play`` the student sees the position just before the last action, with that
action done as the student's seat saw it (its card on the table) and nothing the rules decided
after it: the answer is never in the question. :meth:`Puzzle.view` is the question, built from the
seat's observation (another seat's hidden card never appears, unless the teacher chose to show that
seat's cards); :meth:`Puzzle.check` grades an answer and hands over the solution only once the
puzzle is solved or the student asks for it.

A puzzle travels in a link as a *sealed code* (``Q1`` and base64url text): not a secret (anyone
can decode it), but the cards it holds cannot be read at a glance from the address bar.

>>> p = Puzzle.from_json({"scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h",
...                       "kind": "round"})
>>> p.view()["options"]["who"], p.check({"who": None})["correct"]
([0, 1, None], True)
>>> p.check({"who": None, "why": "same-rank-tie"})["solution"]["why"]
'same-rank-tie'
>>> Puzzle.from_code(p.to_code()) == p
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

from truco import gallery
from truco.coach.analysis import DEFAULT_WORLDS, analyse
from truco.coach.answer import Analysis
from truco.coach.grades import PASSING, grade
from truco.core.errors import TrucoError
from truco.core.explain import Ruling
from truco.core.hand import Hand, Meaning
from truco.core.rounds import RoundResult
from truco.notation.jsonlimits import BoundaryError, read_json
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.view import seen_play, seen_step

#: The question kinds, in the order a teacher's menu lists them.
KINDS: tuple[str, ...] = ("play", "round", "lead", "hand", "points")
#: The reasons a student picks from after naming the winner (the same list for every puzzle of a
#: kind, so the list itself says nothing about the answer).
WHY: dict[str, tuple[str, ...]] = {
    "round": ("manilha-beats-ordinary", "manilha-suit", "higher-rank", "same-rank-tie",
              "covered-loses", "covered-tie", "partners-top"),
    "lead": ("lead-winner", "lead-tie"),
    "hand": ("two-wins", "win-plus-tie", "first-round-decides", "third-round-decides",
             "three-ties", "exposed-card"),
}
#: Grades of the coach that solve a ``play`` puzzle.
SOLVED_GRADES = PASSING
#: The longest teacher's note (characters).
MAX_NOTE = 280
#: The longest title of a teacher's puzzle (characters, on one line).
MAX_TITLE = 80
#: The longest sealed code (characters): a scenario code, a full title and a full note fit.
MAX_CODE = 3000
CODE_PREFIX = "Q1"
_CODE = re.compile(r"Q1[A-Za-z0-9_-]{4,3000}")
#: The fields of a gallery entry that are the puzzle's; the rest is the gallery's (its title in
#: three languages, point, answer, claims: :mod:`truco.gallery`).
ENTRY_FIELDS = ("scenario", "kind", "seat", "show", "note")
_FIELDS = (*ENTRY_FIELDS, "title")
#: Card actions: the ones that can complete a round.
_CARD_MEANINGS = (Meaning.PLAY, Meaning.COVER, Meaning.BLIND_PLAY)


class PuzzleError(TrucoError):
    """A puzzle that cannot be read, or a question that does not fit its position."""

    code = "bad-puzzle"


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A scenario and a question about where it ends, for one seat."""

    scenario: Scenario
    kind: str
    seat: int
    show: tuple[int, ...] = ()
    note: str = ""
    title: str = ""
    id: str | None = field(default=None, compare=False)

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def from_json(cls, data: object, *, id: str | None = None) -> Puzzle:
        """A puzzle from ``{"scenario": code or JSON, "kind", "seat"?, "show"?, "title"?,
        "note"?}``, checked: the question must fit the position (see the module's docstring);
        the title and the note are plain text (:func:`plain_text`).

        >>> Puzzle.from_json({"scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h",
        ...                   "kind": "round", "title": "  Two threes "}).title
        'Two threes'
        """
        if not isinstance(data, dict):
            raise PuzzleError("a puzzle is a JSON object", code="bad-puzzle")
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise PuzzleError(f"unknown puzzle field {unknown[0]!r}; fields are "
                              + ", ".join(_FIELDS), code="bad-puzzle", field=unknown[0])
        source = data.get("scenario")
        if isinstance(source, str):
            scenario = Scenario.from_code(source)
        elif isinstance(source, dict):
            scenario = Scenario.from_json(source)
        else:
            raise PuzzleError("a puzzle needs a scenario (a scenario code or scenario JSON)",
                              code="bad-puzzle", field="scenario")
        kind = data.get("kind")
        if kind not in KINDS:
            raise PuzzleError(f"unknown question kind {kind!r}; kinds are " + ", ".join(KINDS),
                              code="puzzle-kind", kind=str(kind)[:40])
        hand = scenario.play()  # an illegal action raises with its index
        seat = data.get("seat")
        if seat is not None and (not _is_int(seat) or not 0 <= seat < scenario.players):
            raise PuzzleError(f"seat must be a seat from 0 to {scenario.players - 1}",
                              code="bad-puzzle", field="seat")
        show = data.get("show", [])
        if (not isinstance(show, list) or not all(_is_int(s) for s in show)
                or not all(0 <= s < scenario.players for s in show)):
            raise PuzzleError(f"show is a list of seats from 0 to {scenario.players - 1}",
                              code="bad-puzzle", field="show")
        title = plain_text(data.get("title", ""), "title", most=MAX_TITLE, lines=False)
        note = plain_text(data.get("note", ""), "note", most=MAX_NOTE, lines=True)
        if kind == "play":
            to_act = hand.to_act
            if to_act is None or len(hand.legal_actions()) < 2:
                raise PuzzleError("a 'play' question needs a position where the seat to act "
                                  "has more than one choice", code="puzzle-needs-choice")
            if seat is not None and seat != to_act:
                raise PuzzleError(f"in a 'play' question the student is the seat to act "
                                  f"({to_act})", code="puzzle-needs-choice", seat=to_act)
            if show:
                raise PuzzleError("a 'play' question shows only the acting seat's cards: the "
                                  "coach grades from what that seat sees",
                                  code="puzzle-show-play")
            seat = to_act
        else:
            _check_question(kind, scenario, hand)
            seat = 0 if seat is None else seat
        shown = tuple(sorted({s for s in show if s != seat}))
        return cls(scenario, kind, seat, shown, note, title, id)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scenario": self.scenario.to_code(), "kind": self.kind,
                               "seat": self.seat}
        if self.show:
            out["show"] = list(self.show)
        if self.title:
            out["title"] = self.title
        if self.note:
            out["note"] = self.note
        return out

    def to_code(self) -> str:
        """The sealed code: ``Q1`` and the puzzle's JSON in base64url (no padding)."""
        text = json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)
        return CODE_PREFIX + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")

    @classmethod
    def from_code(cls, code: str) -> Puzzle:
        if not isinstance(code, str) or not _CODE.fullmatch(code):
            raise PuzzleError("a puzzle code starts with Q1 and holds only letters, digits, - "
                              f"and _ (at most {MAX_CODE} characters)", code="bad-puzzle")
        body = code[len(CODE_PREFIX):]
        try:
            raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
            data = read_json(raw, max_chars=MAX_CODE, what="the puzzle code")
        except (binascii.Error, ValueError) as exc:
            if isinstance(exc, BoundaryError) and exc.code != "bad-json":
                raise
            raise PuzzleError("that puzzle code is damaged: it cannot be read",
                              code="bad-puzzle") from None
        return cls.from_json(data)

    # -- the question ------------------------------------------------------------------------

    def hand(self) -> Hand:
        """The hand after every action of the scenario."""
        return self.scenario.play()

    def view(self) -> dict[str, Any]:
        """The question as the student meets it: the seat's view of the position, the cards the
        teacher chose to show, and the answers to choose from. Nothing of the answer."""
        hand = self.hand()
        rules = self.scenario.rules
        if self.kind == "play":
            observation = observe(hand, self.seat).to_json()
            last = None
        else:
            before = self.scenario.with_actions(self.scenario.actions[:-1]).play()
            observation = question_observation(before, hand, self.seat)
            last = seen_step(hand.log[-1], rules, self.seat).to_json()
        options: dict[str, Any] = {}
        if self.kind in ("round", "hand"):
            options["who"] = [0, 1, None]
        elif self.kind == "lead":
            options["who"] = list(range(hand.players))
        elif self.kind == "points":
            options["points"] = {"min": 0, "max": rules.target}
        else:
            options["actions"] = observation["legal"]
        if self.kind in WHY:
            options["why"] = list(WHY[self.kind])
        return {"kind": self.kind, "seat": self.seat, "players": hand.players,
                "rules": rules.to_spec(), "preset": rules.preset_name,
                "title": self.title or None, "note": self.note,
                "id": self.id, "observation": observation, "last": last,
                "shown": [{"seat": s, "cards": [str(c) for c in hand.hands[s]]} for s in self.show],
                "options": options}

    def analysis(self, *, seed: int = 0, worlds: int = DEFAULT_WORLDS) -> Analysis:
        """The coach's analysis of a ``play`` puzzle, from the puzzle's seat (kept: a student's
        tries cost one analysis)."""
        return _analysis(self, self.hand(), seed=seed, worlds=worlds)

    def solution(self, *, seed: int = 0, worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
        """The answer, worked out by the engine now (never stored): for ``play`` the coach's
        analysis; otherwise the ruling, and the position after the last action as the seat
        sees it."""
        hand = self.hand()
        if self.kind == "play":
            analysis = self.analysis(seed=seed, worlds=worlds)
            grades = {a.action: grade(analysis, a.action).grade for a in analysis.actions}
            return {"kind": "play", "action": analysis.choice, "best": list(analysis.best),
                    "grades": grades, "analysis": analysis.to_json()}
        after = observe(hand, self.seat).to_json()
        out: dict[str, Any] = {"kind": self.kind, "after": after}
        if self.kind in ("round", "lead"):
            result = hand.rounds[-1]
            if self.kind == "round":
                ruling = result.ruling
                out.update(who=result.winner, why=round_why(result), ruling=ruling.to_json())
            else:
                lead = result.lead_ruling
                out.update(who=result.lead, why=lead.code, ruling=lead.to_json())
            return out
        outcome = hand.outcome
        assert outcome is not None  # checked when the puzzle was read
        out["ruling"] = outcome.ruling.to_json()
        if self.kind == "hand":
            out.update(who=outcome.winner, why=hand_why(outcome.ruling))
        else:
            out.update(points=max(outcome.points), who=outcome.winner)
        return out

    def check(self, answer: dict[str, Any] | None, *, reveal: bool = False, seed: int = 0,
              worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
        """Grade an answer. The solution comes back only when the answer solves the puzzle, or
        with ``reveal`` (the student gives up).

        Answers: ``{"action": "play 3c"}`` (play), ``{"who": team|seat|null}`` and then
        ``{"who": ..., "why": code}`` (round, lead, hand), ``{"points": n}`` (points)."""
        if reveal:
            return {"correct": False, "solved": False, "revealed": True,
                    "solution": self.solution(seed=seed, worlds=worlds)}
        if not isinstance(answer, dict):
            raise PuzzleError("an answer is an object such as {\"who\": 0}", code="bad-answer")
        if self.kind == "play":
            return self._check_play(answer, seed=seed, worlds=worlds)
        solution = self.solution(seed=seed, worlds=worlds)
        if self.kind == "points":
            points = answer.get("points")
            if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 99:
                raise PuzzleError("the answer is a number of points", code="bad-answer")
            correct = points == solution["points"]
            return _verdict(correct, "points", solution)
        options = self.view()["options"]
        if "who" not in answer or answer["who"] not in options["who"] or isinstance(
                answer["who"], bool):
            raise PuzzleError("the answer names one of the options offered", code="bad-answer")
        right_who = answer["who"] == solution["who"]
        if "why" not in answer:
            return {"correct": right_who, "solved": False, "part": "who", "revealed": False}
        if answer["why"] not in options["why"]:
            raise PuzzleError("the reason is one of the reasons offered", code="bad-answer")
        return _verdict(right_who and answer["why"] == solution["why"], "why", solution)

    def _check_play(self, answer: dict[str, Any], *, seed: int, worlds: int) -> dict[str, Any]:
        action = answer.get("action")
        hand = self.hand()
        legal = observe(hand, self.seat).to_json()["legal"]
        if not isinstance(action, str) or action not in legal:
            raise PuzzleError("the answer is one of the actions the seat may take",
                              code="bad-answer")
        solution = self.solution(seed=seed, worlds=worlds)
        graded = grade(self.analysis(seed=seed, worlds=worlds), action)
        correct = graded.grade in SOLVED_GRADES
        out = _verdict(correct, "action", solution)
        out.update(grade=graded.grade, loss=graded.loss, share=graded.share, by=graded.by)
        return out


def _verdict(correct: bool, part: str, solution: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"correct": correct, "solved": correct, "part": part, "revealed": False}
    if correct:
        out["solution"] = solution
    return out


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: Characters that end a line besides the control characters (a title is one line).
_LINE_BREAKS = frozenset("\u2028\u2029")


def plain_text(value: object, name: str, *, most: int, lines: bool) -> str:
    r"""A teacher's own words in a puzzle (its ``title`` or ``note``), checked: plain text,
    stripped, at most ``most`` characters, no control characters, and line breaks only where
    ``lines`` allows them. A refusal is a ``bad-puzzle`` error naming the ``field``, with a
    ``reason`` the site words (``puzzle-<name>-long`` with ``length`` and ``most``, or
    ``puzzle-<name>-control``).

    >>> plain_text("  Two threes  ", "title", most=80, lines=False)
    'Two threes'
    >>> plain_text("Two\nthrees", "title", most=80, lines=False)
    Traceback (most recent call last):
    ...
    truco.teach.puzzles.PuzzleError: the title is one line of plain text: it holds a line break
    """
    if not isinstance(value, str):
        raise PuzzleError(f"the {name} is plain text", code="bad-puzzle", field=name)
    text = value.strip()
    if len(text) > most:
        raise PuzzleError(f"the {name} has {len(text)} characters; at most {most} are allowed",
                          code="bad-puzzle", field=name, reason=f"puzzle-{name}-long",
                          length=len(text), most=most)
    for ch in text:
        control = ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0
        if (lines and ch == "\n") or not (control or (not lines and ch in _LINE_BREAKS)):
            continue
        if not lines and (ch in "\n\r" or ch in _LINE_BREAKS):
            message = f"the {name} is one line of plain text: it holds a line break"
        else:
            message = f"the {name} holds a control character (U+{ord(ch):04X})"
        raise PuzzleError(message, code="bad-puzzle", field=name, reason=f"puzzle-{name}-control")
    return text


def _check_question(kind: str, scenario: Scenario, hand: Hand) -> None:
    """A question about the last action must have one, and the right one."""
    if not scenario.actions:
        raise PuzzleError(f"a {kind!r} question is about the last move: play at least one",
                          code="puzzle-needs-round" if kind in ("round", "lead")
                          else "puzzle-needs-end")
    last = hand.log[-1]
    if kind in ("round", "lead"):
        before = scenario.with_actions(scenario.actions[:-1]).play()
        if len(hand.rounds) != len(before.rounds) + 1:
            raise PuzzleError(f"a {kind!r} question needs a last move that completes a round",
                              code="puzzle-needs-round")
        if kind == "lead" and hand.finished:
            raise PuzzleError("a 'lead' question needs a hand that goes on after the round",
                              code="puzzle-needs-round")
        return
    if not hand.finished:
        raise PuzzleError(f"a {kind!r} question needs a last move that ends the hand",
                          code="puzzle-needs-end")
    if kind == "hand" and last.meaning not in _CARD_MEANINGS:
        raise PuzzleError("a 'hand' question needs a hand the cards decide (its last move is a "
                          "card)", code="puzzle-needs-end")


def question_observation(before: Hand, after: Hand, seat: int) -> dict[str, Any]:
    """What ``seat`` sees just after the last action, with nothing the rules decided after it:
    the position before it, the cards the seat still holds after it, and the last card on the
    table (as the seat sees it), but no round ruling, no outcome and no one to act."""
    then, now = observe(before, seat), observe(after, seat)
    table = then.table
    if after.log[-1].meaning in _CARD_MEANINGS:
        last = after.rounds[-1].plays[-1] if len(after.rounds) > len(before.rounds) \
            else after.table[-1]
        table = (*table, seen_play(last, seat))
    asked = replace(then, hands=now.hands, held=now.held, slots=now.slots, history=now.history,
                    table=table, to_act=None, choices=(), legal=(), outcome=None)
    return {**asked.to_json(), "phase": "question"}


def round_why(result: RoundResult) -> str:
    """The reason a student names for a round: partners at the top, or the card comparison."""
    ruling = result.ruling
    if ruling.code == "partners-top":
        return "partners-top"
    compare = ruling.params["compare"]
    code: str = compare["code"]
    return code


def hand_why(ruling: Ruling) -> str:
    """The reason a student names for a hand: the ruling, every three-ties rule as one."""
    return "three-ties" if ruling.code.startswith("three-ties") else ruling.code


#: Analyses already made, by (sealed code, seed, worlds): a student's tries cost one analysis.
_ANALYSES: dict[tuple[str, int, int], Analysis] = {}
_ANALYSES_KEPT = 32


def _analysis(puzzle: Puzzle, hand: Hand, *, seed: int, worlds: int) -> Analysis:
    key = (puzzle.to_code(), seed, worlds)
    found = _ANALYSES.get(key)
    if found is None:
        found = analyse(observe(hand, puzzle.seat), seed=seed, worlds=worlds)
        if len(_ANALYSES) >= _ANALYSES_KEPT:
            _ANALYSES.pop(next(iter(_ANALYSES)))
        _ANALYSES[key] = found
    return found


# -- finding puzzles: a sealed code or a gallery id -------------------------------------------------

_GALLERY: dict[str, Puzzle] = {}


def find(ref: str) -> Puzzle:
    """The puzzle a link names: a sealed code (``Q1...``) or the id of a gallery puzzle."""
    if not isinstance(ref, str) or not ref:
        raise PuzzleError("name a puzzle: a gallery id or a puzzle code", code="bad-puzzle")
    if ref.startswith(CODE_PREFIX):
        return Puzzle.from_code(ref)
    found = _GALLERY.get(ref)
    if found is None:
        data = gallery.entry(ref)
        fields = {k: data[k] for k in ENTRY_FIELDS if k in data}
        found = Puzzle.from_json(fields, id=ref)
        _GALLERY[ref] = found
    return found


def thumb(view: dict[str, Any]) -> dict[str, Any]:
    """A small drawing's worth of a question view: the vira, the seat's cards, the table."""
    obs = view["observation"]
    return {"players": obs["players"], "seat": view["seat"], "vira": obs["vira"],
            "hand": obs["hands"][view["seat"]], "held": obs["held"], "table": obs["table"],
            "rounds": obs["rounds"], "score": obs["start_score"],
            "value": obs["value"], "kind": obs["kind"], "blind": obs["blind"]}


_LISTING: list[dict[str, Any]] = []


def listing() -> dict[str, Any]:
    """The gallery as the gallery page lists it: topics, levels, and for each puzzle its id,
    topic, level, question kind, rules, title and a thumbnail of the question (what the student
    sees, nothing of the answer). Not its teaching point: several state the answer, so the
    point comes with the solution only (:func:`point`, ``puzzle_check``)."""
    if not _LISTING:
        for e in gallery.ENTRIES:
            view = find(e["id"]).view()
            _LISTING.append({"id": e["id"], "topic": e["topic"], "level": e["level"],
                             "kind": e["kind"], "players": view["players"],
                             "preset": view["preset"], "rules": view["rules"],
                             "title": e["title"], "thumb": thumb(view)})
    return {"topics": list(gallery.TOPICS), "levels": list(gallery.LEVELS),
            "kinds": list(KINDS), "puzzles": [dict(p) for p in _LISTING]}


def point(ref: str) -> dict[str, str] | None:
    """The teaching point of a gallery puzzle (shown once it is solved), or None."""
    if not isinstance(ref, str) or ref.startswith(CODE_PREFIX):
        return None
    texts: dict[str, str] = gallery.entry(ref)["point"]
    return texts
