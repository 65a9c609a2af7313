import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setWebLocale } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/render';
import { faqSections } from './faq-sections';

describe('the FAQ', () => {
  it('groups the questions in titled sections, each an anchor the support centre links to', async () => {
    renderRoute('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: '常見問題' })).toBeVisible();
    expect(document.title).toBe('常見問題 | 線上主題諮商');

    const sectionTitles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual(
      expect.arrayContaining([
        '開始使用',
        '免費體驗',
        '點數與付款',
        '預約與取消',
        '諮商當天',
        '裝置與瀏覽器',
        '隱私與安全',
      ]),
    );
    for (const section of faqSections) expect(document.getElementById(section)).toBeInTheDocument();
  });

  it('opens a question in place to show its answer, and the trial’s steps in order', async () => {
    const user = userEvent.setup();
    renderRoute('/faq#trial');
    const trial = within(await screen.findByRole('region', { name: '免費體驗' }));

    const question = trial.getByRole('button', { name: '怎麼開始免費體驗？' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const steps = within(await trial.findByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '註冊帳號，到信箱完成啟用後登入。',
      '驗證你的手機號碼。',
      '填寫簡短的問卷，讓諮商師事先了解你想談的方向。',
      '選擇一位提供免費體驗的諮商師，預約 20 分鐘的時段。',
      '時間到了，從「即將進行的諮商」進入線上諮商室。',
    ]);
  });

  it('answers with the product’s rules: fees, compensation, booking window, bonus cap', async () => {
    const user = userEvent.setup();
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: '常見問題' });

    const answerTo = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      // The panel unfolds on the next animation frame.
      return (await screen.findByRole('region', { name })).textContent;
    };
    expect(await answerTo('點數怎麼計算？')).toContain('1 點等於新台幣 1 元');
    expect(await answerTo('紅利點數是什麼？')).toContain('最多折抵該次價格的 20%');
    expect(await answerTo('如何取消預約？要付費嗎？')).toContain('24 小時內取消，會收取 100 點手續費');
    expect(await answerTo('遲到或沒有出現會怎樣？')).toMatch(/超過 10 分鐘.*作廢.*200 點補償/);
    expect(await answerTo('可以預約多久以後的時段？')).toContain('最遠可以預約 3 個月內');
  });

  it('switches language in place, fetching the other language’s texts', async () => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: '常見問題' });

    await act(() => setWebLocale('us'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Free trial' })).toBeVisible();
  });

  it('reads in English too', async () => {
    await setWebLocale('us');
    renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'How do points work?' })).toBeVisible();
    expect(document.title).toBe('Frequently asked questions | Online Topic Counseling');
  });
});
