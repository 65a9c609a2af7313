import type { APIRequestContext } from '@playwright/test';
import { formatDateTime } from '../src/lib/dates.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

const { booking, wallet } = texts;

const DAY_MS = 24 * 3_600_000;

/** Sets counselor1's booking lead time (hours); the demo asks for 24, so no slot falls within a day. */
async function setLeadTime(request: APIRequestContext, token: string, hours: number) {
  const response = await request.put('/api/zh-tw/Counselor/AppointmentSetting', {
    headers: { Authorization: `Bearer ${token}` },
    data: { canReserveAfter: hours },
  });
  expect(response.status(), 'PUT /Counselor/AppointmentSetting').toBe(200);
}

/**
 * Three hours of one-off service time for counselor1 from the first half hour five hours ahead:
 * whatever the time of day, a slot within the next day exists past the 4-hour lead time.
 */
async function addServiceHoursSoon(request: APIRequestContext, token: string) {
  const halfHour = 30 * 60_000;
  const start = Math.ceil((Date.now() + 5 * 3_600_000) / halfHour) * halfHour;
  const response = await request.post('/api/zh-tw/CounselorSchedule/ServiceTime', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      start: new Date(start).toISOString(),
      end: new Date(start + 3 * 3_600_000).toISOString(),
      voice: true,
      video: true,
    },
  });
  expect(response.status(), 'POST /CounselorSchedule/ServiceTime').toBe(200);
}

/** counselor1's first published topic: the booking starts from its page. */
async function topicOfCounselor1(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/zh-tw/CounselorIssueCourse/List', {
    params: { start_page: 0, page_size: 50 },
  });
  const body = (await response.json()) as {
    data: { records: { id: string; counselor: { fullName: string } }[] };
  };
  const topic = body.data.records.find((record) => record.counselor.fullName === '陳怡君');
  expect(topic, 'a published topic of 陳怡君').toBeDefined();
  return topic!.id;
}

test.describe('booking a session', () => {
  test('a client with points books a topic’s slot, sees it coming, cancels within 24 hours and finds the fee in the statement', async ({
    page,
    request,
  }) => {
    // For the fee, the session must start within a day: counselor1 takes bookings 4 hours ahead
    // for this journey (a counselor's own setting), and asks 24 again after it; her weekly hours
    // may all lie further ahead at this time of day, so she opens a few hours soon.
    const counselorToken = await apiAccessToken(request, 'counselor1@demo.test');
    await setLeadTime(request, counselorToken, 4);
    await addServiceHoursSoon(request, counselorToken);
    try {
      const topicId = await topicOfCounselor1(request);
      await signIn(page, 'client@demo.test');

      let chosen = '';
      let bookedAt = '';
      await test.step('the client picks a time within the next day on the topic’s page', async () => {
        await page.goto(`/focusissues/${topicId}`);
        const slots = page.locator('[data-slot]');
        await expect(slots.first()).toBeVisible();
        const starts = await slots.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('data-slot') ?? ''),
        );
        chosen = starts.find((start) => Date.parse(start) - Date.now() < DAY_MS - 3_600_000) ?? '';
        expect(chosen, 'a slot starting within the next 23 hours').not.toBe('');
        await page.locator(`[data-slot="${chosen}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === '/user/ordercourse');
      });

      await test.step('the order page sums it up; the client agrees and books', async () => {
        await expect(page.getByRole('heading', { level: 1, name: booking.order.title })).toBeVisible();
        await expect(page.getByRole('row', { name: booking.order.counselor })).toContainText('陳怡君');
        await expectNoSeriousA11yViolations(page, { include: 'main' });
        // Booking without agreeing is refused on the page, naming what to agree to.
        await page.getByRole('button', { name: booking.order.book }).click();
        await expect(page.getByRole('alert')).toHaveText(booking.order.agreeRequired);
        await page.getByRole('checkbox', { name: new RegExp(booking.order.agree) }).check();
        bookedAt = new Date().toISOString();
        await page.getByRole('button', { name: booking.order.book }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/user/nextcourse');
      });

      // The booked session's card, by its time (the demo client has other sessions with her).
      const card = page
        .getByRole('region', { name: booking.next.booked })
        .getByRole('listitem')
        .filter({ hasText: formatDateTime(chosen) });
      const cancelButton = card.getByRole('button', {
        name: fill(booking.next.cancelWith, { name: '陳怡君' }),
      });
      await test.step('the session is listed as coming, and the counselor hears of it', async () => {
        await expect(cancelButton).toBeVisible();
        const booked = await waitForOutboxMessage(request, 'counselor1@demo.test', (message) =>
          (message.subject ?? '').includes('預約'),
        );
        expect(booked.subject).toContain('預約');
        await expectNoSeriousA11yViolations(page, { include: 'main' });
      });

      await test.step('the day’s reminder reaches the client, late but still useful, linking to the session’s room', async () => {
        // Booked within a day, the one-day reminder is due at once: the booking queues a run of
        // the reminders with its payment, so it comes within seconds, not at the minute's turn.
        const reminder = await waitForOutboxMessage(
          request,
          'client@demo.test',
          (message) => (message.subject ?? '').includes('諮商提醒') && message.createdAt > bookedAt,
          { timeout: 20_000 },
        );
        expect(reminder.links.some((link) => new URL(link).pathname === '/rooms/room')).toBe(true);
      });

      await test.step('cancelling within 24 hours shows the fee, asks a reason, and charges it', async () => {
        await cancelButton.click();
        const dialog = page.getByRole('dialog', { name: booking.next.cancelTitle });
        await expect(dialog.getByText(fill(booking.next.feeWarning, { points: '100' }))).toBeVisible();
        await dialog.getByRole('button', { name: booking.next.confirmCancel }).click();
        await expect(dialog.getByText(booking.next.reasonRequired)).toBeVisible();
        await dialog.getByRole('textbox', { name: booking.next.reason }).fill('臨時要加班，抱歉');
        await dialog.getByRole('button', { name: booking.next.confirmCancel }).click();
        await expect(dialog).toBeHidden();
        await expect(card).toHaveCount(0);
      });

      await test.step('the statement shows the cancellation fee', async () => {
        await page.goto('/user/amount');
        await expect(
          page.getByRole('row').filter({ hasText: wallet.statement.reasons.cancellation_fee }).first(),
        ).toContainText('100');
        await expectNoSeriousA11yViolations(page, { include: 'main' });
      });
    } finally {
      await setLeadTime(request, counselorToken, 24);
    }
  });

  test('a client short of points holds a slot, pays the difference by card and lands on the booked session', async ({
    page,
    request,
  }) => {
    // halfway@ has a verified phone and 400 points, less than any of counselor1's topics: the
    // booking is held. (Registering a new client here would pass the per-address limit of
    // registrations the other journeys already use.)
    test.slow();
    await signIn(page, 'halfway@demo.test');

    let chosen = '';
    await test.step('booking a time it cannot pay holds it for 15 minutes and offers to pay', async () => {
      await page.goto(`/focusissues/${await topicOfCounselor1(request)}`);
      const slot = page.locator('[data-slot]').first();
      await expect(slot).toBeVisible();
      chosen = (await slot.getAttribute('data-slot')) ?? '';
      await slot.click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/ordercourse');
      await page.getByRole('checkbox', { name: new RegExp(booking.order.agree) }).check();
      await page.getByRole('button', { name: booking.order.book }).click();
      await expect(page.getByRole('status').filter({ hasText: '保留 15 分鐘' })).toBeVisible();
      await page.getByRole('link', { name: booking.order.payHeld }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/recharge');
    });

    await test.step('the card payment comes back to the booking’s result, with the session booked', async () => {
      await page.getByRole('radio', { name: wallet.recharge.methods.card }).check();
      await page.getByRole('checkbox', { name: /儲值契約/ }).check();
      await page.getByRole('button', { name: wallet.recharge.submit }).click();
      await expect(page.getByRole('heading', { name: '綠界科技 ECPay' })).toBeVisible();
      await page.getByRole('button', { name: '付款 Pay' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/paymentsucceed');
      await expect(page.getByText(booking.payment.booked)).toBeVisible();
      const summary = page.getByRole('table', { name: booking.payment.summary });
      await expect(summary.getByRole('row', { name: booking.order.counselor })).toContainText('陳怡君');
      await expect(summary.getByRole('row', { name: booking.order.startTime })).toContainText(
        formatDateTime(chosen),
      );
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('link', { name: booking.payment.toNextCourse }).click();
      await expect(page.getByText(formatDateTime(chosen))).toBeVisible();
    });
  });
});
