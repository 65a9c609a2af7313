import { describe, expect, it } from 'vitest';
import { isReportedMediaError, mediaRequest } from './media';

const camera = { kind: 'videoinput' } as const;
const microphone = { kind: 'audioinput' } as const;
const speaker = { kind: 'audiooutput' } as const;

describe('what the room asks the browser for', () => {
  it('asks only for kinds a device exists for', () => {
    expect(mediaRequest([camera, microphone, speaker], false)).toEqual({ audio: true, video: true });
    expect(mediaRequest([microphone, speaker], false)).toEqual({ audio: true, video: false });
    expect(mediaRequest([camera], false)).toEqual({ audio: false, video: true });
    expect(mediaRequest([speaker], false)).toEqual({ audio: false, video: false });
  });

  it('asks for audio only in a voice session, camera or not', () => {
    expect(mediaRequest([camera, microphone], true)).toEqual({ audio: true, video: false });
  });
});

describe('media errors', () => {
  it('are reported, except a device already in use', () => {
    expect(isReportedMediaError(new DOMException('Permission denied', 'NotAllowedError'))).toBe(true);
    expect(isReportedMediaError(new Error('Requested device not found'))).toBe(true);
    expect(isReportedMediaError(new DOMException('Device in use', 'NotReadableError'))).toBe(false);
    expect(isReportedMediaError('Could not start video source: track is already in use')).toBe(false);
  });
});
