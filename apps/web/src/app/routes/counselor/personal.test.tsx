import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { counselorDetail } from '../../../testing/directory';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const own = counselorProfile();

function mockCounselor(publicPage: ReturnType<typeof ok> | ReturnType<typeof fail>) {
  signInAs('counselor');
  return mockApi({
    'GET /counselor': ok(own),
    'GET /Mail/Count': ok(0),
    [`GET /Counselor/${own.id}`]: publicPage,
    [`GET /Articles?counselor_id=${own.id}&page_size=3`]: ok({ totalRecords: 0, records: [] }),
  });
}

describe('the counselor’s own profile (/counselor/personal)', () => {
  it('shows their introduction as clients see it, with their public page and where to change it', async () => {
    mockCounselor(
      ok(counselorDetail({ id: own.id, fullName: own.fullName, aboutMe: '陪你慢慢整理心裡的結。' })),
    );
    renderRoute('/counselor/personal');

    expect(await screen.findByRole('heading', { level: 1, name: '個人檔案' })).toBeVisible();
    expect(await screen.findByText('陪你慢慢整理心裡的結。')).toBeVisible();
    expect(screen.getByRole('link', { name: '開啟你的公開頁面' })).toHaveAttribute('href', `/team/${own.id}`);
    expect(screen.getByRole('link', { name: '修改個人資料與專長' })).toHaveAttribute(
      'href',
      '/user/accountsetting',
    );
  });

  it('says plainly when clients cannot see them yet', async () => {
    mockCounselor(fail(404, ErrorCode.NotFound, '找不到'));
    renderRoute('/counselor/personal');

    expect(await screen.findByText('你的檔案目前沒有公開')).toBeVisible();
    expect(screen.getByText(/個案還看不到你的諮商師頁面/)).toBeVisible();
    expect(screen.queryByRole('link', { name: '開啟你的公開頁面' })).toBeNull();
  });
});
