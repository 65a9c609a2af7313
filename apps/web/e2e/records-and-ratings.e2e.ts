import { paths } from '../src/config/paths.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, texts } from './support/texts.ts';

const { records, received } = texts.records;
const { feedback } = texts.room;
const { rating } = texts;

type TDirectoryRow = { fullName: string; averageGrade: number; feedbackCount: number };

test('a client rates a completed session in their records, and the counselor’s average follows', async ({
  request,
  signInElsewhere,
}) => {
  const counselorName = '林志明';
  const comment = '謝謝老師，這次談完心裡踏實多了。';
  const figures = async () => {
    const response = await request.get('/api/zh-tw/Counselor/List?start_page=0&page_size=50');
    const rows = (await response.json()).data.records as TDirectoryRow[];
    const row = rows.find((candidate) => candidate.fullName === counselorName);
    if (!row) throw new Error(`${counselorName} is not in the directory`);
    return row;
  };
  const before = await figures();
  const grade = 3;
  const after = {
    count: before.feedbackCount + 1,
    average: (before.averageGrade * before.feedbackCount + grade) / (before.feedbackCount + 1),
  };

  const client = await signInElsewhere('client@demo.test');

  await test.step('the client sees their past sessions with their status and ratings', async () => {
    await client.page.goto(paths.user.courseRecords.getHref());
    await expect(client.page.getByRole('heading', { level: 1, name: records.title })).toBeVisible();
    const cards = client.page.getByTestId('course-record');
    await expect(cards.first()).toBeVisible();
    // 林志明 canceled one: the card says so, with his reason and the way to the refund. (Other
    // journeys may have canceled sessions of this client too.)
    const canceled = cards.filter({
      hasText: fill(texts.records.cancellation.counselor, { counselor: counselorName }),
    });
    await expect(canceled).toHaveCount(1);
    await expect(canceled).toContainText(texts.records.status['3']);
    await expect(canceled).toContainText('臨時身體不適需要休息');
    await expect(canceled.getByRole('link', { name: texts.records.cancellation.statement })).toBeVisible();
    await expect(cards.filter({ hasText: records.yourRating }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(client.page);
  });

  await test.step('they rate a completed session with the counselor, once', async () => {
    const toRate = client.page
      .getByTestId('course-record')
      .filter({ hasText: counselorName })
      .filter({ has: client.page.getByRole('button', { name: new RegExp(`^${records.rate}`) }) })
      .first();
    await toRate.getByRole('button', { name: new RegExp(`^${records.rate}`) }).click();
    // The button gives way to the form (the only one open on the page).
    const form = client.page.getByRole('form', { name: feedback.formLabel });
    // The star drawn over each radio button takes the pointer; the radio is what it checks.
    await form.getByRole('radio', { name: rating.stars['3'] }).check({ force: true });
    await form.getByRole('textbox', { name: new RegExp(rating.comment) }).fill(comment);
    await expectNoSeriousA11yViolations(client.page);
    await form.getByRole('button', { name: rating.submit }).click();
    // The record now shows the rating, and offers no second one.
    const rated = client.page.getByTestId('course-record').filter({ hasText: comment });
    await expect(rated).toBeVisible();
    await expect(rated.getByText(records.yourRating)).toBeVisible();
    await expect(rated.getByRole('button', { name: new RegExp(`^${records.rate}`) })).toHaveCount(0);
  });

  await test.step('the counselor reads the rating under their new average', async () => {
    const counselor = await signInElsewhere('counselor2@demo.test');
    await counselor.page.goto(paths.counselor.courseFeedback.getHref());
    await expect(counselor.page.getByRole('heading', { level: 1, name: received.title })).toBeVisible();
    const summary = counselor.page.getByTestId('received-summary');
    await expect(
      summary.getByText(
        fill(texts.common.rating.label, {
          grade: (Math.round(after.average * 10) / 10).toFixed(1),
          count: String(after.count),
        }),
      ),
    ).toBeAttached();
    const newest = counselor.page.getByTestId('received-feedback').first();
    await expect(newest).toContainText(comment);
    await expect(newest).toContainText('小安');
    await expectNoSeriousA11yViolations(counselor.page);
  });

  // The directory (and the counselor's /team page) counts it too.
  expect(await figures()).toMatchObject({ feedbackCount: after.count });
  expect((await figures()).averageGrade).toBeCloseTo(after.average, 5);
});
