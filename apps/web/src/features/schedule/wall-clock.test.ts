import { describe, expect, it } from 'vitest';
import { fromWallClock, instantOf, toWallClock } from './wall-clock';

describe('wall-clock times of a zone', () => {
  it('turns instants into the clock of the zone and back', () => {
    expect(toWallClock('2026-11-23T02:00:00.000Z', 'Asia/Taipei')).toBe('2026-11-23T10:00:00');
    expect(fromWallClock(new Date('2026-11-23T10:00:00Z'), 'Asia/Taipei')).toBe('2026-11-23T02:00:00.000Z');
    expect(instantOf('2026-11-23T10:30', 'America/New_York')).toBe('2026-11-23T15:30:00.000Z');
  });
});
