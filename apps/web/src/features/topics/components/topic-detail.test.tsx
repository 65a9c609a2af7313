import { CourseLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const topicId = '5d4c3b2a-0000-4000-8000-000000000001';
const counselorId = 'c0a80101-0000-4000-8000-000000000001';

describe("a topic's page /focusissues/{id}", () => {
  it('shows what the topic is, for whom, how it goes, its length and price, and its counselor', async () => {
    mockApi({
      [`GET /IssueCourse/${topicId}`]: ok({
        id: topicId,
        title: '告別焦慮',
        category: 'anxiety',
        length: CourseLength.SixtyMinutes,
        price: 2400,
        targetAudience: '常常擔心、緊繃的人',
        description: '一起找出焦慮從哪裡來。',
        detail: '第一次會談先聊聊近況。\n\n之後每次練習一個方法。',
        counselor: {
          id: counselorId,
          fullName: '陳怡君',
          coverImage: { path: null },
          aboutMe: null,
          serviceLength: 2,
          customSpecialty: '焦慮、睡眠',
          counselorOrganization: null,
        },
      }),
    });
    renderRoute(`/focusissues/${topicId}`);

    expect(await screen.findByRole('heading', { level: 1, name: '告別焦慮' })).toBeVisible();
    expect(screen.getByText('焦慮與緊張')).toBeVisible();
    expect(screen.getByText('一起找出焦慮從哪裡來。')).toBeVisible();
    const facts = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['適合對象', '常常擔心、緊繃的人'],
      ['諮商時間', '50 分鐘'],
      ['費用', '2,400 點'],
    ]);
    expect(screen.getByText('第一次會談先聊聊近況。')).toBeVisible();
    expect(screen.getByText('之後每次練習一個方法。')).toBeVisible();
    expect(screen.getByRole('link', { name: '陳怡君' })).toHaveAttribute('href', `/team/${counselorId}`);
    expect(screen.getByRole('link', { name: '回到所有諮商主題' })).toHaveAttribute('href', '/focusissues');
  });

  it('says so when the topic is not published', async () => {
    mockApi({ [`GET /IssueCourse/${topicId}`]: fail(404, ErrorCode.NotFound, '找不到資料') });
    renderRoute(`/focusissues/${topicId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到這個諮商主題');
  });
});
