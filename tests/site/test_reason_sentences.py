"""Every reason code and every error code of the engine has a sentence in es, pt and en."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from truco.core.explain import ERRORS, REASONS

ROOT = Path(__file__).resolve().parents[2]
SENTENCES = json.loads((ROOT / "site_src/i18n/reasons.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", sorted(REASONS) + sorted(ERRORS))
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_every_code_has_a_sentence_in_every_language(code: str, lang: str) -> None:
    text = SENTENCES.get(f"reason.{code}", {}).get(lang, "")
    assert text.strip(), f"reason.{code} has no {lang} sentence"


def test_every_error_code_raised_by_the_engine_is_listed() -> None:
    used: set[str] = set()
    for path in (ROOT / "engine/truco").rglob("*.py"):
        used |= set(re.findall(r'code="([a-z-]+)"', path.read_text(encoding="utf-8")))
    assert used <= set(ERRORS) | set(REASONS), sorted(used - set(ERRORS) - set(REASONS))


@pytest.mark.parametrize("code", sorted(REASONS))
def test_sentences_use_only_the_placeholders_the_three_languages_share(code: str) -> None:
    texts = SENTENCES[f"reason.{code}"]
    fields = {lang: set(re.findall(r"\{(\w+)\}", texts[lang])) for lang in ("es", "pt", "en")}
    assert fields["es"] == fields["pt"] == fields["en"], fields
