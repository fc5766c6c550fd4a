// @ts-check
// Every op of the engine with its arguments and its answer: the JavaScript copy of the signatures
// of engine/truco/web.py's OPS. tests/site/test_protocol_drift.py reads OpArgs and compares it with
// web.OPS (every op, every argument, its type, optional or required): add an op or an argument
// there and here together. kit/protocol.js re-exports both types.

/**
 * @typedef {import("./protocol-types.js").RulesSpec} RulesSpec
 * @typedef {import("./protocol-types.js").ScenarioJson} ScenarioJson
 * @typedef {import("./protocol-types.js").ReplayResult} ReplayResult
 * @typedef {import("./protocol-types.js").Ruling} Ruling
 * @typedef {import("./protocol-types.js").GameState} GameState
 * @typedef {import("./protocol-types.js").PuzzleView} PuzzleView
 * @typedef {import("./protocol-types.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("./protocol-types.js").PuzzleHint} PuzzleHint
 * @typedef {import("./protocol-types.js").GalleryItem} GalleryItem
 * @typedef {import("./protocol-types.js").Analysis} Analysis
 * @typedef {import("./protocol-types.js").HandReview} HandReview
 * @typedef {import("./protocol-types.js").LineReview} LineReview
 * @typedef {import("./protocol-types.js").ElevenSolution} ElevenSolution
 * @typedef {"opening" | "truco-1" | "truco-23" | "call-mao" | "call-pe" | "seis" | "eleven" | "mixed"} SpotKind
 *   a kind of training spot (engine/truco/teach/trainer.py KINDS, and "mixed")
 * @typedef {import("./protocol-types.js").Observation} Observation
 * @typedef {{scenario?: ScenarioJson | null, code?: string | null}} SourceArgs a scenario by JSON
 *   or by code (the ops that take one)
 */

/**
 * The spot trainer (engine/truco/teach/trainer.py): decisions drawn from the solution's own play.
 * @typedef {Object} TrainerSpot the `trainer_spot` op: what the seat may see, never the position's code
 * @property {string} kind the kind drawn (one of the engine's kinds; "mixed" asked draws one)
 * @property {string} asked the kind asked for
 * @property {number} seed
 * @property {number} seat the seat to decide
 * @property {RulesSpec} rules the rules played (paulista where none ships for those asked)
 * @property {boolean} fallback whether the rules played differ from those asked
 * @property {string} token names the spot (kind, seed, rules; no card) for `trainer_check`
 * @property {Observation} observation the seat's view of the position
 *
 * @typedef {Object} TrainerCheck the `trainer_check` op: a pick graded
 * @property {string} kind
 * @property {number} seat
 * @property {string} action the pick, as the engine writes it
 * @property {{grade: string | null, forced: boolean, loss: number, best: string[], share: number,
 *   stake: number, by: "points" | "match"}} grade the engine's grade (truco/coach/grades.py): `loss`
 *   in points, or with `by` "match" the chance to win the match given away
 * @property {Analysis} analysis the coach's analysis from the seat's observation
 * @property {string} code the position's code (every card: for a link, once the decision is made)
 * @property {number} step the moves before the decision
 */

/**
 * Every op with its arguments (engine/truco/web.py has the same list as typed functions).
 * @typedef {Object} OpArgs
 * @property {{}} ping
 * @property {{rules?: RulesSpec}} rules
 * @property {{rules?: RulesSpec, vira?: string | null}} manilhas
 * @property {{cards: string[], rules?: RulesSpec, vira?: string | null, covered?: boolean[] | null}} compare
 * @property {{outcomes?: (number | null)[] | null, rules?: RulesSpec, kind?: "normal" | "eleven" | "iron", value?: number | null}} ties
 * @property {SourceArgs & {prefix?: boolean, viewer?: number | null}} replay
 * @property {{rules?: RulesSpec, players?: number, seed?: number | null, dealer?: number | null, hands?: (string | null)[][] | null, vira?: string | null}} deal
 * @property {SourceArgs & {rules: RulesSpec, vira?: string | null, viewer?: number | null}} retarget
 * @property {SourceArgs} encode
 * @property {SourceArgs} decode
 * @property {{rules?: RulesSpec, players?: number, opponents?: string, partner?: string, seed?: number | null, code?: string | null}} game_new
 * @property {{token: string}} game_resume
 * @property {{id: number, action: string}} game_act
 * @property {{id: number}} game_next
 * @property {{id: number, since?: number}} game_state
 * @property {{id: number, hand?: number | null}} game_code
 * @property {{id: number, action: string}} game_check
 * @property {SourceArgs & {bot?: string, seed?: number}} bot_move
 * @property {SourceArgs} ladder_strategy
 * @property {{puzzle: string}} puzzle
 * @property {{puzzle: string, answer?: Record<string, unknown> | null, reveal?: boolean, seed?: number}} puzzle_check
 * @property {{puzzle: string, seed?: number}} puzzle_hint
 * @property {{puzzle: {scenario: string | ScenarioJson, kind: string, seat?: number, show?: number[], title?: string, note?: string}}} puzzle_make
 * @property {{puzzle: string}} puzzle_open
 * @property {{}} puzzle_list
 * @property {SourceArgs & {id?: number | null, seed?: number, worlds?: number, model?: string, open?: boolean}} analyse
 * @property {{id: number, hand?: number | null, seed?: number, worlds?: number}} game_review
 * @property {SourceArgs & {viewer?: number, open?: boolean, seed?: number, worlds?: number}} review_line
 * @property {SourceArgs} eleven_solution
 * @property {{kind: SpotKind, seed?: number | null, rules?: RulesSpec}} trainer_spot
 * @property {{token: string, action: string, seed?: number}} trainer_check
 */

/**
 * What each op answers.
 * @typedef {Object} OpResults
 * @property {{version: string, presets: string[]}} ping
 * @property {{spec: RulesSpec, options: Record<string, any>, calls: {step: number, name: string, value: number, fold_pays: number}[], deck: string[], uses_vira: boolean, choices: Record<string, unknown[]>}} rules
 * @property {{vira: string | null, manilha_rank: string | null, manilhas: {card: string, name: string}[], ranking: {place: number, cards: string[], manilha: boolean}[]}} manilhas
 * @property {{cards: string[], vira: string | null, winner: number | null, lead: number, top: number[], ruling: Ruling, lead_ruling: Ruling, strengths: number[]}} compare
 * @property {{decided: boolean, after: number, winner: number | null, points: number | null, ruling: Ruling | null, unplayed: number | null}} ties
 * @property {ReplayResult} replay
 * @property {{seed: number, scenario: ScenarioJson}} deal
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
 * @property {{seat: number, solved: boolean, strategy: {action: string, probability: number}[],
 *   method?: "solved", exploitability?: number, iterations?: number, viras?: string[]}} ladder_strategy
 * @property {PuzzleView} puzzle
 * @property {PuzzleVerdict} puzzle_check
 * @property {PuzzleHint} puzzle_hint
 * @property {{code: string, puzzle: Record<string, any>, view: PuzzleView}} puzzle_make
 * @property {{puzzle: {scenario: string, kind: string, seat: number, show?: number[], title?: string, note?: string},
 *   id: string | null, code: string}} puzzle_open
 * @property {{topics: string[], levels: number[], kinds: string[], puzzles: GalleryItem[]}} puzzle_list
 * @property {Analysis} analyse
 * @property {HandReview} game_review
 * @property {LineReview} review_line
 * @property {ElevenSolution} eleven_solution
 * @property {TrainerSpot} trainer_spot
 * @property {TrainerCheck} trainer_check
 */

export {};
