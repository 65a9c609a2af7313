import { CourseLength } from '@app/contracts/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

describe('the topics of /focusissues', () => {
  it('shows each published topic, linked to its page, with its cover image, counselor, talking time and price in points', async () => {
    mockApi({
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12': ok({
        totalRecords: 1,
        records: [
          {
            id: '5d4c3b2a-0000-4000-8000-000000000001',
            title: '工作壓力調適',
            category: 'stress',
            length: CourseLength.SixtyMinutes,
            price: 2400,
            coverImage: '/media/covers/0123456789abcdef0123456789abcdef.webp',
            counselor: { id: 'c0a80101-0000-4000-8000-000000000001', fullName: '陳怡君' },
          },
        ],
      }),
    });
    renderRoute('/focusissues');

    const [card] = await screen.findAllByRole('article');
    if (!card) throw new Error('no topic shown');
    expect(within(card).getByRole('heading', { level: 2, name: '工作壓力調適' })).toBeVisible();
    const cover = within(card).getByRole('img', { name: '「工作壓力調適」封面圖片' });
    expect(cover).toHaveAttribute('src', '/media/covers/0123456789abcdef0123456789abcdef.webp');
    // Its size is known before it loads, so nothing below it moves.
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(within(card).getByRole('link', { name: '工作壓力調適' })).toHaveAttribute(
      'href',
      '/focusissues/5d4c3b2a-0000-4000-8000-000000000001',
    );
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['諮商師', '陳怡君'],
      ['諮商時間', '50 分鐘'],
      ['費用', '2,400 點'],
    ]);
    expect(screen.getByText('共 1 個諮商主題')).toBeVisible();
  });

  it('says plainly that none is published yet, and points to the counselors and the free trial', async () => {
    mockApi({
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12': ok({ totalRecords: 0, records: [] }),
    });
    renderRoute('/focusissues');

    expect(await screen.findByText(/目前還沒有公開的諮商主題/)).toBeVisible();
    expect(screen.getByRole('link', { name: '認識諮商師' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: '了解免費體驗' })).toHaveAttribute('href', '/faq#trial');
  });

  it("filters by the counselor's gender and by voice or video, kept in the page's address", async () => {
    const none = ok({ totalRecords: 0, records: [] });
    const calls = mockApi({
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12&gender=female': none,
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12&gender=male&serviceType=video': none,
    });
    const { router } = renderRoute('/focusissues?gender=female');

    expect(await screen.findByText(/沒有符合條件的諮商主題/)).toBeVisible();
    const gender = screen.getByRole('combobox', { name: '諮商師性別' });
    const serviceType = screen.getByRole('combobox', { name: '諮商方式' });
    expect(gender).toHaveDisplayValue('女性');
    expect(serviceType).toHaveDisplayValue('不限');

    await userEvent.selectOptions(gender, '男性');
    await userEvent.selectOptions(serviceType, '視訊');
    await userEvent.click(screen.getByRole('button', { name: '搜尋' }));

    expect(await screen.findByRole('combobox', { name: '諮商方式' })).toHaveDisplayValue('視訊');
    expect(new URLSearchParams(router.state.location.search).get('serviceType')).toBe('video');
    expect(new URLSearchParams(router.state.location.search).get('gender')).toBe('male');
    expect(calls.map((call) => call.url)).toContainEqual(
      expect.stringContaining('gender=male&serviceType=video'),
    );
  });

  it('keeps only the topics of counselors who take free trials when asked, in the address too', async () => {
    const none = ok({ totalRecords: 0, records: [] });
    const calls = mockApi({
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12': none,
      'GET /CounselorIssueCourse/List?start_page=0&page_size=12&freeTrial=true': none,
    });
    const { router } = renderRoute('/focusissues');

    const freeTrial = await screen.findByRole('checkbox', { name: '諮商師接受免費體驗' });
    expect(freeTrial).not.toBeChecked();
    await userEvent.click(freeTrial);
    await userEvent.click(screen.getByRole('button', { name: '搜尋' }));

    expect(await screen.findByRole('checkbox', { name: '諮商師接受免費體驗' })).toBeChecked();
    expect(new URLSearchParams(router.state.location.search).get('freeTrial')).toBe('true');
    expect(calls.map((call) => call.url)).toContainEqual(expect.stringContaining('freeTrial=true'));
  });
});
