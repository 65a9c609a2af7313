import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One rule's findings in an axe report. */
type TAxeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['incomplete'][number];

type TAxeOptions = {
  /** Limit the audit to part of the page, e.g. 'main'. */
  include?: string;
  /** Rule ids to skip, each with a reason in the caller. */
  disableRules?: string[];
};

/**
 * Runs axe-core on the page and fails listing every serious or critical violation with the
 * elements concerned, and any text drawn in its own background's colour. Minor and moderate
 * findings are left to reviews.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: TAxeOptions = {}): Promise<void> {
  await settleTransitions(page);
  // Legacy mode runs axe in the page itself. The default also merges frames' results in a blank
  // page it opens for each audit, which cost about 40 % of each audit's time. The site's pages
  // hold no frames of their own (a topic's video is YouTube's, its content not ours to audit).
  // Full details only for what is checked below: the passes' and inapplicable rules' node lists
  // took about a third of each audit's time to gather and send back.
  let audit = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations', 'incomplete'] });
  if (options.include) audit = audit.include(options.include);
  if (options.disableRules?.length) audit = audit.disableRules(options.disableRules);
  const { violations, incomplete } = await audit.analyze();
  const serious = [...violations, ...invisibleText(incomplete)]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map((node) => {
            // The first line after axe's "Fix any of the following:" says what is wrong.
            const why = (node.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
            return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${why}`;
          })
          .join('\n'),
    );
  expect(serious, `Accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Text whose colour is its background's (1:1): axe leaves it "to review" rather than failing it,
 * yet nobody can read it, as a badge whose fill took the colour of its text once showed.
 */
function invisibleText(incomplete: TAxeResult[]): TAxeResult[] {
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      help: `${result.help} (1:1, the text is invisible)`,
      nodes: result.nodes.filter((node) =>
        node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'),
      ),
    }))
    .filter((result) => result.nodes.length > 0);
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
