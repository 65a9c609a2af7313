import type { TCounselorDetail, TPublicFeedback } from '@app/contracts/counselors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articleSummary } from '../../../testing/articles';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const counselorId = 'c0a80101-0000-4000-8000-000000000001';

const rating = (day: number): TPublicFeedback => ({
  grade: 5,
  comment: `第 ${day} 則回饋`,
  createTime: `2030-01-${String(day).padStart(2, '0')}T04:00:00.000Z`,
});

const detail: TCounselorDetail = {
  id: counselorId,
  fullName: '陳怡君',
  coverImage: { path: null },
  aboutMe: '我是怡君。',
  serviceLength: 1,
  customSpecialty: null,
  counselorOrganization: null,
  gender: 'female',
  feedbackCount: 7,
  averageGrade: 4.9,
  specialties: ['anxiety'],
  languages: ['english'],
  otherLanguage: '',
  priceRange: { min: 2400, max: 2400 },
  nextAvailableAt: null,
  acceptsFreeTrial: false,
  customAdviceStyle: '溫和陪伴，搭配正念練習',
  educations: [
    {
      school: '國立臺灣師範大學',
      department: '教育心理與輔導學系',
      degree: 1,
      start: '2012-09',
      end: '2015-06',
      graduated: true,
    },
  ],
  experiences: [
    {
      company: '安心諮商所',
      department: '',
      position: '諮商心理師',
      start: '2020-08',
      end: '',
      working: true,
    },
  ],
  recentFeedback: [9, 8, 7, 6, 5].map(rating),
  licenses: [],
  customConsultationPrice: null,
};

describe("a counselor's page /team/{id}", () => {
  it('lists what they wrote for the column, the latest three and a link to all of them', async () => {
    const articles = ['與焦慮相處', '睡前想太多', '說不也可以很溫柔'].map((title, index) =>
      articleSummary({ id: `a1000000-0000-4000-8000-00000000000${String(index)}`, title }),
    );
    mockApi({
      [`GET /Counselor/${counselorId}`]: ok(detail),
      [`GET /Articles?counselor_id=${counselorId}&page_size=3`]: ok({ totalRecords: 5, records: articles }),
    });
    renderRoute(`/team/${counselorId}`);

    const column = within(await screen.findByRole('region', { name: '陳怡君的專欄文章' }));
    expect(column.getAllByRole('listitem')).toHaveLength(3);
    expect(column.getByRole('link', { name: '與焦慮相處' })).toHaveAttribute(
      'href',
      `/article/authors/author/articlecontent?id=${articles[0]!.id}`,
    );
    expect(column.getByRole('link', { name: '看全部 5 篇文章' })).toHaveAttribute(
      'href',
      '/article?authorid=1&pageno=1',
    );
  });

  it('says nothing of the column when they have written nothing', async () => {
    const calls = mockApi({
      [`GET /Counselor/${counselorId}`]: ok(detail),
      [`GET /Articles?counselor_id=${counselorId}&page_size=3`]: ok({ totalRecords: 0, records: [] }),
    });
    renderRoute(`/team/${counselorId}`);
    expect(await screen.findByRole('heading', { level: 1, name: '陳怡君' })).toBeVisible();
    await waitFor(() => expect(calls.some(({ url }) => url.includes('counselor_id='))).toBe(true));
    expect(screen.queryByRole('region', { name: /專欄文章/ })).toBeNull();
  });

  it('shows advice style, education, experience and the way to book from their topics', async () => {
    mockApi({ [`GET /Counselor/${counselorId}`]: ok(detail) });
    renderRoute(`/team/${counselorId}`);

    expect(await screen.findByRole('heading', { level: 1, name: '陳怡君' })).toBeVisible();
    expect(screen.getByText('溫和陪伴，搭配正念練習')).toBeVisible();
    const education = within(screen.getByRole('region', { name: '學歷' }));
    expect(education.getByText('國立臺灣師範大學')).toBeVisible();
    expect(education.getByText('教育心理與輔導學系 · 碩士')).toBeVisible();
    expect(education.getByText('2012/09 – 2015/06')).toBeVisible();
    const experience = within(screen.getByRole('region', { name: '經歷' }));
    expect(experience.getByText('諮商心理師')).toBeVisible();
    expect(experience.getByText('2020/08 – 至今')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看陳怡君的諮商主題' })).toHaveAttribute(
      'href',
      `/focusissues?keyword=${encodeURIComponent('陳怡君')}`,
    );
  });

  it('shows older ratings a page at a time when asked', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /Counselor/${counselorId}`]: ok(detail),
      [`GET /Counselor/${counselorId}/Feedback?start_page=1&page_size=5`]: ok({
        totalRecords: 7,
        records: [rating(4), rating(3)],
      }),
    });
    renderRoute(`/team/${counselorId}`);

    const feedback = within(await screen.findByRole('region', { name: '個案的回饋' }));
    expect(feedback.getAllByRole('listitem')).toHaveLength(5);
    await user.click(feedback.getByRole('button', { name: '看更多回饋' }));
    expect(await feedback.findByText('第 3 則回饋')).toBeVisible();
    expect(feedback.getAllByRole('listitem')).toHaveLength(7);
    expect(feedback.queryByRole('button', { name: '看更多回饋' })).not.toBeInTheDocument();
  });
});
