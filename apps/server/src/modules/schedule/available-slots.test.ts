import { describe, expect, it } from 'vitest';
import { availableStartTimes, type TPeriod, type TSlotQuery } from './available-slots.ts';

const at = (iso: string) => Date.parse(iso);
const period = (start: string, end: string): TPeriod => ({ start: at(start), end: at(end) });
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

/** A Taipei morning, 09:00–12:00 (01:00–04:00 UTC), asked for that whole day, nothing else in the way. */
function query(overrides: Partial<TSlotQuery> = {}): TSlotQuery {
  return {
    serviceTimes: [period('2030-03-04T01:00:00Z', '2030-03-04T04:00:00Z')],
    busy: [],
    occupiedMinutes: 60,
    earliest: at('2030-03-01T00:00:00Z'),
    latest: at('2030-06-01T00:00:00Z'),
    from: at('2030-03-03T16:00:00Z'),
    to: at('2030-03-04T16:00:00Z'),
    ...overrides,
  };
}

describe('availableStartTimes', () => {
  it('offers every half hour at which the whole session, buffer included, fits in the service time', () => {
    expect(iso(availableStartTimes(query()))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T01:30:00.000Z',
      '2030-03-04T02:00:00.000Z',
      '2030-03-04T02:30:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
    // 90 minutes (80 + 10) fit only up to 10:30 Taipei time.
    expect(iso(availableStartTimes(query({ occupiedMinutes: 90 })))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T01:30:00.000Z',
      '2030-03-04T02:00:00.000Z',
      '2030-03-04T02:30:00.000Z',
    ]);
  });

  it('keeps a booked session and its buffer free, and lets the next start the moment it ends', () => {
    // A 60-minute course (50 + 10) booked 10:00–11:00 Taipei time.
    const busy = [period('2030-03-04T02:00:00Z', '2030-03-04T03:00:00Z')];
    expect(iso(availableStartTimes(query({ busy })))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
    // A 35-minute one (25 + 10) fits before it at 09:00 and 09:00 + 30 min would run into it.
    expect(iso(availableStartTimes(query({ busy, occupiedMinutes: 35 })))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
    expect(iso(availableStartTimes(query({ busy, occupiedMinutes: 20 })))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T01:30:00.000Z',
      '2030-03-04T03:00:00.000Z',
      '2030-03-04T03:30:00.000Z',
    ]);
  });

  it('offers nothing during leave, even leave that starts before the service time and ends inside it', () => {
    const busy = [period('2030-03-03T00:00:00Z', '2030-03-04T02:15:00Z')];
    expect(iso(availableStartTimes(query({ busy })))).toEqual([
      '2030-03-04T02:30:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
    const allDay = [period('2030-03-03T16:00:00Z', '2030-03-04T16:00:00Z')];
    expect(availableStartTimes(query({ busy: allDay }))).toEqual([]);
  });

  it('merges overlapping service times and overlapping busy periods', () => {
    const serviceTimes = [
      period('2030-03-04T01:00:00Z', '2030-03-04T02:30:00Z'),
      period('2030-03-04T02:00:00Z', '2030-03-04T04:00:00Z'),
    ];
    const busy = [
      period('2030-03-04T01:30:00Z', '2030-03-04T02:00:00Z'),
      period('2030-03-04T01:45:00Z', '2030-03-04T02:30:00Z'),
    ];
    expect(iso(availableStartTimes(query({ serviceTimes, busy })))).toEqual([
      '2030-03-04T02:30:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
  });

  it('starts no sooner than the lead time allows, on the service time’s half-hour grid', () => {
    const earliest = at('2030-03-04T01:10:00Z');
    expect(iso(availableStartTimes(query({ earliest })))).toEqual([
      '2030-03-04T01:30:00.000Z',
      '2030-03-04T02:00:00.000Z',
      '2030-03-04T02:30:00.000Z',
      '2030-03-04T03:00:00.000Z',
    ]);
  });

  it('starts no later than the end of the booking window, and only within the asked range', () => {
    expect(iso(availableStartTimes(query({ latest: at('2030-03-04T01:30:00Z') })))).toEqual([
      '2030-03-04T01:00:00.000Z',
      '2030-03-04T01:30:00.000Z',
    ]);
    const from = at('2030-03-04T02:00:00Z');
    const to = at('2030-03-04T03:00:00Z');
    expect(iso(availableStartTimes(query({ from, to })))).toEqual([
      '2030-03-04T02:00:00.000Z',
      '2030-03-04T02:30:00.000Z',
    ]);
  });

  it('answers a viewer in New York every instant across their clocks changing, each once', () => {
    // New York moves its clocks forward at 02:00 on 10 March 2030: that Sunday has 23 hours.
    // The viewer asks for Saturday to Monday, midnight to midnight in their zone.
    const from = at('2030-03-09T05:00:00Z'); // Saturday 00:00 EST
    const to = at('2030-03-11T04:00:00Z'); // Monday 00:00 EDT
    // A Taipei counselor serves 14:00–17:00 every day (06:00–09:00 UTC): from 01:00 in New York
    // on Saturday; on Sunday the same instants read 01:00, 01:30, then 03:00 (02:00 never happens).
    const serviceTimes = ['2030-03-09', '2030-03-10', '2030-03-11'].map((day) =>
      period(`${day}T06:00:00Z`, `${day}T09:00:00Z`),
    );
    const starts = availableStartTimes(query({ serviceTimes, from, to }));
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(starts.map((start) => newYork.format(start))).toEqual([
      'Sat 01:00',
      'Sat 01:30',
      'Sat 02:00',
      'Sat 02:30',
      'Sat 03:00',
      'Sun 01:00',
      'Sun 01:30',
      'Sun 03:00',
      'Sun 03:30',
      'Sun 04:00',
    ]);
    // None twice, and the grid runs on through the change.
    expect(new Set(starts).size).toBe(starts.length);
    expect(iso(starts.slice(5, 8))).toEqual([
      '2030-03-10T06:00:00.000Z',
      '2030-03-10T06:30:00.000Z',
      '2030-03-10T07:00:00.000Z',
    ]);
  });

  it('offers nothing for an empty or inverted range', () => {
    expect(
      availableStartTimes(query({ from: at('2030-03-05T00:00:00Z'), to: at('2030-03-04T00:00:00Z') })),
    ).toEqual([]);
    expect(availableStartTimes(query({ serviceTimes: [] }))).toEqual([]);
  });
});
