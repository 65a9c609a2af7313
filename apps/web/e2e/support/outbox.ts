import type { TOutboxMessage } from '@app/contracts/dev-outbox';
import { ZOutboxSchema } from '@app/contracts/dev-outbox';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { serverMessages } from './texts.ts';

/**
 * The messages sent to `recipient` (an e-mail address or a phone number), newest first, from the
 * server's development outbox at GET /dev/outbox.json.
 */
export async function readOutbox(request: APIRequestContext, recipient: string): Promise<TOutboxMessage[]> {
  const response = await request.get('/dev/outbox.json', { params: { recipient } });
  expect(response.status(), 'GET /dev/outbox.json').toBe(200);
  return ZOutboxSchema.parse(await response.json()).messages;
}

/**
 * Waits for the newest message to `recipient` that satisfies `match` (a background job delivers
 * it once the request that sends it has committed, up to a few seconds later; a minute job's
 * message needs `timeout` to cover its next minute).
 */
export async function waitForOutboxMessage(
  request: APIRequestContext,
  recipient: string,
  match: (message: TOutboxMessage) => boolean = () => true,
  options: { timeout?: number } = {},
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(async () => (found = (await readOutbox(request, recipient)).find(match)), {
      message: `a message to ${recipient} in /dev/outbox`,
      ...options,
    })
    .toBeDefined();
  return found!;
}

/**
 * As a person trying the product does: opens the /dev/outbox page, filters it by recipient with
 * its search form, and clicks the link to `pathname` in the newest mail whose subject contains
 * `subject`, once `sent` such mails have arrived (a mail asked for again replaces the link of the
 * one before); resolves once the browser is there. Audits the outbox page on the way.
 */
export async function followOutboxLink(
  page: Page,
  recipient: string,
  { subject, pathname, sent = 1 }: { subject: string; pathname: string; sent?: number },
): Promise<void> {
  const withSubject = async () =>
    (await readOutbox(page.request, recipient)).filter((candidate) => candidate.subject?.includes(subject));
  await expect
    .poll(async () => (await withSubject()).length, { message: `${sent} mails "${subject}" to ${recipient}` })
    .toBeGreaterThanOrEqual(sent);
  const [message] = await withSubject();
  const link = message?.links.find((candidate) => new URL(candidate).pathname === pathname);
  expect(link, `a link to ${pathname} in "${message?.subject}"`).toBeDefined();

  await page.goto('/dev/outbox');
  const { outbox } = serverMessages;
  await expect(page.getByRole('heading', { level: 1, name: outbox.title })).toBeVisible();
  await page.getByRole('searchbox', { name: outbox.recipient }).fill(recipient);
  await page.getByRole('button', { name: outbox.filter }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dev/outbox' && url.searchParams.get('recipient') === recipient,
  );
  await expectNoSeriousA11yViolations(page);

  // Newest first: the first row for this recipient with this subject is the mail found above
  // (which gives its link twice, once per language).
  const row = page
    .locator(`tr[data-testid="outbox-message"][data-recipient="${recipient}"]`)
    .filter({ hasText: subject })
    .first();
  await row.locator(`a[href="${link}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}
