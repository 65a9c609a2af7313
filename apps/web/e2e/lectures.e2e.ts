import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { closeWithEscape } from './support/interactive.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAccessToken, profileButton } from './support/sign-in.ts';
import { fill, pattern, texts, validationMessage } from './support/texts.ts';

const { common, lectures, rating, shell } = texts;

/** counselor1's demo group taking sign-ups (apps/server/src/db/seed/seed-demo-lectures.ts). */
const demoOpenLecture = '焦慮照顧小團體：與緊繃的自己相處';
/** counselor1's demo group of last month, completed: two past clients rated it, the demo client has not. */
const demoCompletedLecture = '睡個好覺：失眠與壓力的身心調適';

const DAY_MS = 24 * 3_600_000;

/** A Taiwan wall-clock time as the browser's date-time field takes it ("YYYY-MM-DDTHH:mm"). */
function taipeiLocal(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** A field of a form by its label (required ones carry a mark after it). */
const field = (page: Page, label: string) => page.getByLabel(pattern(label, { prefix: true }));

/** The client's stored value as the API gives it (other journeys spend and refund it). */
async function storedValue(page: Page): Promise<number> {
  const token = await apiAccessToken(page.request, 'client@demo.test');
  const response = await page.request.get('/api/zh-tw/client?isNewVersion=true', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { reservedAmount: number } }).data.reservedAmount;
}

/** The stored value the account menu shows, checked, then the menu closed again. */
async function expectBalanceShown(page: Page, points: number): Promise<void> {
  await profileButton(page, '小安').click();
  const menu = page.getByRole('menu');
  await expect(
    menu.getByText(fill(shell.profile.reservedAmount, { amount: points.toLocaleString('en-US') })),
  ).toBeVisible();
  await closeWithEscape(menu);
}

test.describe('lectures and groups (講座與團體)', () => {
  test('a visitor finds them in the footer, reads the list and a lecture, and is asked to sign in first', async ({
    page,
  }) => {
    await test.step('the footer leads to the list of lectures still to come', async () => {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: common.footer.lectures }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/viewcounseloronlinegroup/Index1');
      await expect(page.getByRole('heading', { level: 1, name: lectures.list.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: demoOpenLecture })).toBeVisible();
      // A visitor has no sign-ups of their own.
      await expect(page.getByRole('heading', { name: lectures.mine.title })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a lecture shows its facts, what to know, the rules, and sign in to sign up', async () => {
      await page.getByRole('link', { name: demoOpenLecture }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/viewcounseloronlinegroup/1');
      await expect(page.getByRole('heading', { level: 1, name: demoOpenLecture })).toBeVisible();
      await expect(page.getByRole('link', { name: '陳怡君' })).toHaveAttribute(
        'href',
        /^\/team\/[0-9a-f-]{36}$/,
      );
      await expect(page.getByRole('region', { name: lectures.lecture.signupNote })).toContainText(
        '捷運大安站',
      );
      const rules = page.getByRole('region', { name: lectures.rules.title });
      await expect(rules.getByText(lectures.rules.withdraw)).toBeVisible();
      await expect(rules.getByText(fill(lectures.rules.minimum, { min: '6' }))).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: lectures.action.title })
          .getByRole('link', { name: lectures.action.signIn }),
      ).toHaveAttribute('href', '/signin');
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('a counselor announces a lecture and opens it; a client signs up, pays, finds it among theirs and withdraws', async ({
    signInElsewhere,
  }) => {
    // Two signed-in people and several audited pages.
    test.slow();
    // Unique per run, months ahead and in the morning: clear of every demo session and leave.
    const title = `正念減壓體驗 ${Date.now().toString(36).slice(-4)}`;
    const start = new Date(Date.now() + (150 + Math.floor(Math.random() * 60)) * DAY_MS);
    start.setUTCHours(1, 0, 0, 0);
    const price = 100;
    const counselor = (await signInElsewhere('counselor3@demo.test')).page;
    const client = (await signInElsewhere('client@demo.test')).page;

    await test.step('the counselor opens 我的講座 from the account menu', async () => {
      await counselor.goto('/counselor/nextcourse');
      await profileButton(counselor, '王雅婷').click();
      await counselor.getByRole('menuitem', { name: shell.profile.myLectures }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === '/counselor/lectures');
      await expect(counselor.getByRole('heading', { level: 1, name: lectures.own.title })).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    let lectureId = '';
    await test.step('she fills in a lecture and publishes it; its page lists no members yet', async () => {
      await counselor.getByRole('link', { name: lectures.own.create }).click();
      await expect(counselor.getByRole('heading', { level: 1, name: lectures.form.title })).toBeVisible();
      await field(counselor, lectures.form.lectureTitle).fill(title);
      await field(counselor, lectures.form.description).fill('用一個早上，練習把注意力帶回呼吸與身體。');
      await field(counselor, lectures.form.place).fill('臺北市中正區羅斯福路一段 1 號 5 樓（晴天教室）');
      await field(counselor, lectures.form.start).fill(taipeiLocal(start));
      await field(counselor, lectures.form.length).selectOption('120');
      await field(counselor, lectures.form.deadline).fill(
        taipeiLocal(new Date(start.getTime() - 7 * DAY_MS)),
      );
      await field(counselor, lectures.form.price).fill(String(price));
      await field(counselor, lectures.form.minMembers).fill('1');
      await field(counselor, lectures.form.maxMembers).fill('10');
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
      await counselor.getByRole('button', { name: lectures.form.submit }).click();

      await expect(counselor).toHaveURL((url) => /^\/counselor\/lectures\/[0-9a-f-]{36}$/.test(url.pathname));
      lectureId = counselor.url().split('/').pop() ?? '';
      await expect(counselor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(counselor.getByText(lectures.detail.membersEmpty)).toBeVisible();
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });

    await test.step('it is in her list, and opens from there', async () => {
      await counselor.getByRole('link', { name: lectures.detail.back }).click();
      await counselor.getByRole('link', { name: title }).click();
      await expect(counselor).toHaveURL((url) => url.pathname === `/counselor/lectures/${lectureId}`);
      await expect(counselor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    const before = await storedValue(client);
    await test.step('the client opens the lecture and goes to sign up', async () => {
      await client.goto(`/viewcounseloronlinegroup/1?id=${lectureId}`);
      await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await client.getByRole('link', { name: lectures.action.signUp }).click();
      await expect(client).toHaveURL((url) => url.pathname === '/viewcounseloronlinegroup/2');
      await expect(client.getByRole('heading', { level: 1, name: lectures.signup.title })).toBeVisible();
      await expect(field(client, lectures.signup.email)).toHaveValue('client@demo.test');
      await expectNoSeriousA11yViolations(client, { include: 'main' });
    });

    await test.step('e-mails that differ are named under the confirmation, and nothing is sent', async () => {
      await field(client, lectures.signup.emailConfirm).fill('client@demo.tset');
      await client.getByRole('checkbox', { name: lectures.signup.agree }).check();
      await client.getByRole('button', { name: lectures.signup.submit }).click();
      const message = validationMessage('validation.lecture_email_confirm');
      await expect(client.getByText(message)).toBeVisible();
      await expect(field(client, lectures.signup.emailConfirm)).toHaveAccessibleDescription(
        new RegExp(message),
      );
      await expectNoSeriousA11yViolations(client, { include: 'main' });
    });

    await test.step('fixed, the sign-up is paid and said to be done, with what happens next', async () => {
      await field(client, lectures.signup.emailConfirm).fill('client@demo.test');
      await client.getByRole('button', { name: lectures.signup.submit }).click();
      await expect(client.getByText(lectures.signup.doneTitle)).toBeVisible();
      await expect(
        client.getByText(fill(lectures.signup.donePaid, { title, points: String(price) })),
      ).toBeVisible();
      await expect(client.getByRole('link', { name: lectures.signup.toList })).toBeVisible();
      await expectNoSeriousA11yViolations(client, { include: 'main' });
      await expectBalanceShown(client, before - price);
    });

    await test.step('the counselor sees the client among the members', async () => {
      await counselor.reload();
      const members = counselor.getByRole('region', { name: lectures.detail.members });
      await expect(members.getByRole('row', { name: /小安/ })).toContainText('client@demo.test');
    });

    await test.step('the client finds it in 我報名的講座 and withdraws after confirming', async () => {
      await client.getByRole('link', { name: lectures.signup.toList }).click();
      const mine = client.getByRole('region', { name: lectures.mine.title });
      const item = mine.getByRole('listitem').filter({ has: client.getByRole('link', { name: title }) });
      await expect(item.getByText(lectures.mine.status.active)).toBeVisible();
      // The demo's own sign-up is there too.
      await expect(mine.getByRole('link', { name: demoOpenLecture })).toBeVisible();
      await expectNoSeriousA11yViolations(client, { include: 'main' });

      await item.getByRole('button', { name: fill(lectures.withdraw.buttonLabel, { title }) }).click();
      const dialog = client.getByRole('dialog', { name: lectures.withdraw.title });
      await expect(
        dialog.getByText(fill(lectures.withdraw.message, { points: String(price) })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(client);
      await dialog.getByRole('button', { name: lectures.withdraw.confirm }).click();
      await expect(item.getByText(lectures.mine.status.withdrawn)).toBeVisible();
      await expect(item.getByRole('button')).toHaveCount(0);
      await expectBalanceShown(client, before);
    });
  });

  test('a member rates the lecture that is over, and its counselor sees the stars beside them', async ({
    signInElsewhere,
  }) => {
    const comment = '睡前的放鬆練習我每天都在做，謝謝老師。';
    const client = (await signInElsewhere('client@demo.test')).page;
    const counselor = (await signInElsewhere('counselor1@demo.test')).page;

    await test.step('the client rates it from 我報名的講座 and sees their rating in its place', async () => {
      await client.goto('/viewcounseloronlinegroup/Index1');
      const mine = client.getByRole('region', { name: lectures.mine.title });
      const item = mine
        .getByRole('listitem')
        .filter({ has: client.getByRole('link', { name: demoCompletedLecture }) });
      await item.getByRole('button', { name: new RegExp(`^${lectures.mine.rate}`) }).click();
      const form = item.getByRole('form', {
        name: fill(lectures.mine.ratingFormLabel, { title: demoCompletedLecture }),
      });
      const stars = form.getByRole('group', { name: rating.grade });
      // The person clicks the star they see; the radio button under it is for screen readers.
      await stars
        .locator('label')
        .filter({ has: client.getByRole('radio', { name: rating.stars['4'] }) })
        .click();
      await form.getByLabel(rating.comment).fill(comment);
      await expectNoSeriousA11yViolations(client, { include: 'main' });
      await form.getByRole('button', { name: rating.submit }).click();
      await expect(item.getByRole('status').filter({ hasText: rating.thanks })).toBeVisible();
      await expect(item.getByText(lectures.mine.yourRating)).toBeVisible();
      await expect(item.getByText(comment)).toBeVisible();
      await expect(item.getByRole('button', { name: new RegExp(`^${lectures.mine.rate}`) })).toHaveCount(0);
    });

    await test.step('counselor1 finds it beside the client on the lecture, with the average of three', async () => {
      await counselor.goto('/counselor/lectures');
      await counselor.getByRole('link', { name: demoCompletedLecture }).click();
      await expect(counselor.getByRole('heading', { level: 1, name: demoCompletedLecture })).toBeVisible();
      // The demo's two ratings (5 and 4) and this one (4).
      const ratings = counselor.getByRole('region', { name: lectures.detail.ratings });
      await expect(ratings).toContainText(fill(common.rating.label, { grade: '4.3', count: '3' }));
      const members = counselor.getByRole('region', { name: lectures.detail.members });
      await expect(members.getByRole('row', { name: /小安/ })).toContainText(comment);
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
    });
  });
});
