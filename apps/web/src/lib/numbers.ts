// One formatter per language: `toLocaleString` builds a new Intl.NumberFormat on every call, which
// costs far more than the formatting itself when a list of prices hydrates.
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole number with the language's grouping, e.g. 2,000 points. */
export function formatNumber(value: number, language = 'zh-TW'): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
