import type { TDirectoryCounselor } from '@app/contracts/counselors';
import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const counselor = (index: number, overrides: Partial<TDirectoryCounselor> = {}): TDirectoryCounselor => ({
  id: `c0a80101-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fullName: `諮商師${index}`,
  coverImage: { path: `/media/demo/counselor${index}.svg` },
  aboutMe: `第 ${index} 位諮商師的自我介紹`,
  serviceLength: 1,
  customSpecialty: '焦慮與壓力調適',
  counselorOrganization: '臺北市諮商心理師公會',
  gender: null,
  feedbackCount: 0,
  averageGrade: 0,
  specialties: [],
  languages: [],
  otherLanguage: '',
  priceRange: null,
  nextAvailableAt: null,
  acceptsFreeTrial: false,
  ...overrides,
});

const firstPage = Array.from({ length: 12 }, (_, index) => counselor(index + 1));

describe('the counselor list of /team', () => {
  it('shows each counselor’s picture, name, years of practice, specialties, association and introduction', async () => {
    mockApi({
      'GET /Counselor/List?start_page=0&page_size=12': ok({
        totalRecords: 2,
        records: [
          counselor(1),
          counselor(2, { coverImage: { path: null }, serviceLength: null, aboutMe: null }),
        ],
      }),
    });
    renderRoute('/team');

    const [card] = await screen.findAllByRole('article');
    if (!card) throw new Error('no counselor shown');
    const first = within(card);
    expect(first.getByRole('heading', { level: 2, name: '諮商師1' })).toBeVisible();
    expect(first.getByRole('img', { name: '諮商師1的照片' })).toHaveAttribute(
      'src',
      '/media/demo/counselor1.svg',
    );
    const facts = first.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['年資', '3 到 10 年'],
      ['專長', '焦慮與壓力調適'],
      ['所屬公會', '臺北市諮商心理師公會'],
      ['主題費用', '尚未開設主題'],
      ['最近可預約', '近四週沒有開放的時段'],
    ]);
    expect(first.getByText('第 1 位諮商師的自我介紹')).toBeVisible();
    expect(screen.getByText('共 2 位諮商師')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '諮商師名單分頁' })).not.toBeInTheDocument();
  });

  it('shows specialties, languages, the price range of their topics and when they can next be booked', async () => {
    mockApi({
      'GET /Counselor/List?start_page=0&page_size=12': ok({
        totalRecords: 1,
        records: [
          counselor(1, {
            specialties: ['anxiety', 'sleep'],
            languages: ['taiwanese', 'other'],
            otherLanguage: '泰語',
            priceRange: { min: 2000, max: 3600 },
            nextAvailableAt: '2030-01-02T02:30:00.000Z',
          }),
        ],
      }),
    });
    renderRoute('/team');

    const card = within(await screen.findByRole('article'));
    const specialties = card.getByRole('list', { name: '專長領域' });
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['焦慮與緊張', '睡眠困擾']);
    const facts = card.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['中文以外的語言', '台語、泰語'],
        ['主題費用', '2,000 至 3,600 點'],
        ['最近可預約', '2030/01/02 10:30'],
      ]),
    );
  });

  it('filters by specialty, language, price and this week, all in the address', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /Counselor/List?start_page=0&page_size=12': ok({ totalRecords: 1, records: [counselor(1)] }),
      'GET /Counselor/List?start_page=0&page_size=12&specialty=sleep&language=english&minPrice=1000&maxPrice=2500&availableThisWeek=true':
        ok({ totalRecords: 1, records: [counselor(2)] }),
    });
    const { router } = renderRoute('/team');
    await screen.findByRole('heading', { level: 2, name: '諮商師1' });

    const form = within(screen.getByRole('search', { name: '篩選諮商師' }));
    await user.selectOptions(form.getByLabelText('專長領域'), 'sleep');
    await user.selectOptions(form.getByLabelText('使用語言'), 'english');
    await user.type(form.getByLabelText('最低費用（點）'), '1,000');
    await user.type(form.getByLabelText('最高費用（點）'), '2500');
    await user.click(form.getByLabelText('本週有可預約時段'));
    await user.click(form.getByRole('button', { name: '篩選' }));

    expect(await screen.findByRole('heading', { level: 2, name: '諮商師2' })).toBeVisible();
    expect(router.state.location.search).toBe(
      '?specialty=sleep&language=english&minPrice=1000&maxPrice=2500&availableThisWeek=true',
    );
  });

  it('links each card to the counselor’s page and shows their rating, or that nobody rated them yet', async () => {
    mockApi({
      'GET /Counselor/List?start_page=0&page_size=12': ok({
        totalRecords: 2,
        records: [counselor(1, { feedbackCount: 5, averageGrade: 4.6 }), counselor(2)],
      }),
    });
    renderRoute('/team');

    const [rated, unrated] = await screen.findAllByRole('article');
    expect(within(rated!).getByRole('link', { name: '諮商師1' })).toHaveAttribute(
      'href',
      `/team/${counselor(1).id}`,
    );
    expect(within(rated!).getByText('平均評分 4.6 分（滿分 5 分），共 5 則評價')).toBeInTheDocument();
    expect(within(rated!).getByText('5 則評價')).toBeVisible();
    expect(within(unrated!).getByText('尚無評價')).toBeVisible();
    expect(within(unrated!).queryByText(/0\.0|★/)).not.toBeInTheDocument();
  });

  it('pages through the list, the page number in the address', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /Counselor/List?start_page=0&page_size=12': ok({ totalRecords: 13, records: firstPage }),
      'GET /Counselor/List?start_page=1&page_size=12': ok({ totalRecords: 13, records: [counselor(13)] }),
    });
    const { router } = renderRoute('/team');
    expect(await screen.findAllByRole('article')).toHaveLength(12);

    const pages = screen.getByRole('navigation', { name: '諮商師名單分頁' });
    await user.click(within(pages).getByRole('button', { name: '2' }));

    expect(await screen.findByRole('heading', { level: 2, name: '諮商師13' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says plainly when nobody is listed yet', async () => {
    mockApi({ 'GET /Counselor/List?start_page=0&page_size=12': ok({ totalRecords: 0, records: [] }) });
    renderRoute('/team');
    expect(await screen.findByText('目前還沒有公開的諮商師資料。')).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockApi({
      // The first load and its two automatic retries fail; the visitor's retry succeeds.
      'GET /Counselor/List?start_page=0&page_size=12': () =>
        (attempts += 1) <= 3
          ? fail(500, ErrorCode.Internal, '系統發生錯誤')
          : ok({ totalRecords: 1, records: [counselor(1)] }),
    });
    renderRoute('/team');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('暫時無法載入諮商師名單');
    await user.click(within(alert).getByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('heading', { level: 2, name: '諮商師1' })).toBeVisible();
  });
});
