// @ts-check
// The engine protocol, written down once for the JavaScript side. A request is {op, args}; the
// engine (engine/truco/web.py, one typed function per op) answers {ok: true, result} or
// {ok: false, error: {code, message, ...}}. These pure functions encode and decode the messages
// the worker carries; engine-client.js does the transport.

/**
 * @typedef {string | {preset: string, [option: string]: unknown}} RulesSpec
 * @typedef {{code: string, params?: Record<string, any>}} Ruling
 * @typedef {{seat: number, card: string | null, covered: boolean}} PlayView
 * @typedef {{plays: PlayView[], winner: number | null, lead: number, ruling: Ruling}} RoundView
 * @typedef {{seat: number, team: number, partner: number | null, mao: boolean, dealer: boolean}} SeatFacts
 * @typedef {{seat: number, action: string, meaning: string, round: number, card?: string,
 *   slot?: number, offer?: number, call?: string, pays?: number, team?: number}} Step
 *   What an action meant (history entries, legal `choices`, game `action` events).
 * @typedef {{steps: number[], step: number, locked: boolean, next_offer: number | null,
 *   last_raiser_team: number | null, may_raise: number[]}} LadderView
 * @typedef {{raiser: number, responder: number, offer: number}} PendingView
 * @typedef {{scenario?: ScenarioJson, code?: string}} Source a scenario by JSON or by code
 *
 * @typedef {Object} ScenarioJson
 * @property {RulesSpec} [rules]
 * @property {number} [players]
 * @property {number[]} [score]
 * @property {number} [dealer]
 * @property {string} [vira]
 * @property {string[][]} hands
 * @property {string[]} [actions]
 *
 * @typedef {Object} ReplayResult the `replay` and `retarget` ops (full information)
 * @property {boolean} finished
 * @property {number | null} winner
 * @property {number[]} points
 * @property {number[]} score after the hand, capped
 * @property {number | null} match_winner
 * @property {number} value
 * @property {(number | null)[]} rounds
 * @property {number | null} to_act
 * @property {string[]} legal
 * @property {Ruling | null} ruling
 * @property {Ruling[]} match_rulings
 * @property {RoundView[]} round_details
 * @property {PlayView[]} table
 * @property {string[][]} hands cards each seat still holds
 * @property {Step[]} history
 * @property {Step[]} choices the legal actions with their meaning
 * @property {SeatFacts[]} seats
 * @property {number} players
 * @property {string} kind "normal" | "eleven" | "iron"
 * @property {Ruling | null} kind_ruling
 * @property {string} phase "eleven" | "play" | "answer" | "over"
 * @property {number} round
 * @property {boolean} blind
 * @property {number} mao
 * @property {number} dealer
 * @property {number | null} decider
 * @property {number[]} start_score
 * @property {number} target
 * @property {string[]} manilhas
 * @property {PendingView | null} pending
 * @property {LadderView} ladder
 * @property {string} code
 * @property {ScenarioJson} scenario
 * @property {{action: string, meaning: string, finished: boolean, points: number[] | null,
 *   ruling: Ruling | null, value: number, offer: number | null, to_act: number | null}[]} preview
 * @property {EngineErrorJson | null} refused with `prefix`: the refused action's error
 *
 * @typedef {Object} Observation one seat's view (training games)
 * @property {number} seat
 * @property {number} team
 * @property {number | null} partner
 * @property {number} players
 * @property {SeatFacts[]} seats
 * @property {RulesSpec} rules
 * @property {number} dealer
 * @property {number} mao
 * @property {number[]} score
 * @property {number} target
 * @property {string} kind
 * @property {Ruling | null} kind_ruling
 * @property {boolean} blind
 * @property {number | null} decider
 * @property {string | null} vira
 * @property {string[]} manilhas
 * @property {string[] | null} hand own cards (null in a blind hand)
 * @property {number[]} slots positions still held
 * @property {string[] | null} partner_hand
 * @property {number[]} held how many cards each seat holds
 * @property {PlayView[]} table
 * @property {RoundView[]} rounds
 * @property {number} round
 * @property {string} phase
 * @property {number | null} to_act
 * @property {number} value
 * @property {LadderView} ladder
 * @property {PendingView | null} pending
 * @property {{winner: number | null, points: number[], ruling: Ruling, score: number[],
 *   match_winner: number | null, match_rulings: Ruling[]} | null} outcome
 * @property {Step[]} history
 * @property {Step[]} choices
 * @property {string[]} legal
 *
 * @typedef {Object} GameState the game_* ops
 * @property {number} [id] game_new and game_resume
 * @property {Observation} observation
 * @property {{score: number[], winner: number | null, target: number, hands: number,
 *   players: number, rules: RulesSpec, next: "play" | "deal" | "over"}} match
 * @property {Record<string, string>} bots
 * @property {({type: string} & Record<string, any>)[]} events
 * @property {number} event_count
 * @property {string} position
 * @property {string} token reopens the game after an engine restart: rules, bots, the deal seed and the moves (every card follows from the seed; kept in memory only)
 *
 * @typedef {{code: string, message: string, [field: string]: unknown}} EngineErrorJson
 *
 * Puzzles (kit addition: teach; engine/truco/puzzles.py). A puzzle is named by a gallery id or a
 * sealed code ("Q1..."); its question is built from the student's seat's observation.
 * @typedef {Object} PuzzleView the `puzzle` op (and `puzzle_make`'s `view`): never the answer
 * @property {"play" | "round" | "lead" | "hand" | "points"} kind
 * @property {number} seat the student's seat
 * @property {number} players
 * @property {RulesSpec} rules
 * @property {string} preset
 * @property {string} note the teacher's note (plain text)
 * @property {string | null} id a gallery puzzle's id
 * @property {Observation} observation the seat's view (for all kinds but play: just after the last
 *   move, with nothing the rules decided after it; phase "question")
 * @property {Step | null} last the last move, as the seat saw it (all kinds but play)
 * @property {{seat: number, cards: string[]}[]} shown the cards of the seats the teacher shows
 * @property {{who?: (number | null)[], why?: string[], points?: {min: number, max: number},
 *   actions?: string[]}} options the answers to choose from
 * @property {Record<string, string> | null} [title] a gallery puzzle's title by language
 * @property {string | null} [topic]
 * @property {number | null} [level]
 *
 * @typedef {Object} PuzzleAnalysis the coach's analysis (engine/truco/analysis.py)
 * @property {string} method "exact" | "sampled"
 * @property {number} worlds
 * @property {string} model
 * @property {string} choice
 * @property {number} stake
 * @property {{action: string, meaning: string, ev: number, win: number, best: boolean,
 *   ci95: number[] | null, card?: string, call?: string, offer?: number, slot?: number}[]} actions
 *
 * @typedef {Object} PuzzleSolution
 * @property {string} kind
 * @property {number | null} [who] a team (round, hand; null: a tie or nobody) or a seat (lead)
 * @property {string} [why] the reason's code
 * @property {number} [points]
 * @property {Ruling} [ruling] the engine's ruling
 * @property {Observation} [after] the position after the last move, as the seat sees it
 * @property {string} [action] the coach's move (play)
 * @property {string[]} [best]
 * @property {Record<string, string>} [grades] each action's grade (play)
 * @property {PuzzleAnalysis} [analysis]
 * @property {Record<string, string> | null} [point] a gallery puzzle's teaching point
 *
 * @typedef {Object} PuzzleVerdict the `puzzle_check` op
 * @property {boolean} correct
 * @property {boolean} solved
 * @property {boolean} revealed
 * @property {"who" | "why" | "points" | "action"} [part]
 * @property {string | null} [grade] play: the coach's grade of the move
 * @property {number} [loss] play: the points it gives up against the best move
 * @property {PuzzleSolution} [solution] once solved or revealed
 *
 * @typedef {Object} GalleryItem one puzzle of the `puzzle_list` op
 * @property {string} id
 * @property {string} topic
 * @property {number} level
 * @property {string} kind
 * @property {number} players
 * @property {string} preset
 * @property {RulesSpec} rules
 * @property {Record<string, string>} title
 * @property {{players: number, seat: number, vira: string | null, hand: string[] | null,
 *   held: number[], table: PlayView[], rounds: (number | null)[], score: number[], value: number,
 *   kind: string, blind: boolean}} thumb
 * @typedef {Object} ActionValue one legal action of an analysis (the coach's value for it)
 * @property {string} action
 * @property {string} meaning what it means, as in `choices`
 * @property {string} [card]
 * @property {number} [slot]
 * @property {string} [call]
 * @property {number} [offer]
 * @property {number} [pays] what folding or surrendering gives the other team
 * @property {number} ev expected points of the hand for the acting team, minus the other team's
 * @property {[number, number] | null} ci95 the 95% interval when sampled, else null
 * @property {number} win the chance that the acting team wins the hand
 * @property {boolean} exact whether `ev` is exact (every consistent deal, or a fold's payout)
 * @property {boolean} best
 *
 * @typedef {Object} Analysis the `analyse` op (engine/truco/analysis.py says how values are obtained)
 * @property {number} seat the seat to act, whose observation was analysed
 * @property {number} team
 * @property {"exact" | "sampled"} method every consistent deal of the unseen cards, or a sample
 * @property {number} worlds how many deals the values stand for
 * @property {number} evaluated how many were played out
 * @property {string} model the bot that plays the rest of the hand for every seat
 * @property {boolean} weighted deals weighted by how well they explain the other seats' calls
 * @property {number} calls how many of the other seats' decisions weighed them
 * @property {number} seed
 * @property {number} budget
 * @property {number} value the hand's value
 * @property {number} stake
 * @property {string} choice the coach's move
 * @property {ActionValue[]} actions one per legal action, in the engine's order
 * @property {number} [ms] time taken in the engine (the op adds it)
 *
 * @typedef {Object} ReviewDecision one decision of the reviewed seat in a finished hand
 * @property {number} index its place in the hand's moves (a position link's step)
 * @property {number} round
 * @property {string} action
 * @property {string} meaning
 * @property {Record<string, any>} position the position then, as the seat saw it
 * @property {string | null} grade best, good, inaccuracy, mistake or blunder; null when forced
 * @property {boolean} forced
 * @property {number} [loss] points given away against the best action
 * @property {string[]} [best] the best actions
 * @property {number} [share]
 * @property {number} [stake]
 * @property {Analysis} [analysis] the analysis then (not for a forced move)
 *
 * @typedef {Object} HandReview the `game_review` op
 * @property {number} hand the hand's number in the match, from 0
 * @property {number} seat
 * @property {ReviewDecision[]} decisions
 * @property {{decisions: number, graded: number, grades: Record<string, number>, loss: number}} summary
 * @property {Record<string, any> | null} outcome
 * @typedef {Object} ElevenSolved the shipped solution's answer for the decider's hand (truco/solved.py)
 * @property {boolean} accept what the solution does (accepting with probability >= 1/2)
 * @property {number} accept_probability 0 or 1 unless the solution mixes
 * @property {number} value_accept the decider's expected points margin if it accepts
 * @property {number} value_decline minus what declining pays
 * @property {number} win_chance the chance to win the hand if it accepts
 * @property {number} exploitability of the solve, points per hand
 * @property {number} iterations
 * @property {string} hand_class
 * @property {string} vira_class
 * @property {"solved"} method
 *
 * @typedef {Object} ElevenSolution the `eleven_solution` op (added with the lab: the solved hand of eleven)
 * @property {number} players
 * @property {number} decider
 * @property {number} mao
 * @property {boolean} decider_is_mao
 * @property {string[]} hand the decider's cards
 * @property {number} eleven_value what the hand is worth once accepted
 * @property {number} fold_pays what declining gives the other team
 * @property {{numerator: number, denominator: number, chance: number}} break_even the chance of
 *   winning above which accepting beats declining (when every hand has a winner)
 * @property {ElevenSolved | null} solved null where nothing is solved
 * @property {"pairs" | "rules" | null} reason why nothing is solved
 */

/**
 * Every op with its arguments (engine/truco/web.py has the same list as typed functions).
 * @typedef {Object} OpArgs
 * @property {{}} ping
 * @property {{rules?: RulesSpec}} rules
 * @property {{rules?: RulesSpec, vira?: string | null}} manilhas
 * @property {{cards: string[], rules?: RulesSpec, vira?: string | null, covered?: boolean[] | null}} compare
 * @property {{outcomes?: (number | null)[], rules?: RulesSpec, kind?: "normal" | "eleven" | "iron", value?: number | null}} ties
 * @property {Source & {prefix?: boolean}} replay
 * @property {Source & {rules: RulesSpec, vira?: string | null}} retarget
 * @property {Source} encode
 * @property {Source} decode
 * @property {{rules?: RulesSpec, players?: number, opponents?: string, partner?: string, seed?: number | null, code?: string | null}} game_new
 * @property {{token: string}} game_resume
 * @property {{id: number, action: string}} game_act
 * @property {{id: number}} game_next
 * @property {{id: number, since?: number}} game_state
 * @property {{id: number, hand?: number | null}} game_code
 * @property {{id: number, action: string}} game_check
 * @property {Source & {bot?: string, seed?: number}} bot_move
 * @property {{puzzle: string}} puzzle
 * @property {{puzzle: string, answer?: Record<string, unknown> | null, reveal?: boolean, seed?: number}} puzzle_check
 * @property {{puzzle: {scenario: string | ScenarioJson, kind: string, seat?: number, show?: number[], note?: string}}} puzzle_make
 * @property {{puzzle: string}} puzzle_open
 * @property {{}} puzzle_list
 * @property {Source & {id?: number, seed?: number, worlds?: number}} analyse
 * @property {{id: number, hand?: number | null, seed?: number, worlds?: number}} game_review
 * @property {Source & {id?: number, seed?: number, worlds?: number}} analyse
 * @property {Source} eleven_solution
 */

/**
 * What each op answers.
 * @typedef {Object} OpResults
 * @property {{version: string, presets: string[]}} ping
 * @property {{spec: RulesSpec, options: Record<string, any>, calls: {step: number, name: string, value: number, fold_pays: number}[], deck: string[]}} rules
 * @property {{vira: string | null, manilha_rank: string | null, manilhas: {card: string, name: string}[], ranking: {place: number, cards: string[], manilha: boolean}[]}} manilhas
 * @property {{cards: string[], vira: string | null, winner: number | null, lead: number, top: number[], ruling: Ruling, lead_ruling: Ruling, strengths: number[]}} compare
 * @property {{decided: boolean, after: number, winner: number | null, points: number | null, ruling: Ruling | null, unplayed: number | null}} ties
 * @property {ReplayResult} replay
 * @property {ReplayResult} retarget
 * @property {{code: string}} encode
 * @property {{scenario: ScenarioJson}} decode
 * @property {GameState} game_new
 * @property {GameState} game_resume
 * @property {GameState} game_act
 * @property {GameState} game_next
 * @property {GameState} game_state
 * @property {{code: string}} game_code
 * @property {{legal: true}} game_check
 * @property {{seat: number, action: string, ms: number}} bot_move
 * @property {PuzzleView} puzzle
 * @property {PuzzleVerdict} puzzle_check
 * @property {{code: string, puzzle: Record<string, any>, view: PuzzleView}} puzzle_make
 * @property {{puzzle: {scenario: string, kind: string, seat: number, show?: number[], note?: string},
 *   id: string | null, code: string}} puzzle_open
 * @property {{topics: string[], levels: number[], kinds: string[], puzzles: GalleryItem[]}} puzzle_list
 * @property {Analysis} analyse
 * @property {HandReview} game_review
 * @property {Analysis} analyse
 * @property {ElevenSolution} eleven_solution
 */

/**
 * The JSON text of a request.
 * @param {string} op @param {object} [args]
 */
export function encodeRequest(op, args = {}) {
  if (typeof op !== "string" || !op) throw new TypeError("an op is a non-empty string");
  return JSON.stringify({ op, args });
}

/**
 * Read the engine's answer text: {ok: true, result} or {ok: false, error}. Anything else
 * (not JSON, undefined after an engine crash, a wrong shape) is a `bad-response` error.
 * @param {unknown} text
 * @returns {{ok: true, result: any} | {ok: false, error: EngineErrorJson}}
 */
export function decodeResponse(text) {
  let parsed;
  try {
    parsed = typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed && parsed.ok === true && "result" in parsed) return { ok: true, result: parsed.result };
  if (parsed && parsed.ok === false && parsed.error && typeof parsed.error.code === "string") {
    return { ok: false, error: { ...parsed.error, message: String(parsed.error.message || parsed.error.code) } };
  }
  return { ok: false, error: { code: "bad-response", message: "the engine sent an answer that is not one" } };
}

/**
 * One text per request, the same whatever the order of keys: the key of an answer the build
 * computed in advance (page data `answers`). Python writes the same text with
 * json.dumps({"op": op, "args": args}, sort_keys=True, separators=(",", ":"), ensure_ascii=False).
 * @param {string} op @param {object} [args]
 */
export function requestKey(op, args = {}) {
  return JSON.stringify(sortKeys({ op, args }));
}

/** @param {unknown} value @returns {unknown} */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(value).sort()) {
      const item = /** @type {Record<string, unknown>} */ (value)[key];
      if (item !== undefined) out[key] = sortKeys(item);
    }
    return out;
  }
  return value;
}

/**
 * Whether two rules specs name the same rules: the same preset and the same overrides, in any
 * order ("paulista" and {preset: "paulista"} are the same).
 * @param {RulesSpec | null | undefined} a @param {RulesSpec | null | undefined} b
 */
export function sameRules(a, b) {
  const plain = (/** @type {RulesSpec | null | undefined} */ spec) =>
    JSON.stringify(sortKeys(typeof spec === "string" ? { preset: spec } : spec || { preset: "paulista" }));
  return plain(a) === plain(b);
}

/** The preset name of a rules spec. @param {RulesSpec | null | undefined} spec */
export function presetOf(spec) {
  if (typeof spec === "string") return spec;
  return spec && typeof spec.preset === "string" ? spec.preset : "paulista";
}
