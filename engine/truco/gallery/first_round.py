"""Gallery puzzles: The first round: who leads next and what winning it is worth.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "first-round"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "first-round-1", "level": 1, "kind": "lead",
        "scenario": "v1.paulista.p2.s0-0.d1.vKd.h3cKh6s-AdQsJc.a3c-Ad",
        "answer": {"who": 1, "why": "lead-winner"},
        "claims": [
            {"kind": "position", "mao": 0, "rounds": [1], "lead": 1},
            {"kind": "round", "first": 1, "plays": ["4c", "3d"], "winner": 0, "lead": 0},
        ],
        "title": {
            "es": "Después de la primera baza",
            "pt": "Depois da primeira rodada",
            "en": "After the first round",
        },
        "point": {
            "es": "Quien jugó la carta ganadora sale en la baza siguiente, aunque no sea el mano.",
            "pt": "Quem jogou a carta vencedora abre a rodada seguinte, mesmo que não seja mão.",
            "en": ("Whoever played the winning card leads the next round, even when they are not the "
                   "mão."),
        },
    },
    {
        "id": "first-round-2", "level": 2, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3c5hJs-2hKcJd.a3c-2h-5h-Kc-Jd-Js",
        "answer": {"who": 0, "why": "first-round-decides"},
        "claims": [
            {"kind": "rounds", "results": [0, 1, None], "winner": 0, "why": "first-round-decides"},
            {"kind": "rounds", "results": [1, 0, None], "winner": 1, "why": "first-round-decides"},
        ],
        "title": {
            "es": "Una baza cada uno y una parda",
            "pt": "Uma rodada para cada um e um empate",
            "en": "One round each and a tie",
        },
        "point": {
            "es": "Con una baza ganada por lado y la tercera parda, gana quien se llevó la primera.",
            "pt": "Com uma rodada ganha por lado e a terceira empatada, ganha quem fez a primeira.",
            "en": ("With one round each and the third tied, the winner of the first round takes the "
                   "hand."),
        },
    },
    {
        "id": "first-round-3", "level": 3, "kind": "play",
        "scenario": "v1.paulista.p2.s0-0.d1.v4h.h5c5h4s-3hKsQd",
        "answer": {"action": "play 4s"},
        "claims": [
            {"kind": "best", "action": "play 4s"},
            {"kind": "chance", "action": "play 4s", "is": "certain"},
            {"kind": "compare", "cards": ["5c", "5h"], "against": "opponents", "result": "win"},
            {"kind": "margin", "action": "play 4s", "over": "play 5c", "at_least": 0.2},
            {"kind": "margin", "action": "play 4s", "over": "raise", "at_least": 0.2},
        ],
        "title": {
            "es": "Dos manilhas en la mano",
            "pt": "Duas manilhas na mão",
            "en": "Two manilhas in hand",
        },
        "point": {
            "es": ("Con las dos manilhas más altas (el zap y la de corazones) puedes regalar la primera "
                   "baza con tu carta floja: la mano sigue siendo tuya y escondes tu fuerza para el "
                   "truco."),
            "pt": ("Com as duas manilhas mais altas (o zap e a de copas) dá para entregar a primeira "
                   "rodada com a carta fraca: a mão continua sua e você esconde a força para o truco."),
            "en": ("With the two highest manilhas (the zap and hearts) you can give the first round "
                   "away with your weak card: the hand is still yours, and you hide your strength for "
                   "the truco."),
        },
    },
    {
        "id": "first-round-4", "level": 1, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h2c6hJs-Kh6d4c.a2c-Kh-6h-6d",
        "answer": {"who": 0, "why": "win-plus-tie"},
        "claims": [
            {"kind": "rounds", "results": [0, 1], "winner": "open"},
            {"kind": "rounds", "results": [0, 0], "winner": 0},
            {"kind": "rounds", "results": [0, None], "winner": 0},
            {"kind": "rounds", "results": [0, 1, 0], "winner": 0},
            {"kind": "rounds", "results": [0, 1, None], "winner": 0},
        ],
        "title": {
            "es": "Ganaste la primera",
            "pt": "Você fez a primeira",
            "en": "You won the first round",
        },
        "point": {
            "es": "Quien gana la primera baza solo necesita ganar o empardar otra.",
            "pt": "Quem ganha a primeira rodada só precisa ganhar ou empatar mais uma.",
            "en": "Whoever wins the first round needs only one more round won or tied.",
        },
    },
]
