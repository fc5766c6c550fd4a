"""The project's own fuzzing in the test run (about fifteen seconds): the facade, the command line and
scenario codes under valid, mutated and hostile input. ``tests/support/fuzz.py`` runs the same
strategies at scale (see BENCHMARKS.md for its figures)."""

from __future__ import annotations

import json

from fuzz_kit import check_answer, check_cli, cli_inputs, request_texts, run_cli, scenario_codes
from hypothesis import HealthCheck, given, settings

from truco import web
from truco.core.errors import TrucoError
from truco.notation.scenario import Scenario

FUZZ = settings(max_examples=1500, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(request_texts())
def test_the_facade_answers_every_request_with_json_never_internal_never_a_hidden_card(
        request: str | bytes) -> None:
    check_answer(request, web.handle(request))


@settings(FUZZ, max_examples=600)
@given(cli_inputs())
def test_the_command_line_prints_utf8_json_and_exits_0_or_2(case: tuple[list[str], bytes]) -> None:
    argv, stdin = case
    code, out = run_cli(argv, stdin)
    check_cli(argv, stdin, code, out)


@settings(FUZZ, max_examples=2000)
@given(scenario_codes())
def test_a_scenario_code_reads_or_is_refused_by_cause_and_round_trips(code: str) -> None:
    try:
        scenario = Scenario.from_code(code)
    except TrucoError as exc:
        assert exc.code != "internal" and exc.message
        answer = json.loads(web.handle(json.dumps({"op": "replay", "args": {"code": code}})))
        assert answer["ok"] is False and answer["error"]["code"] in (exc.code, "bad-text")
        return
    again = Scenario.from_code(scenario.to_code())
    assert again.to_json() == scenario.to_json()
    check_answer(json.dumps({"op": "replay", "args": {"code": code}}),
                 web.handle(json.dumps({"op": "replay", "args": {"code": code}})))
