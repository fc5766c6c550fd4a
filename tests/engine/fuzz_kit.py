"""The project's own fuzzing: hypothesis strategies for what crosses a boundary, and the checks
every answer must pass. Used by ``test_fuzz.py`` (about a minute) and ``tests/support/fuzz.py`` (large).

- requests to ``truco.web.handle``: valid ones from a table of samples per op, the same mutated
  (a value replaced, an argument added or dropped, the text cut or spliced), and hostile ones
  (deep nesting, huge numbers, unpaired surrogates, invalid UTF-8, script tags, wrong shapes);
- command lines and the bytes on standard input of ``python -m truco``;
- scenario codes: valid ones, mutated ones and random text.
"""

from __future__ import annotations

import io
import json
import re
import sys
from contextlib import redirect_stderr
from functools import cache
from typing import Any

from hypothesis import strategies as st

from truco import web
from truco.__main__ import main
from truco.core.cards import DECK
from truco.core.explain import ERRORS, REASONS
from truco.notation.scenario import Scenario
from truco.play.game import HUMAN

KNOWN_CODES = set(ERRORS) | set(REASONS)
CARD_TEXT = re.compile(r"(?<![0-9A-Za-z#])(?:[2-7QJKA])[chsd](?![0-9A-Za-z])")

CODES = [
    "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd",
    "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd",
    "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd.as2",
    "v1.mineiro.p4.s10-3.d3.h3cKh4s-3hKsQd-AcJc6s-AhJh6h.aaccept-3c-raise",
    "v1.paulista.p2.s0-0.d0.othree_ties-dealer.v4h.h3cKh4s-3hKsQd.araise-raise-fold",
    "v1.paulista.p4.s5-7.d2.oladder-1-3-6.v2c.h3cKh4s-3hKsQd-AcJc6s-AhJh6h.a3c-3h-cAc",
]
SCENARIOS = [Scenario.from_code(c).to_json() for c in CODES]
HOSTILE_TEXT = [
    "8h", "10c", "9♣", "Xx", "play 8h", "play #9", "cover #1", "raise raise", "", " ", "null",
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"'><b>", "../../etc/passwd",
    "\ud800", "a\udfffb", "\u0000", "\u202e3c", "💥", "Ñ" * 3, "x" * 3000, "v1." + "a" * 2500,
    "v1.paulista", "v2.paulista.p2", "v1.paulista.p9", "v1.mineiro.p2.s0-0.d1.v7d.h3c",
    "NaN", "Infinity", "-0", "1e309", "paulista", "mineiro", "search", "heuristic", "__proto__",
]
VALID_ARGS: dict[str, list[dict[str, Any]]] = {
    "ping": [{}],
    "rules": [{}, {"rules": "mineiro"}, {"rules": {"preset": "paulista", "ladder": [1, 3, 6]}}],
    "manilhas": [{"vira": "7d"}, {"rules": "mineiro"}, {"rules": "paulista-fpt", "vira": "3c"}],
    "compare": [{"cards": ["3c", "3h"], "vira": "7d"},
                {"cards": ["Qc", "4d", "5h", "Ks"], "vira": "4h", "covered": [False, True, False, False]},
                {"cards": ["4c", "7h"], "rules": "mineiro"}],
    "ties": [{"outcomes": [None, 1]}, {"outcomes": [None, None, None], "rules": "paulista-fpt",
                                       "kind": "eleven"}, {"outcomes": [0], "value": 6}],
    "replay": [{"code": c} for c in CODES] + [{"scenario": s} for s in SCENARIOS[:3]]
    + [{"code": CODES[0] + "-fold", "prefix": True}],
    "retarget": [{"code": CODES[0], "rules": "mineiro"}, {"code": CODES[3], "rules": "paulista"},
                 {"scenario": SCENARIOS[1], "rules": "paulista-fpt", "vira": "Ac"}],
    "encode": [{"scenario": s} for s in SCENARIOS[:2]],
    "decode": [{"code": c} for c in CODES[:3]],
    "game_new": [{"seed": 1}, {"players": 4, "seed": 2}, {"code": CODES[1], "seed": 3},
                 {"code": CODES[2]}, {"rules": "mineiro", "opponents": "random", "seed": 4}],
    "game_resume": [{"token": "eyJ2IjoxfQ"}],
    "game_act": [{"id": 1, "action": "play 3c"}, {"id": 2, "action": "raise"},
                 {"id": 1, "action": "play #1"}, {"id": 3, "action": "fold"}],
    "game_next": [{"id": 1}],
    "game_state": [{"id": 1}, {"id": 2, "since": 3}],
    "game_code": [{"id": 1}],
    "game_check": [{"id": 1, "action": "cover 3c"}, {"id": 2, "action": "accept"}],
    "bot_move": [{"code": CODES[1], "bot": "heuristic"}, {"code": CODES[2], "bot": "random", "seed": 4}],
    "ladder_strategy": [{"code": CODES[1]}, {"scenario": SCENARIOS[1]}],
    "analyse": [{"code": CODES[1], "worlds": 40}, {"code": CODES[3], "worlds": 25, "seed": 2},
                {"id": 1, "worlds": 30}, {"scenario": SCENARIOS[5], "worlds": 20}],
    "game_review": [{"id": 1, "worlds": 30}, {"id": 2, "hand": 0, "worlds": 20}],
    "review_line": [{"code": CODES[1], "viewer": 1, "worlds": 20}, {"code": CODES[3], "open": True},
                    {"scenario": SCENARIOS[1], "viewer": 0, "worlds": 20}],
    "puzzle": [{"puzzle": "ties-1"}, {"puzzle": "eleven-4"}],
    "puzzle_check": [{"puzzle": "ties-1", "answer": {"who": None}},
                     {"puzzle": "covering-2", "reveal": True}, {"puzzle": "truco-6", "answer": {}}],
    "puzzle_make": [{"puzzle": {"scenario": CODES[1], "kind": "round", "seat": 0}},
                    {"puzzle": {"scenario": CODES[0], "kind": "hand", "seat": 1, "note": "x"}}],
    "puzzle_open": [{"puzzle": "ties-6"}],
    "puzzle_list": [{}],
    "eleven_solution": [{"code": "v1.paulista.p2.s11-4.d1.v7d.h3cKh4s-3hKsQd"},
                        {"code": "v1.mineiro.p2.s3-10.d0.h3cKh4s-3hKsQd"}],
    "trainer_spot": [{"kind": "seis", "seed": 3}, {"kind": "mixed", "seed": 4, "rules": "mineiro"},
                     {"kind": "eleven", "seed": 5, "rules": "paulista-fpt"}],
    "trainer_check": [{"token": "S1.eyJraW5kIjoic2VpcyIsInJ1bGVzIjoicGF1bGlzdGEiLCJzZWVkIjo1fQ",
                       "action": "accept"},
                      {"token": "S1.eyJraW5kIjoiZWxldmVuIiwicnVsZXMiOiJwYXVsaXN0YSIsInNlZWQiOjV9",
                       "action": "fold"}],
}
#: Plausible requests that ask for the most work or the longest rules (the slow-call check):
#: long custom ladders and matches, the most worlds, reviews and resumes of long games.
HEAVY_ARGS: dict[str, list[dict[str, Any]]] = {
    "rules": [{"rules": {"preset": "paulista", "ladder": list(range(1, n + 1)), "target": 30}}
              for n in (8, 9, 150, 15000)],
    "game_new": [{"players": 4, "opponents": "coach", "partner": "coach", "seed": 5,
                  "rules": {"preset": "paulista", "ladder": list(range(1, 9)), "target": 30}},
                 {"players": 4, "opponents": "search", "seed": 6},
                 {"players": 2, "opponents": "coach", "seed": 7,
                  "rules": {"preset": "mineiro", "target": 30, "eleven_at": 29}}],
    "analyse": [{"id": 1, "worlds": w} for w in (1000, 2000, 4000, 5000)]
    + [{"code": CODES[3], "worlds": 5000}, {"code": CODES[5], "worlds": 3000}],
    "game_review": [{"id": 1, "worlds": w} for w in (400, 1000, 5000)],
    "review_line": [{"code": CODES[3], "worlds": w} for w in (400, 5000)]
    + [{"code": CODES[5], "open": True}],
    "game_resume": [{"token": "resolved"}] * 3,
}


@cache
def _leaf() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(), st.booleans(), st.integers(-(10**20), 10**20),
        st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
        st.sampled_from(HOSTILE_TEXT), st.sampled_from(CODES),
        st.sampled_from([str(c) for c in DECK]), st.integers(-3, 12),
    )


@cache
def json_values() -> st.SearchStrategy[Any]:
    """Any JSON value, hostile leaves included, a few levels deep."""
    return st.recursive(_leaf(), lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8) | st.sampled_from(["op", "args", "id"]),
                                          inner, max_size=4), max_leaves=10)


@st.composite
def sample_requests(draw: st.DrawFn) -> dict[str, Any]:
    """A request from the samples as written (for text-level mutations)."""
    op = draw(_OPS[False])
    return {"op": op, "args": dict(draw(_ARGS[False][op]))}


@st.composite
def valid_requests(draw: st.DrawFn, heavy: bool = False) -> dict[str, Any]:
    """A request from the samples (``heavy``: the heavy ones too); a game op goes to an open
    game, often with a legal action, and a token is an open game's."""
    op = draw(_OPS[heavy])
    args = dict(draw(_ARGS[heavy][op]))
    # the same draws whatever is open (hypothesis needs that); resolved against the open games
    which, pick, legal_action = draw(st.integers(0, 99)), draw(st.integers(0, 99)), draw(st.booleans())
    open_games = sorted(web.GAMES.games)
    if "id" in args and open_games:
        game_id = open_games[which % len(open_games)]
        args["id"] = game_id
        legal = web.GAMES.games[game_id].state()["observation"]["legal"]
        if "action" in args and legal and legal_action:
            args["action"] = legal[pick % len(legal)]
    if "token" in args and open_games and (args["token"] == "resolved" or legal_action):
        args["token"] = web.GAMES.games[open_games[which % len(open_games)]].token()
    return {"op": op, "args": args}


@st.composite
def mutated_requests(draw: st.DrawFn, heavy: bool = False) -> Any:
    request = draw(_VALID[heavy])
    args = request["args"]
    how = draw(_MUTATIONS)
    if how == "replace" and args:
        args[draw(st.sampled_from(sorted(args)))] = draw(json_values())
    elif how == "add":
        args[draw(_ADDED_KEYS)] = \
            draw(json_values())
    elif how == "drop" and args:
        del args[draw(st.sampled_from(sorted(args)))]
    elif how == "op":
        request["op"] = draw(_OTHER_OPS)
    elif how == "shape":
        return draw(st.sampled_from([[request], request["args"], {"args": args}, {**args, **request}]))
    elif how == "nest":
        depth = draw(st.integers(1, 40))
        args[draw(st.sampled_from(sorted(args) or ["x"]))] = json.loads("[" * depth + "]" * depth)
    return request


@st.composite
def request_texts(draw: st.DrawFn, heavy: bool = False) -> str | bytes:
    """Request text: valid, mutated, random JSON, or text and bytes cut and spliced (``heavy``:
    the heavy samples among the valid ones, and hostile tokens)."""
    kind = draw(_TEXT_KINDS[heavy])
    if kind == "valid":
        return json.dumps(draw(_VALID[heavy]))
    if kind == "mutated":
        return json.dumps(draw(_MUTATED[heavy]))
    if kind == "token":
        return json.dumps({"op": "game_resume", "args": {"token": draw(_HOSTILE_TOKENS)}})
    if kind == "random":
        return json.dumps(draw(json_values()))
    base = json.dumps(draw(_SAMPLES))
    if kind == "big":
        digits = draw(st.integers(1, 5000))
        return base.replace("{}", '{"x": ' + "9" * digits + "}", 1) if "{}" in base else \
            '{"op": "ping", "args": {"x": ' + "9" * digits + "}}"
    cut = draw(st.integers(0, len(base)))
    insert = draw(_INSERTS)
    text = base[:cut] + insert + base[cut + draw(st.integers(0, 3)):]
    if kind == "bytes":
        raw = bytearray(text.encode("utf-8", "surrogatepass"))
        if raw:
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0x80, 0xFF))
        return bytes(raw)
    return text


@st.composite
def hostile_tokens(draw: st.DrawFn) -> str:
    """Game tokens: deeply nested, not JSON, not UTF-8, wrong fields, forged moves, or an open
    game's token cut or spliced."""
    import base64

    open_games = sorted(web.GAMES.games)
    real = web.GAMES.games[open_games[0]].token() if open_games else "eyJ2IjoxfQ"
    raw = draw(st.sampled_from([
        b"[" * 2000, b"{" * 17 + b"}" * 17, b"\xff\xfe\x00", b"null", b'"x"', b'{"v": 2}',
        b'{"v": 1, "seed": true}', b'{"v": 1, "seed": 1, "moves": ["play #1"] }',
        b'{"v":1,"rules":"paulista","players":2,"opponents":"coach","partner":"coach","seed":1,'
        b'"code":null,"moves":' + json.dumps(["next", "raise", "fold"] * 300).encode() + b"}",
        b'{"v":1,"rules":{"preset":"paulista","ladder":' + json.dumps(list(range(1, 200))).encode()
        + b'},"players":4,"opponents":"random","partner":"random","seed":1,"code":null,"moves":[]}',
    ]))
    token = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    how = draw(st.sampled_from(["raw", "real-cut", "real-splice", "text"]))
    at = len(real) * draw(st.integers(0, 1000)) // 1000  # the same draws whatever is open
    splice = draw(st.text(alphabet="AZaz09-_=+/", max_size=6))
    if how == "real-cut":
        return real[:at]
    if how == "real-splice":
        return real[:at] + splice + real[at:]
    if how == "text":
        return draw(st.sampled_from(HOSTILE_TEXT))
    return token


# The strategies the composites above draw from, built once: hypothesis draws the same examples
# from them, without building and checking a strategy at every draw (most of the fuzz tests' time).
_TABLES = {False: VALID_ARGS,
           True: {**VALID_ARGS, **{op: VALID_ARGS.get(op, []) + more
                                   for op, more in HEAVY_ARGS.items()}}}
_OPS = {heavy: st.sampled_from(sorted(table)) for heavy, table in _TABLES.items()}
_ARGS = {heavy: {op: st.sampled_from(samples) for op, samples in table.items()}
         for heavy, table in _TABLES.items()}
_SAMPLES = sample_requests()
_VALID = {heavy: valid_requests(heavy) for heavy in (False, True)}
_MUTATED = {heavy: mutated_requests(heavy) for heavy in (False, True)}
_HOSTILE_TOKENS = hostile_tokens()
_MUTATIONS = st.sampled_from(["replace", "add", "drop", "op", "shape", "nest"])
_ADDED_KEYS = st.text(max_size=6) | st.sampled_from(["id", "seed", "code", "args", "op"])
_OTHER_OPS = st.text(max_size=10) | st.sampled_from([*VALID_ARGS, "__init__"])
_TEXT_KINDS = {heavy: st.sampled_from(["valid"] * 4 + ["mutated"] * 4 + ["random", "text", "bytes", "big"]
                                      + (["token"] if heavy else [])) for heavy in (False, True)}
_INSERTS = st.text(max_size=8) | st.sampled_from(["[" * 3000, "\\ud800", "\\", '"', "}", "1e999"])

# -- checks -------------------------------------------------------------------------------------------


def hidden_from_seat0(game_id: object, number: object = None) -> set[str]:
    """Cards the game does not let the person (seat 0) see in its current hand (or in its hand
    ``number``, a finished one): others' held cards and covered plays (in a blind hand, its own
    held cards too). Once the current hand is over its held cards are turned face up (the
    state's ``reveal``); covered plays stay hidden."""
    game = web.GAMES.games.get(game_id) if isinstance(game_id, int) else None
    hand = None if game is None else game.match.hand
    if game is not None and isinstance(number, int) and not isinstance(number, bool):
        hands = [*game.match.history, *([hand] if hand else [])]
        hand = hands[number] if 0 <= number < len(hands) else None
    if hand is None:
        return set()
    hidden: set[str] = set()
    revealed = hand.finished and number is None
    for seat, held in enumerate(hand.hands):
        if not revealed and (seat != HUMAN or hand.blind):
            hidden |= {str(c) for c in held}
    for play in [*hand.table, *(p for r in hand.rounds for p in r.plays)]:
        if play.covered and play.seat != HUMAN:
            hidden.add(str(play.card))
    return hidden


def check_answer(request: object, answer: str) -> None:
    """The facade's contract for one answer."""
    assert isinstance(answer, str)
    answer.encode("utf-8")  # valid Unicode, no unpaired surrogates
    reply = json.loads(answer)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), answer[:200]
    if not reply["ok"]:
        error = reply["error"]
        assert error["code"] != "internal", (request, error)
        assert error["code"] in KNOWN_CODES, (request, error)
        assert isinstance(error["message"], str) and error["message"]
        return
    op, game_id = _op_of(request)
    if op == "game_code":  # a code names every card: never of a blind iron hand in progress
        game = web.GAMES.games.get(game_id) if isinstance(game_id, int) else None
        hand = None if game is None else game.match.hand
        asked = json.loads(request)["args"].get("hand")  # type: ignore[arg-type]
        assert asked is not None or hand is None or not hand.blind or hand.finished, request
    if op is not None and op.startswith("game_") and op != "game_code":
        result = reply["result"]
        game_id = result.get("id", game_id)
        events = result.get("events") or []
        deals = [i for i, e in enumerate(events) if e.get("type") == "deal"]
        current = events[deals[-1]:] if deals else events  # earlier hands had other cards
        rest = {k: v for k, v in result.items() if k not in ("observation", "events")}
        shown = set(CARD_TEXT.findall(json.dumps([rest, current])))
        observation = dict(result.get("observation") or {})
        observation.pop("manilhas", None)  # public: the vira's manilhas
        shown |= set(CARD_TEXT.findall(json.dumps(observation)))
        # a review is of the hand it names (an earlier hand had other cards)
        number = result.get("hand") if op == "game_review" else None
        leaked = shown & hidden_from_seat0(game_id, number)
        assert not leaked, (request, leaked)


def _op_of(request: object) -> tuple[str | None, object]:
    """The op and the game id of a request, if it has them."""
    try:
        data = json.loads(request)  # type: ignore[arg-type]
    except (TypeError, ValueError, RecursionError):
        return None, None
    if not isinstance(data, dict) or not isinstance(data.get("op"), str):
        return None, None
    args = data.get("args")
    return data["op"], args.get("id") if isinstance(args, dict) else None


# -- the command line, in process ------------------------------------------------------------------


class _Stream(io.TextIOWrapper):
    pass


def run_cli(argv: list[str], stdin: bytes = b"") -> tuple[int, bytes]:
    """Run ``python -m truco ARGV`` in this process with these stdin bytes: (exit code, stdout)."""
    out = io.BytesIO()
    old_in, old_out = sys.stdin, sys.stdout
    fake_in = _Stream(io.BytesIO(stdin), encoding="utf-8")
    fake_out = _Stream(out, encoding="utf-8", write_through=True)
    sys.stdin, sys.stdout = fake_in, fake_out
    try:
        with redirect_stderr(io.StringIO()):
            code = main(argv)
        fake_out.flush()
        return code, out.getvalue()
    finally:
        sys.stdin, sys.stdout = old_in, old_out
        fake_in.detach()
        fake_out.detach()


def check_cli(argv: list[str], stdin: bytes, code: int, out: bytes) -> None:
    """UTF-8 JSON (or the arena's table, or --help), exit 0 or 2, a known error code."""
    assert code in (0, 2), (argv, stdin[:80], code)
    text = out.decode("utf-8")
    if "--help" in argv or "-h" in argv or (code == 0 and "arena" in argv and "--json" not in argv):
        return
    lines = text.strip().splitlines()
    assert len(lines) == 1, (argv, stdin[:80], text[:300])
    data = json.loads(lines[0])
    if code == 2:
        assert data["error"]["code"] in KNOWN_CODES and data["error"]["code"] != "internal", data
    else:
        assert "error" not in data


@st.composite
def cli_inputs(draw: st.DrawFn) -> tuple[list[str], bytes]:
    """A command line and the bytes on standard input."""
    body = draw(_TEXTS)
    if isinstance(body, str):
        choice = draw(_BODIES)
        if choice == "scenario":
            data = draw(_SCENARIOS)
            data = dict(data)
            if draw(st.booleans()):
                data[draw(st.sampled_from(sorted(data)))] = draw(json_values())
            body = json.dumps(data)
        body = body.encode("utf-8", "surrogatepass")
    argv = draw(st.sampled_from([["replay", "-"], ["replay", "-"], ["replay", "/nonexistent/x.json"],
                                 ["replay"], ["nope"], [], ["replay", "-", "extra"], ["--help"],
                                 ["arena", "random", "random", "--matches", "0"],
                                 ["arena", "random", "nobody"],
                                 ["replay", draw(_SHORT_HOSTILE)],
                                 ["analyse", "-", "--worlds", "20"], ["analyse", "-", "--worlds", "0"],
                                 # solve's refusals only (a real solve takes minutes)
                                 ["solve", draw(_SHORT_HOSTILE)],
                                 ["solve", "eleven", "--rules", draw(_HOSTILE),
                                  "--iterations", "0"],
                                 ["solve", "iron", "--iterations", "0"]]))
    return argv, body


@st.composite
def scenario_codes(draw: st.DrawFn) -> str:
    """Scenario codes: valid, mutated (a field cut, doubled, changed), or random text."""
    kind = draw(_CODE_KINDS)
    if kind == "random":
        return draw(_RANDOM_CODES)
    code = draw(_CODES)
    if kind == "valid":
        return code
    fields = code.split(".")
    i = draw(st.integers(0, len(fields) - 1))
    how = draw(_FIELD_MUTATIONS)
    if how == "drop":
        del fields[i]
    elif how == "double":
        fields.insert(i, fields[i])
    elif how == "change":
        fields[i] = fields[i][:1] + draw(_FIELD_TEXT)
    else:
        fields[i] = fields[i][: draw(st.integers(0, len(fields[i])))]
    return ".".join(fields)


# built once, as above
_TEXTS = request_texts()
_BODIES = st.sampled_from(["scenario", "text"])
_SCENARIOS = st.sampled_from(SCENARIOS)
_SHORT_HOSTILE = st.sampled_from(HOSTILE_TEXT[:20])
_HOSTILE = st.sampled_from(HOSTILE_TEXT)
_CODE_KINDS = st.sampled_from(["valid", "mutated", "mutated", "random"])
_RANDOM_CODES = st.text(alphabet="v1.pasulitmnerofhdcHKQJA234567-_sxyz", max_size=80) | _HOSTILE
_CODES = st.sampled_from(CODES)
_FIELD_MUTATIONS = st.sampled_from(["drop", "double", "change", "truncate"])
_FIELD_TEXT = st.text(alphabet="0123456789-abcdhsQKJA#", max_size=12)
