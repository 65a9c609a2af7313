import type { APIRequestContext } from '@playwright/test';
import { formatDateTime } from '../src/lib/dates.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { texts, validationMessage } from './support/texts.ts';

const { booking } = texts;
const custom = booking.custom;

/** 林志明 (counselor2) takes custom consultations at 3,000 points; the demo client has none open with him. */
async function idOfCounselor2(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/zh-tw/CounselorIssueCourse/List', {
    params: { start_page: 0, page_size: 50 },
  });
  const body = (await response.json()) as {
    data: { records: { counselor: { id: string; fullName: string } }[] };
  };
  const topic = body.data.records.find((record) => record.counselor.fullName === '林志明');
  expect(topic, 'a published topic of 林志明').toBeDefined();
  return topic!.counselor.id;
}

test.describe('custom consultations', () => {
  test('a client requests a custom consultation, the counselor accepts with a time, the client pays', async ({
    request,
    signInElsewhere,
  }) => {
    // Two people, each signing in and each page audited: more than one journey's time.
    test.slow();
    // Each in a browser of their own, both signed in at once.
    const { page } = await signInElsewhere('client@demo.test');
    const counselor = await signInElsewhere('counselor2@demo.test');
    const counselorId = await idOfCounselor2(request);
    // Unique to this run: the demo data has other requests between them.
    const message = `想談談工作與家庭的平衡（${String(Date.now())}）`;
    const requestedAt = new Date().toISOString();

    await test.step('the client asks on the counselor’s page; blank fields are named first', async () => {
      await page.goto(`/team/${counselorId}`);
      const form = page.getByRole('region', { name: custom.requestTitle });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: custom.send }).click();
      await expect(form.getByText(validationMessage('validation.custom_consultation_message'))).toBeVisible();
      await expect(form.getByText(validationMessage('validation.custom_consultation_times'))).toBeVisible();
      await form.getByRole('textbox', { name: custom.message }).fill(message);
      await form.getByRole('textbox', { name: custom.preferredTimes }).fill('平日晚上八點以後');
      await form.getByRole('radio', { name: '90 分鐘' }).check();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await form.getByRole('button', { name: custom.send }).click();
      await expect(form.getByRole('status')).toContainText('林志明');
    });

    await test.step('the counselor is mailed the request (mail 21)', async () => {
      const mail = await waitForOutboxMessage(
        request,
        'counselor2@demo.test',
        (sent) => (sent.subject ?? '').includes('新的個人化諮詢申請') && sent.createdAt > requestedAt,
      );
      expect(mail.subject).toContain('新的個人化諮詢申請');
    });

    let offered = '';
    await test.step('the counselor accepts with one of their free times', async () => {
      await counselor.page.goto('/counselor/customconsultation');
      const card = counselor.page.getByRole('listitem').filter({ hasText: message });
      await expect(card).toContainText(custom.status.pending);
      await card.getByRole('button', { name: custom.accept }).click();
      const slot = card.locator('[data-slot]').first();
      await expect(slot).toBeVisible();
      offered = (await slot.getAttribute('data-slot')) ?? '';
      await slot.click();
      await expectNoSeriousA11yViolations(counselor.page, { include: 'main' });
      await card.getByRole('button', { name: custom.confirmAccept }).click();
      await expect(card).toContainText(custom.status.accepted);
    });

    await test.step('the client is mailed the offer and pays it from their points', async () => {
      const mail = await waitForOutboxMessage(
        request,
        'client@demo.test',
        (sent) => (sent.subject ?? '').includes('接受了你的個人化諮詢申請') && sent.createdAt > requestedAt,
      );
      expect(mail.links.some((link) => new URL(link).pathname === '/user/customconsultation')).toBe(true);
      await page.goto('/user/customconsultation');
      const card = page.getByRole('listitem').filter({ hasText: message });
      await expect(card).toContainText(custom.status.accepted);
      await expect(card).toContainText('3,000');
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      const pay = card.getByRole('button', { name: custom.pay });
      await expect(pay).toBeDisabled();
      await card.getByRole('checkbox', { name: custom.agree }).check();
      await pay.click();
      await expect(card).toContainText(custom.status.paid);
    });

    await test.step('the session is among the client’s coming ones', async () => {
      await page.goto('/user/nextcourse');
      expect(offered).not.toBe('');
      const session = page.getByRole('listitem').filter({ hasText: formatDateTime(offered) });
      await expect(session).toContainText('林志明');
    });
  });
});
