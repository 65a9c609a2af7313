import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, texts } from './support/texts.ts';

const { articles, common } = texts;
const { bsrs5 } = articles;

/** The demo counselor whose articles the journey filters by (apps/server/src/db/seed/seed-demo-articles.ts). */
const author = '陳怡君';

const topMenu = (page: Page) => page.getByRole('navigation', { name: common.nav.label });

/** The cards' title links, in the list's order. */
const cardTitles = (page: Page) => page.locator('main article h2 a');

/** An item of the self-check, named by its question (its fieldset's legend). */
const item = (form: Locator, key: keyof typeof bsrs5.items) =>
  form.getByRole('group', { name: new RegExp(bsrs5.items[key]) });

/**
 * Rates an item with the keyboard alone: focus its checked radio button, or the first while none
 * is, Space to choose it, then the arrow keys step through the ratings (each choosing the next).
 */
async function rateWithKeyboard(page: Page, group: Locator, rating: number): Promise<void> {
  const checked = group.locator('input[type="radio"]:checked');
  const start = (await checked.count()) > 0 ? Number(await checked.getAttribute('value')) : null;
  await (start === null ? group.getByRole('radio').first() : checked).focus();
  if (start === null) await page.keyboard.press('Space');
  const from = start ?? 0;
  for (let step = from; step < rating; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = from; step > rating; step -= 1) await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: bsrs5.ratings[rating], exact: true })).toBeChecked();
}

test.describe('the column and the psychological scales', () => {
  test('a visitor opens 專欄文章 from the menu, filters by an author, reads an article and one more by them', async ({
    page,
  }) => {
    test.slow();
    await test.step('專欄文章 in the top menu opens the newest articles, with page links to follow', async () => {
      await page.goto('/');
      await topMenu(page).getByRole('link', { name: common.nav.article }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/article');
      await expect(page.getByRole('heading', { level: 1, name: articles.list.title })).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
      // The demo column holds more than a page: the next one is a plain link.
      const pages = page.getByRole('navigation', { name: articles.list.pagination });
      await expect(
        pages.getByRole('link', { name: fill(articles.list.page, { page: '2' }) }),
      ).toHaveAttribute('href', '/article?pageno=2');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the authors page lists the counselor; their name leads to their articles alone', async () => {
      await page.getByRole('link', { name: articles.list.authorsLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: articles.authors.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '心理專欄編輯部' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('heading', { level: 2, name: author }).getByRole('link').click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/article' &&
          /^\d+$/.test(url.searchParams.get('authorid') ?? '') &&
          url.searchParams.get('pageno') === '1',
      );
      await expect(
        page.getByRole('heading', { level: 1, name: fill(articles.list.byAuthorTitle, { name: author }) }),
      ).toBeVisible();
      const intro = page.getByRole('region', { name: fill(articles.list.authorLabel, { name: author }) });
      await expect(
        intro.getByRole('link', { name: fill(articles.article.counselorPage, { name: author }) }),
      ).toHaveAttribute('href', /^\/team\/[0-9a-f-]{36}$/);
      // Every card is theirs.
      const bylines = page.locator('main article').getByRole('link', { name: author, exact: true });
      await expect(bylines.first()).toBeVisible();
      expect(await bylines.count()).toBe(await page.locator('main article').count());
      await expectNoSeriousA11yViolations(page);
    });

    let title = '';
    await test.step('an article opens with its text, its author and more of theirs', async () => {
      title = (await cardTitles(page).first().innerText()).trim();
      await cardTitles(page).first().click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/article/authors/author/articlecontent' && url.searchParams.has('id'),
      );
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(fill(common.titleTemplate, { title }));
      await expect(page.getByRole('article').getByRole('link', { name: author, exact: true })).toBeVisible();
      const about = page.getByRole('region', { name: articles.article.aboutAuthor });
      await expect(
        about.getByRole('link', { name: fill(articles.article.counselorPage, { name: author }) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: articles.article.back })).toHaveAttribute(
        'href',
        '/article',
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('“more by this author” opens another of their articles', async () => {
      const more = page.getByRole('region', { name: fill(articles.article.moreByAuthor, { name: author }) });
      const next = more.getByRole('link').first();
      const nextTitle = (await next.innerText()).trim();
      expect(nextTitle).not.toBe(title);
      await next.click();
      await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: fill(articles.article.moreByAuthor, { name: author }) })
          .getByRole('link', {
            name: title,
          }),
      ).toBeVisible();
    });
  });

  test('a visitor opens 心理測驗 from the menu and takes the BSRS-5 with the keyboard', async ({ page }) => {
    test.slow();
    await test.step('心理測驗 in the top menu lists the self-checks, said to be no diagnosis', async () => {
      await page.goto('/');
      await topMenu(page).getByRole('link', { name: common.nav.psychologicalScale }).click();
      await expect(page.getByRole('heading', { level: 1, name: articles.scales.title })).toBeVisible();
      await expect(page.getByText(articles.scales.lead)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    const form = page.getByRole('form', { name: bsrs5.formLabel });
    await test.step('the BSRS-5 article ends with its six questions', async () => {
      await page
        .locator('main article h2')
        .getByRole('link', { name: /^簡式健康量表（BSRS-5）/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /^簡式健康量表（BSRS-5）/ })).toBeVisible();
      await expect(page.getByRole('link', { name: articles.article.backToScales })).toBeVisible();
      await expect(form.getByRole('group')).toHaveCount(6);
      await expect(page.getByText(bsrs5.privacy)).toBeVisible();
    });

    await test.step('answered with the keyboard, it shows the score and its band', async () => {
      await rateWithKeyboard(page, item(form, 'sleep'), 2);
      await rateWithKeyboard(page, item(form, 'tension'), 2);
      await rateWithKeyboard(page, item(form, 'irritability'), 1);
      await rateWithKeyboard(page, item(form, 'depression'), 2);
      await rateWithKeyboard(page, item(form, 'inferiority'), 0);
      await rateWithKeyboard(page, item(form, 'suicide'), 0);
      // From the last question, Tab reaches the button.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: bsrs5.submit })).toBeFocused();
      await page.keyboard.press('Enter');

      const result = page.locator('[aria-live="polite"]').filter({ hasText: bsrs5.resultTitle });
      await expect(result.getByText(fill(bsrs5.score, { score: '7' }))).toBeVisible();
      await expect(result.getByText(bsrs5.bands.mild)).toBeVisible();
      await expect(result.getByRole('link', { name: bsrs5.team })).toHaveAttribute('href', '/team');
      await expect(page.getByRole('region', { name: bsrs5.crisis.title })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('thoughts of suicide rated 2 bring up the helplines, whatever the total', async () => {
      await rateWithKeyboard(page, item(form, 'suicide'), 2);
      const crisis = page.getByRole('region', { name: bsrs5.crisis.title });
      await expect(crisis).toBeVisible();
      await expect(
        crisis.getByRole('link', {
          name: fill(bsrs5.crisis.call, { number: '1925', name: bsrs5.crisis.lines.peaceOfMind }),
        }),
      ).toHaveAttribute('href', 'tel:1925');
      await expect(crisis.getByText(bsrs5.crisis.danger)).toBeVisible();
      // The score still stands beside them.
      await expect(page.getByText(bsrs5.bands.mild)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('starting over clears every answer', async () => {
      await form.getByRole('button', { name: bsrs5.reset }).click();
      await expect(form.locator('input[type="radio"]:checked')).toHaveCount(0);
      await expect(page.getByRole('region', { name: bsrs5.crisis.title })).toHaveCount(0);
    });
  });
});
