import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { profileButton } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

/** A signed-in page of the route tables (config/paths.ts) and the heading it opens with. */
type TProtectedPage = { path: string; heading: string; withTopBar?: false };

/** Pages both clients and counselors open (the account statement, settings, steps to apply). */
const clientOrCounselorPages: TProtectedPage[] = [
  { path: paths.user.amount.path, heading: texts.wallet.statement.title },
  { path: paths.user.accountSetting.path, heading: texts.settings.title },
  { path: paths.applyCounselorStep.path, heading: texts.application.status.title },
  { path: paths.verifyPhoneSingle.path, heading: texts.application.verifyPhone.title },
  // The session room has no top bar; opened without a course, it says how to enter one.
  { path: paths.room.path, heading: texts.room.title, withTopBar: false },
];

const roles: { email: string; name: string; pages: TProtectedPage[] }[] = [
  {
    email: 'client@demo.test',
    name: '小安',
    pages: [
      { path: paths.welcome.path, heading: texts.trial.welcome.title },
      { path: paths.questionnaire.path, heading: texts.trial.questionnaire.title },
      { path: paths.reviseApplication.path, heading: texts.application.reviseTitle },
      { path: paths.paymentSucceed.path, heading: texts.booking.payment.title },
      { path: paths.rechargeSucceed.path, heading: texts.wallet.result.title },
      { path: paths.user.nextCourse.path, heading: texts.booking.next.title },
      { path: paths.user.courseRecords.path, heading: texts.records.records.title },
      { path: paths.user.freeCoursePrompt.path, heading: texts.trial.prompt.title },
      { path: paths.user.orderCourse.path, heading: texts.booking.order.title },
      { path: paths.user.recharge.path, heading: texts.wallet.recharge.title },
      // Without a lecture's id the sign-up form says it finds none, under its own heading.
      { path: paths.viewCounselorOnlineGroup.two.path, heading: texts.lectures.signup.title },
      ...clientOrCounselorPages,
    ],
  },
  {
    // Has service times, so creating a topic opens its page rather than the calendar.
    email: 'counselor1@demo.test',
    name: '陳怡君',
    pages: [
      { path: paths.counselor.nextCourse.path, heading: texts.common.roleHome.counselorNextCourse },
      { path: paths.counselor.courseFeedback.path, heading: texts.records.received.title },
      { path: paths.counselor.scheduleTemplate.path, heading: texts.schedule.template.title },
      { path: paths.counselor.scheduleCalendar.path, heading: texts.schedule.calendar.title },
      { path: paths.counselor.createIssueCourse.path, heading: texts.topics.form.createTitle },
      // Without a topic's id the form starts a new topic.
      { path: paths.counselor.editCourse.path, heading: texts.topics.form.createTitle },
      { path: paths.counselor.issueCourseList.path, heading: texts.topics.list.title },
      { path: paths.counselor.personal.path, heading: texts.directory.personal.title },
      { path: paths.counselor.cases.path, heading: texts.cases.list.title },
      { path: paths.counselor.articles.path, heading: texts.columnWriting.list.title },
      { path: paths.counselor.newArticle.path, heading: texts.columnWriting.form.createTitle },
      { path: paths.counselor.lectures.path, heading: texts.lectures.own.title },
      { path: paths.counselor.newLecture.path, heading: texts.lectures.form.title },
      ...clientOrCounselorPages,
    ],
  },
  {
    email: 'expert@demo.test',
    name: '林督導',
    pages: [
      { path: paths.expert.applicationList.path, heading: texts.common.roleHome.expertApplicationList },
      { path: paths.expert.reviewIssueCourseList.path, heading: texts.topics.review.title },
      { path: paths.expert.reviewLicense.path, heading: texts.licenses.review.title },
      { path: paths.expert.articles.path, heading: texts.columnWriting.review.title },
    ],
  },
];

/** Every API answer of 401 the page receives: a call that went out without a valid token. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/')) {
      refused.push(`${response.request().method()} ${response.url()}`);
    }
  });
  return refused;
}

/**
 * The page is shown to the signed-in user: its own heading (its guards have run, including any
 * API call they make), the same address, the user's name in the top bar, and no call refused.
 */
async function expectSignedInAt(page: Page, target: TProtectedPage, name: string, refused: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === target.path);
  if (target.withTopBar !== false) await expect(profileButton(page, name)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
  expect(refused, 'API calls refused with 401').toEqual([]);
}

test.describe('every protected page survives a reload', () => {
  for (const role of roles) {
    test.describe(`signed in as ${role.email}`, () => {
      test.use({ signedInAs: role.email });

      // One signed-in browser goes through the role's pages, each opened by its address: a full
      // load from the stored session, as a reload is (the first page is reloaded as well).
      test(`opens each of ${String(role.pages.length)} pages by its address and stays signed in through a reload`, async ({
        page,
      }) => {
        test.setTimeout(role.pages.length * 10_000);
        const refused = watchRefusals(page);
        for (const [index, target] of role.pages.entries()) {
          await test.step(target.path, async () => {
            await page.goto(target.path);
            await expectSignedInAt(page, target, role.name, refused);
            if (index > 0) return;
            await page.reload();
            await expectSignedInAt(page, target, role.name, refused);
          });
        }
      });
    });
  }
});
