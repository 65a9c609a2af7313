import type { PluginCreator } from 'postcss';

/** A selector that applies only while the page is in Mantine's dark scheme. */
const DARK_SCHEME = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;

/**
 * Drops the rules of Mantine's dark scheme from the stylesheet. The site is always light: the
 * scheme's attribute is written into the HTML (app/site-mantine-provider.tsx says why), so those
 * rules, about a fourteenth of the gzipped stylesheet, could never apply. A rule listing both
 * schemes keeps its other selectors.
 */
export const lightSchemeOnly: PluginCreator<void> = () => ({
  postcssPlugin: 'light-scheme-only',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (kept.length === rule.selectors.length) return;
    const parent = rule.parent;
    if (kept.length > 0) {
      rule.selectors = kept;
      return;
    }
    rule.remove();
    // A media query or layer that held only dark rules goes with them.
    if (parent?.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
  },
});
lightSchemeOnly.postcss = true;
