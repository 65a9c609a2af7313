import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { publicCounselor, topicDetail } from '../../../testing/directory';
import { renderRoute } from '../../../testing/render';

const topicId = '5d4c3b2a-0000-4000-8000-000000000001';
const counselorId = 'c0a80101-0000-4000-8000-000000000001';

const now = Date.parse('2030-03-03T16:00:00Z');
const slotsRead =
  `GET /CounselorSchedule/AvailableSlots?counselorId=${counselorId}&courseLength=0` +
  `&from=${encodeURIComponent('2030-03-03T16:00:00.000Z')}&to=${encodeURIComponent('2030-03-17T16:00:00.000Z')}`;

afterEach(() => vi.restoreAllMocks());

describe("a topic's page /focusissues/{id}", () => {
  it('shows what the topic is, for whom, how it goes, its length and price, and its counselor', async () => {
    mockApi({
      [`GET /IssueCourse/${topicId}`]: ok(
        topicDetail({
          id: topicId,
          targetAudience: '常常擔心、緊繃的人',
          description: '一起找出焦慮從哪裡來。',
          detail: '第一次會談先聊聊近況。\n\n之後每次練習一個方法。',
          counselor: publicCounselor({ id: counselorId, serviceLength: 2, customSpecialty: '焦慮、睡眠' }),
        }),
      ),
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
    // She takes free trials, booked on her page.
    expect(screen.getByText('接受免費體驗（20 分鐘）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到所有諮商主題' })).toHaveAttribute('href', '/focusissues');
  });

  it('loads the cover video from YouTube only once the visitor presses play, and hands it the keyboard', async () => {
    mockApi({
      [`GET /IssueCourse/${topicId}`]: ok(topicDetail({ id: topicId, coverVideoId: 'inpok4MKVLM' })),
    });
    renderRoute(`/focusissues/${topicId}`);

    const play = await screen.findByRole('button', { name: '播放介紹影片' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('影片由 YouTube 提供：按下播放後，你的瀏覽器才會連線到 YouTube。')).toBeVisible();

    await userEvent.setup().click(play);
    const player = screen.getByTitle('「告別焦慮」介紹影片');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/inpok4MKVLM?autoplay=1');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: '播放介紹影片' })).toBeNull();
  });

  it("lists the counselor's next open times for the topic's length, by day, in Taiwan time", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(now);
    mockApi({
      [`GET /IssueCourse/${topicId}`]: ok(
        topicDetail({ id: topicId, counselor: publicCounselor({ id: counselorId }) }),
      ),
      [slotsRead]: ok(['2030-03-04T01:00:00.000Z', '2030-03-04T01:30:00.000Z', '2030-03-05T06:00:00.000Z']),
    });
    renderRoute(`/focusissues/${topicId}`);

    const section = await screen.findByRole('region', { name: '接下來可以預約的時段' });
    const days = await within(section).findAllByRole('term');
    expect(days.map((day) => [day.textContent, day.nextSibling?.textContent])).toEqual([
      ['3月4日週一', '09:0009:30'],
      ['3月5日週二', '14:00'],
    ]);
  });

  it('says so when the topic is not published', async () => {
    mockApi({ [`GET /IssueCourse/${topicId}`]: fail(404, ErrorCode.NotFound, '找不到資料') });
    renderRoute(`/focusissues/${topicId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到這個諮商主題');
  });
});
