import type { TRole } from '@app/contracts/enums';
import type { TWebLocale } from '@app/contracts/locale';

/** The shell spec's layout numbers (§2, §9), as pure functions of the window and the session. */

/** Window resizes are read at most once per 200 ms. */
export const RESIZE_THROTTLE_MS = 200;

/**
 * The spec's base (1100 / 1500) and additions (329 / 275 / 100) were measured on the original
 * site; this top bar is narrower, and the full menu fits laptop screens (1280 px and up) in both
 * languages (docs/decisions.md).
 */
const COMPACT_BASE: Record<TWebLocale, number> = { tw: 880, us: 980 };

/**
 * Below this width the top bar is compact (menu in the drawer): longer English labels and the
 * signed-in icons need more room.
 */
export function compactLayoutThreshold(locale: TWebLocale, role: TRole | null): number {
  const addition = role === 'client' || role === 'counselor' ? 300 : role === 'expert' ? 250 : 100;
  return COMPACT_BASE[locale] + addition;
}

export function isCompactLayout(width: number, locale: TWebLocale, role: TRole | null): boolean {
  return width < compactLayoutThreshold(locale, role);
}

/** The top bar's height in px. */
export function navbarHeight(width: number): number {
  if (width < 568) return 53.63;
  if (width < 769) return 70;
  return 80;
}

export function showsBottomBar(width: number): boolean {
  return width < 680;
}

export function isNarrowFooter(width: number): boolean {
  return width < 1024;
}

/** How far down the page is scrolled, from 0 (top) to 1 (bottom); 0 when it cannot scroll. */
export function scrollRatio(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable > 0 ? scrollTop / scrollable : 0;
}

export function showsBackToTop(options: { scrollRatio: number; width: number; appView: boolean }): boolean {
  return options.scrollRatio > 0.4 && options.width > 992 && !options.appView;
}
