import { describe, expect, it } from 'vitest';
import { lecture } from '../../../testing/lectures';
import { lectureStructuredData } from './lecture-structured-data';

describe('a lecture as a schema.org Event', () => {
  it('is an in-person event at its place, led by its counselor, with its price in TWD while seats are open', () => {
    const open = lecture();
    expect(lectureStructuredData(open)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: open.title,
      description: open.description,
      startDate: open.startTime,
      endDate: open.endTime,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: open.place, address: open.place },
      organizer: { '@type': 'Person', name: '陳怡君' },
      offers: {
        '@type': 'Offer',
        price: 600,
        priceCurrency: 'TWD',
        availability: 'https://schema.org/InStock',
        validThrough: open.signupDeadline,
      },
    });
  });

  it('says when it is called off, sold out, or no longer taking sign-ups', () => {
    expect(lectureStructuredData(lecture({ status: 'canceled', acceptingSignups: false }))).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    expect(lectureStructuredData(lecture({ memberCount: 8, acceptingSignups: false }))).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});
