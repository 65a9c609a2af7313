import { CourseCreateType, CourseLength, IssueCourseApproveStatus } from '@app/contracts/enums';
import type { TPendingTopic, TTopicFields } from '@app/contracts/issue-courses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReviewTopicsPage from './review-topics';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';

const approved: TTopicFields = {
  createType: CourseCreateType.New,
  category: 'grief',
  customCategory: '',
  targetAudience: '正在經歷失去與哀傷的人',
  keywords: '哀傷 失落',
  title: '走過失落',
  description: '在這裡，你可以慢慢說。',
  detail: '',
  coverVideoUrl: '',
  coverImage: '',
  length: CourseLength.NinetyMinutes,
  price: 3600,
  isVisible: true,
};

const edited: TPendingTopic = {
  id: '5d4c3b2a-0000-4000-8000-000000000009',
  approveStatus: IssueCourseApproveStatus.EditedUnderReview,
  counselor: { id: 'c0a80101-0000-4000-8000-000000000002', fullName: '林志明' },
  submittedAt: '2030-01-02T03:04:05.000Z',
  revisionNote: '更新適合對象',
  proposed: { ...approved, targetAudience: '正在經歷失去、分離或哀傷的人' },
  approved,
};

describe('the experts’ review of topics', () => {
  it('shows an edit beside the approved version with the changed field marked, and asks for a comment before rejecting', async () => {
    const calls = mockApi({
      'GET /IssueCourse/PendingReviewList': ok([edited]),
      [`POST /IssueCourse/${edited.id}/Review`]: ok({
        id: edited.id,
        approveStatus: IssueCourseApproveStatus.Audited,
      }),
    });
    renderWithProviders(<ReviewTopicsPage />);

    const card = await screen.findByRole('article', { name: '走過失落' });
    const changedRow = within(card).getByRole('row', { name: /適合對象/ });
    expect(within(changedRow).getByText('已修改')).toBeVisible();
    expect(within(changedRow).getByText('正在經歷失去與哀傷的人')).toBeVisible();
    expect(within(changedRow).getByText('正在經歷失去、分離或哀傷的人')).toBeVisible();
    expect(within(within(card).getByRole('row', { name: /^標題/ })).queryByText('已修改')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: '退回' }));
    expect(await within(card).findByText('退回時請填寫審核意見（最多 1000 字）')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(card).getByRole('textbox', { name: /審核意見/ }), '請再說明分離指的是什麼');
    await userEvent.click(within(card).getByRole('button', { name: '退回' }));
    await expect
      .poll(() => calls.find((call) => call.method === 'POST')?.body)
      .toEqual({
        approve: false,
        comment: '請再說明分離指的是什麼',
      });
  });
});
