import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './time-ordered-uuid.ts';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID holding the time, so later ids sort after earlier ones', () => {
    const earlier = timeOrderedUuid(new Date('2026-11-24T10:00:00.000Z'));
    const later = timeOrderedUuid(new Date('2026-11-24T10:00:00.001Z'));
    expect(earlier).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(earlier.slice(0, 13)).toBe('01a20cff-7d00');
    expect(later > earlier).toBe(true);
  });

  it('differs for ids made in the same millisecond', () => {
    const at = new Date();
    expect(timeOrderedUuid(at)).not.toBe(timeOrderedUuid(at));
  });
});
