import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

const { mailbox } = texts.shell;

/** Sends the account a mail through the server's development route, as a later feature would. */
async function sendMail(email: string, mail: { type: number; message: string; link?: string }) {
  const response = await fetch(`${inject('baseUrl')}/dev/mail`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiAccessToken(email)}`, 'content-type': 'application/json' },
    body: JSON.stringify(mail),
  });
  expect(response.status).toBe(200);
}

describe('the mailbox', () => {
  const journey = useJourneyPage();

  it('shows a new mail at once, with the badge, and reads it', async () => {
    const { page } = journey;
    await signIn(page, 'counselor2@demo.test');
    const mailButton = page.locator('header').getByRole('button', { name: new RegExp(`^${mailbox.open}`) });
    await mailButton.click();
    const panel = page.getByRole('dialog', { name: mailbox.title });
    await panel.getByText(mailbox.empty).waitFor();
    await panel.getByText(mailbox.allRead).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Sent by the server while the page is open: the hub brings the count, no reload.
    await sendMail('counselor2@demo.test', {
      type: 0,
      message: '你有一筆新的預約：5 月 2 日 20:00',
      link: '/counselor/nextcourse',
    });
    await page.getByRole('button', { name: fill(mailbox.openUnread, { count: '1' }) }).waitFor();

    await page.getByRole('button', { name: fill(mailbox.openUnread, { count: '1' }) }).click();
    const item = panel.getByRole('listitem').first();
    await item.getByText('你有一筆新的預約：5 月 2 日 20:00').waitFor();
    expect(await item.innerText()).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    await panel.getByRole('button', { name: mailbox.markAllRead }).waitFor();
    await panel.getByRole('tab', { name: mailbox.tabUnread }).click();
    await panel.getByText('你有一筆新的預約：5 月 2 日 20:00').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Opening it marks it read, goes where it leads and closes the mailbox.
    await panel.getByRole('link', { name: /你有一筆新的預約/ }).click();
    await page.waitForURL('**/counselor/nextcourse');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: mailbox.open, exact: true }).waitFor();

    await page.getByRole('button', { name: mailbox.open, exact: true }).click();
    await panel.getByText(mailbox.allRead).waitFor();
    expect(await panel.getByRole('listitem').first().innerText()).not.toContain(mailbox.unread);
    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
