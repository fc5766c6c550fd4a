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

/** A value in points, one decimal and signed: "+1.0", "-0.7", "0.0". @param {number} ev @param {string} lang */
export function valueText(ev, lang) {
  return format(lang, "value", { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(ev);
}

/** A number of points, one decimal, unsigned ("0.2"). @param {number} n @param {string} lang */
export function amountText(n, lang) {
  return format(lang, "amount", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
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
