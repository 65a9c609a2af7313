import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../lib/i18n';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { signInAs } from '../../../testing/session';
import { SosButton } from './sos-dialog';

const courseId = '00000000-0000-4000-8000-000000000001';
const sosPath = `GET /Client/GetSOSInfo?id=${courseId}`;

beforeAll(async () => {
  await translator.loadNamespaces(['room']);
});

describe('the SOS dialog', () => {
  it("shows the client's emergency information and the crisis lines, asking again each time it opens", async () => {
    signInAs('counselor');
    const calls = mockApi({
      [sosPath]: ok({
        name: '小安',
        phone: '+886900000201',
        ip: '198.51.100.23',
        emergencyContact: { name: '王大明', phone: '+886223456789' },
      }),
    });
    renderWithProviders(<SosButton courseId={courseId} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'SOS 緊急協助' }));
    const dialog = await screen.findByRole('dialog', { name: 'SOS 緊急協助' });
    const client = await within(dialog).findByRole('region', { name: '個案的緊急聯絡資訊' });
    expect(client).toHaveTextContent('姓名小安');
    expect(client).toHaveTextContent('緊急聯絡人王大明 +886223456789');
    expect(within(client).getByRole('link', { name: '+886223456789' })).toHaveAttribute(
      'href',
      'tel:+886223456789',
    );
    expect(within(client).getByRole('link', { name: '+886900000201' })).toHaveAttribute(
      'href',
      'tel:+886900000201',
    );
    expect(client).toHaveTextContent('IP 位址198.51.100.23');

    const lines = within(dialog).getByRole('region', { name: '求助專線' });
    for (const number of ['1925', '1995', '110', '119']) {
      expect(within(lines).getByRole('link', { name: new RegExp(`^撥打 ${number} `) })).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }
    expect(lines).toHaveTextContent('安心專線');
    expect(lines).toHaveTextContent('生命線');

    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'SOS 緊急協助' }));
    expect(await screen.findByText('王大明', { exact: false })).toBeVisible();
    // Each view is its own request: the server records every one.
    expect(calls.filter((call) => call.url.includes('/Client/GetSOSInfo'))).toHaveLength(2);
  });

  it('says why the server refused, and still lists the crisis lines', async () => {
    signInAs('counselor');
    mockApi({
      [sosPath]: fail(
        403,
        ErrorCode.SosInfoUnavailable,
        '只有本次諮商的諮商師，能在諮商進行期間查看個案的緊急聯絡資訊',
      ),
    });
    renderWithProviders(<SosButton courseId={courseId} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'SOS 緊急協助' }));
    const dialog = await screen.findByRole('dialog', { name: 'SOS 緊急協助' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('只有本次諮商的諮商師');
    expect(within(dialog).getByRole('link', { name: /^撥打 1925 / })).toBeVisible();
  });
});
