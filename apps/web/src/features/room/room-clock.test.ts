import { describe, expect, it } from 'vitest';
import { formatChatTime, formatDuration, secondsLeft } from './room-clock';

describe('the room clock', () => {
  it('shows minutes and seconds, and hours from an hour on', () => {
    expect(formatDuration(50 * 60)).toBe('50:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(80 * 60 + 7)).toBe('1:20:07');
  });

  it('counts down from what the server last said', () => {
    const told = { seconds: 600, at: 1_000_000 };
    expect(secondsLeft(told, 1_000_000)).toBe(600);
    expect(secondsLeft(told, 1_000_000 + 61_500)).toBe(539);
    expect(secondsLeft(told, 1_000_000 + 601_000)).toBe(-1);
  });

  it('shows chat times in Taiwan’s time', () => {
    expect(formatChatTime('2030-01-01T02:05:00.000Z')).toBe('10:05');
  });
});
