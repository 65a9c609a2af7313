import { describe, expect, it } from 'vitest';
import { dayInTaipei, formatDate, formatDateTime, formatTime, formatTimestamp } from './dates';

describe('showing a time', () => {
  it('writes yyyy/MM/dd HH:mm in Taiwan time', () => {
    expect(formatDateTime('2025-03-04T16:05:00.000Z')).toBe('2025/03/05 00:05');
  });
  it('writes the seconds for records, and the day alone for a date, in Taiwan time', () => {
    expect(formatTimestamp('2025-12-31T15:59:59.000Z')).toBe('2025/12/31 23:59:59');
    expect(formatTimestamp('2025-12-31T16:00:00.000Z')).toBe('2026/01/01 00:00:00');
    expect(formatDate('2025-12-31T16:00:00.000Z')).toBe('2026/01/01');
  });
  it('agrees with the time-zone database across years and seasons', () => {
    for (const iso of ['2024-02-29T17:30:00.000Z', '2026-07-01T03:07:00.000Z', '2030-11-05T23:59:00.000Z']) {
      // Swedish writes yyyy-MM-dd HH:mm:ss.
      const expected = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Taipei' });
      expect(formatTimestamp(iso)).toBe(expected.replace(/-/gu, '/'));
    }
  });

  it('gives the start time and the calendar day in Taiwan time, past midnight in UTC+8', () => {
    expect(formatTime('2026-03-04T16:30:00.000Z')).toBe('00:30');
    expect(dayInTaipei('2026-03-04T16:30:00.000Z')).toEqual({ month: 3, date: 5, weekday: 4 });
    expect(dayInTaipei('2026-12-31T15:59:00.000Z')).toEqual({ month: 12, date: 31, weekday: 4 });
  });
});
