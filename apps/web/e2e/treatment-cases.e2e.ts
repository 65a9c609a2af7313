import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { profileButton } from './support/sign-in.ts';
import { fill, pattern, texts, validationMessage } from './support/texts.ts';

const { cases, directory, shell } = texts;

/**
 * The link of a client's case in the list, named by its number (C and four digits) and the
 * nickname; the full-width space between them reads as a space in the accessible name.
 */
const caseLink = (page: Page, name: string) => {
  const text = fill(cases.list.caseName, { number: 'C\\d{4}', name }).replace(/\s+/g, '\\s+');
  return page.getByRole('link', { name: new RegExp(`^${text}$`) });
};

/** A client's case card in the list. */
const caseCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: caseLink(page, name) });

/** The case number a case's link shows. */
async function caseNumberOf(page: Page, name: string): Promise<string> {
  const number = /C\d{4}/.exec((await caseLink(page, name).textContent()) ?? '')?.[0];
  expect(number, `the case number of ${name}`).toBeDefined();
  return number ?? '';
}

const caseHeading = (page: Page, number: string) =>
  page.getByRole('heading', { level: 1, name: fill(cases.case.title, { number }) });

/** A field of a form by its label (required fields carry a mark after it). */
const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: pattern(label, { prefix: true }) });

/** "諮商：", before the session's time, on a record about a session. */
const sessionPrefix = cases.records.session.split('{{')[0] ?? '';

const recordsOf = (page: Page) => page.getByRole('region', { name: cases.records.title });
const recordForm = (page: Page) => page.getByRole('form', { name: cases.records.form.title });

/**
 * counselor1's three demo cases, found by their clients: 小雯's closed, 阿哲's ongoing with two
 * records, 小安's new; 宏宇 has had sessions with them and no case, so theirs is the fourth.
 */
test.describe('case records', () => {
  test.use({ signedInAs: 'counselor1@demo.test' });

  test('a counselor reads and filters their cases, adds a record, opens a case and closes one', async ({
    page,
  }) => {
    // Several pages and dialogs, each audited.
    test.slow();
    let ongoing = '';
    const record = `個別晤談。討論與指導教授的溝通（${Date.now().toString(36)}）。\n下次持續記錄睡眠。`;

    await test.step('the counselor opens 個案紀錄 from the account menu and sees their three cases', async () => {
      await page.goto('/counselor/nextcourse');
      await profileButton(page, '陳怡君').click();
      await page.getByRole('menuitem', { name: shell.profile.caseRecords }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/counselor/cases');
      await expect(page.getByRole('heading', { level: 1, name: cases.list.title })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
      await expect(caseCard(page, '小雯')).toContainText(cases.status.closed);
      await expect(caseCard(page, '阿哲')).toContainText(cases.status.ongoing);
      await expect(caseCard(page, '小安')).toContainText(cases.status.new);
      ongoing = await caseNumberOf(page, '阿哲');
      await expect(page.getByText(cases.privacy)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('filtering 進行中 leaves 阿哲’s case only', async () => {
      await page
        .getByRole('tablist', { name: cases.list.filter })
        .getByRole('tab', { name: cases.status.ongoing })
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'ongoing');
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
      await expect(caseLink(page, '阿哲')).toHaveText(
        fill(cases.list.caseName, { number: ongoing, name: '阿哲' }),
      );
    });

    await test.step('阿哲’s case shows its two records, oldest first, each with its session', async () => {
      await caseLink(page, '阿哲').click();
      await expect(caseHeading(page, ongoing)).toBeVisible();
      const records = recordsOf(page).getByRole('listitem');
      await expect(records).toHaveCount(2);
      await expect(records.nth(0)).toContainText(cases.process.intake);
      await expect(records.nth(1)).toContainText(cases.process.interview);
      for (const item of await records.all()) await expect(item).toContainText(sessionPrefix);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('a record about one of the sessions is added at the end', async () => {
      const form = recordForm(page);
      await select(form, cases.records.form.process).selectOption({ label: cases.process.interview });
      const session = form.getByRole('combobox', { name: cases.records.form.session });
      await session.selectOption({ index: 1 });
      const chosen = (await session.locator('option:checked').textContent()) ?? '';
      const sessionTime = chosen.split('（')[0] ?? '';
      expect(sessionTime).not.toBe('');
      await form
        .getByRole('textbox', { name: pattern(cases.records.form.content, { prefix: true }) })
        .fill(record);
      await form.getByRole('button', { name: cases.records.form.submit }).click();
      const records = recordsOf(page).getByRole('listitem');
      await expect(records).toHaveCount(3);
      await expect(records.nth(2)).toContainText('討論與指導教授的溝通');
      await expect(records.nth(2)).toContainText(fill(cases.records.session, { time: sessionTime }));
      await expect(
        form.getByRole('textbox', { name: pattern(cases.records.form.content, { prefix: true }) }),
      ).toHaveValue('');
    });

    await test.step('leaving with a record not yet added asks first, and staying keeps the text', async () => {
      const content = recordForm(page).getByRole('textbox', {
        name: pattern(cases.records.form.content, { prefix: true }),
      });
      await content.fill('寫到一半的紀錄');
      await page.getByRole('link', { name: cases.case.back }).click();
      const leave = page.getByRole('dialog', { name: cases.leave.title });
      await expect(leave).toContainText(cases.leave.message);
      await expectNoSeriousA11yViolations(page);
      await leave.getByRole('button', { name: cases.leave.cancel }).click();
      await expect(leave).toHaveCount(0);
      await expect(caseHeading(page, ongoing)).toBeVisible();
      await expect(content).toHaveValue('寫到一半的紀錄');
      await content.fill('');
    });

    await test.step('a case is opened for 宏宇, who has none, and its page opens', async () => {
      await page.getByRole('link', { name: cases.case.back }).click();
      await page.getByRole('button', { name: cases.open.button }).click();
      const dialog = page.getByRole('dialog', { name: cases.open.title });
      const client = select(dialog, cases.fields.client);
      await expect(client.locator('option', { hasText: '宏宇' })).toBeEnabled();
      // Their case is open already.
      await expect(client.locator('option', { hasText: '阿哲' })).toBeDisabled();
      await dialog.getByRole('button', { name: cases.open.submit }).click();
      await expect(dialog.getByText(validationMessage('validation.case_client'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const value = await client.locator('option', { hasText: '宏宇' }).getAttribute('value');
      await client.selectOption(value ?? '');
      await dialog.getByRole('checkbox', { name: directory.categories.stress }).check();
      await dialog
        .getByRole('textbox', { name: pattern(cases.fields.goal, { prefix: true }) })
        .fill('找回工作與生活的節奏，建立下班後的休息習慣。');
      await dialog.getByRole('button', { name: cases.open.submit }).click();
      await expect(caseHeading(page, 'C0004')).toBeVisible();
      await expect(page).toHaveURL((url) => /^\/counselor\/cases\/[\w-]+$/.test(url.pathname));
      await expect(page.getByRole('main').getByText('宏宇', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(cases.status.new, { exact: true })).toBeVisible();
      await expect(recordsOf(page)).toContainText(cases.records.empty);
    });

    await test.step('小安’s new case is closed with a type, a score and a summary, and is read-only after', async () => {
      await page.getByRole('link', { name: cases.case.back }).click();
      await caseLink(page, '小安').click();
      await expect(caseHeading(page, 'C0003')).toBeVisible();
      await page.getByRole('button', { name: cases.closing.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: cases.closing.title });
      await dialog.getByRole('button', { name: cases.closing.submit }).click();
      await expect(dialog.getByText(validationMessage('validation.case_close_type'))).toBeVisible();
      await expect(dialog.getByText(validationMessage('validation.case_effectiveness'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await select(dialog, cases.closing.closeType).selectOption({ label: cases.closeType.client_ended });
      await dialog
        .getByRole('radio', {
          name: fill(cases.closing.scoreOption, { score: '3', label: cases.score['3'] }),
        })
        .check();
      await dialog
        .getByRole('textbox', { name: pattern(cases.closing.summary, { prefix: true }) })
        .fill('當事人表示新工作已穩定，想先自己練習；已說明日後可隨時再預約。');
      await dialog.getByRole('button', { name: cases.closing.submit }).click();
      await expect(dialog).toHaveCount(0);
      const closing = page.getByRole('region', { name: cases.closing.section });
      await expect(closing).toContainText(cases.closeType.client_ended);
      await expect(closing).toContainText(
        fill(cases.closing.scoreShown, { score: '3', label: cases.score['3'] }),
      );
      await expect(closing).toContainText('當事人表示新工作已穩定');
      await expect(page.getByRole('main').getByText(cases.status.closed, { exact: true })).toBeVisible();
      await expect(recordForm(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: cases.case.edit })).toHaveCount(0);
      await expect(page.getByRole('button', { name: cases.closing.button, exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  });
});

test.describe('case records of another role', () => {
  test.use({ signedInAs: 'client@demo.test' });

  test('are not shown to a client, who is sent to their own home', async ({ page }) => {
    await page.goto('/counselor/cases');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: cases.list.title })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
