import { LicenseReviewStatus, LicenseType } from '@app/contracts/enums';
import type { TExpiringLicense } from '@app/contracts/license-changes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReviewLicensesPage from './review-licenses';
import { pendingLicenseChange } from '../../../testing/expert-reviews';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';

const change = pendingLicenseChange('6e5d4c3b-0000-4000-8000-000000000019');
const expiring: TExpiringLicense = {
  counselor: { id: 'c0a80101-0000-4000-8000-000000000002', fullName: '林志明' },
  name: '認知行為治療專業認證',
  number: '認行字第2020077號',
  licenseType: LicenseType.ProfessionalLicense,
  expiresOn: '2030-01-20',
  daysLeft: 20,
};

describe('the experts’ review of licence changes', () => {
  it('shows the licences asked for, asks for a reason before not accepting, and sends the decision', async () => {
    const calls = mockApi({
      'GET /Counselor/PendingReviewLicenseList': ok([change]),
      'GET /Counselor/ExpiringLicenseList': ok([expiring]),
      [`POST /Counselor/License/${change.id}/Review`]: ok({
        id: change.id,
        status: LicenseReviewStatus.NotAccepted,
      }),
    });
    renderWithProviders(<ReviewLicensesPage />);

    const card = await screen.findByRole('article', { name: '諮商師：林心怡' });
    const proposed = within(card).getByRole('table', { name: '申請變更為' });
    expect(within(proposed).getByText('諮心字第 001234 號')).toBeVisible();
    expect(within(proposed).getByText('2026/06/30')).toBeVisible();
    expect(within(proposed).getByRole('img', { name: '諮商心理師證書 證照正面影像' })).toBeVisible();
    expect(within(card).getByText('尚無已驗證的證照')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: '未通過' }));
    expect(await within(card).findByText('未通過時請填寫原因（最多 1000 字）')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(card).getByRole('textbox', { name: /未通過原因/ }), '請補上證書背面');
    await userEvent.click(within(card).getByRole('button', { name: '未通過' }));
    await expect
      .poll(() => calls.find((call) => call.method === 'POST')?.body)
      .toEqual({ accepted: false, reason: '請補上證書背面' });

    const soon = await screen.findByRole('row', { name: /林志明/ });
    expect(within(soon).getByText('20 天')).toBeVisible();
  });
});
