"""The JSON-in/JSON-out facade that the browser worker calls: one request, one response.

Requests are ``{"op": name, "args": {...}}`` (``args`` may be left out when empty); responses
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code": ..., "message": ...}}``.
Each op below is a function with keyword-only, annotated parameters: its signature is the
written-down contract of its arguments, checked by :mod:`truco.protocol` before it runs.
:func:`handle` never raises, whatever it is given. Every rule decision comes from the engine.

>>> import json
>>> handle('{"op": "ping"}')
'{"ok": true, "result": {"version": "0.1.0", "presets": ["paulista", "paulista-fpt", "mineiro"]}}'
>>> json.loads(handle('{"op": "nope"}'))["error"]["code"]
'unknown-op'
>>> json.loads(handle('{"op": "game_state", "args": {"id": []}}'))["error"]["argument"]
'id'
"""

from __future__ import annotations

import contextlib
import random
import time
from typing import Any, Literal

from truco import __version__, gallery
from truco.bots import get_bot
from truco.coach.analysis import DEFAULT_WORLDS, MAX_WORLDS, analyse, eleven_analysis
from truco.coach.equity import eleven_break_even as match_break_even
from truco.coach.equity import equity
from truco.coach.grades import grade
from truco.coach.limits import check_analysis, check_review
from truco.coach.postmortem import line_review, open_analysis
from truco.coach.review import review
from truco.core.cards import DECK, MANILHA_NAMES, Card
from truco.core.deal import Deal, check_distinct
from truco.core.errors import ScenarioError, TrucoError
from truco.core.hand import Hand, Phase
from truco.core.ladder import calls
from truco.core.rounds import Play, settle_round
from truco.core.rules import PRESETS, TABLE_CHOICES, Rules
from truco.core.seats import mao_of, next_dealer, team_of
from truco.core.strength import manilhas, strength_table
from truco.notation.jsonlimits import BoundaryError, dump_json, read_json
from truco.notation.scenario import Scenario, free_vira
from truco.observation import observe
from truco.play.game import Game
from truco.play.sessions import GameTable
from truco.protocol import Op, call
from truco.solved.eleven import eleven_break_even, eleven_decision
from truco.solved.ladder import solution_for, solution_strategy
from truco.teach.hints import hint
from truco.teach.puzzles import Puzzle, find, listing, point
from truco.teach.tables import ranking_table, ties
from truco.teach.trainer import check as trainer_check
from truco.teach.trainer import draw as trainer_draw
from truco.teach.trainer import from_token as trainer_spot
from truco.view import view

#: A rules spec: a preset name, or ``{"preset": name, option: value, ...}``.
RulesSpec = str | dict[str, Any]
#: Scenario JSON (see DESIGN.md), checked by :class:`Scenario` itself.
ScenarioJson = dict[str, Any]


def handle(request: object) -> str:
    """Answer one JSON request; never raises."""
    try:
        return _answer(request)
    except Exception as exc:  # the worker must always get an answer
        return _error({"code": "internal", "message": f"{type(exc).__name__}: {exc}"})


def _answer(request: object) -> str:
    try:
        data = read_json(request if isinstance(request, str | bytes) else b"\0")
    except BoundaryError as exc:
        return _error(exc.to_json())
    if not isinstance(data, dict) or not isinstance(data.get("op"), str):
        return _error({"code": "bad-request", "message": 'a request is {"op": name, "args": {...}}'})
    extra = sorted(set(data) - {"op", "args"})
    if extra:
        return _error({"code": "bad-request", "argument": extra[0],
                       "message": f'a request is {{"op": name, "args": {{...}}}}; {extra[0]!r} '
                                  "belongs inside args"})
    name = data["op"]
    op = OPS.get(name)
    if op is None:
        return _error({"code": "unknown-op", "message": f"unknown op {name!r}; ops are {', '.join(OPS)}"})
    args = data.get("args", {})
    if not isinstance(args, dict):
        return _error({"code": "bad-request", "message": "args must be an object"})
    try:
        result = call(op, args, name)
    except TrucoError as exc:
        return _error(exc.to_json())
    return dump_json({"ok": True, "result": result})


def _error(err: dict[str, Any]) -> str:
    return dump_json({"ok": False, "error": err})


def _vira(rules: Rules, vira: str | None) -> Card | None:
    if not rules.uses_vira:
        return None
    if vira is None:
        raise ScenarioError("pick a vira card", code="missing-vira")
    return Card.parse(vira)


def _scenario(scenario: ScenarioJson | None, code: str | None) -> Scenario:
    if code is not None:
        return Scenario.from_code(code)
    if scenario is not None:
        return Scenario.from_json(scenario)
    raise ScenarioError("give a scenario (JSON) or a scenario code", code="missing-scenario")


# -- rules, cards, rounds -------------------------------------------------------------------------


def op_ping() -> dict[str, Any]:
    return {"version": __version__, "presets": list(PRESETS)}


def op_rules(*, rules: RulesSpec = "paulista") -> dict[str, Any]:
    """Every option of the rules, the ladder's calls, the deck in notation order, and the values
    tables play for the options a reader may change (``choices``)."""
    the_rules = Rules.from_spec(rules)
    return {"spec": the_rules.to_spec(), "options": the_rules.options(),
            "calls": [{"step": c.step, "name": c.name, "value": c.value, "fold_pays": c.fold_pays}
                      for c in calls(the_rules)],
            "deck": [str(c) for c in DECK], "uses_vira": the_rules.uses_vira,
            "choices": {name: [list(v) if isinstance(v, tuple) else v for v in values]
                        for name, values in TABLE_CHOICES.items()}}


def op_manilhas(*, rules: RulesSpec = "paulista", vira: str | None = None) -> dict[str, Any]:
    the_rules = Rules.from_spec(rules)
    card = _vira(the_rules, vira)
    cards = manilhas(the_rules, card)
    return {"vira": None if card is None else str(card),
            "manilha_rank": cards[0].rank.value if the_rules.uses_vira else None,
            "manilhas": [{"card": str(c), "name": MANILHA_NAMES[c.suit]} for c in cards],
            "ranking": ranking_table(the_rules, card)}


def op_compare(*, cards: list[str], rules: RulesSpec = "paulista", vira: str | None = None,
               covered: list[bool] | None = None) -> dict[str, Any]:
    """A round: cards in play order from seat 0 (two, or four for pairs), some maybe covered."""
    the_rules = Rules.from_spec(rules)
    card_of_vira = _vira(the_rules, vira)
    if len(cards) not in (2, 4):
        raise ScenarioError("give two cards (or four, for pairs) in play order", code="bad-cards")
    parsed = [Card.parse(t) for t in cards]
    flags = covered if covered is not None else [False] * len(parsed)
    if len(flags) != len(parsed):
        raise ScenarioError("covered needs one true/false per card", code="bad-cards")
    check_distinct(parsed, card_of_vira)
    table = strength_table(the_rules, card_of_vira)
    plays = tuple(Play(i, c, cv) for i, (c, cv) in enumerate(zip(parsed, flags, strict=True)))
    result = settle_round(plays, table, players=len(parsed))
    return {"cards": [str(c) for c in parsed], "vira": None if card_of_vira is None else str(card_of_vira),
            "winner": result.winner, "lead": result.lead, "top": list(result.top),
            "ruling": result.ruling.to_json(), "lead_ruling": result.lead_ruling.to_json(),
            "strengths": [-1 if p.covered else table[p.card] for p in plays]}


def op_ties(*, outcomes: list[int | None] | None = None, rules: RulesSpec = "paulista",
            kind: Literal["normal", "eleven", "iron"] = "normal",
            value: int | None = None) -> dict[str, Any]:
    """Round outcomes (0, 1 for a team, null for a tie) in order: where the hand is decided and
    what it pays. ``value`` is the hand's value (default: the ladder's first step, or the eleven
    value in a hand of eleven or the iron hand)."""
    return ties(Rules.from_spec(rules), outcomes or [], kind, value)


# -- scenarios --------------------------------------------------------------------------------------


def _preview(hand: Hand, viewer: int | None) -> list[dict[str, Any]]:
    """What each legal action would lead to, straight from the engine. A seat's view previews
    only what it can know beforehand: raises, answers and folds, never where a card would go."""
    written_as = view(hand, viewer).legal
    if not written_as:
        return []
    out = []
    for action, written in zip(hand.legal_actions(), written_as, strict=True):
        if viewer is not None and action.card is not None:
            continue
        twin = hand.copy()
        step = twin.apply(action)
        outcome = twin.outcome
        pending = twin.pending
        out.append({"action": str(written), "meaning": step.meaning.value,
                    "finished": twin.finished,
                    "points": list(outcome.points) if outcome else None,
                    "ruling": outcome.ruling.to_json() if outcome else None,
                    "value": twin.value,
                    "offer": None if pending is None else twin.rules.ladder[pending.offer],
                    "to_act": twin.to_act})
    return out


def _replay(scenario: Scenario, *, prefix: bool, viewer: int | None = None) -> dict[str, Any]:
    if viewer is not None and not 0 <= viewer < scenario.players:
        raise ScenarioError(f"viewer must be a seat from 0 to {scenario.players - 1}, not {viewer}",
                            code="bad-viewer", argument="viewer")
    refused = None
    try:
        hand = scenario.play()
    except TrucoError as exc:
        index = exc.params.get("index")
        if not prefix or not isinstance(index, int):
            raise
        refused = exc.to_json()
        scenario = scenario.with_actions(scenario.actions[:index])
        hand = scenario.play()
    result = view(hand, viewer).to_json()
    result["code"] = scenario.to_code()
    result["scenario"] = scenario.to_json()
    result["preview"] = _preview(hand, viewer)
    result["refused"] = refused
    # a finished hand: who deals the next hand of the match, and who is its mão
    dealer = next_dealer(hand.dealer, hand.players)
    result["next_hand"] = ({"dealer": dealer, "mao": mao_of(dealer, hand.players)}
                           if hand.finished else None)
    return result


def op_replay(*, scenario: ScenarioJson | None = None, code: str | None = None,
              prefix: bool = False, viewer: int | None = None) -> dict[str, Any]:
    """Play a scenario: the result, its code, and a preview of every legal next action.

    With ``prefix``, an action the rules refuse ends the replay there: the result is the legal
    prefix and ``refused`` the engine's refusal (with the action's index). With ``viewer`` (a
    seat), the hand as that seat may know it (no card it may not see); by default the author's
    view, every card named."""
    return _replay(_scenario(scenario, code), prefix=prefix, viewer=viewer)


def op_deal(*, rules: RulesSpec = "paulista", players: int = 2, seed: int | None = None,
            dealer: int | None = None, hands: list[list[str | None]] | None = None,
            vira: str | None = None) -> dict[str, Any]:
    """A random deal (the engine's shuffle, reproducible for a ``seed``) as a scenario with no
    actions yet: ``{"seed": the seed used, "scenario": ...}``; no ``seed`` picks one. ``hands``
    (three slots a seat, ``None`` for an empty one) and ``vira`` are cards already placed: they
    stay where they are and only the empty slots are dealt (the editor's random fill).

    >>> a = op_deal(seed=7)
    >>> a == op_deal(seed=7) and a["seed"] == 7 and a["scenario"]["dealer"] == 1
    True
    >>> op_deal(seed=7, hands=[["3c", None, None], [None, None, "Kh"]])["scenario"]["hands"][1][2]
    'Kh'
    """
    the_rules = Rules.from_spec(rules)
    if players not in (2, 4):
        raise ScenarioError(f"players must be 2 or 4, not {players!r}", code="bad-players")
    if dealer is None:
        dealer = players - 1
    if not 0 <= dealer < players:
        raise ScenarioError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}",
                            code="bad-dealer")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    if hands is None and vira is None:
        deal = Deal.random(the_rules, players, random.Random(seed))
    else:
        kept = [[None if c is None else Card.parse(c) for c in hand]
                for hand in (hands if hands is not None else [[None] * 3] * players)]
        deal = Deal.around(the_rules, players, random.Random(seed), kept,
                           None if vira is None else Card.parse(vira))
    scenario = Scenario(the_rules, deal, players, (0, 0), dealer)
    return {"seed": seed, "scenario": scenario.to_json()}


def op_retarget(*, rules: RulesSpec, scenario: ScenarioJson | None = None, code: str | None = None,
                vira: str | None = None, viewer: int | None = None) -> dict[str, Any]:
    """The same deal and actions under other rules, replayed as far as they stay legal.

    A preset name keeps the scenario's option overrides where the new preset takes them. A vira
    is kept (or ``vira`` used) when it is free, else the first free card; none for fixed manilhas.
    """
    old = _scenario(scenario, code)
    new_rules = Rules.from_spec(rules)
    overrides = old.rules.to_spec()
    if isinstance(rules, str) and isinstance(overrides, dict):
        with contextlib.suppress(TrucoError):  # overrides that do not fit: the preset's own
            new_rules = new_rules.with_options(**{k: v for k, v in overrides.items() if k != "preset"})
    data = old.to_json()
    data["rules"] = new_rules.to_spec()
    data.pop("vira", None)
    new_vira = free_vira(new_rules, old.deal.hands, vira, old.deal.vira)
    if new_vira is not None:
        data["vira"] = str(new_vira)
    return _replay(Scenario.from_json(data), prefix=True, viewer=viewer)


def op_encode(*, scenario: ScenarioJson | None = None, code: str | None = None) -> dict[str, Any]:
    return {"code": _scenario(scenario, code).to_code()}


def op_decode(*, scenario: ScenarioJson | None = None, code: str | None = None) -> dict[str, Any]:
    return {"scenario": _scenario(scenario, code).to_json()}


# -- the training game -------------------------------------------------------------------------------

GAMES = GameTable()


def op_game_new(*, rules: RulesSpec = "paulista", players: int = 2, opponents: str = "heuristic",
                partner: str = "heuristic", seed: int | None = None,
                code: str | None = None) -> dict[str, Any]:
    """A new match against bots, or one opened at a position (``code``)."""
    game = Game.new(rules=rules, players=players, opponents=opponents, partner=partner, seed=seed,
                    code=code)
    return {"id": GAMES.open(game), **game.state()}


def op_game_resume(*, token: str) -> dict[str, Any]:
    """Reopen a game from the token of its last state (after the engine restarted)."""
    game = Game.from_token(token)
    return {"id": GAMES.open(game), **game.state()}


def op_game_act(*, id: int, action: str) -> dict[str, Any]:
    game = GAMES.get(id)
    since = len(game.events)
    game.act(action)
    return game.state(since=since)


def op_game_next(*, id: int) -> dict[str, Any]:
    game = GAMES.get(id)
    since = len(game.events)
    game.next_hand()
    return game.state(since=since)


def op_game_state(*, id: int, since: int = 0) -> dict[str, Any]:
    """The game's state with the events from number ``since`` on."""
    if since < 0:
        raise BoundaryError("argument 'since' counts events from 0, it cannot be negative",
                            code="bad-request", argument="since")
    return GAMES.get(id).state(since=since)


def op_game_code(*, id: int, hand: int | None = None) -> dict[str, Any]:
    """The scenario code of the game's current hand (every card in it: for a link only), or of a
    finished hand of the match (``hand``: its number from 0, as in ``game_review``). Not of a
    blind iron hand in progress (``blind-secret``): it would name the person's unseen cards."""
    return {"code": GAMES.get(id).position_code(hand)}


def op_game_check(*, id: int, action: str) -> dict[str, Any]:
    """Whether the person may make an action now; a refusal comes back as the engine's error."""
    GAMES.get(id).check(action)
    return {"legal": True}


def op_bot_move(*, scenario: ScenarioJson | None = None, code: str | None = None,
                bot: str = "search", seed: int = 0) -> dict[str, Any]:
    """One bot decision at a position, timed inside the engine (for benchmarks)."""
    player = get_bot(bot)  # ScenarioError(unknown-bot) first
    hand = _scenario(scenario, code).play()
    seat = hand.to_act
    if seat is None:
        raise ScenarioError("the hand is over: no one is to act", code="hand-over")
    started = time.perf_counter()
    action = player.choose(observe(hand, seat), random.Random(seed))
    return {"seat": seat, "action": str(action),
            "ms": round((time.perf_counter() - started) * 1000, 3)}


def op_ladder_strategy(*, scenario: ScenarioJson | None = None, code: str | None = None
                       ) -> dict[str, Any]:
    """What the shipped solution of the hand with the ladder plays for the seat to act, from that
    seat's observation only: each legal action it plays with its probability (``solved`` false
    and no actions where it does not apply: pairs, a hand of eleven, rules it does not cover, a
    page that has not loaded it), and how far from equilibrium it is."""
    hand = _scenario(scenario, code).play()
    seat = hand.to_act
    if seat is None:
        raise ScenarioError("the hand is over: no one is to act", code="hand-over")
    obs = observe(hand, seat)
    plan = solution_strategy(obs)
    out: dict[str, Any] = {"seat": seat, "solved": plan is not None,
                           "strategy": [{"action": str(a), "probability": round(p, 6)}
                                        for a, p in plan or []]}
    if plan is not None:
        sol = solution_for(obs.rules, obs.vira)
        assert sol is not None
        out |= {"method": "solved", "exploitability": sol.info["shipped_exploitability"],
                "iterations": sol.info["iterations"], "viras": sol.info["viras"]}
        if sol.info.get("solved_for"):  # the solution of other rules, measured under these
            out["solved_for"] = sol.info["solved_for"]
    return out


# -- the coach ------------------------------------------------------------------------------------


def op_analyse(*, code: str | None = None, scenario: ScenarioJson | None = None,
               id: int | None = None, seed: int = 0,
               worlds: int = DEFAULT_WORLDS, model: str = "auto",
               open: bool = False) -> dict[str, Any]:
    """The coach's analysis for the seat to act at a position (``code`` or ``scenario``), from that
    seat's observation only; or, with a training game's ``id``, for the person (seat 0) when it is
    their turn. ``worlds``: the budget (see :mod:`truco.coach.analysis`); worlds times the actions
    tried is at most :data:`truco.coach.limits.WORK_BUDGET` (else ``over-budget``). ``model``: the
    judge (``auto``: the solved game where it applies, else the model). With ``open`` (a
    position only), every card known: :func:`truco.coach.postmortem.open_analysis` (one world, and the
    model's line after the best action)."""
    if id is not None and (code is not None or scenario is not None):
        raise BoundaryError("give a game id or a position, not both", code="bad-request",
                            argument="id")
    if open is not False:
        if open is not True or id is not None:
            raise BoundaryError("open is true or false, and only for a position (code or "
                                "scenario)", code="bad-request", argument="open")
        started = time.perf_counter()
        found = open_analysis(_scenario(scenario, code).play())
        return {**found.to_json(), "ms": round((time.perf_counter() - started) * 1000, 3)}
    if id is not None:
        observation = GAMES.get(id).person_observation()
    else:
        hand = _scenario(scenario, code).play()
        seat = hand.to_act
        if seat is None:
            raise ScenarioError("the hand is over: no one is to act", code="hand-over")
        observation = observe(hand, seat)
    if 1 <= worlds <= MAX_WORLDS:  # else analyse says which worlds it takes
        check_analysis(observation, worlds)
    started = time.perf_counter()
    result = analyse(observation, seed=seed, worlds=worlds, model=model)
    return {**result.to_json(), "ms": round((time.perf_counter() - started) * 1000, 3)}


def op_review_line(*, code: str | None = None, scenario: ScenarioJson | None = None,
                   viewer: int = 0, open: bool = False, seed: int = 0,
                   worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """A line's decisions graded from ``viewer``'s point of view, with the value of the hand for
    the viewer's team after each (:func:`truco.coach.postmortem.line_review`): the viewer's own
    decisions from what the viewer knew then, or, with ``open``, every decision with every card
    known. Held to :data:`truco.coach.limits.WORK_BUDGET` like a review."""
    if not isinstance(open, bool):
        raise BoundaryError("open is true or false", code="bad-request", argument="open")
    hand = _scenario(scenario, code).play()
    if not isinstance(viewer, int) or not 0 <= viewer < hand.players:
        raise BoundaryError(f"viewer must be a seat from 0 to {hand.players - 1}",
                            code="bad-viewer", argument="viewer")
    if not open and 1 <= worlds <= MAX_WORLDS:
        check_review(hand, viewer, worlds)
    started = time.perf_counter()
    found = line_review(hand, viewer, open_=open, seed=seed, worlds=worlds)
    return {**found, "ms": round((time.perf_counter() - started) * 1000, 3)}


def op_game_review(*, id: int, hand: int | None = None, seed: int = 0,
                   worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """The review of a finished hand of a training game (``hand``: its number in the match from 0;
    default the current one): each decision of the person (seat 0), analysed from what they saw
    then, and graded. Nothing of other seats' hidden cards. The whole review is held to
    :data:`truco.coach.limits.WORK_BUDGET` (``over-budget`` names the most worlds that fit)."""
    number, finished = GAMES.get(id).finished_hand(hand)
    if 1 <= worlds <= MAX_WORLDS:  # the budget is per review, not per analysis in it
        check_review(finished, 0, worlds)
    return {"hand": number, **review(finished, seat=0, seed=seed, worlds=worlds)}


# -- puzzles (truco.teach.puzzles; the gallery's data in truco.gallery) ----------------------------------


def op_puzzle(*, puzzle: str) -> dict[str, Any]:
    """The question of a puzzle (a gallery id or a sealed puzzle code) as the student meets it:
    the seat's view, the answers to choose from, and its title: a gallery puzzle's in three
    languages, a teacher's own as they wrote it (or None). Never the answer."""
    found = find(puzzle)
    view = found.view()
    entry = gallery.entry(found.id) if found.id else None
    if entry:
        view["title"] = entry["title"]
    view.update(topic=entry["topic"] if entry else None, level=entry["level"] if entry else None)
    return view


def op_puzzle_check(*, puzzle: str, answer: dict[str, Any] | None = None, reveal: bool = False,
                    seed: int = 0) -> dict[str, Any]:
    """Grade a student's answer (see :meth:`truco.teach.puzzles.Puzzle.check`); the solution, with a
    gallery puzzle's teaching point, comes back once solved or with ``reveal``."""
    found = find(puzzle)
    result = found.check(answer, reveal=reveal, seed=seed)
    if "solution" in result:
        result["solution"]["point"] = point(puzzle)
    return result


def op_puzzle_hint(*, puzzle: str, seed: int = 0) -> dict[str, Any]:
    """A hint for a puzzle (see :mod:`truco.teach.hints`): the rule to look at, never the answer
    — for ``play``, how many moves the coach grades good or better."""
    return hint(find(puzzle), seed=seed)


def op_puzzle_make(*, puzzle: dict[str, Any]) -> dict[str, Any]:
    """Check a puzzle made of parts (``scenario``, ``kind``, ``seat``, ``show``, ``title``,
    ``note``) and seal it: its code for a link, and the question as a student will see it."""
    made = Puzzle.from_json(puzzle)
    return {"code": made.to_code(), "puzzle": made.to_json(), "view": made.view()}


def op_puzzle_open(*, puzzle: str) -> dict[str, Any]:
    """A puzzle's parts, to edit it (a gallery id or a sealed code): its scenario code, kind,
    seat, shown seats, title and note (a gallery puzzle's title is the gallery's: not a part)."""
    found = find(puzzle)
    return {"puzzle": found.to_json(), "id": found.id, "code": found.to_code()}


def op_puzzle_list() -> dict[str, Any]:
    """The gallery: topics, levels, and each puzzle's title and question thumbnail (its teaching
    point comes with its solution, from ``puzzle_check``)."""
    return listing()
# -- the solved hand of eleven -----------------------------------------------------------------------


def op_eleven_solution(*, code: str | None = None,
                       scenario: ScenarioJson | None = None) -> dict[str, Any]:
    """The solved decision of the hand of eleven at a position (``code`` or ``scenario``) waiting
    for it, read from the decider's cards only: accept or decline, the value of each and the
    chance to win when accepting, against an opponent who plays the solution (heads-up: the
    shipped solve, see :mod:`truco.solved.eleven`). ``solved`` is ``None`` (and ``reason`` says why:
    ``"pairs"``, ``"rules"``) where nothing was solved. Also what each choice pays under these
    rules and the break-even chance of winning: accepting wins or loses ``eleven_value``,
    declining loses ``eleven_fold_pays``, so accepting pays when a hand that always has a winner
    is won more often than ``(value - fold_pays) / (2 * value)``; counted in matches, at this
    score (``break_even_match``, from the match equity table, its ``source`` said), the chance
    above which accepting gives the better chance to win the match. ``solved.grades`` grades each
    answer (``accept``, ``fold``) the way the coach grades a move (:mod:`truco.coach.grades`);
    ``solved.choice`` is the coach's answer and ``solved.by`` what it is best at: the points, or
    where the score changes the answer (a lost hand of eleven that is the match), the chance to
    win the match, each answer's in ``solved.match``."""
    hand = _scenario(scenario, code).play()
    if hand.phase is not Phase.ELEVEN or hand.decider is None:
        raise ScenarioError("this position is not a hand of eleven waiting for its decision",
                            code="not-eleven-decision")
    rules = hand.rules
    value, pays = rules.eleven_value, rules.eleven_fold_pays
    decider = hand.decider
    solved: dict[str, Any] | None = None
    reason: str | None = "pairs" if hand.players != 2 else None
    if reason is None:
        found = eleven_decision(rules, hand.deal.vira, hand.deal.hands[decider],
                                decider_is_mao=decider == hand.mao)
        reason = "rules" if found is None else None
        if found is not None:
            judged = eleven_analysis(observe(hand, decider), found)
            # the coach's word at this score: by points, or where the score changes the answer
            # by the chance to win the match (each answer's chance is in ``match``)
            solved = {**found, "grades": {a.action: grade(judged, a.action).grade
                                          for a in judged.actions},
                      "by": judged.by, "choice": judged.choice,
                      "match": {a.action: a.match for a in judged.actions}}
    even = eleven_break_even(rules)
    # counted in matches, the line moves with the score (truco.coach.equity)
    table = equity(rules, hand.players)
    theirs = hand.score[1 - team_of(decider)]
    match_even = match_break_even(rules, theirs, decider_is_mao=decider == hand.mao,
                                  players=hand.players)
    return {"players": hand.players, "decider": decider, "mao": hand.mao,
            "decider_is_mao": decider == hand.mao, "hand": [str(c) for c in hand.deal.hands[decider]],
            "eleven_value": value, "fold_pays": pays,
            "break_even": {"numerator": even.numerator, "denominator": even.denominator,
                           "chance": round(float(even), 4)},
            "break_even_match": {"chance": round(match_even, 4), "source": table.source},
            "solved": solved, "reason": reason}


# -- the spot trainer (truco.teach.trainer) ---------------------------------------------------------


def op_trainer_spot(*, kind: Literal["opening", "truco-1", "truco-23", "call-mao", "call-pe",
                                   "seis", "eleven", "mixed"],
                    seed: int | None = None, rules: RulesSpec = "paulista") -> dict[str, Any]:
    """A training spot: one decision of one seat, drawn from the shipped solution's own play
    (reproducible for a ``seed``; none picks one) under ``rules`` where a solution ships for them
    (else under paulista: ``fallback`` says so). The seat's observation, the kind drawn, and a
    ``token`` that names no card, for ``trainer_check``; never the position's code. ``kind``:
    one of :data:`truco.teach.trainer.KINDS`, or ``mixed``."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return trainer_draw(kind, seed, rules).to_json()


def op_trainer_check(*, token: str, action: str, seed: int = 0) -> dict[str, Any]:
    """Grade a pick at a spot (its ``token``): the coach's analysis from the seat's observation,
    the engine's grade of the pick (``grade``: its name, ``loss``: the points given away or, with
    ``by`` "match", the chance to win the match), and the position's code for a link to it."""
    return trainer_check(trainer_spot(token), action, seed=seed)


OPS: dict[str, Op] = {
    "ping": op_ping,
    "rules": op_rules,
    "manilhas": op_manilhas,
    "compare": op_compare,
    "ties": op_ties,
    "replay": op_replay,
    "deal": op_deal,
    "retarget": op_retarget,
    "encode": op_encode,
    "decode": op_decode,
    "game_new": op_game_new,
    "game_resume": op_game_resume,
    "game_act": op_game_act,
    "game_next": op_game_next,
    "game_state": op_game_state,
    "game_code": op_game_code,
    "game_check": op_game_check,
    "bot_move": op_bot_move,
    "ladder_strategy": op_ladder_strategy,
    "analyse": op_analyse,
    "game_review": op_game_review,
    "review_line": op_review_line,
    "puzzle": op_puzzle,
    "puzzle_check": op_puzzle_check,
    "puzzle_hint": op_puzzle_hint,
    "puzzle_make": op_puzzle_make,
    "puzzle_open": op_puzzle_open,
    "puzzle_list": op_puzzle_list,
    "eleven_solution": op_eleven_solution,
    "trainer_spot": op_trainer_spot,
    "trainer_check": op_trainer_check,
}
