import type { APIRequestContext } from '@playwright/test';
import schedule from '../src/locales/zh-TW/schedule.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { fill } from './support/texts.ts';

const DAY = 86_400_000;

/** The Taiwan date `days` from today (or from `from`), YYYY-MM-DD. */
function taipeiDate(days: number, from = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(
    new Date(from.getTime() + days * DAY),
  );
}

/** The next moment at which Taiwan's clocks show `hour`:`minute`. */
function nextTaipeiMoment(hour: number, minute: number): Date {
  const offset = 8 * 3_600_000;
  const taipeiMidnight = Math.floor((Date.now() + offset) / DAY) * DAY - offset;
  const moment = taipeiMidnight + (hour * 60 + minute) * 60_000;
  return new Date(moment > Date.now() ? moment : moment + DAY);
}

/** What a visitor is offered: 60-minute sessions with the counselor on the Taiwan date given. */
async function slotsOn(request: APIRequestContext, counselorId: string, date: string): Promise<string[]> {
  const from = new Date(`${date}T00:00:00+08:00`);
  const query = new URLSearchParams({
    counselorId,
    courseLength: '0',
    from: from.toISOString(),
    to: new Date(from.getTime() + DAY).toISOString(),
  });
  const response = await request.get(`/api/zh-tw/CounselorSchedule/AvailableSlots?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: string[] }).data;
}

test.describe('a counselor sets their service time', () => {
  test('a weekly plan, seen on the calendar, then leave over a day, and the visitor sees its times go', async ({
    page,
    request,
  }) => {
    // counselor3 (王雅婷) has no service times in the demo.
    const token = await apiAccessToken(request, 'counselor3@demo.test');
    const profile = await request.get('/api/zh-tw/counselor', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const counselorId = ((await profile.json()) as { data: { id: string } }).data.id;
    const leaveDay = taipeiDate(3);
    expect(await slotsOn(request, counselorId, leaveDay)).toEqual([]);

    await signIn(page, 'counselor3@demo.test');

    await test.step('every day of the week 09:00 to 12:00, voice and video', async () => {
      await page.goto('/counselor/schedule-template');
      await expect(page.getByRole('heading', { level: 1, name: schedule.template.title })).toBeVisible();
      for (const day of schedule.weekdays) {
        await page.getByRole('button', { name: fill(schedule.template.addLabel, { day }) }).click();
        await page
          .getByRole('combobox', { name: fill(schedule.template.end, { day, n: '1' }) })
          .selectOption('12:00');
      }
      const monday = schedule.weekdays[1]!;
      await expect(
        page.getByRole('combobox', { name: fill(schedule.template.start, { day: monday, n: '1' }) }),
      ).toHaveValue('09:00');
      await expect(
        page.getByRole('checkbox', { name: fill(schedule.template.videoLabel, { day: monday, n: '1' }) }),
      ).toBeChecked();
      await page.getByRole('button', { name: schedule.template.save }).click();
      await expect(page.getByRole('status').filter({ hasText: schedule.template.saved })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('a visitor is offered those hours', async () => {
      const slots = await slotsOn(request, counselorId, leaveDay);
      expect(slots[0]).toBe(new Date(`${leaveDay}T09:00:00+08:00`).toISOString());
      expect(slots).toHaveLength(5);
    });

    await test.step('the calendar shows the weekly hours', async () => {
      await page.getByRole('link', { name: schedule.template.toCalendar }).click();
      await expect(page.getByRole('heading', { level: 1, name: schedule.calendar.title })).toBeVisible();
      const weekly = `${schedule.calendar.weekly}（${schedule.calendar.voiceVideo}）`;
      await expect(
        page.getByRole('region', { name: schedule.calendar.label }).getByText(weekly).first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('one-off service hours added through the dialog', async () => {
      await page.getByRole('button', { name: schedule.calendar.add }).click();
      const dialog = page.getByRole('dialog', { name: schedule.dialog.title });
      await dialog.getByLabel(schedule.dialog.date).fill(taipeiDate(10));
      await dialog.getByRole('combobox', { name: schedule.dialog.start }).selectOption('14:00');
      await dialog.getByRole('combobox', { name: schedule.dialog.end }).selectOption('16:00');
      await expect(dialog.getByRole('combobox', { name: schedule.dialog.repeat })).toHaveValue('never');
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: schedule.dialog.submit, exact: true }).click();
      await expect(page.getByText(fill(schedule.dialog.created, { count: '1' }))).toBeVisible();
      const slots = await slotsOn(request, counselorId, taipeiDate(10));
      expect(slots).toContain(new Date(`${taipeiDate(10)}T14:00:00+08:00`).toISOString());
    });

    await test.step('leave over that day: the preview counts the bookings it cancels, then it is taken', async () => {
      const nextDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(
        new Date(Date.parse(`${leaveDay}T12:00:00+08:00`) + DAY),
      );
      await page.getByLabel(schedule.leave.start).fill(`${leaveDay}T00:00`);
      await page.getByLabel(schedule.leave.end).fill(`${nextDay}T00:00`);
      await page.getByRole('button', { name: schedule.leave.preview }).click();
      // The reason is required.
      await expect(page.getByText(/請填寫請假原因/)).toBeVisible();
      await page.getByRole('textbox', { name: schedule.leave.reason }).fill('參加專業研習');
      await page.getByRole('button', { name: schedule.leave.preview }).click();
      await expect(page.getByText(fill(schedule.leave.previewResult, { count: '0' }))).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('button', { name: schedule.leave.confirm }).click();
      await expect(page.getByText(fill(schedule.leave.taken, { count: '0' }))).toBeVisible();
      await expect(page.getByRole('list', { name: schedule.leave.list })).toContainText('參加專業研習');
    });

    await test.step("the visitor's times of that day are gone, the next day's remain", async () => {
      expect(await slotsOn(request, counselorId, leaveDay)).toEqual([]);
      expect(await slotsOn(request, counselorId, taipeiDate(5))).toHaveLength(5);
    });

    await test.step('plans change: the counselor cancels the leave, and its times come back', async () => {
      const leaveList = page.getByRole('list', { name: schedule.leave.list });
      await leaveList.getByRole('button', { name: /^取消 .* 的請假$/ }).click();
      await expect(page.getByText(schedule.leave.none)).toBeVisible();
      await expect.poll(async () => (await slotsOn(request, counselorId, leaveDay)).length).toBe(5);
    });
  });

  test('on a phone the calendar shows one day at a time, today by Taiwan’s clock', async ({ page }) => {
    // At 01:30 in Taiwan it is still the day before in UTC, which the calendar runs in.
    const taipeiNight = nextTaipeiMoment(1, 30);
    await page.clock.setFixedTime(taipeiNight);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'counselor1@demo.test');
    await page.goto('/counselor/schedule-calendar');

    const [year, month, day] = taipeiDate(0, taipeiNight).split('-').map(Number);
    const calendar = page.getByRole('region', { name: schedule.calendar.label });
    await expect(calendar.getByRole('heading', { name: `${year}年${month}月${day}日` })).toBeVisible();
    // counselor1 serves every day, so her weekly hours fill the one column shown.
    await expect(
      calendar.getByText(`${schedule.calendar.weekly}（${schedule.calendar.voiceVideo}）`),
    ).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});
