import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAccessToken, profileButton, signIn } from './support/sign-in.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { audit } = texts;
const client = 'client@demo.test';
/** Records on one page of the log (AUDIT_PAGE_SIZE of the web app). */
const pageSize = 20;

/** The number of records the log says match, from its "共 N 筆紀錄" line. */
async function recordCount(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: pattern(audit.count) });
  await expect(line).toBeVisible();
  const digits = /\d+/.exec(await line.innerText());
  return Number(digits?.[0]);
}

/** The rows of the table of records (not its header). */
function recordRows(page: Page): Locator {
  return page.getByRole('table', { name: audit.columns.caption }).locator('tbody').getByRole('row');
}

/** The request ids of the rows shown, which tell one page from another. */
async function shownRequestIds(page: Page): Promise<string[]> {
  return recordRows(page).getByText(pattern(audit.requestId)).allInnerTexts();
}

test.describe('the audit log', () => {
  test('an expert finds the reads of a client’s emergency contact by user and action, and pages through them', async ({
    page,
    request,
  }) => {
    await test.step('the demo client’s profile is read more than a page’s worth of times', async () => {
      // Each read of the profile decrypts the emergency phone, which the server records.
      const token = await apiAccessToken(request, client);
      for (let read = 0; read <= pageSize; read += 1) {
        const response = await request.get('/api/zh-tw/client', {
          params: { isNewVersion: 'true' },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status(), 'GET /client').toBe(200);
      }
    });

    await test.step('the expert opens the log from the account menu', async () => {
      await signIn(page, 'expert@demo.test');
      await profileButton(page, '林督導').click();
      await page.getByRole('menuitem', { name: texts.shell.profile.auditLog }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/expert/audit');
      await expect(page.getByRole('heading', { level: 1, name: audit.title })).toBeVisible();
      await expect(recordRows(page).first()).toBeVisible();
      expect(await recordCount(page)).toBeGreaterThan(pageSize);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('filtered by the client’s e-mail and the read action, it lists only those reads', async () => {
      const search = page.getByRole('search', { name: audit.filters.label });
      await search.getByLabel(audit.filters.user).fill(client);
      await search
        .getByLabel(audit.filters.action)
        .selectOption({ label: audit.actions.clientEmergencyContactRead });
      await search.getByRole('button', { name: audit.filters.apply }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('user') === client &&
          url.searchParams.get('action') === 'client.emergency_contact_read',
      );

      await expect(recordRows(page)).toHaveCount(pageSize);
      expect(await recordCount(page)).toBeGreaterThan(pageSize);
      for (const row of await recordRows(page).all()) {
        const cells = row.getByRole('cell');
        await expect(cells.nth(2)).toHaveText(audit.actions.clientEmergencyContactRead);
        await expect(cells.nth(3)).toContainText(`<${client}>`);
        await expect(cells.nth(3)).toContainText(
          fill(audit.fieldsRead, {
            fields: [audit.fields.name, audit.fields.phone].join(audit.fieldSeparator),
          }),
        );
      }
    });

    await test.step('the second page shows other records, keeping the filter', async () => {
      const firstPage = await shownRequestIds(page);
      await page
        .getByRole('navigation', { name: audit.pagination })
        .getByRole('button', { name: '2', exact: true })
        .click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('page') === '2' && url.searchParams.get('user') === client,
      );
      await expect.poll(() => shownRequestIds(page)).not.toEqual(firstPage);
      const secondPage = await shownRequestIds(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a user matching nothing is told so', async () => {
      const search = page.getByRole('search', { name: audit.filters.label });
      await search.getByLabel(audit.filters.user).fill('nobody@example.test');
      await search.getByRole('button', { name: audit.filters.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: audit.empty })).toBeVisible();
      await expect(recordRows(page)).toHaveCount(0);
    });
  });

  test('turns a client away from /expert/audit without showing or asking for the log', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/expert/audit') && request.url().includes('/api/')) {
        asked.push(request.url());
      }
    });
    await signIn(page, client);
    await page.goto('/expert/audit');
    await expect(page).toHaveURL((url) => url.pathname !== '/expert/audit');
    await expect(profileButton(page, '小安')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: audit.title })).toHaveCount(0);
    expect(asked, 'audit log requests').toEqual([]);
  });
});
