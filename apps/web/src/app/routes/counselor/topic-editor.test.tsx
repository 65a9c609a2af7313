import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import TopicEditorPage from './topic-editor';

describe('the topic form', () => {
  it('counts the title against its limit and shows the spec’s messages under the fields, sending nothing', async () => {
    const calls = mockApi({});
    renderWithProviders(<TopicEditorPage />);

    const title = await screen.findByRole('textbox', { name: /^標題/ });
    await userEvent.type(title, '睡不好的夜晚');
    expect(screen.getByText('6 / 30')).toBeVisible();
    const price = screen.getByRole('textbox', { name: /^費用/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1950');
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));

    expect(await screen.findByText('請輸入簡介（最多 300 字）')).toBeVisible();
    expect(screen.getByText('價格須為 100 的倍數的整數')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

/** An XMLHttpRequest the test answers: it records what was sent and reports progress when told. */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';

  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

describe("the topic form's cover image", () => {
  it('uploads the chosen picture with its progress, previews it, and removes it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockApi({});
    renderWithProviders(<TopicEditorPage />);

    const input = await screen.findByLabelText(/^封面圖片/);
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }),
    );
    const request = FakeUpload.last;
    if (!request) throw new Error('nothing uploaded');
    expect(request.url).toBe('/api/zh-tw/IssueCourse/Cover');
    expect((request.body?.get('file') as File).name).toBe('cover.png');

    act(() => request.progress(50, 100));
    expect(await screen.findByText('上傳中 50%')).toBeVisible();
    const path = '/media/covers/0123456789abcdef0123456789abcdef.webp';
    act(() =>
      request.answer(200, {
        error_code: 0,
        message: '成功',
        data: { coverImage: path, width: 800, height: 450 },
      }),
    );

    expect(await screen.findByRole('img', { name: '封面圖片預覽' })).toHaveAttribute('src', path);
    expect(screen.queryByText('上傳中 50%')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '移除封面圖片' }));
    expect(screen.queryByRole('img', { name: '封面圖片預覽' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it("shows the server's message when the picture is refused", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockApi({});
    renderWithProviders(<TopicEditorPage />);

    const input = await screen.findByLabelText(/^封面圖片/);
    await userEvent.upload(input, new File(['not a picture'], 'cover.png', { type: 'image/png' }));
    const message = '請上傳 JPG 或 PNG 圖片，最大 20MB';
    act(() =>
      FakeUpload.last?.answer(400, {
        error_code: 1000,
        message: `資料格式錯誤：file ${message}`,
        data: { fields: [{ field: 'file', message: `file：${message}` }] },
      }),
    );
    expect(await screen.findByText(`file：${message}`)).toBeVisible();
    expect(screen.queryByRole('img', { name: '封面圖片預覽' })).toBeNull();
    vi.unstubAllGlobals();
  });
});
