import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimestamp } from './dates';

describe('showing a time', () => {
  it('writes yyyy/MM/dd HH:mm in Taiwan time', () => {
    expect(formatDateTime('2025-03-04T16:05:00.000Z')).toBe('2025/03/05 00:05');
  });
  it('writes the seconds for records, and the day alone for a date, in Taiwan time', () => {
    expect(formatTimestamp('2025-12-31T15:59:59.000Z')).toBe('2025/12/31 23:59:59');
    expect(formatTimestamp('2025-12-31T16:00:00.000Z')).toBe('2026/01/01 00:00:00');
    expect(formatDate('2025-12-31T16:00:00.000Z')).toBe('2026/01/01');
  });
});
