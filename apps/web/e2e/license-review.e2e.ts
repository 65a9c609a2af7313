import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { licenses, settings, directory } = texts;

/** A 1×1 PNG: the scan of the licence's front. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('licence review', () => {
  test('a counselor changes a licence in settings, the expert accepts it, and the public page shows it verified', async ({
    page,
    signInElsewhere,
  }) => {
    // Two people, an upload and a public page: a long journey.
    test.slow();
    // Unique per run, so a journey run twice on the same demo database finds its own licence.
    const run = Date.now().toString(36).slice(-5);
    const licenseName = `遊戲治療專業認證 ${run}`;
    const counselor = (await signInElsewhere('counselor4@demo.test')).page;
    const expert = (await signInElsewhere('expert@demo.test')).page;

    await test.step('the counselor adds a licence in account settings and sends it for review', async () => {
      await counselor.goto('/user/accountsetting');
      await expect(counselor.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
      await counselor.getByRole('tab', { name: settings.tabs.licenses }).click();
      await expect(counselor).toHaveURL(/tab=licenses/);
      await expect(counselor.getByRole('table', { name: licenses.settings.current })).toBeVisible();
      await counselor.getByRole('button', { name: licenses.settings.edit }).click();
      await counselor.getByRole('button', { name: licenses.settings.add }).click();
      const added = counselor.getByRole('group', { name: fill(licenses.settings.license, { number: '2' }) });
      const field = (label: string) => added.getByLabel(pattern(label, { prefix: true }));
      await field(licenses.fields.name).fill(licenseName);
      await field(licenses.fields.issuer).fill('台灣遊戲治療學會');
      await field(licenses.fields.number).fill(`遊治字第${run}號`);
      await added.getByLabel(licenses.fields.licenseType).selectOption({ label: licenses.type['1'] });
      await field(licenses.fields.effectiveDate).fill('2024-01-01');
      await added
        .getByLabel(licenses.fields.front, { exact: true })
        .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
      await expect(added.getByRole('img', { name: licenses.fields.front })).toBeVisible();
      // An expiry before the start is refused at once, naming the field.
      await field(licenses.fields.expiresOn).fill('2023-12-31');
      await counselor.getByRole('button', { name: licenses.settings.submit }).click();
      await expect(added.getByText('到期日須晚於生效日')).toBeVisible();
      await field(licenses.fields.expiresOn).fill('2030-12-31');
      await expectNoSeriousA11yViolations(counselor, { include: 'main' });
      await counselor.getByRole('button', { name: licenses.settings.submit }).click();
      await expect(counselor.getByText(licenses.settings.submitted)).toBeVisible();
      await expect(
        counselor.getByText(fill(licenses.settings.latest, { status: licenses.settings.status['1'] })),
      ).toBeVisible();
    });

    await test.step('the expert accepts it on /expert/reviewlicense', async () => {
      await expert.goto('/expert/reviewlicense');
      await expect(expert.getByRole('heading', { level: 1, name: licenses.review.title })).toBeVisible();
      const card = expert.getByRole('article').filter({ hasText: licenseName });
      const proposed = card.getByRole('table', { name: licenses.review.proposed });
      await expect(proposed).toContainText(licenseName);
      // The scan the counselor sent, to compare with what the licence says.
      await expect(
        proposed.getByRole('img', { name: `${licenseName} ${licenses.fields.front}` }),
      ).toBeVisible();
      await expect(expert.getByRole('heading', { name: licenses.expiring.title })).toBeVisible();
      await expectNoSeriousA11yViolations(expert, { include: 'main' });
      await card.getByRole('button', { name: licenses.review.accept, exact: true }).click();
      await expect(card).toHaveCount(0);
    });

    await test.step('the counselor reads that it was accepted', async () => {
      await counselor.reload();
      await expect(
        counselor.getByText(fill(licenses.settings.latest, { status: licenses.settings.status['2'] })),
      ).toBeVisible();
      await expect(counselor.getByRole('table', { name: licenses.settings.current })).toContainText(
        licenseName,
      );
    });

    await test.step('a visitor sees the licence verified on the counselor’s page', async () => {
      await page.goto('/team');
      // Followed by its address: opening a card in place is the server-rendered pages' journey.
      const profileHref = await page
        .locator('main article h2 a')
        .filter({ hasText: '張家豪' })
        .getAttribute('href');
      await page.goto(profileHref ?? '/team');
      await expect(page.getByRole('heading', { level: 1, name: '張家豪' })).toBeVisible();
      const section = page.getByRole('region', { name: directory.counselor.licensesTitle });
      const item = section.getByRole('listitem').filter({ hasText: licenseName });
      await expect(item.getByText(directory.counselor.licenseVerified)).toBeVisible();
      await expect(page.getByText(`遊治字第${run}號`)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  });
});
