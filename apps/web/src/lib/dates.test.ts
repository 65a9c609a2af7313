import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('showing a time', () => {
  it('writes yyyy/MM/dd HH:mm in Taiwan time', () => {
    expect(formatDateTime('2025-03-04T16:05:00.000Z')).toBe('2025/03/05 00:05');
  });
});
