/**
 * iCalendar (RFC 5545) invitations for one event: a session that calendar programs add, update
 * when it moves and remove when it is canceled. Pure: the caller supplies every value.
 */

export type TIcsMethod = 'REQUEST' | 'CANCEL';

export type TIcsEvent = {
  /** Stable per event: a calendar matches updates and cancellations to the event by it. */
  uid: string;
  /** Grows with every change of the event, so a newer invitation replaces an older one. */
  sequence: number;
  method: TIcsMethod;
  start: Date;
  end: Date;
  /** When this invitation was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  url?: string;
  organizer?: { name: string; email: string };
  attendees?: readonly { name: string; email: string }[];
  /** Minutes before the start that the calendar alerts; none when omitted. */
  alarmMinutesBefore?: number;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const PRODUCT_ID = '-//counselling-platform//sessions//ZH-TW';

/** 20261123T161500Z: UTC, second precision. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values with a colon, semicolon or comma are quoted; quotes themselves are not allowed. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line to at most 75 octets per line (§3.1): continuation lines start with one
 * space, and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines carry the leading space within their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole VCALENDAR text, CRLF line ends, folded. */
export function buildIcs(event: TIcsEvent): string {
  const canceled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${String(Math.max(0, Math.floor(event.sequence)))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendees ?? []).map(
      (attendee) => `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`,
    ),
    `STATUS:${canceled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(event.alarmMinutesBefore !== undefined && !canceled
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${String(event.alarmMinutesBefore)}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The attachment a mail carries the invitation in. */
export function icsAttachment(event: TIcsEvent) {
  return {
    filename: event.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${event.method}`,
    content: buildIcs(event),
  };
}
