import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, isIdle, lastActivity, recordActivity } from './idle';

describe('idle time', () => {
  const start = 1_700_000_000_000;

  it('runs out after 3,000,000 ms (50 minutes) without input', () => {
    expect(IDLE_TIMEOUT_MS).toBe(50 * 60_000);
    expect(isIdle(start, start + IDLE_TIMEOUT_MS - 1)).toBe(false);
    expect(isIdle(start, start + IDLE_TIMEOUT_MS)).toBe(true);
  });

  it('counts input in any tab, through storage', () => {
    expect(lastActivity(start)).toBe(start);
    recordActivity(start + 60_000);
    expect(lastActivity(start)).toBe(start + 60_000);
    // Input seen elsewhere earlier than this tab started watching does not make it older.
    expect(lastActivity(start + 120_000)).toBe(start + 120_000);
  });
});
