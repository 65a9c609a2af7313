import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import about from '../src/locales/zh-TW/about.json';
import contact from '../src/locales/zh-TW/contact.json';
import directory from '../src/locales/zh-TW/directory.json';
import help from '../src/locales/zh-TW/help.json';
import join from '../src/locales/zh-TW/join.json';
import partners from '../src/locales/zh-TW/partners.json';
import planned from '../src/locales/zh-TW/planned.json';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { fill, texts } from './support/texts.ts';

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
];

/** The demo counselors of apps/server/src/db/seed/seed-demo.ts. */
const demoCounselors = ['陳怡君', '林志明', '王雅婷', '張家豪'];

/** Opens a page and waits for its one heading; the tab title follows the site's template. */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  expect(await page.locator('h1').count(), path).toBe(1);
  expect(await page.title(), path).toBe(fill(texts.common.titleTemplate, { title: heading }));
}

describe('the public content pages', () => {
  const journey = useJourneyPage();

  it.each(contentPages)('shows %s with its heading, accessible, without errors', async (path, heading) => {
    const { page } = journey;
    await openPage(page, path, heading);
    await expectNoSeriousA11yViolations(page);
    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });

  it('opens an FAQ answer in place, from the support centre’s link to its section', async () => {
    const { page } = journey;
    await openPage(page, '/supportcenter', help.supportCenter.title);
    const trial = help.faq.sections.trial;
    await page.getByRole('link', { name: fill(help.supportCenter.readMore, { topic: trial.title }) }).click();
    await page.waitForURL((url) => url.pathname === '/faq' && url.hash === '#trial');

    const section = page.getByRole('region', { name: trial.title, exact: true });
    const question = trial.items[1]!;
    await section.getByRole('button', { name: question.question }).click();
    await section.getByText(question.steps![0]!).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('lists the four demo counselors on /team, each with a picture that loads', async () => {
    const { page } = journey;
    await openPage(page, '/team', directory.team.title);
    for (const name of demoCounselors) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
      const picture = page.getByRole('img', { name: fill(directory.team.photoAlt, { name }) });
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await page.getByRole('article').count()).toBe(demoCounselors.length);
    await expectNoSeriousA11yViolations(page);
  });

  it('sends the contact form and mails the sender an acknowledgement with the reference', async () => {
    const { page } = journey;
    const email = `contact-journey-${Date.now()}@example.com`;
    await openPage(page, '/contactus', contact.title);
    const form = page.getByRole('form', { name: contact.form.label });

    await form.getByRole('button', { name: contact.form.submit }).click();
    await form.getByText('請輸入姓名（最多 50 個字）').waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel(contact.form.name).fill('王小明');
    await form.getByLabel(contact.form.email).fill(email);
    await form.getByLabel(contact.form.subject).selectOption({ label: contact.form.subjects.account });
    await form.getByLabel(contact.form.message).fill('我收不到帳號啟用信，想請你們協助確認。');
    await form.getByRole('button', { name: contact.form.submit }).click();

    const notice = page.getByRole('status').filter({ hasText: contact.sent.title });
    await notice.getByText(fill(contact.sent.text, { email })).waitFor();
    const reference = (await notice.getByText(/^案件編號：/).innerText()).replace('案件編號：', '');
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForOutboxMessage(email, (message) => message.subject === '我們已收到您的來信');
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain('帳號與登入');
  });

  it('gives a page of a later issue its heading in the layout, not the 404 page', async () => {
    const { page } = journey;
    await openPage(page, '/article?authorid=35&pageno=1', planned.pages.article.title);
    await page.getByText(planned.pages.article.text).waitFor();
    await page.locator('header').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
