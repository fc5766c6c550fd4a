"""Gallery puzzles: Manilhas: the vira, the fixed manilhas and the order of suits.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "manilhas"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "manilhas-1", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v4h.h3cKh6s-5dQsJc.a3c-5d",
        "answer": {"who": 1, "why": "manilha-beats-ordinary"},
        "claims": [
            {"kind": "manilhas", "cards": ["5c", "5h", "5s", "5d"]},
            {"kind": "manilhas", "vira": "Kc", "cards": ["Ac", "Ah", "As", "Ad"]},
            {"kind": "compare", "cards": "manilhas", "against": "ordinary", "result": "win"},
        ],
        "title": {
            "es": "La vira es un cuatro",
            "pt": "A vira é um quatro",
            "en": "The vira is a four",
        },
        "point": {
            "es": ("El valor que sigue al de la vira es el de las manilhas, y una manilha le gana a "
                   "cualquier carta común."),
            "pt": ("O valor seguinte ao da vira é o das manilhas, e uma manilha ganha de qualquer carta "
                   "comum."),
            "en": ("The rank after the vira's is the manilha rank, and a manilha beats every ordinary "
                   "card."),
        },
    },
    {
        "id": "manilhas-2", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.hQh4s5c-Qc6h7s.aQh-Qc",
        "answer": {"who": 1, "why": "manilha-suit"},
        "claims": [
            {"kind": "manilhas", "cards": ["Qc", "Qh", "Qs", "Qd"]},
            {"kind": "manilhas", "vira": "2d", "cards": ["3c", "3h", "3s", "3d"]},
        ],
        "title": {
            "es": "Dos reinas en la mesa",
            "pt": "Duas damas na mesa",
            "en": "Two queens on the table",
        },
        "point": {
            "es": ("Entre dos manilhas decide el palo: tréboles, corazones, picas y diamantes, en ese "
                   "orden."),
            "pt": ("Entre duas manilhas quem decide é o naipe: paus, copas, espadas e ouros, nessa "
                   "ordem."),
            "en": "Between two manilhas the suit decides: clubs, hearts, spades, then diamonds.",
        },
    },
    {
        "id": "manilhas-3", "level": 2, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v3s.h2cKh6s-4dQsJc.a2c-4d",
        "answer": {"who": 1, "why": "manilha-beats-ordinary"},
        "claims": [
            {"kind": "manilhas", "cards": ["4c", "4h", "4s", "4d"]},
            {"kind": "compare", "cards": "4", "against": "ordinary", "result": "win"},
        ],
        "title": {
            "es": "La vira es un tres",
            "pt": "A vira é um três",
            "en": "The vira is a three",
        },
        "point": {
            "es": "Después del 3 el orden vuelve a empezar: con vira 3, los cuatros son manilhas.",
            "pt": "Depois do 3 a ordem recomeça: com vira 3, os quatros são manilhas.",
            "en": "After the 3 the order starts again: with a 3 as the vira, the fours are manilhas.",
        },
    },
    {
        "id": "manilhas-4", "level": 2, "kind": "round",
        "scenario": "v1.mineiro.p2.s0-0.d1.h7sKh6s-7hQsJc.a7s-7h",
        "answer": {"who": 1, "why": "manilha-beats-ordinary"},
        "claims": [
            {"kind": "manilhas", "cards": ["4c", "7h", "As", "7d"]},
            {"kind": "compare", "cards": ["7c", "7s"], "against": "manilhas", "result": "lose"},
            {"kind": "compare", "cards": "7c", "against": "7s", "result": "tie"},
        ],
        "title": {
            "es": "Sietes sin vira",
            "pt": "Setes sem vira",
            "en": "Sevens without a vira",
        },
        "point": {
            "es": ("Con manilhas fijas solo el 7 de corazones y el 7 de diamantes son manilhas: los "
                   "otros sietes son cartas comunes."),
            "pt": ("Com manilhas fixas só o 7 de copas e o 7 de ouros são manilhas: os outros setes são "
                   "cartas comuns."),
            "en": ("With fixed manilhas only the 7 of hearts and the 7 of diamonds are manilhas: the "
                   "other sevens are ordinary."),
        },
    },
    {
        "id": "manilhas-5", "level": 3, "kind": "round",
        "scenario": "v1.mineiro.p2.s0-0.d1.hAsKh6s-4cQsJc.aAs-4c",
        "answer": {"who": 1, "why": "manilha-suit"},
        "claims": [
            {"kind": "manilhas", "cards": ["4c", "7h", "As", "7d"]},
            {"kind": "compare", "cards": "4c", "against": ["7h", "As", "7d"], "result": "win"},
        ],
        "title": {
            "es": "El as de picas contra el cuatro de tréboles",
            "pt": "O ás de espadas contra o quatro de paus",
            "en": "The ace of spades against the four of clubs",
        },
        "point": {
            "es": ("Las manilhas fijas tienen su propio orden: 4 de tréboles, 7 de corazones, as de "
                   "picas, 7 de diamantes."),
            "pt": ("As manilhas fixas têm a sua própria ordem: 4 de paus, 7 de copas, ás de espadas, 7 "
                   "de ouros."),
            "en": ("Fixed manilhas have their own order: four of clubs, seven of hearts, ace of spades, "
                   "seven of diamonds."),
        },
    },
    {
        "id": "manilhas-6", "level": 2, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.vAd.h2dKh6s-3sQsJc.a2d-3s",
        "answer": {"who": 0, "why": "manilha-beats-ordinary"},
        "claims": [
            {"kind": "compare", "cards": "manilhas", "against": "3", "result": "win"},
            {"kind": "compare", "cards": "3", "against": "ordinary", "result": "win-or-tie"},
        ],
        "title": {
            "es": "La vira es un as",
            "pt": "A vira é um ás",
            "en": "The vira is an ace",
        },
        "point": {
            "es": "Cualquier manilha, hasta la más floja, le gana al 3, la carta común más alta.",
            "pt": "Qualquer manilha, até a mais fraca, ganha do 3, a carta comum mais alta.",
            "en": "Any manilha, even the weakest, beats a 3, the highest ordinary card.",
        },
    },
]
