import type { TOutbox, TOutboxMessage } from '@app/contracts/dev-outbox';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y.ts';

/**
 * The messages sent to `recipient` (an e-mail address or a phone number), newest first, from the
 * server's development outbox at GET /dev/outbox.json.
 */
export async function readOutbox(recipient: string): Promise<TOutboxMessage[]> {
  const url = new URL('/dev/outbox.json', inject('baseUrl'));
  url.searchParams.set('recipient', recipient);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  const body = (await response.json()) as TOutbox;
  return body.messages;
}

/** Waits for the newest message to `recipient` that satisfies `match`. */
export async function waitForOutboxMessage(
  recipient: string,
  match: (message: TOutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<TOutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(recipient)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No outbox message to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of a message that leads back to the site under test. */
export function siteLinkIn(message: TOutboxMessage): string {
  const origin = inject('baseUrl');
  const link = message.links.find((candidate) => candidate.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in "${message.subject ?? message.text}"`);
  return link;
}

/**
 * As a person trying the product does: opens the /dev/outbox page, filters it by recipient with
 * its search form, and clicks the link to `pathname` in the newest mail whose subject contains
 * `subject`; resolves once the browser is there. Audits the outbox page on the way.
 */
export async function followOutboxLink(
  page: Page,
  recipient: string,
  { subject, pathname }: { subject: string; pathname: string },
): Promise<void> {
  // The mail is written when the request that sends it ends; wait for it before looking.
  const message = await waitForOutboxMessage(
    recipient,
    (candidate) => !!candidate.subject?.includes(subject),
  );
  const link = message.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`No link to ${pathname} in "${message.subject}"`);

  await page.goto('/dev/outbox');
  await page.getByRole('heading', { level: 1, name: '開發用寄件匣' }).waitFor();
  await page.getByRole('searchbox', { name: '收件者' }).fill(recipient);
  await page.getByRole('button', { name: '篩選' }).click();
  await page.waitForURL(
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
  await page.waitForURL((url) => url.pathname === pathname);
}
