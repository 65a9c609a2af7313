import type { TLecture } from '@app/contracts/lectures';

const SCHEMA = 'https://schema.org/';

/** Whether a seat can be had: while it takes sign-ups, none when full, none once sign-ups closed. */
function availability(lecture: TLecture): string {
  if (lecture.acceptingSignups) return `${SCHEMA}InStock`;
  return `${SCHEMA}${lecture.memberCount >= lecture.maxMembers ? 'SoldOut' : 'OutOfStock'}`;
}

/**
 * schema.org's view of a lecture: an event held in person at its place, led by its counselor,
 * scheduled or called off, with its price in New Taiwan dollars until the sign-up deadline.
 */
export function lectureStructuredData(lecture: TLecture) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: lecture.title,
    description: lecture.description,
    startDate: lecture.startTime,
    endDate: lecture.endTime,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    eventStatus: `${SCHEMA}${lecture.status === 'canceled' ? 'EventCancelled' : 'EventScheduled'}`,
    // The venue's name and address are one text.
    location: { '@type': 'Place', name: lecture.place, address: lecture.place },
    organizer: { '@type': 'Person', name: lecture.host.fullName },
    offers: {
      '@type': 'Offer',
      price: lecture.price,
      priceCurrency: 'TWD',
      availability: availability(lecture),
      validThrough: lecture.signupDeadline,
    },
  };
}
