import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, pattern, texts, validationMessage } from './support/texts.ts';

const { topics, directory, audit } = texts;

/** A field of the topic form by its label (required fields carry a mark after it). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: pattern(label, { prefix: true }) });

/** The expert's card of one waiting topic, named by its title. */
const pendingCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('topic review', () => {
  test('a counselor creates and submits a topic, the expert rejects it, the counselor revises it, the expert accepts it and a visitor finds it', async ({
    page,
    signInElsewhere,
  }) => {
    // Unique per run, so a journey run twice on the same demo database finds its own topic.
    const run = Date.now().toString(36).slice(-5);
    const title = `走出低潮的練習 ${run}`;
    const keyword = `低潮練習${run}`;
    const counselor = (await signInElsewhere('counselor1@demo.test')).page;
    const expert = (await signInElsewhere('expert@demo.test')).page;

    await test.step('the counselor writes a topic and sends it for review', async () => {
      await counselor.goto('/counselor/issuecourselist');
      await counselor.getByRole('link', { name: topics.list.create }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/createissuecourse');
      await expect(counselor.getByRole('heading', { level: 1, name: topics.form.createTitle })).toBeVisible();
      await field(counselor, topics.form.title).fill(title);
      await expect(counselor.getByText(`${String(title.length)} / 30`)).toBeVisible();
      await field(counselor, topics.form.keywords).fill(`${keyword}, 情緒`);
      await field(counselor, topics.form.description).fill('提不起勁的日子裡，一起找回一點點力氣。');
      await field(counselor, topics.form.coverVideoUrl).fill('https://youtu.be/dQw4w9WgXcQ');
      await expect(counselor.getByTitle(topics.form.preview)).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
      await field(counselor, topics.form.revisionNote).fill('新增主題');
      await counselor.getByRole('button', { name: topics.form.submit }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/issuecourselist');
      const row = counselor.getByRole('row').filter({ hasText: title });
      await expect(row.getByText(topics.status['1'])).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    await test.step('the expert rejects it with a comment, which a rejection requires', async () => {
      await expert.goto('/expert/reviewissuecourselist');
      const card = pendingCard(expert, title);
      await expect(card.getByText(fill(topics.review.note, { note: '新增主題' }))).toBeVisible();
      await expectNoSeriousA11yViolations(expert, { include: 'main' });
      await card.getByRole('button', { name: topics.review.reject }).click();
      await expect(card.getByText(validationMessage('validation.review_comment'))).toBeVisible();
      await card
        .getByRole('textbox', { name: pattern(topics.review.comment, { prefix: true }) })
        .fill('請補充適合對象');
      await card.getByRole('button', { name: topics.review.reject }).click();
      await expect(card).toHaveCount(0);
    });

    await test.step('the counselor reads the comment, revises the topic and sends it again', async () => {
      await counselor.reload();
      await counselor.getByRole('link', { name: `${topics.list.edit} ${title}` }).click();
      await expect(
        counselor.getByText(fill(topics.form.rejected, { comment: '請補充適合對象' })),
      ).toBeVisible();
      await field(counselor, topics.form.targetAudience).fill('最近提不起勁的上班族');
      await field(counselor, topics.form.revisionNote).fill('補上適合對象');
      await counselor.getByRole('button', { name: topics.form.submit }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/issuecourselist');
      await expect(
        counselor.getByRole('row').filter({ hasText: title }).getByText(topics.status['1']),
      ).toBeVisible();
    });

    await test.step('the expert accepts the revised topic', async () => {
      await expert.reload();
      const card = pendingCard(expert, title);
      await expect(card.getByText('最近提不起勁的上班族')).toBeVisible();
      await card.getByRole('button', { name: topics.review.accept }).click();
      await expect(card).toHaveCount(0);
    });

    await test.step('the expert finds both decisions on the topic in the audit trail', async () => {
      await expert.goto('/expert/audit?user=expert%40demo.test');
      const rows = expert
        .getByRole('table', { name: audit.columns.caption })
        .locator('tbody')
        .getByRole('row')
        .filter({ hasText: fill(audit.subjectTitled, { subject: audit.subjects.topic, title }) });
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText(audit.actions.topicAccepted);
      await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(audit.actions.topicRejected);
      await expectNoSeriousA11yViolations(expert, { include: 'main' });
    });

    await test.step('a visitor finds it on /focusissues by its keyword and opens it', async () => {
      await page.goto('/focusissues');
      const search = page.getByRole('search', { name: directory.focusSearch.label });
      await search
        .getByRole('textbox', { name: pattern(directory.focusSearch.keyword, { prefix: true }) })
        .fill(keyword);
      await search.getByRole('button', { name: directory.focusSearch.submit }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === keyword);
      await expect(page.getByText(fill(directory.focusIssues.count, { count: '1' }))).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page
        .getByRole('link', { name: pattern(title, { prefix: true }) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('最近提不起勁的上班族')).toBeVisible();
      // counselor1's service times: the next open times for the topic's length.
      await expect(page.getByRole('heading', { name: directory.slots.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  });
});
