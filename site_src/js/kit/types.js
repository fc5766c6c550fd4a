// @ts-check
// The widget contract, as types only (chessground's types.ts): what a widget's mount function
// receives (WidgetContext, with its URL state) and what it is (Mount). The shell builds the
// context (shell/widgets.js); every widget and kit part names these types from here.
//
//   /** @type {import("../kit/types.js").Mount} */
//   export default async function mount(root, ctx) { ...; ctx.ready(); }

/**
 * What a widget's mount function receives.
 * @typedef {Object} WidgetContext
 * @property {HTMLElement} root
 * @property {string} name
 * @property {string} lang
 * @property {typeof import("../engine-client.js").ask} ask
 * @property {typeof import("../engine-client.js").needData} needData have the engine fetch
 *   shipped data it keeps out of its zip (the solved hand with the ladder for the table's bots);
 *   later requests wait for it
 * @property {(key: string, params?: Record<string, unknown>) => string} t
 * @property {(code: string | null) => HTMLElement} card
 * @property {string} preset the reader's rule preset (its name)
 * @property {import("./protocol.js").RulesSpec} rules the rules to send the engine: the
 *   preset, with the reader's rule options when there are any
 * @property {(fn: (preset: string) => void) => () => void} onPresetChange called when the preset
 *   or the rule options change
 * @property {UrlState} url this widget's query parameters (deep links)
 * @property {() => void} ready the first answer is on screen
 * @property {(err: unknown) => void} fail show a failure instead of the widget
 * @property {(fn: () => void) => () => void} onRestart called when the engine was replaced
 *   after a fatal error (a stateful widget reopens its session)
 *
 * @typedef {Object} UrlState a widget's own query parameters (`?<widget>.<name>=`)
 * @property {(name: string) => string | null} get
 * @property {(values: Record<string, string | number | null | undefined>) => void} set
 * @property {() => string} href
 *
 * @typedef {(root: HTMLElement, ctx: WidgetContext) => void | Promise<void>} Mount
 */

export {};
