import { CourseStatus } from '@app/contracts/enums';
import type { TCourseRecord } from '@app/contracts/courses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const counselor = {
  id: '00000000-0000-4000-8000-0000000000c1',
  fullName: '陳怡君',
  coverImage: { id: null, path: null },
};

function record(id: string, overrides: Partial<TCourseRecord>): TCourseRecord {
  return {
    id,
    type: 0,
    status: CourseStatus.Completed,
    length: 0,
    voiceOnly: false,
    startTime: '2030-03-04T02:00:00.000Z',
    endTime: '2030-03-04T03:00:00.000Z',
    counselor,
    feedback: null,
    canRate: false,
    cancellation: null,
    ...overrides,
  };
}

const toRate = '00000000-0000-4000-8000-000000000011';
const rated = '00000000-0000-4000-8000-000000000012';
const canceled = '00000000-0000-4000-8000-000000000013';

describe('course records (/user/courserecords)', () => {
  it('lists past sessions with their status and rating, and rates a completed one', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Mail/Count': ok(0),
      'GET /client/courserecords?start_page=0&page_size=10': ok({
        totalRecords: 3,
        records: [
          record(toRate, { canRate: true }),
          record(rated, {
            feedback: { grade: 4, comment: '很溫暖', createTime: '2030-03-05T00:00:00.000Z' },
          }),
          record(canceled, {
            status: CourseStatus.Canceled,
            cancellation: {
              kind: 'canceled',
              by: 'counselor',
              reason: '臨時身體不適',
              at: '2030-03-03T12:30:00.000Z',
            },
          }),
        ],
      }),
      [`POST /Course/${toRate}/Feedback`]: ok({
        courseId: toRate,
        grade: 5,
        comment: '',
        createTime: '2030-03-06T00:00:00.000Z',
      }),
    });
    renderRoute('/user/courserecords');

    const cards = await screen.findAllByTestId('course-record');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('已完成')).toBeVisible();
    expect(within(cards[1]!).getByText('評分 4 顆星（滿分 5 顆）')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('很溫暖')).toBeVisible();
    expect(within(cards[2]!).getByText('已取消')).toBeVisible();
    // Who canceled, when in Taiwan time, why in their words, and where the refund shows.
    expect(cards[2]).toHaveTextContent(
      '陳怡君 諮商師取消了這次諮商，已付的點數全額退還。（2030/03/03 20:30）',
    );
    expect(within(cards[2]!).getByText('原因：臨時身體不適')).toBeVisible();
    expect(within(cards[2]!).getByRole('link', { name: '在帳戶明細查看點數的退還' })).toHaveAttribute(
      'href',
      '/user/amount',
    );
    expect(within(cards[0]!).queryByRole('link', { name: '在帳戶明細查看點數的退還' })).toBeNull();
    expect(within(cards[1]!).queryByRole('button', { name: /^評分/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(cards[0]!).getByRole('button', { name: /^評分/ }));
    await user.click(within(cards[0]!).getByRole('radio', { name: '5 顆星' }));
    await user.click(within(cards[0]!).getByRole('button', { name: '送出評分' }));
    await expect.poll(() => calls.find((call) => call.method === 'POST')?.body).toEqual({ grade: 5 });
  });

  it('says when there is nothing yet', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Mail/Count': ok(0),
      'GET /client/courserecords?start_page=0&page_size=10': ok({ totalRecords: 0, records: [] }),
    });
    renderRoute('/user/courserecords');
    expect(await screen.findByText('你還沒有過去的諮商紀錄。')).toBeVisible();
  });
});

describe('received ratings (/counselor/coursefeedback)', () => {
  it('shows the average and count above each rating with its comment', async () => {
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselorProfile()),
      'GET /Mail/Count': ok(0),
      'GET /counselor/coursefeedback?start_page=0&page_size=10': ok({
        totalRecords: 2,
        feedbackCount: 2,
        averageGrade: 3.5,
        records: [
          {
            courseId: toRate,
            grade: 2,
            comment: '',
            createTime: '2030-03-06T00:00:00.000Z',
            courseStartTime: '2030-03-04T02:00:00.000Z',
            client: { nickName: '小安' },
          },
          {
            courseId: rated,
            grade: 5,
            comment: '謝謝老師',
            createTime: '2030-03-05T00:00:00.000Z',
            courseStartTime: '2030-03-03T02:00:00.000Z',
            client: { nickName: '小安' },
          },
        ],
      }),
    });
    renderRoute('/counselor/coursefeedback');
    expect(await screen.findByText('平均評分 3.5 分（滿分 5 分），共 2 則評價')).toBeInTheDocument();
    const rows = screen.getAllByTestId('received-feedback');
    expect(rows[0]).toHaveTextContent('（沒有留言）');
    expect(rows[1]).toHaveTextContent('謝謝老師');
    expect(rows[1]).toHaveTextContent('個案 小安');
  });
});
