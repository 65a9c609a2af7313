import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { Bsrs5SelfCheck } from './bsrs5-self-check';

const items = [
  '睡眠困難',
  '感覺緊張或不安',
  '覺得容易苦惱或動怒',
  '感覺憂鬱、心情低落',
  '覺得比不上別人',
  '有自殺的想法',
];

/** The group of ratings of an item, named by its question (the fieldset's legend). */
const itemGroup = (text: string) => screen.getByRole('group', { name: new RegExp(text) });

/** Rates an item with the keyboard: Tab into its radio buttons, Space for 0, then right arrows. */
async function rate(user: ReturnType<typeof userEvent.setup>, text: string, rating: number) {
  const first = within(itemGroup(text)).getAllByRole('radio')[0]!;
  first.focus();
  await user.keyboard(' ');
  for (let step = 0; step < rating; step += 1) await user.keyboard('{ArrowRight}');
}

function renderSelfCheck() {
  mockApi({});
  renderWithProviders(<Bsrs5SelfCheck />);
  return userEvent.setup();
}

describe('the BSRS-5 self-check', () => {
  it('asks six questions about the last week, each rated 0 to 4, and says the answers stay in the browser', () => {
    renderSelfCheck();
    expect(screen.getByText(/最近一星期（包括今天）/)).toBeVisible();
    for (const text of items) {
      expect(
        within(itemGroup(text))
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['0', '1', '2', '3', '4']);
    }
    expect(within(itemGroup('睡眠困難')).getByRole('radio', { name: '4 非常厲害' })).toBeInTheDocument();
    expect(itemGroup('有自殺的想法')).toHaveTextContent('附加題，不計入總分');
    expect(screen.getByText(/不會傳送到任何地方，也不會被儲存/)).toBeVisible();
  });

  it('scores the answers given with the keyboard, announcing the band', async () => {
    const user = renderSelfCheck();
    await rate(user, items[0]!, 2);
    await rate(user, items[1]!, 2);
    await rate(user, items[2]!, 1);
    await rate(user, items[3]!, 2);
    await rate(user, items[4]!, 0);
    await rate(user, items[5]!, 0);
    await user.click(screen.getByRole('button', { name: '看結果' }));

    const result = screen.getByText('你的結果').closest('[aria-live="polite"]');
    expect(result).not.toBeNull();
    expect(screen.getByText('前五題總分：7 分（滿分 20 分）')).toBeVisible();
    expect(screen.getByText('輕度情緒困擾，建議找家人或朋友談談')).toBeVisible();
    expect(screen.getByText(/僅供參考，不是診斷/)).toBeVisible();
    expect(screen.getByRole('link', { name: '找諮商師聊聊' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: '了解 20 分鐘免費體驗' })).toHaveAttribute('href', '/faq#trial');
    expect(screen.queryByText(/1925/)).toBeNull();
  });

  it('names the questions still unanswered instead of a total', async () => {
    const user = renderSelfCheck();
    await rate(user, items[0]!, 1);
    await rate(user, items[2]!, 1);
    await rate(user, items[4]!, 1);
    await user.click(screen.getByRole('button', { name: '看結果' }));
    expect(screen.getByText(/還沒回答的是：第 2、4 題/)).toBeVisible();
    expect(screen.queryByText('你的結果')).toBeNull();
    // Straight to the first of them.
    expect(within(itemGroup(items[1]!)).getAllByRole('radio')[0]).toHaveFocus();
  });

  it('shows the helplines as soon as thoughts of suicide are rated 2 or more, whatever the total', async () => {
    const user = renderSelfCheck();
    await rate(user, items[5]!, 1);
    expect(screen.queryByRole('region', { name: '你不需要獨自面對' })).toBeNull();

    await rate(user, items[5]!, 2);
    const crisis = screen.getByRole('region', { name: '你不需要獨自面對' });
    expect(crisis.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(crisis).getByRole('link', { name: '撥打 1925 安心專線（24 小時免付費）' })).toHaveAttribute(
      'href',
      'tel:1925',
    );
    expect(within(crisis).getByRole('link', { name: '撥打 1995 生命線' })).toHaveAttribute(
      'href',
      'tel:1995',
    );
    expect(within(crisis).getByRole('link', { name: '撥打 1980 張老師專線' })).toHaveAttribute(
      'href',
      'tel:1980',
    );
    expect(within(crisis).getByText(/請撥打 119 或 110/)).toBeVisible();

    // With a total of 0 too.
    for (const text of items.slice(0, 5)) await rate(user, text, 0);
    await user.click(screen.getByRole('button', { name: '看結果' }));
    expect(screen.getByText('身心適應狀況良好')).toBeVisible();
    expect(screen.getByRole('region', { name: '你不需要獨自面對' })).toBeVisible();
  });

  it('starts over with nothing answered', async () => {
    const user = renderSelfCheck();
    for (const text of items.slice(0, 5)) await rate(user, text, 4);
    await rate(user, items[5]!, 3);
    await user.click(screen.getByRole('button', { name: '看結果' }));
    expect(screen.getByText('重度情緒困擾，建議尋求專業輔導或精神科治療')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '重新作答' }));
    expect(screen.queryByText('你的結果')).toBeNull();
    expect(screen.queryByRole('region', { name: '你不需要獨自面對' })).toBeNull();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: '簡式健康量表（BSRS-5）自我檢測' })).toHaveFocus();
  });
});
