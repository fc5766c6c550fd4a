"""Gallery puzzles: Covering: covered cards against face-up ones and against each other.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "covering"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "covering-1", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v7c.h3c3d5h-2h4s6c.a3c-2h-c3d-4s",
        "answer": {"who": 1, "why": "covered-loses"},
        "claims": [
            {"kind": "compare", "cards": "covered", "against": "face-up", "result": "lose"},
        ],
        "title": {
            "es": "Un tres tapado",
            "pt": "Um três coberto",
            "en": "A covered three",
        },
        "point": {
            "es": "Una carta tapada pierde con cualquier carta boca arriba, aunque sea un 3.",
            "pt": "Uma carta coberta perde para qualquer carta aberta, mesmo sendo um 3.",
            "en": "A covered card loses to any face-up card, even when it is a 3.",
        },
    },
    {
        "id": "covering-2", "level": 2, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v7c.h3c3d5h-2h4s6c.a3c-2h-c3d-c4s",
        "answer": {"who": None, "why": "covered-tie"},
        "claims": [
            {"kind": "compare", "cards": "covered", "against": "covered", "result": "tie"},
        ],
        "title": {
            "es": "Dos cartas tapadas",
            "pt": "Duas cartas cobertas",
            "en": "Two covered cards",
        },
        "point": {
            "es": "Dos cartas tapadas empardan entre sí, sean cuales sean.",
            "pt": "Duas cartas cobertas empatam entre si, sejam quais forem.",
            "en": "Two covered cards tie with each other, whatever they are.",
        },
    },
    {
        "id": "covering-3", "level": 2, "kind": "lead",
        "scenario": "v1.paulista.p2.s0-0.d1.vKh.h2dQs7c-3h4cJd.a2d-3h-c4c-7c",
        "answer": {"who": 0, "why": "lead-winner"},
        "claims": [
            {"kind": "round", "first": 1, "plays": ["c4c", "7c"], "winner": 0, "lead": 0},
            {"kind": "round", "first": 0, "plays": ["c3d", "4s"], "winner": 1, "lead": 1},
        ],
        "title": {
            "es": "Quién sale en la tercera",
            "pt": "Quem abre a terceira",
            "en": "Who leads the third round",
        },
        "point": {
            "es": "Quien tapa le regala la baza a la carta boca arriba, y con ella la salida.",
            "pt": "Quem cobre entrega a rodada à carta aberta, e com ela a vez de abrir.",
            "en": "Covering hands the round to the face-up card, and the lead with it.",
        },
    },
    {
        "id": "covering-4", "level": 3, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v7c.h3cKd4h-2hAh5d.a3c-2h-Kd-Ah-c5d-c4h",
        "answer": {"who": 0, "why": "first-round-decides"},
        "claims": [
            {"kind": "round", "first": 1, "plays": ["c5d", "c4h"], "winner": None, "lead": 1},
            {"kind": "rounds", "results": [0, 1, None], "winner": 0, "why": "first-round-decides"},
            {"kind": "rounds", "results": [1, 0, None], "winner": 1, "why": "first-round-decides"},
        ],
        "title": {
            "es": "Tapadas en la última baza",
            "pt": "Cobertas na última rodada",
            "en": "Covered in the last round",
        },
        "point": {
            "es": ("Con una baza para cada uno, si la tercera es parda, aunque sea entre tapadas, "
                   "manda la primera."),
            "pt": ("Com uma rodada para cada lado, se a terceira empata, mesmo entre cobertas, vale a "
                   "primeira."),
            "en": ("With one round each, if the third round ties, even between covered cards, the first "
                   "round decides."),
        },
    },
]
