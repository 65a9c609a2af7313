/**
 * A whole number grouped in threes with commas, e.g. 2,000 points: the way both of the site's
 * languages write one. Not Intl.NumberFormat: the first Intl object a page builds loads the
 * browser's locale data, 20–35 ms of a public page's hydration on a desktop core (Lighthouse's
 * phone counts four times that as blocking).
 */
export function formatNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
}
