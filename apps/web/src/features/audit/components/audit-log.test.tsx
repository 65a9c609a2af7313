import type { TAuditLogPage, TAuditRecord } from '@app/contracts/audit';
import { ZAuditLogPageSchema } from '@app/contracts/audit';
import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type TMockReply } from '../../../testing/mock-api';
import { clientProfile, expertProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const CLIENT_ID = 'c0a80101-0000-4000-8000-000000000001';

const record = (index: number, overrides: Partial<TAuditRecord> = {}): TAuditRecord => ({
  id: `a0a80101-0000-4000-8000-${String(index).padStart(12, '0')}`,
  occurredAt: '2026-11-22T03:04:05.000Z',
  actor: { id: CLIENT_ID, email: 'client@demo.test', nickname: '小安' },
  actorRole: 'client',
  action: 'account.password_changed',
  subjectType: 'user',
  subjectId: CLIENT_ID,
  subjectUser: { id: CLIENT_ID, email: 'client@demo.test', nickname: '小安' },
  ip: '203.0.113.7',
  requestId: `req-${index}`,
  details: null,
  ...overrides,
});

/** A page as the server answers it, checked against the contract so a change of it breaks here. */
const page = (totalRecords: number, records: TAuditRecord[]): TMockReply =>
  ok(ZAuditLogPageSchema.parse({ totalRecords, records } satisfies TAuditLogPage));

/** The expert's shell calls, answered, plus the audit log's. */
function mockExpert(audit: Record<string, TMockReply>) {
  signInAs('expert');
  return mockApi({
    'GET /expert': ok(expertProfile()),
    'GET /Mail/Count': ok(0),
    'GET /application': ok([]),
    'GET /CounselorIssueCourse/me?get_by_page=false': ok({ totalRecords: 0, records: [] }),
    'GET /Counselor/PendingReviewLicenseList': ok([]),
    ...audit,
  });
}

const auditCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.includes('/expert/audit'))
    .map((call) => call.url.replace(/^\/api\/[a-z-]+/, ''));

describe('the audit log of /expert/audit', () => {
  it('shows each record with its Taipei time, who, the action, whom it is about and where from', async () => {
    mockExpert({
      'GET /expert/audit?start_page=0&page_size=20': page(2, [
        record(1, {
          action: 'client.emergency_contact_read',
          actor: {
            id: 'e0a80101-0000-4000-8000-000000000009',
            email: 'expert@demo.test',
            nickname: '林督導',
          },
          actorRole: 'expert',
          details: { fields: ['name', 'phone'] },
        }),
        record(2, { action: 'account.password_reset', actor: null, actorRole: null }),
      ]),
    });
    renderRoute('/expert/audit');

    const table = await screen.findByRole('table', { name: '稽核紀錄，新的在前' });
    expect(screen.getByRole('heading', { level: 1, name: '稽核紀錄' })).toBeVisible();
    expect(screen.getByText('共 2 筆紀錄')).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['時間（台北）', '執行者', '動作', '對象', '來源']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      '2026/11/22 11:04:05',
      '林督導 <expert@demo.test>督導',
      '讀取緊急聯絡人',
      '小安 <client@demo.test>讀取：姓名、電話',
      'IP 203.0.113.7請求 req-1',
    ]);
    expect(cells(second)?.slice(1, 3)).toEqual(['未登入的訪客', '以連結重設密碼']);
    expect(within(first!).getByText('2026/11/22 11:04:05')).toHaveAttribute(
      'datetime',
      '2026-11-22T03:04:05.000Z',
    );
  });

  it('names a subject that is not an account by its kind in words, its title when recorded, and its id', async () => {
    const TOPIC_ID = 'd0a80101-0000-4000-8000-000000000003';
    const COURSE_ID = 'd0a80101-0000-4000-8000-000000000004';
    mockExpert({
      'GET /expert/audit?start_page=0&page_size=20': page(3, [
        record(1, {
          action: 'topic.accepted',
          subjectType: 'topic',
          subjectId: TOPIC_ID,
          subjectUser: null,
          details: { title: '告別焦慮：找回安穩的日常', from: 1, to: 2 },
        }),
        record(2, {
          action: 'course.booked',
          subjectType: 'course',
          subjectId: COURSE_ID,
          subjectUser: null,
        }),
        // A kind this version has no words for is shown as stored.
        record(3, { action: 'course.booked', subjectType: 'parcel', subjectId: 'p-1', subjectUser: null }),
      ]),
    });
    renderRoute('/expert/audit');

    const table = await screen.findByRole('table', { name: '稽核紀錄，新的在前' });
    const subjects = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(subjects).toEqual([
      `諮商主題「告別焦慮：找回安穩的日常」${TOPIC_ID}`,
      `諮商${COURSE_ID}`,
      'parcelp-1',
    ]);
    expect(within(table).getByText('核准諮商主題')).toBeVisible();
  });

  it('filters by user and action through labelled fields, from the first page, and says when nothing matches', async () => {
    const calls = mockExpert({
      'GET /expert/audit?start_page=0&page_size=20': page(1, [record(1)]),
      'GET /expert/audit?start_page=0&page_size=20&user=client%40demo.test&action=account.phone_verified':
        page(0, []),
    });
    const { router } = renderRoute('/expert/audit');
    await screen.findByRole('table');

    const user = userEvent.setup();
    const search = () => within(screen.getByRole('search', { name: '篩選稽核紀錄' }));
    await user.type(search().getByLabelText('使用者'), ' client@demo.test ');
    await user.selectOptions(search().getByLabelText('動作'), '驗證手機號碼');
    await user.click(search().getByRole('button', { name: '搜尋' }));

    expect(await screen.findByText('沒有符合條件的紀錄。可以換個使用者或動作，或清除篩選。')).toBeVisible();
    expect(router.state.location.search).toBe('?user=client%40demo.test&action=account.phone_verified');
    expect(auditCalls(calls).at(-1)).toBe(
      '/expert/audit?start_page=0&page_size=20&user=client%40demo.test&action=account.phone_verified',
    );

    // The applied filter stays in the fields.
    expect(search().getByLabelText('使用者')).toHaveValue('client@demo.test');
    await user.click(search().getByRole('button', { name: '清除篩選' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(search().getByLabelText('使用者')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('says so when there is no record at all', async () => {
    mockExpert({ 'GET /expert/audit?start_page=0&page_size=20': page(0, []) });
    renderRoute('/expert/audit');
    expect(await screen.findByText('目前還沒有任何稽核紀錄。')).toBeVisible();
  });

  it('pages through the records, keeping the filter', async () => {
    const calls = mockExpert({
      'GET /expert/audit?start_page=0&page_size=20&action=account.activated': page(
        45,
        Array.from({ length: 20 }, (_, index) => record(index + 1, { action: 'account.activated' })),
      ),
      'GET /expert/audit?start_page=1&page_size=20&action=account.activated': page(45, [
        record(21, { action: 'account.activated', requestId: 'req-on-page-2' }),
      ]),
    });
    const { router } = renderRoute('/expert/audit?action=account.activated');
    const pages = await screen.findByRole('navigation', { name: '稽核紀錄分頁' });
    await userEvent.setup().click(within(pages).getByRole('button', { name: '2' }));

    expect(await screen.findByText('請求 req-on-page-2')).toBeVisible();
    expect(router.state.location.search).toBe('?action=account.activated&page=2');
    expect(auditCalls(calls)).toContain('/expert/audit?start_page=1&page_size=20&action=account.activated');
  });

  it('offers a retry when the log cannot be loaded', async () => {
    mockExpert({ 'GET /expert/audit?start_page=0&page_size=20': fail(500, ErrorCode.Internal, '系統錯誤') });
    renderRoute('/expert/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('無法載入稽核紀錄，請稍後再試。');
    expect(screen.getByRole('button', { name: '重新載入' })).toBeVisible();
  });

  it('is not shown to a client: the guard sends them home without asking for the log', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Mail/Count': ok(0),
    });
    const { router } = renderRoute('/expert/audit');
    await screen.findByRole('main');
    expect(router.state.location.pathname).not.toBe('/expert/audit');
    expect(auditCalls(calls)).toEqual([]);
  });
});
