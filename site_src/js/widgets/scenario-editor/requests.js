// @ts-check
// scenario-editor's first requests: what the editor asks when it opens (the build answers them in
// advance, and the editor asks the same when it opens a link: changes.js openSource).

/** @typedef {import("../../kit/initial.js").Request} Request */

/**
 * The requests the editor makes when it opens: a puzzle's parts, then its position and rules; a
 * position and its rules; or the reader's rules (the deck, the options) for an empty table.
 * @param {import("../../kit/initial.js").OpenState} state
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  /** @type {Request[]} */
  const out = [];
  let code = params.s;
  if (params.p !== undefined) {
    const open = { op: "puzzle_open", args: { puzzle: params.p } };
    out.push(open);
    const opened = answered(open);
    if (!opened || !opened.puzzle) return out;
    code = opened.puzzle.scenario;
  }
  if (code !== undefined) {
    const replay = { op: "replay", args: { code, prefix: true } };
    out.push(replay);
    const r = answered(replay);
    if (r && r.scenario) out.push({ op: "rules", args: { rules: r.scenario.rules } });
    return out;
  }
  return [{ op: "rules", args: { rules } }];
}
