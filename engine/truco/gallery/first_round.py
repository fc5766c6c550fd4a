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
        "title": {
            "es": "Dos manilhas en la mano",
            "pt": "Duas manilhas na mão",
            "en": "Two manilhas in hand",
        },
        "point": {
            "es": ("Con dos manilhas puedes regalar la primera baza con tu carta floja y esconder tu "
                   "fuerza para el truco."),
            "pt": ("Com duas manilhas dá para entregar a primeira rodada com a carta fraca e esconder a "
                   "força para o truco."),
            "en": ("With two manilhas you can give the first round away with your weak card and hide "
                   "your strength for the truco."),
        },
    },
    {
        "id": "first-round-4", "level": 1, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h2c6hJs-Kh6d4c.a2c-Kh-6h-6d",
        "answer": {"who": 0, "why": "win-plus-tie"},
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
