import { ZWeeklyTemplateSchema } from '@app/contracts/schedule';
import { describe, expect, it } from 'vitest';
import { expandWeeklyHours, repeatOccurrences, zonedInstant } from './weekly-hours.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe('expandWeeklyHours', () => {
  it('gives each weekday its ranges in the zone, as instants', () => {
    // Monday 10:00–12:00 and Wednesday 19:00–24:00, Taipei (UTC+8).
    const ranges = [
      { weekday: 1, startMinute: 600, endMinute: 720, voice: true, video: false },
      { weekday: 3, startMinute: 1140, endMinute: 1440, voice: true, video: true },
    ];
    // 2026-11-23 is a Monday.
    const periods = expandWeeklyHours(
      ranges,
      'Asia/Taipei',
      at('2026-11-22T16:00:00Z'),
      at('2026-11-29T16:00:00Z'),
    );
    expect(periods.map((period) => [iso(period.start), iso(period.end), period.voice, period.video])).toEqual(
      [
        ['2026-11-23T02:00:00.000Z', '2026-11-23T04:00:00.000Z', true, false],
        ['2026-11-25T11:00:00.000Z', '2026-11-25T16:00:00.000Z', true, true],
      ],
    );
  });

  it('keeps the wall-clock times across a daylight-saving change of the zone', () => {
    // Every Sunday 09:00–10:00 in New York; clocks went back on 2026-11-01.
    const ranges = [{ weekday: 0, startMinute: 540, endMinute: 600, voice: true, video: true }];
    const periods = expandWeeklyHours(
      ranges,
      'America/New_York',
      at('2026-10-20T00:00:00Z'),
      at('2026-11-10T00:00:00Z'),
    );
    expect(periods.map((period) => iso(period.start))).toEqual([
      '2026-10-25T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-08T14:00:00.000Z',
    ]);
  });

  it('clips nothing and offers nothing outside the range asked', () => {
    const ranges = [{ weekday: 1, startMinute: 600, endMinute: 720, voice: true, video: true }];
    expect(
      expandWeeklyHours(ranges, 'Asia/Taipei', at('2026-11-23T05:00:00Z'), at('2026-11-30T01:00:00Z')),
    ).toEqual([]);
  });
});

describe('zonedInstant', () => {
  it('moves a time skipped by the spring change forward by the gap', () => {
    // 2026-03-08 02:30 does not exist in New York: 03:30 EDT.
    expect(iso(zonedInstant(at('2026-03-08T00:00:00Z'), 150, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('repeatOccurrences', () => {
  const start = at('2026-11-30T02:00:00Z'); // Monday 10:00 Taipei
  const end = at('2026-11-30T04:00:00Z');
  it('repeats daily, weekly and monthly at the same local time until the end', () => {
    const until = at('2027-01-31T00:00:00Z');
    const starts = (repeat: 'never' | 'daily' | 'weekly' | 'monthly') =>
      repeatOccurrences({ start, end, repeat, until, timeZone: 'Asia/Taipei' }).map((o) => iso(o.start));
    expect(starts('never')).toEqual(['2026-11-30T02:00:00.000Z']);
    expect(starts('daily')).toHaveLength(62);
    expect(starts('weekly').slice(0, 2)).toEqual(['2026-11-30T02:00:00.000Z', '2026-12-07T02:00:00.000Z']);
    expect(starts('monthly')).toEqual([
      '2026-11-30T02:00:00.000Z',
      '2026-12-30T02:00:00.000Z',
      '2027-01-30T02:00:00.000Z',
    ]);
  });

  it('skips months without the date', () => {
    const occurrences = repeatOccurrences({
      start: at('2027-01-31T02:00:00Z'),
      end: at('2027-01-31T03:00:00Z'),
      repeat: 'monthly',
      until: at('2027-04-01T00:00:00Z'),
      timeZone: 'Asia/Taipei',
    });
    expect(occurrences.map((o) => iso(o.start))).toEqual([
      '2027-01-31T02:00:00.000Z',
      '2027-03-31T02:00:00.000Z',
    ]);
  });
});

describe('ZWeeklyTemplateSchema', () => {
  const range = { weekday: 1, start: '09:00', end: '12:00', voice: true, video: true };
  const problems = (ranges: unknown[]) => {
    const result = ZWeeklyTemplateSchema.safeParse({ ranges });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes ranges on the half hour within a day, defaulting to Taipei', () => {
    expect(
      ZWeeklyTemplateSchema.parse({ ranges: [range, { ...range, start: '13:30', end: '24:00' }] }).timeZone,
    ).toBe('Asia/Taipei');
  });

  it('names the field of each broken rule', () => {
    expect(problems([{ ...range, start: '09:15' }])).toEqual([['ranges.0.start', 'validation.half_hour']]);
    expect(problems([{ ...range, end: '08:00' }])).toEqual([['ranges.0.end', 'validation.end_after_start']]);
    expect(problems([{ ...range, end: '24:30' }])).toEqual([['ranges.0.end', 'validation.half_hour']]);
    expect(problems([{ ...range, voice: false, video: false }])).toEqual([
      ['ranges.0.video', 'validation.service_type'],
    ]);
    expect(problems([range, { ...range, start: '11:30', end: '13:00' }])).toEqual([
      ['ranges.1.start', 'validation.schedule_overlap'],
    ]);
    // The same hours on another weekday do not overlap.
    expect(problems([range, { ...range, weekday: 2 }])).toEqual([]);
  });
});
