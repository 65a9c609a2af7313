import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { upcomingCourse } from '../../../testing/courses';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const openId = '00000000-0000-4000-8000-000000000001';
const laterId = '00000000-0000-4000-8000-000000000002';
const voiceId = '00000000-0000-4000-8000-000000000003';
const page = {
  totalRecords: 3,
  records: [
    upcomingCourse(openId, 5),
    upcomingCourse(voiceId, 8, { voiceOnly: true }),
    upcomingCourse(laterId, 60),
  ],
};

describe('the rooms open now', () => {
  it('lead the client into the rooms of courses starting within 10 minutes, saying video or voice, and no other', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Mail/Count': ok(0),
      'GET /client/coursenext_v2?start_page=0&page_size=20': ok(page),
    });
    renderRoute('/user/nextcourse');

    const section = await screen.findByRole('region', { name: '可以進入的諮商室' });
    const rooms = within(section).getAllByRole('listitem');
    expect(rooms.map((room) => room.textContent)).toEqual([
      expect.stringMatching(/^視訊諮商：與 陳怡君 的諮商/),
      expect.stringMatching(/^語音諮商：與 陳怡君 的諮商/),
    ]);
    const links = within(section).getAllByRole('link', { name: '進入諮商室' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/rooms/room?courseId=${openId}`,
      `/rooms/room?courseId=${voiceId}`,
    ]);
  });

  it('show the counselor the client’s nickname on their home page', async () => {
    const counselor = counselorProfile();
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselor),
      'GET /Mail/Count': ok(0),
      [`GET /CounselorSchedule/IsSetSchedule?id=${counselor.id}`]: ok(true),
      'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok(page),
    });
    renderRoute('/counselor/nextcourse');
    expect(await screen.findByText(/^視訊諮商：與 小安 的諮商/)).toBeVisible();
  });
});
