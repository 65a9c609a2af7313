import { describe, expect, it } from 'vitest';
import { courseLengthTotalMinutes, CourseLength } from './enums.ts';
import { courseLengthSessionMinutes, ZRoomChatInputSchema, ZRoomMessageSchema } from './room.ts';

describe('room messages', () => {
  it('accept the protocol’s signalling objects and plain words', () => {
    const accepted = [
      'hangup',
      'completecourse',
      'extendsession',
      'interruptcourse',
      { type: 'offer', sdp: 'v=0' },
      { type: 'answer', sdp: 'v=0' },
      {
        type: 'candidate',
        id: '0',
        label: 0,
        candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host',
        usernameFragment: 'u',
      },
      { type: 'candidate', id: null, label: null, candidate: '' },
      { type: 'switch_video', enabled: true },
      { type: 'remoteTrack' },
    ];
    for (const message of accepted)
      expect(ZRoomMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
  });

  it('refuse anything else, the server’s clock messages and oversized descriptions included', () => {
    const refused = [
      'bye',
      { type: 'time', seconds: 60 },
      { type: 'late', seconds: 60 },
      { type: 'offer' },
      { type: 'offer', sdp: 'x'.repeat(32 * 1024 + 1) },
      { type: 'switch_video', enabled: 'yes' },
      { type: 'candidate', id: '0', label: -1, candidate: '' },
    ];
    for (const message of refused)
      expect(ZRoomMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });

  it('strip fields the protocol does not name before they are relayed', () => {
    expect(ZRoomMessageSchema.parse({ type: 'offer', sdp: 'v=0', script: '<x>' })).toEqual({
      type: 'offer',
      sdp: 'v=0',
    });
  });
});

describe('chat lines', () => {
  it('are trimmed and hold 1 to 1000 characters', () => {
    expect(ZRoomChatInputSchema.parse({ message: '  hi  ' })).toEqual({ message: 'hi' });
    expect(ZRoomChatInputSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(ZRoomChatInputSchema.safeParse({ message: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('talking time', () => {
  it('fits every length inside its calendar total, the rest being buffer', () => {
    for (const length of Object.values(CourseLength)) {
      expect(courseLengthSessionMinutes[length]).toBeLessThanOrEqual(courseLengthTotalMinutes[length]);
    }
    expect(courseLengthSessionMinutes[CourseLength.SixtyMinutes]).toBe(50);
  });
});
