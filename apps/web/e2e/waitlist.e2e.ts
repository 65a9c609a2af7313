import type { APIRequestContext } from '@playwright/test';
import { formatDateTime } from '../src/lib/dates.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { checkOut } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

const { booking, wallet } = texts;
const DAY_MS = 24 * 3_600_000;
const TOPIC = '職場壓力與倦怠調適';

/** Calls the API as `token`'s user and answers the envelope's data (failing on an error). */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request[method](`/api/zh-tw${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** 08:00 Taipei (00:00 UTC) on the first weekday at least eight days ahead: a morning 林志明 does not serve. */
function weekdayMorning(): Date {
  for (let days = 8; ; days += 1) {
    const taipei = new Date(Date.now() + days * DAY_MS + 8 * 3_600_000);
    const morning = new Date(Date.UTC(taipei.getUTCFullYear(), taipei.getUTCMonth(), taipei.getUTCDate()));
    if (morning.getUTCDay() >= 1 && morning.getUTCDay() <= 5) return morning;
  }
}

test.describe('the waitlist', () => {
  test('a client on a waitlist is offered a freed slot and books it', async ({
    page,
    request,
    signInElsewhere,
  }) => {
    // Two clients, a recharge through the payment sandbox and a mail in between: a long journey.
    test.slow();
    const counselor = await apiAccessToken(request, 'counselor2@demo.test');
    const client = await apiAccessToken(request, 'client@demo.test');
    const topics = await call<{ records: { id: string; title: string }[] }>(
      request,
      client,
      'get',
      '/CounselorIssueCourse/List?start_page=0&page_size=50',
    );
    const topicId = topics.records.find((topic) => topic.title === TOPIC)?.id ?? '';
    expect(topicId, `the topic ${TOPIC}`).not.toBe('');
    const morning = weekdayMorning();

    await test.step('the demo client tops up, since earlier journeys may have spent their points', async () => {
      const { page: demoClient } = await signInElsewhere('client@demo.test');
      await checkOut(demoClient, '3000', wallet.recharge.methods.card);
      await demoClient.getByRole('button', { name: '付款 Pay' }).click();
      await expect(demoClient.getByTestId('recharge-succeeded')).toBeVisible();
    });

    let courseId = '';
    await test.step('林志明 opens one weekday morning hour; the demo client waiting for mornings is offered it and books it', async () => {
      await call(request, counselor, 'post', '/CounselorSchedule/ServiceTime', {
        start: morning.toISOString(),
        end: new Date(morning.getTime() + 3_600_000).toISOString(),
        voice: true,
        video: false,
      });
      type TEntries = { offer: { courseId: string; startTime: string } | null }[];
      await expect
        .poll(
          async () => (await call<TEntries>(request, client, 'get', '/Waitlist/Mine'))[0]?.offer?.startTime,
        )
        .toBe(morning.toISOString());
      const [entry] = await call<TEntries>(request, client, 'get', '/Waitlist/Mine');
      courseId = entry?.offer?.courseId ?? '';
      await call(request, client, 'post', `/Waitlist/Offer/${courseId}/Accept`);
    });

    await test.step('another client with points joins the waitlist for weekday mornings on the topic’s page', async () => {
      await signIn(page, 'halfway@demo.test');
      await checkOut(page, '3000', wallet.recharge.methods.card);
      await page.getByRole('button', { name: '付款 Pay' }).click();
      await expect(page.getByTestId('recharge-succeeded')).toBeVisible();

      await page.goto(`/focusissues/${topicId}`);
      await expect(page.getByRole('heading', { name: booking.waitlist.title })).toBeVisible();
      await page.getByRole('button', { name: booking.waitlist.open }).click();
      const days = page.getByRole('group', { name: booking.waitlist.weekdays });
      await expect(days).toBeVisible();
      // Joining without a day is refused on the page, under the days.
      await page.getByRole('button', { name: booking.waitlist.join }).click();
      await expect(page.getByText('請至少選擇一項')).toBeVisible();
      for (const day of ['1', '2', '3', '4', '5'] as const) {
        await days.getByRole('checkbox', { name: booking.waitlist.day[day] }).check();
      }
      await page.getByRole('combobox', { name: booking.waitlist.from }).selectOption('08:00');
      await page.getByRole('combobox', { name: booking.waitlist.to }).selectOption('10:00');
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('button', { name: booking.waitlist.join }).click();
      await expect(page.getByRole('status').filter({ hasText: booking.waitlist.seeMine })).toBeVisible();
    });

    await test.step('the demo client cancels the morning; the waiting client is told it is held for them', async () => {
      await call(request, client, 'post', `/Course/${courseId}/Cancel`, { reason: '時間不方便了' });
      const offer = await waitForOutboxMessage(request, 'halfway@demo.test', (message) =>
        (message.subject ?? '').includes('你候補的時段空出來了'),
      );
      expect(offer.links.some((link) => new URL(link).pathname === '/user/nextcourse')).toBe(true);
    });

    await test.step('the next-course page shows the offer with its countdown; accepting books it', async () => {
      await page.goto('/user/nextcourse');
      const waitlist = page.getByRole('region', { name: booking.waitlist.mine });
      await expect(waitlist.getByText(formatDateTime(morning.toISOString()), { exact: false })).toBeVisible();
      await expect(waitlist.getByTestId('offer-countdown')).toContainText(/\d\d:\d\d/);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await waitlist.getByRole('button', { name: booking.waitlist.accept }).click();
      await expect(page.getByText(booking.waitlist.accepted)).toBeVisible();
      await expect(waitlist).toHaveCount(0);
      await expect(
        page.getByRole('listitem').filter({ hasText: formatDateTime(morning.toISOString()) }),
      ).toHaveCount(1);
    });
  });
});
