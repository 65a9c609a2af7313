import type { TDeviceCheckInput } from '@app/contracts/device-check';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute, renderWithProviders } from '../../../testing/render';
import { signInAs } from '../../../testing/session';
import { DeviceCheckResults } from './device-check-results';

const allOk: TDeviceCheckInput = {
  camera: 'ok',
  microphone: 'ok',
  speaker: 'ok',
  direct: 'ok',
  stun: 'ok',
  turn: 'not_configured',
};

/** Just enough Web Audio for the test tone: its oscillator ends as soon as it is stopped. */
class FakeAudioContext {
  currentTime = 0;
  resume = async () => undefined;
  close = async () => undefined;
  createGain = () => ({
    gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined },
    connect: (next: unknown) => next,
  });
  createMediaStreamDestination = () => ({ stream: null });
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      onended: null as null | (() => void),
      connect: (next: unknown) => next,
      start: () => undefined,
      stop: () => queueMicrotask(() => oscillator.onended?.()),
    };
    return oscillator;
  }
}

const part = (name: string) => screen.getByTestId(`device-check-${name}`);

describe('the device check results', () => {
  it('show the progress while parts are still being checked', async () => {
    renderWithProviders(
      <DeviceCheckResults started results={{ camera: 'ok', direct: 'ok' }} saveState="idle" />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('檢測進行中（已完成 2 / 6 項）');
    expect(screen.getByRole('progressbar', { name: '檢測進度' })).toBeInTheDocument();
    expect(part('microphone')).toHaveTextContent('檢測中…');
    expect(part('speaker')).toHaveTextContent('等你播放測試音');
    expect(part('camera')).toHaveTextContent('正常');
  });

  it('say plainly that all is set, and that a site without a relay is not a problem', async () => {
    renderWithProviders(<DeviceCheckResults started results={allOk} saveState="saved" />);
    const overall = await screen.findByRole('status');
    expect(overall).toHaveTextContent('一切就緒：你的裝置和網路都可以進行視訊諮商。');
    expect(overall).toHaveTextContent('結果已儲存，你的諮商師在諮商前可以看到。');
    expect(part('turn')).toHaveTextContent('未設定');
    expect(part('turn')).toHaveTextContent('大多數網路不需要它');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('point calmly at what needs a look, with what to do about it', async () => {
    renderWithProviders(
      <DeviceCheckResults
        started
        results={{ ...allOk, microphone: 'failed', turn: 'failed', direct: 'ok' }}
        saveState="signed-out"
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('檢測完成。有些項目需要留意');
    expect(screen.getByRole('status')).not.toHaveTextContent('結果已儲存');
    expect(part('microphone')).toHaveTextContent('未通過');
    expect(part('microphone')).toHaveTextContent('麥克風沒有被靜音');
    expect(part('turn')).toHaveTextContent('換一個網路');
    expect(part('direct')).toHaveTextContent('在同一個網路裡連線沒有問題');
  });
});

describe('the device check page', () => {
  // jsdom has no camera, microphone, audio output or WebRTC: the browser's answers are faked here.
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        enumerateDevices: async () => [
          { kind: 'videoinput', deviceId: 'cam', label: '', groupId: 'g' },
          { kind: 'audioinput', deviceId: 'mic', label: '', groupId: 'g' },
        ],
        getUserMedia: async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        },
      },
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    vi.unstubAllGlobals();
  });

  it("saves a signed-in user's result once every part has one, and says so", async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Mail/Count': ok(0),
      'POST /DeviceCheck': ok({
        camera: 'failed',
        microphone: 'failed',
        speaker: 'ok',
        direct: 'unavailable',
        stun: 'unavailable',
        turn: 'unavailable',
        browser: 'Chrome 131 · Windows',
        checkedAt: new Date().toISOString(),
      }),
    });
    const user = userEvent.setup();
    renderRoute('/devicecheck');

    await user.click(await screen.findByRole('button', { name: '開始檢測' }));
    // A refused camera and microphone fail; this browser has no WebRTC.
    await waitFor(() => expect(part('camera')).toHaveTextContent('未通過'));
    expect(part('microphone')).toHaveTextContent('未通過');
    await waitFor(() => expect(part('turn')).toHaveTextContent('無法檢測'));
    expect(part('direct')).toHaveTextContent('請改用最新版的 Chrome');
    expect(screen.getByRole('status')).toHaveTextContent('已完成 5 / 6 項');

    await user.click(screen.getByRole('button', { name: '播放測試音' }));
    const question = await screen.findByRole('group', { name: '你有聽到測試音嗎？' });
    await user.click(within(question).getByRole('button', { name: '有聽到' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('結果已儲存，你的諮商師在諮商前可以看到。'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('檢測完成。有些項目需要留意');
    const saves = calls.filter((call) => call.method === 'POST');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      camera: 'failed',
      microphone: 'failed',
      speaker: 'ok',
      direct: 'unavailable',
      stun: 'unavailable',
      turn: 'unavailable',
    });
  });

  it('lets a visitor check without signing in, and saves nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderRoute('/devicecheck');
    expect(await screen.findByRole('heading', { level: 1, name: '裝置檢測' })).toBeVisible();
    expect(screen.getByText(/你目前沒有登入/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '開始檢測' }));
    await user.click(await screen.findByRole('button', { name: '播放測試音' }));
    await user.click(await screen.findByRole('button', { name: '沒有聽到' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('檢測完成'));
    expect(part('speaker')).toHaveTextContent('請檢查音量與靜音設定');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
