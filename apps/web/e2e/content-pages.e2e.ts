import type { Page } from '@playwright/test';
import about from '../src/locales/zh-TW/about.json' with { type: 'json' };
import articles from '../src/locales/zh-TW/articles.json' with { type: 'json' };
import contact from '../src/locales/zh-TW/contact.json' with { type: 'json' };
import directory from '../src/locales/zh-TW/directory.json' with { type: 'json' };
import help from '../src/locales/zh-TW/help.json' with { type: 'json' };
import join from '../src/locales/zh-TW/join.json' with { type: 'json' };
import lectures from '../src/locales/zh-TW/lectures.json' with { type: 'json' };
import partners from '../src/locales/zh-TW/partners.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { fill, serverMessages, texts, validationMessage } from './support/texts.ts';

/** The public content pages and the heading each opens with, in the app's own zh-TW texts. */
const contentPages: [path: string, heading: string][] = [
  ['/introduction-team', about.team.title],
  ['/introduction-architecture', about.architecture.title],
  ['/introduction-story', about.story.title],
  ['/introduction-mission', about.mission.title],
  ['/faq', help.faq.title],
  ['/supportcenter', help.supportCenter.title],
  ['/contactus', contact.title],
  ['/cooperation', partners.cooperation.title],
  ['/eap', partners.eap.title],
  ['/eap/flytech', partners.flytech.title],
  ['/jointeamdesc', join.title],
  ['/team', directory.team.title],
  ['/focusissues', directory.focusIssues.title],
  ['/article', articles.list.title],
  ['/article?authorid=35&pageno=1', articles.scales.title],
  ['/article/authors', articles.authors.title],
  ['/viewcounseloronlinegroup/Index1', lectures.list.title],
];

/** The demo counselors of apps/server/src/db/seed/seed-demo.ts. */
const demoCounselors = ['陳怡君', '林志明', '王雅婷', '張家豪'];

/** Opens a page and waits for its one heading; the tab title follows the site's template. */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('h1'), path).toHaveCount(1);
  await expect(page, path).toHaveTitle(fill(texts.common.titleTemplate, { title: heading }));
}

test.describe('the public content pages', () => {
  for (const [path, heading] of contentPages) {
    test(`shows ${path} with its heading, accessible, without errors`, async ({ page }) => {
      await openPage(page, path, heading);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('opens an FAQ answer in place, from the support centre’s link to its section', async ({ page }) => {
    await openPage(page, '/supportcenter', help.supportCenter.title);
    const trial = help.faq.sections.trial;
    await page.getByRole('link', { name: fill(help.supportCenter.readMore, { topic: trial.title }) }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/faq' && url.hash === '#trial');

    const section = page.getByRole('region', { name: trial.title, exact: true });
    const question = trial.items[1]!;
    await section.getByRole('button', { name: question.question }).click();
    await expect(section.getByText(question.steps![0]!)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('lists the four demo counselors on /team, each with a picture that loads', async ({ page }) => {
    await openPage(page, '/team', directory.team.title);
    for (const name of demoCounselors) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      const picture = page.getByRole('img', { name: fill(directory.team.photoAlt, { name }) });
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
          message: `the picture of ${name} loads`,
        })
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('article')).toHaveCount(demoCounselors.length);
    await expectNoSeriousA11yViolations(page);
  });

  test('sends the contact form and mails the sender an acknowledgement with the reference', async ({
    page,
    request,
  }) => {
    const email = `contact-journey-${Date.now()}@example.com`;
    await openPage(page, '/contactus', contact.title);
    const form = page.getByRole('form', { name: contact.form.label });

    await test.step('an empty form names the missing fields', async () => {
      await form.getByRole('button', { name: contact.form.submit }).click();
      await expect(form.getByText(validationMessage('validation.contact_name'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    let reference = '';
    await test.step('a filled form is sent and answered with a reference', async () => {
      await form.getByLabel(contact.form.name).fill('王小明');
      await form.getByLabel(contact.form.email).fill(email);
      await form.getByLabel(contact.form.subject).selectOption({ label: contact.form.subjects.account });
      await form.getByLabel(contact.form.message).fill('我收不到帳號啟用信，想請你們協助確認。');
      await form.getByRole('button', { name: contact.form.submit }).click();

      const notice = page.getByRole('status').filter({ hasText: contact.sent.title });
      await expect(notice.getByText(fill(contact.sent.text, { email }))).toBeVisible();
      const prefix = fill(contact.sent.reference, { reference: '' });
      const referenceLine = notice.getByText(new RegExp(`^${prefix}`));
      await expect(referenceLine).toHaveText(new RegExp(`^${prefix}C-[0-9A-Z]{6}$`));
      reference = (await referenceLine.innerText()).replace(prefix, '');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the sender gets an acknowledgement naming the reference and subject', async () => {
      const mail = await waitForOutboxMessage(
        request,
        email,
        (message) => message.subject === serverMessages.contactReceiptSubject,
      );
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain(contact.form.subjects.account);
    });
  });
});
