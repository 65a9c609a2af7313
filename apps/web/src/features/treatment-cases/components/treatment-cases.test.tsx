import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type TMockReply } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';
import {
  caseSession,
  caseSummary,
  closedTreatmentCase,
  treatmentCase,
} from '../../../testing/treatment-cases';

const file = treatmentCase();

function mockCounselor(replies: Record<string, TMockReply | (() => TMockReply)>) {
  signInAs('counselor');
  return mockApi({
    'GET /counselor': ok(counselorProfile()),
    'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
    'GET /Mail/Count': ok(0),
    ...replies,
  });
}

describe('a case file (/counselor/cases/:caseId)', () => {
  it('shows a closed case read-only: its closing, and no edit, record or close controls', async () => {
    const closed = closedTreatmentCase();
    mockCounselor({ [`GET /Counselor/Cases/${closed.id}`]: ok(closed) });
    renderRoute(`/counselor/cases/${closed.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: '個案紀錄 C0002' })).toBeVisible();
    const closing = screen.getByRole('region', { name: '結案' });
    expect(within(closing).getByText('目標達成')).toBeVisible();
    expect(within(closing).getByText('4 分（有成效）')).toBeVisible();
    expect(within(closing).getByText('主觀壓力降到 4/10。')).toBeVisible();
    expect(screen.getByRole('region', { name: '處遇紀錄' })).toHaveTextContent('練習 4-7-8 呼吸。');
    expect(screen.queryByRole('form', { name: '新增紀錄' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '編輯' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '結案' })).not.toBeInTheDocument();
  });

  it('names an empty record without sending it, then adds one about a session and shows it', async () => {
    const added = treatmentCase({
      processStatus: 'interview',
      recordCount: 2,
      records: [
        ...file.records,
        {
          id: '90011223-c4d5-4e6f-8071-8293a4b5c6d7',
          writtenAt: '2030-01-17T09:05:00.000Z',
          processStatus: 'interview',
          content: '個別晤談。\n睡眠日誌顯示入睡時間縮短。',
          course: caseSession,
        },
      ],
    });
    const calls = mockCounselor({
      [`GET /Counselor/Cases/${file.id}`]: ok(file),
      [`POST /Counselor/Cases/${file.id}/Records`]: ok(added),
    });
    renderRoute(`/counselor/cases/${file.id}`);
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: '新增紀錄' });
    await user.click(within(form).getByRole('button', { name: '新增紀錄' }));
    expect(await within(form).findByText('請寫下紀錄內容（最多 5000 個字）')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(within(form).getByRole('combobox', { name: /^處遇進程/ }), '個別晤談');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: '連結的諮商' }),
      '2030/01/10 15:00（已完成）',
    );
    await user.type(within(form).getByRole('textbox', { name: /^紀錄內容/ }), '個別晤談。');
    expect(within(form).getByText('5 / 5000')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: '新增紀錄' }));

    const records = screen.getByRole('region', { name: '處遇紀錄' });
    expect(await within(records).findByText(/睡眠日誌顯示入睡時間縮短/)).toBeVisible();
    expect(within(records).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      processStatus: 'interview',
      content: '個別晤談。',
      courseId: caseSession.id,
    });
    // Ready for the next record, at the stage the case is now in.
    expect(within(form).getByRole('textbox', { name: /^紀錄內容/ })).toHaveValue('');
  });
});

describe('the case list (/counselor/cases)', () => {
  it('says what a case file is for when there is none, and filters by status', async () => {
    const calls = mockCounselor({
      'GET /Counselor/Cases?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Counselor/Cases?status=ongoing&start_page=0&page_size=20': ok({
        totalRecords: 1,
        records: [caseSummary(file)],
      }),
    });
    const { router } = renderRoute('/counselor/cases');
    const user = userEvent.setup();

    expect(await screen.findByText(/尚無個案紀錄。與個案完成諮商後/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '進行中' }));
    const card = (await screen.findByRole('link', { name: 'C0002　阿哲' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('焦慮與緊張、睡眠困擾')).toBeVisible();
    expect(within(card!).getByText('1 筆')).toBeVisible();
    expect(within(card!).getByText('2030/01/10 17:05')).toBeVisible();
    expect(router.state.location.search).toBe('?status=ongoing');
    expect(calls.map((call) => call.url)).toContain(
      '/api/zh-tw/Counselor/Cases?status=ongoing&start_page=0&page_size=20',
    );
  });

  it('opens a case for a client without one, names missing fields first, and lands on the new case', async () => {
    const opened = treatmentCase({
      id: '0a1b2c3d-4e5f-4061-8172-839405a6b7c8',
      caseNumber: 'C0004',
      client: { id: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901', nickName: '宏宇' },
      status: 'new',
      issues: ['stress'],
      recordCount: 0,
      lastRecordAt: null,
      goal: '找回工作與生活的節奏。',
      records: [],
    });
    const calls = mockCounselor({
      'GET /Counselor/Cases?start_page=0&page_size=20': ok({ totalRecords: 1, records: [caseSummary(file)] }),
      'GET /Counselor/CaseClients': ok({
        clients: [
          { ...opened.client, lastSessionAt: '2030-01-12T07:00:00.000Z', openCaseId: null },
          { ...file.client, lastSessionAt: '2030-01-10T07:00:00.000Z', openCaseId: file.id },
        ],
      }),
      'POST /Counselor/Cases': ok(opened),
    });
    const { router } = renderRoute('/counselor/cases');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '開新個案' }));
    const dialog = await screen.findByRole('dialog', { name: '開新個案' });
    const client = await within(dialog).findByRole('combobox', { name: /^個案/ });
    expect(within(client).getByRole('option', { name: '阿哲（已有進行中的個案）' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '開案' }));
    expect(await within(dialog).findByText('請選擇要開案的個案')).toBeVisible();
    expect(within(dialog).getByText('請選擇 1 至 5 個主要議題')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(client, '宏宇（最近諮商 2030/01/12）');
    await user.click(within(dialog).getByRole('checkbox', { name: '壓力與倦怠' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^諮商目標/ }), '找回工作與生活的節奏。');
    await user.click(within(dialog).getByRole('button', { name: '開案' }));

    expect(await screen.findByRole('heading', { level: 1, name: '個案紀錄 C0004' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/counselor/cases/${opened.id}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      clientId: opened.client.id,
      target: 'self',
      issues: ['stress'],
      goal: '找回工作與生活的節奏。',
      processStatus: 'intake',
    });
    // The answer is shown as it is: the new file is not opened (and audited) a second time.
    expect(calls.filter((call) => call.url.endsWith(`/Counselor/Cases/${opened.id}`))).toHaveLength(0);
  });
});
