// @ts-check
// Numbers in the reader's language (Intl, one formatter per language and kind, made once): the
// coach's values and chances, and every widget's numbers (eleven's odds, the analysis page).

/** @type {Map<string, Intl.NumberFormat>} */
const formats = new Map();

/**
 * One Intl.NumberFormat per language and kind of number, made once (for every widget's numbers).
 * @param {string} lang @param {string} kind @param {Intl.NumberFormatOptions} options
 */
export function format(lang, kind, options) {
  const key = `${lang}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang, options);
    formats.set(key, found);
  }
  return found;
}

/**
 * How many decimals a set of values needs: one, unless two different values would then read the
 * same (-0.85 and -0.92 both "-0.9"; -0.04 and 0.04 both "0.0"), then two for all of them. Values
 * come from the engine to two decimals; "read the same" is what Intl prints (its rounding, its
 * zero without a sign), so the rule holds for exactly the text shown.
 * @param {number[]} values @returns {1 | 2}
 */
export function valueDigits(values) {
  const one = format("en", "value1", { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    const short = one.format(v);
    const exact = Math.round(v * 100);
    const before = seen.get(short);
    if (before !== undefined && before !== exact) return 2;
    seen.set(short, exact);
  }
  return 1;
}

/**
 * The decimals for points given away (a loss, a hand's or a match's total, an average): the same
 * rule with "nothing given away" among them, so a loss is never printed as "0.0".
 * @param {number[]} amounts @returns {1 | 2}
 */
export function amountDigits(amounts) {
  return valueDigits([0, ...amounts]);
}

/**
 * A value in points, signed, with `digits` decimals (one unless `valueDigits` says the values
 * shown beside it need two): "+1.0", "-0.7", "0.0", "-0.85".
 * @param {number} ev @param {string} lang @param {1 | 2} [digits]
 */
export function valueText(ev, lang, digits = 1) {
  return format(lang, `value${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: "exceptZero" }).format(ev);
}

/** A number of points, unsigned ("0.2"; `digits` as for valueText). @param {number} n @param {string} lang @param {1 | 2} [digits] */
export function amountText(n, lang, digits = 1) {
  return format(lang, `amount${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/**
 * How far a solution is from perfect play, points per hand: two significant digits ("0.20",
 * "0.000088"), never "0.0" for a solve that is not exact.
 * @param {number} n @param {string} lang
 */
export function exploitabilityText(n, lang) {
  return format(lang, "exploitability", { maximumSignificantDigits: 2 }).format(n);
}

/** A chance as a percentage ("76%"). @param {number} p @param {string} lang */
export function chanceText(p, lang) {
  const percent = format(lang, "chance", { style: "percent", maximumFractionDigits: 0 });
  // never "100%" or "0%" unless it is exactly that
  if (p > 0.995 && p < 1) return `>${percent.format(0.99)}`;
  if (p > 0 && p < 0.005) return `<${percent.format(0.01)}`;
  return percent.format(p);
}

/** A count with the language's digit grouping ("7,140"). @param {number} n @param {string} lang */
export function countText(n, lang) {
  return format(lang, "count", { maximumFractionDigits: 0 }).format(n);
}
