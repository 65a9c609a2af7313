import { describe, expect, it } from 'vitest';
import { shouldReloadForChunkError } from './lazy-import';

describe('reloading after a page chunk failed to load', () => {
  const now = 1_700_000_000_000;

  it('reloads when it has not reloaded before', () => {
    expect(shouldReloadForChunkError(null, now)).toBe(true);
  });

  it('reloads at most once a minute', () => {
    expect(shouldReloadForChunkError(now - 59_999, now)).toBe(false);
    expect(shouldReloadForChunkError(now - 60_000, now)).toBe(true);
  });
});
