import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingApplication, pendingLicenseChange } from '../testing/expert-reviews';
import { mockApi, ok } from '../testing/mock-api';
import { clientProfile, counselorProfile, expertProfile } from '../testing/profiles';
import { renderRoute } from '../testing/render';
import { signInAs } from '../testing/session';

async function openProfileMenu(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `${name}的帳號選單` }));
  return { user, menu: await screen.findByRole('menu') };
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the top bar of each role', () => {
  it('shows a client their balance, points, menu and reservation bell', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 2, records: [] }),
      'GET /Mail/Count': ok(3),
    });
    renderRoute('/');

    expect(await screen.findByRole('link', { name: '即將進行的諮商：2 筆' })).toHaveAttribute(
      'href',
      '/user/nextcourse',
    );
    expect(await screen.findByRole('button', { name: '開啟信箱（3 封未讀）' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '登入' })).not.toBeInTheDocument();

    const { menu } = await openProfileMenu('小安');
    expect(within(menu).getByText('帳戶餘額：1,200 點')).toBeVisible();
    expect(within(menu).getByText('紅利點數：200 點')).toBeVisible();
    // No cover image: the default picture.
    expect(menu.querySelector('img')).toBeNull();
    expect(menu.querySelector('.mantine-Avatar-placeholder')).not.toBeNull();
    expect(menuItems(menu)).toEqual(['帳戶明細', '諮商紀錄', '個人化諮詢', '客服中心', '帳號設定', '登出']);
    expect(within(menu).getByRole('menuitem', { name: '帳戶明細' })).toHaveAttribute('href', '/user/amount');
  });

  it('shows a counselor their rating to one decimal as stars, and their menu', async () => {
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselorProfile({ averageGrade: 4.26, feedbackCount: 12 })),
      'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Mail/Count': ok(0),
    });
    renderRoute('/');

    expect(await screen.findByRole('link', { name: '即將進行的諮商：0 筆' })).toHaveAttribute(
      'href',
      '/counselor/nextcourse',
    );
    const { menu } = await openProfileMenu('林心怡');
    expect(within(menu).getByText('平均評分 4.3 分（滿分 5 分），共 12 則評價')).toBeInTheDocument();
    expect(menu.querySelector('img')).toHaveAttribute('src', '/media/demo/counselor1.svg');
    expect(within(menu).getByText('12 則評價')).toBeVisible();
    expect(menuItems(menu)).toEqual([
      '我的評價',
      '每週時段',
      '行事曆與服務時間',
      '建立主題',
      '主題管理',
      '個人化諮詢',
      '個案紀錄',
      '我的專欄',
      '我的講座',
      '帳戶明細',
      '個人檔案',
      '帳號設定',
      '新手教學',
      '登出',
    ]);
  });

  it('says a counselor nobody has rated has no ratings yet, rather than 0.0 stars', async () => {
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselorProfile({ averageGrade: 0, feedbackCount: 0 })),
      'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Mail/Count': ok(0),
    });
    renderRoute('/');
    const { menu } = await openProfileMenu('林心怡');
    expect(within(menu).getByText('尚無評價')).toBeVisible();
    expect(within(menu).queryByText(/0\.0/)).not.toBeInTheDocument();
  });

  it('shows an expert the review entries with red counts, change password, and no bell', async () => {
    signInAs('expert');
    mockApi({
      'GET /expert': ok(expertProfile()),
      'GET /Mail/Count': ok(0),
      'GET /application': ok([
        pendingApplication('0c3a52a4-8f43-4c1e-9a0f-1d2f3e4a5b01'),
        pendingApplication('0c3a52a4-8f43-4c1e-9a0f-1d2f3e4a5b02'),
      ]),
      'GET /CounselorIssueCourse/me?get_by_page=false': ok({ totalRecords: 0, records: [] }),
      'GET /Counselor/PendingReviewLicenseList': ok([
        pendingLicenseChange('9e1d7c6b-2a3f-4b5c-8d9e-0f1a2b3c4d01'),
      ]),
      // The count is the queue's total, not the length of the page of one it is read from.
      'GET /Expert/Articles?start_page=0&page_size=1': ok({ totalRecords: 3, records: [] }),
    });
    renderRoute('/');

    const { user, menu } = await openProfileMenu('陳督導');
    expect(screen.queryByRole('link', { name: /即將進行的諮商/ })).not.toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: /^諮商師申請\s*2 件待處理$/ })).toHaveAttribute(
      'href',
      '/expert/applicationlist',
    );
    expect(within(menu).getByRole('menuitem', { name: '待審核主題' })).toHaveAttribute(
      'href',
      '/expert/reviewissuecourselist',
    );
    expect(await within(menu).findByRole('menuitem', { name: /^證照異動\s*1 件待處理$/ })).toBeVisible();
    expect(await within(menu).findByRole('menuitem', { name: /^文章審核\s*3 件待處理$/ })).toHaveAttribute(
      'href',
      '/expert/articles',
    );
    expect(within(menu).getByRole('menuitem', { name: '稽核紀錄' })).toHaveAttribute('href', '/expert/audit');

    await user.click(within(menu).getByRole('menuitem', { name: '變更密碼' }));
    expect(await screen.findByRole('dialog', { name: '變更密碼' })).toBeVisible();
  });

  it('asks before logging out of an unsaved topic', async () => {
    signInAs('counselor');
    const calls = mockApi({ 'GET /counselor': ok(counselorProfile()), 'POST /User/Logout': ok() });
    renderRoute('/counselor/createissuecourse');

    const { user, menu } = await openProfileMenu('林心怡');
    await user.click(within(menu).getByRole('menuitem', { name: '登出' }));
    const dialog = await screen.findByRole('dialog', { name: '確定要登出嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '繼續編輯' }));
    expect(calls.some((call) => call.url.endsWith('/User/Logout'))).toBe(false);
  });
});
