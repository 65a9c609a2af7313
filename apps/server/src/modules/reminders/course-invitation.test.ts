import { describe, expect, it } from 'vitest';
import { courseInvitation, courseInvitationAttachment } from './course-invitation.ts';

const course = {
  id: '6f1c3a52-8e0b-4c8e-9d6c-2b7f0e4a1d93',
  startsAt: new Date('2030-03-04T02:00:00.000Z'),
  endsAt: new Date('2030-03-04T03:00:00.000Z'),
  updatedAt: new Date('2030-02-01T00:00:00.000Z'),
};
const options = {
  course,
  method: 'REQUEST' as const,
  otherName: '陳怡君 諮商師',
  roomLink: `https://counselling.example.tw/rooms/room?courseId=${course.id}`,
  publicUrl: 'https://counselling.example.tw/',
  organizerEmail: 'no-reply@counselling.example.tw',
  now: new Date('2030-03-03T02:00:00.000Z'),
};

describe('a course’s calendar invitation', () => {
  it('keeps its UID when the course moves, with a higher SEQUENCE and the new times', () => {
    const first = courseInvitation(options);
    const moved = courseInvitation({
      ...options,
      course: {
        ...course,
        startsAt: new Date('2030-03-05T02:00:00.000Z'),
        endsAt: new Date('2030-03-05T03:00:00.000Z'),
        updatedAt: new Date('2030-02-02T00:00:00.000Z'),
      },
    });
    expect(first.uid).toBe(`course-${course.id}@counselling.example.tw`);
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.start.toISOString()).toBe('2030-03-05T02:00:00.000Z');
    expect(first).toMatchObject({
      summary: '線上諮商：陳怡君 諮商師',
      url: options.roomLink,
      alarmMinutesBefore: 10,
    });
  });

  it('cancels the same event with a later change', () => {
    const canceled = courseInvitationAttachment({
      ...options,
      method: 'CANCEL',
      course: { ...course, updatedAt: new Date('2030-02-03T00:00:00.000Z') },
    });
    expect(canceled.filename).toBe('cancel.ics');
    const text = canceled.content.replace(/\r\n /g, '');
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain(`UID:course-${course.id}@counselling.example.tw`);
    expect(text).toContain('STATUS:CANCELLED');
  });
});
