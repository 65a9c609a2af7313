import axe from 'axe-core';
import type { Page } from 'playwright-core';

type TAxeOptions = {
  /** Limit the audit to part of the page, e.g. 'main'. */
  include?: string;
  /** Rule ids to skip, each with a reason in the caller. */
  disableRules?: string[];
};

/**
 * Runs axe-core in the page and fails listing every serious or critical violation with the
 * elements concerned. Minor and moderate findings are left to reviews.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: TAxeOptions = {}): Promise<void> {
  await settleTransitions(page);
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses inline scripts.
  if (!alreadyLoaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ include, disableRules }) => {
      const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
      const results = await window.axe.run(include ?? document, { resultTypes: ['violations'], rules });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({
            target: node.target.join(' '),
            html: node.html.slice(0, 160),
            // The first line after axe's "Fix any of the following:" says what is wrong.
            why: (node.failureSummary ?? '').split('\n')[1]?.trim() ?? '',
          })),
        }));
    },
    { include: options.include, disableRules: options.disableRules },
  );
  if (violations.length === 0) return;
  const report = violations
    .map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target}\n      ${node.html}\n      ${node.why}`).join('\n'),
    )
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}

/**
 * Waits for running transitions (a panel fading in) to end: half-way through a fade, text is
 * measured against its blend with the background and fails contrast it really meets. Endless
 * animations, such as loaders, are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
