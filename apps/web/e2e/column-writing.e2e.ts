import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { closeWithEscape } from './support/interactive.ts';
import { apiAccessToken, profileButton } from './support/sign-in.ts';
import { fill, pattern, texts, validationMessage } from './support/texts.ts';

const { columnWriting, shell } = texts;

/** A field of the article form by its label (the title carries a required mark after it). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: pattern(label, { prefix: true }) });

/** A text as a pattern found anywhere in a longer one (a field's description holds hint and error). */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The counselor's card of one article in 我的專欄, found by its title link. */
const articleCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** How many articles wait for review, as the experts' queue says. */
async function articlesWaiting(request: APIRequestContext): Promise<number> {
  const token = await apiAccessToken(request, 'expert@demo.test');
  const response = await request.get('/api/zh-tw/Expert/Articles?start_page=0&page_size=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { totalRecords: number } }).data.totalRecords;
}

/** 文章審核 in the expert's account menu, which carries the number of articles waiting. */
const reviewEntry = (expert: Page) => expert.getByRole('menuitem', { name: shell.profile.reviewArticles });

/** The entry's name with `count` articles waiting: the bare label when none is. */
const reviewEntryName = (count: number) =>
  count === 0
    ? shell.profile.reviewArticles
    : new RegExp(`^${shell.profile.reviewArticles}\\s*${String(count)}${shell.profile.pending}$`);

/** counselor1's demo draft (apps/server/src/db/seed/seed-demo-articles.ts). */
const demoDraft = '考試前睡不著：給考生的三個安定提醒';

/** What mail 18 says (apps/server/src/locales/zh-TW/courses.json, articleReview.published). */
const publishedMail = '已通過審核並刊出';

test.describe('writing for the column', () => {
  test('a counselor writes an article and sends it, an expert publishes it, a visitor reads it and the counselor is mailed', async ({
    page,
    request,
    signInElsewhere,
  }) => {
    // Two signed-in people, a visitor and several audited pages.
    test.slow();
    // Unique per run: other journeys may publish or return the demo articles waiting, so the
    // journey finds its own article by its title.
    const title = `期中考前的夜晚，陪自己慢慢睡著 ${Date.now().toString(36)}`;
    const subheading = '先讓身體知道可以休息';
    const counselor = (await signInElsewhere('counselor1@demo.test')).page;
    const expert = (await signInElsewhere('expert@demo.test')).page;
    /** Articles waiting for review once hers is sent: 文章審核 counts them. */
    let waiting = 0;

    await test.step('the counselor opens 我的專欄 from the account menu and finds her demo draft', async () => {
      await counselor.goto('/counselor/nextcourse');
      await profileButton(counselor, '陳怡君').click();
      await counselor.getByRole('menuitem', { name: shell.profile.myColumn }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/articles');
      await expect(
        counselor.getByRole('heading', { level: 1, name: columnWriting.list.title }),
      ).toBeVisible();
      await counselor
        .getByRole('tablist', { name: columnWriting.list.filter })
        .getByRole('tab', { name: columnWriting.status.draft })
        .click();
      await expect(counselor).toHaveURL((url) => url.searchParams.get('status') === 'draft');
      await expect(articleCard(counselor, demoDraft)).toContainText(columnWriting.status.draft);
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    await test.step('she writes a new article and previews it', async () => {
      await counselor.getByRole('link', { name: columnWriting.list.create }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/articles/new');
      await expect(
        counselor.getByRole('heading', { level: 1, name: columnWriting.form.createTitle }),
      ).toBeVisible();
      await field(counselor, columnWriting.form.title).fill(title);
      await expect(counselor.getByText(`${String(title.length)} / 60`)).toBeVisible();
      await field(counselor, columnWriting.form.body).fill(
        [
          '考前的夜晚，翻來覆去睡不著是很常見的。',
          `## ${subheading}`,
          '躺下後，試著讓吐氣比吸氣長一點。\n數到四吸氣，數到六吐氣。',
        ].join('\n\n'),
      );
      const preview = counselor.getByRole('region', { name: columnWriting.form.preview });
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      await expect(preview.getByRole('heading', { name: subheading })).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    await test.step('sent without a summary, nothing is sent and the summary field says what is missing', async () => {
      await counselor.getByRole('button', { name: columnWriting.form.submit }).click();
      const summary = field(counselor, columnWriting.form.summary);
      await expect(summary).toHaveAttribute('aria-invalid', 'true');
      await expect(summary).toHaveAccessibleDescription(
        within(validationMessage('validation.article_summary')),
      );
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/articles/new');
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    await test.step('with a summary, it goes to the experts', async () => {
      await field(counselor, columnWriting.form.summary).fill(
        '睡不著不代表考不好。三個小方法，陪你度過考前的夜晚。',
      );
      await counselor.getByRole('button', { name: columnWriting.form.submit }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/articles');
      await expect(counselor.getByText(columnWriting.form.submitted)).toBeVisible();
      await expect(articleCard(counselor, title)).toContainText(columnWriting.status.in_review);
    });

    await test.step('the expert opens 文章審核 and the article as it will read', async () => {
      waiting = await articlesWaiting(request);
      await expert.goto('/expert/applicationlist');
      await profileButton(expert, '林督導').click();
      // Her article is among those waiting, which the entry counts.
      await expect(reviewEntry(expert)).toHaveAccessibleName(reviewEntryName(waiting));
      await reviewEntry(expert).click();
      await expect(expert).toHaveURL((url) => url.pathname === '/expert/articles');
      await expect(expert.getByRole('heading', { level: 1, name: columnWriting.review.title })).toBeVisible();
      const row = expert.getByRole('row').filter({ has: expert.getByRole('link', { name: title }) });
      await expect(row).toContainText('陳怡君');
      await expectNoSeriousA11yViolations(expert, { include: 'main' });

      await row.getByRole('link', { name: title }).click();
      await expect(expert.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        expert.getByText(fill(columnWriting.byline, { name: '陳怡君', title: '諮商心理師' })),
      ).toBeVisible();
      await expect(expert.getByRole('heading', { level: 2, name: subheading })).toBeVisible();
      await expectNoSeriousA11yViolations(expert, { include: 'main' });
    });

    await test.step('returning it needs a comment; the expert publishes it instead', async () => {
      await expert.getByRole('button', { name: columnWriting.review.return, exact: true }).click();
      await expect(expert.getByText(validationMessage('validation.review_comment'))).toBeVisible();

      await expert.getByRole('button', { name: columnWriting.review.publish, exact: true }).click();
      const dialog = expert.getByRole('dialog', { name: columnWriting.review.publishConfirm.title });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(expert);
      await dialog.getByRole('button', { name: columnWriting.review.publishConfirm.confirm }).click();
      await expect(expert).toHaveURL((url) => url.pathname === '/expert/articles');
      await expect(expert.getByText(fill(columnWriting.review.published, { title }))).toBeVisible();
      await expect(expert.getByRole('link', { name: title })).toHaveCount(0);
      await profileButton(expert, '林督導').click();
      await expect(reviewEntry(expert)).toHaveAccessibleName(reviewEntryName(waiting - 1));
      await closeWithEscape(expert.getByRole('menu'));
    });

    await test.step('a visitor finds it at the top of the column and reads it', async () => {
      await page.goto('/article');
      const newest = page.locator('main article h2 a').first();
      await expect(newest).toHaveText(title);
      await newest.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: subheading })).toBeVisible();
    });

    await test.step('the counselor reads the mail saying it is published, which leads to it', async () => {
      await counselor.reload();
      await counselor.getByRole('button', { name: pattern(shell.mailbox.open, { prefix: true }) }).click();
      const panel = counselor.getByRole('dialog', { name: shell.mailbox.title });
      const mail = panel.getByRole('link', { name: within(`「${title}」${publishedMail}`) });
      await expect(mail).toBeVisible();
      await expectNoSeriousA11yViolations(counselor);
      await mail.click();
      await expect(counselor).toHaveURL(
        (url) => url.pathname === '/article/authors/author/articlecontent' && url.searchParams.has('id'),
      );
      await expect(counselor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });
});
