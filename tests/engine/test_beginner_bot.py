"""The beginner bot plays like a beginner (issue 19): over 200 seeded hands, heads-up and in
pairs, it never gives a hand up where the rules' solution does not (no surrender of its own), it
calls truco only with a good hand and more often the stronger its hand, it accepts a raise more
often with a decent hand than with a weak one but sometimes with a weak one too, and it is
between the random bot and the club player in strength."""

from __future__ import annotations

import random

from truco.bots import get_bot
from truco.bots.base import forced
from truco.core.actions import RAISE
from truco.core.hand import Meaning, Phase
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.observation import observe_match
from truco.play.arena import run_arena
from truco.search.view import win_chance

HANDS = 200


def _decisions() -> list[dict[str, object]]:
    """Every decision the beginner (team 0) made over ``HANDS`` hands against the club player."""
    beginner, other = get_bot("beginner"), get_bot("heuristic")
    out: list[dict[str, object]] = []
    rules = Rules.from_spec("paulista")
    played = 0
    game = 0
    while played < HANDS:
        players = 2 if game % 2 == 0 else 4
        rng = random.Random(f"beginner:{game}")
        match = Match(rules, players=players, dealer=game % players)
        game += 1
        while (seat := match.current_player) != TERMINAL and played < HANDS:
            if seat == CHANCE:
                match.deal_random(rng)
                played += 1
                continue
            obs = observe_match(match, seat)
            if team_of(seat) == 1:
                match.apply(other.choose(obs, rng))
                continue
            hand = match.hand
            assert hand is not None
            probe = random.Random(rng.random())
            solved = forced(obs, random.Random(0), single=True)
            action = beginner.choose(obs, probe)
            out.append({"meaning": hand.meaning(action).meaning, "phase": obs.phase,
                        "chance": win_chance(obs), "could_raise": RAISE in obs.legal,
                        "raised": action == RAISE, "solved": solved, "action": action})
            match.apply(action)
    return out


DECISIONS = _decisions()


def test_it_never_surrenders_unless_the_solution_does() -> None:
    gave_up = [d for d in DECISIONS if d["meaning"] is Meaning.SURRENDER]
    assert all(d["solved"] == d["action"] for d in gave_up), gave_up
    # a fold only in answer to a raise or in the hand of eleven
    for d in DECISIONS:
        if d["meaning"] is Meaning.FOLD:
            assert d["phase"] in (Phase.ANSWER, Phase.ELEVEN) or d["solved"] == d["action"], d
    assert len(DECISIONS) > 400


def test_it_calls_with_good_hands_and_more_the_stronger() -> None:
    chances = [d for d in DECISIONS if d["could_raise"] and d["phase"] is Phase.PLAY]
    strong = [d for d in chances if d["chance"] >= 0.75]  # type: ignore[operator]
    weak = [d for d in chances if d["chance"] < 0.45]  # type: ignore[operator]
    assert strong and weak
    rate = lambda ds: sum(bool(d["raised"]) for d in ds) / len(ds)  # noqa: E731
    assert rate(strong) > 0.3
    assert rate(weak) < 0.05  # no bluffs (only a solved locked hand may raise: none here)
    assert rate(strong) > rate(weak)


def test_it_accepts_sometimes_mostly_with_decent_hands() -> None:
    answers = [d for d in DECISIONS if d["phase"] is Phase.ANSWER]
    decent = [d for d in answers if d["chance"] >= 0.5]  # type: ignore[operator]
    weak = [d for d in answers if d["chance"] < 0.35]  # type: ignore[operator]
    accepted = lambda ds: sum(d["meaning"] in (Meaning.ACCEPT, Meaning.RERAISE) for d in ds) / len(ds)  # noqa: E731
    assert decent and weak
    assert accepted(decent) > accepted(weak)
    assert 0 < accepted(weak) < 0.6


def test_it_sits_between_the_random_bot_and_the_club_player() -> None:
    assert run_arena("beginner", "random", matches=40, seed=1)["win_rate"] > 0.8
    assert run_arena("heuristic", "beginner", matches=40, seed=1)["win_rate"] >= 0.5
