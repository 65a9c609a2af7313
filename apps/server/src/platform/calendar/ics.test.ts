import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsAttachment, icsDateTime, type TIcsEvent } from './ics.ts';

const event: TIcsEvent = {
  uid: 'course-1b2c@counselling.example.tw',
  sequence: 3,
  method: 'REQUEST',
  start: new Date('2026-11-24T02:00:00.000Z'),
  end: new Date('2026-11-24T03:00:00.000Z'),
  stamp: new Date('2026-11-23T16:15:30.250Z'),
  summary: '諮商：陳怡君 諮商師',
  description:
    'Room: https://counselling.example.tw/rooms/room?courseId=1b2c\nBring a quiet place, please; thanks',
  url: 'https://counselling.example.tw/rooms/room?courseId=1b2c',
  organizer: { name: '線上主題諮商', email: 'no-reply@counselling.example.tw' },
  attendees: [{ name: 'Chen, Yi-Chun', email: 'counselor@example.tw' }],
  alarmMinutesBefore: 10,
};

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('ics', () => {
  it('writes UTC times to the second', () => {
    expect(icsDateTime(new Date('2026-11-24T02:00:00.999Z'))).toBe('20261124T020000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'諮'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds a request with a stable UID, the sequence, the times and a ten-minute alarm', () => {
    const text = buildIcs(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    // Every line ends in CRLF: no bare line feed is left.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:course-1b2c@counselling.example.tw');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('DTSTAMP:20261123T161530Z');
    expect(lines).toContain('DTSTART:20261124T020000Z');
    expect(lines).toContain('DTEND:20261124T030000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(
      'DESCRIPTION:Room: https://counselling.example.tw/rooms/room?courseId=1b2c\\nBring a quiet place\\, please\\; thanks',
    );
    expect(lines).toContain('ATTENDEE;CN="Chen, Yi-Chun";ROLE=REQ-PARTICIPANT:mailto:counselor@example.tw');
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toContain('TRIGGER:-PT10M');
    expect(alarm).toContain('ACTION:DISPLAY');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('builds a cancellation of the same event, without an alarm', () => {
    const lines = unfold(buildIcs({ ...event, method: 'CANCEL', sequence: 4 })).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:course-1b2c@counselling.example.tw');
    expect(lines).toContain('SEQUENCE:4');
    expect(lines).not.toContain('BEGIN:VALARM');
  });

  it('names the attachment and its method', () => {
    expect(icsAttachment(event)).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(icsAttachment({ ...event, method: 'CANCEL' }).filename).toBe('cancel.ics');
  });
});
