"""Gallery puzzles: The exposed card (Paulista FPT): when a raise loses the hand.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "exposed"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "exposed-1", "level": 2, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s0-0.d1.v4d.h3c6cKc-3hJhQh.a3c-raise-accept-3h",
        "answer": {"who": 0, "why": "exposed-card"},
        "claims": [
            {"kind": "position", "winner": 0, "why": "exposed-card"},
            {"kind": "position", "actions": ["3c", "3h"], "rounds": [None], "finished": False},
        ],
        "title": {
            "es": "Un canto sobre un tres",
            "pt": "Um pedido em cima de um três",
            "en": "A raise over a three",
        },
        "point": {
            "es": ("Si cantas cuando el rival ya mostró su carta y después empardas contra ella, pierdes "
                   "la mano: esa carta estaba expuesta."),
            "pt": ("Quem pede com uma carta já à vista na mesa e depois empata com ela perde a mão: "
                   "empatou contra uma carta exposta."),
            "en": ("Raise while a card is already face up, then tie against it, and you lose the hand: "
                   "that card was exposed."),
        },
    },
    {
        "id": "exposed-2", "level": 3, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s0-0.d1.v4d.h3c6cKs-QhJhKh.a3c-Qh-6c-Jh-Kh-raise-accept-Ks",
        "answer": {"who": 1, "why": "exposed-card"},
        "claims": [
            {"kind": "position", "rounds": [0, 1, None], "winner": 1, "why": "exposed-card"},
            {"kind": "rounds", "results": [0, 1, None], "winner": 0},
        ],
        "title": {
            "es": "Ganaste la primera y cantaste",
            "pt": "Você fez a primeira e pediu",
            "en": "You won the first round and raised",
        },
        "point": {
            "es": ("La carta expuesta hace perder la mano aunque el equipo que cantó ya hubiera ganado "
                   "una baza."),
            "pt": ("A carta exposta faz perder a mão mesmo que o time que pediu já tivesse ganhado uma "
                   "rodada."),
            "en": "The exposed card loses the hand even when the raising team had already won a round.",
        },
    },
    {
        "id": "exposed-3", "level": 2, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s0-0.d1.v4d.h3c6cKs-QhJhKh.a3c-Qh-6c-Jh-raise-accept-Kh-Ks",
        "answer": {"who": 0, "why": "first-round-decides"},
        "claims": [
            {"kind": "position", "winner": 0, "why": "first-round-decides"},
            {"kind": "position", "actions": ["3c", "Qh", "6c", "Jh", "Kh", "raise", "accept", "Ks"],
             "why": "exposed-card"},
        ],
        "title": {
            "es": "El canto antes de la carta",
            "pt": "O pedido antes da carta",
            "en": "The raise before the card",
        },
        "point": {
            "es": "Solo cuenta como expuesta una carta que ya estaba en la mesa cuando se cantó.",
            "pt": "Só conta como exposta uma carta que já estava na mesa quando se pediu.",
            "en": ("A card counts as exposed only if it was already on the table when the raise was "
                   "made."),
        },
    },
    {
        "id": "exposed-4", "level": 3, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s0-0.d1.v4d.h3c6cKs-QhJhKh.a3c-Qh-6c-Jh-cKh-raise-accept-cKs",
        "answer": {"who": 0, "why": "first-round-decides"},
        "claims": [
            {"kind": "position", "rounds": [0, 1, None], "why": "first-round-decides"},
            {"kind": "position", "actions": ["3c", "Qh", "6c", "Jh", "Kh", "raise", "accept", "Ks"],
             "why": "exposed-card"},
        ],
        "title": {
            "es": "Parda entre tapadas",
            "pt": "Empate entre cobertas",
            "en": "A tie between covered cards",
        },
        "point": {
            "es": "Las cartas tapadas no se ven, así que nunca son cartas expuestas.",
            "pt": "As cartas cobertas não se veem, então nunca são cartas expostas.",
            "en": "Covered cards are never seen, so they are never exposed cards.",
        },
    },
    {
        "id": "exposed-5", "level": 2, "kind": "points",
        "scenario": "v1.paulista-fpt.p2.s0-0.d1.v4d.h2c6cKs-2hJhKh.a2c-raise-raise-accept-2h",
        "answer": {"points": 6},
        "claims": [
            {"kind": "position", "value": 6, "points": 6, "why": "exposed-card"},
            {"kind": "position", "actions": ["2c", "raise", "accept", "2h"], "points": 3,
             "why": "exposed-card"},
        ],
        "title": {
            "es": "Seis querido y una parda",
            "pt": "Seis aceito e um empate",
            "en": "Seis accepted, then a tie",
        },
        "point": {
            "es": "Con carta expuesta, el otro equipo cobra el valor querido de la mano.",
            "pt": "Com carta exposta, o outro time marca o valor aceito da mão.",
            "en": "With an exposed card, the other team scores the hand's accepted value.",
        },
    },
]
