import { paths } from '../src/config/paths.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

const { statement } = texts.wallet;

test('a counselor reads their earnings: each session booked with them, and the one they canceled taken back', async ({
  page,
}) => {
  await signIn(page, 'counselor2@demo.test');
  await page.goto(paths.user.amount.getHref());
  await expect(page.getByTestId('statement-earnings')).not.toHaveText(/^0\s/);
  await expect(page.getByText(statement.earningsHint)).toBeVisible();
  const earnings = page.getByRole('region', { name: statement.earningsMovements });
  const rows = earnings.getByRole('row');
  await expect(rows.filter({ hasText: statement.earningsReasons.booking_payment }).first()).toBeVisible();
  await expect(rows.filter({ hasText: statement.earningsReasons.refund })).toHaveCount(1);
  // A client's words for the same movement are not the counselor's.
  await expect(rows.filter({ hasText: statement.reasons.booking_payment })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});
