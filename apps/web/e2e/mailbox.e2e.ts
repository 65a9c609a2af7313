import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { closeWithEscape } from './support/interactive.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { mailbox } = texts.shell;

type TDevMail = { type: number; message: string; link?: string };

/** Asks the server's development route to send the account a mail, as a later feature would. */
async function postMail(request: APIRequestContext, email: string, mail: TDevMail) {
  return request.post('/dev/mail', {
    headers: { authorization: `Bearer ${await apiAccessToken(request, email)}` },
    data: mail,
  });
}

/** Sends the account a mail through the server's development route. */
async function sendMail(request: APIRequestContext, email: string, mail: TDevMail) {
  expect((await postMail(request, email, mail)).status()).toBe(200);
}

test.describe('the mailbox', () => {
  test('shows a new mail at once, with the badge, and reads it', async ({ page, request }) => {
    const message = '你有一筆新的預約：5 月 2 日 20:00';
    const panel = page.getByRole('dialog', { name: mailbox.title });

    await test.step('a mailbox with everything read says so, with no count', async () => {
      // counselor3's demo mails, read beforehand: the count below is the new mail's alone.
      const token = await apiAccessToken(request, 'counselor3@demo.test');
      const markAll = await request.post('/api/zh-tw/Mail/IsRead?IsSetAll=true', {
        headers: { authorization: `Bearer ${token}` },
        data: [],
      });
      expect(markAll.status()).toBe(200);
      await signIn(page, 'counselor3@demo.test');
      await page.getByRole('button', { name: mailbox.open, exact: true }).click();
      await expect(panel.getByText(mailbox.allRead)).toBeVisible();
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await closeWithEscape(panel);
    });

    await test.step('a mail sent while the page is open brings the count, without a reload', async () => {
      await sendMail(request, 'counselor3@demo.test', { type: 0, message, link: '/counselor/nextcourse' });
      const unread = page.getByRole('button', { name: fill(mailbox.openUnread, { count: '1' }) });
      await expect(unread).toBeVisible();

      await unread.click();
      const item = panel.getByRole('listitem').first();
      await expect(item.getByText(message)).toBeVisible();
      await expect(item).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
      await expect(panel.getByRole('button', { name: mailbox.markAllRead })).toBeVisible();
      await panel.getByRole('tab', { name: mailbox.tabUnread }).click();
      await expect(panel.getByText(message)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('opening it marks it read, goes where it leads and closes the mailbox', async () => {
      await panel.getByRole('link', { name: new RegExp(message.slice(0, 8)) }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/counselor/nextcourse');
      await expect(panel).toBeHidden();
      const readAll = page.getByRole('button', { name: mailbox.open, exact: true });
      await expect(readAll).toBeVisible();

      await readAll.click();
      await expect(panel.getByText(mailbox.allRead)).toBeVisible();
      await expect(panel.getByRole('listitem').first()).not.toContainText(mailbox.unread);
    });
  });

  test('refuses a mail whose link leads to another site: it never reaches the mailbox', async ({
    page,
    request,
  }) => {
    await signIn(page, 'counselor4@demo.test');
    // Browsers read the backslash as a slash: followed, this would open evil.example.
    const response = await postMail(request, 'counselor4@demo.test', {
      type: 0,
      message: '請看這個連結',
      link: '/\\evil.example/x',
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message, 'the refusal names the field').toContain(
      'link',
    );

    await page.reload();
    await page
      .locator('header')
      .getByRole('button', { name: pattern(mailbox.open, { prefix: true }) })
      .click();
    const panel = page.getByRole('dialog', { name: mailbox.title });
    // Only counselor4's demo mails are there.
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByText('請看這個連結')).toHaveCount(0);
  });
});
