import { CourseCreateType, CourseLength } from '@app/contracts/enums';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForInteractiveOnNavigation } from './support/interactive.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { randomTaiwanMobile } from './support/phone.ts';
import { newAccount, registerAndActivate } from './support/register.ts';
import { apiAccessToken, signIn } from './support/sign-in.ts';
import { fill, texts, validationMessage } from './support/texts.ts';

const { application, directory } = texts;
const { fields, actions, options } = application;

/** A 1×1 PNG and the smallest PDF: what an applicant uploads. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** A check box of the group of check boxes labelled `group`. */
const check = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true }).check();

const text = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const choose = (page: Page, label: string, option: string) =>
  page.getByLabel(label, { exact: true }).selectOption({ label: option });

/** Uploads a picture (or a PDF) through the field and waits until it shows as uploaded. */
async function upload(page: Page, label: string, kind: 'png' | 'pdf' = 'png') {
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name: kind === 'png' ? 'photo.jpg' : 'paper.pdf',
    mimeType: kind === 'png' ? 'image/png' : 'application/pdf',
    buffer: kind === 'png' ? png : pdf,
  });
  await expect(page.getByRole('button', { name: texts.common.upload.remove }).last()).toBeVisible();
}

test.describe('counselor application', () => {
  test('a client applies in six steps with uploads, the expert rejects with a comment, the client revises, the expert approves, the new counselor verifies their phone and, with hours and a topic, is in /team', async ({
    page,
    browser,
    request,
    signInElsewhere,
  }) => {
    // Six steps with five uploads, two reviews and a phone verification: a long journey.
    test.slow();
    const run = Date.now().toString(36).slice(-5);
    const name = `申請人${run}`;
    const account = newAccount('applicant', `申請${run}`);
    await registerAndActivate(page, account);
    await signIn(page, account.email, account.password);

    await test.step('the client fills the six steps, each saved on the server, and sends them', async () => {
      await page.goto('/jointeam');
      await expect(page.getByRole('heading', { level: 1, name: application.title })).toBeVisible();
      // Next with nothing filled names the empty fields with the spec's message.
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(validationMessage('validation.required')).first()).toBeVisible();

      await text(page, fields.name).fill(name);
      await text(page, fields.birthday).fill('1990-05-06');
      await choose(page, fields.gender, options.gender.female);
      await text(page, fields.address).fill('臺北市信義區');
      await upload(page, fields.headshot);
      await text(page, fields.aboutMe).fill('陪伴你面對壓力。');
      await text(page, fields.bankCode).fill('812');
      await text(page, fields.bankAccountNumber).fill('00112233445566');
      await upload(page, fields.passbook);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(fill(application.progress, { done: '1', total: '6' }))).toBeVisible();

      // Closing the browser loses nothing: the saved step is there after a reload.
      await page.reload();
      await expect(text(page, fields.name)).toHaveValue(name);
      await page.getByRole('button', { name: application.steps.education }).click();

      await page.getByRole('button', { name: actions.add }).click();
      await text(page, fields.school).fill('國立臺灣大學');
      await text(page, fields.department).fill('心理學系');
      await choose(page, fields.degree, options.degree['1']);
      await text(page, fields.start).fill('2012-09');
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(fill(application.progress, { done: '2', total: '6' }))).toBeVisible();

      await page.getByRole('button', { name: actions.add }).click();
      await text(page, fields.company).fill('安心診所');
      await text(page, fields.position).fill('諮商心理師');
      await text(page, fields.start).fill('2016-02');
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(fill(application.progress, { done: '3', total: '6' }))).toBeVisible();

      await text(page, fields.guild).fill('臺北市諮商心理師公會');
      await choose(page, fields.practiceRole, options.practiceRole['0']);
      await text(page, fields.institutionName).fill('安心診所');
      await upload(page, `${fields.attachments} 1`, 'pdf');
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(fill(application.progress, { done: '4', total: '6' }))).toBeVisible();

      await page.getByRole('button', { name: actions.add }).click();
      await text(page, fields.licenseName).fill('諮商心理師證書');
      await text(page, fields.issuer).fill('衛生福利部');
      await text(page, fields.number).fill(`諮心字第${run}號`);
      await text(page, fields.effectiveDate).fill('2016-01-01');
      await choose(page, fields.licenseType, options.licenseType['0']);
      await upload(page, fields.front);
      await upload(page, fields.back);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('button', { name: actions.next }).click();
      await expect(page.getByText(fill(application.progress, { done: '5', total: '6' }))).toBeVisible();

      await check(page, fields.specialtiesFirst, options.specialty.anxiety);
      await text(page, fields.orientation).fill('認知行為取向');
      await text(page, fields.adviceStyle).fill('溫和而具體');
      await check(page, fields.availablePeriods, options.period.weekdayEvening);
      await choose(page, fields.os, options.os['0']);
      await choose(page, fields.browser, options.browser['0']);
      await choose(page, fields.serviceLength, options.serviceLength['1']);
      await check(page, fields.serviceTypes, options.serviceType.video);
      await text(page, fields.price).fill('2000');
      await choose(page, fields.onlineExperience, options.onlineExperience.none);
      await check(page, fields.reasons, options.reason.other);
      await choose(page, fields.religion, options.religion['0']);
      await choose(page, fields.overThreeYearsOfService, application.yes);
      await text(page, fields.therapyApproach).fill('短期諮商');
      await choose(page, fields.foundUs, options.foundUs.friend);
      // An "other" answer needs its text.
      await page.getByRole('button', { name: actions.submit }).click();
      await expect(page.getByText(validationMessage('validation.other_text'))).toBeVisible();
      await text(page, fields.reasonsOther).fill('想服務偏鄉個案');
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('button', { name: actions.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/applycounselorstep');
      await expect(page.getByText(application.status['1'].label)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    const expert = (await signInElsewhere('expert@demo.test')).page;
    const card = () => expert.getByRole('article', { name });

    await test.step('the expert reads every detail and rejects it with a comment', async () => {
      await expert.goto('/expert/applicationlist');
      await expect(card().getByText('00112233445566')).toBeVisible();
      // Each answer under its question, choices by their texts, never a stored key or code.
      const answer = (question: string) =>
        card()
          .getByRole('row')
          .filter({ has: expert.getByRole('rowheader', { name: question, exact: true }) });
      await expect(answer(fields.bankAccountNumber)).toContainText('00112233445566');
      await expect(answer(fields.foundUs)).toContainText(options.foundUs.friend);
      await expect(answer(fields.overThreeYearsOfService)).toContainText(application.yes);
      await expect(answer(fields.reasonsOther)).toContainText('想服務偏鄉個案');
      await expect(card().getByRole('img', { name: fields.headshot })).toBeVisible();
      await expect(card()).not.toContainText('personalInfo');
      await expectNoSeriousA11yViolations(expert, { include: 'main' });
      await card().getByRole('button', { name: application.review.reject }).click();
      await expect(card().getByText(validationMessage('validation.review_comment'))).toBeVisible();
      await card().getByLabel(application.review.comment).fill('請補上執業機構代碼');
      await card().getByRole('button', { name: application.review.reject }).click();
      await expect(card()).toHaveCount(0);
    });

    await test.step('the client reads the comment, revises and sends it again', async () => {
      await page.goto('/applycounselorstep');
      await expect(
        page.getByText(fill(application.rejectedComment, { comment: '請補上執業機構代碼' })),
      ).toBeVisible();
      await page.getByRole('link', { name: application.status['2'].action }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/reviseapplication');
      await page.getByRole('button', { name: application.steps.counselorOrganization }).click();
      await text(page, fields.institutionCode).fill('0101020304');
      await page.getByRole('button', { name: actions.next }).click();
      await page.getByRole('button', { name: application.steps.questionnaire }).click();
      await page.getByRole('button', { name: actions.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/applycounselorstep');
      await expect(page.getByText(application.status['1'].label)).toBeVisible();
    });

    await test.step('the expert approves it', async () => {
      await expert.reload();
      await expect(card().getByText('0101020304')).toBeVisible();
      await card().getByRole('button', { name: application.review.approve }).click();
      await expert.getByRole('dialog').getByRole('button', { name: application.review.approve }).click();
      await expect(card()).toHaveCount(0);
    });

    await test.step('the new counselor signs in, is sent to verify their phone, and does', async () => {
      const context = await browser.newContext();
      const counselor = await context.newPage();
      await signIn(counselor, account.email, account.password);
      await expect(counselor).toHaveURL((url) => url.pathname === '/verifyphonesingle');
      const mobile = randomTaiwanMobile();
      await counselor.getByLabel(application.verifyPhone.phone).fill(mobile.typed);
      await counselor.getByRole('button', { name: application.verifyPhone.send }).click();
      const sms = await waitForOutboxMessage(counselor.request, mobile.e164);
      const code = /\d{6}/.exec(sms.text)?.[0] ?? '';
      await counselor.getByLabel(application.verifyPhone.code).fill(code);
      await counselor.getByRole('button', { name: application.verifyPhone.verify, exact: true }).click();
      await expect(counselor.getByText(application.verifyPhone.verified)).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
      await context.close();
    });

    await test.step('with weekly hours and an approved topic, /team shows them with a time to book', async () => {
      // Service hours and topics have journeys of their own (schedule, topic review): here they
      // are set through the API, and the directory is what is looked at.
      const counselorAuth = {
        Authorization: `Bearer ${await apiAccessToken(request, account.email, account.password)}`,
      };
      const expertAuth = { Authorization: `Bearer ${await apiAccessToken(request, 'expert@demo.test')}` };
      const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        start: '09:00',
        end: '21:00',
        voice: true,
        video: true,
      }));
      const hours = await request.put('/api/zh-tw/CounselorSchedule/WeeklyTemplate', {
        headers: counselorAuth,
        data: { ranges: everyDay },
      });
      expect(hours.status(), 'PUT /CounselorSchedule/WeeklyTemplate').toBe(200);
      const created = await request.post('/api/zh-tw/CounselorIssueCourse', {
        headers: counselorAuth,
        data: {
          createType: CourseCreateType.New,
          category: 'stress',
          customCategory: '',
          targetAudience: '剛進職場的新鮮人',
          keywords: '職場壓力 適應',
          title: `職場壓力調適 ${run}`,
          description: '一起整理進入職場後的壓力來源。',
          detail: '第一次會談了解近況，之後每次練習一個方法。',
          coverVideoUrl: '',
          length: CourseLength.SixtyMinutes,
          price: 2300,
          isVisible: true,
        },
      });
      expect(created.status(), 'POST /CounselorIssueCourse').toBe(200);
      const topicId = ((await created.json()) as { data: { id: string } }).data.id;
      const submitted = await request.post(`/api/zh-tw/CounselorIssueCourse/${topicId}/Submit`, {
        headers: counselorAuth,
        data: { revisionNote: '第一次開設' },
      });
      expect(submitted.status(), 'POST /CounselorIssueCourse/{id}/Submit').toBe(200);
      const approved = await request.post(`/api/zh-tw/IssueCourse/${topicId}/Review`, {
        headers: expertAuth,
        data: { approve: true },
      });
      expect(approved.status(), 'POST /IssueCourse/{id}/Review').toBe(200);

      // A visitor looks: the applicant's own browser still holds the session of a client.
      const visitorContext = await browser.newContext();
      const visitor = waitForInteractiveOnNavigation(await visitorContext.newPage());
      await visitor.goto('/team');
      const card = visitor.locator('main article').filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(fill(directory.team.priceFrom, { min: '2,300' }))).toBeVisible();
      await expect(card.getByText(directory.team.nextAvailable)).toBeVisible();
      await expect(card.getByText(directory.team.nextAvailableNone)).toHaveCount(0);
      await card.getByRole('link', { name }).click();
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      const slots = visitor.getByRole('region', { name: directory.slots.title });
      await expect(slots.getByRole('definition').first()).toContainText(/\d{2}:\d{2}/);
      // Booking starts from their topics, the new one among them.
      await visitor.getByRole('link', { name: fill(directory.counselor.bookLink, { name }) }).click();
      await expect(visitor.getByText(`職場壓力調適 ${run}`)).toBeVisible();
      await visitorContext.close();
    });
  });
});
