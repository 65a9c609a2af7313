import { describe, expect, it } from 'vitest';
import { deviceCheckAllOk, summarizeUserAgent, type TDeviceCheckInput } from './device-check.ts';

describe('summarizeUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari 17 · macOS');
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 · Android');
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 · Windows');
    expect(summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 · Linux',
    );
    expect(summarizeUserAgent(undefined)).toBe('');
  });
});

describe('deviceCheckAllOk', () => {
  const ok: TDeviceCheckInput = {
    camera: 'ok',
    microphone: 'ok',
    speaker: 'ok',
    direct: 'ok',
    stun: 'not_configured',
    turn: 'not_configured',
  };
  it('needs every device and at least one way to connect', () => {
    expect(deviceCheckAllOk(ok)).toBe(true);
    expect(deviceCheckAllOk({ ...ok, speaker: 'failed' })).toBe(false);
    expect(deviceCheckAllOk({ ...ok, direct: 'failed' })).toBe(false);
    expect(deviceCheckAllOk({ ...ok, direct: 'failed', turn: 'ok' })).toBe(true);
  });
});
